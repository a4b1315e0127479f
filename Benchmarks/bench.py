"""Times onboard-audit and its peers in one run, alternating, and writes Benchmarks/results.md.

Run through Benchmarks/run, which installs the peers and builds the release binary.
"""
import argparse
import json
import glob
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import derived_flow  # noqa: E402
import hostile_views  # noqa: E402
import lookups  # noqa: E402
import swiftui_tree  # noqa: E402


def measure(command, cwd=None):
    """Wall time in seconds and peak resident memory in MB of one run of a command.

    The memory is what `/usr/bin/time` reports for the command alone. A child's own
    `ru_maxrss`, as `wait4` gives it, also counts the pages of this Python process that the
    child shared between fork and exec: every command measured after the benchmark had grown
    showed at least the benchmark's own size (155 MB where the tool took 75 MB)."""
    with tempfile.NamedTemporaryFile("r") as report:
        start = time.perf_counter()
        process = subprocess.Popen(["/usr/bin/time", "-f", "%M %x", "-o", report.name] + command, cwd=cwd,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        process.wait()
        elapsed = time.perf_counter() - start
        # The last line: a command killed by a signal is preceded by a line saying so.
        kilobytes, code = report.read().split("\n")[-2].split()
    return elapsed, int(kilobytes) / 1024, int(code)


def compare(name, commands, runs):
    """Runs each command `runs` times, alternating their order every round."""
    samples = {label: [] for label, _ in commands}
    memory = {label: 0.0 for label, _ in commands}
    codes = {}
    for round_index in range(runs):
        order = commands if round_index % 2 == 0 else list(reversed(commands))
        for label, command in order:
            elapsed, rss, code = measure(command)
            samples[label].append(elapsed)
            memory[label] = max(memory[label], rss)
            codes[label] = code
    medians = {label: statistics.median(values) for label, values in samples.items()}
    print(f"\n{name}")
    for label, _ in commands:
        print(f"  {label:<34} median {medians[label]:8.3f} s   peak {memory[label]:7.1f} MB   exit {codes[label]}")
    return medians, memory


def machine():
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    memory_gb = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    return f"{os.cpu_count()} cores ({model}), {memory_gb:.0f} GiB, {platform.platform()}, {swift}"


def write_strings(path, entries):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as out:
        for key, value in entries:
            out.write(f'"{key}" = "{value}";\n')


def synthetic_project(root, locales, keys=5000):
    """A 5,000-key table in English and in `locales` made-up locales (real tags, so ICU knows them)."""
    # Latin-script languages and regional variants only, so that every locale costs the same
    # to check: a mix of scripts would make the later points dearer per entry (a German text
    # in a Cyrillic or Arabic locale is a finding per entry) and hide whether the cost is linear.
    tags = ["de", "fr", "es", "it", "nl", "sv", "da", "fi", "pl", "cs", "sk", "hu", "ro", "hr", "sl", "tr",
            "vi", "id", "ms", "pt-BR", "pt-PT", "es-MX", "fr-CA", "en-GB", "nb", "is", "et", "lv", "lt",
            "ga", "cy", "eu", "ca", "gl", "sq", "bs", "az", "sw", "zu", "xh", "af", "yo", "ig", "ha", "so",
            "fil", "jv", "su", "mt", "lb", "fo", "fy", "gd", "br", "co", "eo", "haw", "mi", "sm", "to",
            "de-AT", "de-CH", "fr-BE", "fr-CH", "es-AR", "es-CO", "es-CL", "es-PE", "it-CH", "nl-BE",
            "en-AU", "en-CA", "en-IN", "en-IE", "en-NZ", "en-ZA", "pt-AO", "sv-FI", "es-US", "fr-LU",
            "de-LU", "ca-AD", "nn", "se", "rm", "wo", "ff", "ln", "rw", "rn", "mg", "ny", "sn", "st",
            "tn", "ts", "ss", "ve", "nr", "ee", "ak"]
    entries = [(f"screen{i // 50}.item{i}.title", f"Welcome item {i} for %@ with %d entries") for i in range(keys)]
    write_strings(os.path.join(root, "en.lproj", "Localizable.strings"), entries)
    for tag in tags[:locales]:
        translated = [(key, f"[{tag}] Eintrag {i} für %@ mit %d Dingen") for i, (key, _) in enumerate(entries)]
        write_strings(os.path.join(root, f"{tag}.lproj", "Localizable.strings"), translated)
    return locales * keys + keys


def android_locales(folder):
    """compare-locales locale codes for the values-* folders it can map back."""
    codes = []
    for path in sorted(glob.glob(os.path.join(folder, "values-*"))):
        qualifier = os.path.basename(path)[len("values-"):]
        if qualifier.startswith("b+") or not os.path.exists(os.path.join(path, "strings.xml")):
            continue
        language = {"iw": "he", "in": "id"}.get(qualifier.split("-")[0], qualifier.split("-")[0])
        region = qualifier.split("-r")[1] if "-r" in qualifier else None
        codes.append(language + ("-" + region if region else ""))
    return codes


def findings_pair(root, count):
    """A table pair with `count` findings: an English table and a German one whose every value
    is empty (one value.empty finding per key)."""
    keys = [f"screen{i // 50}.item{i}.title" for i in range(count)]
    write_strings(os.path.join(root, "en.lproj", "Localizable.strings"), [(key, f"Welcome item {i}") for i, key in enumerate(keys)])
    write_strings(os.path.join(root, "de.lproj", "Localizable.strings"), [(key, "") for key in keys])


def monorepo(root, apps, locales=20, tables=2, keys=200):
    """`apps` apps of `tables` tables of `keys` keys in English and `locales` other locales,
    with about 2 % of the keys missing or empty in each locale: a monorepo's tables."""
    tags = ["de", "fr", "es", "it", "nl", "sv", "da", "fi", "pl", "cs", "sk", "hu", "ro", "hr", "sl", "tr",
            "vi", "id", "ms", "pt-BR", "pt-PT", "es-MX", "fr-CA", "en-GB", "nb"][:locales]
    entries = 0
    for app in range(apps):
        for table in range(tables):
            names = [(f"app{app}.t{table}.k{i}", f"Text {i} of %@") for i in range(keys)]
            folder = os.path.join(root, f"App{app:03d}", "Resources")
            write_strings(os.path.join(folder, "en.lproj", f"Table{table}.strings"), names)
            entries += keys
            for number, tag in enumerate(tags):
                translated = []
                for i, (key, _) in enumerate(names):
                    if (i + number) % 97 == 0:
                        continue  # missing
                    translated.append((key, "" if (i + number) % 89 == 0 else f"[{tag}] Text {i} von %@"))
                write_strings(os.path.join(folder, f"{tag}.lproj", f"Table{table}.strings"), translated)
                entries += len(translated)
    return entries


def five_reports(folder):
    """The five report files, written into `folder`."""
    return ["--json", os.path.join(folder, "report.json"), "--junit", os.path.join(folder, "report.xml"),
            "--sarif", os.path.join(folder, "report.sarif"), "--markdown", os.path.join(folder, "report.md"),
            "--html", os.path.join(folder, "report.html")]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tool", required=True)
    parser.add_argument("--venv", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--results", required=True)
    parser.add_argument("--baseline", help="another build of the tool: time the two on the real workloads only")
    parser.add_argument("--comparison", help="with --baseline: where the table goes")
    parser.add_argument("--only", help="with --baseline: only the workloads whose name holds this")
    args = parser.parse_args()
    if args.baseline:
        import before_after
        before_after.write(os.path.abspath(args.baseline), os.path.abspath(args.tool), os.path.abspath(args.corpus),
                           args.runs, args.comparison or os.path.join(os.path.dirname(args.results), "before-after.md"),
                           args.only)
        return
    tool = os.path.abspath(args.tool)
    corpus = os.path.abspath(args.corpus)
    scratch = tempfile.mkdtemp(prefix="onboard-audit-bench-")
    empty = os.path.join(scratch, "empty")  # a DIR with no config, so only --tables counts
    os.makedirs(empty)
    rows = []

    def ours(tables):
        return [tool, empty, "--tables", tables, "--format", "json", "--fail-on", "never"]

    # 1. XLIFF: pofilter runs all its checks over the same 91 documents.
    focus = os.path.join(corpus, "focus-ios")
    pofilter_out = os.path.join(scratch, "pofilter")
    medians, memory = compare(
        "focus-ios (XLIFF, 91 files)",
        [("onboard-audit", ours(focus)),
         ("pofilter", ["sh", "-c", f'rm -rf "{pofilter_out}" && "{args.venv}/bin/pofilter" --progress=none -i "{focus}" -o "{pofilter_out}"'])],
        args.runs)
    rows.append(("focus-ios", "pofilter", medians, memory, "pofilter"))

    # 2. Android: compare-locales over element-android, every locale it can name.
    element = os.path.join(corpus, "element-android/library/ui-strings/src/main/res")
    codes = android_locales(element)
    toml = os.path.join(scratch, "element.toml")
    with open(toml, "w") as out:
        out.write(f'basepath = "{element}"\nlocales = {codes!r}\n'.replace("'", '"'))
        out.write('[[paths]]\n  reference = "values/strings.xml"\n  l10n = "values-{android_locale}/strings.xml"\n')
    medians, memory = compare(
        f"element-android (strings.xml, {len(codes) + 1} files)",
        [("onboard-audit", ours(os.path.join(corpus, "element-android"))),
         ("compare-locales", [f"{args.venv}/bin/compare-locales", "--return-zero", "-q", "-q", "-q", toml, element] + codes)],
        args.runs)
    rows.append(("element-android", "compare-locales", medians, memory, "compare-locales"))

    # 3. The floor: xmllint --stream only parses the same XML files.
    xml_files = sorted(glob.glob(os.path.join(focus, "**/*.xliff"), recursive=True)) + sorted(
        glob.glob(os.path.join(element, "values*/strings.xml")))
    listing = os.path.join(scratch, "xml-files")
    for path in xml_files:
        link = os.path.join(listing, os.path.relpath(path, corpus))
        os.makedirs(os.path.dirname(link), exist_ok=True)
        os.symlink(path, link)
    medians, memory = compare(
        f"XML parsing floor ({len(xml_files)} files: focus-ios and element-android)",
        [("onboard-audit", [tool, empty, "--tables", focus, "--tables", os.path.join(corpus, "element-android"),
                            "--format", "json", "--fail-on", "never"]),
         ("xmllint --stream --noout", ["xmllint", "--stream", "--noout"] + xml_files)],
        args.runs)
    rows.append(("focus-ios + element-android", "xmllint --stream", medians, memory, "xmllint --stream --noout"))

    # 3b. The same with every rule off: reading the files and assembling the tables alone.
    rule_ids = [rule["id"] for rule in json.loads(subprocess.run(
        [tool, "rules", "--format", "json"], capture_output=True, check=True).stdout)["rules"]]
    all_off = [argument for rule in rule_ids for argument in ("--rule", f"{rule}=off")]
    medians, memory = compare(
        "XML parsing floor, every rule off",
        [("onboard-audit", [tool, empty, "--tables", focus, "--tables", os.path.join(corpus, "element-android"),
                            "--quiet", "--fail-on", "never"] + all_off),
         ("xmllint --stream --noout", ["xmllint", "--stream", "--noout"] + xml_files)],
        args.runs)
    rows.append(("the same, reading only (every rule off)", "xmllint --stream", medians, memory,
                 "xmllint --stream --noout"))

    # 4. The whole corpus: peak memory.
    medians_all, memory_all = compare(
        "whole corpus (six apps)", [("onboard-audit", [tool, empty, "--tables", corpus, "--format", "json", "--fail-on", "never"])],
        max(1, args.runs // 2))

    # 5. Scaling: 1, 10, 50, 100 synthetic locales of a 5,000-key table. The points are
    # measured in turn each round, like the tools above, so that a slow spell of the machine
    # falls on all of them; they are quick, so twice as many rounds.
    points = []
    for count in (1, 10, 50, 100):
        root = os.path.join(scratch, f"scale-{count}")
        points.append((count, synthetic_project(root, count), root))
    scaling_rounds = 2 * args.runs
    medians, memory = compare("scaling: 1, 10, 50 and 100 locales",
                              [(f"{count} locales, {entries} entries", ours(root)) for count, entries, root in points],
                              scaling_rounds)
    scaling = [(count, entries, medians[f"{count} locales, {entries} entries"],
                memory[f"{count} locales, {entries} entries"]) for count, entries, _ in points]

    # 6. SwiftUI sources: a synthetic app of 200,000 lines, read with swift-syntax and checked
    # against its table (which defines every key, so the time is the reading).
    tree = os.path.join(scratch, "swiftui")
    swift_files, swift_lines, swift_keys = swiftui_tree.write(tree, 200_000)
    medians_swift, memory_swift = compare(
        f"SwiftUI sources ({swift_lines} lines in {swift_files} files, {swift_keys} keys)",
        [("onboard-audit", [tool, empty, "--sources", tree, "--format", "json", "--fail-on", "never"])],
        args.runs)

    # 7. The derived flow: a 50-screen synthetic onboarding, its flow derived from the code,
    # simulated and checked with every screen rule.
    flow_tree = os.path.join(scratch, "flow50")
    flow_screens, flow_keys = derived_flow.write(flow_tree, 50)
    medians_flow, memory_flow = compare(
        f"derived flow ({flow_screens} screens, {flow_keys} keys)",
        [("onboard-audit", [tool, "--sources", flow_tree, "--format", "json", "--fail-on", "never"])],
        args.runs)

    # 7b. Lookups through the app's code: a SwiftGen-sized generated file of 10,000 accessors,
    # indexed once, looked up from 500 views.
    lookup_tree = os.path.join(scratch, "lookups")
    lookup_lines, lookup_accessors, lookup_views = lookups.write(lookup_tree)
    medians_lookups, memory_lookups = compare(
        f"lookups ({lookup_accessors} accessors in {lookup_lines} lines, {lookup_views} views)",
        [("onboard-audit", [tool, empty, "--sources", lookup_tree, "--tables", lookup_tree, "--format", "json",
                            "--fail-on", "never"])],
        args.runs)

    # 7c. Bounded work: views that nest each other many times over (twice at each of 40
    # levels; a hundred times at each of 3), derived within the expansion's bounds and audited.
    hostile = []
    for levels, uses in ((40, 2), (3, 100)):
        root = os.path.join(scratch, f"hostile-{levels}x{uses}")
        hostile.append((levels, uses, hostile_views.write(root, levels, uses), root))
    medians_hostile, memory_hostile = compare(
        "hostile views (nested many times over)",
        [(f"{uses} uses at each of {levels} levels", [tool, "--sources", root, "--format", "json", "--fail-on", "never"])
         for levels, uses, _, root in hostile],
        args.runs)

    # 8. Every report: the five report files on element-android and on a table pair with
    # 600,000 findings (the reports are written piece by piece as they are formatted).
    reports_folder = os.path.join(scratch, "reports")
    os.makedirs(reports_folder)
    pair = os.path.join(scratch, "pair")
    findings_pair(pair, 600_000)
    report_runs = [
        ("element-android, five reports", [tool, empty, "--tables", os.path.join(corpus, "element-android"), "--quiet",
                                           "--fail-on", "never"] + five_reports(reports_folder)),
        ("600,000 findings, five reports", [tool, empty, "--tables", pair, "--quiet", "--fail-on", "never"]
         + five_reports(reports_folder)),
        ("600,000 findings, no report", [tool, empty, "--tables", pair, "--quiet", "--fail-on", "never"]),
        ("the same pair, no finding", [tool, empty, "--tables", pair, "--quiet", "--fail-on", "never",
                                       "--rule", "value.empty=off"]),
    ]
    medians_reports, memory_reports = compare("reports", report_runs, args.runs)

    # 9. Scale: a monorepo of 50 apps (1/10 of 500) on one machine and split in 16 shards,
    # the shards' JUnit and SARIF reports merged.
    repo = os.path.join(scratch, "monorepo")
    apps = 50
    repo_entries = monorepo(repo, apps)
    shard_folder = os.path.join(scratch, "shards")
    os.makedirs(shard_folder)

    def audit(shard=None):
        command = [tool, empty, "--tables", repo, "--quiet", "--fail-on", "never"]
        if shard:
            command += ["--shard", f"{shard}/16", "--junit", os.path.join(shard_folder, f"{shard}.xml"),
                        "--sarif", os.path.join(shard_folder, f"{shard}.sarif")]
        else:
            command += ["--junit", os.path.join(scratch, "whole.xml"), "--sarif", os.path.join(scratch, "whole.sarif")]
        return command
    scale_runs = [("one machine", audit())] + [(f"shard {k}/16", audit(k)) for k in range(1, 17)]
    medians_scale, memory_scale = compare(f"monorepo of {apps} apps ({repo_entries} entries)", scale_runs, max(1, args.runs // 2))
    merge_commands = [
        ("merge JUnit", [tool, "merge", "--output", os.path.join(scratch, "merged.xml")]
         + [os.path.join(shard_folder, f"{k}.xml") for k in range(1, 17)]),
        ("merge SARIF", [tool, "merge", "--output", os.path.join(scratch, "merged.sarif")]
         + [os.path.join(shard_folder, f"{k}.sarif") for k in range(1, 17)]),
    ]
    medians_merge, memory_merge = compare("merging the 16 shards' reports", merge_commands, max(1, args.runs // 2))
    with open(os.path.join(scratch, "whole.json"), "w") as out:
        subprocess.run([tool, empty, "--tables", repo, "--format", "json", "--fail-on", "never"], stdout=out)
    with open(os.path.join(scratch, "whole.json")) as report:
        repo_findings = len(json.load(report)["findings"])

    with open(args.results, "w") as out:
        out.write("# Benchmark results\n\n")
        out.write(f"Written by `Benchmarks/run {args.runs}` on {time.strftime('%Y-%m-%d', time.gmtime())}.\n")
        out.write(f"Machine: {machine()}.\n\n")
        out.write("Medians of the runs, alternating the tools each round; peak resident memory.\n\n")
        out.write("| input | onboard-audit | peer | peer time | ratio | our peak memory |\n| --- | ---: | --- | ---: | ---: | ---: |\n")
        for name, peer, medians, memory, label in rows:
            ratio = medians[label] / medians["onboard-audit"]
            words = f"{ratio:.1f}× faster" if ratio >= 1 else f"{1 / ratio:.1f}× slower"
            out.write(f"| {name} | {medians['onboard-audit']:.3f} s | {peer} | {medians[label]:.3f} s | "
                      f"{words} | {memory['onboard-audit']:.0f} MB |\n")
        out.write(f"\nWhole corpus (six apps): {medians_all['onboard-audit']:.3f} s, peak {memory_all['onboard-audit']:.0f} MB.\n\n")
        swift_seconds = medians_swift["onboard-audit"]
        out.write(f"SwiftUI sources (synthetic, `--sources`): {swift_lines:,} lines in {swift_files} files and "
                  f"{swift_keys:,} keys, read, looked up and audited in {swift_seconds:.3f} s "
                  f"({swift_lines / swift_seconds:,.0f} lines per second), peak {memory_swift['onboard-audit']:.0f} MB.\n\n")
        out.write(f"Derived flow (synthetic, `--sources` and no manifest): {flow_screens} screens and {flow_keys} keys, "
                  f"derived from the code, simulated and audited in {medians_flow['onboard-audit']:.3f} s, "
                  f"peak {memory_flow['onboard-audit']:.0f} MB.\n\n")
        out.write(f"Lookups through the app's code (synthetic, SwiftGen-shaped): a generated file of "
                  f"{lookup_accessors:,} accessors ({lookup_lines:,} lines) indexed once and looked up from "
                  f"{lookup_views} views, audited in {medians_lookups['onboard-audit']:.3f} s, "
                  f"peak {memory_lookups['onboard-audit']:.0f} MB.\n\n")
        out.write("Hostile views (synthetic, `--sources`; the flow derived within its bounds, one "
                  "`input.too-complex` note): "
                  + "; ".join(f"{uses} uses at each of {levels} levels ({lines} lines) in "
                              f"{medians_hostile[f'{uses} uses at each of {levels} levels']:.3f} s, peak "
                              f"{memory_hostile[f'{uses} uses at each of {levels} levels']:.0f} MB"
                              for levels, uses, lines, _ in hostile) + ".\n\n")
        out.write(f"Scaling (one 5,000-key table, synthetic locales; the points in turn, medians of {scaling_rounds} rounds):\n\n"
                  "| locales | entries | time | µs per entry | per entry vs 10 locales | peak memory |\n"
                  "| ---: | ---: | ---: | ---: | ---: | ---: |\n")
        reference = next(seconds / entries for count, entries, seconds, _ in scaling if count == 10)
        for count, entries, seconds, rss in scaling:
            change = (seconds / entries / reference - 1) * 100
            out.write(f"| {count} | {entries} | {seconds:.3f} s | {seconds * 1e6 / entries:.2f} | {change:+.0f} % | {rss:.0f} MB |\n")
        out.write("\nReports (`--json --junit --sarif --markdown --html`, medians; peak resident memory, as "
                  "`/usr/bin/time -v` reports it):\n\n| run | time | peak memory |\n| --- | ---: | ---: |\n")
        for label, _ in report_runs:
            out.write(f"| {label} | {medians_reports[label]:.3f} s | {memory_reports[label]:.0f} MB |\n")
        write_scale_model(out, scaling, medians_reports, memory_reports, apps, repo_entries, repo_findings,
                          medians_scale, memory_scale, medians_merge, memory_merge)
        # The profile, written by hand from `perf` (see the file).
        profile = os.path.join(os.path.dirname(os.path.abspath(__file__)), "profile.md")
        if os.path.exists(profile):
            with open(profile) as notes:
                out.write("\n" + notes.read())
    shutil.rmtree(scratch, ignore_errors=True)
    print(f"\nwrote {args.results}")


def write_scale_model(out, scaling, reports, reports_memory, apps, entries, findings, scale, scale_memory,
                      merge, merge_memory):
    """The scale model: measured costs per entry and per finding, a 50-app monorepo measured on
    one machine and in 16 shards, and the 500-app repository extrapolated from it."""
    count, top_entries, top_seconds, top_memory = scaling[-1]
    per_entry = top_seconds / top_entries
    base_count, base_entries, base_seconds, base_memory = scaling[0]
    memory_per_entry = (top_memory - base_memory) / (top_entries - base_entries)
    finding_seconds = (reports["600,000 findings, five reports"] - reports["the same pair, no finding"]) / 600_000
    finding_memory = (reports_memory["600,000 findings, five reports"] - reports_memory["the same pair, no finding"]) / 600_000
    one = scale["one machine"]
    shards = [scale[f"shard {k}/16"] for k in range(1, 17)]
    merged = merge["merge JUnit"] + merge["merge SARIF"]
    model_one = entries * per_entry + findings * finding_seconds
    out.write("\n## Scale model\n\n")
    out.write(f"Measured inputs: {per_entry * 1e6:.2f} µs and {memory_per_entry * 1024:.2f} KB per table × locale × key "
              f"(the {count}-locale scaling point; memory from the 1- and {count}-locale points); "
              f"{finding_seconds * 1e6:.2f} µs and {finding_memory * 1024:.2f} KB per finding with all five reports "
              "(600,000 findings against the same pair without them).\n\n")
    out.write(f"A synthetic monorepo at 1/10 scale: {apps} apps, {entries:,} entries "
              f"(2 tables × 21 locales × 200 keys each), {findings:,} findings, JUnit and SARIF written.\n\n")
    out.write("| | measured, 50 apps | model, 50 apps | extrapolated, 500 apps |\n| --- | ---: | ---: | ---: |\n")
    out.write(f"| one machine | {one:.3f} s, {scale_memory['one machine']:.0f} MB | {model_one:.3f} s | "
              f"{10 * one:.1f} s, about {10 * scale_memory['one machine']:.0f} MB |\n")
    out.write(f"| 16-job matrix: slowest shard | {max(shards):.3f} s, {max(scale_memory[f'shard {k}/16'] for k in range(1, 17)):.0f} MB | | "
              f"{10 * max(shards):.1f} s |\n")
    out.write(f"| 16-job matrix: all shards (CPU) | {sum(shards):.3f} s | | {10 * sum(shards):.1f} s |\n")
    out.write(f"| merging JUnit and SARIF | {merged:.3f} s, {max(merge_memory.values()):.0f} MB | | {10 * merged:.1f} s |\n")
    out.write(f"| matrix wall time (slowest shard + merge) | {max(shards) + merged:.3f} s | | "
              f"{10 * (max(shards) + merged):.1f} s |\n\n")
    out.write("Every shard reads every file (only the checks of each table in each locale and their findings "
              "are split), so a shard's time is the reading plus 1/16 of the checks and reports; the times "
              "grow linearly with entries and findings, which the extrapolation assumes.\n")


if __name__ == "__main__":
    sys.exit(main())
