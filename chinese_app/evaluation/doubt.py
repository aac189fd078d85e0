"""The benefit of the doubt: a difference the rules cannot show to be wrong is not called wrong.

A word-by-word comparison finds every place where the attempt says something other than the reference; only
some of them are errors. Telling a learner that correct Chinese is wrong is worse than missing a slip, so
each meaning difference is judged on the evidence:

- right (FINE): the two words are on one Cilin synonym line (爱 / 喜欢, 正好 / 碰巧), or a verb the reference
  says twice is said once (他中文说得很流利);
- unsure (at least 2, "Your wording differs from ours (X / Y); it may well be right."): CC-CEDICT gives the
  two words a first sense in common that the English says too (生气 / 气 "angry"), a word left out is said
  elsewhere in the attempt, or an added verb only introduces a word of the reference (不爱喝咖啡, 坐地铁);
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
from chinese_app.evaluation.words import meaning_stems, shared_sense

UNSURE = "unsure"
_MODALS = frozenset("能 会 可以 用 要 想 应该 得 必须 敢 肯 愿意 需要 用来".split())


def linked(ref: str, att: str, ctx: Context) -> bool:
    """Could the attempt's word stand for the reference's here? Only when a thesaurus says so: Cilin puts
    them on one synonym line (也许 / 可能), or CC-CEDICT gives them a first sense in common that the English
    says too (生气 / 气 "angry"). Words of one kind (姐姐 / 妹妹, 下雨 / 下雪, 刀 / 剑) share senses but not
    the English one, and are not linked."""
    if not ref or not att or ref in _MODALS or att in _MODALS:
        return False  # 不能来 / 不用来: a modal changes what is meant
    if thesaurus.synonyms(ref, att):
        return True
    said = meaning_stems(ref) & meaning_stems(att) & ctx.stems
    return bool(said) and shared_sense(ref, att)


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
        return _unsure(issue, ref, att) if linked(ref, att, ctx) else issue
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
        if _thing(att) or tag(att).startswith("a"):
            return issue  # a thing or a quality the sentence does not have (新书, 香蕉)
        at = att_words.index(att) if att in att_words else -1
        introduces = 0 <= at < len(att_words) - 1 and att_words[at + 1] in ref_words and tag(att).startswith("v")
        partner = next((m for m in missing if linked(m, att, ctx)), "")
        return _unsure(issue, partner, att) if introduces or partner else issue  # 不爱喝咖啡, 坐地铁
    return issue
