#!/usr/bin/env python3
"""Writes docs/Status.md, the per-op status table of the tosa dialect.

The dialect columns come from the TableGen records (llvm-tblgen --dump-json
over include/tosac/Dialect/Tosa/IR/Tosa.td) and the ERROR_IF column from the
negative tests: the distinct `ERROR_IF(...)`/`REQUIRE(...)` rules that an
`expected-error` in test/Dialect/Tosa/IR/invalid-*.mlir names for the op.

  gen-status.py [--tblgen PATH] [--check]

--check compares with the committed file and fails when it is stale, so the
test suite keeps the table true.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STATUS = os.path.join(ROOT, "docs", "Status.md")

# Columns of later stages, filled in as those stages land.
LATER = ["VTA"]
SHARED = os.path.join(os.path.dirname(ROOT), "shared")


def flatbuffer_ops():
    """The ops the .tosa translator maps (lib/Target/Flatbuffer/OpMapping.cpp),
    plus the variable ops it encodes as tagged IDENTITY operators."""
    with open(os.path.join(ROOT, "lib/Target/Flatbuffer/OpMapping.cpp")) as f:
        names = set(re.findall(r'\{Op::[A-Z0-9_]+,\s*"(tosa\.[a-z0-9_]+)"', f.read()))
    return names | {"tosa.variable", "tosa.variable_read", "tosa.variable_write"}


def lowered_ops():
    """C++ class names of the ops a conversion pattern in lib/Conversion
    names (e.g. `ttosa::Conv2DOp`); tosa.custom is rejected by design."""
    names = set()
    for folder, _, files in os.walk(os.path.join(ROOT, "lib", "Conversion")):
        for entry in files:
            if entry.endswith(".cpp"):
                with open(os.path.join(folder, entry)) as f:
                    names |= set(re.findall(r"\bt?tosa::([A-Z][A-Za-z0-9]*Op)\b", f.read()))
    return names


def conformance_counts(shared):
    """op -> (positive, ERROR_IF) test counts of the conformance corpus,
    which the `conformance` ctest runs (import, round trip, rejection)."""
    counts = {}
    index = os.path.join(shared, "conformance", "index.tsv")
    if not os.path.exists(index):
        return counts
    with open(index) as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            row = dict(zip(header, line.rstrip("\n").split("\t")))
            op = "tosa." + row["op"].lower()
            pos, err = counts.get(op, (0, 0))
            counts[op] = (pos + (row["kind"] == "positive"), err + (row["kind"] == "error"))
    return counts


def load_ops(tblgen):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "tosa.json")
        subprocess.run(
            [tblgen, "--dump-json", "-I", os.path.join(ROOT, "include"),
             "-I", "/usr/lib/llvm-22/include",
             os.path.join(ROOT, "include/tosac/Dialect/Tosa/IR/Tosa.td"),
             "-o", out], check=True)
        with open(out) as f:
            records = json.load(f)
    ops = []
    for name in records["!instanceof"]["Op"]:
        rec = records[name]
        traits = {t["def"] for t in rec["traits"] if isinstance(t, dict)}
        ops.append({
            "name": "tosa." + rec["opName"],
            "cpp": name[len("Tosa_"):],
            "verifier": bool(rec["hasVerifier"]) or bool(
                rec.get("hasRegionVerifier")),
            "folder": bool(rec["hasFolder"]),
            "canonicalizer": bool(rec.get("hasCanonicalizer")) or bool(
                rec.get("hasCanonicalizeMethod")),
            "infer": "InferShapedTypeOpAdaptor" in traits or any(
                "InferShapedTypeOpInterface" in t or "InferTypeOpInterface" in t
                for t in traits),
        })
    return sorted(ops, key=lambda o: o["name"])


def balanced_prefix(text):
    """Returns the text up to the parenthesis closing the first one."""
    depth = 0
    for i, c in enumerate(text):
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return text[: i + 1]
    return None


def rules_by_op():
    """Maps op name -> the spec rules its negative tests check.

    A rule counts when an `expected-error` in test/Dialect/Tosa/IR/invalid-*.mlir
    expects its diagnostic, `[<'tosa.x' op >]ERROR_IF(<condition>): ...` (or
    REQUIRE). The op is the one the message names, or else the op on the
    line the diagnostic points at (`@+N`).
    """
    expected = re.compile(
        r"expected-error\s*(?:@\+(\d+))?\s*\{\{(?:'(tosa\.[a-z0-9_]+)' op )?"
        r"((?:ERROR_IF|REQUIRE)\(.*)")
    op_name = re.compile(r'"?(tosa\.[a-z0-9_]+)')
    found = {}
    test_dir = os.path.join(ROOT, "test", "Dialect", "Tosa", "IR")
    for entry in sorted(os.listdir(test_dir)):
        if not entry.startswith("invalid"):
            continue
        with open(os.path.join(test_dir, entry)) as f:
            lines = f.read().split("\n")
        for i, line in enumerate(lines):
            m = expected.search(line)
            if not m:
                continue
            rule = balanced_prefix(m.group(3))
            op = m.group(2)
            if not op:
                target = i + int(m.group(1) or 0)
                pointed = op_name.search(lines[target]) if target < len(lines) else None
                op = pointed.group(1) if pointed else None
            if rule and op:
                found.setdefault(op, set()).add(rule)
    return found


def render(ops, rules, fb_ops, conformance, lowered):
    yes = lambda b: "yes" if b else "-"

    def conf(name):
        pos, err = conformance.get(name, (0, 0))
        return f"{pos} / {err}" if pos or err else "-"
    lines = [
        "# Status",
        "",
        "Generated by `utils/gen-status.py` from the TableGen records and the negative tests;",
        "the test suite fails when this file is stale. \"ERROR_IF tests\" counts the distinct",
        "spec rules (ERROR_IF / REQUIRE) whose diagnostic a negative test in",
        "`test/Dialect/Tosa/IR/invalid-*.mlir` expects from the op.",
        "",
        "\"flatbuffer\": the op imports from and exports to `.tosa` files. \"conformance\":",
        "positive / ERROR_IF tests of `../shared/conformance` for the op, all of which the",
        "`conformance` ctest runs (import, round trip, rejection; positive tests are also",
        "run on the CPU). \"CPU lowering\": a pattern of `lib/Conversion` lowers the op",
        "(`tosa-to-llvm`, see docs/Execution.md).",
        "",
        "| op | verifier | ERROR_IF tests | shape inference | folder | canonicalizer | "
        "flatbuffer | conformance | CPU lowering | " + " | ".join(LATER) + " |",
        "|---|---|---|---|---|---|---|---|---|" + "---|" * len(LATER),
    ]
    for op in ops:
        n = len(rules.get(op["name"], ()))
        lines.append(
            f"| `{op['name']}` | {yes(op['verifier'])} | {n} | {yes(op['infer'])} | "
            f"{yes(op['folder'])} | {yes(op['canonicalizer'])} | "
            f"{yes(op['name'] in fb_ops)} | {conf(op['name'])} | "
            f"{yes(op['cpp'] in lowered)} | "
            + " | ".join("-" for _ in LATER) + " |")
    total = sum(len(v) for v in rules.values())
    lines += ["", f"{len(ops)} ops; {total} distinct ERROR_IF/REQUIRE rules with negative tests.", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tblgen", default="/usr/lib/llvm-22/bin/llvm-tblgen")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--shared", default=SHARED,
                        help="the shared/ folder (default: ../shared)")
    args = parser.parse_args()
    text = render(load_ops(args.tblgen), rules_by_op(), flatbuffer_ops(),
                  conformance_counts(args.shared), lowered_ops())
    if args.check:
        current = open(STATUS).read() if os.path.exists(STATUS) else ""
        if current != text:
            sys.stderr.write("docs/Status.md is stale: run utils/gen-status.py\n")
            return 1
        print("docs/Status.md is up to date")
        return 0
    with open(STATUS, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
