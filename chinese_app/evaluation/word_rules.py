"""The rules for one word: a word the attempt has instead of the reference's, a word it leaves out, a word it
adds. Each returns an ``Issue`` (``chinese_app.evaluation.issues``) that says what is wrong, in plain English
with the Chinese words involved."""

from __future__ import annotations

import re
from functools import lru_cache

from chinese_app.chinese import dictionary, thesaurus
from chinese_app.chinese.segment import tokenizer
from chinese_app.content.alignment import english_tokens, stem
from chinese_app.evaluation import lexicon
from chinese_app.evaluation.compare import Region, classifier, is_nominal, normalise, split_words, tag
from chinese_app.evaluation.describe_checks import listed_measure_words
from chinese_app.evaluation.evidence import LIMITING_ADVERBS
from chinese_app.evaluation.issues import LIGHT, Context, Issue, Weight, is_content, is_noun, quoted, word_weight
from chinese_app.evaluation.lexicon import negations
from chinese_app.evaluation.roles import can_act
from chinese_app.evaluation.word_order import cannot_reach, potential_split
from chinese_app.evaluation.words import (
    any_shared_sense,
    english_said,
    gloss,
    meaning_stems,
    same_meaning,
    shared_sense,
    sound_alike,
    time_said_otherwise,
    with_gloss,
)


def homophone(ref: str, att: str, ctx: Context) -> Issue | None:
    """A slip if the attempt's characters sound like the reference's (在 for 再), naming the first wrong one."""
    sound = sound_alike(ref, att)
    # Two negations are told apart by meaning, never by sound: 没 and 无 share only a rare reading (mó).
    if not sound or (lexicon.is_negation(ref) and lexicon.is_negation(att)) or "第" in (ref, att):
        return None  # nor is 第 of an ordinal (第一次) any slip for 的
    if att == "得" and ref in ("的", "地") and _complement_after_verb(ctx.alignment.att):
        return None  # 你说得没错 for 你是对的: 得 brings in how the act went, as it should; another wording
    if len(att) > 1 and dictionary.is_word(att) and shared_sense(ref, att):
        return None  # 试验 for 实验 "experiment": a word of its own with the reference's meaning, no slip
    wrong, right = next((a, r) for a, r in zip(att, ref, strict=True) if a != r)
    if frozenset((ref, att)) in lexicon.NOT_SYNONYMS:  # 卖 for 买: the sound is close, the meaning opposite
        message = f"{quoted(att)} sounds like {with_gloss(ref, ctx.english)}, but means something else."
        return Issue(Weight.MEANING, "wrong_word", message, word_weight(ref))
    how = "sounds right" if sound[1] else "sounds almost the same"
    word = _word_with(ref, right, ctx)
    meaning = gloss(word, ctx.english)
    said = (right if word == right else f"{right}: {word}") + (f" ({meaning})" if meaning else "")
    return Issue(Weight.SLIP, "homophone", f"{quoted(wrong)} {how}, but the character is {said}.")


def _complement_after_verb(words: tuple[str, ...]) -> bool:
    """Does 得 stand between a verb and how it went (说得没错, 跑得快, 说得很好), as 得 should? Not before a
    noun (买得书) or a word jieba cannot place (看起来得那么简单)."""
    return any(
        w == "得"
        and 0 < i < len(words) - 1
        and tag(words[i - 1]).startswith("v")
        and (tag(words[i + 1]).startswith("a") or words[i + 1] in _HOW_IT_WENT)
        for i, w in enumerate(words)
    )


_HOW_IT_WENT = frozenset("很 非常 太 真 挺 特别 没错 不错 对 不对 清楚 明白".split())


# Units that measure an amount (weight, length, volume, time): one for another says another amount. Synonyms among
# them (星期 / 周, 小时 / 钟头) are the same unit and found the same before this list is read.
_UNITS_OF_AMOUNT = frozenset(
    "斤 公斤 千克 克 吨 米 公里 里 厘米 毫米 升 毫升 秒 分钟 小时 钟头 天 星期 周 礼拜 月 年".split()
)


def _going_on(words: tuple[str, ...]) -> bool:
    """Does the sentence say an act is going on: 正在 or 正, or 在 right before a verb (not 在床上, a place)?"""
    return any(
        w in ("正在", "正") or (w == "在" and i + 1 < len(words) and tag(words[i + 1]).startswith("v"))
        for i, w in enumerate(words)
    )


def _clause_follows(following: tuple[str, ...]) -> bool:
    """Does a clause with its own subject follow (我估计他不会同意), not a feeling (觉得有点儿不舒服)?"""
    first = following[0] if following else ""
    return is_nominal(first) and first not in ("有点", "一点", "的", "们")


_THINKING = frozenset(("认为", "觉得"))
# (ours, the learner's): a word that says ours, though ours does not always say it (热情 "warm, keen" for 友好)
_SAID_FOR = frozenset(
    {
        ("友好", "热情"),
        ("负责", "管"),
        ("据说", "听说"),
        ("听说", "据说"),
        ("得", "需要"),
        ("得", "必须"),
        ("应该", "得"),
    }
)  # hearsay either way; 得 (děi) "have to" as 需要 or 必须
# Ends one comes near, which 濒临 "be on the verge of" says as 面临 "face" does (濒临灭绝 / 面临灭绝)
_VERGE_OF = frozenset("灭绝 绝种 破产 倒闭 崩溃 死亡 失传 绝境".split())
_OPINION = _THINKING | {"看", "想"}  # 我看(我们)还是走吧
_TO_COME_OR_HABIT = re.compile(
    r"\b(?:will|'ll|shall|going to|tomorrow|next|every|usually|often|always|sometimes|normally|generally|"
    r"on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends))\b",
    re.IGNORECASE,
)
_TOO = re.compile(r"太[\u4e00-\u9fff]{1,3}了")


def _thing_for_event(ref: str, att: str, ctx: Context) -> bool:
    """Does the attempt count an event (一起事故) with a measure word for things (一只事故), both right after a
    number or 这 / 那? The reference's word is then a measure word, not the verb it also is (起 "rise"), and
    the learner's counts no event."""
    said = ("".join(ctx.alignment.ref), "".join(ctx.alignment.att))
    counted = all(
        re.search(rf"[一二两三四五六七八九十几这那每]{w}", text) for w, text in zip((ref, att), said, strict=True)
    )
    return counted and ref not in lexicon.MEASURE_WORDS and _counts_events(ref) and not _counts_events(att)


def _counts_events(word: str) -> bool:
    return any(s.startswith("classifier for") and ("event" in s or "occurrence" in s) for s in dictionary.senses(word))


def _word_with(stretch: str, ch: str, ctx: Context) -> str:
    """The reference word that holds a character of a stretch (成功 for 功), else the stretch itself."""
    return next((w for w in ctx.alignment.ref if ch in w and (w in stretch or stretch in w)), stretch)


# --- One word for another --------------------------------------------------------------------------------


def substitution(
    ref: str, att: str, following: tuple[str, ...], ctx: Context, att_following: tuple[str, ...] = ()
) -> Issue:
    """The attempt has att where the reference has ref (following: the reference's words after ref;
    att_following: the attempt's after att)."""
    slip = homophone(ref, att, ctx)
    if slip:
        return slip
    if (choice := _or_said(ref, att, ctx)) is not None:
        return choice
    ended = att == "找" and att_following[:1] and att_following[0][:1] in "到完好得着见"  # 找完, 找得到: a result
    if att == "找" and ref in _FOUND and not ended:  # 我找我的钥匙了 for 我找到我的钥匙了 "I found my keys"
        message = f"{ref} says it was found; 「找」 alone is “look for”. {ctx.reference}"
        return Issue(Weight.MEANING, "word_sense", message, 0.5, ref_word=ref, att_word=att)
    needless = "".join(ctx.alignment.ref if ref == "必" else ctx.alignment.att) if "必" in (ref, att) else ""
    if {ref, att} & _MAY and "不必" in needless:  # 你不能脱鞋 for 你不必脱鞋
        message = f"不必 says there is no need to; 不{att if ref == '必' else ref} says one may not. {ctx.reference}"
        return Issue(Weight.MEANING, "modal", message, 0.5, ref_word=ref, att_word=att)
    if {ref, att} == {"也", "还"} and _NOT_ONLY & set(ctx.alignment.ref) and _NOT_ONLY & set(ctx.alignment.att):
        return Issue(Weight.FINE, "paraphrase", f"After 不但 or 不仅, {att} says “also”, as {ref} does.")
    if ref == "会" and att == "能" and _KNOWS_HOW.search(ctx.english):  # 我不能游泳 for 我不会游泳
        message = f"会 says one has learnt how to; 「能」, that one is able or allowed to. {ctx.reference}"
        return Issue(Weight.SLIP, "word", message, ref_word=ref, att_word=att)
    if ref == "从来" and att in ("也", "都") and re.search(r"一[次回]", "".join(ctx.alignment.att)):
        # 她一次也没去过上海 for 她从来没去过上海: "not once" says "never"
        return Issue(Weight.FINE, "paraphrase", f"一次{att}没…过 says “never”, as 从来没…过 does.")
    also = next((w for w in ("也", "还") if w in ctx.alignment.att), "") if ref in ("不但", "不仅", "而且") else ""
    if also and not lexicon.is_negation(att):
        # 他很聪明，也很努力 for 他不但聪明，而且很努力: 也 says "also" by itself
        return Issue(Weight.FINE, "paraphrase", f"{also} says “also”, as 不但…而且 does.")
    if ref in _STILL and lexicon.CONNECTIVE_CLASS.get(att) == "but" and _conceded(ctx.alignment.att):
        # 他虽然很忙，可是每周都… for 尽管他很忙，他还是…: after "although", "but" and "still" say the same
        return Issue(Weight.FINE, "paraphrase", f"After “although”, {att} “but” says what {ref} “still” says.")
    if ref in ("一", "就") and (soon := _as_soon_as_otherwise(ctx)):
        return Issue(Weight.FINE, "paraphrase", soon)  # 我到了以后马上打电话 for 我一到就打电话
    if ref == "了" and att == "到" and ctx.alignment.att[-1:] == ("了",) and ctx.alignment.ref[-1:] != ("了",):
        # 我的猫抓到一只老鼠了 for 抓了一只老鼠: the result 到 after the verb, and 了 closing the sentence says it
        return Issue(Weight.FINE, "particle", "到 after the verb and 了 closing the sentence say it was done.")
    if ref == "去" and att == "上" and following and (is_nominal(following[0]) or following[0] in ("哪儿", "哪里")):
        # 我不爱上医院 for 我不喜欢去医院: 上 + a place is "go to" it
        return Issue(Weight.FINE, "paraphrase", f"上{following[0]} says “go to {following[0]}”, as 去 does.")
    if ref in lexicon.PERSONAL_PRONOUNS and (named := _named_before(ref, att, ctx)):
        # 昨天去看医生了，医生说… for …，他说…: the one the pronoun stands for, named again
        return Issue(Weight.FINE, "paraphrase", f"{named} names again the one {ref} stands for.")
    verge = {ref, att} == {"面临", "濒临"} and bool(following) and following[0] in _VERGE_OF
    if (ref, att) in _SAID_FOR or verge or (ref == "觉得" and att == "估计" and _clause_follows(att_following)):
        # 热情 "warm" for 友好 "friendly" (not for "keen on work"), 管 for 负责, 估计 "reckon" before a clause
        return Issue(Weight.FINE, "paraphrase", f"{quoted(att)} says what {ref} says here.")
    if "以为" in (ref, att) and {ref, att} & _THINKING:  # 我以为这个计划可行: "I (wrongly) thought"
        thinks = ref if att == "以为" else att
        message = f"以为 says one thought so wrongly; {thinks} says what one thinks. In Chinese: {ctx.reference}"
        return Issue(Weight.MEANING, "word_sense", message, 0.5, ref_word=ref, att_word=att)  # no synonym for doubt
    if {ref, att} == {"不", "没"} and _at_a_place(following):
        return Issue(Weight.FINE, "paraphrase", f"{att}在 says “not at” as {ref}在 does.")  # 我妈没在家
    someone = f"被{ref}" in "".join(ctx.alignment.ref) and f"被{att}" in "".join(ctx.alignment.att)
    if someone and ref == "人" and att in lexicon.PERSONAL_PRONOUNS:  # 被他吃了 for 被人吃了: who did it, said
        message = f"被{att} says who did it; the sentence says only “someone” (被人). In Chinese: {ctx.reference}"
        return Issue(Weight.MEANING, "person", message, 0.5, ref_word=ref, att_word=att)
    said = "".join(ctx.alignment.att)
    if ref[:1] in _ONLY and att == ref[1:] and not _ONLY & set(said) and "only" in ctx.english.lower():
        # 有一个学生 for 只有一个学生: the "only" is gone with the 只 of the word jieba keeps whole
        return Issue(
            Weight.MEANING, "scope", f"Missing {ref[0]} (only): {ctx.reference}", 0.5, ref_word=ref, att_word=att
        )
    if (
        lexicon.CONNECTIVE_CLASS.get(ref, ref) != lexicon.CONNECTIVE_CLASS.get(att, att)
        and {ref, att} <= lexicon.CONNECTIVE_CLASS.keys()
    ):
        said, ours = (f"{w} ({_LINK_GLOSS[w]})" if w in _LINK_GLOSS else None for w in (att, ref))
        said, ours = said or with_gloss(att), ours or with_gloss(ref, ctx.english)
        message = f"You wrote {said}, but the sentence says {ours}: another link."
        return Issue(Weight.MEANING, "connective", message, LIGHT, ref_word=ref, att_word=att)  # 因为 for 虽然
    if {ref, att} == {"会", "就"} and _conditional(ctx.alignment.ref):
        return Issue(Weight.FINE, "particle", _THEN)  # 只要不下雨，我就去 for 除非下雨，否则我会去
    if {ref, att} == {"有点", "一点"}:  # 有点儿咸 "a bit too salty"; 一点儿 goes after: 慢一点儿 "a bit slower"
        message = "有点儿 goes before an adjective (有点儿咸), 一点儿 after it (慢一点儿)."
        return Issue(Weight.SLIP, "word", f"{message} In Chinese: {ctx.reference}")  # a slip the rules name
    if {ref, att} <= _EVERYONE_ELSE and "除了" in ctx.alignment.ref and "除了" in ctx.alignment.att:
        return Issue(Weight.FINE, "paraphrase", f"After 除了, {att} says “everyone else” as {ref} does.")  # 别人都来了
    if {ref, att} == {"还", "也"} and "除了" in ctx.alignment.ref and "除了" in ctx.alignment.att:
        return Issue(Weight.FINE, "paraphrase", f"After 除了, {att} says “also” as {ref} does.")  # 除了英语，他也会…
    if {ref, att} == {"都", "也"} and following[:1] and lexicon.is_negation(following[0]) and _one_before(ref, ctx):
        # 一句话都没说 / 一句话也没说, 一点儿都不累: "not a single", with 都 or 也
        return Issue(Weight.FINE, "paraphrase", f"一… + {att} + a negation says “not a single”, as with {ref}.")
    if {ref, att} == {"都", "也"} and "连" in ctx.alignment.ref and "连" in ctx.alignment.att:
        return Issue(Weight.FINE, "paraphrase", f"连…{att} says “even” as 连…{ref} does.")  # 连孩子也知道
    if ref in ("没有", "没") and att == "不" and _had_not(following, att_following):
        # 明天我们不上课 for 我们明天没有课: 没有 + a thing is "have no", not "did not"; 不 + an act says it too
        return Issue(Weight.FINE, "paraphrase", f"不{att_following[0]} says what {ref}{following[0]} says here.")
    thing = att_following[0] if att_following else ""
    if (
        att in ("没有", "没")
        and did_not_for_does_not(ref, att)
        and is_noun(thing)
        and set(thing) & set(following[0] if following else "")
    ):
        # 体育我没兴趣 for 我对体育不感兴趣, 从来没有怨言 for 从不抱怨: 没有 + a thing is "have no", not "did not"
        return Issue(
            Weight.FINE, "paraphrase", f"{att}{thing} “have no {gloss(thing) or thing}” says it as {ref} does."
        )
    if {ref, att} == {"不再", "不"} and _no_longer(ctx.alignment.att if att == "不" else ctx.alignment.ref):
        # 我现在已经不吃肉了 for 我不再吃肉了: 不…了 says "no longer", as 不再 does
        return Issue(Weight.FINE, "paraphrase", "不…了 says “no longer”, as 不再 does.")
    if negated(ref, att) or negated(att, ref) or did_not_for_does_not(ref, att):
        return _negation_swap(ref, att, ctx.english)
    if {ref, att} & _SOON and {ref, att} & (lexicon.DONE_ALREADY | _JUST_DONE):
        # 银行已经关门了 for 银行快要关门了: about to happen is not done
        said = f"{ref} says it is {'about to happen' if ref in _SOON else 'done'}; {quoted(att)}, that it is "
        said += f"{'about to happen' if att in _SOON else 'done'}. In Chinese: {ctx.reference}"
        return Issue(Weight.MEANING, "time", said, 0.5, ref_word=ref, att_word=att)
    if att.isascii() and att.isalpha():  # an English (or pinyin) word among the characters
        message = f"{quoted(att)} is not Chinese: the sentence says {with_gloss(ref, ctx.english)}."
        return Issue(Weight.MEANING, "english_word", message, word_weight(ref) / 2)
    if ref in (f"有{att}", f"感{att}") and any(f"{d}{att}" in "".join(ctx.alignment.att) for d in _PLAIN_DEGREES):
        # 很意思 for 很有意思, 很兴趣 for 很感兴趣: a degree goes before the verb of the phrase, not its noun
        return Issue(Weight.SLIP, "missing_word", f"Missing {ref[0]}: {ref} is said with its verb ({ref}).")
    if same_meaning(ref, att, ctx.stems, via_english=False):
        return Issue(Weight.FINE, "paraphrase", f"{quoted(att)} means the same as {ref}.")
    if _another_amount(ref, att):
        # 两斤 for 两公斤, 三个月 for 三年, 两个苹果 for 两公斤苹果: another amount, not a measure word said otherwise
        message = f"You wrote {quoted(att)}, but the sentence says {with_gloss(ref, ctx.english)}: another amount."
        return Issue(Weight.MEANING, "number", message, 0.5, ref_word=ref, att_word=att)
    ref_value, att_value = lexicon.number_value(ref), lexicon.number_value(att)
    if ref_value is not None and att_value is not None:
        ordinal = f"第{att}" in "".join(ctx.alignment.att)  # 第两次: the ordinal's 2 said as 两
        return _number(ref, att, ref_value, att_value, following[0] if following else "", ordinal)
    if lexicon.is_negation(ref) or lexicon.is_negation(att):
        said = att + att_following[0] if att == "不" and att_following else att  # 不 + 能 as cut: 不能 "cannot"
        if said != att and frozenset((ref, said)) in lexicon.NOT_SYNONYMS:
            message = f"You wrote {quoted(said)}, but the sentence says {with_gloss(ref, ctx.english)}."
            return Issue(Weight.MEANING, "wrong_word", message, word_weight(ref), ref_word=ref, att_word=said)
        return _negation_swap(ref, att, ctx.english)
    if time_said_otherwise(ref, att):
        return Issue(Weight.FINE, "paraphrase", f"{quoted(att)} says the same time as {ref}.")
    if ref in lexicon.TIME_GROUP or att in lexicon.TIME_GROUP:
        return _time(ref, att, ctx)
    if ref in lexicon.MEASURE_WORDS and att in lexicon.MEASURE_WORDS:
        return _measure_swap(ref, att, following, ctx, att_following)
    if (ref in lexicon.MEASURE_WORDS and classifier(att)) or (att in lexicon.MEASURE_WORDS and classifier(ref)):
        swap = _measure_swap(
            ref, att, following, ctx, att_following
        )  # 一堂课 for 一节课: 堂 is a measure word the list lacks
        if swap.weight == Weight.FINE or _thing_for_event(ref, att, ctx):
            return swap
    if {ref, att} == {"了", "啦"} and not following:
        # 啦 closing a sentence is 了 + 啊 said together (你怎么啦, 我吃饱啦): 了 with a tone of its own
        return Issue(Weight.FINE, "paraphrase", "啦 at the end is 了 said with feeling (了 + 啊).")
    if att == "得" and ref in ("的", "地") and _complement_after_verb(ctx.alignment.att):
        return Issue(Weight.FINE, "particle", "得 brings in how the act went, as it should here.")  # 说得没错
    if {ref, att} == {"的", "了"} and _done_by_stress(ref, following, att_following, ctx):
        # 我们昨天在饭馆吃的晚饭 / 吃了晚饭: the 的 that stresses when or where a thing was done, or the plain 了
        return Issue(Weight.FINE, "particle", "V的 + the object stresses when or where it was done; V了 says it too.")
    moved = att in lexicon.PERSONAL_PRONOUNS and ctx.alignment.ref.count(att) >= ctx.alignment.att.count(att)
    if ref == "就" and moved and (when := _when_said(ctx.alignment.att, ctx.alignment.ref)):
        # 到了以后我给你打电话 for 我到了就给你打电话: 我 said later, and 以后 says when for 就
        return Issue(Weight.FINE, "particle", f"{when} says when the second act comes; 就 may be left out.")
    if ref in _PERMITTED and att in _PROHIBITING and _denied(ref, ctx.alignment.ref):
        # 这儿禁止停车 for 这里不能停车: "must not", said by one word
        return Issue(Weight.FINE, "paraphrase", f"{att} says “must not”, as 不{ref} does here.")
    if ref == "人" and att == "谁" and (nobody := _all_not(following)) and "一" in "".join(ctx.alignment.ref):
        # 谁都没来 for 一个人也没来: "not a single person" is "nobody"
        theirs = _all_not(att_following) or nobody
        return Issue(Weight.FINE, "paraphrase", f"谁{theirs} says “nobody”, as 一个人{nobody} does.")
    if ref in lexicon.PARTICLES and att in lexicon.PARTICLES:
        return Issue(Weight.SLIP, "particle", f"Use the particle {ref} here, not {quoted(att)}.")
    if {ref, att} == {"落", "忘"} and following[:1] == ("在",):
        # 把钱包忘在出租车里 for 落在出租车上: left behind somewhere, said by forgetting it there
        return Issue(Weight.FINE, "paraphrase", f"{att}在 says it was left behind there, as {ref}在 does.")
    if {ref, att} == {"到", "去"} and _goes_to_do(following) and not _asks_the_way(ctx.reference):
        # 我到商店买衣服 for 我去商店买衣服: 到 + a place says where one goes to do something, as 去 does
        return Issue(Weight.FINE, "paraphrase", f"{att} + a place says where one goes, as {ref} does.")
    if {ref, att} == {"到", "去"} and _by_way_of(ref, following, ctx.alignment.ref):
        # 打车到机场 for 打车去机场: how one travels, then 到 or 去 + the place one goes
        return Issue(Weight.FINE, "paraphrase", f"{att} + a place says where one goes, as {ref} does.")
    if {ref, att} == {"到", "去"} and _asks_the_way(ctx.reference):
        return Issue(Weight.FINE, "paraphrase", f"{att}…怎么走 asks the way as {ref}…怎么走 does.")
    activity = _activity_before(ref, att, ctx)
    if activity:
        return Issue(Weight.FINE, "paraphrase", f"{activity}{att} says the same as {activity}{ref}.")
    held = next((w for w in following[:2] if w not in ("了", "过")), "")
    if {ref, att} <= _HOLDING and (is_noun(held) or tag(held).startswith("v")):  # 举行了会谈 / 进行了会谈 "held talks"
        return Issue(Weight.FINE, "paraphrase", f"{att} + {held} says it was held, as {ref} + {held} does.")
    if {ref, att} <= _WINNING and (held.startswith("第") or held.endswith(_PRIZES)):  # 拿了第一名, 拿到奖学金
        return Issue(Weight.FINE, "paraphrase", f"{att} says the prize or place was won, as {ref} does.")
    if ref == "人" and (named := _person_named(att, ctx.english)):  # 那位先生 / 那个男人 for 那个人 "that man"
        return Issue(Weight.FINE, "paraphrase", f"{att} says “{named}”, as the English does.")
    if ref == "人" and (other := _other_sex(att, ctx.english)):  # 那位先生 for "the woman"
        message = f"{att} names a {other[0]}; the sentence speaks of a {other[1]}. In Chinese: {ctx.reference}"
        return Issue(Weight.MEANING, "person", message, 0.5, ref_word=ref, att_word=att)
    modified = _modifier(ref, att, ctx)
    if modified:
        return modified
    # not an opposite whose gloss names the reference's word (简单 "simple; not complicated" for 复杂)
    if same_meaning(ref, att, ctx.stems) and frozenset((ref, att)) not in lexicon.ALL_OPPOSITES:
        return Issue(Weight.FINE, "paraphrase", f"{quoted(att)} means the same as {ref}.")
    if {ref, att} <= _FOR_SOMEONE and _for_someone(following):
        return Issue(Weight.FINE, "paraphrase", f"{quoted(att)} and {ref} before {following[0]} both say “for”.")
    both_light = not is_content(ref) and not is_content(att)
    # 除了…还/也 say the same, and 又…又 "both … and" says A 也 B (我又饿又渴 / 我饿了，也渴了)
    both = "".join(ctx.alignment.att).count("又") > 1 or "".join(ctx.alignment.ref).count("又") > 1
    apart = frozenset((ref, att)) in _APART_ADVERBS and "除了" not in ctx.reference and not both
    if both_light and (apart or ({ref, att} & _ONLY and {ref, att} & _NOT_ONLY_ADVERBS)):  # 也喝茶 for 只喝茶
        message = f"You wrote {with_gloss(att)}, but the sentence says {with_gloss(ref, ctx.english)}."
        return Issue(Weight.MEANING, "scope", message, LIGHT, ref_word=ref, att_word=att)
    if {ref, att} == {"航班", "飞机"} and _FLIGHT_EVENTS.search("".join(ctx.alignment.ref)):
        # 飞机晚点了 for 航班推迟了: in a delay, take-off or landing, the plane is the flight
        return Issue(Weight.FINE, "paraphrase", f"{quoted(att)} says the flight here, as {ref} does.")
    if ref == "岁" and att == "了" and _AGE_BY_LE.search("".join(ctx.alignment.att)):
        return Issue(Weight.FINE, "paraphrase", "A number + 了 says the age, as 岁 does.")  # 我今年二十了
    if {ref, att} == {"太", "过"} and following and tag(following[0]).startswith("a"):
        # 房价过高 / 房价太高: 过 before a quality says "too", as 太 does
        return Issue(Weight.FINE, "paraphrase", f"{att} before {following[0]} says “too”, as {ref} does.")
    if {ref, att} <= _PLAIN_DEGREES:  # 真漂亮 / 很好看: how much, said by another plain degree
        return Issue(Weight.FINE, "paraphrase", f"{quoted(att)} says the degree as {ref} does.")
    if att == "太" and ref in _PLAIN_DEGREES and _exclaimed(ctx.alignment.att) and "too" not in ctx.english.lower():
        # 这个太好玩了 for 这个真的很好玩: 太…了 cries "so …!" where the English says no "too"
        return Issue(Weight.FINE, "paraphrase", f"太…了 says “so …!” here, as {ref} says the degree.")
    if {ref, att} == {"看", "想"} and f"怎么{ref}" in "".join(ctx.alignment.ref):
        # 别人怎么看 / 别人怎么想: what others think of it, asked either way
        return Issue(Weight.FINE, "paraphrase", f"怎么{att} asks what one thinks, as 怎么{ref} does.")
    if {ref, att} <= _ANYONE and (nobody := _all_not(following)):
        # 谁都不想出门 / 大家都不想出去: "nobody" said as "everyone … not"
        return Issue(Weight.FINE, "paraphrase", f"{att}{nobody} says “nobody”, as {ref}{nobody} does.")
    if {ref, att} == {"天", "时间"} and following[:1] == ("不",) and following[1:2] and following[1].startswith("早"):
        return Issue(Weight.FINE, "paraphrase", f"{att}不早了 says it is getting late, as {ref}不早了 does.")
    if {ref, att} == {"回家", "回去"} and "home" in ctx.english.lower():  # 咱们该回去了 "we should go home"
        return Issue(Weight.FINE, "paraphrase", f"{att} says going back, home as the English says.")
    if {ref, att} == {"了", "已经"} and _how_long(following):  # 他生病已经三天了 / 他病了三天了
        return Issue(Weight.FINE, "particle", f"{att} before how long says how long it has gone on, as {ref} does.")
    if {ref, att} == {"有", "是"} and following[:1] and following[0] in _HOW_MUCH:  # 是多么重要 / 有多么重要
        return Issue(Weight.FINE, "particle", f"{att} before {following[0]} leads in the degree, as {ref} does.")
    if lexicon.CONNECTIVE_CLASS.get(ref) == lexicon.CONNECTIVE_CLASS.get(att) == "cause":  # 他为迟到道歉 / 因为迟到
        return Issue(Weight.FINE, "paraphrase", f"{quoted(att)} gives the cause, as {ref} does.")
    if {ref, att} == {"为", "给"} and _CHEERED.intersection(following[1:4]):
        # 给球队加油 for 为球队加油: "for" the one cheered or served, either way
        return Issue(Weight.FINE, "paraphrase", f"{att} says “for” here, as {ref} does.")
    if ref in ("我们", "咱们") and att == "一起" and "一起" not in ctx.alignment.ref:
        # 周末一起去看电影怎么样 for 这个周末我们去看电影吧: "together" says who goes, all of us
        return Issue(Weight.FINE, "paraphrase", f"一起 says who: all of us together; {ref} may be left out.")
    if both_light and not (ref in lexicon.PRONOUNS and att in lexicon.PRONOUNS):
        if any_shared_sense(ref, att) and not (_protected_light(ref) or _protected_light(att)):
            return Issue(Weight.FINE, "paraphrase", f"{quoted(att)} means the same as {ref} here.")
        return Issue(Weight.SLIP, "word", f"Use {with_gloss(ref)} here, not {quoted(att)}.", words=(ref, att))
    if (turned := _other_direction(ref, att, ctx)) is not None:
        return turned
    said = with_gloss(ref, ctx.english, following[0] if following else "")
    message = f"You wrote {with_gloss(att)}, but the sentence says {said}."
    return Issue(Weight.MEANING, "wrong_word", message, word_weight(ref), ref_word=ref, att_word=att)


_HOLDING = frozenset("举行 进行 举办 办".split())  # verbs of holding an event (举行婚礼, 办婚礼, 进行会谈)
_PRIZES = ("奖", "名", "冠军", "奖学金", "金牌", "银牌", "铜牌", "奖杯")  # what is won (第一名, 奖学金)
_WINNING = frozenset("得 拿 拿到 获得 得到 赢得 夺得".split())  # verbs of winning a prize or a place (得了第一名)

# How Chinese names a man or a woman politely, where English says "man" or "woman" (那位先生是谁 "Who is that man?").
_POLITELY_NAMED = {
    "先生": ("man", "gentleman"),
    "男士": ("man", "gentleman"),
    "女士": ("woman", "lady"),
    "小姐": ("woman", "lady", "girl"),
}


# What English calls someone by, where Chinese may say only 人 "person" (stems, as english_said gives them)
_SOMEONE = frozenset(stem(w) for w in "man men woman women boy girl gentleman lady guy child kid person people".split())


_MEN = frozenset("男人 男的 男士 先生 男孩 男孩子 男生".split())
_WOMEN = frozenset("女人 女的 女士 小姐 女孩 女孩子 女生".split())
_ENGLISH_MEN = frozenset("man men gentleman gentlemen boy boys guy".split())
_ENGLISH_WOMEN = frozenset("woman women lady ladies girl girls".split())


def _other_sex(word: str, english: str) -> tuple[str, str] | None:
    """(what the word names, what the English names) where a word for a man stands where the English speaks of a
    woman, or back; else None."""
    said = set(english_tokens(english))
    if word in _MEN and said & _ENGLISH_WOMEN and not said & _ENGLISH_MEN:
        return "man", "woman"
    if word in _WOMEN and said & _ENGLISH_MEN and not said & _ENGLISH_WOMEN:
        return "woman", "man"
    return None


def _person_named(word: str, english: str) -> str:
    """The English word (a stem of it) for someone that the attempt's person word says where the reference has only
    人 "person": 男人 "man", 先生 "gentleman" for "man"; else ""."""
    said = set(english_tokens(english))
    if word in _POLITELY_NAMED:  # 先生 "teacher" too: only what it names a person by here
        return next((w for w in _POLITELY_NAMED[word] if w in said), "")
    if not thesaurus.filed_under(word, "A"):
        return ""
    return min(english_said(word, english, whole=True) & _SOMEONE, default="")


_TRAVELLING = frozenset("打车 坐车 开车 骑车 坐飞机 坐火车 坐地铁 坐公交车 坐船 走路 骑自行车 飞 走".split())


def _by_way_of(word: str, following: tuple[str, ...], ref: tuple[str, ...]) -> bool:
    """Does the reference's 到 or 去 follow how one travels (打车, 坐地铁) or where from (从我家), and come before a
    place (机场)?"""
    k = ref.index(word) if word in ref else 0
    travelling = k > 0 and (ref[k - 1] in _TRAVELLING or "".join(ref[max(0, k - 2) : k]) in _TRAVELLING)
    travelling = travelling or "从" in ref[max(0, k - 3) : k]  # 从我家到学校 / 从我家去学校: from one place to another
    return travelling and bool(following) and is_noun(following[0])


def _one_before(word: str, ctx: Context) -> bool:
    """Does a 一 (一句话, 一点儿) stand a few words before the reference's ``word``?"""
    ref = ctx.alignment.ref
    k = ref.index(word) if word in ref else 0
    return any(w.startswith("一") for w in ref[max(0, k - 3) : k])


def _goes_to_do(following: tuple[str, ...]) -> bool:
    """A place, then what one goes there to do (商店 买, 前台 办理): not how long the way takes (到学校要二十分钟),
    where 到 "reach" and 去 "go" part."""
    return (
        len(following) > 1
        and following[0] not in lexicon.PRONOUNS
        and is_content(following[0])
        and is_content(following[1])
        and following[1] not in _TAKES
    )


_TAKES = frozenset("要 需要 得 花 用".split())
_FALLING = frozenset("雨 雪 大雨 大雪 暴雨 暴雪".split())


def _named_before(pronoun: str, noun: str, ctx: Context) -> str:
    """The person said for 他 or 她, where the reference names that person first before it and the attempt names
    them twice (看医生…医生说 for 看医生…他说), else ""."""
    if pronoun not in ("他", "她") or not is_nominal(noun) or not thesaurus.filed_under(noun, "A"):
        return ""
    ref, att = ctx.alignment.ref, ctx.alignment.att
    if ref.count(pronoun) != 1 or att.count(noun) < 2:
        return ""
    # the first person the sentence names before the pronoun, who it stands for (我哥哥是老师，他…: 哥哥)
    people = [w for w in ref[: ref.index(pronoun)] if w not in lexicon.PRONOUNS and thesaurus.filed_under(w, "A")]
    return noun if people[:1] == [noun] else ""


_NO_MATTER = frozenset("不管 无论 不论".split())
_FOUND = frozenset("找到 找着".split())
_MAY = frozenset("能 可以 许 准 会".split())  # after 不: "may not", where 不必 says "need not"
_NOT_ONLY = frozenset("不但 不仅 不光 不只".split())
# "How to", or "can't" before a skill one learns (swim, drive): 会, not 能
_KNOWS_HOW = re.compile(r"\bhow to\b|\bcan(?:'t|not)? (?:swim|drive|cook|dance|ski|skate|ride a)\b", re.I)


def _or_said(ref: str, att: str, ctx: Context) -> Issue | None:
    """还是 for 或者 or the other way round: "A or B?" asking which is 还是, "A or B" in a statement 或者."""
    if frozenset((ref, att)) != lexicon.OR_WORDS or ctx.alignment.att[-1:] == ("吗",):
        return None  # 你想喝茶或者咖啡吗 asks yes or no, and may
    if ref == "还是" and _asks(ctx.reference) and not ctx.reference.rstrip("？?").endswith("吗"):
        message = (
            f"A question asking which one says “or” with 还是; 「或者」 is the “or” of a statement. {ctx.reference}"
        )
        return Issue(Weight.SLIP, "word", message, ref_word=ref, att_word=att)
    if ref == "或者" and not _asks(ctx.reference):
        message = f"In a statement “or” is 或者; 「还是」 asks which one. {ctx.reference}"
        return Issue(Weight.SLIP, "word", message, ref_word=ref, att_word=att)
    return None


# Acts done for someone, after 为 or 给 and the one they are for (为球队加油, 给大家鼓掌)
_CHEERED = frozenset("加油 鼓掌 服务 庆祝 欢呼".split())


def _other_direction(ref: str, att: str, ctx: Context) -> Issue | None:
    """One complement of direction for another after the same verb or quality (冷静起来 for 冷静下来 "calm down"):
    how the act goes, a slip named as such, not 起来 glossed "stand up"; opposite ways (出来 / 进去) stay errors."""
    if (
        not ({ref, att} <= lexicon.DIRECTIONAL_COMPLEMENTS and len(ref) == len(att) == 2)
        or ref not in ctx.alignment.ref
    ):
        return None
    toward = ref[0] == att[0] and {ref[1], att[1]} == {"来", "去"}
    # the English says which way for the one speaking (come in, go out, bring it here, over there), or not
    which_way = lexicon.TOWARD_ENGLISH.search(ctx.english) or lexicon.AWAY_ENGLISH.search(ctx.english)
    if toward and ref[0] != "回" and not which_way:
        # 飞出来 / 飞出去 "flew out": toward the one speaking or away, which the English does not say
        message = f"{att} and {ref} differ only in where the speaker stands; the English does not say."
        return Issue(Weight.FINE, "paraphrase", message)
    if any(frozenset(pair) in lexicon.ALL_OPPOSITES for pair in zip(ref, att, strict=True)):
        return None
    k = ctx.alignment.ref.index(ref)
    before = ctx.alignment.ref[k - 1] if k else ""
    if not before or before not in ctx.alignment.att:
        return None
    message = (
        f"After {before}, the sentence says {before}{ref}; {quoted(before + att)} goes another way: {ctx.reference}"
    )
    return Issue(Weight.SLIP, "word", message, ref_word=ref, att_word=att)


def _asks_the_way(sentence: str) -> bool:
    """Does the sentence ask the way (去火车站怎么走, 到银行怎么去)? Then 到 and 去 before the place ask alike."""
    return bool(re.search(r"[到去][^，,。？?]{1,8}怎么(?:走|去)", sentence))


# Localisers that after an activity say "in the course of" or "as regards" alike (在工作中 / 在工作上, 学习上).
_ACTIVITY_LOCALISERS = frozenset("上 中 里 当中".split())


def _activity_before(ref: str, att: str, ctx: Context) -> str:
    """The activity both localisers follow (工作 in 在工作中 / 在工作上), if they are two such localisers after a
    verb or verbal noun: then neither names a place (桌子上 / 桌子里 do), and both say "in one's work"; else ""."""
    if ref not in _ACTIVITY_LOCALISERS or att not in _ACTIVITY_LOCALISERS or ref not in ctx.alignment.ref:
        return ""
    at = ctx.alignment.ref.index(ref)
    before = ctx.alignment.ref[at - 1] if at else ""
    # a thing (信封 "envelope", which jieba tags a verb) has an inside and a top: 信封里 is not 信封上
    codes = thesaurus.codes(before)
    activity = tag(before) in ("v", "vn") and not (codes and all(c.startswith(("A", "B")) for c in codes))
    return before if before in ctx.alignment.att and activity else ""


def _protected_light(word: str) -> bool:
    """Function words whose differences the rules judge themselves (particles, measure words)."""
    return word in lexicon.PARTICLES or word in lexicon.MEASURE_WORDS


_PUTTING = frozenset("放 挂 摆 搁 存 停".split())  # verbs of putting, which say "into" or "on" by the place after them
_INTO = frozenset("进 在 到".split())


def _too_much(prev: str, before: tuple[str, ...]) -> str:
    """太 + the adjective before 了 (太 多, or 太贵 as jieba keeps it), or ""."""
    adjective = prev[1:] if len(prev) == 2 and prev[0] == "太" else prev if before[-2:-1] == ("太",) else ""
    return f"太{adjective}" if adjective and tag(adjective).startswith(("a", "m")) else ""


_VERY = frozenset("很 非常 真 挺 特别".split())  # "very": what 太…了 says of a quality as a remark ("so cold!")


def _very_for_so(ref: tuple[str, ...], att: tuple[str, ...]) -> str:
    """The note on the attempt's 太 + adjective + 了 (太冷了 "so cold!") for the reference's 很 + it (很冷), or ""."""
    for k, word in enumerate(ref[:-1]):
        quality = ref[k + 1]
        if word in _VERY and tag(quality).startswith("a") and f"太{quality}了" in "".join(att):
            return f"太{quality}了 says it as {word}{quality} does."
    return ""


def _so_for_very(ctx: Context) -> str:
    """The attempt's 很, 非常… where the reference says 太…了 "so …!" and the English no "too", or ""."""
    if "太" not in ctx.alignment.ref or "太" in ctx.alignment.att or "too" in ctx.english.lower().split():
        return ""
    return next((w for w in ctx.alignment.att if w in _VERY), "")


def _put_into(verb: str, word: str) -> bool:
    """进, 在 or 到 after a verb of putting (放, 挂), which the place after them says with or without it."""
    if verb == "住" and word == "在":
        return True  # 你住哪儿 / 我住北京, as 住在: where one lives, said by the place alone
    return word in _INTO and (verb in _PUTTING or (verb[-1:] in _INTO and verb[:-1] in _PUTTING))


def _where_note(verb: str, said: str) -> str:
    what = "where one lives" if verb == "住" else "where it goes"
    return f"{verb} + a place says {what}, as {said} does."


_A_LITTLE_UNITS = ("点", "下", "些")  # "a little", "a bit": said with 一 or without it


def _object_as_act(verb: str, thing: str, english: str) -> bool:
    """Is ``verb`` + ``thing`` (下定 + 决心 "make a resolution") said by the thing alone, which is a verb too (决心
    "determination", "to make up one's mind"), where the English says it ("determined")?"""
    senses = dictionary.senses(thing)
    if len(thing) < 2 or not tag(verb).startswith("v") or not senses or senses[0].startswith("to "):
        return False  # 看完 / 完 "to finish": the verb before is the act; 看书 / 书 "book, to write": another act
    acts = tag(thing).startswith("v") or any(sense.startswith("to ") for sense in senses)
    return acts and bool(english_said(thing, english))


def _modifier(ref: str, att: str, ctx: Context) -> Issue | None:
    """A content word put before the reference's word (新书 for 书), or left out before it (票 for 电影票)."""
    longer, shorter = (att, ref) if len(att) > len(ref) else (ref, att)
    a_little = next((u for u in _A_LITTLE_UNITS if u in shorter and shorter.replace(u, f"一{u}", 1) == longer), "")
    if a_little:  # 差(一)点, 有(一)点: 一 before 点 may go inside a word as it may before it (多穿(一)点)
        return Issue(Weight.FINE, "measure_word", f"{longer} and {shorter} say the same here.")
    if longer == ref and ref.startswith(att) and len(ref) > len(att):
        rest = ref[len(att) :]  # 买 for 买药: what the verb is done to, left out
        if _put_into(att, rest):  # 放冰箱里 for 放进冰箱里: the place after 放 says where it goes
            return Issue(Weight.FINE, "paraphrase", _where_note(att, ref))
        if is_content(rest) and not meaning_stems(rest).isdisjoint(ctx.stems):
            message = f"Missing {with_gloss(rest, ctx.english)} after {att}: {ctx.reference}"
            return Issue(Weight.MEANING, "missing_word", message, word_weight(rest), ref_word=ref, att_word=att)
    if len(longer) == len(shorter) or not longer.endswith(shorter):
        return None
    modifier = longer[: len(longer) - len(shorter)]
    if modifier == "一" and shorter in lexicon.MEASURE_WORDS | {"点", "点儿", "下", "些"}:
        return Issue(Weight.FINE, "measure_word", f"{longer} and {shorter} say the same here.")  # 多穿(一)点
    if not is_content(modifier) or lexicon.is_negation(modifier):
        return None
    if longer == ref and _object_as_act(modifier, att, ctx.english):
        return Issue(Weight.FINE, "paraphrase", f"{att} alone says what {ref} says here.")  # 决心戒烟 / 下定决心
    if longer == ref:
        message = f"Missing {with_gloss(modifier, ctx.english)} before {att}: {ctx.reference}"
        return Issue(Weight.MEANING, "missing_word", message, word_weight(modifier), ref_word=ref, att_word=att)
    if not meaning_stems(modifier).isdisjoint(ctx.stems):
        return Issue(Weight.FINE, "extra_word", f"{quoted(att)} is in the English too.")
    if (modifier, shorter) == ("回", "到") and _HOME_OR_BACK.search(ctx.english):
        # 回到家 for 到家 "get home": 回 says one is going back, which "home" says too
        return Issue(Weight.FINE, "extra_word", f"{att} says one got back, as “home” does.")
    if modifier == "走" and shorter in _DIRECTIONS:
        # 走进 for 进 "went in": 走 says only that one went on foot, as one goes
        return Issue(Weight.FINE, "extra_word", f"{att} says it too: 走 before {shorter} only says how one went.")
    liked = _liked_by_doing(att, modifier, ctx.alignment.att)
    if liked:
        return Issue(Weight.FINE, "extra_word", f"{liked}{att} is how Chinese says it: one likes doing something.")
    message = f"You added {with_gloss(modifier)}: the sentence says {ref}."
    return Issue(Weight.MEANING, "extra_word", message, 0, 1, att_word=modifier)


_HOME_OR_BACK = re.compile(r"\b(?:home|back)\b", re.IGNORECASE)
_DIRECTIONS = frozenset("进 出 上 下 回 过 进来 进去 出来 出去 回来 回去 过来 过去 上来 下来".split())
# Verbs of liking and wanting, whose object Chinese often says as an act (喜欢喝茶 for "like tea").
_LIKING = frozenset("喜欢 爱 讨厌 不喜欢 习惯 想 怕".split())


_NOW = frozenset(("now", "at present", "at the present time", "nowadays", "currently"))
_NOW_ENGLISH = re.compile(r"\b(?:now|present|presently|nowadays|currently|current|moment|these days)\b", re.I)
_PRESENT = re.compile(r"\b(?:is|are|am)\b|'(?:s|re|m)\b", re.IGNORECASE)


def _now_implied(word: str, ctx: Context) -> bool:
    """Is an added time word one that says "now" (CC-CEDICT's first sense: 现在, 目前), in a sentence of no time of
    its own that the English puts in the present (经理现在在开会 for 经理正在开会, "The manager is in a meeting")?"""
    now = _says_now(word)
    if now and "比" in ctx.alignment.ref and _THEN_COMPARED & set(ctx.alignment.ref):
        return True  # 他现在比过去成熟得多 for 他比以前成熟多了: compared with before is compared with now
    timeless = not any(w in lexicon.TIME_WORDS for w in ctx.alignment.ref)
    return now and timeless and bool(_PRESENT.search(ctx.english))


# 请 "please" asks the one spoken to (请稍等 for 请您等一下); 请你吃饭 "treat you to dinner" names them
_PLEASE = re.compile(r"\bplease\b", re.IGNORECASE)
_RECEIVING = ("获得", "得到", "受到", "遭到")  # verbs that take an act as what one receives: 得到批准, 受到批评


def _received(act: str, att: tuple[str, ...]) -> str:
    """The attempt's verb of receiving right before the act (获得 of 获得批准), or ""."""
    return next((w for w, v in zip(att, att[1:], strict=False) if w in _RECEIVING and v == act), "")


_NOW_AS_THINGS_STAND = frozenset("事到如今 事已至此".split())  # "now that it has come to this"


def _says_now(word: str) -> bool:
    """Does the word mean "now" (如今, 眼下, 事到如今)?"""
    senses = dictionary.senses(word)
    return word in _NOW_AS_THINGS_STAND or bool(senses and senses[0] in _NOW)


def _now_said(words: tuple[str, ...]) -> str:
    """How a sentence without 现在 says "now": a word meaning it (如今, 眼下, 事到如今), or, with no time word of its
    own, an act going on (在开会, 正在下雨, 开会呢); else ""."""
    if said := next((w for w in words if _says_now(w)), ""):
        return said
    if any(w in lexicon.TIME_WORDS for w in words):
        return ""
    going_on = next((f"{w}{v}" for w, v in zip(words, words[1:], strict=False) if w in ("在", "正在") and _acts(v)), "")
    return going_on or ("…呢" if words[-1:] == ("呢",) else "")


_THEN_COMPARED = frozenset("以前 过去 从前 原来".split())
_MORE = frozenset("更 更加 越来越".split())


def _former(following: tuple[str, ...], ctx: Context) -> bool:
    """Is the word after 以前的 a person the reference calls 老 (老同学 "old classmate", 老朋友)?"""
    said = "".join(ctx.alignment.ref)
    return bool(following) and following[0] != "人" and f"老{following[0]}" in said  # 老人 "the old" is no 以前的人


def _then_compared(word: str, ctx: Context) -> str:
    """The reference's word for "before" in a comparison with 比 (比原来的), when the word is one too; else ""."""
    if word not in _THEN_COMPARED or "比" not in ctx.alignment.ref:
        return ""
    return next((w for w in ctx.alignment.ref if w in _THEN_COMPARED), "")


def _liked_by_doing(word: str, verb: str, words: tuple[str, ...]) -> str:
    """The verb of liking before a verb and its object the attempt says where the reference has the object alone
    (喜欢 in 我喜欢喝茶 for 我喜欢茶), else "". The two must be a common pair, one CC-CEDICT lists or jieba has seen
    often (喝茶, 看书; not 卖茶): the act one does with the thing, not another act."""
    k = words.index(word) if word in words else 0
    if not k or words[k - 1] not in _LIKING or not tag(verb).startswith("v"):
        return ""
    common = dictionary.is_word(word) or tokenizer().FREQ.get(word, 0) >= _COMMON_PAIR
    return words[k - 1] if common else ""


_COMMON_PAIR = 50  # jieba's count for a verb and its object as one word: 喝茶 463, 喝水 302, 卖茶 3


def negated(word: str, other: str) -> bool:
    """Is other the word negated: 没有 for 有, 没事 for 有事, 不想 for 想? Not a word that only starts like a
    negation (别人 "other people" for 人)."""
    if other[:1] in ("不", "没", "别") and other[1:] == word and other not in lexicon.NOT_NEGATION:
        return True
    return word[:1] == "有" and other[:1] == "没" and len(word) > 1 and word[1:] == other[1:]


def _phrase_nouns(following: tuple[str, ...]) -> list[str]:
    """The nouns of the phrase a measure word opens, up to its verb or the end of the clause: 一条关于地震的新闻
    -> 地震, 新闻."""
    out = []
    for k, word in enumerate(following[:_PHRASE]):
        # a verb ends the phrase, unless a 的 after it makes it part of what describes the noun (关于农村生活的小说)
        if tag(word).startswith("v") and tag(word) != "vn" and out and "的" not in following[k + 1 : _PHRASE]:
            break
        # 车: jieba's "zg", a thing; 改革, 比赛: an act named as a noun ("vn"), counted as an event (一次改革)
        # 包裹, tagged a verb, right after the measure word: a thing, as its listed measure words say
        listed = (len(word) == 1 or k == 0) and listed_measure_words(word)
        # a noun before another describes it (一场新闻发布会: 场 counts 发布会, not 新闻)
        head = following[k + 1] if k + 1 < len(following) else ""
        classes = thesaurus.top_classes(head)  # jieba tags 有点, 总算 nouns too: Cilin files them adverbs
        described = tag(word) == tag(head) == "n" and bool(classes) and classes <= _THINGS_AND_MATTERS
        if (is_noun(word) or tag(word) == "vn" or listed) and not described:
            out.append(word)
    return out


_PHRASE = 6  # words after a measure word that may belong to its noun phrase
_THINGS_AND_MATTERS = frozenset("ABCD")  # Cilin's people, things, times and places, and matters


def counted(following: tuple[str, ...]) -> str:
    """The noun a measure word counts: the first noun among the words after it (一双漂亮的鞋 -> 鞋), the last of
    nouns that run together, which is the head (一场新闻发布会 -> 发布会)."""
    start = next((k for k, w in enumerate(following[:_PHRASE]) if is_noun(w)), None)
    if start is None:
        return following[0] if following else ""
    end = start
    while end + 1 < len(following) and is_noun(following[end + 1]):
        end += 1
    return following[end]


def _number(ref: str, att: str, ref_value: float, att_value: float, nxt: str, ordinal: bool = False) -> Issue:
    if ref_value != att_value:
        shown = lexicon.number_text(ref_value)
        said = ref if ref == shown else f"{ref} ({shown})"  # 90, not "90 (90)"
        return Issue(Weight.MEANING, "number", f"You wrote {quoted(att)}, but the number is {said}.", 0.5)
    if att == "二" and ref == "两" and nxt in lexicon.MEASURE_WORDS:
        return Issue(Weight.SLIP, "number", f"Before a measure word, 2 is 两, not 二: 两{nxt}.")
    if att == "两" and ref == "二" and ordinal:
        return Issue(Weight.SLIP, "number", "After 第, 2 is 二, not 两: 第二.")
    return Issue(Weight.FINE, "paraphrase", f"{quoted(att)} is the same number as {ref}.")


def _another_amount(ref: str, att: str) -> bool:
    """Two units of amount (斤 / 公斤), or a unit and a measure word that only counts (个 / 公斤)?"""
    units = (ref in _UNITS_OF_AMOUNT) + (att in _UNITS_OF_AMOUNT)
    return units == 2 or (units == 1 and {ref, att} <= lexicon.MEASURE_WORDS)


def _at_a_place(following: tuple[str, ...]) -> bool:
    """Does 在 + a place follow (在家, 在 办公室), where 不在 and 没在 both say "not at"? Not 在 + an act going on
    (没在看书: "isn't reading"), which takes 没."""
    if not following or not following[0].startswith("在"):
        return False
    return following[0] != "在" or (len(following) > 1 and is_noun(following[1]))


# Words that say "for someone" before the person and the act done for them (给我们提供, 为我们提供, 替他买).
_FOR_SOMEONE = frozenset("给 为 替".split())


def _for_someone(following: tuple[str, ...]) -> bool:
    """Do a person and then an act follow (我们 提供)? Then 给 is "for", not "give" (给我一本书)."""
    return len(following) > 1 and following[0] in lexicon.PERSONAL_PRONOUNS and tag(following[1]).startswith("v")


_FLIGHT_EVENTS = re.compile(r"晚点|推迟|延误|延迟|起飞|降落|取消|到达|抵达")
_AGE_BY_LE = re.compile(r"[一二三四五六七八九十两\d]多?了$")  # 我今年二十了 "I'm twenty this year", 八十多了


# Degree adverbs that say "very" alike (not 太 "too", which says more than is wanted).
_PLAIN_DEGREES = lexicon.DEGREE_ADVERBS - {"太"}


def _exclaimed(words: tuple[str, ...]) -> bool:
    """太 + a quality + 了 closing a clause (太好玩了): the cry "so …!", not "too …"."""
    ends = (*words, "。")
    return any(
        w == "太" and ends[i + 2 : i + 3] == ("了",) and ends[i + 3] in "，,。！!？?" for i, w in enumerate(words)
    )


_NOT_OR_DID_NOT = "没 says something did not happen; 不, that it does not or will not."


def _had_not(following: tuple[str, ...], att_following: tuple[str, ...]) -> bool:
    """Is the reference's 没有 "have no" + a thing (没有课), which the attempt says as 不 + an act done with that
    thing (不上课)?"""
    if not following or not att_following or not is_noun(following[0]) or not tag(att_following[0]).startswith("v"):
        return False
    thing = following[0]
    return thing in att_following[1:3] or (thing in att_following[0] and thing != att_following[0])  # 上课 / 课


# Negators that tell someone not to do something: "don't" (别, 不要) and "no need to" (不用, 甭) both say it in a
# request (别担心 / 不用担心 "Don't worry"), as a teacher accepts either.
_TELLING_NOT = frozenset("别 不要 不用 甭 用不着".split())
# How an English request not to do something opens: don't, do not, no need, needn't.
_REQUEST_NOT = re.compile(r"^(?:please )?(?:don't|do not|no need|needn't|there's no need)\b", re.IGNORECASE)
# ... and any request: those and "please".
_REQUEST = re.compile(rf"please\b|{_REQUEST_NOT.pattern}", re.IGNORECASE)
_YOU = frozenset("你 您 你们".split())


def _opens(request: re.Pattern[str], english: str) -> bool:
    """Does the English open as the request does (its curly apostrophe read as a straight one)?"""
    return bool(request.match(english.strip().replace("’", "'")))


def did_not_for_does_not(ref: str, att: str) -> bool:
    """Two negators, one of what did not happen (没, 从来没) and one of what does not (不, 从来不)?"""
    classes = {lexicon.NEGATOR_CLASS.get(w, w).removeprefix("从来") for w in (ref, att)}
    return lexicon.is_negation(ref) and lexicon.is_negation(att) and classes == {"不", "没"}


def _negation_swap(ref: str, att: str, english: str = "") -> Issue:
    ref_negative = lexicon.is_negation(ref) or negated(att, ref)
    att_negative = lexicon.is_negation(att) or negated(ref, att)
    if ref in _TELLING_NOT and att in _TELLING_NOT and _opens(_REQUEST_NOT, english):
        return Issue(Weight.FINE, "paraphrase", f"{quoted(att)} and {ref} both tell someone not to.")
    if ref_negative and att_negative:
        classes = {lexicon.NEGATOR_CLASS.get(ref, ref), lexicon.NEGATOR_CLASS.get(att, att)}
        # both gloss "not", but 没 says it did not happen, 不 that it does not or will not (从来不出国 "never goes"
        # for 从来没出过国 "has never been")
        if did_not_for_does_not(ref, att):
            return Issue(Weight.SLIP, "negation", f"The negation here is {ref}, not {quoted(att)}: {_NOT_OR_DID_NOT}")
        if len(classes) == 1 or {ref, att} == {"不", "不要"} or shared_sense(ref, att):
            return Issue(Weight.FINE, "paraphrase", f"{quoted(att)} and {ref} negate alike.")
        return Issue(Weight.SLIP, "negation", f"The negation here is {ref}, not {quoted(att)}.")
    if ref_negative:
        return Issue(Weight.MEANING, "negation", f"The sentence is negative: {ref}, not {quoted(att)}.", 0.5)
    message = f"{quoted(att)} makes it negative, but the sentence says {ref}."
    return Issue(Weight.MEANING, "negation", message, 0.5)


def _time(ref: str, att: str, ctx: Context) -> Issue:
    if lexicon.TIME_GROUP.get(ref) == lexicon.TIME_GROUP.get(att):
        # times of one group overlap without being one (早上 is early, 上午 until noon): both fit, no more
        return Issue(Weight.FINE, "paraphrase", f"{quoted(att)} fits the English as well as {ref}.")
    said = gloss(ref, ctx.english) or ref
    first = next(iter(dictionary.meanings(ref)), "")
    if len(said.split()) == 1 and said in first.split() and len(first.split()) > 2:
        said = first  # 年底 "end of the year", 后天 "day after tomorrow": not the one word the English has of it
    message = f"You wrote {quoted(att)}, but the sentence says {said}: {ref}."
    return Issue(Weight.MEANING, "time", message, 0.5, ref_word=ref, att_word=att)


def _measure_swap(
    ref: str, att: str, following: tuple[str, ...], ctx: Context, att_following: tuple[str, ...] = ()
) -> Issue:
    noun = counted(following)
    if ref == "把" and following[:1] and is_noun(following[0]) and _handling(ctx.alignment.ref, ctx.alignment.att):
        # 我不小心删掉了那个文件 for 我不小心把文件删了: the 把 of handling, said in the plain order, no measure word
        return Issue(Weight.FINE, "paraphrase", f"{following[0]} after the verb says it as 把{following[0]} does.")
    if {ref, att} == {"口", "个"} and noun == "人" and "家" in "".join(ctx.alignment.ref):
        return Issue(Weight.FINE, "measure_word", "口 counts the people of a family, as 个 does.")  # 我家有三口人
    if {ref, att} == {"位", "名"}:  # 两千多位居民 / 两千多名居民: people counted, 位 with respect
        return Issue(Weight.FINE, "measure_word", f"{quoted(att)} counts people as {ref} does.")
    if att == "个" and ref in lexicon.GE_ALSO_RIGHT:
        return Issue(Weight.FINE, "measure_word", f"个 is also right here ({ref} is more formal).")
    if ref == "个" and att in lexicon.GE_ALSO_RIGHT:
        return Issue(Weight.FINE, "measure_word", f"{quoted(att)} is also right here.")
    # 这种蛇 is "this kind of snake", which English also calls "this snake".
    kind_said = not ctx.stems.isdisjoint(lexicon.KIND_ENGLISH)
    if (ref in lexicon.KIND_MEASURES or att in lexicon.KIND_MEASURES) and not kind_said:
        return Issue(Weight.FINE, "measure_word", f"{quoted(att)} fits the English as well as {ref}.")
    # CC-CEDICT lists both for the noun (一只狗 and 一条狗): the learner's is right too. The noun counted may
    # come after words that describe it (一首中文歌, 一条关于地震的新闻): any noun of the phrase that lists it.
    # The attempt's own noun too (这道题 for 这个问题: 道 counts 题).
    nouns = _phrase_nouns(following) + _phrase_nouns(att_following)
    # a noun CC-CEDICT does not list is counted as its head (新楼 as 楼: 一栋新楼)
    # and so is one of a quality and a thing (高楼 as 楼: 一栋高楼), which CC-CEDICT may list with fewer measure words
    # (a noun CC-CEDICT gives measure words for is a noun, whatever jieba tags it: 车 in 新车)
    heads = [
        n[1:]
        for n in nouns
        if (not dictionary.is_word(n) or tag(n[:1]).startswith("a"))
        and dictionary.is_word(n[1:])
        and (is_noun(n[1:]) or listed_measure_words(n[1:]))
    ]
    listed = next((n for n in nouns + heads if att in listed_measure_words(n)), "")
    if listed:
        return Issue(Weight.FINE, "measure_word", f"{att} is also a measure word for {listed}, like {ref}.")
    kin = next((n for n in nouns + heads if _kin_measure(att, n)), "")
    if kin:
        return Issue(Weight.FINE, "measure_word", f"{att} is also a measure word for {kin}, like {ref}.")
    # an event: a meeting or a noun CC-CEDICT counts with 场 or 次, else a matter Cilin files as abstract alone (危机)
    event = next((n for n in nouns if n.endswith("会") or {"场", "次"} & listed_measure_words(n)), "")
    event = event or next((n for n in nouns if thesaurus.top_classes(n) == {"D"}), "")
    if {ref, att} == {"场", "次"} and event:  # 一次新闻发布会 / 一场新闻发布会: an event, held once
        return Issue(Weight.FINE, "measure_word", f"{att} counts {event} as an event, like {ref}.")
    verbal = not following or following[0] in lexicon.PARTICLES  # 去过两次, 再说一遍: times, not things
    if verbal and thesaurus.synonyms(ref, att):  # 两回 / 两次 "twice": one Cilin line
        return Issue(Weight.FINE, "measure_word", f"{quoted(att)} says the same as {ref} here.")
    # the noun counted comes after the words that describe it and their 的 (一场精彩的演讲: 演讲, not 精彩)
    if "的" in following[:4] and following.index("的") + 1 < len(following):
        noun = following[following.index("的") + 1]
    noun = next((n for n in nouns if ref in listed_measure_words(n)), noun)
    if ref == "个" and att in ("场", "次") and tag(noun).startswith("v"):  # 一场演讲 for 一个演讲: an act, held
        return Issue(Weight.FINE, "measure_word", f"{att} counts {noun} as an event, as 个 does more plainly.")
    for_noun = f" for {noun}" if is_noun(noun) and noun not in lexicon.MEASURE_WORDS else ""  # never "for 很"
    return Issue(Weight.SLIP, "measure_word", f"The measure word{for_noun} is {ref}, not {quoted(att)}.")


def _kin_measure(measure: str, noun: str) -> bool:
    """Is the measure word one that counts what a measure word CC-CEDICT lists for the noun counts (lexicon.
    MEASURE_KIN: 名 for 老师 as 位, 间 for 商店 as 家, 副 for 筷子 as 双)? 则 counts news and notices, not things
    (一则新闻, not 一则狗): only for a noun Cilin files under abstract matters alone."""
    kin = lexicon.MEASURE_KIN.get(measure, ())
    if not kin or listed_measure_words(noun).isdisjoint(kin):
        return False
    return measure != "则" or thesaurus.top_classes(noun) == {"D"}


# --- A word left out ---------------------------------------------------------------------------------------


# Verbs that report what their subject says, promises or means to do (她说她会来, 他保证自己会戒烟): the clause they
# take has a subject of its own, and when it is the reporter again Chinese may leave it out (她说会来, 他保证会戒烟).
_REPORTING_VERBS = frozenset("说 保证 答应 承诺 发誓 决定 打算 表示 承认 觉得 认为 希望".split())


def _understood_subject(word: str, prev: str, nxt: str, before: tuple[str, ...]) -> bool:
    """The sentence's subject pronoun said again as the subject of a later clause (我做完了，我可以走了吗):
    Chinese says it once. The sentence opens with it, and here it is a subject again: an adverb, modal or
    verb follows it and neither a verb nor the pronoun itself comes right before it (他打了我，我哭了: the
    first 我 is who is hit, and the sentence opens with 他), unless that verb reports what the subject says or
    means to do (她说她会来, or 自己 for the subject: 他保证自己会戒烟): the one who says it is the one who does it."""
    opening = [w for w in before if w not in lexicon.TIME_GROUP][:1]
    reported = bool(opening) and prev in _REPORTING_VERBS and tuple(before[-2:]) == (opening[0], prev)
    if word == "自己" and opening and opening[0] in lexicon.PERSONAL_PRONOUNS:
        word = opening[0]  # 他保证自己: 自己 is the subject again
    if word not in lexicon.PERSONAL_PRONOUNS or opening != [word] or prev in ("", word):
        return False
    if tag(prev).startswith("v") and not reported:
        return False
    return nxt in lexicon.MODALS or (tag(nxt).startswith(("d", "v")) and nxt not in lexicon.TIME_GROUP)


def _owner_is_subject(word: str, ctx: Context) -> bool:
    """Is the pronoun the subject both sentences open with (她在收拾她的行李箱 / 她在收拾行李箱), or 他 / 她 for the
    person both open with (我哥哥 … 他的钱包)? Then what is theirs needs no 她的 again: Chinese leaves the owner out."""
    if word not in lexicon.PERSONAL_PRONOUNS:
        return False
    if word in ("你", "您") and _TOLD.match(ctx.english):
        return True  # 记得带护照 for 记得带你的护照 "remember to bring your passport": told to the one addressed
    sides = (ctx.alignment.ref, ctx.alignment.att)
    openings = [[w for w in words if w not in lexicon.TIME_GROUP][:2] for words in sides]
    if all(opening[:1] == [word] for opening in openings):
        return True
    # 我哥哥丢了他的钱包 / 我哥哥丢了钱包: 他 is the person the sentence opens with
    ours, theirs = openings
    return word in ("他", "她") and ours == theirs and thesaurus.filed_under(ours[-1], ("A",))


def _manner(word: str) -> bool:
    """Does the word say how something is done (认真, 慢慢, 高兴), not how much (很)?"""
    said_how = tag(word)[:1] in "adz" or (len(word) == 2 and word[0] == word[1])
    return said_how and word not in lexicon.DEGREE_ADVERBS


# Verbs that say the same with or without 到 after them (影响到 / 影响 "affect", 考虑到 / 考虑 "consider").
_REACHING = frozenset("影响 涉及 关系 考虑 感觉 感受 受 谈 提".split())


# English that tells the one addressed what to do: a request or an order, whose subject is "you".
_TOLD = re.compile(
    r"(?i)^\W*(?:please|don't|do not|never|remember|make sure|be|take|bring|put|keep|turn|close|open|wash|show|give"
    r"|tell|send|pass|check|fill|write|hand|leave|lock|clean|pack|call|wear|fasten|switch)\b"
)


_CLAUSES = re.compile(r"[，,；;]")


@lru_cache(maxsize=4096)
def _clause_words(sentence: str) -> tuple[tuple[str, ...], ...]:
    """The words of each clause of the sentence, cut as the whole sentence's are."""
    return tuple(split_words(normalise(c)) for c in _CLAUSES.split(sentence) if normalise(c))


_LINKS_BEFORE_SUBJECT = frozenset("可 可是 但 但是 不过 所以 因此 而且 然后 于是".split())
_ASIDES = frozenset("抱歉 对不起 不好意思 谢谢 喂 哎 唉 好吧 好的 嗯 是的 没错 好久不见 你好 您好".split())


def _subject_again(word: str, sentence: str) -> bool:
    """Does the pronoun open a later clause of the sentence, after the first clause has it as its subject (如果你
    明天有空，你可以来: either 你 may go)? Not when the first has it after other words (他打了我，我哭了: the
    first 我 is who is hit)."""
    # a link that opens the clause (可我还是失败了, 但是我…) stands before its subject
    clauses = [c[1:] if c[:1] and c[0] in _LINKS_BEFORE_SUBJECT else c for c in _clause_words(sentence)]
    # jieba may cut the pronoun with the modal after it (我会): the clause still opens with it
    opens = any(
        c[:1] == (word,) or (c and c[0].startswith(word) and c[0][len(word) :] in lexicon.MODALS) for c in clauses[1:]
    )
    if len(clauses) < 2 or word not in clauses[0] or not opens:
        return False
    opening = clauses[0][: clauses[0].index(word)]  # only words that open a clause: 如果, 今天, 其实, 等
    return all(tag(w).startswith(("c", "t", "d")) or w in lexicon.TIME_GROUP or w in _WHEN_OPENERS for w in opening)


# 等我做完了 "when I have finished": a clause of time, jieba's 等 "u"; 是我错了 "it is I who was wrong": the 是 that
# stresses the subject
_WHEN_OPENERS = frozenset("等 等到 是".split())


_THIRD_PERSONS = frozenset("他 她 它 他们 她们 它们".split())
_THINGS_SPOKEN_OF = frozenset("它 它们".split())
# "There" said of a place an earlier clause names (我知道那家饭馆，以前去过(那儿)): left out as 它 is.
_PLACES_SPOKEN_OF = frozenset("那里 那儿 这里 这儿".split())


def _context_supplies(word: str, prev: str, nxt: str, sentence: str) -> bool:
    """A third person left out of a later clause, when an earlier clause names whom or what: as the subject the
    clause opens with (小王今天没来，因为(他)病了) or, for 它 and 那儿, as the thing or place the clause ends on
    (我喜欢这条裙子，我想买(它); 我知道那家饭馆，以前去过(那儿)). Chinese leaves out what the sentence has made
    plain; the pronoun can only mean that one."""
    if word not in _THIRD_PERSONS and word not in _PLACES_SPOKEN_OF:
        return False
    clauses = _clause_words(sentence)
    later = next((k for k, c in enumerate(clauses) if word in c), 0)
    if later == 0 or not any(is_nominal(w) or w in lexicon.PERSONAL_PRONOUNS for w in clauses[0]):
        return False
    clause = clauses[later]
    opens = clause.index(word) == 0 or (tag(prev).startswith("c") and clause.index(word) == 1)
    # the clause ends on it, a closing particle aside (我找不到它了)
    tail = clause[: len(clause) - 1] if clause[-1] in lexicon.PARTICLES and len(clause) > 1 else clause
    ends = word in _THINGS_SPOKEN_OF | _PLACES_SPOKEN_OF and tail[-1] == word and nxt in ("", clause[-1])
    if word in _PLACES_SPOKEN_OF:
        return ends  # 那儿很冷 opening a clause is what is spoken of, not a place already named
    return (opens and nxt not in ("", "的")) or ends  # 他的 is an owner, not the subject


# Verbs that tell or ask someone, whose next clause is taken as what that someone is to do.
_TELLING = frozenset("告诉 让 叫 请 问 要求 劝 通知 提醒 答应".split())


def _told(earlier: tuple[str, ...]) -> str:
    """The one the text so far ends by telling or asking (他 of 告诉他), else "". The next clause is about that
    one: left out, it is understood (老师告诉我们(我们)星期五要交作文); anyone else left out would be taken for it."""
    return earlier[-1] if len(earlier) >= 2 and earlier[-2] in _TELLING else ""


def _said_elsewhere(word: str, earlier: tuple[str, ...], nxt: str, ctx: Context) -> bool:
    """A personal pronoun left out that the sentence still makes plain: the attempt says it in another place
    (他退休以后 for 自从退休以后，他), the reference says it twice (照顾我的猫 said as 照顾猫 after 帮我), or it is
    the subject of a clause, before what is said of it (认识你，很高兴; 我买了新包，你喜欢吗 with 我 or 你 opening a
    later clause before its verb): Chinese leaves such a subject out.
    Not proven wrong, though not surely right: the pronoun might be someone else. Not the object of a verb
    (他打了我: who is hit is no longer said)."""
    if word not in lexicon.PERSONAL_PRONOUNS:
        return False
    opens = _opens_a_later_clause(len(earlier), ctx) and earlier[-1:] != (word,)  # 打了我，我哭了: either 我 is gone
    if word in _SPEAKERS and tag(nxt).startswith(("v", "t")) and opens:
        # 买了个新包，(你)喜欢吗; 谢谢你的邮件，(我)明天回复你: who speaks or is spoken to, before what they do or when
        return True
    if earlier[-1:] and earlier[-1] in _SAYING and word in _THIRD_PERSONS and _speaker_is(word, earlier[:-1]):
        return True  # 她说(她)过一会儿回电话, 妈妈说(她)晚点回来: the one who says is the one said of
    after_next = earlier[-1:] and earlier[-1] in _NEXT and _opens_a_later_clause(len(earlier) - 1, ctx)
    if word in _THIRD_PERSONS and after_next and word not in earlier:
        # 李娜学习很努力，最后(她)通过了考试: the one the sentence is about; not 李娜帮助了他，最后(他)…, where it
        # would now be 李娜
        return True
    # 他打了我我哭了 with one 我 said: the one left out may be either; the first is the object
    prev = next((w for w in reversed(earlier) if w != word), "")
    if (tag(prev).startswith("v") or prev in lexicon.PARTICLES) and nxt != "的":
        return False
    if word in ctx.alignment.att or ctx.alignment.ref.count(word) > 1:
        return True
    return nxt in lexicon.MODALS or tag(nxt).startswith(("d", "a")) or nxt[:1] in ("很", "太", "也", "都", "还")


# Words that open a clause with what came next (最后, 后来, 于是): the clause goes on with the one it is about.
_NEXT = frozenset("最后 后来 然后 终于 接着 于是 结果".split())
# Verbs that report what someone says or thinks of themselves: the subject of what follows may be left out.
_SAYING = frozenset("说 觉得 认为 以为 希望 答应 决定 打算".split())


def _speaker_is(word: str, subject: tuple[str, ...]) -> bool:
    """Is the one who says (the words before 说) that third person: the pronoun itself, or a noun of one person
    (妈妈), not 我 or 你, of whom 她 could not be said?"""
    return subject == (word,) or (
        len(subject) in (1, 2) and all(is_nominal(w) for w in subject) and not set(subject) & lexicon.PERSONAL_PRONOUNS
    )


def _opens_a_later_clause(at: int, ctx: Context) -> bool:
    """Does the reference's word at this place open a clause after the first (你 in 我买了新包，你喜欢吗; not the
    first 我 of 他打了我，我哭了, who is hit)?"""
    clauses = _clause_words(ctx.reference)
    if sum(map(len, clauses)) != len(ctx.alignment.ref):
        return False  # cut otherwise clause by clause: the places cannot be matched
    starts = [sum(map(len, clauses[:k])) for k in range(1, len(clauses))]
    return at in starts


_AFTER = frozenset("以后 之后 后".split())


def _after_said(before: str, other: tuple[str, ...]) -> str:
    """How the other sentence says "after" what comes before 以后 without it, or "": the act with 了 (到家了 for
    到家以后, 下了课 for 下课以后), or 自从 "since" (自从搬来这儿 for 搬到这里以后)."""
    if "自从" in other:
        return "自从 says it"
    text = "".join(other)
    said = [f"{before}了", f"{before[:1]}了{before[1:]}"] if before else []
    return next((f"{s} says it" for s in said if s in text), "")


def _done_with_le(thing: str, ref: tuple[str, ...], att: tuple[str, ...]) -> str:
    """The act done and its thing (吃了晚饭) where both sentences say it before the attempt's 以后, or ""."""
    for words in (ref, att):
        k = words.index(thing) if thing in words else -1
        if k < 2 or words[k - 1] != "了":
            return ""
    k = ref.index(thing)
    return "".join(ref[k - 2 : k + 1])


def _done_said(before: tuple[str, ...], ctx: Context) -> str:
    """How the attempt says "after" the act before the reference's 以后 (谈判了三天 for 谈判了三天以后): that act
    with 了 in the attempt, or an act finished (吃完晚饭 for 晚饭后, 放完假 for 假期结束后), the English saying
    "after" or "when"; else ""."""
    if not _AFTER_ENGLISH.search(ctx.english):
        return ""
    if finished := _finished(ctx.alignment.att):
        return f"{finished} says it"
    verb = next((w for w in reversed(before[-4:]) if tag(w).startswith("v")), "")
    return f"{verb}了 says it" if verb and f"{verb}了" in "".join(ctx.alignment.att) else ""


def _finished(words: tuple[str, ...]) -> str:
    """A verb with 完 "finished" after it (吃完, 放 完 as jieba may cut it, 上完课), or ""."""
    for i, word in enumerate(words):
        if len(word) > 1 and word.endswith("完") and _acts(word[:-1]):
            return word
        if word == "完" and i and _acts(words[i - 1]):
            return words[i - 1] + word
    return ""


def _acts(word: str) -> bool:
    """A verb, or 上 / 下 going somewhere (上课, 下班, 上车), which jieba tags as directions or things."""
    return tag(word).startswith("v") or word[:1] in ("上", "下")


def _after_finished(word: str, nxt: str, ctx: Context) -> str:
    """Is the attempt's word the act finished (its verb or 完) that says the "after" of the English, where the
    reference's 以后 is not in the attempt (放完假 for 假期结束后)? Then that act, else ""."""
    finished = _finished(ctx.alignment.att)
    if not finished or not _AFTER_ENGLISH.search(ctx.english) or not _AFTER & set(ctx.alignment.ref):
        return ""
    if _AFTER & set(ctx.alignment.att) or word not in (finished, finished[:-1], "完"):
        return ""
    return finished if word != finished[:-1] or nxt == "完" else ""


_AFTER_ENGLISH = re.compile(r"\b(?:after|when|once|having)\b", re.IGNORECASE)


def _as_soon_as(word: str, nxt: str, following: tuple[str, ...]) -> bool:
    """Is the word the 一 of 一…就 "as soon as" (一 before a verb, 就 after it): no number? A verb by jieba or by
    CC-CEDICT's first sense (回家 "to go home", which jieba tags a noun)."""
    return word == "一" and _an_act(nxt) and "就" in following


def _an_act(word: str) -> bool:
    """A verb by jieba's tag or CC-CEDICT's first sense (回家 "to go home", which jieba tags a noun)."""
    senses = dictionary.senses(word) if word else []
    return tag(word).startswith("v") or bool(senses and senses[0].startswith("to "))


# Questions of how things stand now (现在几点(了), 你儿子几岁(了)): a closing 了 of "by now" may be said or not.
_HOW_THINGS_STAND = ("几点", "几岁", "多大", "星期几", "几号")
_NOW_ASKED = "了 at the end may be said or not: the question asks how things stand now."


def _asks_how_it_stands(words: tuple[str, ...], before: tuple[str, ...]) -> bool:
    """Do the words before a closing 了 end in a question of the time, an age or a date (几点, 多大)?"""
    return "".join(before + words).endswith(_HOW_THINGS_STAND)


def _opens_as_soon_as(words: tuple[str, ...]) -> bool:
    """Do the words have the 一 + verb that opens 一…就?"""
    return any(w == "一" and _an_act(n) for w, n in zip(words, words[1:], strict=False))


# Words that say one act came right after another, as 一…就 does: 回到家以后马上…, 一到就…
_RIGHT_AFTER = frozenset("马上 立刻 立即 随即".split())
_AFTER_AN_ACT = frozenset("以后 之后 后".split())


def _right_after(words: tuple[str, ...]) -> bool:
    """Does the attempt say "right after" otherwise than with 一…就 (以后马上, 立刻)?"""
    return not _RIGHT_AFTER.isdisjoint(words)


# Words that put one act before the next (…以后, …就, 等…): a 了 before them (after 等) says the first is done by then.
_DONE_BEFORE = _RIGHT_AFTER | _AFTER_AN_ACT | frozenset(("就",))


def _first_act_moved(word: str, ctx: Context) -> bool:
    """Is the word the act 一…就 opens with (到 of 我一到就…), said by the attempt too, in another place (到了以后我
    马上…)? Whether the attempt says "as soon as" otherwise is the caller's to ask (_as_soon_as_otherwise)."""
    ref = ctx.alignment.ref
    opened = any(w == "一" and n == word for w, n in zip(ref, ref[1:], strict=False))
    return opened and word in ctx.alignment.att


def _as_soon_as_otherwise(ctx: Context) -> str:
    """The note, when the reference says 一…就 "as soon as" and the attempt says it with no 一, by a word of "right
    after" (回到家以后马上…); else ""."""
    if "一" in ctx.alignment.att or not _opens_as_soon_as(ctx.alignment.ref) or not _right_after(ctx.alignment.att):
        return ""
    said = next(w for w in ctx.alignment.att if w in _RIGHT_AFTER)
    return f"{said} says it came right after, as 一…就 does."


# Objects a verb takes only to be a whole word (吃饭 "eat", 睡觉 "sleep"): 我吃过了 says 我吃过饭了, unless the
# English names the thing (a meal, some rice).
_EMPTY_OBJECTS = {"饭": "吃", "觉": "睡"}
_ASPECT = frozenset("了 过 着".split())
_THINGS_NAMED = re.compile(r"\b(meal|rice|food|lunch|dinner|breakfast|nap)s?\b", re.IGNORECASE)


def _cannot_said(verb: str, ref: tuple[str, ...]) -> str:
    """The reference's word that says "cannot" with this verb and a result (看不懂 for 看 不 明白), or ""."""
    return next((w for w in ref if len(w) > 2 and w[0] == verb and w[1] == "不"), "") if len(verb) == 1 else ""


def _cannot_unsaid(att: tuple[str, ...], ref: tuple[str, ...]) -> str:
    """The attempt's "cannot" the reference does not say: a word with 不 or 没 inside (想不通), or a verb and 不 +
    its result cut in two (``_cannot_cut``); else ""."""
    inside = next((w for w in att if lexicon.negated_inside(w) and w not in ref), "")
    return inside or _cannot_cut(att, ref)


def _cannot_cut(att: tuple[str, ...], ref: tuple[str, ...]) -> str:
    """A verb and 不 + its result that jieba cuts in two (睡 不着 "cannot fall asleep"), as one word, where the
    reference says that result denied (没睡着 "did not fall asleep"); else ""."""
    said = "".join(ref)
    for verb, result in zip(att, att[1:], strict=False):
        denied = any(f"{no}{verb}{result[1:]}" in said for no in ("没", "没有"))
        if len(result) == 2 and result[0] == "不" and tag(verb).startswith("v") and denied:
            return f"{verb}{result}"
    return ""


def _empty_object(word: str, before: tuple[str, ...], ctx: Context) -> bool:
    """Is the missing word an empty object whose verb the attempt says (饭 of 吃过饭 in 我吃过了)?"""
    verb = _EMPTY_OBJECTS.get(word)
    if verb is None or verb not in ctx.alignment.att or _THINGS_NAMED.search(ctx.english):
        return False
    said = [w for w in before if w not in _ASPECT]
    return bool(said) and said[-1] == verb


def _said_by_neighbour(word: str, prev: str, nxt: str, ctx: Context) -> str:
    """The reference word beside the missing one, kept by the attempt, that says the missing word's meaning the
    English gives (身体 "health" beside 健康 "health"); else ""."""
    said = english_said(word, ctx.english)
    for beside in (nxt, prev):
        if not beside or set(beside) & set(word) or not is_content(beside) or beside not in ctx.alignment.att:
            continue  # 游 of 游泳游得不好 is the verb said again, not a word 游泳 says
        if said & english_said(beside, ctx.english):
            return beside
    return ""


_FUTURE = re.compile(r"\b(?:will|going to|gonna)\b|'ll\b", re.IGNORECASE)
_CAN = re.compile(r"\b(?:can|could|able|know how)\b", re.IGNORECASE)


# Verbs of asking and saying that 开口 "open one's mouth" may go before
_SPEAKING = frozenset("问 说 讲 求 要 借 请".split())
# What one goes somewhere to do, after how one goes (开车去上班, 坐地铁上学)
_GOING_TO_DO = frozenset("上班 上学 上课 工作".split())


# Results a verb reaches, which 不 between them denies it can (想不起来, 看不清楚, 走不动)
_RESULTS = frozenset("起来 出来 下去 清楚 明白 完 动 着 到 起 见 懂 了 开 住 下".split())


_GOING_ON = re.compile(r"\b(?:is|are|am|was|were)\s+\w+ing\b|'(?:s|re|m)\s+\w+ing\b", re.IGNORECASE)


def _says_cannot(words: tuple[str, ...]) -> bool:
    """Do the words say "cannot" (听不懂 kept whole, or 想 不 起来 as jieba cuts it)?"""
    cut = zip(words, words[1:], words[2:], strict=False)
    whole = any(map(lexicon.negated_inside, words))
    return whole or any(w == "不" and tag(v).startswith("v") and r in _RESULTS for v, w, r in cut)


def _went_on(verb: str, att: tuple[str, ...]) -> bool:
    """Does the attempt say the verb (or its last word: 叫 of 狗叫) as an act going on (在叫, 一直在下)?"""
    return any(a in ("在", "正在") and verb.endswith(b) for a, b in zip(att, att[1:], strict=False))  # 狗叫 / 在叫


def _a_language(following: tuple[str, ...]) -> bool:
    """Is the first thing after (past 一点儿, 几句) a language (汉语, 中文, 英语, 法文)?"""
    thing = next((w for w in following if w not in ("一点儿", "一点", "一些", "几句", "点儿", "几")), "")
    return len(thing) == 2 and thing[1] in "语文" and is_noun(thing)


# Verbs of meaning to do something, after which 要 "want to" only stresses the intent (决定(要)去, 下定决心(要)戒烟).
_INTENDING = frozenset("决定 打算 决心 下决心 下定决心 准备 计划 发誓 答应".split())


# Times that said alone are the coming (or current) one: 周末 "this weekend", 月底 "the end of this month"
_THIS_ONE_ALONE = frozenset("周末 月底 月末 月初 年底 年末 年初".split())
# Units that count themselves, with no measure word (两年, 三天, 五岁)
_NO_MEASURE = frozenset("年 天 岁".split())

# Family words a learner uses of their own family without 我 (妈妈喜欢猫 "my mother likes cats").
_FAMILY = frozenset("妈妈 爸爸 爷爷 奶奶 姥姥 姥爷 外婆 外公 哥哥 姐姐 弟弟 妹妹".split())


def _opening_place(sentence: str, said: str) -> bool:
    """Does the sentence open with 在 + a place and a comma (在这个村子里，…) that the attempt opens with, 在 aside?"""
    opening = re.match(r"在([\u4e00-\u9fff]{2,8}[里上中内外])[，,]", sentence.strip())
    return bool(opening) and said.startswith(opening[1])


def missing(ref: tuple[str, ...], i: int, region: Region, ctx: Context) -> Issue:
    """The reference word ref[i] of a region is not in the attempt."""
    word, sentence = ref[i], ctx.reference
    prev = ref[i - 1] if i else (region.before[-1] if region.before else "")
    following = ref[i + 1 :] + region.after
    nxt = following[0] if following else ""
    if word in lexicon.PERSONAL_PRONOUNS and _after_times(word, ctx.alignment.ref, ctx.alignment.att):
        # 每天早上我七点起来 for 我每天七点起床: the person said after the time, not left out
        return Issue(Weight.FINE, "word_order", f"{word} may come after the time, as you put it.")
    if word == "都" and _habit_before(region.before + ref[:i]) and not negations(ctx.alignment.ref):
        # 他坚持每晚跑步 for 他每天晚上都坚持跑步: 都 after a time of habit only stresses "every time"
        return Issue(Weight.FINE, "particle", "都 after a time of habit only stresses it; it may be left out.")
    if word in ("跟", "和") and nxt in lexicon.PERSONAL_PRONOUNS and following[1:2] == ("一起",):
        # 你一起去吗 for 你跟我们一起去吗: 一起 alone says "with us", the one speaking
        return Issue(Weight.FINE, "particle", f"一起 alone says “together with us”; {word}{nxt} may be left out.")
    time = following[1] if following[:1] == ("个",) and len(following) > 1 else following[0] if following else ""
    if word == "这" and time in _THIS_ONE_ALONE and time in ctx.alignment.att:
        # 周末咱们去游泳吧 for 这个周末我们去游泳吧, 月底之前 for 这个月底之前: the one to come, said alone
        return Issue(Weight.FINE, "particle", f"{time} alone is the coming one; 这个 may be left out.")
    if word == "正" and nxt in ("面临", "处于"):
        # 传统手工艺有失传的危险 for 正面临失传的危险: facing it is a state; 正 only stresses "now"
        return Issue(Weight.FINE, "particle", f"正 before {nxt} only stresses “now”; it may be left out.")
    if word == "呢" and not nxt and {"在", "正在", "正"} & set(ctx.alignment.att):
        # 外边这会儿在下雨 for 外面正在下雨呢: 在 says it is going on; 呢 only stresses it
        return Issue(Weight.FINE, "particle", "在 says the act is going on; 呢 after it may be left out.")
    if word == "我" and nxt in _FAMILY and not prev:
        # 妈妈喜欢猫 for 我妈妈喜欢猫: a family word alone, opening the sentence, is the speaker's own family
        return Issue(Weight.FINE, "particle", f"{nxt} alone is taken as your own; 我 may be left out.")
    if word == "在" and not prev and _opening_place(ctx.reference, "".join(ctx.alignment.att)):
        # 这个村子里，几乎每家都养鸡 for 在这个村子里，…: the place opening the sentence needs no 在
        return Issue(Weight.FINE, "particle", "A place that opens the sentence may be said without 在.")
    if word == "就" and (when := _when_said(ctx.alignment.att, ctx.alignment.ref)):
        # 到了以后我给你打电话 for 我到了就给你打电话: 以后 says when the second act comes
        return Issue(Weight.FINE, "particle", f"{when} says when the second act comes; 就 may be left out.")
    if word == "是" and prev in _NO_MATTER and set(ctx.alignment.att) & _NO_MATTER:
        # 无论天晴还是下雨 for 不管是晴天还是雨天: the 是 after "no matter" only leads in the choice
        return Issue(Weight.FINE, "particle", f"是 after {prev} may be left out.")
    if word == "有" and nxt in _HOW_MUCH and any(w in _HOW_MUCH for w in ctx.alignment.att):
        # 他对我这么重要 for 他对我有多重要: the 有 of 有多 "how" only leads in the degree
        return Issue(Weight.FINE, "particle", "有 before 多 may be left out: the degree is said.")
    if word in ("马上", "立刻") and {"快", "很快"} & set(ctx.alignment.att) and nxt == "就":
        return Issue(Weight.FINE, "paraphrase", f"很快就 says it came soon, as {word}就 does.")  # 很快就睡着了
    if word == "去" and nxt in _GOING_TO_DO and tag(prev).startswith("v"):
        # 开车上班 for 开车去上班: how one goes, then what one goes to do; 去 may be said or not
        return Issue(Weight.FINE, "particle", f"{prev}{nxt} says {prev}去{nxt}: 去 may be left out.")
    if word == "去" and nxt in _GOING_TO_DO and nxt.startswith("上"):
        # 你今天上班了吗 for 你今天去上班了吗: 上班 "go to work" says the going itself
        return Issue(Weight.FINE, "particle", f"{nxt} says the going itself; 去 may be left out.")
    if (
        word in _WILL
        and tag(nxt).startswith("v")
        and (will := _will_said(ctx.alignment.ref, ctx.alignment.att, ctx.english))
    ):
        # 明天会下雨 for 明天要下雨: what will happen, said with 会 or 要
        return Issue(Weight.FINE, "paraphrase", f"{will} says it will happen, as {word} does.")
    if word in ("去", "来") and _home_said(prev, ctx.alignment.ref, ctx.alignment.att):
        # 他跑回家了 for 他跑回家去了: 去 after 回家 only says which way, as 回 does already
        return Issue(Weight.FINE, "particle", f"回…{word} only says which way, as 回 does already; {word} may go.")
    if word in _CLOSING_RESULTS and _ba_result_unsaid(prev, ctx.alignment.ref, ctx.alignment.att):
        # 你锁门了吗 for 你把门锁上了吗: with 把 the act takes its result; said plainly, the verb alone says it
        return Issue(Weight.FINE, "particle", f"With 把 the act takes its result {word}; said plainly, it needs none.")
    if people := _people_before_de_ren(word, prev, nxt, region.before + ref[:i], ctx):
        # 老一辈 for 老一辈的人: the word names people already
        return Issue(Weight.FINE, "particle", f"{people} names people already; 的人 may be left out.")
    lasted = prev in lexicon.DURATION_UNITS and prev != "岁" and {"已经", "了"} <= set(ctx.alignment.att)
    if word == "了" and not nxt and lasted:
        # 他在上海已经住了十年 for 他在上海住了十年了: 已经 says it has lasted till now, as the closing 了 does
        return Issue(Weight.FINE, "particle", f"已经 says it has lasted till now, as the 了 after {prev} does.")
    if word == "了" and nxt and _ONCE & set(ctx.alignment.ref) and _ONCE & set(ctx.alignment.att):
        # 她一旦做出决定，就… for 她一旦做出了决定，…: once it is done, said with 了 or without it
        return Issue(
            Weight.FINE, "particle", f"After {next(iter(_ONCE & set(ctx.alignment.att)))}, 了 may be said or not."
        )
    if word == "继续" and _GOES_ON & set(ctx.alignment.att):
        # 房价还要涨 for 房价还会继续上涨 "will keep rising": 还 says it goes on
        return Issue(Weight.FINE, "particle", "还 says it goes on, as 继续 does; 继续 may be left out.")
    if word == "在" and nxt in lexicon.TIME_GROUP and nxt in ctx.alignment.att:
        # 下个月新商场就要开业了 for 新商场将在下个月开业: 在 before a time only marks it, and may be left out
        return Issue(Weight.FINE, "particle", f"在 before {nxt} may be left out: {nxt} says when by itself.")
    if word == "与其" and "不如" in ctx.alignment.att:  # 靠别人不如靠自己 for 与其依靠别人，不如依靠自己
        return Issue(Weight.FINE, "paraphrase", "A 不如 B says B is better, as 与其 A，不如 B does.")
    if word == "直到" and _not_until(ctx.alignment.ref, ctx.alignment.att):
        return Issue(Weight.FINE, "paraphrase", _NOT_UNTIL)  # 失去健康以后才明白 for 直到失去了健康，他才意识到
    if word == "刚" and "就" in following and "一" in ctx.alignment.att and "就" in ctx.alignment.att:
        return Issue(Weight.FINE, "paraphrase", "一…就 says it came right after, as 刚…就 does.")
    if _as_soon_as(word, nxt, following) and "刚" in ctx.alignment.att and "就" in ctx.alignment.att:
        # 他刚到家就把电视打开了 for 他一回到家就打开了电视: 刚…就 says the one came right after the other
        return Issue(Weight.FINE, "paraphrase", "刚…就 says it came right after, as 一…就 does.")
    if _as_soon_as(word, nxt, following) and (soon := _as_soon_as_otherwise(ctx)):
        return Issue(Weight.FINE, "paraphrase", soon)  # 他回到家以后马上开始做饭 for 他一回家就开始做饭
    if _as_soon_as(word, nxt, following):
        # 一到机场就…: "as soon as", no number; said otherwise (到了机场，马上…) it may well be right
        message = f"Missing 一…就 (as soon as): {sentence}"
        return Issue(Weight.SLIP, "missing_word", message, LIGHT, words=(word,))
    if (word == "就" or _first_act_moved(word, ctx)) and (soon := _as_soon_as_otherwise(ctx)):
        return Issue(Weight.FINE, "paraphrase", soon)  # 到了以后我马上… for 我一到就…: 到 said first
    if word == "就" and _opens_as_soon_as(region.before + ref[:i]):
        if "一" not in ctx.alignment.att:
            return Issue(Weight.FINE, "missing_word", "就 goes with the 一 of 一…就.")  # the 一 issue says it
        return Issue(Weight.SLIP, "missing_word", f"Missing 就 of 一…就 (as soon as): {sentence}", LIGHT, words=(word,))
    if lexicon.is_numeral(word):
        if lexicon.number_value(word) == 1 and nxt in lexicon.MEASURE_WORDS:
            return Issue(Weight.FINE, "measure_word", "一 may be left out here.")
        # a lone 一 the English does not count (这一现象, 一上车就) is a word of the wording, not a number
        if _uncounted_one(word, prev, nxt, ctx.english):
            before = f" before {nxt}" if nxt else ""
            return Issue(Weight.MEANING, "missing_word", f"Missing {word}{before}: {sentence}", 0.5)
        return Issue(Weight.MEANING, "number", f"Missing the number {word} ({gloss(word)}): {sentence}", 0.5)
    # 只 with no number or 这/那 before it is the adverb "only" (她只喝绿茶), not a measure word left out; nor is
    # 对 with no noun after it to count ("right" in 他是对的, not "a pair")
    counts = not tag(word).startswith("d") and not (tag(word).startswith("p") and not _phrase_nouns(following))
    # with no number before it, a measure word after a time is a word of its own (农民春天种水稻: 种 "plant")
    counts = counts and not (tag(prev) == "t" or prev in lexicon.TIME_WORDS)
    counting = lexicon.is_numeral(prev) or prev in lexicon.DETERMINERS or counts
    if word in lexicon.MEASURE_WORDS and counting:
        return _missing_measure(word, prev, counted(following), region, ctx)
    if lexicon.is_negation(word) and (cannot := _cannot_unsaid(ctx.alignment.att, ctx.alignment.ref)):
        # 想不通, 搞不懂 for 想不明白, 来不及 "too late" for 没用: its 不 is inside the word jieba keeps whole
        if word not in ("不", "没"):
            return Issue(Weight.FINE, "paraphrase", f"{cannot} says the “not” of {word}.")
        return Issue(Weight.FINE, "paraphrase", f"{cannot} says “cannot” as {prev}{word}{nxt} does.")
    if lexicon.is_negation(word) and (no := _says_no_unsaid(ctx.alignment.att, ctx.alignment.ref)):
        # 禁止吸烟 for 不许吸烟, 很难 for 不容易: the attempt's word says the "no" by its meaning
        return Issue(Weight.FINE, "paraphrase", f"{no} ({gloss(no, ctx.english)}) says the “no” of {word}{nxt}.")
    if word in ("不到", "不足") and lexicon.is_numeral(nxt[:1]) and (fewer := _FEWER & set(ctx.alignment.att)):
        # 来的人少于十个 for 来的人不到十个: "fewer than" a number
        return Issue(Weight.FINE, "paraphrase", f"{min(fewer)} + a number says “fewer than”, as {word} does.")
    if lexicon.is_negation(word) and (
        idiom := _negating_idiom_unsaid(ctx.alignment.att, ctx.alignment.ref, ctx.english)
    ):
        return Issue(Weight.FINE, "paraphrase", f"{idiom} says the negation of {word}{nxt}.")  # 不知所措 for 不知道
    if lexicon.is_negation(word) and (potential := cannot_reach(ctx.alignment.ref, ctx.alignment.att)):
        return Issue(Weight.FINE, "word_order", f"The 不 of {potential} is there, before the verb.")  # 我不找到
    if lexicon.is_negation(word):
        where = f" before {nxt}" if nxt else ""
        message = f"The sentence is negative: {word} is missing{where}. In Chinese: {sentence}"
        return Issue(Weight.MEANING, "negation", message, 0.5)
    if is_content(word) and (beside := _said_by_neighbour(word, prev, nxt, ctx)):
        # 为了健康 for 为了身体健康 "for his health": the word beside it, which the learner kept, says it alone
        ours = f"{beside}{word}" if beside == prev and beside != nxt else f"{word}{beside}"  # 看不清 / 看不清楚
        return Issue(Weight.FINE, "paraphrase", f"{beside} alone says what {ours} says here.")
    if lexicon.CONNECTIVE_CLASS.get(word) == "if" and _IF_SAID_AFTER in ctx.alignment.att:
        # 你努力的话就能学好 for 只要你努力，就能学好: …的话 says "if" at the end of the condition
        return Issue(Weight.FINE, "paraphrase", f"…{_IF_SAID_AFTER} says “if”, as {word} does.")
    if word == "会" and _FUTURE.search(ctx.english) and not _CAN.search(ctx.english):
        # 你去不去参加他的婚礼 for 你会去参加他的婚礼吗 "are you going to": what is to come, said without 会 too
        return Issue(Weight.FINE, "paraphrase", "会 (will) may be left out: the sentence says what is to come.")
    if word == "任何":  # 别告诉任何人 "anyone" / 别告诉他 "him": whom it is about, not a wording
        return Issue(Weight.MEANING, "scope", f"Missing 任何 (any): {sentence}", 0.5)
    if word == "之一":  # 最好的医生之一 "one of the best doctors" / 最好的医生 "the best doctor"
        return Issue(Weight.MEANING, "scope", f"Missing 之一 (one of): {sentence}", 0.5)
    said = "".join(ctx.alignment.att)
    # 只有我去了 / 我去了; but 只有…才 "only if" may be said as what must be (必须团结合作)
    if word in _ONLY | {"只有"} and not _ONLY & set(said) and "only" in ctx.english.lower() and "必须" not in said:
        return Issue(Weight.MEANING, "scope", f"Missing {word} (only): {sentence}", 0.5)
    if word in _AFTER and (
        said_after := _after_said(prev, ctx.alignment.att) or _done_said(region.before + ref[:i], ctx)
    ):
        return Issue(Weight.FINE, "paraphrase", f"{word} may be left out: {said_after}.")
    if word == "得" and _asks_a_little(following) and any(w in sentence for w in _ASKING):
        # 说慢一点 asks for it as 说得慢一点 does: an adjective and 一点 right after the verb, in a request
        return Issue(Weight.FINE, "particle", f"{prev}{''.join(following[:2])} asks for it too, without 得.")
    if _which_way(word, prev, ctx.alignment.att):  # 走过去 "walk over there": no time
        if any(w.endswith(word[-1]) for w in ctx.alignment.att):
            return Issue(Weight.FINE, "paraphrase", f"{prev}{word} says the way, as your {word[-1]} does.")
        return Issue(Weight.SLIP, "missing_word", f"Missing {word} after {prev}: {sentence}", LIGHT, words=(word,))
    if word == "了" and following and (much := _too_much(prev, region.before + ref[:i])):
        # 行李太多，我一个人拿不了: within the sentence 太 + adjective needs no 了 (at its end it is 太贵了！)
        return Issue(Weight.FINE, "particle", f"{much} is right with or without 了 before the rest of the sentence.")
    if word == "了" and not following and (very := _so_for_very(ctx)):
        # 非常感谢你 for 太谢谢你了: the 了 of 太…了 "so …!" goes with the 太 that the attempt says another way
        return Issue(Weight.FINE, "particle", f"{very} says the degree that 太…了 says here.")
    if _put_into(prev, word):
        return Issue(Weight.FINE, "paraphrase", _where_note(prev, prev + word))
    if word in _VERY and (very := _very_for_so(ctx.alignment.ref, ctx.alignment.att)):
        return Issue(Weight.FINE, "paraphrase", very)  # 今天太冷了 for 今天很冷
    if word == "要" and "比" in ctx.reference and tag(nxt).startswith("a"):
        # 比传统媒体要快得多 / 快得多: 要 before the quality compared only stresses it
        return Issue(Weight.FINE, "particle", f"要 before {nxt} in a comparison only stresses it; it may be left out.")
    if word in ("说", "讲") and prev == "会" and _a_language(following):  # 我会一点儿中文 for 我会说一点儿汉语
        return Issue(Weight.FINE, "particle", f"会 + a language says one can speak it; {word} may be left out.")
    if word == "都" and prev in lexicon.WHOLE_SPANS:  # 一晚上没睡着 for 一整夜都没睡着: 都 only stresses "the whole"
        return Issue(Weight.FINE, "particle", f"都 after {prev} only stresses it; it may be left out.")
    lasting = following[:1] and following[0] in lexicon.WHOLE_SPANS
    going_on = word == "了" and (lasting or _GOING_ON.search(ctx.english))
    if going_on and _went_on(prev, ctx.alignment.att):  # 狗整夜都在叫 for 狗叫了一整晚: it went on
        return Issue(Weight.FINE, "particle", f"在{prev} says the act is or was going on, as {prev}了 does here.")
    if word == "到" and prev in _REACHING and prev in ctx.alignment.att:  # 影响所有人 for 影响到每个人
        return Issue(Weight.FINE, "particle", f"到 after {prev} only stresses that it reaches; it may be left out.")
    if word == "着" and _going_on(ctx.alignment.att):  # 正在面对 for 正面临着
        return Issue(Weight.FINE, "particle", "在 or 正在 says the act is going on; 着 may be left out.")
    if word == "要" and prev in _INTENDING:  # 他决定去 for 他决定要去: the verb before says what one means to do
        return Issue(Weight.FINE, "particle", f"要 after {prev} only stresses the intent; it may be left out.")
    if word == "的" and not following and tag(prev).startswith("a") and (region.before + ref[:i])[-2:-1] == ("挺",):
        # 工资挺高(的): the 的 closing 挺 + adjective only softens it
        return Issue(Weight.FINE, "particle", f"的 after 挺{prev} may be left out.")
    if word == "了" and prev == "忘" and any(w.startswith("忘") and len(w) > 1 for w in ctx.alignment.att):
        return Issue(Weight.FINE, "particle", "忘记 says “forget” as 忘了 does.")  # 不要忘记 / 别忘了
    if word == "现在" and nxt == "才":  # 你怎么才来 for 你怎么现在才来: 才 says "only now" itself
        return Issue(Weight.FINE, "particle", "才 says “only now” by itself; 现在 may be left out.")
    if (
        word in ("以前", "曾经")
        and f"{nxt}过" in "".join(ctx.alignment.att)
        and f"{nxt}过" in "".join(ref + region.after)
    ):
        # 我吃过北京烤鸭 for 我以前吃过北京烤鸭: 过 says it happened at some time before
        return Issue(Weight.FINE, "particle", f"{nxt}过 says it happened before; {word} may be left out.")
    if word == "现在" and (now := _now_said(ctx.alignment.att)):  # 经理在开会呢 for 经理现在正在开会
        return Issue(Weight.FINE, "paraphrase", f"{now} says “now”, as 现在 does.")
    if (word in lexicon.TIME_WORDS or word in _HABITS) and (
        twin := _time_twin(word, ctx.alignment.att, ctx.alignment.ref)
    ):
        return Issue(Weight.FINE, "paraphrase", f"{twin} says {word}, in another place.")  # 每周 for 每个星期
    if _says_now(word) and not _NOW_ENGLISH.search(ctx.english):
        # 路上堵车 for 现在堵车 "There is a traffic jam": "now" is only the present the English is told in
        return Issue(Weight.FINE, "particle", f"{word} says “now”, which the English does not say; it may be left out.")
    then = next((w for w in following[:2] if w in ("才", "就")), "")  # 搬走以后我才…: the subject may come between
    # or the attempt's own (下了火车，我就给妈妈打电话了 for 下了火车以后，我给妈妈打了电话)
    then = then or next((w for w in ("就", "才") if w in ctx.alignment.att and w not in ctx.alignment.ref), "")
    if word in _AFTER and then and _done_then(ctx.alignment.att, then):
        # 回到家我才发现… for 我到家以后才发现…: an act done, then 才 or 就, says "after" itself
        return Issue(Weight.FINE, "particle", f"The act before {then} says “after” itself; {word} may be left out.")
    if word in lexicon.TIME_WORDS:
        return Issue(Weight.MEANING, "time", f"Missing the time {with_gloss(word, ctx.english)}: {sentence}", 0.5)
    if word == "地" and len(prev) == 2 and prev[0] != prev[1] and tag(prev)[:1] in "ab" and tag(nxt).startswith("v"):
        # 高兴地聊 "chatted happily": a two-character quality says how one acts only with 地 (慢慢 needs none)
        return Issue(Weight.SLIP, "particle", f"Missing 地 after {prev}: {prev}地{nxt} ({sentence})", LIGHT)
    optional = (lexicon.OPTIONAL_PARTICLES, lexicon.OPTIONAL_SUFFIXES, lexicon.OPTIONAL_LOCALISERS, ("地",))
    if any(word in words for words in optional):
        return Issue(Weight.FINE, "particle", f"{word} may be left out.")
    # 她在收拾她的行李箱: 她的 may go, the owner and 的 together; not the 的 alone (你送我伞 for 你送我的伞)
    said = "".join(ctx.alignment.att)
    if word == "的" and _owner_is_subject(prev, ctx) and f"{prev}的" not in said and prev + nxt not in said:
        return Issue(Weight.FINE, "particle", f"{prev}的 may be left out: {prev} is who the sentence is about.")
    if word == "的" and prev in lexicon.TIME_GROUP and is_noun(nxt):  # 今天天气, 明天早上的会 / 明天的会
        return Issue(Weight.FINE, "particle", f"的 may be left out between {prev} and {nxt}.")
    if word == "的" and lexicon.is_numeral(nxt[:1]) and (is_noun(prev) or tag(prev) in ("f", "s", "ns")):
        # 在南方一个小村庄 for 在南方的一个小村庄: a place or owner before a number and its measure word needs no 的
        return Issue(Weight.FINE, "particle", f"的 may be left out between {prev} and {nxt}.")
    if word == "的" and nxt == "时候" and f"{prev}时" in said:  # 我进门时 / 我进来的时候: "when"
        return Issue(Weight.FINE, "particle", f"{prev}时 says “when” as {prev}的时候 does.")
    if word == "的" and is_noun(nxt) and f"{prev}的{nxt}" in said:
        # the learner wrote 我们的计划 elsewhere in the sentence (a 被 sentence puts it first): nothing is missing
        return Issue(Weight.FINE, "particle", f"{prev}的{nxt} is there, in another place.")
    going = tag("".join((region.before + ref[:i])[-2:-1])).startswith("v")  # 去西安的火车: a verb and its place
    if word == "的" and tag(prev).startswith("ns") and is_noun(nxt) and len(prev) > 1 and not going:
        # 北京天气, 中国文化: a place names the kind of thing, with 的 or without
        return Issue(Weight.FINE, "particle", f"的 may be left out between {prev} and {nxt}.")
    if word == "的" and is_noun(nxt):
        opens = i == 1 and not region.before  # 我电脑坏了: the subject opening the sentence
        if prev in lexicon.PERSONAL_PRONOUNS and (nxt in lexicon.CLOSE_RELATIONS or opens):
            return Issue(Weight.FINE, "particle", f"的 may be left out between {prev} and {nxt}.")
        before = (region.before + ref[:i])[-2:-1]
        # after a verb, a particle, a measure word or a pronoun (适应了新环境, 一个大房子), not after a degree
        # adverb (很贵的手表) nor inside a name (小明的书包, cut 小 明)
        opens_phrase = not before or (tag(before[0])[:1] in "vuqmrp" and before[0] not in lexicon.DEGREE_ADVERBS)
        if len(prev) == 1 and tag(prev) == "a" and opens_phrase:
            # 新环境, 好朋友, 大房子: a quality of one character goes straight before its noun (not 很贵的手表)
            return Issue(Weight.FINE, "particle", f"{prev}{nxt} needs no 的: {prev} is one character.")
        if prev not in said and nxt not in said:
            # 出门别忘了 for 走的时候记得: the 的 went with the words said otherwise, which are judged apart
            return Issue(Weight.FINE, "particle", f"的 goes with {prev}…{nxt}, said otherwise.")
        message = f"Missing 的 between {prev} and {nxt}: {prev}的{nxt} ({sentence})."
        return Issue(Weight.SLIP, "particle", message)
    if word == "得" and nxt == "多" and "多了" in "".join(ctx.alignment.att):
        return Issue(Weight.FINE, "particle", f"{prev}多了 says the same as {prev}得多.")  # 高多了 / 高得多
    if word in ("将", "将要"):  # 火车将于三点抵达 is written Chinese; 火车三点到 says it every day
        return Issue(Weight.FINE, "particle", f"{word} is the written “will”; everyday Chinese leaves it out.")
    if word == "会" and "要" in ctx.alignment.att and "要" not in ctx.alignment.ref:
        return Issue(Weight.FINE, "particle", "要 says it is to come, as 会 does.")  # 我也要买 / 我也会买
    if word in lexicon.FUTURE_MARKERS and lexicon.says_future(ctx.alignment.att):
        return Issue(Weight.FINE, "particle", f"The time already says it is to come; {word} may be left out.")
    if word == "了" and prev == "多" and "得多" in "".join(ctx.alignment.att):  # 成熟得多 for 成熟多了
        return Issue(Weight.FINE, "particle", "得多 says the same as 多了.")
    if word == "会" and "就" in ctx.alignment.att and _conditional(ctx.alignment.ref):
        return Issue(Weight.FINE, "particle", _THEN)  # 只要不下雨，我就去 for 除非下雨，否则我会去
    if word == "于" and nxt in lexicon.TIME_GROUP:
        return Issue(Weight.FINE, "particle", f"于 may be left out before {nxt}.")
    if word == "会" and prev in lexicon.LIKELIHOOD:
        return Issue(Weight.FINE, "particle", f"{prev} already says it may happen; 会 may be left out.")
    if word == "会" and prev in _SURELY and not _ABLE.search(ctx.english):
        # 我都会支持你 / 我都支持你, 我一定会来 / 我一定来: a promise or what always holds, with 会 or without it
        return Issue(Weight.FINE, "particle", f"After {prev}, 会 may be left out.")
    if word in ("因为", "所以", "因此") and not set(ctx.alignment.att) & _CAUSE_LINKS:
        # 火车晚了两个钟头，我们没赶上婚礼, 她生病了，没去上班: the second clause follows from the first, said or not
        return Issue(Weight.FINE, "particle", f"{word} may be left out: what follows comes of what went before.")
    link = lexicon.CONNECTIVE_CLASS.get(word)
    kin = (
        [w for w in ctx.alignment.att if lexicon.CONNECTIVE_CLASS.get(w) == link and w not in ctx.alignment.ref]
        if link
        else []
    )
    if kin:  # 他虽然很忙 for 尽管他很忙: the same link, said in another place
        return Issue(Weight.FINE, "paraphrase", f"{kin[0]} says what {word} says, in another place.")
    partner = _PAIRED.get(word)
    if partner and any(w in ctx.alignment.att for w in partner):
        return Issue(Weight.FINE, "particle", f"{word} may be left out: {'/'.join(partner)} already says it.")
    if word in ("想", "要") and "还是" in ctx.alignment.att and "还是" in ctx.alignment.ref:
        # 你喝茶还是喝咖啡 for 你想喝茶还是咖啡: an offer of a choice asks what one wants, with 想 or without it
        message = f"A choice offered with 还是 asks what one wants; {word} may be left out."
        return Issue(Weight.FINE, "particle", message)
    if word == "下" and nxt in _FALLING and nxt in ctx.alignment.att:
        # 学校因为大雪停课了 for 因为下大雪，学校停课了: the snow named as the cause, falling or not
        return Issue(Weight.FINE, "paraphrase", f"{nxt} names it as 下{nxt} does.")
    if word == "已经" and "了" in ctx.alignment.att:
        return Issue(Weight.FINE, "particle", "了 already says it has happened; 已经 may be left out.")
    unsaid = "已经" in ctx.alignment.ref and "已经" not in ctx.alignment.att and not _ALREADY.search(ctx.english)
    if unsaid and (word == "已经" or (word == "了" and not nxt)):
        # 这座寺庙有一千多年的历史 for 这座古庙已经有一千多年的历史了: "already", which the English does not say
        return Issue(Weight.FINE, "particle", "已经…了 says “already”, which the English does not say; it may go.")
    if _empty_object(word, region.before + ref[:i], ctx):
        return Issue(Weight.FINE, "paraphrase", f"{word} may be left out: {_EMPTY_OBJECTS[word]} alone says it.")
    degree = _degree_after(nxt, ctx.alignment.att)
    if word in lexicon.DEGREE_ADVERBS and degree:
        return Issue(Weight.FINE, "paraphrase", f"{nxt}{degree} says the degree, as {word}{nxt} does.")
    if word == "了" and ctx.alignment.att.count("了") >= ctx.alignment.ref.count("了"):
        # 老师走进教室来了 for 老师进了教室: 了 said at the end of the clause instead of after the verb
        return Issue(Weight.FINE, "particle", "了 may close the sentence instead of following the verb.")
    lasted = any(w in lexicon.DURATION_UNITS for w in ctx.alignment.att)
    if word == "了" and "已经" in ctx.alignment.att and ctx.alignment.att[-1:] == ("了",) and lasted:
        # 我已经等你三十分钟了 for 我等了你半个小时了: 已经 … 了 says how long it has gone on, as V了 … 了 does
        return Issue(Weight.FINE, "particle", "已经 … 了 says it has gone on so long; 了 after the verb may go.")
    if word == "了" and ctx.alignment.att[-1:] == ("了",) and lasted and lexicon.is_numeral(nxt):
        # 我在这家公司工作三年了 for 工作了三年了: the 了 that closes it says how long it has gone on
        return Issue(
            Weight.FINE, "particle", "The 了 at the end says how long it has gone on; 了 after the verb may go."
        )
    if word == "了" and not following and _would(ctx.alignment.ref, ctx.alignment.att):
        # 如果没有你的帮助，我就会失败 for 要不是你帮忙，我就失败了: what would follow the condition, said with 会
        return Issue(Weight.FINE, "particle", "会 says what would follow the condition, as 了 at the end does.")
    if word == "了" and not following and "越来越" in ctx.alignment.att:
        # 这里的环境一天比一天好 (read as 越来越好) for 越来越好了: the change is said, with 了 or without
        return Issue(Weight.FINE, "particle", "越来越 says it is changing; 了 at the end may be said or not.")
    if word == "了" and nxt in _AFTER and nxt in ctx.alignment.att:
        # 会议结束以后 for 会议结束了以后: 以后 says it is done
        return Issue(Weight.FINE, "particle", f"了 before {nxt} may be left out: {nxt} says it is done.")
    if word == "了" and (after := _after_the_act(prev, ctx.alignment.att)):
        # 他失去健康以后才明白 for 直到失去了健康，他才…: the attempt's 以后 says the act is done
        return Issue(Weight.FINE, "particle", f"{after} after {prev} says it is done, as 了 does.")
    if word == "了" and not following and _asks_how_it_stands(ref[:i], region.before):
        return Issue(Weight.FINE, "particle", _NOW_ASKED)
    if word == "了" and any(w in ("没", "没有") for w in ctx.alignment.att) and not negations(ctx.alignment.ref):
        # 没有准时到站 for 准时到站了: what did not happen takes no 了 (the negation, if wrong, is named apart)
        return Issue(Weight.FINE, "particle", "With 没, no 了: the action did not happen.")
    if word == "被" and (got := _received(nxt, ctx.alignment.att)):  # 获得批准 for 被批准: "won approval"
        return Issue(Weight.FINE, "particle", f"{got}{nxt} says it was done to it, as 被{nxt} does.")
    acted = tag(nxt).startswith("v") or (len(nxt) == 2 and tag(nxt[0]).startswith("v"))  # 卖光: jieba's "n"
    if word == "被" and acted and nxt in ctx.alignment.att:
        return _passive_unmarked(_subject_before(region.before + ref[:i]), nxt, sentence)
    if word == "的" and not following and "会" in region.before + ref[:i]:
        # 问题早晚会解决(的): 的 closing 会… says it is sure to be so, and may be left out
        return Issue(Weight.FINE, "particle", "的 after 会… only stresses that it will be so; it may be left out.")
    if word in lexicon.PARTICLES:
        return _missing_particle(word, prev, sentence)
    if _completes(prev, word) and prev in ctx.alignment.att:
        return Issue(Weight.FINE, "paraphrase", f"{prev} says the same as {prev}{word}.")
    said = f"Missing {with_gloss(word, ctx.english)}: {sentence}"
    if word in lexicon.PRONOUNS:
        # Chinese often leaves out the subject; a pronoun missing later in the sentence changes who is meant.
        # after time words only, it still opens the sentence (今天晚上我们一起去吃饭吧); so it does after the
        # question or full stop that ends the one before (你吃饭了吗？(我)给你做了面条)
        # after a clause that only apologises, thanks, greets or calls (抱歉，我不能去; 好久不见，你…) it opens what is
        # said as well
        opening = _this_sentence(region.before + ref[:i], sentence)
        if word in lexicon.PERSONAL_PRONOUNS and opening[:1] and opening[0] in _ASIDES:
            opening = opening[1:]
        at_start = all(w in lexicon.TIME_WORDS for w in opening)
        if nxt in ("的", *lexicon.CLOSE_RELATIONS) and _owner_is_subject(word, ctx):
            return Issue(Weight.FINE, "missing_word", f"{word} may be left out: {word} is who the sentence is about.")
        understood = _understood_subject(word, prev, nxt, region.before + ref[:i]) or _subject_again(word, sentence)
        if not at_start and understood:
            return Issue(Weight.FINE, "missing_word", f"{word} may be left out: the subject is understood.")
        earlier = region.before + ref[:i]
        told = _told(earlier)
        if not at_start and told == word:
            # 老师告诉我们(我们)星期五要交作文: the one told is who the next clause is about
            return Issue(Weight.FINE, "missing_word", f"{word} may be left out: the one told is the one who does it.")
        if word in _SPOKEN_TO and prev == "请" and _PLEASE.search(ctx.english):  # 请稍等 for 请您等一下
            return Issue(Weight.FINE, "missing_word", f"{word} may be left out: 请 asks the one spoken to.")
        if not at_start and _said_elsewhere(word, earlier, nxt, ctx):
            if told in lexicon.PERSONAL_PRONOUNS:
                # 我告诉他(我)明天来: after telling someone, the one left out would be the one told (他明天来)
                message = f"{word} may be understood here; ours says it: {sentence}"
                return Issue(Weight.SLIP, "missing_word", message, LIGHT, ref_word=word)
            # every such answer in the labelled sets (14) is right: what the clause is about goes without saying
            message = f"{word} may be left out: the sentence has said who it is."
            return Issue(Weight.FINE, "missing_word", message, ref_word=word)
        if at_start and word in _SPOKEN_TO and _asks(sentence) and nxt not in ("", "是"):
            # 这么早去哪儿? a question put to someone asks the one spoken to: 你 goes without saying
            return Issue(Weight.FINE, "missing_word", f"{word} may be left out: the question asks the one spoken to.")
        # what is said of them, past the time words that may stand between (我今天很忙: 很 after 今天)
        said_of = next((w for w in following if w not in lexicon.TIME_WORDS and tag(w) != "t"), "")
        if (
            at_start
            and word in _SPEAKERS
            and said_of != "是"
            and (
                tag(said_of).startswith(("d", "v", "p", "a", "l"))  # l: a set phrase (没想到, jieba's "l")
                or said_of in lexicon.MODALS
                or said_of in lexicon.DEGREE_ADVERBS
            )
        ):
            # 应该多喝水, 好久没见到他了, 给你做了面条: who speaks or is spoken to, left out before what is said of
            # them; not before 是, which says who they are (你是谁: 是谁 asks who someone else is)
            return Issue(Weight.FINE, "missing_word", f"{word} may be left out: who is meant is understood.")
        if (
            prev in _OPINION
            and word in ("我们", "咱们")
            and (said_of in lexicon.MODALS or lexicon.is_negation(said_of))
        ):
            # 我认为(我们)不应该过早下结论: "we" in what one thinks should be done is anyone, said or not
            return Issue(Weight.FINE, "missing_word", f"{word} may be left out: what {prev} says should be done.")
        owner_left = nxt == "的" and "的" not in ctx.alignment.att[:2] and word in region.after
        if at_start and word in _SPEAKERS and owner_left:
            # 手机丢了，所以买了个新的 for 我的手机丢了，所以我买了个新的: a sentence about the speaker (or the one
            # spoken to) leaves their 我的 out before the thing it opens with, as it leaves out 我 after
            return Issue(Weight.FINE, "missing_word", f"{word}的 may be left out: whose it is goes without saying.")
        if at_start and word in _WE and _LETS.search(sentence):
            # 一起去吃饭吧 "let's go and eat": a suggestion closed by 吧 includes the one who makes it
            return Issue(Weight.FINE, "missing_word", f"{word} may be left out: 吧 suggests doing it together.")
        if at_start:
            return Issue(Weight.SLIP, "missing_word", said, LIGHT, words=(word,))
        if word in ("它", "它们") and prev not in _TAKERS and any(map(is_noun, earlier)):
            # 我看了你的方案，觉得(它)很可行: "it" is the thing the sentence has named, and goes without saying
            return Issue(Weight.FINE, "missing_word", f"{word} may be left out: the sentence has said what it is.")
        if _context_supplies(word, prev, nxt, sentence):
            return Issue(Weight.FINE, "missing_word", f"{word} may be left out: the sentence has said who or what.")
        return Issue(Weight.MEANING, "missing_word", _elsewhere(word, ctx.alignment.att, ctx) or said, LIGHT)
    if word == "从来" and lexicon.is_negation(nxt):
        # 我没去过日本 for 我从来没去过日本 "I have never been to Japan": the negation says it, 从来 only stresses it
        return Issue(Weight.FINE, "missing_word", f"{nxt} says it already; 从来 “ever” only stresses it.")
    if word in LIMITING_ADVERBS and _english_says(word, ctx.english):
        # 只 "only", 也 "also", 总是 "always": the English says it, and without it the sentence says more or other
        return Issue(Weight.MEANING, "missing_word", said, LIGHT, ref_word=word)
    if not is_content(word):
        return Issue(Weight.SLIP, "missing_word", said, LIGHT, words=(word,))
    return Issue(Weight.MEANING, "missing_word", said, 1.0, ref_word=word)


def _handled_first(prev: str, thing_: str, rest: tuple[str, ...], ref: tuple[str, ...]) -> bool:
    """Is the 把 between prev and thing_ the one that puts the reference's object before its verb (他已经把旧车卖掉了
    for 他已经卖掉了他的旧车), not the measure word (一把椅子)? The thing stands after the verb in the reference."""
    if "把" in ref or lexicon.is_numeral(prev) or prev in lexicon.DETERMINERS or thing_ not in ref:
        return False
    verb = next((w for w in rest if tag(w).startswith("v")), "")
    return bool(verb) and verb in ref and ref.index(verb) < ref.index(thing_)


# Words a pronoun follows as their object (把它, 给它): the pronoun cannot go.
_TAKERS = frozenset("把 被 给 对 让 跟 和 向 叫 为".split())


# Words that say the act before them is done (吃了饭以后, 下了班之后).
def _after_the_act(verb: str, att: tuple[str, ...]) -> str:
    """The 以后 (之后, 后) that follows the verb in the attempt, its object between, or "": the verb a word of its
    own or one word with its object (下课以后 for 下了课)."""
    k = next((k for k, w in enumerate(att) if w == verb or (len(w) == 2 and w[0] == verb and len(verb) == 1)), -1)
    if k < 0:
        return ""
    return next((w for w in att[k + 1 : k + 4] if w in _AFTER), "")


_SENTENCE_END = re.compile(r"[。？！?!；;]")


def _this_sentence(words: tuple[str, ...], text: str) -> tuple[str, ...]:
    """Of the words (the text's first words), those after the last mark in the text that ends a sentence: the
    words of the sentence the next word is in."""
    start = done = 0
    for sentence in _SENTENCE_END.split(text)[:-1]:
        done += len(split_words(normalise(sentence)))
        if done > len(words):
            break
        start = done
    return words[start:]


def _degree_after(word: str, words: tuple[str, ...]) -> str:
    """The complement of degree right after the adjective or verb of feeling in the words (极了 in 开心极了), or
    "": said after it, it says how much, as 很 before it does (很开心 / 开心极了)."""
    if not word or word not in words or not tag(word).startswith(("a", "v")):
        return ""
    after = words[words.index(word) + 1 : words.index(word) + 2]
    return after[0] if after and after[0] in lexicon.DEGREE_COMPLEMENTS else ""


_A_LITTLE = frozenset("一点 一点儿 点 点儿 一些 些".split())  # "a little more": 慢一点, 大声一些
_ASKING = ("请", "能", "可以", "吧")  # words of a request (你能说慢一点吗): not a statement (他说得慢一点)


def _asks_a_little(following: tuple[str, ...]) -> bool:
    """Does an adjective and 一点 (or 一些) follow, the way one asks for an act to be done a little more so?"""
    return len(following) >= 2 and tag(following[0]).startswith("a") and following[1] in _A_LITTLE


def _elsewhere(word: str, other: tuple[str, ...], ctx: Context) -> str:
    """For a pronoun missing here (or added here) that the other sentence has as often: it stands in another
    place, which "missing" or "not in the sentence" would deny (跟他见面 for 见到他)."""
    if ctx.alignment.att.count(word) != ctx.alignment.ref.count(word) or word not in other:
        return ""
    return f"{quoted(word)} stands in another place than in ours: {ctx.reference}"


_SPEAKERS = frozenset("我 你 我们 你们 咱们".split())  # the one who speaks and the one spoken to
_SPOKEN_TO = frozenset("你 你们 您".split())
_WE = frozenset("我们 咱们".split())
_LETS = re.compile(r"吧[。！!？?]*$")  # a sentence closed by 吧: a suggestion
_QUESTION_WORDS = frozenset("什么 哪儿 哪里 谁 怎么 为什么 几 多少 哪".split())


def _asks(sentence: str) -> bool:
    """Is the sentence a question: a question mark, or a question word (去哪儿, 为什么)?"""
    return sentence.rstrip().endswith(("？", "?")) or any(
        w in _QUESTION_WORDS for w in split_words(normalise(sentence))
    )


def _subject_before(words: tuple[str, ...]) -> str:
    """The nearest noun or pronoun before a point of the sentence, adverbs and time words skipped (航班 in 航班
    已经被取消了); "" if something else comes first. A cause said before 被 is passed over (比赛因为下雨被取消了)."""
    cause = max((i for i, w in enumerate(words) if w in _CAUSES), default=-1)
    if cause > 0 and (subject := _subject_before(words[:cause])):
        return subject  # the one the cause is said of stands before it
    for word in reversed(words):
        if word in lexicon.PRONOUNS or is_noun(word):
            return word
        if not (tag(word).startswith("d") or word in lexicon.TIME_WORDS):
            return ""
    return ""


_CAUSES = frozenset("因为 由于".split())


def _passive_unmarked(subject: str, verb: str, sentence: str) -> Issue:
    """被 left out right before its verb, no doer named (航班被取消了 / 航班取消了). What is done to a thing needs
    no 被 when the verb says how it ends up (取消, 卖光). A person or an animal without it may be read as the one
    who does it (他打了 for 他被打了), though not always (猫找到了 "the cat has been found"): a slip, said so."""
    if subject and not can_act(subject) and len(verb) > 1:
        return Issue(Weight.FINE, "particle", f"被 may be left out: {subject} is what it is done to, not who does it.")
    if subject and can_act(subject):
        message = f"Keep 被: without it, {subject} may be read as the one who does it. {sentence}"
        return Issue(Weight.SLIP, "missing_word", message, LIGHT, words=("被",))
    return Issue(Weight.SLIP, "missing_word", f"Missing 被: {sentence}", LIGHT, words=("被",))


def _missing_particle(word: str, prev: str, sentence: str) -> Issue:
    if word == "吗":
        return Issue(Weight.SLIP, "particle", f"Missing 吗 at the end: it makes the question. {sentence}", LIGHT)
    after = f" after {prev}" if prev else ""
    return Issue(Weight.SLIP, "particle", f"Missing {word}{after}: {sentence}", LIGHT)


def _missing_measure(word: str, prev: str, noun: str, region: Region, ctx: Context) -> Issue:
    kept_before = prev not in region.ref
    if word == "个" and lexicon.is_numeral(prev) and noun in lexicon.DURATION_UNITS:
        # 一星期, 两小时 as 一个星期, 两个小时 (and 一周, which takes no 个, for 一个星期)
        return Issue(Weight.FINE, "measure_word", f"{prev}{noun} without 个 is also right.")
    if prev in lexicon.DETERMINERS and kept_before and word not in lexicon.CONTAINER_MEASURES:
        return Issue(Weight.FINE, "measure_word", f"{prev}{noun} without {word} is also right.")
    if word == "名" and f"第{prev}" in "".join(ctx.alignment.att):  # 拿了第一 for 得了第一名: the place is said
        return Issue(Weight.FINE, "measure_word", f"第{prev} without 名 says the place as 第{prev}名 does.")
    if lexicon.is_numeral(prev) and kept_before:
        return Issue(Weight.SLIP, "measure_word", f"Missing the measure word {word}: {prev}{word}{noun}.")
    if word in lexicon.CONTAINER_MEASURES:  # 一杯水 is "a glass of water": the amount is meaning
        amount = f"{prev}{word}" if lexicon.is_numeral(prev) else word
        meaning = gloss(word, ctx.english)
        said = f"{amount} ({meaning})" if meaning else amount
        return Issue(Weight.SLIP, "measure_word", f"Missing {said}: {ctx.reference}")
    return Issue(Weight.FINE, "measure_word", f"{prev}{word} may be left out here.")


# --- A word added ------------------------------------------------------------------------------------------


def _negative_word_for(word: str, ctx: Context) -> str:
    """The reference's word, left out of the attempt, that a word with a negation inside it says by a whole
    meaning of its own (没意思 "boring" for 无聊 "boring"): the 不 or 没 is part of that word's meaning, no
    negation added to the sentence; or ""."""
    said = english_said(word, ctx.english, whole=True) if len(word) > 1 else frozenset()
    if not said or negations(ctx.alignment.ref) != negations(ctx.alignment.att) - negations((word,)):
        return ""
    dropped = (w for w in ctx.alignment.ref if w not in ctx.alignment.att and is_content(w))
    return next((w for w in dropped if said & english_said(w, ctx.english, whole=True)), "")


_ONE = frozenset("a an one per each every".split())


def _whether_said(ctx: Context) -> bool:
    """Does the sentence ask "whether" (能否, 是否, 与否; "whether" in the English)?"""
    return any("否" in w for w in ctx.alignment.ref) or bool(re.search(r"\bwhether\b", ctx.english, re.IGNORECASE))


def _one_said(counted: str, english: str) -> str:
    """The English's "a day" (or one, per, each...) when 一 + counted says it (一天 for "twenty-four hours a day",
    which the reference may leave unsaid); else ""."""
    tokens = english_tokens(english)
    meant = meaning_stems(counted) if counted else frozenset()
    for one, word in zip(tokens, tokens[1:], strict=False):
        if one in _ONE and stem(word) in meant:
            return f"{one} {word}"
    return ""


def _time_twin(word: str, theirs: tuple[str, ...], ours: tuple[str, ...]) -> str:
    """A word of the other sentence that means what the time word (or word of habit: 一般 / 通常) means and that this
    one lacks (每天 of the reference for the attempt's 天天 where the alignment put them in different places);
    else ""."""
    return next((w for w in theirs if w not in ours and w != word and same_meaning(w, word, via_english=False)), "")


_ENGLISH_ONE = re.compile(r"\b(?:one|once|single|first|1)\b", re.IGNORECASE)


def _uncounted_one(word: str, prev: str, nxt: str, english: str) -> bool:
    """Is the word a lone 一 that counts nothing: after 这, 那 or 哪 (这一领域 "this field"), or before an act or a
    quality (一紧张就… "as soon as", 一去不复返), where the English says no "one", "once" or "single"? A teacher
    reads it as wording. Not before a time or an amount (一整天 "a whole day" is one, not half)."""
    if word != "一" or _ENGLISH_ONE.search(english):
        return False
    return prev in ("这", "那", "哪") or _acts(nxt) or tag(nxt).startswith("a") or nxt in ("多", "少")


def _says_no_unsaid(ours: tuple[str, ...], theirs: tuple[str, ...]) -> str:
    """A word of ``ours`` that says "no" by its meaning (严禁, 难, 要不是) and that ``theirs`` leaves out, where
    ``theirs`` has no such word of its own: their plain 不 or 没 may say it in other words (不允许 for 严禁,
    不容易 for 难); else ""."""
    if any(lexicon.negative_in_meaning(w) and not lexicon.is_negation(w) for w in theirs if w not in ours):
        return ""  # 不禁止 for 严禁: the negation is their own, said of a word of that kind
    return next((w for w in ours if w not in theirs and lexicon.negative_in_meaning(w)), "")


_THE = re.compile(r"\b(?:the|this|that|these|those)\b", re.IGNORECASE)


_FEWER = frozenset("少于 低于 不足 不到 不满".split())  # before a number: "fewer than", "under"
# some, not all: the shares of "some", and 少数 "a few", 某些 "certain ones"
_PART = frozenset(w for w, share in lexicon.SHARES.items() if share == "some") | {"少数", "某些"}
_PERMITTED = frozenset("能 可以 许 准".split())
_PROHIBITING = frozenset("禁止 严禁 不许 不准 不得".split())


def _denied(word: str, words: tuple[str, ...]) -> bool:
    """Does 不 come right before the word (不能, 不可以)?"""
    return word in words and words.index(word) > 0 and words[words.index(word) - 1] == "不"


_ANYONE = frozenset("谁 大家 所有人 每个人".split())  # before 都 + a negation, each says "nobody"


def _all_not(following: tuple[str, ...]) -> str:
    """都不 or 也没 (…) opening what follows, or ""."""
    if len(following) > 1 and following[0] in ("都", "也") and lexicon.is_negation(following[1]):
        return following[0] + following[1]
    return ""


def _how_long(following: tuple[str, ...]) -> bool:
    """Does what follows open with how long (三天, 两个月, 一个小时)?"""
    return (
        bool(following)
        and lexicon.is_numeral(following[0][:1])
        and any(w[-1:] in lexicon.DURATION_UNITS or w in lexicon.DURATION_UNITS for w in following[:3])
    )


_HOW_MUCH = frozenset("多 多么 这么 那么".split())  # "how (much)", "so": a degree said of a quality after them
_NOT_UNTIL = "…以后才 says “not until”, as 直到…才 does."


def _not_until(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Does the attempt say the reference's 直到 A，才 B "not until A, B" as A 以后才 B (or 之后才, 后才), with the
    reference's acts of A before its 以后 (我走了以后他才来 for 直到我来了他才走 turns the two round)?"""
    if "直到" not in ref or "直到" in att or "才" not in ref:
        return False
    until = ref[ref.index("直到") + 1 : ref.index("才")] if ref.index("才") > ref.index("直到") else ()
    acts = [w for w in until if tag(w).startswith("v")]
    for k, word in enumerate(att):
        if word in _AFTER and "才" in att[k + 1 : k + 4]:
            return bool(acts) and all(act in att[:k] for act in acts)
    return False


_USUALLY = frozenset("一般 通常 平时 平常".split())
_PRESENT_ONLY = re.compile(r"\b(?:do|does|don't|doesn't)\b", re.IGNORECASE)


# Adverbs of what happens as a rule, often or always
_AS_A_RULE = _USUALLY | frozenset("经常 常常 常 总是 往往 向来".split())


def _once_done(ctx: Context) -> bool:
    """Does the reference say an act was done once (了 or 过 after a verb) where the attempt has neither?"""
    ref, att = ctx.alignment.ref, ctx.alignment.att
    done = any(w in ("了", "过") and k and tag(ref[k - 1]).startswith("v") for k, w in enumerate(ref))
    return done and not {"了", "过"} & set(att)


def _habitual(ctx: Context) -> bool:
    """Does the sentence say what is done as a rule: a present (do, does) in the English, and no aspect, time or
    frequency of its own in the reference?"""
    aspect = {"了", "过", "着", "在", "正在", "正"} | lexicon.TIME_WORDS
    return bool(_PRESENT_ONLY.search(ctx.english)) and not set(ctx.alignment.ref) & aspect


def _pointed_at(following: tuple[str, ...], ctx: Context) -> bool:
    """Is what follows 这 or 那 (a measure word perhaps, then a noun) a noun of the reference?"""
    rest = following[1:] if following[:1] and classifier(following[0]) else following  # 这次谈判: 次 counts it
    named = bool(rest) and (is_nominal(rest[0]) or tag(rest[0]) == "vn")  # 谈判, an act named
    return named and rest[0] in ctx.alignment.ref


def _negating_idiom_unsaid(ours: tuple[str, ...], theirs: tuple[str, ...], english: str) -> str:
    """An idiom of ``ours`` with a negation in it (好久不见, 不知所措 "not know what to do") that ``theirs`` does not
    say, where the English negates too: the plain 不 or 没 of ``theirs`` may be that idiom's negation, said in words
    of its own; else ""."""
    if not lexicon.ENGLISH_NEGATION.search(english) and not _WITHOUT.search(english):
        return ""
    return next((w for w in ours if lexicon.negating_idiom(w) and w not in theirs), "")


_WITHOUT = re.compile(r"\bwithout\b", re.IGNORECASE)  # "it goes without saying": 不言而喻 / 不用多说


# A year, month or day (1998年, 二〇一〇年, 五月, 三号)
_DATE = re.compile(r"^(?:\d+|[〇零一二三四五六七八九十]+)(?:年|月|日|号)")


def _date_follows(att: tuple[str, ...], j: int, ctx: Context) -> bool:
    """Does a date follow att[j], or was one moved from there to the reference's place (出生于1998年 is compared
    as 1998年出生于)?"""
    dates = ["".join(att[j + 1 : j + 3]), *("".join(m.phrase) for m in ctx.alignment.time_moves)]
    return any(_DATE.match(w) for w in dates)


_TOO_CLOSED = re.compile(r"太[\u4e00-\u9fff]{1,2}了$")


def _le_moved(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Does the reference say 了 right after a verb the attempt says with no 了 after it (打了电话 / 打电话)?"""
    for k, word in enumerate(ref[1:], 1):
        verb = ref[k - 1]
        # the verb as a word, or heading one with its object (打电话 for 打了电话)
        at = next((n for n, w in enumerate(att) if w == verb or (w.startswith(verb) and w[len(verb) :] in ref)), -1)
        if (
            word == "了"
            and tag(verb).startswith("v")
            and at >= 0
            and (att[at] != verb or att[at + 1 : at + 2] != ("了",))
        ):
            return True
    return False


def _stressed_past(att: tuple[str, ...], j: int, ref: tuple[str, ...]) -> bool:
    """Is the attempt's 是 at j the 是 of 是…的 stressing when or where a past act was done (我是去年去的北京), the
    的 after a verb before the object that ends the sentence, where the reference says the act with 了?"""
    rest = att[j + 1 :]
    at = next((k for k in range(1, len(rest) - 1) if rest[k] == "的" and tag(rest[k - 1]).startswith("v")), -1)
    subject = att[j - 1] if j else ""
    said_by = subject in ref and subject not in ("这", "那", "这个", "那个")  # not 这是我买的书 "this is the book…"
    return at > 0 and at == len(rest) - 2 and "了" in ref and "是" not in ref and said_by


def _done_by_stress(ref: str, following: tuple[str, ...], att_following: tuple[str, ...], ctx: Context) -> bool:
    """Is the 的 (on either side) between a verb and the object that ends the sentence, with no 是 before it and
    the other side's 了 in its place (吃的晚饭 / 吃了晚饭)? Then it stresses the circumstances of a past act, as
    是…的 does; not a 的 that ties a clause to a noun (我昨天吃的饭很好吃)."""
    rest = following if ref == "的" else att_following
    if len(rest) != 1 or not is_noun(rest[0]) or "是" in ctx.alignment.ref:
        return False
    att = ctx.alignment.att
    # the learner's own 是…的 after the subject ours has (我是去年去的北京), not 这是 "this is" (这是我买的书)
    return "是" not in att or (ref == "了" and _stressed_past(att, att.index("是"), ctx.alignment.ref))


def _after_times(word: str, ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Does the reference open with the word (its subject) and the attempt say it right after the times it opens
    with (每天 早上 我)?"""
    if not ref or ref[0] != word or word not in att or att.count(word) != ref.count(word):
        return False
    at = att.index(word)
    return at > 0 and all(w in lexicon.TIME_GROUP for w in att[:at])


def _when_said(att: tuple[str, ...], ref: tuple[str, ...]) -> str:
    """The word of the attempt's own that says when the second act comes (以后, 的时候), or ""."""
    return next((w for w in att if (w in _AFTER or w == "时候") and w not in ref), "")


def _done_then(att: tuple[str, ...], then: str) -> bool:
    """Does the attempt say an act reaching its end (回到家, 吃了饭, 到了) and then 才 or 就, with no "after" word?"""
    if then not in att or any(w in _AFTER for w in att):
        return False
    before = att[: att.index(then)]
    return any(w.endswith(("到", "完", "好")) and tag(w).startswith("v") or w == "了" for w in before)


def _no_longer(words: tuple[str, ...]) -> bool:
    """Does 不 come before a closing 了 (不吃肉了): a change, "no longer"?"""
    return "不" in words and words[-1:] == ("了",) and "了" not in words[words.index("不") : -1]


def _waited_for(rest: tuple[str, ...], ref: tuple[str, ...]) -> bool:
    """Is 等 followed by an event said done (雨停了) and then 才, 再 or 就, where the reference says the event
    with 以后, 之后 or 后 and the same 才, 再 or 就 after it?"""
    then = next((w for w in rest if w in ("才", "再", "就")), "")
    if not then or "了" not in rest[: rest.index(then)] or then not in ref:
        return False
    return any(w in ("以后", "之后", "后") for w in ref[: ref.index(then)])


_GO_ENGLISH = re.compile(r"\b(?:go|goes|going|went)\b", re.IGNORECASE)


def extra(att: tuple[str, ...], j: int, region: Region, ctx: Context) -> Issue:
    """The attempt word att[j] of a region is not in the reference."""
    word = att[j]
    prev = att[j - 1] if j else (region.before[-1] if region.before else "")
    nxt = att[j + 1] if j + 1 < len(att) else (region.after[0] if region.after else "")
    not_there = f"You added {with_gloss(word)}, which the sentence does not have."
    if word in _WAYS and tag(prev).startswith("v"):  # 拿过去: "over there", not "the past"
        not_there = f"You added {word} ({_WAYS[word]}) after {prev}, which the sentence does not have."
    if lexicon.is_negation(word) and (said_as := _negative_word_for(word, ctx)):
        return Issue(Weight.FINE, "paraphrase", f"{word} says “{gloss(word, ctx.english)}” as {said_as} does.")
    if word == "在" and (nxt.endswith(("后", "前", "以后", "以前", "之后", "之前")) or nxt in lexicon.TIME_WORDS):
        # 要在饭后服用 for 饭后吃: 在 before a time only says "at" that time
        return Issue(Weight.FINE, "particle", f"在 before {nxt} only says “at” that time.")
    if word == "的" and not nxt and ctx.alignment.att[-1:] == ("的",) and "挺" in ctx.alignment.att[-4:-1]:
        # 租金挺合理的 for 房租很合理: 挺 + a quality is mostly closed by 的
        return Issue(Weight.FINE, "particle", "挺…的 says “quite”; the 的 closing it is usual.")
    # a thing after it, whatever jieba tags it (糖 "zg"): looked up only for 点, as extra() runs for every word added
    some = word in ("点", "点儿") and (prev == "了" or tag(prev).startswith("v"))
    if some and (is_nominal(nxt) or is_noun(nxt) or bool(listed_measure_words(nxt))):
        # 取了点钱 for 取钱, 多喝点儿水 for 多喝水: 点 + a thing is 一点 "some"
        return Issue(Weight.FINE, "extra_word", f"点 before {nxt} says “some”, as 一点 does: fine here.")
    if word == "请问" and not prev and _asks(ctx.reference):  # 请问，到邮局怎么走 for 去邮局怎么走
        return Issue(Weight.FINE, "extra_word", "请问 opens the question politely: fine here.")
    if word == "去" and tag(nxt).startswith("v") and (go := _GO_ENGLISH.search(ctx.english)):
        # 我每天去游泳 for 我每天游泳 "I go swimming every day": the "go" of the English
        return Issue(Weight.FINE, "extra_word", f"去 says the “{go[0]}” of the English.")
    if word == "是" and _stressed_past(ctx.alignment.att, ctx.alignment.att.index("是"), ctx.alignment.ref):
        # 我是去年去的北京 for 我去年去了北京: 是…的 stresses when it was done
        return Issue(Weight.FINE, "particle", "是…的 stresses when or where it was done; V了 says it plainly.")
    if word in ("现在", "如今") and ctx.alignment.ref[-1:] == ctx.alignment.att[-1:] == ("了",):
        # 我现在已经不吃肉了 for 我不再吃肉了: 了 closing the sentence says how things stand now
        return Issue(Weight.FINE, "extra_word", f"{word} says “now”, as 了 closing the sentence does.")
    if word in ("等", "直到", "等到") and _waited_for(att[j + 1 :] + region.after, ctx.alignment.ref):
        # 等雨停了，我们才动身 for 雨停了以后我们才出发: 等 + what happens first, then 才 or 再 "only then"
        return Issue(Weight.FINE, "paraphrase", f"{word}…了，才… says “only once … has happened”, as …以后…才 does.")
    if word == "于" and tag(prev).startswith("v") and _date_follows(att, j, ctx):
        # 出生于1998年 for 1998年出生: the written word puts the date after the verb with 于
        return Issue(Weight.FINE, "word_order", f"{prev}于 puts the date after the verb, as the written word does.")
    closing = word == "了" and (not nxt or tag(nxt).startswith("c")) and prev not in lexicon.PARTICLES
    closing = closing and not _TOO.search("".join(ctx.alignment.att))  # 太大了 "too big": 太's rules judge it
    # not where the English says it is still to come or happens as a rule (I'll send it tonight, On Sundays I go)
    about_to = not {"要", "快要", "就要", "快"}.isdisjoint(ctx.alignment.att)  # 明天我要回家了: 要…了 "about to"
    closing = closing and (about_to or not _TO_COME_OR_HABIT.search(ctx.english))
    if word == "了" and _TOO_CLOSED.search("".join(region.before + att[: j + 1])) and "太" in ctx.reference:
        # 黑板上的字太小了 for 太小: 太…了 is how "too …" is mostly said
        return Issue(Weight.FINE, "particle", f"太{prev}了: 了 after 太 and a quality may be said or not.")
    if closing and _le_moved(ctx.alignment.ref, ctx.alignment.att):
        # 吃了晚饭以后，我给妈妈打电话了 for …打了电话: the 了 after 打 closes the sentence instead
        return Issue(Weight.FINE, "particle", "了 may close the sentence instead of following the verb.")
    if closing and "了" not in ctx.alignment.ref:  # a 了 moved from after the verb is the constructions' to name
        # 他病了，所以…, 我买新电脑了: 了 closing a clause says it has come about (a clash of aspects is named apart)
        return Issue(Weight.FINE, "particle", "了 closing the clause says it has come about; it may be said or not.")
    if word == "过" and tag(prev).startswith("v") and _not_yet(ctx.alignment.ref) and _not_yet(att[:j] + region.before):
        # 我很长时间没有见过他了 for 我很久没见到他了: 没…过 says it has not happened in that time
        return Issue(Weight.FINE, "particle", f"没…{prev}过 says it has not happened, as 没…{prev} does.")
    rest = att[j + 1 :] + region.after
    if word == "谁" and rest[:1] in (("都",), ("也",)) and rest[1:] and lexicon.is_negation(rest[1]):
        if negations(ctx.alignment.ref):  # 我们两个人谁都不会开车 for 我们俩都不会开车: "none of us"
            return Issue(
                Weight.FINE, "paraphrase", f"谁{rest[0]} + a negation says “none of them”, as the sentence does."
            )
    if word == "的" and _act_as_thing(prev, nxt, ctx.alignment.ref):
        # 要不是你的帮助 for 要不是你帮忙: the help named as a thing of yours, or the act said as yours
        return Issue(Weight.FINE, "particle", f"{prev}的{nxt} names the act as a thing of {prev}'s; either is right.")
    if word == "在" and nxt in ctx.alignment.ref and _time_follows(att[j + 1 :] + region.after):
        # 火车票在节假日期间很难买 for 节假日期间火车票很难买: 在 before a time only marks it
        return Issue(Weight.FINE, "particle", f"在 before {nxt} only marks the time; it may be said or not.")
    if word == "地" and _manner(prev):
        # 慢慢地习惯, 认真地听: 地 between a manner and its verb may be written or left out
        return Issue(Weight.FINE, "particle", f"{prev}地{nxt}: 地 says how it is done; it may be written or not.")
    if (
        word == "在"
        and (att[j + 1 :] + region.after)[1:2] == ("的",)
        and nxt in ctx.alignment.ref
        and tag(nxt)[:1] in "nsf"
    ):
        # 在国外的生活 for 国外的生活: where the thing is, said with 在 or without
        return Issue(Weight.FINE, "particle", f"在{nxt}的 says where, as {nxt}的 does.")
    if word == "开口" and nxt in _SPEAKING:  # 不好意思开口问 for 不好意思问: "open one's mouth" to ask
        return Issue(Weight.FINE, "paraphrase", f"开口{nxt} says {nxt}: 开口 only says one speaks up.")
    if word in ("以外", "之外") and "除了" in ctx.alignment.att:  # 除了小王以外 for 除了小王
        return Issue(Weight.FINE, "particle", f"除了…{word}: {word} may be added; 除了 already says “apart from”.")
    if word in ("这", "那") and _THE.search(ctx.english) and _pointed_at(att[j + 1 :] + region.after, ctx):
        # 这个问题 for 问题 "the problem": the thing the sentence speaks of, pointed at
        return Issue(Weight.FINE, "extra_word", f"{word} points at the thing the sentence speaks of, as “the” does.")
    if word in _AFTER and _not_until(ctx.alignment.ref, ctx.alignment.att):
        return Issue(Weight.FINE, "paraphrase", _NOT_UNTIL)
    if word in _AS_A_RULE and _once_done(ctx):
        # 他一般去北京 for 他去了北京 "He went to Beijing": what is done as a rule is not what was done once
        message = (
            f"{word} says it happens as a rule (usually, often); the sentence says it was done once. {ctx.reference}"
        )
        return Issue(Weight.MEANING, "time", message, 0.5, att_word=word)
    if word in _USUALLY and _habitual(ctx) and not tag(nxt).startswith(("n", "a", "u")):
        # 你一般怎么去学校 for 你怎么去学校: the English's present tense says what is done as a rule
        return Issue(Weight.FINE, "extra_word", f"{word} “usually” says what the sentence says of every time: fine.")
    if word == "呢" and not nxt and "?" not in ctx.english and not _asks(ctx.reference):
        return Issue(Weight.FINE, "particle", "呢 closing a remark only softens it.")  # 还不如打个车走呢
    if word == "太" and prev == "不" and tag(nxt).startswith("a"):  # 不太舒服 for 不舒服: "not very", softer
        return Issue(Weight.FINE, "extra_word", f"不太{nxt} says 不{nxt} more softly.")
    if word == "而已" and not nxt and {"只是", "就是", "只", "不过"} & set(ctx.alignment.att):
        # 就是有点儿感冒而已 for 只是小感冒: 而已 "that's all" closes the "just" the sentence says
        return Issue(Weight.FINE, "particle", "而已 “that's all” closes the “just” of the sentence.")
    if word == "还" and nxt == "不如" and "不如" in ctx.alignment.ref:
        # 还不如说 for 不如说: 还 only stresses the choice
        return Issue(Weight.FINE, "extra_word", "还不如 says 不如 with more stress.")
    if word == "还" and lexicon.is_negation(nxt) and negations(ctx.alignment.ref):
        # 我还不习惯 for 我不习惯: "still not", where the sentence says "not"
        return Issue(Weight.FINE, "extra_word", f"还{nxt} says “still not”: fine here.")
    if word == "就" and set(ctx.alignment.ref) & _CAUSE_LINKS and not set(ctx.alignment.att) & _CAUSE_LINKS:
        # 下雨了，我们就没出门 for 因为下雨了，所以我们没出去: 就 says what came of it, as 所以 does
        return Issue(Weight.FINE, "particle", "就 says what came of it, as the sentence's link does.")
    if _put_into(prev, word):  # 放在冰箱里 for 放进冰箱里, 放在桌子上 for 放桌子上
        return Issue(Weight.FINE, "paraphrase", f"{prev}{word} + a place says where it goes, as the sentence does.")
    if lexicon.is_negation(word) and (cut := _cannot_cut(ctx.alignment.att, ctx.alignment.ref)).endswith(word):
        return Issue(Weight.FINE, "paraphrase", f"{cut} “could not” says what 没{cut.replace('不', '')} says here.")
    if word == "不" and (potential := _cannot_said(prev, ctx.alignment.ref)):
        # 看 不 明白 as jieba cuts it for 看不懂: the 不 of "cannot", not a negation the sentence lacks
        return Issue(Weight.FINE, "paraphrase", f"{prev}不{nxt} says “cannot”, as {potential} does.")
    if word == "吗" and not nxt and "?" not in ctx.english and not _ASKED_IN_ENGLISH.match(ctx.english):
        message = f"吗 makes it a question; the sentence says it. In Chinese: {ctx.reference}"
        return Issue(Weight.MEANING, "question", message, 0.5)
    if word in ("两", "个", "人") and _pair_after_pronoun(ctx.alignment.att):  # 他们俩分手了 for 他们分手了
        return Issue(Weight.FINE, "extra_word", "俩 after the pronoun says “the two of them”, as they are.")
    if word == "被" and tag(nxt).startswith("v") and nxt in ctx.alignment.ref and "被" not in ctx.alignment.ref:
        # 运动会因为大雨被取消了 for 运动会取消了: 被 with no doer before the verb says it was done to it
        return Issue(Weight.FINE, "particle", f"被 before {nxt} says it was done to it; it may be said or not.")
    if word in ("事", "事情") and prev == "什么":  # 发生什么事 / 发生什么: "whatever happens" either way
        return Issue(Weight.FINE, "extra_word", f"什么{word} says what 什么 says here.")
    if (word in _RIGHT_AFTER or word in _AFTER_AN_ACT or (word == "等" and j == 0) or _first_act_moved(word, ctx)) and (
        soon := _as_soon_as_otherwise(ctx)
    ):
        return Issue(Weight.FINE, "paraphrase", soon)  # 回到家以后马上…: "after" and "at once" say "as soon as"
    if word == "一" and _as_soon_as(word, nxt, att[j + 1 :] + region.after) and "刚" in ctx.alignment.ref:
        # 我一坐下电话就响了 for 我刚坐下，电话就响了: 一…就 says it came right after, as 刚…就 does
        return Issue(Weight.FINE, "paraphrase", "一…就 says it came right after, as 刚…就 does.")
    if word == "号" and lexicon.is_numeral(prev) and nxt and is_noun(nxt):  # 五号楼 "building 5" for 五楼 "5th floor"
        return Issue(
            Weight.MEANING,
            "number",
            f"{prev}号{nxt} is {nxt} number {prev}, another thing. In Chinese: {ctx.reference}",
        )
    if word in _TO_COME and tag(nxt).startswith("v") and _done_made_to_come(ctx):
        message = f"{word} says it is still to come; the sentence says it has happened. In Chinese: {ctx.reference}"
        return Issue(Weight.MEANING, "time", message, 0.5, att_word=word)
    if lexicon.is_negation(word) and (
        idiom := _negating_idiom_unsaid(ctx.alignment.ref, ctx.alignment.att, ctx.english)
    ):
        return Issue(Weight.FINE, "paraphrase", f"{word} says the negation {idiom} has in it.")  # 很久没见面 / 好久不见
    if lexicon.is_negation(word) and (no := _says_no_unsaid(ctx.alignment.ref, ctx.alignment.att)):
        # 不允许抽烟 for 严禁吸烟, 不容易 for 难: the "no" is in the reference's word
        return Issue(Weight.FINE, "paraphrase", f"{word} says the “no” that {no} ({gloss(no, ctx.english)}) has in it.")
    if word in ("不", "没") and prev and nxt.startswith(prev) and _whether_said(ctx):
        # 成功与否要看我们努不努力 for 能否成功取决于我们的努力: A不A asks "whether", and denies nothing
        return Issue(Weight.FINE, "paraphrase", f"{prev}{word}{nxt} asks “whether”, as the sentence does.")
    if word in ("不到", "不足") and lexicon.is_numeral(nxt[:1]):
        # 不到一个小时，票就卖光了 for 在一个小时之内: "less than" an amount, no negation
        return Issue(Weight.FINE, "paraphrase", f"{word} + an amount says “less than”; it denies nothing.")
    if word == "不" and (potential := cannot_reach(ctx.alignment.ref, ctx.alignment.att)):
        # 他说的话我不听懂 for 我听不懂: "cannot" puts 不 between the verb and its result
        return potential_split(potential)
    if lexicon.is_negation(word):
        # "not negative" only of a sentence that negates nothing (the reference's 听不懂 and 不太热 negate)
        why = (
            "where the sentence does not negate" if negations(ctx.alignment.ref) else "but the sentence is not negative"
        )
        return Issue(Weight.MEANING, "negation", f"You added {quoted(word)}, {why}.", 0.5)
    if lexicon.is_numeral(word):
        if lexicon.number_value(word) == 1 and nxt in lexicon.MEASURE_WORDS:
            return Issue(Weight.FINE, "measure_word", f"一{nxt} is also right.")
        if lexicon.number_value(word) == 1 and (said := _one_said(nxt, ctx.english)):
            return Issue(Weight.FINE, "paraphrase", f"一{nxt} says “{said}”, as the English does.")
        # 一紧张, 一去不再回来, 这一领域: no number the English says, so no number error the rules can prove
        if _uncounted_one(word, prev, nxt, ctx.english):
            before = f" before {nxt}" if nxt else ""
            return Issue(Weight.MEANING, "extra_word", f"You added {word}{before}, which the sentence lacks.", 0, LIGHT)
        return Issue(Weight.MEANING, "number", not_there, added=LIGHT)
    if word == "了" and not nxt and _asks_how_it_stands(att[:j], region.before):
        return Issue(Weight.FINE, "particle", _NOW_ASKED)
    if word == "了" and any(f"{prev}{after}" in "".join(ctx.alignment.ref) for after in _AFTER):
        return Issue(Weight.FINE, "paraphrase", f"了 after {prev} says “after”, as 以后 does.")  # 到家了 / 到家以后
    if word == "了" and nxt and any(f"{prev}{nxt}{after}" in "".join(ctx.alignment.ref) for after in _AFTER):
        return Issue(Weight.FINE, "paraphrase", f"{prev}了{nxt} says “after”, as 以后 does.")  # 下了班 / 下班以后
    if word == _IF_SAID_AFTER and _conditional(ctx.alignment.ref):
        return Issue(Weight.FINE, "paraphrase", f"…{word} says “if”, as the sentence does.")  # 如果…的话 / 如果
    if word == "就" and _conditional(ctx.alignment.ref) and "就" not in ctx.alignment.ref:
        return Issue(Weight.FINE, "particle", _THEN)  # 如果下雨，我就待在家里
    if word == "就" and _AFTER & set(ctx.alignment.ref) and "就" not in ctx.alignment.ref:
        return Issue(Weight.FINE, "particle", "就 after a time said before it (下了班我就去) is fine here too.")
    if word in _AFTER and (said_after := _after_said(prev, ctx.alignment.ref)):
        return Issue(Weight.FINE, "paraphrase", f"{prev}{word} says it as {said_after}.")
    if word in _AFTER and (done := _done_with_le(prev, ctx.alignment.ref, ctx.alignment.att)):
        # 我们吃了晚饭以后，去… for 我们吃了晚饭就去…: after an act said done, 以后 says again what 了 says
        return Issue(Weight.FINE, "paraphrase", f"{done}{word}: {word} may be added; {done} says “after” already.")
    counted = att[j + 1 : j + 4] + region.after[:3]
    if word in ("一共", "总共") and any(lexicon.is_numeral(w) or w in ("几", "多少") for w in counted):
        return Issue(Weight.FINE, "extra_word", f"{word} “in all” only sums up the number.")  # 一共有五个人
    if _which_way(word, prev, ctx.alignment.ref):  # 走过去 for 走路去: the way one goes, no time
        return Issue(Weight.FINE, "paraphrase", f"{prev}{word} says the way one goes.")
    if word in _THEN_COMPARED and prev == "比" and _MORE & set(ctx.alignment.ref) and _MORE & set(ctx.alignment.att):
        # 他比以前更努力了 for 他更加努力了 "he worked even harder": more than before, as 更 says
        return Issue(Weight.FINE, "paraphrase", f"比{word}更 says “more than before”, as 更 does.")
    if word in _THEN_COMPARED and nxt == "的" and _former(att[j + 2 : j + 3] + region.after[:1], ctx):
        # 以前的同学 for 老同学 "an old classmate": one of before
        return Issue(Weight.FINE, "paraphrase", f"{word}的 says “former”, as 老 does here.")
    if (before := _then_compared(word, ctx)) and before != word:  # 比以前的更管用 for 比原来的更有效
        return Issue(Weight.FINE, "paraphrase", f"比{word} compares with how it was before, as 比{before} does.")
    if finished := _after_finished(word, nxt, ctx):  # 吃完晚饭，她都要练 for 她每天晚饭后都练
        return Issue(
            Weight.FINE, "paraphrase", f"{finished} says “after”, as {min(_AFTER & set(ctx.alignment.ref))} does."
        )
    if word in _AFTER and (after := _AFTER_ENGLISH.search(ctx.english)):  # 跑完马拉松以后 "after finishing the …"
        return Issue(Weight.FINE, "extra_word", f"{quoted(word)} says the “{after[0]}” of the English.")
    if (said := _LINK_ENGLISH.get(lexicon.CONNECTIVE_CLASS.get(word, ""))) and (link := said.search(ctx.english)):
        # 他太累了，所以很快就睡着了 for 他累得马上就睡着了 "so tired that…": the link the English says
        return Issue(Weight.FINE, "extra_word", f"{word} says the “{link[0]}” of the English.")
    if word == "那" and nxt == "就":  # 你不舒服，那就早点回家吧: 那就 "then", what follows from it
        return Issue(Weight.FINE, "extra_word", "那就 “then” says what follows from it.")
    if _says_now(word) and "还没" in "".join(ctx.alignment.ref):  # 目前还没获得批准 for 还没有被批准: "not yet"
        return Issue(Weight.FINE, "paraphrase", f"{word} “now” says what 还没 “not yet” implies.")
    if "现在" in ctx.alignment.ref and "现在" not in ctx.alignment.att and _says_now(word):
        return Issue(Weight.FINE, "paraphrase", f"{word} says “now”, as 现在 does.")  # 事到如今，哭有什么用
    if word in lexicon.TIME_WORDS and _now_implied(word, ctx):
        return Issue(Weight.FINE, "paraphrase", f"{quoted(word)} “now” says what the sentence already implies.")
    if (word in lexicon.TIME_WORDS or word in _HABITS) and (
        twin := _time_twin(word, ctx.alignment.ref, ctx.alignment.att)
    ):
        return Issue(Weight.FINE, "paraphrase", f"{word} says {twin}, in another place.")  # 再忙也天天 for 每天
    if word in lexicon.TIME_WORDS:
        return Issue(Weight.MEANING, "time", not_there, added=LIGHT, att_word=word)
    if word == "了" and not nxt and "忘了" in "".join(ctx.alignment.ref) and "忘记" in ctx.alignment.att:
        # 我忘记带护照了 for 我忘了带护照: the 了 of 忘了 said at the end
        return Issue(Weight.FINE, "particle", "了 may close the sentence instead of following 忘.")
    if word == "了" and nxt in _AFTER:
        # 毕了业以后 for 毕业后: 以后 says it is done, with 了 or without
        return Issue(Weight.FINE, "particle", f"了 before {nxt} may be said or left out.")
    if word == "了" and (very := _very_for_so(ctx.alignment.ref, ctx.alignment.att)):
        return Issue(Weight.FINE, "paraphrase", very)
    if word == "把" and _handled_first(prev, nxt, att[j + 2 :] + region.after, ctx.alignment.ref):
        return Issue(Weight.FINE, "paraphrase", f"把 puts {nxt}, what is dealt with, before the verb: also right.")
    counts = prev in lexicon.DETERMINERS or lexicon.is_numeral(prev)
    # (jieba tags 关上 a place: a verb and its result is an act too)
    after = att[j + 2 :] + region.after
    if word == "把" and ctx.alignment.att.count("把") == 1:
        after += ctx.alignment.att[ctx.alignment.att.index("把") + 2 :]  # past the region's end (把 窗户 | 关上)
    # ... or the verb of a word of ours that is that verb and this object (戒 of 戒烟 in 把烟戒了; jieba tags 戒 a noun)
    acts = [w for w in after if tag(w).startswith("v") or w == "给" or _with_result(w) or w + nxt in ctx.alignment.ref]
    # a person after 把 is what is handled (把我们送回家), or owns it (把我的蛋糕); not the one who acts in ours
    handled = nxt in lexicon.PERSONAL_PRONOUNS and (
        nxt != ctx.alignment.ref[0] or (att[j + 1 :] + region.after)[1:2] == ("的",)
    )
    if word == "把" and not counts and (is_noun(nxt) or handled) and acts:
        # 请把报纸给我 for 请给我报纸: the 把 of handling, not the measure word (一把椅子)
        return Issue(Weight.FINE, "paraphrase", f"把 puts {nxt}, what is dealt with, before the verb: also right.")
    if prev == "把" and word in "".join(ctx.alignment.ref) and word not in ctx.alignment.ref:
        # 把门锁上 for 锁门: the door, said inside our verb, put before the act by 把
        return Issue(Weight.FINE, "paraphrase", f"把 puts {word}, what is dealt with, before the verb: also right.")
    if word == "个" and nxt in _NO_MEASURE and lexicon.is_numeral(prev):
        # 两个年 for 两年: 年, 天 and 岁 count themselves, with no measure word
        return Issue(Weight.SLIP, "measure_word", f"{prev}{nxt} takes no 个: {ctx.reference}")
    if word in lexicon.MEASURE_WORDS:
        if counts:
            return Issue(Weight.FINE, "measure_word", f"{prev}{word} is also right.")
        said_a = (prev.endswith("是") and is_content(nxt)) or (tag(prev).startswith("v") and is_noun(nxt))
        if word == "个" and said_a:
            # 就是个感冒, 打个电话: 个 after 是 or a verb says "a" as 一个 does, in speech
            return Issue(Weight.FINE, "measure_word", f"{prev}个{nxt} is right too: 个 says “a” here.")
        if tag(prev).startswith("v") and word in listed_measure_words(nxt):
            # 看场电影 for 看电影: the noun's own measure word after a verb says "a", as 一场 does
            return Issue(Weight.FINE, "measure_word", f"{prev}{word}{nxt} is right too: {word} says “a” here.")
        return Issue(Weight.SLIP, "measure_word", f"{quoted(word)} is not needed here.", att_word=word)
    if word == "了" and not nxt and _says_cannot(ctx.alignment.att):
        # 我想不起来他的名字了 "I can no longer recall": 了 closing a "cannot" says it has come to that
        return Issue(Weight.FINE, "particle", "了 at the end says it has come to that; it may be said or not.")
    if word == "了" and nxt in _PLACED_BY and tag(prev).startswith("v"):  # 坐了在椅子上: 了 splits 坐在
        message = f"了 cannot split {prev}{nxt}: it goes after the whole phrase. In Chinese: {ctx.reference}"
        return Issue(Weight.SLIP, "particle", message)
    to_come = word == "了" and "了" not in ctx.alignment.ref and _TO_COME_OR_HABIT.search(ctx.english)
    # 等我到了机场，马上…, 到了就…: 了 says one act is done before the next, whenever the two come
    to_come = to_come and not _done_before(att[j + 1 :] + region.after, region.before + att[:j])
    if to_come and not about_to and prev not in ("忘", "除", "为"):  # 忘了 "forget", 除了, 为了: no aspect
        # 他六点回来了 for "He will be back at six", 我一般走路去上班了 for "I usually walk": 了 says it is done
        message = f"「了」 says it is done; the sentence says what is to come or happens as a rule: {ctx.reference}"
        return Issue(Weight.SLIP, "particle", message)
    if _fine_to_add(word, prev, nxt):
        return Issue(Weight.FINE, "particle", f"{quoted(word)} is fine here too.")
    if word == "呢" and prev and _went_on(prev, ctx.alignment.att):
        return Issue(Weight.FINE, "particle", "呢 closes an act going on (在开会呢): fine here.")
    if word == "吧" and _urged(ctx):
        return Issue(Weight.FINE, "particle", "吧 softens what is urged or suggested: fine here.")  # 放心吧, 去看看吧
    if word == "好" and prev in _SETTLED and prev in ctx.alignment.ref:  # 决定好了没有 for 决定了吗: settled
        return Issue(Weight.FINE, "extra_word", f"{prev}好 says it is settled, as {prev} does here.")
    before = region.before + att[:j]
    if word == "都" and _habit_before(before):  # 每年都, cut 每 + 年 + 都 at times
        return Issue(Weight.FINE, "particle", "…都 after a time of habit says it is what always happens.")
    if word == "会" and before[-1:] == ("都",) and _habit_before(before[:-1]) and tag(nxt).startswith("v"):
        # 每年都会吸引 for 每年吸引: 会 says what happens as a rule, after 每年都
        return Issue(Weight.FINE, "extra_word", "会 after …都 says what happens as a rule, as the sentence does.")
    if word == "都" and (some := _PART & set(ctx.alignment.ref) - set(ctx.alignment.att)):
        # 我的朋友都来了 for 我的一些朋友来了: "all" for "some"
        message = f"都 says all of them; the sentence says only some ({min(some)}). In Chinese: {ctx.reference}"
        return Issue(Weight.MEANING, "scope", message, 0.5, att_word=word)
    summed = is_nominal(prev) or tag(prev) == "t" or prev in lexicon.TIME_WORDS
    if word == "都" and summed and not _PART & set(ctx.alignment.ref):
        # 大家都知道, 每天早上他都…, 票都卖光了, 话都说不出来: 都 sums up what comes before it, stressing it
        return Issue(Weight.FINE, "particle", f"都 after {prev} only stresses that it holds throughout.")
    if word == "连" and {"都", "也"} & set(att[j + 2 : j + 5] + region.after[:3]):
        # 气得连话都说不出来 for 气得说不出话来: 连…都 "even" only stresses it
        return Issue(Weight.FINE, "particle", "连…都 “even” only stresses it.")
    if word == "就" and not lexicon.is_numeral(nxt) and nxt not in lexicon.MEASURE_WORDS:
        # 我就不买了, 图书馆就在超市边上, 越复杂，我们就越…: 就 stresses; "just one" (就一个) says how many
        return Issue(Weight.FINE, "particle", "就 only stresses what follows it here.")
    if word in ("是", "的") and _stressed(ctx.alignment.ref, ctx.alignment.att):
        return Issue(Weight.FINE, "particle", "是…的 only stresses how, when or where it is done.")
    said = ctx.alignment.att
    if (word == "一起" and ("和" in said or "跟" in said)) or (word == "更" and "比" in said):
        return Issue(Weight.FINE, "particle", f"{quoted(word)} is fine here too.")  # 和妈妈一起去, 比…更
    if word in _YOU and prev == "请":  # 请你等一下: who is asked, which 请 implies
        return Issue(Weight.FINE, "extra_word", f"请{word} says who is asked; 请 alone implies it.")
    if word in _YOU and nxt in _TELLING_NOT | {"请"} and _opens(_REQUEST, ctx.english):
        # 你别说 for "Don't tell": a request is made to "you", which the English leaves unsaid as Chinese may
        return Issue(Weight.FINE, "extra_word", f"{quoted(word)} says who is asked; the English leaves it unsaid.")
    if lexicon.CONNECTIVE_CLASS.get(word) == "result" and _links_the_cause(ctx.alignment.ref, ctx.alignment.att):
        # 陈静迟到了，所以… for 陈静因为迟到…: the effect marked instead of the cause, one link
        return Issue(Weight.FINE, "paraphrase", f"{word} links cause and effect from the other end, as {_CAUSE} does.")
    if word == "自己" and prev in lexicon.PERSONAL_PRONOUNS:  # 你自己决定: "oneself" says again who it is
        return Issue(Weight.FINE, "extra_word", "自己 “oneself” only stresses who it is.")
    if word in lexicon.PRONOUNS:
        said = gloss(word).lower().split()
        tokens = set(english_tokens(ctx.english))
        # 你的 for "your", 我奶奶 for "my grandmother"
        owner = (nxt == "的" or nxt in lexicon.CLOSE_RELATIONS) and tokens & _ENGLISH_PERSON.get(word, set())
        if (said and stem(said[0]) in {stem(t) for t in tokens}) or owner:  # 大家 "everyone" for "everybody"
            return Issue(Weight.FINE, "extra_word", f"{quoted(word)} is in the English too.")
        if word in _OUR and is_noun(nxt) and "my" in english_tokens(ctx.english):
            said_so = f"{word}{nxt} is fine: Chinese often says {word} for “my” of what one shares."
            return Issue(Weight.FINE, "extra_word", said_so)
        other = _person_in_english(word, ctx.english) if nxt == "的" else ""
        if other:  # 我的衣服穿反了 for "Your clothes are on inside out": whose, said otherwise
            message = f"You added {with_gloss(word)}, but the English says {other}. In Chinese: {ctx.reference}"
            return Issue(Weight.MEANING, "person", message, 0.5)
        # 我们明天再见 for 明天见, 明天我们再见: who is meant, said at the start or after a time
        at_start = ctx.alignment.att[:1] == (word,) or all(w in lexicon.TIME_WORDS for w in region.before + att[:j])
        if at_start and tokens & _ENGLISH_PERSON.get(word, set()):  # 我从家里走 for "from my home": who walks
            return Issue(Weight.FINE, "extra_word", f"{quoted(word)} says who it is, as the English does.")
        if at_start:
            return Issue(Weight.SLIP, "extra_word", not_there, words=(word,))
        return Issue(Weight.MEANING, "extra_word", _elsewhere(word, ctx.alignment.ref, ctx) or not_there)
    if word == "已经" and "了" in ctx.alignment.ref:  # as 已经 may be left out beside 了 (see ``missing``)
        return Issue(Weight.FINE, "particle", "了 already says it has happened; 已经 may be added.")
    if word in lexicon.DEGREE_COMPLEMENTS and _degree_after(prev, (prev, word)):
        before = ctx.alignment.ref[ctx.alignment.ref.index(prev) - 1] if prev in ctx.alignment.ref[1:] else ""
        if before in lexicon.DEGREE_ADVERBS:  # 开心极了 for 很开心: the degree said after the word
            return Issue(Weight.FINE, "paraphrase", f"{prev}{word} says the degree, as {before}{prev} does.")
    if word == "了" and prev == "多" and "得多" in "".join(ctx.alignment.ref):
        return Issue(Weight.FINE, "particle", "多了 says the same as 得多.")
    if word == "得" and nxt == "多" and "多了" in "".join(ctx.alignment.ref):
        return Issue(Weight.FINE, "particle", "得多 says the same as 多了.")  # 成熟得多 / 成熟多了
    if _completes(prev, word) and prev in ctx.alignment.ref:
        return Issue(Weight.FINE, "paraphrase", f"{prev}{word} says the same as {prev}.")
    if _english_says(word, ctx.english) and word not in lexicon.FUTURE_MARKERS:  # 将下个月: where 将 goes matters
        return Issue(Weight.FINE, "extra_word", f"{quoted(word)} is in the English too.")
    if word in lexicon.PARTICLES or not is_content(word):
        return Issue(Weight.SLIP, "extra_word", not_there, words=(word,))
    if not meaning_stems(word).isdisjoint(ctx.stems):
        return Issue(Weight.FINE, "extra_word", f"{quoted(word)} is in the English too.")
    return Issue(Weight.MEANING, "extra_word", not_there, added=1.0, att_word=word)


# "Only" and the adverbs that say something else of the act (也 "too", 还 "still", 都 "all", 又 "again")
_ONLY = frozenset("只 只是 仅 仅仅 光".split())
_NOT_ONLY_ADVERBS = frozenset("也 还 都 又 再 更 总是 常常 经常".split())
# Adverbs that say other things of the act: 才 "not until" / 就 "as early as", 又 "again" / 也 "too", 还 "still" /
# 也 "too"
_APART_ADVERBS = frozenset(frozenset(pair) for pair in (("才", "就"), ("又", "也"), ("还", "也")))


# How two clauses are linked: a cause, what it brings, a concession, a hypothetical concession, a condition, the
# condition denied, a contrast. One for another of its class says the same (由于 / 因为); of another class, another
# link (因为 / 虽然).


# The English of a link between clauses, by its class: an added 所以 says the "so" the English has.
_LINK_ENGLISH = {
    "cause": re.compile(r"\b(?:because|since)\b", re.IGNORECASE),
    "result": re.compile(r"\b(?:so|therefore|thus|as a result)\b", re.IGNORECASE),
    "although": re.compile(r"\b(?:although|though|even though)\b", re.IGNORECASE),
    "but": re.compile(r"\bbut\b", re.IGNORECASE),
}


# Which way an act goes, said after its verb (拿过去, 走过来): glossed as a way, not as the time words they also are.
_WAYS = {"过去": "over there, away", "过来": "over here, towards us"}


def _which_way(word: str, prev: str, other: tuple[str, ...]) -> bool:
    """Is the word 过去 / 过来 after a verb (走过去, 跑过来): which way the act goes, not the time "the past", with
    the other sentence not going the other way (拿过去 for 拿过来 is another way)?"""
    if word not in _WAYS:
        return False
    other_way = next(way for way in _WAYS if way != word)
    return other_way not in other and tag(prev).startswith("v")


# 在, 到, 给 right after a verb (坐在, 走到, 送给) make one word with it, which 了 follows and never splits.
_PLACED_BY = frozenset("在 到 给".split())


_THEN = "就 says what follows if the condition holds, as a teacher says it."


_CAUSE = "因为"


def _links_the_cause(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Does the reference mark a cause (因为, 由于) that the attempt does not, and no effect (所以)?"""
    classes = {lexicon.CONNECTIVE_CLASS.get(w) for w in ref}
    return (
        "cause" in classes
        and "result" not in classes
        and not any(lexicon.CONNECTIVE_CLASS.get(w) == "cause" for w in att)
    )


_IF_SAID_AFTER = "的话"  # 下雨的话 "if it rains": the condition's "if" said after it


def _conditional(words: tuple[str, ...]) -> bool:
    """Is a condition said (如果, 只要, 除非 …)?"""
    return any(lexicon.CONNECTIVE_CLASS.get(w) in ("if", "unless") for w in words)


def _with_result(word: str) -> bool:
    """A verb of one character and its result (关上, 锁好)?"""
    return len(word) == 2 and word[1] in lexicon.RESULTS and tag(word[0]).startswith("v")


def _handling(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Is the reference's one 把 the 把 of handling (我把文件删了), not a measure word after a number or 这 (一把椅子),
    and the attempt without 把?"""
    if ref.count("把") != 1 or "把" in att:
        return False
    k = ref.index("把")
    return not k or not (lexicon.is_numeral(ref[k - 1]) or ref[k - 1] in lexicon.DETERMINERS)


def _not_yet(words: tuple[str, ...]) -> bool:
    """Is an act denied with 没 (没见到, 没有去)?"""
    return any(w in ("没", "没有") for w in words)


_SOON = frozenset("快要 就要 将要 快".split())  # about to happen (快要关门了)
_JUST_DONE = frozenset("刚 刚刚".split())  # just done (火车刚开走), not about to be (快要开了)


_WILL = frozenset("要 会 将 将要 就要".split())  # what will happen (明天要下雨, 明天会下雨)


_WILL_ENGLISH = re.compile(r"\b(?:will|going to|shall|tomorrow|next|soon)\b|'ll\b", re.IGNORECASE)
_WANT_ENGLISH = re.compile(r"\b(?:want|wants|wanted|would like|'d like)\b", re.IGNORECASE)


def _will_said(ref: tuple[str, ...], att: tuple[str, ...], english: str) -> str:
    """The word of what will happen that the attempt says and the reference does not, where the English says it
    will (not "want": 我要去 "I want to go" is no 我会去)."""
    if not _WILL_ENGLISH.search(english) or _WANT_ENGLISH.search(english):
        return ""
    return next((w for w in att if w in _WILL and w not in ref), "")


def _home_said(place: str, ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Does the reference say 回 + a place + 去 / 来 (跑 回家 去, 回 宿舍 去) and the attempt 回 + that place?"""
    gone = place if place.startswith("回") and len(place) > 1 else f"回{place}"
    return bool(place) and gone in "".join(ref) and gone in "".join(att)


_CLOSING_RESULTS = frozenset("上 好".split())  # results that only close an act (锁上, 关好), not change what it does


def _ba_result_unsaid(verb: str, ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Does the reference say the verb's result after 把 (把门锁上) and the attempt the verb and its object
    without 把 (锁门)?"""
    if "把" not in ref or "把" in att:
        return False
    if not tag(verb).startswith("v"):
        verb = verb[-1:]  # 把门锁上 cut 把 门锁 上 by jieba: the verb is the last character
        if len(verb) != 1 or not tag(verb).startswith("v"):
            return False
    return any(w == verb or (len(w) == 2 and w[0] == verb) for w in att)


_TIME_ENDS = frozenset("期间 时候 时 时期 以前 以后 之前 之后 以来".split())  # what makes the words before it a time


def _time_follows(words: tuple[str, ...]) -> bool:
    """Do the words open with a time: a time word (明天) or a few words closed by 期间, 时候 and the like?"""
    return bool(words) and (words[0] in lexicon.TIME_GROUP or any(w in _TIME_ENDS for w in words[1:3]))


def _act_as_thing(person: str, act: str, ref: tuple[str, ...]) -> bool:
    """Is 的 put between a person and an act (你的帮助) where the reference says the person doing it (你帮忙)?"""
    if person not in lexicon.PERSONAL_PRONOUNS or not tag(act).startswith("v"):
        return False
    return any(a == person and tag(b).startswith("v") for a, b in zip(ref, ref[1:], strict=False))


def _would(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Does the reference say a condition (如果, 要不是) and the attempt what follows it with 会 the reference does
    not say?"""
    condition = _conditional(ref) or "要不是" in "".join(ref)
    return condition and "会" in att and "会" not in ref


_ONCE = frozenset("一旦 只要 如果 要是".split())  # once or if it is done: its 了 is the speaker's choice
_GOES_ON = frozenset("还 还要 还会 仍 仍然 依然".split())  # it goes on (还要涨 for 继续上涨)
_ALREADY = re.compile(r"\balready\b", re.IGNORECASE)
_STILL = frozenset("还是 仍然 依然 仍 还".split())  # "still", which "but" says after "although"


def _conceded(words: tuple[str, ...]) -> bool:
    """Does the sentence concede with "although" (虽然, 尽管)?"""
    return any(lexicon.CONNECTIVE_CLASS.get(w) == "although" for w in words)


def _done_before(after: tuple[str, ...], before: tuple[str, ...]) -> bool:
    """Is a 了 followed by a word that puts its act before the next (…以后, …就), or preceded by 等?"""
    return not _DONE_BEFORE.isdisjoint(after) or "等" in before


def _people_before_de_ren(word: str, prev: str, nxt: str, before: tuple[str, ...], ctx: Context) -> str:
    """The word that names people already, when the missing word is the 的 or 人 of its 的人 (老一辈 for 老一辈的人)
    and the attempt says it without them; else ""."""
    if (word, prev) == ("人", "的"):
        people = before[-2] if len(before) >= 2 else ""
        return people if people and thesaurus.filed_under(people, "A") and people in ctx.alignment.att else ""
    said = "".join(ctx.alignment.att)
    if (word, nxt) == ("的", "人") and thesaurus.filed_under(prev, "A") and prev in said and f"{prev}人" not in said:
        return prev
    return ""


# The sense of a link word in a link, where CC-CEDICT's first is another (只有 "only have", 只要 "if only")
_LINK_GLOSS = {"只有": "only if", "只要": "as long as", "除非": "unless"}


# Everyone but the one 除了 names (除了小王，大家都来了 / 别人都来了)
_EVERYONE_ELSE = frozenset("大家 别人 其他人 其他 所有人 别的人 其余的人 其他的人 人家".split())


# An English question written without its question mark (Are you coming)
_ASKED_IN_ENGLISH = re.compile(r"^\s*(?:are|is|am|do|does|did|can|could|will|would|have|has|shall|should|may)\b", re.I)


# The English words of each person (我的 "my" is 我's): the person a pronoun added must not contradict
_ENGLISH_PERSON = {
    "我": {"i", "me", "my", "mine", "myself"},
    "你": {"you", "your", "yours", "yourself"},
    "您": {"you", "your", "yours", "yourself"},
    "他": {"he", "him", "his", "himself"},
    "她": {"she", "her", "hers", "herself"},
    "我们": {"we", "us", "our", "ours"},
    "咱们": {"we", "us", "our", "ours"},
    "你们": {"you", "your", "yours"},
    "他们": {"they", "them", "their", "theirs"},
    "她们": {"they", "them", "their", "theirs"},
}


def _person_in_english(word: str, english: str) -> str:
    """The English's owner ("your") where a pronoun added with 的 says another and the English has none of its words
    (我的衣服 for "your clothes"), else ""."""
    if word not in _ENGLISH_PERSON:
        return ""
    tokens = english_tokens(english)
    if set(tokens) & _ENGLISH_PERSON[word]:
        return ""
    return next((f"“{t}”" for t in tokens if t in _OWNERS), "")


_OWNERS = frozenset("my your his her our their".split())


def _pair_after_pronoun(att: tuple[str, ...]) -> bool:
    """Does the attempt say 两 个 人 right after a plural pronoun (他们俩, which the words are read as)?"""
    return any(att[k : k + 3] == ("两", "个", "人") and att[k - 1] in _PLURAL_PRONOUNS for k in range(1, len(att)))


_PLURAL_PRONOUNS = frozenset("我们 你们 他们 她们 咱们".split())


# Words that put the act after them still to come (我要去超市 "I'm going to the supermarket"); not 会, which says
# "can" as often (他会游泳 for 他学会了游泳).
_TO_COME = frozenset("要 将 将要 打算 准备".split())
_ENGLISH_TO_COME = re.compile(r"\b(?:will|shall|going to|gonna|plans?|planning|intends?|wants?|tomorrow|next)\b|'ll\b")


def _done_made_to_come(ctx: Context) -> bool:
    """Does the attempt put off what the reference says is done: the reference's 了 follows its verb (我去了超市,
    not the 了 that closes a sentence), the attempt has no 了 at all, and the English says nothing to come?"""
    ref, att = ctx.alignment.ref, ctx.alignment.att
    done = any(w == "了" and i + 1 < len(ref) and ref[i + 1] not in lexicon.PARTICLES for i, w in enumerate(ref))
    return done and "了" not in att and not _ENGLISH_TO_COME.search(ctx.english.lower())


# Acts of deciding and preparing, which 好 after them only says are settled (决定好, 准备好, 想好, 商量好); not 说,
# whose 说好 may be "speak well".
_SETTLED = frozenset("决定 准备 想 商量 安排 约 计划 考虑".split())


def _habit_before(words: tuple[str, ...]) -> bool:
    """Do the words end with a time of habit (每年, 平时), whole or cut in two (每 + 年), or a time that comes round
    with 每 before it (每年五月, 每个星期天早上)?"""
    if words and (words[-1] in _HABITS or "".join(words[-2:]) in _HABITS):
        return True
    return bool(_EVERY_TIME.search("".join(words[-6:])))


_EVERY_TIME = re.compile(
    r"每个?(?:年|月|周|星期|礼拜|天|周末)[一二三四五六七八九十\d]*[月号日天]?(?:早上|上午|中午|下午|晚上)?$"
)


# Times of habit: 都 after them (平时都坐地铁) says "always", what they say already.
_HABITS = frozenset(
    "平时 平常 通常 一般 每天 天天 每次 每年 每周 每月 每个月 每个星期 每个周末 经常 常常 总是 向来 一直".split()
)


# English that urges, asks or suggests (Don't worry, You'd better…, Let's…, See you…), and the reference's words
# that do: a 吧 added to such a sentence only softens it.
_URGING = re.compile(
    r"^(don't|do not|please|let's|let us|you'd better|you had better|you should|why not|why don't|never mind|"
    r"see you|take|bring|come|go|wait|hurry|relax|try|call|sit|stand)\b",
    re.IGNORECASE,
)
_URGING_WORDS = frozenset("别 不用 不要 最好 还是 请 咱们".split())


def _urged(ctx: Context) -> bool:
    return bool(_URGING.match(ctx.english.strip())) or not _URGING_WORDS.isdisjoint(ctx.alignment.ref)


def _stressed(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Is the attempt the reference's statement framed by 是…的, which stresses how, when or where (我是坐地铁上班
    的 for 我坐地铁上班): 是 before a verb and 的 closing the sentence, neither in the reference?"""
    if "是" in ref or att[-1:] != ("的",) or ref[-1:] == ("的",) or "是" not in att:
        return False
    after = att[att.index("是") + 1 : -1]
    return bool(after) and (tag(after[0]).startswith(("v", "p")) or after[0] in lexicon.TIME_GROUP)


_OUR = ("我们", "咱们")  # 我们家, 我们学校, 我们老师: how Chinese says "my" of what one shares with others
_COMPOUND_ENDS = ("one", "body", "thing", "where")  # "everyone" says "every", "nothing" says "no"


def _english_says(word: str, english: str) -> bool:
    """Does the English say this word, by one of its dictionary senses read whole (每 "every" in "everyone",
    也 "also")? Light words have no stems to compare, so the senses are matched as words, their notes
    in brackets aside (时间 "(duration of) time" says "time" in "for a long time")."""
    senses = {s.lower() for s in map(_unnoted, dictionary.senses(word)) if s.isalpha() and len(s) > 2}
    return any(
        token == sense or (token.startswith(sense) and token[len(sense) :] in _COMPOUND_ENDS)
        for token in english_tokens(english)
        for sense in senses
    )


def _unnoted(sense: str) -> str:
    """A sense without its notes in brackets: "(duration of) time" is "time"."""
    return _NOTE.sub("", sense).strip()


_NOTE = re.compile(r"\([^)]*\)")


def _completes(prev: str, char: str) -> bool:
    """Does a lone character only finish the word before it into a longer word of the same main meaning (看不清
    楚: 清 and 清楚 "clear"), as jieba cuts 看不清楚?"""
    if len(char) != 1 or len(prev) < 2 or not dictionary.is_word(prev[-1] + char):
        return False
    return not _protected_light(char) and shared_sense(prev[-1], prev[-1] + char)


# Conjunctions said in pairs, either of which may carry the link alone (因为…所以, 虽然…但是).
_SURELY = frozenset("都 一定 肯定 总 总是 也".split())  # before 会: a promise, or what always holds
_ABLE = re.compile(r"\b(?:can|could|able|know how)\b", re.IGNORECASE)  # 会 "can": a skill, not what will be
_CAUSE_LINKS = frozenset("因为 由于 所以 因此 于是 结果".split())
_PAIRED = {
    "因为": ("所以",),
    "所以": ("因为",),
    "虽然": ("但是", "可是", "还是", "却"),
    "但是": ("虽然", "尽管", "还是", "却"),
    "可是": ("虽然", "尽管", "还是", "却"),
    "以外": ("除了",),  # 除了英语(以外): "apart from" either way
    "之外": ("除了",),
    "一旦": ("就",),  # 一旦习惯了，就不难了 / 习惯了就不难了: 就 says "once … then"
    # 她歌唱得好，舞也跳得好 for 她不但唱歌唱得好，而且跳舞也跳得好: 也 or 还 says "also" by itself
    "不但": ("也", "还"),
    "不仅": ("也", "还"),
    "而且": ("也", "还"),
}


def _fine_to_add(word: str, prev: str, nxt: str) -> bool:
    """Words that may be added without changing the meaning: mood particles, 们, 里, 很 before an adjective,
    的 before a noun, 了 after a verb, progressive 在 (一直在下雨, 他在说什么), 再 in 再见, 一下 after a verb."""
    return (
        word in lexicon.OPTIONAL_PARTICLES
        or word in lexicon.OPTIONAL_SUFFIXES
        or word in lexicon.OPTIONAL_LOCALISERS
        or word == "很"
        or (word == "的" and is_noun(nxt))
        or (word == "了" and tag(prev).startswith("v") and not (prev == "是" and nxt))  # not 是了一个老师
        or (word == "在" and tag(nxt).startswith("v") and prev in ("一直", "正", "还", "都"))
        or (word == "在" and tag(nxt).startswith("v") and prev in lexicon.PERSONAL_PRONOUNS)  # 他在说什么
        or (word == "再" and nxt == "见")
        or (word in lexicon.BRIEFLY and tag(prev).startswith("v"))  # 想休息一下: the act made a brief one
        or (word == "会" and prev in lexicon.LIKELIHOOD)
    )


__all__ = ["counted", "extra", "homophone", "missing", "negated", "substitution"]
