"""The benefit of the doubt: a difference the rules cannot show to be wrong is not called wrong.

A word-by-word comparison finds every place where the attempt says something other than the reference; only
some of them are errors. Telling a learner that correct Chinese is wrong is worse than missing a slip, so
each meaning difference is judged on the evidence:

- right (FINE): the two words are on one Cilin synonym line (爱 / 喜欢, 正好 / 碰巧), or a verb the reference
  says twice is said once (他中文说得很流利);
- unsure (at least 2, "Your wording differs from ours (X / Y); it may well be right."): two acts or qualities
  of one fine Cilin class that are no opposites (减轻 / 减少); a complement of direction said or not after a
  word both have (好起来 / 好); CC-CEDICT gives the
  two words a first sense in common that the English says too (生气 / 气 "angry"), or a whole meaning of the
  attempt's word says every word of the English that the reference's word says (可能 "probable" / 大概 for
  "probably", 眼泪 "crying" beside 哭 for "cried"); two modal verbs of one kind (得 / 该); a word left out is
  said elsewhere in the attempt, or an added verb only introduces a word of the reference (不爱喝咖啡, 坐地铁,
  开始生效), unless it stops it (停止工作); a detail added where nothing else is wrong (肚子 in 我肚子饿了, 早上 before
  七点); a noun whose first meaning is a kind of what the English names (手机 "cell phone" for "phone");
- wrong (kept): everything else. Words of one kind (姐姐 / 妹妹, 下雨 / 下雪) and opposites (贵 / 便宜) share
  senses but not the English one, and no thesaurus here lists opposites, so without such evidence the rules
  keep the error rather than excuse an opposite.
"""

from __future__ import annotations

import re
from dataclasses import replace

from chinese_app.chinese import dictionary, thesaurus
from chinese_app.content.alignment import english_stems, english_tokens
from chinese_app.evaluation import lexicon
from chinese_app.evaluation.compare import de_after_object, is_nominal, tag
from chinese_app.evaluation.evidence import (
    MEANING_ADVERBS,
    one_act_another_way,
    one_concept,
    opposites,
    says_english_the_reference_does_not,
    unproven_adverb,
    unproven_substitution,
)
from chinese_app.evaluation.issues import Context, Issue, Weight, is_content, is_noun
from chinese_app.evaluation.words import (
    amount_added,
    changed_character,
    english_said,
    meaning_stems,
    opposite_character,
    shared_sense,
    with_gloss,
)

UNSURE = "unsure"
# Modal verbs: what one can, must or wants to do, which changes what is meant (不能来 / 不用来).
MODAL_VERBS = frozenset("能 会 可以 用 要 想 应该 应当 该 得 必须 敢 肯 愿意 需要 用来".split())


def linked(ref: str, att: str, ctx: Context) -> bool:
    """Could the attempt's word stand for the reference's here? Only on evidence: Cilin puts them on one synonym
    line (也许 / 可能); CC-CEDICT gives them a first sense in common that the English says too (生气 / 气
    "angry"); or every word of the English that the reference's word says, a whole meaning of the attempt's
    word says too (大概 / 可能 "probably"). An opposite does not say the English word (贵 for "cheap"), a word
    of one kind says only part of it (姐姐 for "younger sister") or says it only in part (刀 "single-edged
    sword" for 剑, 火车票 "train ticket" for 电影票)."""
    if not ref or not att or frozenset((ref, att)) in lexicon.NOT_SYNONYMS or opposite_character(ref, att):
        return False
    if ref in MODAL_VERBS or att in MODAL_VERBS:
        return _same_modal(ref, att)  # 不能来 / 不用来: a modal changes what is meant
    if thesaurus.synonyms(ref, att):
        return True
    said = meaning_stems(ref) & meaning_stems(att) & ctx.stems
    if said and shared_sense(ref, att):
        return True
    return says_the_english(ref, att, ctx) or _a_kind_of_it(ref, att, ctx)


def one_act_two_things(ref: str, att: str) -> bool:
    """Do the two words open with one verb and end in things that share no character (吃饭 / 吃药, 看电影 / 看书)?"""
    if len(ref) < 2 or len(att) < 2 or ref[0] != att[0] or set(ref[1:]) & set(att[1:]):
        return False
    return tag(ref[0]).startswith("v")


def _other_object(ref: str, att: str, ctx: Context) -> bool:
    """One act done to another thing (吃饭 "eat a meal" for 吃药 "take medicine", 看电影 for 看书), where the English
    names the reference's thing and not the learner's: another meaning, whatever links the two words."""
    if not one_act_two_things(ref, att) or not is_noun(ref[1:]) or not is_noun(att[1:]):
        return False
    return bool(english_said(ref[1:], ctx.english)) and not english_said(att[1:], ctx.english)


def _a_kind_of_it(ref: str, att: str, ctx: Context) -> bool:
    """Is the attempt's word, by its first meaning, a kind of the one thing the English says by the reference's
    word (手机 "cell phone" for 电话 in "phone number": a phone; 号码 says "number")? That word of the English ends
    the meaning, and the reference's word says nothing more that the rest of the reference leaves unsaid (火车票
    "train ticket" for 电影票 leaves "movie" unsaid; 刀 is first "knife", not a kind of sword)."""
    meanings = dictionary.meanings(att)
    if not meanings or not is_noun(ref) or not is_noun(att) or _other_thing(ref, att):
        return False
    rest = [w for w in ctx.alignment.ref if w != ref]
    # by a whole meaning: 电影票 "cinema ticket" says "ticket" of "movie tickets" only in part
    own = english_said(ref, ctx.english, whole=True) - frozenset().union(*(english_said(w, ctx.english) for w in rest))
    head = frozenset(english_stems(meanings[0].split()[-1])) & ctx.stems  # "phone" of "cell phone"
    return len(own) == 1 and own == head


def says_the_english(ref: str, att: str, ctx: Context) -> bool:
    """Does a whole meaning of the attempt's word say every word of the English that the reference's word says
    (大概 / 可能 "probably", 哭 / 眼泪 "crying")?"""
    if _other_thing(ref, att) or any(lexicon.is_numeral(ch) for ch in ref + att):
        return False  # numbers are judged by their own rules (两手 / 一只手)
    if frozenset((ref, att)) in lexicon.NOT_SYNONYMS or opposite_character(ref, att):
        return False
    english = english_said(ref, ctx.english)
    if not english or _more_said(ref, att, ctx):
        return False
    return english <= english_said(att, ctx.english, whole=True)


def _other_thing(ref: str, att: str) -> bool:
    """Words that differ in one character, a noun for another noun of no common meaning (看书 / 看报 "read"):
    the same act on another thing, which the English may not name but the reference does."""
    changed = changed_character(ref, att)
    if changed is None:
        return False
    x, y = changed
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


def kinds_of_one_thing(a: str, b: str) -> bool:
    """Two words of two characters that name two kinds of what their last character names (考试 / 面试, 足球 /
    篮球): as often two things as one thing said otherwise."""
    return len(a) == len(b) == 2 and a[-1] == b[-1] and a[0] != b[0]


def differs(shown: str) -> str:
    """The unsure note, with the learner's wording and ours ("马上 / 立刻")."""
    return f"Your wording differs from ours ({shown}); it may well be right."


def _unsure(issue: Issue, ref: str, att: str, said: bool = True) -> Issue:
    """An unsure note for the issue. said: the evidence shows the attempt's word may say what the reference's
    does; without it (nothing shows it wrong, nothing shows it right) the word still counts as not said, so an
    unrelated sentence stays a 0 however little the English names (我是学生 for 最近的医院在哪儿)."""
    message = differs(" / ".join(w for w in (att, ref) if w))
    lost, added = (0.0, 0.0) if said else (issue.lost, issue.added)
    return replace(issue, weight=Weight.SLIP, kind=UNSURE, message=message, lost=lost, added=added)


def _fine(issue: Issue, message: str) -> Issue:
    return replace(issue, weight=Weight.FINE, kind="paraphrase", message=message, lost=0.0, added=0.0)


def _content(word: str) -> bool:
    return is_content(word) and not lexicon.is_numeral(word) and word not in lexicon.TIME_GROUP


def _restructured(stretch: tuple[str, ...], other: tuple[str, ...]) -> bool:
    """Is every content word of a stretch left out (or added) said on the other side, as a word or inside one
    (蛋糕被 left out of 孩子们把蛋糕吃了, 关 inside 关灯 for 把灯关了)? Then the sentence is built another way
    from the same words: nothing is missing that the rules could name."""
    content = [w for w in stretch if _content(w)]
    if not content or any(lexicon.is_numeral(w) or lexicon.is_negation(w) for w in stretch):
        return False
    return all(w in other or any(w in o and len(o) > len(w) for o in other) for w in content)


def _complement_of_kept(word: str, kind: str, ctx: Context) -> bool:
    """Is a word left out (or added) a complement of direction after a word both sentences have (起来 after 好
    in 一切都会好起来的, 上去 after 交)? Only two characters or more: 上, 下, 起 alone say much else."""
    if len(word) < 2 or word not in lexicon.DIRECTIONAL_COMPLEMENTS:
        return False
    words, other = (
        (ctx.alignment.ref, ctx.alignment.att) if kind == "missing_word" else (ctx.alignment.att, ctx.alignment.ref)
    )
    at = words.index(word) if word in words else -1
    before = [w for w in words[max(0, at - 2) : at] if w not in ("不", "得")]  # 答不上来, 拿得起来
    return at > 0 and bool(before) and (before[-1] in other or any(before[-1] in w for w in other))


# Words of written Chinese for a word of the spoken language: 将 for 把 before an object and its verb.
_WRITTEN_FORMS = {"将": "把"}


def _written_form_fits(word: str, att_words: tuple[str, ...]) -> bool:
    """Is 将 used as 把 (将 + object + verb), not as "will" (将 + verb: 明天将下雨)? The word after it is a noun
    or pronoun, and a verb comes later."""
    at = att_words.index(word)
    rest = att_words[at + 1 :]
    return bool(rest) and is_nominal(rest[0]) and any(tag(w).startswith("v") for w in rest[1:])


_ROLE_MARKERS = frozenset("被 把 让 叫 给 受 受到 遭到".split())  # 受到…的影响: what is affected comes first


def exchanged_around_verb(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Do a noun or pronoun before a verb and one after it change sides (大家都信任他 / 他信任大家), with no 被 or
    把 to turn the sentence round? Then the same words say who does what the other way: a reversal."""
    if _ROLE_MARKERS & (set(ref) | set(att)):
        return False
    for verb in set(ref) & set(att):
        # any content word both say once may be the verb: jieba tags some verbs nouns (信任)
        if not is_content(verb) or verb in lexicon.PRONOUNS or ref.count(verb) != 1 or att.count(verb) != 1:
            continue
        if verb in lexicon.TIME_GROUP:
            continue  # 这份报告今天我写不完: a time word, not the verb, between a fronted object and its subject
        i, j = ref.index(verb), att.index(verb)
        before_ref, after_ref = {w for w in ref[:i] if is_nominal(w)}, {w for w in ref[i + 1 :] if is_nominal(w)}
        before_att, after_att = {w for w in att[:j] if is_nominal(w)}, {w for w in att[j + 1 :] if is_nominal(w)}
        if (before_ref & after_att) - before_att and (after_ref & before_att) - after_att:
            return True
    return False


# What may come between the two halves of a verb said apart (见了面, 帮个忙, 鼓起掌来, 睡了一觉).
_BETWEEN_HALVES = frozenset("起了过个一下完掉次场顿回会儿点")
_AFTER_HALVES = frozenset("来 起来 过来 下去".split())


def split_verbs(ref: tuple[str, ...], att: tuple[str, ...]) -> tuple[frozenset[str], frozenset[str]]:
    """(reference words, attempt words) of two-character verbs the attempt says with their halves apart and
    only a complement or an amount between (鼓掌 / 鼓起掌来, 见面 / 见了面): the same verb."""
    text = "".join(att)
    starts = [sum(map(len, att[:k])) for k in range(len(att))]
    verbs, pieces = set(), set()
    for word in ref:
        if len(word) != 2 or word in att or not _verb_and_object(word):
            continue
        for at in (k for k, ch in enumerate(text) if ch == word[0]):
            end = text.find(word[1], at + 2, at + 5)
            if end < 0 or not set(text[at + 1 : end]) <= _BETWEEN_HALVES:
                continue
            inside = [w for w, s in zip(att, starts, strict=True) if at <= s <= end]
            last = att.index(inside[-1]) if inside else -1
            if 0 <= last < len(att) - 1 and att[last + 1] in _AFTER_HALVES:
                inside.append(att[last + 1])  # 鼓起掌来: 来 closes 起
            verbs.add(word)
            pieces.update(inside)
            break
    return frozenset(verbs), frozenset(pieces)


def _verb_and_object(word: str) -> bool:
    """A verb by jieba's tag, or a verb and its object that jieba tags a noun (回家 "go home": 回 + 家)."""
    return tag(word).startswith("v") or (tag(word[0]).startswith("v") and tag(word[1]).startswith(("n", "q")))


def english_adverb(word: str, ctx: Context) -> str:
    """The word of the English, function words too, that an adverb added says by a whole CC-CEDICT meaning
    (从来 "never" in "I've never been to China", 已经 "already"), or ""."""
    if not tag(word).startswith("d") or lexicon.is_negation(word) or word in lexicon.FUTURE_MARKERS:
        return ""  # 将 "will" has a place of its own (将下个月关门 is a slip of order)
    tokens = set(english_tokens(ctx.english))
    return next((m for m in dictionary.meanings(word) if " " not in m and m in tokens), "")


# A complement of result that says only that the act was done as it should be (打扫好了, 准备好了, 想好了).
_DONE_WELL = "好"


def result_complement(ref: str, att: str, ctx: Context) -> bool:
    """Are the two words complements of result after the same verb, each followed by 了 or ending the sentence,
    the attempt's 好 "done as it should be" or a word of the reference's fine Cilin class that is no opposite
    (想通了 / 想明白了)? Not 打扫脏了 for 打扫干净了: opposites."""
    ref_words, att_words = ctx.alignment.ref, ctx.alignment.att
    if ref not in ref_words or att not in att_words or ref in att or att in ref:
        return False
    if opposites(ref, att) or _protected_word(ref, att):
        return False
    i, j = ref_words.index(ref), att_words.index(att)
    if i == 0 or j == 0 or ref_words[i - 1] != att_words[j - 1] or not tag(ref_words[i - 1]).startswith("v"):
        return False
    if ref_words[i + 1 : i + 2] not in ((), ("了",)) or att_words[j + 1 : j + 2] not in ((), ("了",)):
        return False
    if att == _DONE_WELL:
        return _quality_or_act(ref)  # 吃苹果 / 吃好: the thing a verb takes, not how it ends
    # one fine class of qualities, acts or states (明白 / 通 "understand"), not of things (苹果 / 香蕉)
    return thesaurus.related(ref, att, among=_ACTS_AND_QUALITIES) and not shared_opposite(ref, att)


def _result_after(word: str, words: tuple[str, ...]) -> str:
    """The complement of result after a verb (开 in 打不开, 打开, 打得开), 不 or 得 between them aside, or ""."""
    if word not in words:
        return ""
    rest = words[words.index(word) + 1 :]
    if rest[:1] and rest[0] in ("不", "得"):
        rest = rest[1:]
    return (
        rest[0] if rest and (rest[0] in lexicon.DIRECTIONAL_COMPLEMENTS or tag(rest[0]).startswith(("v", "a"))) else ""
    )


def same_result(ref: str, att: str, ctx: Context) -> str:
    """The complement of result two verbs share (开 of 打不开 / 拧不开), with 不 or 得 alike before it, when it says
    every word of the English that the reference's verb and it say, and neither verb says a word of the English
    of its own: the result is what the English asks, the verb only how it is reached (拧 "twist", 推 "push").
    Else "" (吃不完 / 喝不完: "eat" is the verb's)."""
    ref_words, att_words = ctx.alignment.ref, ctx.alignment.att
    result = _result_after(ref, ref_words)
    if not result or result != _result_after(att, att_words) or not tag(ref).startswith("v"):
        return ""
    if ("不" in ref_words) != ("不" in att_words) or opposites(ref, att):
        return ""
    said = english_said(result, ctx.english)
    own = (english_said(ref, ctx.english) | english_said(ref + result, ctx.english)) - said
    return result if said and not own and not english_said(att, ctx.english) - said else ""


_ACTS_AND_QUALITIES = "EFGHIJ"  # Cilin's first-level classes of qualities, acts and states


def _quality_or_act(word: str) -> bool:
    """A quality or an act, no thing: by Cilin's first-level classes when it files the word, else by jieba's
    tag."""
    classes = thesaurus.top_classes(word)
    return any(c in _ACTS_AND_QUALITIES for c in classes) if classes else not _thing(word)


def _protected_word(ref: str, att: str) -> bool:
    return any(lexicon.is_numeral(w) or lexicon.is_negation(w) or w in lexicon.TIME_GROUP for w in (ref, att))


def shared_opposite(ref: str, att: str) -> bool:
    """Listed opposites, or words with an opposite character (上楼 / 下楼)."""
    return frozenset((ref, att)) in lexicon.NOT_SYNONYMS or opposite_character(ref, att)


def benefit_of_doubt(per_region: list[list[Issue]], ctx: Context) -> list[list[Issue]]:
    """The issues, with each meaning difference the rules cannot verify turned into an unsure note."""
    ref_words, att_words = ctx.alignment.ref, ctx.alignment.att
    verbs, pieces = split_verbs(ref_words, att_words)
    added = [w for w in att_words if w not in ref_words and _content(w)]
    missing = [w for w in ref_words if w not in att_words and _content(w)]
    out = []
    for region in per_region:
        kept = []
        for issue in region:
            # 回一次家 for 回家一次: 家 is the verb's other half, no measure word
            if issue.weight > Weight.FINE and (issue.ref_word in verbs or issue.att_word in pieces):
                shown = "、".join(sorted(verbs))
                kept.append(_fine(issue, f"{shown} may be said with its two halves apart."))  # 鼓起掌来
                continue
            kept.append(_judged(issue, ref_words, att_words, added, missing, ctx))
        out.append(kept)
    return _details_added(out, ref_words, att_words)


_NAMES = ("nr", "ns", "nt", "nz")  # jieba's names of people, places, bodies: a place named (北京) is another fact


def _details_added(per_region: list[list[Issue]], ref: tuple[str, ...], att: tuple[str, ...]) -> list[list[Issue]]:
    """When the only meaning errors left are words added that spell out what the sentence leaves understood
    (肚子 in 我肚子饿了, 天气 in 今天天气很冷, 饭 in 我饭已经吃完了, 公司 in 去公司上班, 早上 before 七点), each
    is an unsure note: nothing of the sentence is lost or changed, and a teacher takes such a detail. Not when
    a word of the reference is said only in part (肚子疼 for 头疼: 头 is gone, 肚子 said for it), nor when a word
    of the reference that says when is gone (明天就要 for 快要: the time said for "about to")."""
    errors = [i for region in per_region for i in region if i.weight == Weight.MEANING]
    if not errors or not all(i.kind in ("extra_word", "time") and _added_detail(i, att, ref) for i in errors):
        return per_region
    dropped = [r for r in ref if r not in att]
    # a thing or time added may stand for a part of a word of ours (肚子疼 for 头疼); a framing word may not
    framing = all(not i.att_word or not _detail(i.att_word, att) for i in errors)
    part_said = any(a != r and a in r for r in dropped for a in att)
    if (part_said and not framing) or any(map(_says_when, dropped)):
        return per_region
    if any(_SHIFTED.match(i.att_word) for i in errors) and not _has_time(ref):
        return per_region  # 明天 in 我明天去银行 for 我去银行 "I'm going to the bank": a time the sentence has none of
    return [[_unsure(i, "", i.att_word) if i in errors else i for i in region] for region in per_region]


# Times that move an act away from now (昨天, 明年, 上个月, 下星期, 以前 "formerly"): added to a sentence that says no
# time, another fact; not 每天 or 今年, which a sentence about how things are leaves understood.
_SHIFTED = re.compile(r"^(?:(?:[昨明前后去]|[上下]个?)(?:天|年|周|星期|礼拜|月)|以前|从前)$")


def _has_time(words: tuple[str, ...]) -> bool:
    """Does the sentence say when: a time word (星期一, 早上: Cilin's Ca) or a clock time (七 点)?"""
    return any(
        w in lexicon.TIME_GROUP
        or thesaurus.filed_under(w, "Ca")
        or (w in lexicon.TIME_UNITS and k and lexicon.is_numeral(words[k - 1]))
        for k, w in enumerate(words)
    )


_WHEN = ("C", "Ka")  # Cilin's classes of time and of the adverbs of time (快要, 已经, 常常)


def _says_when(word: str) -> bool:
    return word in lexicon.TIME_GROUP or thesaurus.filed_under(word, _WHEN)


def _added_detail(issue: Issue, att: tuple[str, ...], ref: tuple[str, ...]) -> bool:
    """Does an issue add only words that spell out what the sentence leaves understood: a detail of time or
    place (_detail), an adverb of manner or degree (光抱怨, 多给), or a verb that frames an act of ours (记得关空调,
    考虑到)? Not a thing, a being, a number, a negation, a quality, a person, a way (拿过去), "only" or "already".
    The words of a stretch added are judged each."""
    words = issue.words or (issue.att_word,)
    return bool(issue.att_word or issue.words) and all(_detail(w, att) or _framing(w, att, ref) for w in words)


_PRETENDING = frozenset("假装 装 打算 计划 准备 试图 企图 尝试 试 害怕 怕 不敢 敢".split())


def _framing(word: str, att: tuple[str, ...], ref: tuple[str, ...]) -> bool:
    """An adverb, or a verb right before a word of ours (记得 关, 考虑 到), that says nothing the English turns on."""
    if word not in att or lexicon.is_numeral(word) or lexicon.is_negation(word) or word in lexicon.PRONOUNS:
        return False
    if word in MEANING_ADVERBS or word in lexicon.DIRECTIONAL_COMPLEMENTS or word in lexicon.STOPPING_VERBS:
        return False
    if word in MODAL_VERBS or word in _PRETENDING:
        return False  # 想关门, 假装关门: what one wants or feigns is not the act
    at = att.index(word)
    after = att[at + 1] if at + 1 < len(att) else ""
    if tag(word).startswith("d"):
        return True
    before = att[at - 1] if at else ""
    ours = bool(after) and any(r.startswith(after) or after.startswith(r) for r in ref if r)
    return tag(word) == "v" and ours and not (before in ref and tag(before).startswith("v"))  # not 唱歌 跳舞


def _detail(word: str, att: tuple[str, ...]) -> bool:
    """Is the added word a detail: a time word, or a noun of a thing or place, that stands before what is said
    of it (肚子 before 饿, 公司 before 上班), not one that names another thing (吃苹果, 新书, 衬衫和鞋子), nor a
    being (妈妈, 狗), nor a name (北京)?"""
    if not word or word not in att or not (is_noun(word) or word in lexicon.TIME_WORDS):
        return False
    if thesaurus.filed_under(word, thesaurus.BEINGS) or tag(word) in _NAMES:
        return False  # a being added before a predicate is a new subject (我妈妈饿了), no detail
    at = att.index(word)
    before, after = att[at - 1] if at else "", att[at + 1] if at + 1 < len(att) else ""
    return bool(after) and not is_noun(after) and after not in lexicon.PARTICLES and before not in lexicon.JOINING


def _qualities_alike(ref: str, att: str) -> bool:
    """Two adjectives of one Cilin class but not of one kind (仔细 / 认真 "careful, conscientious", 小 / 轻 of a
    voice): near in meaning, not shown wrong. Of one kind they may be opposites (潮湿 / 干燥), which stay errors."""
    adjectives = tag(ref).startswith("a") and tag(att).startswith("a")
    return (
        adjectives
        and thesaurus.of_a_kind(ref, att, 2)
        and not thesaurus.of_a_kind(ref, att)
        and not opposites(ref, att)
    )


def _cannot_lost(ref: str, att: str, ref_words: tuple[str, ...], att_words: tuple[str, ...]) -> bool:
    """Is the reference's "cannot" word (看不懂) said by one without its 不, the attempt negating less for it?"""
    less = lexicon.negations(att_words) < lexicon.negations(ref_words)
    # 离不开 "cannot do without" says what a thing needs, no "cannot" a plain word undoes (靠 "relies on")
    return lexicon.negated_inside(ref) and not lexicon.negated_inside(att) and less and ref not in _CANNOT_DO_WITHOUT


_CANNOT_DO_WITHOUT = frozenset("离不开 少不了 缺不了 不可缺少 不可或缺 必不可少".split())


def _another_persons(ref: str, att: str) -> bool:
    """The same word after another personal pronoun, which jieba glues to it (他家 / 你家, 我们班 / 你们班)."""
    ours, theirs = lexicon.leading_pronoun(ref), lexicon.leading_pronoun(att)
    return bool(ours and theirs) and ours != theirs and ref[len(ours) :] == att[len(theirs) :]


_FOR_SOMEONE = frozenset("帮 替".split())  # 帮我 / 替我 before a verb: "for me"


def _for_someone(words: tuple[str, ...], ctx: Context) -> bool:
    """Is an added stretch 帮 or 替 with the speaker (帮我修, 替我们问), in a request to the one spoken to that the
    English makes without "help"? Whom it is for is understood; who acts stays the same."""
    asks = bool(re.search(r"\b(?:can|could|would|will) you\b|\bplease\b", ctx.english, re.IGNORECASE))
    helped = bool(re.search(r"\bhelp", ctx.english, re.IGNORECASE))
    return asks and not helped and len(words) == 2 and words[0] in _FOR_SOMEONE and words[1] in ("我", "我们")


def _judged(issue, ref_words, att_words, added, missing, ctx: Context) -> Issue:
    """One issue, kept if verifiable, else an unsure note. A difference is unsure only on evidence that the
    two may be the same (a thesaurus link, the word said elsewhere, a verb that only spells out the object's
    use): without it, 贵 / 便宜 and 起床 / 睡觉 stay errors."""
    if issue.weight != Weight.MEANING:
        return issue
    ref, att = issue.ref_word, issue.att_word
    subject = next((w for w in ref_words if w in lexicon.PERSONAL_PRONOUNS), "")  # the first person named
    if issue.kind == "wrong_word" and att == "自己" and ref == subject and ref_words.count(ref) > 1:
        # 他写了一本关于自己童年的小说 for 关于他童年的: 自己 "his own" is the one the sentence is about, said before
        return _fine(issue, f"自己 stands for {ref}, the one the sentence is about, as ours says it.")
    if issue.kind == "wrong_word" and ref in att_words and att:
        # 住 said elsewhere (她住在这儿已经有十年了 for 她在这里住了十年了): 已经 is no word said for 住, which is
        # there, but a word added, and judged as one
        message = f"You added {with_gloss(att)}, which the sentence does not have."
        issue = replace(issue, kind="extra_word", message=message, lost=0.0, added=1.0, ref_word="")
        ref = ""
    if issue.kind == "wrong_word" and ref and att and _another_persons(ref, att):
        return issue  # 他家 for 你家: whose family is no wording
    if issue.kind == "wrong_word" and ref and att and _cannot_lost(ref, att, ref_words, att_words):
        # 明白 (看明白了) for 看不懂: "understood" for "cannot understand", the negation gone with the 不 inside
        message = f"{ref} says it cannot be done; yours says it is. In Chinese: {ctx.reference}"
        return replace(issue, kind="negation", message=message, lost=0.5, added=0.0)
    if issue.kind == "wrong_word" and ref and att:
        if amount_added(ref, att) or opposites(ref, att) or _other_object(ref, att, ctx):
            # 高 for 最高, 小时 for 半小时: a degree or an amount less; 打开 for 关掉: the opposite act. Whatever
            # links the two, never a wording of its own
            return issue
        # not opposites Cilin puts on one line (上 / 下 "go up, go down", 回来 / 回去)
        # 自己 "oneself" is whoever the sentence is about: Cilin's line with 我 does not make it "me" elsewhere
        own = "自己" in (ref, att) and bool({ref, att} & lexicon.PERSONAL_PRONOUNS)
        if thesaurus.synonyms(ref, att) and not {ref, att} & MODAL_VERBS and not opposites(ref, att) and not own:
            return _fine(issue, f"{att} for {ref} is right too: they are synonyms.")
        # 减轻 "lighten" for 减少 "reduce": acts of one fine class of Cilin, no opposites: not shown wrong, and
        # not shown right either (a fine class may hold two acts the English tells apart)
        if (
            linked(ref, att, ctx)
            or one_concept(ref, att)
            or _qualities_alike(ref, att)
            or one_act_another_way(ref, att)
        ):
            return _unsure(issue, ref, att)
        # 流下了眼泪 for 哭: the word paired with 哭 says nothing of it, a word added beside it does (眼泪 "crying")
        partner = next((a for a in added if a != att and says_the_english(ref, a, ctx)), "")
        if partner:
            return _unsure(issue, ref, partner)
        # 打扫好 for 打扫干净, 想通 for 想明白: another complement of result after the same verb
        if result_complement(ref, att, ctx):
            return _unsure(issue, ref, att)
        # 拧不开 for 打不开 "can't open": the result says the English, the verb only how it is done
        result = same_result(ref, att, ctx)
        if result:
            return _unsure(issue, ref + result, att + result)
        # 提 "carry" for 拿 in "I can't carry it": the learner's word says the English, nothing shows it wrong
        if says_english_the_reference_does_not(ref, att, ctx):
            return _unsure(issue, ref, att)
        # 说 for 说实话 "to be honest", 起 for 起到: nothing in the English shows the learner's word wrong
        return _unsure(issue, ref, att, said=False) if unproven_substitution(ref, att, ctx) else issue
    if issue.kind in ("missing_word", "extra_word") and _complement_of_kept(ref or att, issue.kind, ctx):
        return _unsure(issue, ref, att)  # 好起来 / 好, 答不上来 / 回答不了: how the act goes, said or not
    if issue.kind == "missing_word" and ref:
        rest = ref.replace(att, "", 1) if att and att in ref else ""
        if rest and rest in att_words and "把" in att_words:
            return _fine(issue, f"{rest} is there, put before {att} with 把.")  # 把灯关了 for 关灯
        if att:
            return _unsure(issue, ref, att) if linked(ref, att, ctx) else issue  # 生气 / 气
        if ref in att_words and tag(ref).startswith("v"):
            if f"{ref}不{ref}" in ctx.reference:
                return issue  # 喜欢不喜欢 asks: 不喜欢 alone says "not", the other 喜欢 is not somewhere else
            if ref_words.count(ref) > 1 and de_after_object(att_words, ref):
                # 说汉语得很流利: with its object the verb is said again before 得 (or the object goes first)
                message = f"Say {ref} again before 得, or put the object first: {ctx.reference}"
                return replace(issue, weight=Weight.SLIP, kind="word_order", message=message)
            if ref_words.count(ref) > 1:
                return _fine(issue, f"{ref} once is enough.")  # 他中文说得很流利: the verb not said twice
            return _fine(issue, f"{ref} stands in another place, and the sentence says it all the same.")
        if ref in att_words:
            return _unsure(issue, ref, "")  # said elsewhere in the sentence: a matter of order
        partner = next((a for a in added if linked(ref, a, ctx)), "")
        if partner or unproven_adverb(ref, ctx):  # 非常 left out beside 勤勤恳恳: the English does not say it
            return _unsure(issue, ref, partner)
        return _unsure(issue, ref, "") if _restructured((ref,), att_words) else issue  # 关 in 关灯
    if issue.kind == "extra_word" and att:
        spoken = _WRITTEN_FORMS.get(att, "")
        if spoken in ref_words and spoken not in att_words and _written_form_fits(att, att_words):
            return _fine(issue, f"{att} is the written form of {spoken}.")  # 请将这个句子翻译成中文
        whole = next((w for w in ref_words if att in w and w != att and w not in att_words), "")
        if whole:
            return _unsure(issue, whole, att)  # 从来 (没…过) for 从来不: a piece of the reference's word
        if unproven_adverb(att, ctx):
            return _unsure(issue, "", att)  # 原来 "as it turned out": how it is put, not what is said
        said = english_adverb(att, ctx)
        if said:
            return _fine(issue, f"{att} says “{said}” of the English too.")  # 从来没去过 for "never been"
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
    if issue.kind == "extra_word" and _for_someone(issue.words, ctx):
        # 你能帮我修一下吗 for 你能修一下吗: whom the act is for, which a request leaves understood
        return _fine(issue, f"{''.join(issue.words)} says whom it is done for; fine here.")
    if issue.kind in ("missing_word", "extra_word") and issue.words and not (ref or att):
        # a stretch left out or added, merged into one issue: said by the other side in another construction?
        left_out = issue.kind == "missing_word"
        restructured = _restructured(issue.words, att_words if left_out else ref_words)
        if restructured and not exchanged_around_verb(ref_words, att_words):
            shown = "".join(issue.words)
            return _unsure(issue, shown, "") if left_out else _unsure(issue, "", shown)
    return issue
