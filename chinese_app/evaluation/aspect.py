"""Two meaning errors a word-by-word comparison misses or excuses: aspects that clash (在 + V + 了, 没 + V + 了,
了 before 过; not 过了, which is right: 我吃过了, 错过了), and the roles of a sentence reversed (whose action it
is), with the explanations they get."""

from __future__ import annotations

import re

from chinese_app.evaluation.compare import normalise, split_words, tag
from chinese_app.evaluation.issues import Issue, Weight
from chinese_app.evaluation.roles import Verdict

_PROGRESSIVE = ("在", "正在", "正")
_NEGATIONS = ("没", "没有")
_REACH = 3  # words from the aspect word to the 了 that clashes with it (在 + 看 + 电视 + 了)


def _clash_at(words: tuple[str, ...]) -> tuple[str, int] | None:
    """(the word 了 clashes with, its index) in these words, if any."""
    for i, word in enumerate(words):
        if word in _PROGRESSIVE + _NEGATIONS and i + 1 < len(words) and tag(words[i + 1]).startswith("v"):
            for j in range(i + 2, min(len(words), i + 2 + _REACH)):
                if words[j] == "了":
                    return word, i
                if words[j] in _PROGRESSIVE + _NEGATIONS or words[j] == "的":
                    break
        if word == "了" and i + 1 < len(words) and words[i + 1] in ("过",):
            return "过", i
    return None


_CLAUSE_BREAK = re.compile(r"[，,；;。！？!?：:]")


def _clauses(words: tuple[str, ...], text: str) -> list[tuple[str, ...]]:
    """The words of each clause of the text (我没忍住，笑了出来: 没 and 了 are in two), or all the words as one
    when the text is not given."""
    if not text:
        return [words]
    return [split_words(normalise(part)) for part in _CLAUSE_BREAK.split(text) if normalise(part)]


def aspect_clash(ref: tuple[str, ...], att: tuple[str, ...], reference: str, attempt: str = "") -> Issue | None:
    """A slip where the attempt puts 了 beside an aspect that excludes it, in one clause (attempt: its text,
    to tell the clauses apart), and the reference does not."""
    found = next(filter(None, map(_clash_at, _clauses(att, attempt))), None)
    if found is None or _clash_at(ref) is not None:
        return None
    word = found[0]
    if word in _PROGRESSIVE:
        why = f"{word} says the action is going on and 了 that it is done: they do not go together."
    elif word in _NEGATIONS:
        why = f"With {word} the action did not happen, so it takes no 了."
    else:
        why = "过 already says it has happened (at some time): 了 and 过 do not go together here."
    return Issue(Weight.SLIP, "aspect", f"{why} {reference}")


def reversed_explanation(verdict: Verdict, reference: str) -> str:
    """Whose action it is, in the sentence and in the attempt."""
    assert verdict.reversed_roles is not None
    doer, receiver, att_doer, att_receiver = verdict.reversed_roles
    if verdict.marker == "比":
        return (
            f"The comparison is the wrong way round: the sentence compares {doer} with {receiver} "
            f"({doer}比{receiver}), yours {att_doer} with {att_receiver}. In Chinese: {reference}"
        )
    return (
        f"Who does what is reversed: in the sentence {doer} is the one who acts ({receiver} is on the "
        f"receiving end); yours has {att_doer} acting. In Chinese: {reference}"
    )
