"""Times onboard-audit and its peers in one run, alternating, and writes Benchmarks/results.md.

Run through Benchmarks/run, which installs the peers and builds the release binary.
"""
import argparse
import json
import glob
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import derived_flow  # noqa: E402
import swiftui_tree  # noqa: E402


def measure(command, cwd=None):
    """Wall time in seconds and peak resident memory in MB of one run of a command."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    return elapsed, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tool", required=True)
    parser.add_argument("--venv", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--results", required=True)
    args = parser.parse_args()
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
        out.write(f"Scaling (one 5,000-key table, synthetic locales; the points in turn, medians of {scaling_rounds} rounds):\n\n"
                  "| locales | entries | time | µs per entry | per entry vs 10 locales | peak memory |\n"
                  "| ---: | ---: | ---: | ---: | ---: | ---: |\n")
        reference = next(seconds / entries for count, entries, seconds, _ in scaling if count == 10)
        for count, entries, seconds, rss in scaling:
            change = (seconds / entries / reference - 1) * 100
            out.write(f"| {count} | {entries} | {seconds:.3f} s | {seconds * 1e6 / entries:.2f} | {change:+.0f} % | {rss:.0f} MB |\n")
    shutil.rmtree(scratch, ignore_errors=True)
    print(f"\nwrote {args.results}")


if __name__ == "__main__":
    sys.exit(main())
