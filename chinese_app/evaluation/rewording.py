"""An attempt worded too differently to check word by word: judged by the English it says, not by the reference.

The word rules compare the attempt with one reference; a native speaker's free rewording (他做饭做得很好 for
他很会做饭) shares too little of its wording for them to verify, and they call it wrong for what it leaves out.
Calling correct Chinese wrong is the one mistake the grader must not make, so a low grade needs positive
evidence of an error; without it the answer gets a 2 and an honest note that it could not be checked.

Evidence of an error (the grade stays 0-1):

- a proven issue of the word rules (a number, a negation, a time, English typed, roles reversed);
- over the whole sentence: another count of negations (不 in 听不懂 counts), other numbers (in order: 二十 /
  十二), other time words; an opposite (贵 / 便宜, 上楼 / 下楼); nouns that change sides around the verb;
- a word of the English the reference says and the attempt does not, or one the reference says by a whole
  meaning (换 "to change") and the attempt only by a stray sense (找 "to give change");
- too little of the English said: less than SAID of its content words (an unrelated sentence says none, a
  wrong content word leaves its English unsaid; an English sentence with no content word proves nothing).

With every content word of the English said, nothing added that says none of it and no evidence of error,
the rewording is right: a 3.
"""

from __future__ import annotations

import re

from chinese_app.evaluation import lexicon
from chinese_app.evaluation.doubt import exchanged_around_verb
from chinese_app.evaluation.evidence import of_a_kind
from chinese_app.evaluation.issues import Context, Issue, is_content
from chinese_app.evaluation.word_order import crossed_roles
from chinese_app.evaluation.words import english_said, meaning_stems, opposite_character

SAID = 0.7  # share of the English sentence's content words the attempt must say to be given the doubt
# Kinds of issue whose rule proves the error itself, whatever the rest of the sentence says.
_PROVEN = frozenset("number negation time english_word roles_reversed aspect".split())
_NEGATOR_CHARACTERS = "不没"
_SAME_DIGIT = str.maketrans("两俩", "二二")


def _negations(words: tuple[str, ...]) -> int:
    """How many times the sentence negates: negation words, and 不 or 没 inside a verb and its complement
    (听不懂, 说不出来), which the word rules read as one word."""
    inside = sum(len(w) == 3 and w[1] in _NEGATOR_CHARACTERS and w not in lexicon.NOT_NEGATION for w in words)
    return sum(map(lexicon.is_negation, words)) + inside


def _numbers(words: tuple[str, ...]) -> str:
    """The numerals of the sentence in order, 一 left out (mostly "a"): 百分之二十 and 百分之十二 differ."""
    text = "".join(words).translate(_SAME_DIGIT)
    return "".join(ch for ch in text if (ch in lexicon.NUMERAL_CHARS and ch != "一") or ch.isdigit() or ch == "半")


def _times(words: tuple[str, ...]) -> frozenset[str]:
    """The times the sentence names, and whether it says what will be (会, 将): 昨天会下雨 is not 昨天下雨."""
    future = any(w in lexicon.FUTURE_MARKERS and words[i - 1 : i] not in _DEGREE for i, w in enumerate(words))
    return frozenset(lexicon.TIME_GROUP[w] for w in words if w in lexicon.TIME_GROUP) | (
        {"future"} if future else set()
    )


# After a word of degree 会 is a skill, not the future: 他很会做饭 "he is good at cooking".
_DEGREE = frozenset((w,) for w in "很 真 挺 最 太 特别 非常".split())


def _durations(words: tuple[str, ...]) -> frozenset[str]:
    """The units of the lengths of time the sentence says (几天 / 几个星期: 天, 星期)."""
    units = lexicon.DURATION_UNITS
    return frozenset(u for w in words for u in units if w.endswith(u) and (w == u or _amount(w[: -len(u)])))


def _amount(word: str) -> bool:
    return lexicon.is_numeral(word) or word in ("几", "每", "多") or word.rstrip("个") in ("几", "两", "半")


def _turns(words: tuple[str, ...]) -> frozenset[str]:
    """Verbs that stop, undo or refuse what follows them (停止, 放弃): they turn a sentence round as 不 does."""
    return frozenset(w for w in words if w in lexicon.STOPPING_VERBS)


# The English for each personal pronoun, one form a line: 咱们 is 我们, 您 is 你.
_PRONOUN_ENGLISH = {
    "我": "i me my",
    "你": "you your",
    "您": "you your",
    "他": "he him his",
    "她": "she her",
    "我们": "we us our",
    "咱们": "we us our",
    "你们": "you your",
    "他们": "they them their",
    "她们": "they them their",
}


def _person_left_out(ref: tuple[str, ...], att: tuple[str, ...], english: str) -> bool:
    """Does the attempt name someone fewer times than the English and the reference do (他打了我，我哭了 /
    他打了，我哭了; 我希望你能成功 / 我希望成功)? A subject said once for two clauses is said as often as the
    reference says it; 你 after 请 is not in the English."""
    tokens = re.findall(r"[a-z]+", english.lower())
    for forms in set(_PRONOUN_ENGLISH.values()):
        named = sum(t in forms.split() for t in tokens)
        in_ref = sum(_PRONOUN_ENGLISH.get(w) == forms for w in ref)
        in_att = sum(_PRONOUN_ENGLISH.get(w) == forms for w in att)
        if in_att < min(in_ref, named):
            return True
    return False


def _opposites(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Does a word of the attempt stand for the opposite of one the attempt dropped (关 / 开, 下楼 / 上楼)?"""
    dropped, added = set(ref) - set(att), set(att) - set(ref)
    return any(frozenset((r, a)) in lexicon.NOT_SYNONYMS or opposite_character(r, a) for r in dropped for a in added)


def error_evidence(ref: tuple[str, ...], att: tuple[str, ...], issues: list[Issue], english: str) -> bool:
    """Does anything show the attempt wrong besides its wording: a proven issue, another negation, number or
    time, an opposite, roles reversed?"""
    if any(i.kind in _PROVEN for i in issues):
        return True
    if _negations(ref) != _negations(att) or _numbers(ref) != _numbers(att) or _times(ref) != _times(att):
        return True
    if _durations(ref) != _durations(att) or _turns(ref) != _turns(att):
        return True
    if _opposites(ref, att) or _of_a_kind(issues) or _person_left_out(ref, att, english):
        return True
    if exchanged_around_verb(ref, att) or crossed_roles(ref, att) or _only_added(ref, att):
        return True
    return _in_part(issues, english)


def _of_a_kind(issues: list[Issue]) -> bool:
    """Did the word rules pair a word of the attempt with one of the reference of the same kind, which the
    English tells apart (起床 / 睡觉, 初级 / 高级, 炸 / 炒, 升温 / 降温)?"""
    return any(i.ref_word and i.att_word and of_a_kind(i.ref_word, i.att_word) for i in issues)


def _only_added(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Is the attempt the reference with content words added that say nothing of the English's, and nothing
    of the reference's left out (三本新书, 唱歌跳舞)? Nothing was reworded: the added words are extra meaning."""
    kept = all(w in att or any(w in a for a in att) for w in ref)  # 书 kept inside 新书
    return kept and any(is_content(w) for w in set(att) - set(ref))


def _in_part(issues: list[Issue], english: str) -> bool:
    """Did the word rules pair a word of the reference that says a word of the English with one that says it
    only in part, by a meaning saying more than the English (刀 "single-edged sword" for 剑, 找 "to give
    change" for 换)?"""
    for issue in issues:
        ref, att = issue.ref_word, issue.att_word
        if ref and att and english_said(ref, english) - english_said(att, english, whole=True):
            return True
    return False


def _said(words: tuple[str, ...], english: str, whole: bool = False) -> frozenset[str]:
    return frozenset().union(*(english_said(w, english, whole) for w in words))


def english_shown(ref: tuple[str, ...], att: tuple[str, ...], ctx: Context) -> float:
    """The share of the English sentence's content words the attempt says (0 when the English has none, or
    when the attempt misses one the reference says)."""
    if not ctx.stems:
        return 0.0
    said = _said(att, ctx.english)
    if not _said(ref, ctx.english) <= said or not _said(ref, ctx.english, whole=True) <= _said(att, ctx.english, True):
        return 0.0
    return len(said & ctx.stems) / len(ctx.stems)


def _adds_nothing(ref: tuple[str, ...], att: tuple[str, ...], english: str) -> bool:
    """Does every content word of the attempt either come from the reference, say a word of the English or
    share a meaning with a word the attempt dropped (所有人 for 大家)?"""
    dropped = [w for w in ref if w not in att]
    for word in att:
        if word in ref or not is_content(word) or english_said(word, english):
            continue
        if not any(not meaning_stems(word).isdisjoint(meaning_stems(d)) for d in dropped):
            return False
    return True


def judge(ref: tuple[str, ...], att: tuple[str, ...], issues: list[Issue], ctx: Context) -> int | None:
    """For an attempt the word rules call wrong: 3 or 2 when nothing but its wording is against it, else None
    (the word rules' grade stands)."""
    if error_evidence(ref, att, issues, ctx.english):
        return None
    shown = english_shown(ref, att, ctx)
    if shown < SAID:
        return None
    # Words only left out are no rewording: the word rules know what is missing (去 in 我明年想去中国留学), even
    # when its English is not one the rules can find.
    dropped_only = all(w in ref for w in att)
    complete = shown == 1.0 and not dropped_only and _adds_nothing(ref, att, ctx.english)
    return 3 if complete else 2


def note(reference: str) -> str:
    return (
        "Your wording is too different from ours to check word by word, and nothing in it looks wrong; "
        f"it may well be right. Ours: {reference}"
    )


__all__ = ["SAID", "english_shown", "error_evidence", "judge", "note"]
