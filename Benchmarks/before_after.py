"""Times two builds of onboard-audit side by side on the real workloads, alternating them each
round, and writes a Markdown table of their medians: `Benchmarks/run --baseline BINARY`.

A change that is meant to keep the speed of real runs is measured this way: the binary built
before it (the baseline) against the one built with it, in the same minutes, on a machine whose
speed drifts from one quarter of an hour to the next."""
import os
import shutil
import statistics
import subprocess
import tempfile
import time

import bench
import derived_flow
import swiftui_tree


def measure(command):
    """Wall time and processor time (user and system) in seconds of one run of a command.

    On a machine shared with other work, the processor time moves less than the wall time:
    it leaves out the time the command waited for a core. It is the child's own, as `wait4`
    gives it, to the microsecond (`/usr/bin/time` rounds it to a hundredth of a second)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    process.returncode = 0
    return elapsed, usage.ru_utime + usage.ru_stime


def write(before, after, corpus, runs, out, only=None):
    scratch = tempfile.mkdtemp(prefix="onboard-audit-before-after-")
    empty = os.path.join(scratch, "empty")
    os.makedirs(empty)
    focus = os.path.join(corpus, "focus-ios")
    element = os.path.join(corpus, "element-android")
    tree = os.path.join(scratch, "swiftui")
    swift_files, swift_lines, _ = swiftui_tree.write(tree, 200_000)
    flow_tree = os.path.join(scratch, "flow50")
    flow_screens, _ = derived_flow.write(flow_tree, 50)
    repo = os.path.join(scratch, "monorepo")
    repo_entries = bench.monorepo(repo, 50)
    pair = os.path.join(scratch, "pair")
    bench.findings_pair(pair, 600_000)
    rules = subprocess.run([after, "rules", "--format", "json"], capture_output=True, check=True, text=True).stdout
    rule_ids = [line.split('"')[3] for line in rules.splitlines() if line.strip().startswith('"id"')]
    all_off = [argument for rule in rule_ids for argument in ("--rule", f"{rule}=off")]

    labels = {before: "before", after: "after"}

    def folder(tool, name):
        path = os.path.join(scratch, labels[tool], name)
        os.makedirs(path, exist_ok=True)
        return path

    # Each workload: its name and the command for a binary. A command's reports go to a
    # folder of that binary's own.
    workloads = [
        ("focus-ios (91 XLIFF files)", lambda t: [t, empty, "--tables", focus, "--format", "json", "--fail-on", "never"]),
        ("element-android (strings.xml)", lambda t: [t, empty, "--tables", element, "--format", "json",
                                                     "--fail-on", "never"]),
        ("focus-ios + element-android", lambda t: [t, empty, "--tables", focus, "--tables", element, "--format",
                                                   "json", "--fail-on", "never"]),
        ("the same, reading only (every rule off)", lambda t: [t, empty, "--tables", focus, "--tables", element,
                                                               "--quiet", "--fail-on", "never"] + all_off),
        ("whole corpus (six apps)", lambda t: [t, empty, "--tables", corpus, "--format", "json", "--fail-on", "never"]),
        (f"SwiftUI sources ({swift_lines:,} lines, {swift_files} files)",
         lambda t: [t, empty, "--sources", tree, "--format", "json", "--fail-on", "never"]),
        (f"derived flow ({flow_screens} screens)", lambda t: [t, "--sources", flow_tree, "--format", "json",
                                                              "--fail-on", "never"]),
        ("element-android, five reports", lambda t: [t, empty, "--tables", element, "--quiet", "--fail-on", "never"]
         + bench.five_reports(folder(t, "element"))),
        (f"monorepo of 50 apps ({repo_entries:,} entries), JUnit and SARIF",
         lambda t: [t, empty, "--tables", repo, "--quiet", "--fail-on", "never", "--junit",
                    os.path.join(folder(t, "repo"), "whole.xml"), "--sarif", os.path.join(folder(t, "repo"), "whole.sarif")]),
        ("monorepo, one shard of 16", lambda t: [t, empty, "--tables", repo, "--quiet", "--fail-on", "never",
                                                 "--shard", "1/16", "--junit", os.path.join(folder(t, "repo"), "1.xml"),
                                                 "--sarif", os.path.join(folder(t, "repo"), "1.sarif")]),
        ("600,000 findings, five reports (synthetic)", lambda t: [t, empty, "--tables", pair, "--quiet", "--fail-on",
                                                                  "never"] + bench.five_reports(folder(t, "pair"))),
        ("600,000 findings, no report (synthetic)", lambda t: [t, empty, "--tables", pair, "--quiet", "--fail-on",
                                                               "never"]),
    ]
    if only:
        workloads = [(name, command) for name, command in workloads if only in name]
    rows = []
    for name, command in workloads:
        wall = {"before": [], "after": []}
        processor = {"before": [], "after": []}
        for round_index in range(runs):
            order = [("before", before), ("after", after)]
            if round_index % 2 == 1:
                order.reverse()
            for label, tool in order:
                elapsed, cpu = measure(command(tool))
                wall[label].append(elapsed)
                processor[label].append(cpu)
        row = [name]
        for samples in (wall, processor):
            old, new = statistics.median(samples["before"]), statistics.median(samples["after"])
            row += [old, new, (new / old - 1) * 100]
        print(f"{name:<60} wall {row[1]:.3f} → {row[2]:.3f} s {row[3]:+5.1f} %   "
              f"processor {row[4]:.3f} → {row[5]:.3f} s {row[6]:+5.1f} %", flush=True)
        rows.append(row)
    with open(out, "w") as table:
        table.write(f"Medians of {runs} runs each, the two binaries alternating every round; wall time, and "
                    "processor time (user and system, which leaves out waits for a core on a shared "
                    "machine).\n\n")
        table.write("| workload | wall, before | wall, after | change | processor, before | processor, after "
                    "| change |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n")
        for name, old, new, change, old_cpu, new_cpu, change_cpu in rows:
            table.write(f"| {name} | {old:.3f} s | {new:.3f} s | {change:+.1f} % | {old_cpu:.3f} s | "
                        f"{new_cpu:.3f} s | {change_cpu:+.1f} % |\n")
    shutil.rmtree(scratch, ignore_errors=True)
    print(f"\nwrote {out}")
