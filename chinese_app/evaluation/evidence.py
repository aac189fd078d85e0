"""Evidence that a word difference is an error, for the differences no synonym link excuses.

A score of 0 or 1 tells the learner the Chinese is wrong; it needs a reason the rules can show. Numbers,
negations, times, reversed roles, opposites, English typed: their own rules prove them. For a word said
instead of the reference's, left out or added, the proof is the English sentence:

- a word instead of another is wrong when the reference's word says the English and the attempt's says
  nothing of it, or something else of its kind (茶 / 咖啡 "tea", 下雨 / 下雪, 看书 / 看报); it is not proven
  when the attempt's word says a word of the English that no word of the reference says, and the reference's
  word says nothing the attempt's does not (提 "carry" for 拿 in "I can't carry it", 哪里 "anywhere" for 到处);
- a word instead of another when the reference's word says none of the English (说实话 "to be honest",
  高度 "great importance", 几点 "what time") is not proven wrong either, unless the two are words of one kind:
  one Cilin class at its fourth level (起床 / 睡觉, 上涨 / 下跌, 缩小 / 扩大), or one word with one character
  changed for another of no common sense (骑车 / 坐车, 初级 / 高级, 后边 / 旁边); a word inside the other
  (起到 / 起, 有人 / 人) differs by characters that, saying nothing of the English, prove nothing; and a word
  of the English that neither sentence says is taken to be the one the reference's word says (晴 "sunny");
- an adverb left out or added is wrong when it says a word of the English (经常 "often", 差点 "almost");
  one the English does not say (非常 / 勤勤恳恳, 原来 "as it turned out") is how the sentence is put, unless it
  is a modal, a negation or a word that turns the meaning (only, even, again...).

A difference without proof is still shown, as one the learner may well have right (``doubt``): a 2, not a 1.
"""

from __future__ import annotations

from chinese_app.chinese import dictionary, thesaurus
from chinese_app.evaluation import lexicon
from chinese_app.evaluation.compare import tag
from chinese_app.evaluation.issues import Context, Issue, Weight, is_noun
from chinese_app.evaluation.words import changed_character, english_said, judged_apart, opposite_character, shared_sense

# Adverbs that change what a sentence claims, whatever the English says of them: how much, how often, whether
# at all, once more, only, even, almost, together.
MEANING_ADVERBS = frozenset(
    """
    只 只是 才 就 又 再 还 也 都 更 最 太 总 总是 从来 从没 几乎 差点 差点儿 一共 一起 一直 已经 刚 刚刚 不 没 别
    甚至 竟然 居然 果然 必须 一定 肯定 可能 也许 大概 必 将 会 要 互相 亲自 单独 独自 一起 同时 先 后 再次 重新
    """.split()
)

# Adverbs that limit or add to what the sentence says (only, also, always, never, most, even, almost): left out
# where the English says them, the sentence claims something else (他只有十块钱 / 他有十块钱), not the same thing
# put plainly; not 都, 就, 已经 or 还 (还有点儿发烧 "and also a fever"), which often go without a word of the English.
LIMITING_ADVERBS = frozenset("只 只是 才 也 又 再 最 总 总是 老是 从来 几乎 差点 差点儿 甚至 连".split())


# Words that say how many of a group: left out, the sentence speaks of the whole group (员工支持 for 大部分员工支持).
PROPORTIONS = frozenset("大部分 大多数 多数 少数 一部分 部分".split())


def limit_left_out(issue: Issue) -> bool:
    """Is the issue such an adverb, or a word of how many, left out, which the word rules found the English to say?"""
    limiting = issue.ref_word in LIMITING_ADVERBS or issue.ref_word in PROPORTIONS
    return issue.kind == "missing_word" and issue.weight == Weight.MEANING and limiting


def _protected(word: str) -> bool:
    """Words judged by rules of their own: numbers, negations, times, modal verbs, pronouns, measure words."""
    return judged_apart(word) or word in lexicon.MODALS or any(word in group for group in lexicon.MODAL_GROUPS)


def reference_english(ctx: Context) -> frozenset[str]:
    """The words of the English (stems) that some word of the reference says."""
    return frozenset().union(*(english_said(w, ctx.english) for w in ctx.alignment.ref))


def says_english_the_reference_does_not(ref: str, att: str, ctx: Context) -> bool:
    """Does the attempt's word say a word of the English that no word of the reference says, while the
    reference's word says nothing of the English the attempt's word does not (提 "carry" for 拿)? Both words
    must be in CC-CEDICT: a word it does not know says nothing either way (大雪)."""
    if not dictionary.meanings(ref) or not dictionary.meanings(att):
        return False
    if _protected(ref) or _protected(att):
        return False
    if frozenset((ref, att)) in lexicon.NOT_SYNONYMS or opposite_character(ref, att):
        return False
    said = english_said(att, ctx.english)
    return bool(said - reference_english(ctx)) and english_said(ref, ctx.english) <= said


# Characters that change nothing when one word has another where the other word has them (车上 / 车里).
_LIGHT_CHARACTERS = frozenset("上 里 中 内 边 面 头 子 儿 了 着 过 的".split())


def thing(word: str) -> bool:
    """A noun: jieba tags it one, or CC-CEDICT gives it a measure word."""
    return is_noun(word) or bool(dictionary.measure_words(word))


def one_concept(ref: str, att: str) -> bool:
    """Two words in one fine class of Cilin (its fifth level), neither a thing, and no opposites: acts or
    qualities near in meaning (减少 / 减轻 "reduce"). Things of one fine class are kinds of one thing (苹果 /
    香蕉, 地铁 / 公共汽车), and a word that may be a thing (jieba calls 炸 "fry" a noun) may be one of them."""
    if thing(ref) or thing(att) or _protected(ref) or _protected(att):
        return False
    return not opposites(ref, att) and thesaurus.related(ref, att)


# Where an act ends, toward the speaker or away (拿来 / 拿走 are opposites), and how (吃完, 记住): the
# complements that close a verb.
_TOWARD = frozenset("来 过来 回来 进来 出来 上来 下来".split())  # not 起来: 听起来 "sounds", 站起来 "up"
_AWAY = frozenset("走 去 过去 回去 进去 出去 上去 下去 掉 开".split())
_RESULTS = frozenset("完 好 到 住 光".split())


def one_act_another_way(ref: str, att: str) -> bool:
    """One verb closed by two complements that go the same way (搬走 / 搬出去 "move out", 吃完 / 吃光): one act,
    perhaps said another way; not shown wrong. Not toward and away (拿来 / 拿走)."""
    if len(ref) < 2 or len(att) < 2 or ref[0] != att[0] or not tag(ref[0]).startswith("v") or ref == att:
        return False
    ends = {ref[1:], att[1:]}
    return any(ends <= kind for kind in (_TOWARD, _AWAY, _RESULTS)) and not opposites(ref, att)


def opposites(a: str, b: str) -> bool:
    """Opposites the rules know: listed (贵 / 便宜, 重 / 轻), or words that differ in one character that is
    (上楼 / 下楼, 重伤 / 轻伤, 听得懂 / 听不懂). Not two places (南京 / 北京: each a name of its own)."""
    if tag(a).startswith("ns") and tag(b).startswith("ns"):
        return False
    if opposite_character(a, b):
        return True
    lists = (lexicon.NOT_SYNONYMS, lexicon.COMPARATIVE_OPPOSITES, lexicon.OUTCOMES)
    changed = changed_character(a, b)
    if any(frozenset((a, b)) in pairs or (changed and frozenset(changed) in pairs) for pairs in lists):
        return True
    return opposite_compounds(a, b) or turned_direction(a, b)


def turned_direction(a: str, b: str) -> bool:
    """One verb closed toward the speaker in one word and away in the other (带来 / 带走, 搬过来 / 搬走, 跑回来 /
    跑掉): the act goes the other way."""
    if len(a) < 2 or len(b) < 2 or a[0] != b[0] or not tag(a[0]).startswith("v"):
        return False
    ends = (a[1:], b[1:])
    return (ends[0] in _TOWARD and ends[1] in _AWAY) or (ends[0] in _AWAY and ends[1] in _TOWARD)


def opposite_compounds(a: str, b: str) -> bool:
    """Words built of opposites that share no character (上涨 / 下降, 打开 / 关上): never another wording."""
    lists = (lexicon.OPPOSITES, lexicon.COMPARATIVE_OPPOSITES)
    return _opposite_throughout(a, b, lists) or _opposite_cores(a, b, lists)


def _opposite_throughout(a: str, b: str, lists: tuple[frozenset[frozenset[str]], ...]) -> bool:
    """Two words of one length that share no character in any place, and whose characters are opposites in all
    places but one at most (上涨 / 下降; 拿出来 / 放进去: 出 / 进 and 来 / 去)."""
    if len(a) != len(b) or not 2 <= len(a) <= 4 or any(x == y for x, y in zip(a, b, strict=True)):
        return False
    turned = sum(any(frozenset((x, y)) in pairs for pairs in lists) for x, y in zip(a, b, strict=True))
    return turned == len(a) or (len(a) > 2 and turned == len(a) - 1)


# A verb's light front (打开) and its results (关上, 关掉): the character between them says the act.
_LIGHT_FRONT = "打"


def _opposite_cores(a: str, b: str, lists: tuple[frozenset[frozenset[str]], ...]) -> bool:
    """Verbs whose acts are opposites once their light front and result are set aside (打开 / 关上: 开 / 关)."""
    core_a, core_b = _core(a), _core(b)
    return (core_a, core_b) != (a, b) and any(frozenset((core_a, core_b)) in pairs for pairs in lists)


def _core(word: str) -> str:
    if len(word) == 2 and word[0] == _LIGHT_FRONT:
        return word[1]
    if len(word) > 1 and word[1:] in lexicon.DIRECTIONAL_COMPLEMENTS:
        return word[0]  # 坏下去, 好起来: the quality and the way it goes
    return word[0] if len(word) == 2 and word[1] in lexicon.RESULTS else word


def of_a_kind(ref: str, att: str) -> bool:
    """Words of one kind, perhaps opposites, that the English tells apart even when it says neither: one Cilin
    class at the fourth level (起床 / 睡觉, 结束 / 开始), or one word with one character changed for another
    that shares no first sense with it (骑车 / 坐车, 大雪 / 大雨; not 放缓 / 放慢: 缓 and 慢 are "slow"). Not
    synonyms, nor acts or qualities of one fine class (减少 / 减轻)."""
    if thesaurus.synonyms(ref, att) or one_concept(ref, att):
        return False
    if thesaurus.of_a_kind(ref, att):
        return True
    changed = changed_character(ref, att)
    if changed is None:
        return False
    x, y = changed
    return not ({x, y} <= _LIGHT_CHARACTERS or shared_sense(x, y) or thesaurus.synonyms(x, y))


def _piece_says_nothing(ref: str, att: str, ctx: Context) -> bool:
    """Is one word inside the other, the characters more saying nothing of the English and no number (起到 /
    起 for "played a role", 有人 / 人)? Not 半决赛 / 决赛 (半, a number), 很早 / 很 (早 "early")."""
    short, long_ = sorted((ref, att), key=len)
    if short == long_ or short not in long_:
        return False
    rest = long_.replace(short, "", 1)
    return not english_said(rest, ctx.english) and not any(lexicon.is_numeral(c) for c in rest)


def unproven_substitution(ref: str, att: str, ctx: Context) -> bool:
    """Is a word said instead of the reference's not shown wrong by the English: the reference's word says
    none of it (说实话 "to be honest", 几 in "what time"), or the two differ by characters that say nothing of
    it (起到 / 起), and they are not words of one kind (起床 / 睡觉, 骑车 / 坐车)? Numbers, negations, times,
    modals, pronouns and measure words are judged by their own rules."""
    if not ref or not att or _protected(ref) or _protected(att):
        return False
    if any(lexicon.is_numeral(c) for c in ref + att):
        return False  # 之二十 / 之十二, 两国 / 国: amounts are proven by their own rule
    if frozenset((ref, att)) in lexicon.NOT_SYNONYMS or opposite_character(ref, att):
        return False
    if _piece_says_nothing(ref, att, ctx):
        return True
    if of_a_kind(ref, att) or english_said(ref, ctx.english):
        return False
    # A word of the English that neither sentence says is the one the reference's word translates where
    # CC-CEDICT words it otherwise (晴 "fine" for "sunny", 美好 for "the best"): the learner's word, saying
    # something else, misses it.
    attempt_english = frozenset().union(*(english_said(w, ctx.english) for w in ctx.alignment.att))
    return not (ctx.stems - reference_english(ctx) - attempt_english)


def unproven_adverb(word: str, ctx: Context) -> bool:
    """An adverb, left out or added, that says no word of the English and does not change what is claimed
    (非常 beside 勤勤恳恳, 原来 "as it turned out"): a matter of wording, not proven wrong."""
    if not tag(word).startswith("d") or word in MEANING_ADVERBS or _protected(word):
        return False
    return not english_said(word, ctx.english)


__all__ = [
    "MEANING_ADVERBS",
    "of_a_kind",
    "one_concept",
    "opposites",
    "thing",
    "reference_english",
    "says_english_the_reference_does_not",
    "unproven_adverb",
    "unproven_substitution",
]
