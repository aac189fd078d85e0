"""Grading a translation into Chinese against the reference, rule by rule, with an explanation that teaches.

The attempt is lined up with the reference (``chinese_app.evaluation.compare``); each stretch where they
differ becomes one or more ``Issue``s (``word_rules``, ``word_order``), each of one of three weights:

- FINE: the same meaning said another way (a synonym, 个 for 位, a time word before the subject...);
- SLIP: a small slip (a homophone, a missing particle such as 了 or 吗, a wrong or missing measure word,
  word order);
- MEANING: the meaning changes (a content word missing, added or wrong; negation, number or time wrong).

Score: 3 with nothing but FINE, 2 with slips only (at most MAX_SLIPS), 1 with meaning errors (or more slips)
as long as the attempt says at least GIST of the reference (content words count 1, function words LIGHT, a
wrong number, time or negation half; content words added count against it), else 0. Empty answers, pinyin
and English score 0.
"""

from __future__ import annotations

import re
from collections import Counter
from difflib import SequenceMatcher

from chinese_app.chinese.normalise import to_simplified
from chinese_app.evaluation import constructions, lexicon, rewording, romanised
from chinese_app.evaluation.aspect import aspect_clash, reversed_explanation
from chinese_app.evaluation.compare import Alignment, Region, align, clause_order, normalise, split_words, tag
from chinese_app.evaluation.doubt import UNSURE, benefit_of_doubt
from chinese_app.evaluation.issues import Context, Issue, Weight, is_content, quoted, word_weight
from chinese_app.evaluation.word_order import (
    crossed_roles,
    exchanged_roles,
    moved_words_issue,
    reorder_issue,
    roles_reversed,
    time_move_issue,
)
from chinese_app.evaluation.word_rules import extra, homophone, missing, negated, substitution
from chinese_app.evaluation.words import english_stem_set, meaning_stems, same_meaning, sound_alike

GIST = 0.5  # share of the reference the attempt must say for a 1 rather than a 0
MAX_SLIPS = 2  # more slips than this and the answer is only partly right
SCRAMBLE_MIN_WORDS, SCRAMBLE_KEPT = 7, 0.15  # a sentence this long keeping this share of word pairs or less
CROWDED = 3, 0.75  # this many meaning errors with less than this share is a wrong answer, not a partly right one


# --- One stretch -------------------------------------------------------------------------------------------


def _protected(word: str) -> bool:
    return lexicon.is_numeral(word) or lexicon.is_negation(word) or word in lexicon.TIME_GROUP


def _future(word: str) -> bool:
    return word in lexicon.FUTURE_MARKERS


def _share_stem(a: str, b: str) -> bool:
    """Two words of two or more characters with an English stem in common (自行车 "bike", 骑车 "ride a bike")."""
    return len(a) > 1 and len(b) > 1 and not meaning_stems(a).isdisjoint(meaning_stems(b))


def _same_phrase(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Is one side the other with characters added that change nothing: a measure word (两手 / 两只手) or a
    kept word grown into a longer one of the same meaning (骑车 / 骑自行车, 鞋 / 鞋子)?"""
    if len(ref) == len(att):
        return False
    (short_words, short), (long_words, long_) = sorted(((w, "".join(w)) for w in (ref, att)), key=lambda p: len(p[1]))
    added = [True] * len(long_)  # the characters of the longer side that the shorter one lacks
    for block in SequenceMatcher(None, short, long_, autojunk=False).get_matching_blocks():
        added[block.b : block.b + block.size] = [False] * block.size
    if len(short) == len(long_) or added.count(False) != len(short):
        return False
    pos = 0
    for word in long_words:
        flags = added[pos : pos + len(word)]
        pos += len(word)
        if not any(flags) or word in lexicon.MEASURE_WORDS:
            continue
        grows = not all(flags) and not _protected(word)
        if not (grows and any(_share_stem(word, other) for other in short_words)):
            return False
    return True


def _same_sense_phrase(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Do two stretches say the same thing in other words (出故障 / 坏 "break down"): they share no character,
    every content word on each side shares a CC-CEDICT meaning with the other side, no number, negation or
    time word is involved, and neither side has more than one content word the other lacks?"""
    if set("".join(ref)) & set("".join(att)):  # shared characters: a typo or a word more or less, not a rewording
        return False
    units = lexicon.TIME_UNITS | lexicon.DURATION_UNITS  # 几天 / 几个星期: "day" is a sense of both
    if any(_protected(w) or w in units for w in ref + att):
        return False
    ref_content, att_content = [w for w in ref if is_content(w)], [w for w in att if is_content(w)]
    if not ref_content or not att_content or abs(len(ref_content) - len(att_content)) > 1:
        return False
    ref_stems = frozenset().union(*map(meaning_stems, ref_content))
    att_stems = frozenset().union(*map(meaning_stems, att_content))
    return all(not meaning_stems(w).isdisjoint(att_stems) for w in ref_content) and all(
        not meaning_stems(w).isdisjoint(ref_stems) for w in att_content
    )


def _scrambled(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Most of the reference's words, in an order that keeps almost none of its neighbours together
    (森林科学家的发现植物了新): word salad, not a sentence."""
    if len(ref) < SCRAMBLE_MIN_WORDS:
        return False
    if sum((Counter(ref) & Counter(att)).values()) < 0.6 * len(ref):
        return False
    pairs = set(zip(att, att[1:], strict=False))
    kept = sum(pair in pairs for pair in zip(ref, ref[1:], strict=False))
    return kept <= SCRAMBLE_KEPT * (len(ref) - 1)


def _cost(r: str, a: str, ctx: Context) -> float:
    """What it costs to pair two words in the stretch alignment (leaving a word unpaired costs 1)."""
    if r == a or same_meaning(r, a, ctx.stems) or sound_alike(r, a):
        return 0.0
    same_class = (
        negated(r, a)
        or negated(a, r)
        or (lexicon.is_numeral(r) and lexicon.is_numeral(a))
        or (r in lexicon.MEASURE_WORDS and a in lexicon.MEASURE_WORDS)
        or (r in lexicon.TIME_GROUP and a in lexicon.TIME_GROUP)
        or (lexicon.is_negation(r) and lexicon.is_negation(a))
        or any(r in group and a in group for group in lexicon.MODAL_GROUPS)  # 该 for 得
    )
    if same_class:
        return 0.6
    # A negation, number, time word or future marker against a word of another class is no substitution but a
    # word missing and another added (不 for 去, 将 for 开始): costlier than the two.
    classes = (lexicon.is_negation, lexicon.is_numeral, lexicon.TIME_GROUP.__contains__, _future)
    if any(f(r) != f(a) for f in classes):
        return 2.1
    if is_content(r) == is_content(a):
        return 1.0  # a content word stands for a content word
    # A preposition is no word for a verb or a noun (于 / 开始): left out and added rather than swapped.
    return 2.05 if any(tag(w).startswith("p") for w in (r, a)) else 1.5


def _pairs(ref: tuple[str, ...], att: tuple[str, ...], ctx: Context) -> list[tuple[int | None, int | None]]:
    """Word pairs of a stretch as (ref index, att index), None for a word without a partner: an edit-distance
    alignment where a synonym or homophone pairs for free and a word of the same class cheaply."""
    m, n = len(ref), len(att)
    table = [[float(i + j) if i == 0 or j == 0 else 0.0 for j in range(n + 1)] for i in range(m + 1)]
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            pair = table[i - 1][j - 1] + _cost(ref[i - 1], att[j - 1], ctx)
            table[i][j] = min(pair, table[i - 1][j] + 1, table[i][j - 1] + 1)
    out: list[tuple[int | None, int | None]] = []
    i, j = m, n
    while i or j:
        if i and j and table[i][j] == table[i - 1][j - 1] + _cost(ref[i - 1], att[j - 1], ctx):
            out.append((i - 1, j - 1))
            i, j = i - 1, j - 1
        elif i and table[i][j] == table[i - 1][j] + 1:
            out.append((i - 1, None))
            i -= 1
        else:
            out.append((None, j - 1))
            j -= 1
    return out[::-1]


# Kinds of issue whose rule proves the error itself (a number, a negation, a time, English typed).
_PROVEN = frozenset("number negation time english_word roles_reversed".split())


def _merged(issues: list[Issue], words: tuple[str, ...], missing_words: bool, ctx: Context) -> list[Issue]:
    """Several words left out (or added) together as one issue: "Missing 晚上喝绿茶", not three sentences."""
    serious = [i for i in issues if i.weight > Weight.FINE]
    joined = "".join(words)
    if len(words) > 1 and not serious:
        listed = " and ".join(quoted(w) for w in words)  # 「书」 and 「更」, not 「书更」: they are two words
        note = f"{joined} may be left out here." if missing_words else f"{listed} are fine here too."
        return [Issue(Weight.FINE, issues[0].kind, note)]
    if len(serious) < 2:
        return issues
    worst = max(serious, key=lambda i: i.weight)
    message = f"Missing {joined}: {ctx.reference}" if missing_words else f"You added {quoted(joined)}."
    lost, added = sum(i.lost for i in issues), sum(i.added for i in issues)
    # the words go with the issue for the benefit of the doubt, unless a rule of its own proves one wrong
    proven = any(i.kind in _PROVEN for i in serious)
    return [Issue(worst.weight, worst.kind, message, lost, added, words=() if proven else words)]


def region_issues(region: Region, ctx: Context) -> list[Issue]:
    """The issues of one stretch where the attempt differs from the reference."""
    ref, att = region.ref, region.att
    ref_text, att_text = "".join(ref), "".join(att)
    slip = homophone(ref_text, att_text, ctx)
    if slip and not (len(ref) == 1 and lexicon.is_numeral(ref[0])):
        return [slip]
    if ref and att and (_same_phrase(ref, att) or (len(ref) + len(att) > 2 and _same_sense_phrase(ref, att))):
        return [Issue(Weight.FINE, "paraphrase", f"{quoted(att)} means the same as {ref_text}.")]
    if not att:
        return _merged([missing(ref, i, region, ctx) for i in range(len(ref))], ref, True, ctx)
    if not ref:
        return _merged([extra(att, j, region, ctx) for j in range(len(att))], att, False, ctx)
    issues = []
    for i, j in _pairs(ref, att, ctx):
        if i is not None and j is not None:
            if ref[i] != att[j]:
                issues.append(substitution(ref[i], att[j], ref[i + 1 :] + region.after, ctx))
        elif i is not None:
            issues.append(missing(ref, i, region, ctx))
        elif j is not None:
            issues.append(extra(att, j, region, ctx))
    return issues


def _issues(ref: tuple[str, ...], att: tuple[str, ...], alignment: Alignment, ctx: Context) -> list[list[Issue]]:
    """The issues of the attempt, grouped by the stretch of the sentence they are about."""
    if not alignment.regions and alignment.time_moves:
        return [[time_move_issue(m, ctx)] for m in alignment.time_moves]
    if Counter(ref) == Counter(att):
        return [[reorder_issue(ref, att, ctx)]]
    if exchanged_roles(alignment) or crossed_roles(ref, att):
        return [[roles_reversed(ctx.reference)]]
    out = [[time_move_issue(m, ctx)] for m in alignment.time_moves]
    moved = {m.words for m in alignment.moves}
    for region in alignment.regions:
        if region.ref in moved and not region.att:
            out.append([moved_words_issue(region.ref, ctx)])
        elif not (region.att in moved and not region.ref):  # the other end of a move: said once above
            out.append(region_issues(region, ctx))
    return out


# --- The grade -------------------------------------------------------------------------------------------


def said_share(ref: tuple[str, ...], issues: list[Issue]) -> float:
    """How much of the reference the attempt says (0..1): what its issues lose of the reference's weight,
    with the content words they add (said instead of the reference's) counted against it."""
    total = sum(map(word_weight, ref))
    lost, added = sum(i.lost for i in issues), sum(i.added for i in issues)
    return max(0.0, (total - lost) / (total + added)) if total else 1.0


def _explain(score: int, issues: list[Issue], reference: str, attempt: str, reworded: bool) -> str:
    """One or two sentences: what is wrong, most serious first; for a 3, whether it is worded differently."""
    if score == 3:
        fine = [i for i in issues if i.weight == Weight.FINE]
        notes = [i.message for i in sorted(fine, key=lambda i: i.kind not in ("paraphrase", "word_order"))]
        if notes:
            return f"Also correct! {notes[0]} The reference: {reference}"
        if reworded:
            return f"Also correct! The reference: {reference}"
        if to_simplified(attempt) != attempt:
            return f"Correct! You wrote traditional characters; in simplified: {reference}"
        return "Correct!"
    messages: list[str] = []
    serious = sorted((i for i in issues if i.weight > Weight.FINE), key=lambda i: (-i.weight, i.kind == UNSURE))
    unsure = [i for i in serious if i.kind == UNSURE]
    if unsure and len(unsure) == len(serious):
        pairs = ", ".join(i.message.split("(", 1)[1].split(")", 1)[0] for i in unsure[:2])
        return f"Your wording differs from ours ({pairs}); it may well be right. Ours: {reference}"
    for issue in serious:
        message = issue.message
        if messages and messages[0].endswith(reference) and message.endswith(f": {reference}"):
            message = message[: -len(reference) - 2] + "."  # the reference once is enough
        if message not in messages:
            messages.append(message)
    return " ".join(messages[:2])


_FULL_LENGTH = 0.7  # an attempt this long beside the reference is a whole sentence, not a part of one


_SOME_ENGLISH = 0.4  # a whole sentence that says this much of the English is about the same thing
_SOME_SHARED = 0.2  # ... as is one that says this much of the reference


def _not_there(share: float, reference: str, attempt: str, english_shown: float) -> str:
    """Why little of the reference is found. "Only a part is there" only of an attempt that is short beside
    the reference: a whole sentence in other words that says much of the English may be a free rewording
    the word rules cannot follow (餐厅已经客满 for 饭馆里没有位子了), or that says some of the reference, and
    saying it leaves the sentence out would be false; one that says neither is another sentence (我喜欢吃苹果
    for "Thank you")."""
    whole = len(normalise(attempt)) >= _FULL_LENGTH * len(normalise(reference))
    if whole and (english_shown >= _SOME_ENGLISH or share > _SOME_SHARED):
        return (
            "Little of this matches our sentence word for word, so it may not say the same thing; if you put it "
            f"in other words, compare them with ours: {reference}"
        )
    if share > _SOME_SHARED:
        return f"Only a small part of the sentence is there. In Chinese: {reference}"
    return f"This does not translate the sentence. In Chinese: {reference}"


def grade(english: str, attempt: str, reference: str) -> tuple[int, str]:
    """(score 0-3, explanation) of a Chinese translation of the English, against the reference translation."""
    kind = romanised.input_kind(attempt, english)
    if kind == romanised.EMPTY:
        return 0, f"No answer. In Chinese: {reference}"
    if kind == romanised.PINYIN:
        return 0, f"That is pinyin: type the Chinese characters (a pinyin keyboard turns wo into 我). {reference}"
    if kind == romanised.ENGLISH:
        return 0, f"That is not Chinese: write the sentence in Chinese characters. {reference}"
    issues: list[Issue] = []
    reordered = clause_order(reference, attempt)
    if reordered:
        issues.append(Issue(Weight.FINE, "word_order", "The parts of the sentence may come in either order."))
    ref, att = split_words(normalise(reference)), split_words(normalise(reordered or attempt))
    if ref == att:
        return 3, _explain(3, issues, reference, attempt, normalise(reference) != normalise(attempt))
    stems = english_stem_set(english)
    clash = aspect_clash(ref, att, reference)
    verdict = None if clash else constructions.compare(reference, reordered or attempt, stems)
    if verdict is not None and verdict.reversed_roles:
        return 0, reversed_explanation(verdict, reference)
    score, explanation = _by_words(ref, att, issues, clash, english, stems, reference, attempt)
    if score < 3 and not (verdict is not None and verdict.same):
        turned = _from_the_other_side(english, ref, reference, reordered or attempt, stems)
        if turned is not None and turned[0] > score:
            return turned
    if score <= 2 and _scrambled(ref, att):
        # not when the word rules find it right: synonyms (和 for 跟) break pairs without breaking the sentence
        return 0, f"The words are there, but their order makes no sentence. In Chinese: {reference}"
    if score < 3 and verdict is not None and verdict.same:
        # The word rules saw differences; the sentence, built another way, says the same thing.
        if verdict.how == constructions.CONVERSE:
            return 3, f"Also correct! The same comparison from the other side. Ours: {reference}"
        return 3, f"Also correct! The same sentence built another way ({verdict.how}). Ours: {reference}"
    return score, explanation


def _from_the_other_side(
    english: str, ref: tuple[str, ...], reference: str, attempt: str, stems: frozenset[str]
) -> tuple[int, str] | None:
    """A comparison from the other side (我比姐姐小两岁 for 我姐姐比我大两岁): the grade its converse, said from the
    reference's side, gets from the word rules, when that is 2 or 3; else None (another amount, 小三岁, stays wrong)."""
    turned = constructions.converse(reference, attempt, stems)
    if turned is None:
        return None
    att = split_words(normalise(turned))
    if att == ref:
        return 3, f"Also correct! The same comparison from the other side. Ours: {reference}"
    score, explanation = _by_words(ref, att, [], aspect_clash(ref, att, reference), english, stems, reference, turned)
    if score == 3:
        return 3, f"Also correct! The same comparison from the other side. Ours: {reference}"
    return (score, explanation) if score == 2 else None


def _by_words(ref, att, issues, clash, english, stems, reference, attempt) -> tuple[int, str]:
    """The grade from the word-by-word comparison: each stretch that differs, judged by its rules."""
    alignment = align(ref, att)
    ctx = Context(english, stems, alignment, reference)
    per_region = _issues(ref, att, alignment, ctx)
    if clash:  # the 了 it adds is no "fine too" but the slip
        per_region = [[i for i in region if "「了」" not in i.message] for region in per_region] + [[clash]]
    per_region = benefit_of_doubt(per_region, ctx)
    issues = issues + [issue for region in per_region for issue in region]
    # A stretch with several words wrong (a missing clause) counts as one meaning error.
    meaning = sum(any(i.weight == Weight.MEANING for i in region) for region in per_region)
    slips = sum(i.weight == Weight.SLIP and i.kind != UNSURE for i in issues)
    unsure = any(i.kind == UNSURE for i in issues)
    share = said_share(ref, issues)
    low = share < GIST or (meaning >= CROWDED[0] and share < CROWDED[1]) or meaning or slips > MAX_SLIPS
    # Wrong by the reference's wording is not wrong: without evidence of an error, the English decides.
    freed = rewording.judge(ref, att, issues, ctx) if low else None
    if freed == 3:
        return 3, f"Also correct! The reference: {reference}"
    if freed == 2:
        return 2, rewording.note(reference)
    if share < GIST or (meaning >= CROWDED[0] and share < CROWDED[1]):
        part = _one_clause(reference, attempt)
        return (1, part) if part else (0, _not_there(share, reference, attempt, rewording.english_shown(ref, att, ctx)))
    if any(i.kind == "roles_reversed" for i in issues):
        return 0, _explain(1, issues, reference, attempt, True)  # another meaning: a wrong answer
    score = 1 if meaning or slips > MAX_SLIPS else 2 if slips or unsure else 3
    return score, _explain(score, issues, reference, attempt, True)


def _one_clause(reference: str, attempt: str) -> str | None:
    """When the attempt is one whole clause of the reference and the rest is missing: what is missing."""
    parts = [p for p in re.split(r"[，,；;：:]", reference) if normalise(p)]
    said = normalise(attempt)
    if len(parts) < 2 or not any(normalise(p) == said or said.endswith(normalise(p)) for p in parts):
        return None
    left = "，".join(p for p in parts if normalise(p) not in said)
    return f"That part is right, but part of the sentence is missing: {left}. In Chinese: {reference}"


__all__ = ["GIST", "MAX_SLIPS", "grade", "region_issues", "said_share"]
