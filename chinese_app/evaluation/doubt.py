"""The benefit of the doubt: a difference the rules cannot show to be wrong is not called wrong.

A word-by-word comparison finds every place where the attempt says something other than the reference; only
some of them are errors. Telling a learner that correct Chinese is wrong is worse than missing a slip, so
each meaning difference is judged on the evidence:

- right (FINE): the two words are on one Cilin synonym line (爱 / 喜欢, 正好 / 碰巧), or a verb the reference
  says twice is said once (他中文说得很流利);
- unsure (at least 2, "Your wording differs from ours (X / Y); it may well be right."): CC-CEDICT gives the
  two words a first sense in common that the English says too (生气 / 气 "angry"), or a whole meaning of the
  attempt's word says every word of the English that the reference's word says (可能 "probable" / 大概 for
  "probably", 眼泪 "crying" beside 哭 for "cried"); two modal verbs of one kind (得 / 该); a word left out is
  said elsewhere in the attempt, or an added verb only introduces a word of the reference (不爱喝咖啡, 坐地铁,
  开始生效), unless it stops it (停止工作);
- wrong (kept): everything else. Words of one kind (姐姐 / 妹妹, 下雨 / 下雪) and opposites (贵 / 便宜) share
  senses but not the English one, and no thesaurus here lists opposites, so without such evidence the rules
  keep the error rather than excuse an opposite.
"""

from __future__ import annotations

from dataclasses import replace

from chinese_app.chinese import dictionary, thesaurus
from chinese_app.evaluation import lexicon
from chinese_app.evaluation.compare import tag
from chinese_app.evaluation.issues import Context, Issue, Weight, is_content, is_noun
from chinese_app.evaluation.words import english_said, meaning_stems, opposite_character, shared_sense

UNSURE = "unsure"
_MODALS = frozenset("能 会 可以 用 要 想 应该 得 必须 敢 肯 愿意 需要 用来".split())


def linked(ref: str, att: str, ctx: Context) -> bool:
    """Could the attempt's word stand for the reference's here? Only on evidence: Cilin puts them on one synonym
    line (也许 / 可能); CC-CEDICT gives them a first sense in common that the English says too (生气 / 气
    "angry"); or every word of the English that the reference's word says, a whole meaning of the attempt's
    word says too (大概 / 可能 "probably"). An opposite does not say the English word (贵 for "cheap"), a word
    of one kind says only part of it (姐姐 for "younger sister") or says it only in part (刀 "single-edged
    sword" for 剑, 火车票 "train ticket" for 电影票)."""
    if not ref or not att or frozenset((ref, att)) in lexicon.NOT_SYNONYMS or opposite_character(ref, att):
        return False
    if ref in _MODALS or att in _MODALS:
        return _same_modal(ref, att)  # 不能来 / 不用来: a modal changes what is meant
    if thesaurus.synonyms(ref, att):
        return True
    said = meaning_stems(ref) & meaning_stems(att) & ctx.stems
    if said and shared_sense(ref, att):
        return True
    return says_the_english(ref, att, ctx)


def says_the_english(ref: str, att: str, ctx: Context) -> bool:
    """Does a whole meaning of the attempt's word say every word of the English that the reference's word says
    (大概 / 可能 "probably", 哭 / 眼泪 "crying")?"""
    if _other_thing(ref, att) or any(lexicon.is_numeral(ch) for ch in ref + att):
        return False  # numbers are judged by their own rules (两手 / 一只手)
    if frozenset((ref, att)) in lexicon.NOT_SYNONYMS or opposite_character(ref, att):
        return False
    english = english_said(ref, ctx.english)
    return bool(english) and english <= english_said(att, ctx.english, whole=True) and not _more_said(ref, att, ctx)


def _other_thing(ref: str, att: str) -> bool:
    """Words that differ in one character, a noun for another noun of no common meaning (看书 / 看报 "read"):
    the same act on another thing, which the English may not name but the reference does."""
    if len(ref) != len(att) or len(ref) < 2:
        return False
    diff = [(x, y) for x, y in zip(ref, att, strict=True) if x != y]
    if len(diff) != 1:
        return False
    x, y = diff[0]
    return is_noun(x) and is_noun(y) and meaning_stems(x).isdisjoint(meaning_stems(y))


def _more_said(ref: str, att: str, ctx: Context) -> bool:
    """Does one word hold the other with characters more that say something of the English (冰水 / 水: 冰
    "ice"), or that are a number (半小时 / 小时)?"""
    short, long_ = sorted((ref, att), key=len)
    if short == long_ or short not in long_:
        return False
    rest = long_.replace(short, "", 1)
    return bool(english_said(rest, ctx.english)) or any(lexicon.is_numeral(c) for c in rest)


def _same_modal(ref: str, att: str) -> bool:
    """Two modal verbs of one kind (得 / 该 / 应该 / 必须: what one has to do)."""
    return any(ref in group and att in group for group in lexicon.MODAL_GROUPS)


def _thing(word: str) -> bool:
    return is_noun(word) or bool(dictionary.measure_words(word))


def _unsure(issue: Issue, ref: str, att: str) -> Issue:
    shown = " / ".join(w for w in (att, ref) if w)
    message = f"Your wording differs from ours ({shown}); it may well be right."
    return replace(issue, weight=Weight.SLIP, kind=UNSURE, message=message, lost=0.0, added=0.0)


def _fine(issue: Issue, message: str) -> Issue:
    return replace(issue, weight=Weight.FINE, kind="paraphrase", message=message, lost=0.0, added=0.0)


def _content(word: str) -> bool:
    return is_content(word) and not lexicon.is_numeral(word) and word not in lexicon.TIME_GROUP


def benefit_of_doubt(per_region: list[list[Issue]], ctx: Context) -> list[list[Issue]]:
    """The issues, with each meaning difference the rules cannot verify turned into an unsure note."""
    ref_words, att_words = ctx.alignment.ref, ctx.alignment.att
    added = [w for w in att_words if w not in ref_words and _content(w)]
    missing = [w for w in ref_words if w not in att_words and _content(w)]
    out = []
    for region in per_region:
        kept = []
        for issue in region:
            kept.append(_judged(issue, ref_words, att_words, added, missing, ctx))
        out.append(kept)
    return out


def _judged(issue, ref_words, att_words, added, missing, ctx: Context) -> Issue:
    """One issue, kept if verifiable, else an unsure note. A difference is unsure only on evidence that the
    two may be the same (a thesaurus link, the word said elsewhere, a verb that only spells out the object's
    use): without it, 贵 / 便宜 and 起床 / 睡觉 stay errors."""
    if issue.weight != Weight.MEANING:
        return issue
    ref, att = issue.ref_word, issue.att_word
    if issue.kind == "wrong_word" and ref and att:
        if thesaurus.synonyms(ref, att) and ref not in _MODALS and att not in _MODALS:
            return _fine(issue, f"{att} for {ref} is right too: they are synonyms.")
        if linked(ref, att, ctx):
            return _unsure(issue, ref, att)
        # 流下了眼泪 for 哭: the word paired with 哭 says nothing of it, a word added beside it does (眼泪 "crying")
        partner = next((a for a in added if a != att and says_the_english(ref, a, ctx)), "")
        return _unsure(issue, ref, partner) if partner else issue
    if issue.kind == "missing_word" and ref:
        if att:
            return _unsure(issue, ref, att) if linked(ref, att, ctx) else issue  # 生气 / 气
        if ref in att_words and tag(ref).startswith("v"):
            return _fine(issue, f"{ref} once is enough.")  # 他中文说得很流利: the verb not said twice
        if ref in att_words:
            return _unsure(issue, ref, "")  # said elsewhere in the sentence: a matter of order
        partner = next((a for a in added if linked(ref, a, ctx)), "")
        return _unsure(issue, ref, partner) if partner else issue
    if issue.kind == "extra_word" and att:
        if att in ref_words and _thing(att):
            return _fine(issue, f"{att} said again is fine.")  # 比那本书更有意思
        if att in ref_words:
            return _unsure(issue, "", att)
        at = att_words.index(att) if att in att_words else -1
        after = [w for w in att_words[at + 1 :] if w not in lexicon.TIME_GROUP] if at >= 0 else []
        verb = tag(att).startswith("v") and att not in lexicon.STOPPING_VERBS  # 开始工作, not 停止工作
        introduces = after[:1] != [] and after[0] in ref_words and verb  # 开始(明年)生效
        if (_thing(att) and not introduces) or tag(att).startswith("a"):
            # a thing or a quality the sentence does not have (新书, 香蕉), unless it says the English of a word
            # left out (眼泪 "crying" for 哭)
            said = next((m for m in missing if says_the_english(m, att, ctx)), "")
            return _unsure(issue, said, att) if said else issue
        partner = next((m for m in missing if linked(m, att, ctx)), "")
        return _unsure(issue, partner, att) if introduces or partner else issue  # 不爱喝咖啡, 坐地铁
    return issue
