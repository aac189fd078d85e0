"""The offline description checker against labelled learner descriptions, and its speed.

    .venv/bin/python bench/eval_describe.py [--seconds 2]

tests/data/describe_cases.jsonl holds descriptions of the shipped pictures, written by a helper who never
saw the checker: some clean, some with planted errors, each labelled with its kind and exact span.

- Per error kind: the share of planted errors flagged at the right fragment (a finding overlapping the
  labelled span).
- False alarms: the share of fragments of clean descriptions that get a critique, and the findings in
  descriptions with errors that overlap no planted error.
- Speed: checks per second on one core (fragments and pinyin included), after a warm-up pass.

Targets (issue 10): at least 80% of planted errors flagged at the right fragment; at most 5% of clean
fragments flagged; at least 200 checks per second.
"""

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script: chinese_app must be importable

from chinese_app.evaluation.describe_checks import check, fragments  # noqa: E402

CASES = ROOT / "tests" / "data" / "describe_cases.jsonl"


def load(path: Path = CASES) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def evaluate(cases: list[dict]) -> dict:
    planted, caught = Counter(), Counter()
    clean_fragments = clean_flagged = stray = 0
    for case in cases:
        text = case["description"]
        findings = check(text)
        spans = []
        for error in case["errors"]:
            start = text.index(error["span"])
            spans.append((start, start + len(error["span"])))
            planted[error["kind"]] += 1
            if any(f.start < start + len(error["span"]) and start < f.end for f in findings):
                caught[error["kind"]] += 1
        if not case["errors"]:
            parts = fragments(text, findings)
            clean_fragments += len(parts)
            clean_flagged += sum(part.critique != "none" for part in parts)
        else:
            stray += sum(not any(f.start < end and start < f.end for start, end in spans) for f in findings)
    return {
        "planted": planted,
        "caught": caught,
        "clean_fragments": clean_fragments,
        "clean_flagged": clean_flagged,
        "stray": stray,
    }


def speed(cases: list[dict], seconds: float) -> float:
    texts = [case["description"] for case in cases]
    for text in texts:  # warm-up: dictionaries loaded
        fragments(text, check(text))
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for text in texts:
            fragments(text, check(text))
        done += len(texts)
    return done / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--cases", type=Path, default=CASES, help="a labelled set (default: %(default)s)")
    args = parser.parse_args(argv)
    cases = load(args.cases)
    result = evaluate(cases)
    planted, caught = result["planted"], result["caught"]
    print(f"{len(cases)} descriptions, {sum(not c['errors'] for c in cases)} clean")
    print(f"{'error kind':24} {'planted':>8} {'flagged':>8} {'share':>7}")
    for kind in sorted(planted):
        print(f"{kind:24} {planted[kind]:8} {caught[kind]:8} {caught[kind] / planted[kind]:7.1%}")
    total = sum(planted.values())
    print(f"{'all':24} {total:8} {sum(caught.values()):8} {sum(caught.values()) / max(total, 1):7.1%}")
    share = result["clean_flagged"] / max(result["clean_fragments"], 1)
    print(f"clean fragments flagged: {result['clean_flagged']} of {result['clean_fragments']} ({share:.1%})")
    print(f"findings in descriptions with errors that overlap no planted error: {result['stray']}")
    print(f"speed: {speed(cases, args.seconds):.0f} checks/s on one core")
    return 0


if __name__ == "__main__":
    sys.exit(main())
