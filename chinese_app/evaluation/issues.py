"""What the translation rules produce and share: an ``Issue`` with its ``Weight``, the ``Context`` of one
grading, and which words carry meaning."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from chinese_app.evaluation import lexicon
from chinese_app.evaluation.compare import Alignment, tag

LIGHT = 0.25  # what a function word (particle, pronoun, 也...) counts for, against 1 for a content word
# Kinds of issue whose rule proves the error itself (a number, a negation, a time, roles or causes turned round, a
# statement made a question, "only" or a link between clauses changed, another person's): no free wording excuses it.
PROVEN = frozenset(
    "number negation negation_turned time english_word roles_reversed question scope connective person".split()
    + ["word_sense"]  # 以为 for 认为: a word of another sense that Cilin puts on one line
    + ["modal"]  # 不能 for 不必 "need not"
)


class Weight(IntEnum):
    """How much a difference matters: FINE (same meaning), SLIP (score 2), MEANING (score 1 at most)."""

    FINE = 0
    SLIP = 1
    MEANING = 2


@dataclass(frozen=True)
class Issue:
    """One difference: its weight, its kind (homophone, particle, number...) and one sentence about it."""

    weight: Weight
    kind: str
    message: str
    lost: float = 0.0  # how much of the reference it takes away (a content word 1, a wrong number 0.5)
    added: float = 0.0  # content words it adds that the sentence does not have
    ref_word: str = ""  # the reference's word it is about (a word missing or replaced)
    att_word: str = ""  # the attempt's word it is about (a word added or put in its place)
    words: tuple[str, ...] = ()  # the words of a stretch left out or added, merged into this one issue


@dataclass(frozen=True)
class Context:
    """What the rules know besides the words in front of them: the English, its stems, the whole alignment."""

    english: str
    stems: frozenset[str]
    alignment: Alignment
    reference: str


def quoted(words: tuple[str, ...] | str) -> str:
    """The learner's Chinese in corner quotes: 「晚上」."""
    return f"「{''.join(words)}」"


def is_content(word: str) -> bool:
    """A word that carries meaning of its own: a noun, verb, adjective, number, time word... not a particle,
    light word (也, 很, 在), pronoun, measure word or conjunction."""
    if word in lexicon.PARTICLES or word in lexicon.LIGHT_WORDS or word in lexicon.PRONOUNS:
        return False
    if word in lexicon.MEASURE_WORDS or word in lexicon.TIME_UNITS or word in lexicon.OPTIONAL_SUFFIXES:
        return False
    return lexicon.is_numeral(word) or not tag(word).startswith(("c", "u", "y", "p", "e", "o"))


def word_weight(word: str) -> float:
    """1 for a content word, LIGHT for the rest (and for 一, mostly "a")."""
    return 1.0 if is_content(word) and word != "一" else LIGHT


def is_noun(word: str) -> bool:
    """A noun (jieba's tags n..., s, vn), not a pronoun."""
    return bool(word) and tag(word).startswith(("n", "s", "vn")) and word not in lexicon.PRONOUNS


__all__ = ["LIGHT", "Context", "Issue", "Weight", "is_content", "is_noun", "quoted", "word_weight"]
