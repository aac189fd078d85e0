"""What the description rules share: a finding, the text's jieba words with their offsets, its clauses."""

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from chinese_app.chinese.segment import words
from chinese_app.evaluation.compare import tag


@dataclass(frozen=True)
class Finding:
    start: int  # character offsets into the learner's text
    end: int
    critique: Literal["minor", "major"]
    feedback: str


@dataclass(frozen=True)
class Token:
    at: int  # offset of the word in the text
    word: str
    tag: str  # jieba's part of speech ("" if it has none)

    @property
    def end(self) -> int:
        return self.at + len(self.word)


_CLAUSE_END = frozenset("，。！？!?；;：:、,.…\n\r\t “”\"‘’'（）()《》—～~")


def is_cjk_word(word: str) -> bool:
    return bool(word) and all("\u4e00" <= ch <= "\u9fff" for ch in word)


@lru_cache(maxsize=4)  # the text being checked: every rule reads it
def tokens(text: str) -> tuple[Token, ...]:
    """Each jieba word of the text with its offset and part of speech."""
    out, at = [], 0
    for word in words(text):
        out.append(Token(at, word, tag(word)))
        at += len(word)
    return tuple(out)


@lru_cache(maxsize=4)  # the text being checked: every rule reads it
def clauses(text: str) -> tuple[tuple[Token, ...], ...]:
    """The text's words cut into clauses at punctuation (which belongs to no clause)."""
    out, current = [], []
    for token in tokens(text):
        if token.word.strip() == "" or all(ch in _CLAUSE_END for ch in token.word):
            if current:
                out.append(tuple(current))
            current = []
        else:
            current.append(token)
    if current:
        out.append(tuple(current))
    return tuple(out)


_SENTENCE_MARKS = frozenset("。！？!?；;\n")


@lru_cache(maxsize=4)  # the text being checked: every rule reads it
def sentences(text: str) -> tuple[tuple[tuple[Token, ...], ...], ...]:
    """The text's clauses grouped by sentence (a sentence ends at 。！？；)."""
    out: list[list[tuple[Token, ...]]] = [[]]
    ends = sorted(t.at for t in tokens(text) if any(ch in _SENTENCE_MARKS for ch in t.word))
    for clause in clauses(text):
        while ends and ends[0] < clause[0].at:
            ends.pop(0)
            if out[-1]:
                out.append([])
        out[-1].append(clause)
    return tuple(tuple(sentence) for sentence in out if sentence)


def clause_end(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i] the clause's last word, or followed only by sentence-final particles?"""
    return all(t.word in FINAL_PARTICLES for t in clause[i + 1 :])


FINAL_PARTICLES = frozenset("了 呢 吧 啊 呀 啦 哦 嘛 吗".split())
SENTENCE_END = re.compile(r"(?<=[。！？!?；;])")
