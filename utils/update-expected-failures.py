#!/usr/bin/env python3
"""Rewrites test/Conformance/expected-failures.txt from a tosa-conformance
--summary file: every failing and every still-listed failing test, with the
first line of its failure as the reason. Tests listed before keep their
hand-written reason. Passing tests drop out. Run after
`tosa-conformance --run --expected-failures <file> --summary s.json`."""
import json
import sys

HEADER = """\
# Conformance tests tosa-conformance --run may fail, one per line:
#   <test name><TAB><reason>
# The goal is an empty file. An entry stays only while its reason holds: an
# operator the CPU lowering does not support yet, or a known deviation.
# utils/update-expected-failures.py rewrites it from a run's summary.
"""


def main():
    summary_path, list_path = sys.argv[1], sys.argv[2]
    with open(summary_path) as f:
        summary = json.load(f)
    old = {}
    with open(list_path) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                name, _, reason = line.rstrip("\n").partition("\t")
                old[name] = reason
    entries = {}
    for failure in summary.get("failures", []):
        reason = failure["reason"].splitlines()[0] if failure["reason"] else failure["stage"]
        entries[failure["test"]] = reason[:200]
    for name in summary.get("expected_failure_tests", []):
        entries[name] = old.get(name, "")
    # Keep the hand-written reasons of tests that still fail.
    for name in entries:
        if old.get(name):
            entries[name] = old[name]
    with open(list_path, "w") as f:
        f.write(HEADER)
        for name in sorted(entries):
            f.write(f"{name}\t{entries[name]}\n")
    print(f"{len(entries)} expected failures")


if __name__ == "__main__":
    main()
