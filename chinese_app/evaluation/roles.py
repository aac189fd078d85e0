"""Who does what to whom in a sentence, read from its words: noun phrases, the words that carry roles (比,
被, 把, 给), and the doer and receiver of the main action. ``constructions`` asks it whether two sentences
built another way give the same roles, or reversed ones (狗在追猫 / 猫在追狗).

A sentence is read as chunks: N a noun phrase (its nouns joined, 的 and numbers left out), M a word of roles,
W any other word that says something; words of construction, adverbs and time words move freely and are
left out (a time beside 比 is a thing compared).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from chinese_app.chinese import dictionary, thesaurus
from chinese_app.chinese.segment import tokenizer
from chinese_app.evaluation import lexicon
from chinese_app.evaluation.compare import split_words, tag

# Words that build a sentence rather than say something in it (as constructions sets them aside).
CONSTRUCTION = frozenset("把 被 了 的 都 已经 一起 更 着 就 呢 啊 呀 所以 可 来".split())
PERSONAL = lexicon.PERSONAL_PRONOUNS


@dataclass(frozen=True)
class Verdict:
    """Two sentences compared: the same things said by the same roles, or the roles reversed."""

    same: bool
    reversed_roles: tuple[str, str, str, str] | None = None  # ref doer, ref receiver, att doer, att receiver
    marker: str = ""  # what carried the roles: 比, 被, 把, 给 or the verb
    how: str = ""  # what the attempt does differently, for the learner: "with 把", "a 吗 question"...


_MARKERS = frozenset("比 被 把 给 让 叫".split())  # words that say who does what to whom
ADVERBS = frozenset("都 也 还 就 已经 一直 从来 常常 经常 总是 一般 又 再 才 只 正 正在".split())
_DEMONSTRATIVES = frozenset("这 那 这个 那个 这些 那些".split())


PERSON_ENDINGS = frozenset("人员生师家者手偷察夫子客")  # 客: 房客, 顾客, 乘客
VERBAL_MEASURES = frozenset("次 番 遍 下 趟 回 顿 场".split())  # 批评 takes 次: a verb


def is_noun(word: str) -> bool:
    """A noun or pronoun: one CC-CEDICT counts with a measure word for things (警察 个, though jieba tags it
    "v"), or one jieba tags a noun and CC-CEDICT counts not at all; jieba's tag alone misleads (问 "n")."""
    if word in lexicon.PRONOUNS or word in _DEMONSTRATIVES:
        return True
    if word in lexicon.TIME_GROUP or lexicon.is_numeral(word):
        return False
    if word in lexicon.MEASURE_WORDS and not dictionary.measure_words(word) - VERBAL_MEASURES:
        return False  # 本, 个; but 门 is counted itself (一扇门)
    if word in lexicon.DURATION_UNITS or word in lexicon.TIME_UNITS:
        return False
    counted = dictionary.measure_words(word)
    if len(word) > 1 and word[-1] in PERSON_ENDINGS:
        return True  # 小偷 (jieba: "d"), 警察, 消防员
    if len(word) > 1 and word[0] in "大小" and (is_noun(word[1:]) or tag(word[1:]).startswith("n")):
        return True  # 大火
    # jieba's "j" (an abbreviation: 居委会, 北大) names an organisation or place: a noun
    return bool(counted - VERBAL_MEASURES) or (not counted and len(word) > 1 and tag(word).startswith(("n", "j")))


def chunks(words: list[str]) -> list[tuple[str, str]]:
    """The sentence as (kind, text): N a noun phrase (its nouns joined, 的 and numbers left out), M a word
    of roles (比, 被, 把, 给), W any other word that says something; construction words, adverbs and time
    words (which move freely) are left out."""
    out: list[tuple[str, str]] = []
    joins = False  # does the next noun belong to the noun phrase before it (我 + 姐姐, 我 的 书)?
    place_ends = -1
    for i, word in enumerate(words):
        if i < place_ends or (place_ends := _place_phrase_end(words, i)) > i:
            joins = False
            continue  # 在火车上 before the verb says where, and moves freely as a time does: 火车 does not act
        time = word in lexicon.TIME_GROUP
        beside_bi = "比" in words[i - 1 : i] + words[i + 1 : i + 2]
        counted = i > 0 and words[i - 1] in _AMOUNTS and tag(word).startswith("n")  # 这么多菜: what is counted
        if (_opens_time(words, i) or _before_when(words, i) or word in _TIME_HEADS) and not beside_bi:
            joins = False
            continue  # 这 of 这个周末, 晚饭 of 晚饭后: part of a time phrase, which moves freely
        if word in _MARKERS:
            out.append(("M", word))
        elif joins and _counted_by_demonstrative(words, i, out):
            out[-1] = ("N", out[-1][1] + word)  # 这个 应用: after 这个 a word jieba calls a verb names the thing
            continue
        elif _name(words, i) or (_modifier(words, i) and (joins or _opens_noun_phrase(words, i))):
            # 小 王 (jieba cuts the name), 一个 年轻 选手, 他的 提议: a word of the noun phrase that goes on
            if joins and out and out[-1][0] == "N":
                out[-1] = ("N", out[-1][1] + word)
            else:
                out.append(("N", word))
            joins = True
            continue
        elif _act_after_handled(word, out):
            out.append(("W", word))  # 把这篇文章 翻译: the act done to it, which CC-CEDICT may count as a person too
        elif (
            is_noun(word) or counted or (time and beside_bi) or (joins and _piece_of_noun(words, i))
        ):  # 今天比昨天热: times compared are the things compared
            pronoun_after_noun = word in lexicon.PRONOUNS and out and out[-1][1][-1:] not in "我你他她它们"
            if joins and out and out[-1][0] == "N" and not pronoun_after_noun:
                out[-1] = ("N", out[-1][1] + word)
            else:
                out.append(("N", word))
            joins = True
            continue
        elif word in lexicon.OPTIONAL_SUFFIXES and out and out[-1][0] == "N":
            continue  # 孩子 们: the plural belongs to the noun, as 孩子们 does
        elif word == "的话" and i + 1 < len(words) and not _IF.intersection(words[:i]):
            # jieba's 的话 "if" inside 老师说的话我能听懂 is 的 + 话 "the words": the clause before it describes
            # 话, so 老师 is no doer of the sentence, and the whole phrase is one noun phrase
            if len(out) >= 2 and out[-1][0] == "W" and out[-2][0] == "N":
                out[-2:] = [("N", out[-2][1] + out[-1][1] + "话")]
            elif out and out[-1][0] == "N":
                out[-1] = ("N", out[-1][1] + "话")  # 妈妈的话
            else:
                out.append(("N", "话"))
            joins = True
            continue
        elif word == "的":
            if len(out) >= 2 and [k for k, _ in out[-2:]] == ["N", "W"] and _relative_before(words, i):
                # 我妈妈 做 的 蛋糕: who did what, describing the thing after 的, which that whole phrase names
                out[-2:] = [("N", out[-2][1] + out[-1][1])]
                joins = True
                continue
            joins = joins or (bool(out) and out[-1][0] == "N" and _modifier(words, i + 1))  # 他的 提议 被
            continue  # inside a noun phrase
        elif word in _SO and words[i + 1 : i + 2] in (["多"], ["少"]):
            continue  # 这么多: an amount, as a number is
        elif lexicon.is_numeral(word) or word in lexicon.MEASURE_WORDS or _amount_before_noun(words, i):
            # 学生 一个 问题 are two noun phrases; 这 部 电影 one
            joins = bool(out) and out[-1][0] == "N" and out[-1][1].endswith(tuple(_DEMONSTRATIVES)) and joins
            continue
        elif word in CONSTRUCTION or word in ADVERBS or time:
            pass
        else:
            out.append(("W", word))
        joins = False
    return out


_AMOUNTS = frozenset("多 少 很多 许多 好多 大多数 绝大多数 多数 少数 大部分 一些".split())
# Verbs of suiting whose two sides may change places and say the same (这份工作适合我 / 我适合这份工作): no doer.
EITHER_SIDE = frozenset("适合 合适 般配 相配".split())
_BREAKS = frozenset("， , ； ; 。 ！ ? ？ ：".split())
# Words that make what goes before them a stretch of time (春节期间, 战争时期): a time, which moves freely.
_TIME_HEADS = frozenset("期间 时期 时候 以来".split())
# After these a 在 phrase still stands before the verb (不能在图书馆里说话), as after the subject.
_BEFORE_PLACE = lexicon.MODALS | frozenset("不 没 没有 别 不要 可能 也许".split())


_PLACE_WORDS = 7  # how far a place phrase after 在 may run (在 新 经理 的 领导 下)


def _place_phrase_end(words: list[str], i: int) -> int:
    """Where a place phrase that opens at words[i] ends (在 火车 上, 在 路上), when it stands before the verb and
    so only says where (在火车上我遇到了, 我在火车上遇到了), or -1. After a verb (放在桌子上) or as the predicate
    (他在家), the place is part of what is said, and stays."""
    before = words[i - 1] if i else ""
    after_time = before in lexicon.TIME_GROUP or before in "，,"  # 昨天在地铁上我遇到了: a time, then where
    if words[i] != "在" or (
        before and not (is_noun(before) or before in ADVERBS or before in _BEFORE_PLACE or after_time)
    ):
        return -1
    for j in range(i + 1, min(i + _PLACE_WORDS, len(words) - 1)):
        word = words[j]
        # 路上, 家里: a noun and its place word, right after 在 or after what describes it (在回家的路上)
        opens = j == i + 1 or words[j - 1] == "的"
        glued = opens and len(word) > 1 and word[-1] in "上里中外" and is_noun(word[:-1])
        ends_in_place = word in lexicon.LOCALISERS or glued
        if ends_in_place:
            return j + 1 if j > i + 1 or word not in lexicon.LOCALISERS else -1
        # 在 回家 的 路上, 在 新 经理 的 领导 下: words that say which place, before 的, and the head after it
        described = "的" in words[j + 1 : i + _PLACE_WORDS] or words[j - 1] == "的"
        if not (is_noun(word) or word in _DEMONSTRATIVES or word in lexicon.MEASURE_WORDS or word == "的" or described):
            return -1
    return -1


# Words that open a time phrase (这个周末, 上个星期, 每个月): with the time they say when, and move freely as it does.
_TIME_OPENERS = _DEMONSTRATIVES | frozenset("每 上 下 本".split())


def _opens_time(words: list[str], i: int) -> bool:
    """Does words[i] open a time phrase (这 of 这个周末, 每 of 每个星期), a measure word at most before the time
    word? Then it is no noun that acts: 这个周末我父母来看我 has 我父母 acting, not 这."""
    if words[i] not in _TIME_OPENERS:
        return False
    rest = words[i + 1 : i + 3]
    if rest[:1] and rest[0] in lexicon.MEASURE_WORDS:
        rest = rest[1:]
    return bool(rest) and rest[0] in lexicon.TIME_GROUP


# Words that make the noun before them a time or a place (晚饭后 "after dinner", 睡觉前, 门前): no noun that acts.
_WHEN_AFTER = frozenset("后 前 以后 以前 之后 之前 时".split())


def _before_when(words: list[str], i: int) -> bool:
    """Is words[i] a noun that 后, 前 or 时 makes a time (晚饭后) or place (门前)? 每天晚饭后她练钢琴 has 她 acting,
    not 晚饭."""
    return i + 1 < len(words) and (words[i + 1] in _WHEN_AFTER and is_noun(words[i]) or words[i + 1] in _TIME_HEADS)


_IF = frozenset("如果 要是 假如 万一 假设".split())  # before 的话, it is "if" after all
_COPULAS = frozenset("是 就是 正是 便是".split())
_NAME_PREFIXES = frozenset("小 老 阿".split())
# Given names textbooks put after 小 that jieba tags otherwise (明 "bright" a, 红 "red" a): 小明, 小红
_GIVEN_AFTER_PREFIX = frozenset("明 红 丽 华 芳 刚 强 军 兰 梅".split())


def _name(words: list[str], i: int) -> bool:
    """Part of a name jieba cuts apart: 小/老 + a surname or given name (小 王, 老 李, 小 明), or a surname and a
    given name of one character (李 明, 张 华, 王 刚)."""
    word, before, after = words[i], words[i - 1] if i else "", words[i + 1] if i + 1 < len(words) else ""
    if word in _NAME_PREFIXES:
        return len(after) == 1 and (tag(after) == "nr" or after in _GIVEN_AFTER_PREFIX)
    if len(word) == 1 and (tag(word) == "nr" or word in _GIVEN_AFTER_PREFIX) and before in _NAME_PREFIXES:
        return True
    return _full_name_at(words, i) or (i > 0 and _full_name_at(words, i - 1))


# Tags of words that are no given name after a surname (李 说, 王 在, 张 的): verbs, prepositions, conjunctions,
# particles, numbers and measure words.
_NO_GIVEN_NAME = ("v", "p", "c", "u", "m", "q", "y", "e", "r", "zg")


def _full_name_at(words: list[str], i: int) -> bool:
    """Does a name of a surname and one character start at words[i] (李 明), the surname one CC-CEDICT lists as one
    and not counted (一 张 票), the next character no verb, particle or word of roles?"""
    if i + 1 >= len(words) or len(words[i]) != 1 or len(words[i + 1]) != 1:
        return False
    before, given = words[i - 1] if i else "", words[i + 1]
    if lexicon.is_numeral(before) or before in _DEMONSTRATIVES or before in _NAME_PREFIXES:
        return False
    if words[i] in CONSTRUCTION or words[i] in ADVERBS or tag(words[i]).startswith(("c", "p", "u", "d", "v")):
        return False  # 过 of 讨论过, 和 "and", 还: words of their own before they are surnames
    if given in _MARKERS or given in lexicon.PARTICLES:
        return False
    if given in ADVERBS or tag(given).startswith(_NO_GIVEN_NAME) or verb_first(given):
        return False
    if "比" in words[:i] and given in _COMPARED:
        return False  # 陈静比李明高: 高 is what the comparison says
    return any(sense.startswith("surname ") for sense in dictionary.senses(words[i]))


_COMPARED = frozenset(word for pair in lexicon.COMPARATIVE_OPPOSITES for word in pair)


def verb_first(word: str) -> bool:
    """Is the word first a verb to CC-CEDICT (问 "to ask", which jieba tags a noun)?"""
    senses = dictionary.senses(word)
    return bool(senses) and senses[0].startswith("to ")


def _modifier(words: list[str], i: int) -> bool:
    """A word that describes the noun right after it inside a noun phrase (年轻 选手, 他的 提议 被): an
    adjective or a noun-like verb before a noun, or a verb-noun after 的 before a word of roles."""
    if i >= len(words):
        return False
    word, after = words[i], words[i + 1] if i + 1 < len(words) else ""
    if is_noun(word) or word in _MARKERS or word in lexicon.PRONOUNS:
        return False
    # not a verb with its 给 (发给 客户: jieba's "vn" there is the act, and 客户 whom it goes to)
    describes = tag(word).startswith(("a", "vn", "b")) and not (len(word) > 1 and word.endswith("给"))
    if describes and after and is_noun(after) and after not in lexicon.PRONOUNS:
        return True
    if word in _LOCAL and after and tag(after) == "n":
        return True  # 当地 村民, 城里 人: a place word before a noun says which ones, not where the act is
    if describes and after == "的" and i + 2 < len(words) and is_noun(words[i + 2]):
        return words[i + 2] not in lexicon.PRONOUNS  # 最好 的 朋友: an adjective and its 的 before the noun
    counted = i >= 2 and (lexicon.is_numeral(words[i - 2]) or words[i - 2] in _DEMONSTRATIVES)
    if counted and words[i - 1] in lexicon.MEASURE_WORDS and tag(word).startswith("v") and after and is_noun(after):
        return True  # 一个 无名 选手: between a number's measure word and its noun, a verb describes the noun
    # 他的 提议 被否决了, 他的 提议 否决了: the noun the 的 leads to, followed by a verb or nothing
    return (
        words[i - 1 : i] == ["的"]
        and tag(word).startswith("v")
        and (not after or after in _MARKERS or tag(after) == "v")
    )


# Places that say which people or things (当地村民, 国外游客), as an adjective does; jieba tags them places.
_LOCAL = frozenset("当地 本地 外地 城里 乡下 农村 国外 海外 国内 市内 附近 周围".split())


def _relative_before(words: list[str], i: int) -> bool:
    """Does the 的 at i close a clause that describes the noun after it (妈妈做 的 蛋糕 被, 他买 的 书): a verb
    before it, a noun after it, and a word of roles or a verb later in the sentence?"""
    after = words[i + 1] if i + 1 < len(words) else ""
    rest = words[i + 2 :]
    acts_later = any(w in _MARKERS or tag(w).startswith("v") for w in rest)
    return tag(words[i - 1]).startswith("v") and is_noun(after) and acts_later


def _act_after_handled(word: str, out: list[tuple[str, str]]) -> bool:
    """Is the word a verb (by jieba and CC-CEDICT's first sense) right after the noun phrase that 把 or 被 takes
    (把这篇文章 翻译成, 被她 翻译成): the act, though 翻译 "translator" is also counted as a person?"""
    after_marker = len(out) >= 2 and out[-1][0] == "N" and out[-2] in (("M", "把"), ("M", "被"))
    return after_marker and tag(word) == "v" and verb_first(word)


def _counted_by_demonstrative(words: list[str], i: int, out: list[tuple[str, str]]) -> bool:
    """Is words[i] the thing 这个 or 那个 points to, a word jieba tags a verb (这个应用, 那个安排)?"""
    before = words[i - 1] if i else ""
    counter = before in lexicon.MEASURE_WORDS and before not in VERBAL_MEASURES
    pointed = counter and i >= 2 and words[i - 2] in ("这", "那")
    word = words[i]
    verbish = len(word) > 1 and tag(word).startswith("v") and word not in lexicon.MODALS
    return pointed and verbish and bool(out) and out[-1] == ("N", words[i - 2])


def _opens_noun_phrase(words: list[str], i: int) -> bool:
    """Does a noun phrase start at words[i]: the sentence's start, or after a number, measure word, word of
    roles or a verb's aspect (一个 年轻 选手, 被 年轻 选手, 覆盖了 整个 城市)?"""
    before = words[i - 1] if i else ""
    if not before or lexicon.is_numeral(before) or before in lexicon.MEASURE_WORDS or before in _MARKERS:
        return True
    # after the verb (覆盖了 整个 城市, 找到 新 工作) the object's noun phrase opens; right after a verb of one
    # character, an adjective may be its result (洗 好 衣服), but one that never is describes the thing (买 新 电脑)
    verb = tag(before).startswith("v") and before not in lexicon.MODALS
    describes = len(before) > 1 or (tag(words[i]).startswith("a") and words[i] not in _RESULT_ADJECTIVES)
    return before in ("了", "过", "着", "到", "进", "在", "给") or (verb and describes)


# Adjectives that say an act's result right after a one-character verb (洗干净, 吃饱, 写错, 长大, 来晚).
_RESULT_ADJECTIVES = frozenset(
    """
    好 完 干净 清楚 错 对 满 饱 坏 破 脏 湿 干 光 亮 熟 够 懂 明白 透 惯 醒 累 大 小 胖 瘦 高 低 短 长 晚 早 快 慢 多 少
    远 近 深 浅 紧 松 齐 全 准 稳 清 死 活 平 直 弯 歪 满意
    """.split()
)


def _piece_of_noun(words: list[str], i: int) -> bool:
    """A one-character noun cut off the noun before it where jieba knows them as one word (小城 镇, cut so
    because CC-CEDICT lacks 小城镇), not a verb after its object (烟 戒, 中文 学)."""
    word, before = words[i], words[i - 1] if i else ""
    if len(word) != 1 or tag(word) != "n" or before in lexicon.PRONOUNS or not is_noun(before):
        return False
    return tokenizer().FREQ.get(before + word, 0) > 0


_SO = frozenset("这么 那么".split())


def _amount_before_noun(words: list[str], i: int) -> bool:
    """多 and 很多 before a noun say how many, as a number does (这么多菜, 很多人)."""
    return words[i] in _AMOUNTS and i + 1 < len(words) and tag(words[i + 1]).startswith("n")


def by_shape(ref: list[tuple[str, str]], att: list[tuple[str, str]]) -> Verdict | None:
    """Two sentences of one shape (the same words of roles and verbs in the same places): the same noun
    phrases in another order is another meaning (狗在追猫 / 猫在追狗, 我比姐姐高 / 姐姐比我高)."""
    if [k for k, _ in ref] != [k for k, _ in att]:
        return None
    if [t for k, t in ref if k != "N"] != [t for k, t in att if k != "N"]:
        return None
    ref_nouns, att_nouns = [t for k, t in ref if k == "N"], [t for k, t in att if k == "N"]
    if ref_nouns == att_nouns:
        return Verdict(True)
    ref_nouns, att_nouns = _without_shared_head(ref_nouns, att_nouns)
    ref_heads, att_heads = list(map(head, ref_nouns)), list(map(head, att_nouns))
    if sorted(ref_nouns) != sorted(att_nouns) and sorted(ref_heads) == sorted(att_heads) and ref_heads != att_heads:
        # 他最好的朋友被他骗了 for 他被最好的朋友骗了: whose friend it is, said on one side only, is the same friend,
        # put in the other's place
        ref_nouns, att_nouns = ref_heads, att_heads
    if sorted(ref_nouns) != sorted(att_nouns) or len(ref_nouns) < 2:
        return None
    if all(k == "N" for k, _ in ref):
        # noun phrases and no word between them to say who acts (还 "give back" read as the adverb "still", 习惯
        # as a noun): their order alone says nothing (图书馆的书你还了吗 / 你还了图书馆的书吗)
        return None
    if any(t in _TOGETHER for k, t in ref if k == "W"):
        # 我和他去 / 他和我去: joined by "and", neither acts on the other (跟 may be "from": not sure)
        return Verdict(True) if not any(t in _WITH for k, t in ref) else None
    if any(t in _COPULAS for k, t in ref if k == "W") and not any(k == "M" for k, _ in ref):
        return Verdict(True)  # 他是我们的领导 / 我们的领导就是他: who is who, said from either end
    marker = next((t for k, t in ref if k == "M"), next((t for k, t in ref if k == "W"), ""))
    ref_roles, att_roles = roles(ref), roles(att)
    if ref_roles and att_roles and ref_roles == att_roles[::-1]:
        return Verdict(False, (*ref_roles, *att_roles), marker)
    moved = [(r, a) for r, a in zip(ref_nouns, att_nouns, strict=True) if r != a]
    first, second = moved[0]
    return Verdict(False, (first, second, second, first), marker)


_TOGETHER = frozenset("和 与 跟 同 及 以及".split())
_WITH = frozenset("跟 同".split())


def _without_shared_head(ref: list[str], att: list[str]) -> tuple[list[str], list[str]]:
    """The first noun phrases without the head they share, when a comparison says it once (大城市的生活成本比
    小城镇高 / 小城镇的生活成本比大城市高: 生活成本 is compared on both sides)."""
    if not ref or not att or ref[0] == att[0] or sorted(ref) == sorted(att):
        return ref, att
    size = 0
    while size < min(len(ref[0]), len(att[0])) - 1 and ref[0][-size - 1] == att[0][-size - 1]:
        size += 1
    if size < 2:
        return ref, att
    return [ref[0][:-size], *ref[1:]], [att[0][:-size], *att[1:]]


def sequence(chunks: list[tuple[str, str]], other: list[tuple[str, str]]) -> str:
    """The chunks in order as one string, without the subject pronouns the other side leaves out (the later
    ones: 他说他明天来 / 他说明天来), a word said twice counted where it is said last (学中文学了三年)."""
    surplus = Counter(t for k, t in chunks if k == "N" and t in PERSONAL)
    surplus.subtract(t for k, t in other if k == "N" and t in PERSONAL)
    texts = []
    for k in range(len(chunks) - 1, -1, -1):
        kind, text = chunks[k]
        after_marker = k > 0 and chunks[k - 1][0] == "M"  # 把它放在桌子上: the one 把 takes cannot go unsaid
        if kind == "N" and surplus[text] > 0 and not after_marker:
            surplus[text] -= 1
            continue
        texts.append(text)
    texts.reverse()
    return "".join(t for i, t in enumerate(texts) if t not in texts[i + 1 :])


def head(chunk: str) -> str:
    """A noun phrase without the person it belongs to (我眼镜 -> 眼镜)."""
    pronoun = lexicon.leading_pronoun(chunk)
    return chunk[len(pronoun) :] if pronoun and len(chunk) > len(pronoun) else chunk


def _pronoun_and_noun(chunk: str) -> bool:
    """A person's thing (你作业), not two people side by side (认识你 我很高兴: 你 ends one clause, 我 opens the
    next)."""
    return any(
        chunk.startswith(p) and len(chunk) > len(p) and is_noun(chunk[len(p) :]) and chunk[len(p) :] not in PERSONAL
        for p in PERSONAL
    )


def _noun_before(chunks: list[tuple[str, str]], i: int) -> str | None:
    return chunks[i - 1][1] if i > 0 and chunks[i - 1][0] == "N" else None


def _noun_after(chunks: list[tuple[str, str]], i: int) -> str | None:
    return chunks[i + 1][1] if i + 1 < len(chunks) and chunks[i + 1][0] == "N" else None


def passive_crossed(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Does one of the two say with 被 what the other says plainly, with the doer and the receiver changed round,
    each by the last noun of its phrase, the act the same (我的狗被邻居的儿子咬了 for 邻居家的狗咬了我儿子: the son
    bites the dog)?"""
    if ("被" in ref) == ("被" in att) or {"让", "叫"} & set(ref + att):  # 让 may cause (让我很感动), not suffer
        return False
    ref_chunks, att_chunks = chunks(list(ref)), chunks(list(att))
    acts = {text for kind, text in ref_chunks if kind == "W"} & {text for kind, text in att_chunks if kind == "W"}
    if not acts:
        return False  # 考上了大学 / 被大学录取了: two acts, whose roles say nothing of each other
    ours, theirs = roles(ref_chunks), roles(att_chunks)
    if not ours or not theirs or not all(ours) or not all(theirs):
        return False
    (doer, receiver), (their_doer, their_receiver) = (tuple(map(_last_noun, pair)) for pair in (ours, theirs))
    return doer != receiver and (their_doer, their_receiver) == (receiver, doer)


def can_act(noun: str) -> bool:
    """A person or an animal, who may do what is done to them: a pronoun, a word Cilin files among people (A) or
    animals (Bi), or a word for a person by its ending (快递员, which Cilin does not list)."""
    if noun in lexicon.PRONOUNS or thesaurus.filed_under(noun, thesaurus.BEINGS):
        return True
    return not thesaurus.codes(noun) and noun[-1:] in PERSON_ENDINGS


def _last_noun(chunk: str) -> str:
    """The noun a phrase ends with (邻居家狗 -> 狗, 我儿子 -> 儿子)."""
    return split_words(chunk)[-1]


def roles(chunks: list[tuple[str, str]]) -> tuple[str, str] | None:
    """(doer, receiver) of the main action, where the sentence shows them plainly: 把 and 被 (让/叫 before a
    doer), S V O, and a noun put first for a pronoun doer (这件事大家都知道, 作业我做完了). An order with no
    doer said (请把门关上, 请关上门) has "" for the doer."""
    for i, (kind, text) in enumerate(chunks):
        if kind == "M" and text == "把":
            doer, receiver = _noun_before(chunks, i), _noun_after(chunks, i)
            return (doer or "", receiver) if receiver else None
        if kind == "M" and text in ("被", "让", "叫"):
            receiver, doer = _noun_before(chunks, i), _noun_after(chunks, i)
            return (doer, receiver) if doer and receiver else None
        if kind == "M":
            return None  # 比, 给: only the shape can tell
    for i, (kind, _) in enumerate(chunks):
        if kind != "W":
            continue
        before = [t for k, t in chunks[:i] if k == "N"]
        j = i
        while j + 1 < len(chunks) and chunks[j + 1][0] == "W" and chunks[j + 1][1] not in _BREAKS:
            j += 1  # 看 完: the verb and its result (not across a comma: 天气不好，航班推迟了 has no 天气 acting)
        if any(text in EITHER_SIDE for _, text in chunks[i : j + 1]):
            return None
        after = _noun_after(chunks, j)
        if not before and after and j + 2 >= len(chunks):
            return "", after  # 请关上门
        if not before:
            continue
        if len(before) == 1 and after:
            return before[0], after
        if len(before) == 1 and after is None and _pronoun_and_noun(before[0]):
            pronoun = next(p for p in sorted(PERSONAL, key=len, reverse=True) if before[0].startswith(p))
            return pronoun, before[0][len(pronoun) :]  # 你作业做完了: the doer, then what is done
        if len(before) == 2 and before[1] in lexicon.PRONOUNS and before[0] not in lexicon.PRONOUNS:
            return before[1], before[0]  # topic first, then a pronoun doer
        thing_first = len(before) == 2 and not can_act(_last_noun(before[0])) and before[0] not in lexicon.PRONOUNS
        if thing_first and can_act(_last_noun(before[1])):
            return before[1], before[0]  # 传统报纸，大多数年轻人已经不看了: a thing first, then the people who act
        return None
    return None
