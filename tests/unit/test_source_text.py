"""No source file holds a control character: a "\\b" written through a shell turned into a backspace once, and the
grader's pattern for "without" matched nothing until 2026-12-03."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
SOURCES = sorted((ROOT / "chinese_app").rglob("*.py")) + sorted((ROOT / "bench").glob("*.py"))


@pytest.mark.parametrize("path", SOURCES, ids=[str(p.relative_to(ROOT)) for p in SOURCES])
def test_no_control_characters(path):
    text = path.read_text(encoding="utf-8")
    bad = [(n, repr(ch)) for n, line in enumerate(text.splitlines(), 1) for ch in line if ord(ch) < 32 and ch != "\t"]
    assert not bad, bad
