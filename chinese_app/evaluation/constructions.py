"""Sentences built another way with the same words: 把/被 and plain SVO, topic fronting, 了 after the verb or
at the end, a copied verb (学中文学了三年), 去过两次北京, 吗 / 了没有 / A不A questions, 能 + V + result and V
得 + result, 没有/不如 comparisons and 比 the other way round, a dropped subject pronoun.

``compare`` brings both sentences to one form (questions, comparisons, synonyms of the reference's words),
then asks two questions a teacher asks:

1. Are the same things said? The words left when the words of construction (把, 被, 了, 的, 都 ...) are set
   aside are the same set on both sides. Numbers, negations and time words are kept, so no such error hides.
2. Does the same one act on the same one? The roles of the main verb (or of 比, 被, 把, 给) are read (roles.py) from
   each side; if each side's doer is the other's receiver, the meaning is reversed (狗在追猫 / 猫在追狗).

Only when both answers are sure does the grader take the verdict; otherwise its word-by-word rules judge.

Before any of that, ``in_reference_words`` says a few constructions a teacher takes for the reference's own words
in those words, so the word rules line them up: 什么都 for 一切都, 从 A 到 B 远 for A 离 B 远, V去 + place for V到
+ place + 去, 跟他见面 for 见到他, 搬搬 for 搬一下, a request closed by 好吗 for 你能…吗, a suggestion closed by
怎么样 for one closed by 吧, 大家都没 for 谁也没, 天不早了 for 时间不早了, 今晚 for 今天晚上, 一块儿 for 一起,
比以前瘦多了 for 瘦了很多, 有人偷了我的钱包 for 我的钱包被偷了,
一点儿都不 for 一点儿也不, 不用带任何东西 for 什么都不用带, 只要不 X，就 Y for 除非 X，否则 Y, 很差 for 不太好,
单身 "unmarried" for 没结婚,
与其 A，不如 B for 宁可 B，也不 A (preference.py); and
``as_reference_question`` asks an A不A question with 吗 where the reference does (远不远 for 远吗), and
``asked_with_ma`` the reference's, where the attempt does not ask.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from dataclasses import replace

from chinese_app.chinese import dictionary, thesaurus
from chinese_app.content.alignment import english_stems
from chinese_app.evaluation import forms, lexicon, roles, set_phrases
from chinese_app.evaluation.compare import (
    de_after_object,
    guided_split,
    is_nominal,
    normalise,
    split_words,
    tag,
    time_phrases,
)
from chinese_app.evaluation.evidence import opposites
from chinese_app.evaluation.issues import is_content
from chinese_app.evaluation.lexicon import negations
from chinese_app.evaluation.preference import as_reference_choice, exchanged
from chinese_app.evaluation.roles import Verdict
from chinese_app.evaluation.word_order import (
    acts_exchanged,
    asked_topic,
    described_otherwise,
    fronted_object,
    names_swapped,
)
from chinese_app.evaluation.words import meaning_stems, same_meaning, sound_alike

# Words that build a sentence rather than say something in it: the same sentence may have them or not.
_CONSTRUCTION = roles.CONSTRUCTION
_PERSONAL = lexicon.PERSONAL_PRONOUNS
# Results a verb can take, as V得C (听得懂) or 能 + VC (能听懂): the same "can".
_RESULTS = "懂完到见清了起动出开下上去来住好"
_POSSIBLE = re.compile(r"能|可以")
_COMPARISON_NEGATION = ("没有", "不如", "不像")
_DEGREE_BEFORE_ADJECTIVE = frozenset("那么 这么 那样 这样".split())


def _have_or_not(text: str) -> str:
    """有没有 before a thing asks whether there is one (有没有银行 -> 有银行, not 有了); before an act, whether it
    happened (有没有给你打电话 -> 给你打电话了, 有没有去过成都 -> 去过成都), as 了吗 and 过…吗 ask."""
    match = re.search(r"有没有(.+)$", text)
    if not match:
        return text
    rest = match.group(1)
    words = split_words(rest)
    if not words or roles.is_noun(words[0]) or not tag(words[0]).startswith(("v", "p")):
        return text[: match.start()] + "有" + rest  # a thing, or 必要 (有没有必要 "is there need")
    return text[: match.start()] + rest + ("" if "过" in rest or rest.endswith("了") else "了")


def _question(text: str) -> str:
    """A yes-no question in one form: A不A, V没V, 了没有 and 吗 all as the plain statement."""
    text = _have_or_not(text)
    text = re.sub(_TWO_CHARACTER_A_NOT_A, r"\1", text)  # 喜欢不喜欢 -> 喜欢
    text = re.sub(r"(.)不\1", r"\1", text)  # 喜不喜欢 -> 喜欢, 是不是 -> 是
    text = re.sub(r"(.)没\1", r"\1了", text)  # 来没来 -> 来了
    done = re.search(rf"[{_RESULTS}][\u4e00-\u9fff]{{0,4}}(?<!了)(没有|没)$", text)
    text = re.sub(r"(了)?(没有|没)$", r"\1", text)  # 做完了没有 -> 做完了
    if done:
        text += "了"  # 看完报纸没有 asks whether it is done, as 看完报纸了吗 does: a result after the verb
    # 看过病了吗 and 看过病没有 ask alike whether it has happened: the 了 of "yet" beside 过 goes with the question
    return re.sub(r"(过[\u4e00-\u9fff]{0,4})了$", r"\1", re.sub(r"吗$", "", text))


# AB不AB asks as 吗 does (你喜欢不喜欢咖啡), but not after 不管 or 无论 ("whether or not", no question).
_TWO_CHARACTER_A_NOT_A = r"(?<!不管)(?<!无论)([\u4e00-\u9fff]{2})不\1"


def _asking_form(text: str) -> str:
    """The A不A of a question as written: 喜欢不喜欢, 在不在, and 喜不喜欢 or 方不方便 whole (the first character of
    喜欢, 方便 said twice: 方不方 is no form), or ""."""
    if m := re.search(_TWO_CHARACTER_A_NOT_A, text):
        return m.group(0)
    if m := re.search(r"(.)[不没]\1", text):
        rest = text[m.end() : m.end() + 1]
        # 有没有人, 是不是真的, 在不在家: 有, 是, 在 ask by themselves, and the word after them is another
        whole = rest and m.group(1) not in "有是在" and dictionary.is_word(m.group(1) + rest)
        return m.group(0) + rest if whole else m.group(0)
    return ""


def asked_twice(attempt: str) -> str:
    """The A不A of a question that also ends with 吗 (你是不是学生吗): one question asked two ways, or ""."""
    text = _END.sub("", attempt)
    if not text.endswith("吗") or any(w in text for w in lexicon.NO_MATTER):
        return ""
    clause = re.split(r"[，,；;]", text)[-1]
    form = _asking_form(clause[:-1])
    if not form or re.search(r"不是.*吗$", clause.replace(form, "", 1)):
        return ""
    # 你知道他来不来吗 "do you know whether he comes": the A不A asks inside what is known, 吗 the question itself
    return "" if _WHETHER_VERBS.search(clause[: clause.index(form)]) else form


_WHETHER_VERBS = re.compile(r"知道|问|看看|想想|决定|确定|清楚|记得|告诉|说|考虑|关心|在乎|打听|了解|取决于|要看")


def _asks(text: str) -> bool:
    return text.endswith("吗") or bool(_asking_form(text)) or bool(re.search(r"了?没有?$", text))


def _quality(word: str) -> bool:
    """An adjective by jieba's tag, or a word Cilin files only among qualities (有意思, 好吃: jieba tags them l, v),
    or one of a pair of comparatives (热 / 冷: jieba tags 热 "heat" a noun)."""
    if tag(word).startswith("a") or thesaurus.top_classes(word) == frozenset("E"):
        return True
    return any(word in pair for pair in lexicon.COMPARATIVE_OPPOSITES)


def _comparison(words: list[str]) -> list[str]:
    """X 没有/不如/不像 Y (那么) ADJ -> Y 比 X ADJ: the same comparison the other way round."""
    at = next((k for k in range(len(words) - 1) if words[k : k + 2] == ["不", "像"]), -1)
    if at >= 0:
        words = [*words[:at], "不像", *words[at + 2 :]]  # jieba cuts 不像 "not as … as" in two
    for marker in _COMPARISON_NEGATION:
        # how an act goes, after 得, is the quality compared (开得小心: jieba tags 小心 a verb)
        if marker in words and words[-1:] and (_quality(words[-1]) or words[-2:-1] == ["得"]):
            i = words.index(marker)
            between = words[i + 1 : -1]
            if len(between) > 1 and between[-2] + between[-1] in _DEGREE_BEFORE_ADJECTIVE:
                between = between[:-2]  # 那么 cut as 那 + 么 beside a reference with 那
            before, after = words[:i], [w for w in between if w not in _DEGREE_BEFORE_ADJECTIVE]
            if len(before) > 2 and before[-2] in lexicon.MEASURE_WORDS and after[-1:] == [before[-2]]:
                # 那个房间没有这个大: the noun, said once, goes with the first thing compared (这个房间比那个大)
                before, after = before[:-1], [*after, before[-1]]
            elif after[-1:] == ["的"] and "的" in before[:-1] and all(map(is_nominal, before[before.index("的") :])):
                # 我的中文没有你的好: 你的 is 你的中文, and the thing compared is said once (你的中文比我好)
                at = before.index("的")
                before, after = before[:at], [*after, *before[at + 1 :]]
            elif len(after) == 1 and after[0] in lexicon.PRONOUNS and "的" in before[1:-1]:
                # 我的汉语没有她好: 她 is 她的汉语, as a teacher reads it (她的汉语比我好)
                at = before.index("的")
                if all(map(is_nominal, before[at + 1 :])):
                    before, after = before[:at], [*after, "的", *before[at + 1 :]]
            copied = _copied_verb_at(before, after)
            if copied:
                # 小王开车没有小李开得小心: the verb said twice, the second time after the other side
                # (小李开车开得比小王小心)
                return [*after[:-2], *before[copied:], *after[-2:], "比", *before[:copied], words[-1]]
            if len(before) > 4 and before[-1] == "得" and "的" in before[1:-3] and len(after) == 1:
                # 我的英语说得没有她好: whose it is goes to the other side (她英语说得比我好)
                at = before.index("的")
                return [*after, *before[at + 1 : -2], *before[-2:], "比", *before[:at], words[-1]]
            if len(before) > 2 and before[-1] == "得":
                # 我跑得没有他快: how the act goes is compared, said 他跑得比我快 (_SPELLINGS' form of 他比我跑得快)
                return [*after, *before[-2:], "比", *before[:-2], words[-1]]
            if before and after:
                return [*after, "比", *before, words[-1]]
    return _act_compared(words)


def _act_compared(words: list[str]) -> list[str]:
    """X 没有/不像 Y 那样 + an act of liking or valuing (年轻人不像老一辈那样重视存钱) -> Y 比 X 更 + the act: how much
    one does it, compared, where no quality closes the sentence; else the words as they are."""
    marker = next((m for m in _COMPARISON_NEGATION if m in words), "")
    if not marker:
        return words
    i = words.index(marker)
    degree = next((k for k in range(i + 2, len(words) - 1) if words[k] in _DEGREE_BEFORE_ADJECTIVE), -1)
    if degree < 0 or not thesaurus.filed_under(words[degree + 1], _MINDING):
        return words
    before, after = words[:i], words[i + 1 : degree]
    adverbs = []
    while before and tag(before[-1]).startswith("d"):
        adverbs.insert(0, before.pop())  # 年轻人通常不像…: how often goes before 比 (老一辈通常比年轻人更…)
    return [*after, *adverbs, "比", *before, "更", *words[degree + 1 :]] if before and after else words


# Cilin's classes of the mind's attitudes (重视, 喜欢, 关心, 在乎): an act one does more or less, as a quality is.
_MINDING = ("Gb",)


def _copied_verb_at(before: list[str], after: list[str]) -> int:
    """Where the verb and its object start in the side before 没有 (开车 of 小王开车), when the other side says the
    verb again with 得 (小李开得); else 0."""
    if len(after) < 3 or after[-1] != "得":
        return 0
    # the verb and its object one word (开车) or two (做 饭, as the reference's words may cut them)
    return next(
        (
            k
            for k in range(1, len(before))
            if before[k].startswith(after[-2]) and (len(before[k]) > 1 or before[k + 1 :])
        ),
        0,
    )


# What a comparison says when its two sides are exchanged and its adjective turned round (我比姐姐小两岁 for
# 姐姐比我大两岁): the verdict's "how", which the grader words as its own note.
CONVERSE = "the same comparison from the other side"
# Words of degree between the second side of 比 and the adjective (他比我更高): they stay with the adjective.
_DEGREE_IN_COMPARISON = frozenset("更 还 还要 要 稍微 稍 略 略微".split())


def _opposites(word: str) -> set[str]:
    return {w for pair in lexicon.COMPARATIVE_OPPOSITES if word in pair for w in pair if w != word}


def _tail(words: list[str]) -> tuple[str, ...]:
    """What follows a comparison's adjective (两岁, 一点儿, 十块钱), in one form to compare."""
    return split_words("".join(words).replace("儿", "")) if words else ()


def _converse(
    att: list[str], ref: list[str], written: list[str] | None = None, any_amount: bool = False
) -> list[str] | None:
    """A 比 B + adjective said as B 比 A + the reference's adjective, its opposite (我比姐姐小两岁 -> 姐姐比我大两岁),
    all after the adjective (the amount) kept; None when the attempt's adjective is not the opposite of one the
    reference has after its 比. Built from written (the attempt's own words, att's synonyms put back) if given.
    Whether that is the reference, _verdict says."""
    if att.count("比") != 1 or ref.count("比") != 1:
        return None
    i, after_ref = att.index("比"), ref[ref.index("比") + 1 :]
    # the adjective compared is the first whose opposite the reference says after its 比: 新 of 新经理 only names a
    # side (以前那个经理比新经理宽松 for 新经理比以前那个严格)
    k = next((k for k in range(i + 1, len(att)) if _opposites(att[k]) & set(after_ref)), None)
    if k is None or att[k] in after_ref:
        return None
    at = next((n for n, w in enumerate(after_ref) if w in _opposites(att[k])), None)
    if at is None or (_tail(att[k + 1 :]) != _tail(after_ref[at + 1 :]) and not any_amount):
        return None  # 小三岁 for 大两岁: the amount differs
    opposite = after_ref[at]
    j = k
    while j > i + 1 and att[j - 1] in _DEGREE_IN_COMPARISON:
        j -= 1
    att = att if written is None else written
    first, second = att[:i], att[i + 1 : j]
    if not first or not second or any(map(lexicon.is_negation, first + second)):
        return None  # 他不比我高: the negation is no side
    if len(first) > 2 and (first[-2] in lexicon.MEASURE_WORDS or first[-2] == "的") and second[-1:] == [first[-2]]:
        # 那个房间比这个小, 我的航班比她的早: the noun, said once, goes with the first thing compared (这个房间比那个大)
        first, second = first[:-1], [*second, first[-1]]
    elif len(first) > 2 and first[-2] == "的" and "的" not in second and is_nominal(first[-1]):
        # 我老家的物价比这里低: what is compared (物价) goes with the side that comes first (这里的物价比我老家高)
        first, second = first[:-2], [*second, *first[-2:]]
    return [*second, "比", *first, *att[j:k], opposite, *att[k + 1 :]]


def _possible(words: list[str]) -> list[str]:
    """能 + V + result -> V + 得 + result (能听懂 / 听得懂)."""
    out: list[str] = []
    skip_next = False
    for i, word in enumerate(words):
        if skip_next:
            skip_next = False
            continue
        following = words[i + 1] if i + 1 < len(words) else ""
        if _POSSIBLE.fullmatch(word) and len(following) == 2 and following[1] in _RESULTS:
            out += [following[0], "得", following[1]]
            skip_next = True
            continue
        out.append(word)
    return out


def _time_spent(words: list[str]) -> list[str]:
    """花了 + a length of time (花了两个小时才写完) says what 写了两个小时 says: 花 is dropped."""
    out = []
    for i, word in enumerate(words):
        rest = "".join(words[i + 1 : i + 5])
        if word == "花" and re.match(r"了?[一二两三四五六七八九十几半\d]+个?(小时|天|分钟|年|月|星期)", rest):
            continue
        out.append(word)
    return out


_DURATION_AFTER = (
    r"(学习|学|住|工作|教|练|等)([\u4e00-\u9fff]{1,4}?)已经"
    r"((?:[一两二三四五六七八九十几半]+)个?(?:年|月|天|星期|小时|分钟))了"
)


# An act said with its own object (走路 "walk a road", 跑步), then how it goes: V得 + how says the same.
_OWN_OBJECT = re.compile(
    r"(?:(走)路|(跑)步|(说)话|(写)字|(唱)歌|(跳)舞|(游)泳)(?=(?:很|非常|太|真|特别|挺|比较)[\u4e00-\u9fff])"
)


def _how_with_de(match: re.Match[str]) -> str:
    return next(g for g in match.groups() if g) + "得"


# Ways of saying one thing that differ in characters: a short time word (昨晚 = 昨天晚上), a result said
# with 着 or 到 (找不着 = 找不到), 没 V 好 and V 得不好, A 多了 and A 得多, 吃不了 and 吃不完, "unless", "nobody",
# 贵是贵 for 虽然很贵.
_SPELLINGS = (
    (re.compile(r"昨晚"), "昨天晚上"),
    (re.compile(r"今晚"), "今天晚上"),
    (re.compile(r"明晚"), "明天晚上"),
    (re.compile(r"([找买睡见])不着"), r"\1不到"),
    (re.compile(r"没(?:有)?([睡吃做写学休息]{1,2})好"), r"\1得不好"),
    (re.compile(r"([高低大小多少快慢好长短贵便宜]{1,2})多了"), r"\1得多"),
    (re.compile(r"(比.{1,6}?[高低大小快慢好长短贵便宜]{1,2})很多"), r"\1得多"),  # 比他大很多 / 比他大得多
    (re.compile(r"([吃喝])不了"), r"\1不完"),  # food and drink one cannot finish
    (re.compile(r"([看听])([得不])到"), r"\1\2见"),  # 看得到 / 看得见 "can see", 听不到 / 听不见 "cannot hear"
    # 比 + the other side before the verb or after its 得: 她比我跑得快, 她跑得比我快
    (re.compile(r"比(\w{1,3}?)([\u4e00-\u9fff])得(?=[\u4e00-\u9fff])(?!多)"), r"\2得比\1"),
    # 认识你很高兴, (我)很高兴认识你: the one greeting
    (re.compile(r"^(?:认识你(?:我)?很高兴|我?很高兴认识你)$"), "很高兴认识你"),
    # how long something has gone on said after its object with 已经 (我学中文已经两年了 for 我学了两年中文了)
    (re.compile(_DURATION_AFTER), r"\1了\3\2了"),
    # where one was born, lives or lives one's life, before the verb or after it (在成都出生, 出生在成都)
    (re.compile(r"在([\u4e00-\u9fff]{1,4}?)(出生|住|生活)(?=$|的)"), r"\2在\1"),
    # 好久 "a good while" and 很长时间 "a long time" are 很久
    (re.compile(r"好久|很长(?:一段)?时间"), "很久"),
    # times through a song, a book, a lesson: 听过很多遍 / 很多次
    (re.compile(r"(?<=[一二两三四五六七八九十几多])遍"), "次"),
    # how early or late said before the verb or after it (我们很早就到了 / 我们到得很早, 他很晚才睡 / 他睡得很晚)
    (re.compile(r"很早就([\u4e00-\u9fff])了?$"), r"\1得很早"),
    (re.compile(r"很晚才([\u4e00-\u9fff])了?$"), r"\1得很晚"),
    # how one walks, runs or speaks said with the act's own object or with 得 (他走路很快 / 他走得很快)
    (_OWN_OBJECT, _how_with_de),
    # "about to", "soon": 快…了 said 就要…了, 快要…了, 马上就要…了 or 马上就…了 (火车马上就要到站了 / 火车快到站了,
    # 晚饭马上就好了 / 晚饭快好了)
    (re.compile(r"(?:(?:马上)?(?:就要|快要|就快)|(?:马上|立刻)就(?!要))(?=[^，,。！？]*了)"), "快"),
    # the thing compared said once: 比城里的新鲜 "fresher than the city's" is 比城里新鲜 (城里的海鲜没有这里的新鲜)
    # (not after a person: 她的房子比我大 compares the house with me, a slip the word rules name)
    (re.compile(r"(比(?![我你他她它咱])[\u4e00-\u9fff]{1,4}?)的(?=[\u4e00-\u9fff]{1,2}$)"), r"\1"),
    # height compared by the person or by their 个子 "build" (他个子比我高 / 他比我高)
    (re.compile(r"([我你他她]们?)个子(?=比)"), r"\1"),
    # "his": 他家的房子 "his family's house" for 他的房子
    (re.compile(r"([我你他她]们?)家的(?=[\u4e00-\u9fff])"), r"\1的"),
    # "only he did not": 就他没来 / 只有他没来
    (re.compile(r"(?:(?<=[，,])|^)就(?=[我你他她]们?(?:没|不))"), "只有"),
    # ... and everyone but him did: 除了他以外，大家都来参加聚会了 / 只有他没来参加聚会
    (
        re.compile(
            r"^除了([^，,]{1,6}?)(?:以外|之外)?[，,]?(?:大家|别人|其他人|其他的人|所有人|其余的人)都([^，,]+?)了?$"
        ),
        r"只有\1没\2",
    ),
    # "not at all": 一点儿也不会说 / 完全不会说 / 根本不会说
    (re.compile(r"一点儿?[也都](?=[不没])|根本(?=[不没])"), "完全"),
    # "wait a moment", "coming right away": 稍等 / 等一下, 这就来 / 马上来
    (re.compile(r"稍等(?:一下)?"), "等一下"),
    (re.compile(r"这就(?=过?[来去走到])"), "马上"),
    # 是 may go unsaid before a time or a date (现在九点十分, 今天几号, 今天星期一), and "today's date" is "today"
    (re.compile(r"(现在|今天|明天|昨天|后天)(?:的日期)?是(?=[零一二三四五六七八九十两\d]+[点号月]|星期|几)"), r"\1"),
    # ... and 现在 + a clock time + 了 tells the time as it now stands (现在九点了 / 现在九点)
    (re.compile(r"^(现在[零一二三四五六七八九十两\d]+点[^，,了]{0,4})了(?=[。！!]*$)"), r"\1"),
    # "the more … the more", the person said after the first 越 or before it (这首歌越听我越喜欢 / 这首歌我越听越喜欢)
    (re.compile(r"越([\u4e00-\u9fff])([我你他她]们?)越"), r"\2越\1越"),
    # the act said with its own object, then again with 得 (她起床起得很早 / 她起得很早)
    (re.compile(r"([\u4e00-\u9fff])(?:床|饭|觉)\1得"), r"\1得"),
    # too heavy to move: 搬不起来 "cannot lift" / 搬不动 "cannot move"
    (re.compile(r"([搬拿抬提举扛])不起来"), r"\1不动"),
    # "please" said "may I trouble you" (麻烦你提醒我 / 请提醒我)
    (re.compile(r"^麻烦(?:你|您)"), "请"),
    # X 让 someone 感兴趣 "X interests them": they are interested in X (中国历史让她很感兴趣 / 她对中国历史很感兴趣)
    (re.compile(r"^([^，,让]{1,12}?)让([我你他她]们?)(很|非常|特别|十分)?感兴趣"), r"\2对\1\3感兴趣"),
    # 那位 "that (honoured) one" is 那个人 (那位是谁 / 那个人是谁)
    (re.compile(r"([这那哪])位(?=是|[？?。，,]|$)"), r"\1个人"),
    # the verb said twice, first with the one waited for (他等你等了一下午 / 他等了你一下午)
    (re.compile(r"([\u4e00-\u9fff])([我你他她它]们?)\1了"), r"\1了\2"),
    # 一下午 "a whole afternoon" is 一个下午
    (re.compile(r"(?<![期拜周第十月号])一(?=(?:上午|下午|晚上)(?!好))"), "一个"),  # not 星期一上午 "Monday morning"
    # 个 may be left out between a number and 小时 or 星期 (等了一小时, 两星期)
    (re.compile(r"([一二两三四五六七八九十几半\d])(小时|星期)(?!候)"), r"\1个\2"),
    # "unless", clause by clause: 除非 X，否则 Y is 如果不 X，Y, as 只要不 and 要是不 say it (你要是不道歉 for
    # 除非你道歉)
    (re.compile(r"^除非([我你他她它]们?)?"), r"如果\1不"),
    (re.compile(r"^否则"), ""),
    (re.compile(r"^([我你他她它]们?)?(?:只要|要是|如果)不"), r"如果\1不"),
    # a clause 贵是贵 "expensive it is" grants it, as 虽然(很)贵 does
    (re.compile(r"^(.{0,6}?)([\u4e00-\u9fff]{1,2})是\2$"), r"虽然\1很\2"),  # 这份工作累是累: 虽然这份工作很累
    # nobody: 谁也不 / 谁都不 opening a clause and 没人 say 没有人 (谁也不知道 for 没有人知道; not 他谁都不喜欢, "he
    # likes nobody")
    (re.compile(r"^谁(?:也|都)(?:不|没)|没人"), "没有人"),
    # 是 + a negation + 的 closing the clause stresses it (她是不会原谅你的, 哭是没有用的): the plain negation
    (re.compile(r"是((?:不|没有|没).+)的$"), r"\1"),
)


# 能否 "whether it can" and the A不A questions that ask the same (能不能; 可否 is 可不可以 or 能不能)
_ASKED_WITH_FOU = (
    ("能否", ("能不能",)),
    ("可否", ("可不可以", "能不能")),
    ("会否", ("会不会",)),
    ("是否", ("是不是",)),
)


# Constructions a teacher takes for the reference's own words, each (the attempt's construction, the reference's
# words for it, what the English must not say): 什么(事)都 "anything at all" is 一切都 "everything" (什么事都会好起来的
# for 一切都会好的); 祝你 before a greeting is only the "I wish you" it is said with (祝你生日快乐 for 生日快乐), unless
# the English wishes in words of its own. Only toward words the reference has: the word rules then judge the rest.
_AS_REFERENCE = (
    (re.compile(r"什么(?:事情|事|东西)?都"), "一切都", ""),
    (re.compile(r"^\s*祝(?:你们|你|您)"), "", "wish"),
    # 天不早了 "the day is no longer early" says 时间不早了 "it's getting late" (天 alone, not 今天 or 每天)
    (re.compile(r"(?<![今明昨后前每半整几一两三四五六七八九十])天(?=(?:已经|都|也)?不早)"), "时间", ""),
    # a day and a part of it said short or in full (今晚 / 今天晚上, 明早 / 明天早上): one time
    *(
        (re.compile(short), full, "")
        for day in "今明昨"
        for part, whole in (("晚", "晚上"), ("早", "早上"))
        for short, full in ((f"{day}{part}(?!上)", f"{day}天{whole}"), (f"{day}天{whole}", f"{day}{part}"))
    ),
    # "not very": 不怎么 and 不大 before a quality or an act say 不太 (不怎么好, 不大喜欢; not 不大的 "not big")
    (re.compile(r"不(?:怎么|大(?!的))(?=[\u4e00-\u9fff])"), "不太", ""),
    # 值得一看 / 值得看 "worth seeing": 一 before the act is "a go", no number
    (re.compile(r"值得(?=[看读试听去尝游])"), "值得一", ""),
    # 今天夜里 "tonight, in the night" for 今晚
    (re.compile(r"今天夜里"), "今晚", ""),
    # "in my view", however said
    (re.compile(r"(?:依我看|在我看来|照我看)[，,]?"), "我认为", ""),
    # "could not stop" laughing or crying: V个不停 says V得停不下来
    (re.compile(r"个不停"), "得停不下来", ""),
    # 着 (zháo) reached, after a verb of finding or reaching: 找不着 / 找不到, 睡得着 / 睡得到 is no word, so only
    # those that take both (找, 买, 见, 摸, 够, 借, 猜)
    (re.compile(r"(?<=[找买见摸够借猜])不着"), "不到", ""),
    (re.compile(r"(?<=[找买见摸够借猜])得着"), "得到", ""),
    # 一天比一天冷 "colder day by day" says 越来越冷 "colder and colder" (and 一年比一年, 一次比一次)
    (re.compile(r"一([天年月次])比一\1"), "越来越", ""),
    (re.compile(r"一天天"), "越来越", ""),  # 一天天好起来 "better day by day"
    # a negation said in one word (无关 "unrelated", 无法 "unable"): the reference's two
    (re.compile(r"无关"), "没有关系", ""),
    (re.compile(r"无关"), "没关系", ""),
    # "however" + adjective: 不管多么难 / 无论多难
    (re.compile(r"(?<=不管|无论)多(?![么少])"), "多么", ""),
    (re.compile(r"(?<=不管|无论)多么"), "多", ""),
    # "so far": 迄今为止 in the written word, 到目前为止 / 到现在为止 said every day
    (re.compile(r"到(?:目前|现在)为止"), "迄今为止", ""),
    (re.compile(r"迄今为止"), "到目前为止", ""),
    (re.compile(r"无法"), "不能", ""),
    # "not say a word": 一言不发 in the written word, 一句话也(都)没说 said every day
    (re.compile(r"一言不发"), "一句话也没说", ""),
    (re.compile(r"一言不发"), "一句话都没说", ""),
    # "not convincing": 没有说服力 said of whom it fails to convince (不能让人信服, 让人难以信服, 不令人信服)
    (
        re.compile(r"(?:不能|无法|很难|难以)(?:让|令|使)人信服|(?:让|令|使)人难以信服|不(?:能|太)?(?:让|令|使)人信服"),
        "没有说服力",
        "",
    ),
    (re.compile(r"(?<![不没])(?:能够?)?(?:让|令|使)人信服"), "有说服力", ""),  # 能让人信服 "convincing"
    # "to my surprise": 没想到 opening the sentence, as 让我没想到的是 / 出乎意料的是 says it
    *(
        (re.compile(r"^(?:真)?没想到[，,]?"), f"{surprised}的是，", "")
        for surprised in ("让我没想到", "让我吃惊", "让我惊讶", "令人吃惊", "令人惊讶", "出乎意料")
    ),
    # "how have you been?": 最近过得好吗, 最近还好吗 ask what 最近怎么样 asks (of a person, not of a book)
    (re.compile(r"(?<=最近)(?:过得(?:好吗|怎么样|还好吗)|还好吗)"), "怎么样", ""),
    (re.compile(r"(?<!在)这就(?=[\u4e00-\u9fff])"), "马上就", ""),  # 我这就来 "I'm coming right away"
    # "you're welcome": 不客气, 别客气, 不谢 for 不用谢, and back
    (re.compile(r"不客气|别客气|不谢"), "不用谢", ""),
    (re.compile(r"不用谢|不谢|别客气"), "不客气", ""),
    # "towards": 对待 + what one treats so (对待工作的态度) for 对 + it
    (re.compile(r"对待(?=[\u4e00-\u9fff])"), "对", ""),
    # "what are you doing?": 干嘛, 干吗, 干什么 for 做什么
    (re.compile(r"干嘛|干吗|干什么"), "做什么", ""),
    # "closed (for the day)": 不营业, 停业 for 关门, of a shop (not of a door)
    (re.compile(r"不营业|停业"), "关门", "door"),
    # "rarely": 不怎么 + an act for 很少
    (re.compile(r"不怎么(?=[\u4e00-\u9fff])"), "很少", ""),
    # "soon": 过不了多久(就), 用不了多久(就), 不久(就) for 很快就 (not 很快 "fast")
    (re.compile(r"(?:过|用)不了多久(?:就)?|不久(?:就)?"), "很快就", ""),
    # "cannot recall": 想不起来, 记不起(来), 想不起
    (re.compile(r"记不起(?:来)?|想不起(?!来)"), "想不起来", ""),
    # "have learned to": 已经会 + the skill for 学会
    (re.compile(r"(?<![想要望])已经会(?=[\u4e00-\u9fff])"), "学会", ""),  # not 想学会 "want to learn"
    # "not feeling well": 不(太)舒服 for 身体不(太)好
    (re.compile(r"不太舒服"), "身体不太好", ""),
    (re.compile(r"(?<!太)不舒服"), "身体不好", ""),
    # "on the verge of": 快要 / 就要 before going under, for 濒临
    (re.compile(r"(?:快要|就要|快)(?=破产|倒闭|灭绝|崩溃)"), "濒临", ""),
    # "wait a moment": 稍等 for 等一下
    *((re.compile(r"(?:请)?稍等(?:一下)?"), wait, "") for wait in ("请您等一下", "请等一下", "等一下")),
    # "good at": 很会 + an act for 很擅长
    (re.compile(r"(?<=[很挺真])会(?=[\u4e00-\u9fff])"), "擅长", ""),
    # "sure of, confident": 有把握 for 有信心
    (re.compile(r"(?<=有)把握"), "信心", ""),
    # "first prize, the champion": 冠军 for 第一名
    (re.compile(r"冠军"), "第一名", ""),
    # "take a taxi": 打车, 打的, 坐出租车
    (re.compile(r"(?:坐|乘|搭)出租车|打的"), "打车", ""),
    (re.compile(r"打车|打的|(?:乘|搭)出租车"), "坐出租车", ""),
    # "it's (too) late": 时间不早了 / 天不早了 opening a clause, for 太晚了 (not "too late to apologise")
    (re.compile(r"(?:^|(?<=[，,]))(?:时间|天)不早了"), "太晚了", ""),
    # "made everyone uneasy": 弄得 / 搞得 + whom it moved + how they feel, as 让 + whom (not 让我试试 "let me")
    (re.compile(r"(?:弄|搞)得(?=(?:大家|人|我|你|他|她)们?[^，,。]{0,3}?(?:很|都|非常|特别|有点|不))"), "让", ""),
    # "unprecedented": 前所未有 in the written word, 从未有过 / 以前从来没有过 said every day
    (re.compile(r"(?:以前)?(?:从来没有?|从未)有?过"), "前所未有", ""),
    # "to lack": 缺乏 / 缺少 经验 said 没有经验 ("have no experience")
    (re.compile(r"没有(?=[\u4e00-\u9fff])"), "缺乏", ""),
    (re.compile(r"没有(?=[\u4e00-\u9fff])"), "缺少", ""),
    (re.compile(r"没(?:办)?法(?=[\u4e00-\u9fff])"), "不能", ""),  # 没法参加 "no way to attend": 不能参加
    (re.compile(r"没有?关系"), "无关", ""),  # 跟你没关系 for 跟你无关
    # "as far as I know": 据我所知 in the written word, 据我了解 / 就我了解的情况 said every day
    (re.compile(r"[据就]我(?:所)?了解(?:到)?(?:的情况)?"), "据我所知", ""),
    # "recently, these days": 最近 said 这些天, 这段时间, 这阵子, 近来
    (re.compile(r"这些天|这段时间|这阵子|近来"), "最近", ""),
    # "several hundred, thousand...": 数百万 in the written word, 几百万 said every day
    (re.compile(r"(?<!好)几(?=[十百千万亿])"), "数", ""),
    # "half": 百分之五十 "fifty per cent" says 一半
    (re.compile(r"百分之五十"), "一半", ""),
    # "week": 礼拜 is 星期 in everyday speech (下礼拜, 礼拜天)
    (re.compile(r"礼拜"), "星期", ""),
    # lengths of time said in other units: half an hour, a quarter of an hour, an hour and a half
    (re.compile(r"三十分钟"), "半个小时", ""),
    (re.compile(r"(?<![一二两三四五六七八九十几])半个?(?:小时|钟头)"), "三十分钟", ""),
    (re.compile(r"十五分钟"), "一刻钟", ""),
    (re.compile(r"(?<![一二两三四五六七八九十几])一刻钟"), "十五分钟", ""),
    (re.compile(r"九十分钟"), "一个半小时", ""),
    # the price asked (这个几块钱 / 这个多少钱 / 这个怎么卖 "how much is this")
    (re.compile(r"怎么卖"), "多少钱", ""),
    (re.compile(r"几块钱"), "多少钱", ""),
    # 得花多少钱, 得花四十分钟 "must spend": 要多少钱, 要四十分钟 "it takes" (an amount of time or money)
    (
        re.compile(
            r"(?:得|要|需要)?花(?=多少|[一二两三四五六七八九十几半\d]+个?(?:分钟|小时|钟头|天|年|月|星期|周|块|元))"
        ),
        "要",
        "",
    ),
    (re.compile(r"多少钱"), "几块钱", ""),
    # "whether" asked with 否 (能否, 可否, 会否, 是否) or as A不A: one question, and no negation in either
    *((re.compile(fou), asked, "") for fou, asks in _ASKED_WITH_FOU for asked in asks),
    *((re.compile(asked), fou, "") for fou, asks in _ASKED_WITH_FOU for asked in asks),
    # "please do not" in the written word (请勿拍照) and in everyday words (请不要拍照, 请别拍照)
    *((re.compile(written), said, "") for written, said in (("请勿", "请不要"), ("请勿", "请别"), ("请勿", "不要"))),
    (re.compile(r"请?(?:不要|别)"), "请勿", ""),
)


def in_reference_words(reference: str, attempt: str, english: str) -> str:
    """The attempt with each construction of _AS_REFERENCE said in the reference's words, where the reference
    says them and does not use the attempt's construction itself; a distance said 从 A 到 B as the reference's
    离 (``_as_reference_distance``), 同意不同意 as its 是否同意 (``_as_reference_whether``), 跟昨天比，今天更冷 as
    its 今天比昨天更冷 (``_as_reference_compared``), 与其 A，不如 B as its 宁可 B，也不 A and the other ways of
    choosing (``preference.as_reference_choice``), a move said V去 +
    place as its V到 + place + 去 (``_as_reference_motion``),
    打电话给你 as its 给你打电话 (``_as_reference_recipient``)."""
    tokens = set(re.findall(r"[a-z]+", english.lower()))
    attempt = set_phrases.in_reference_words(reference, as_reference_choice(reference, attempt))
    for pattern, words, unless in _AS_REFERENCE:
        if words in reference and not pattern.search(reference) and unless not in tokens:
            attempt = pattern.sub(words, attempt)
    attempt = _as_reference_compared(reference, _as_reference_whether(reference, attempt))
    attempt = _as_reference_motion(reference, _as_reference_distance(reference, attempt))
    attempt = _as_reference_conjunction(reference, _as_reference_recipient(reference, attempt))
    attempt = _as_reference_brief(reference, _as_reference_partner(reference, attempt))
    attempt = _as_reference_so_that(reference, attempt)
    attempt = _as_reference_nobody(reference, _as_reference_together(reference, attempt, tokens))
    attempt = _as_reference_so(reference, attempt, tokens)
    attempt = _as_reference_passive(reference, _as_reference_change(reference, attempt))
    attempt = _as_reference_not_at_all(reference, _as_reference_best_ever(reference, attempt))
    attempt = _as_reference_first_then(reference, attempt)
    attempt = _as_reference_unless(reference, _as_reference_any(reference, attempt))
    attempt = _as_reference_opposite(reference, _as_reference_birthday(reference, attempt))
    attempt = _as_reference_skill(reference, _as_reference_un_word(reference, attempt))
    attempt = _as_reference_copied_verb(reference, _as_reference_mind(reference, attempt))
    attempt = _as_reference_order(reference, _as_reference_even(reference, attempt))
    attempt = _as_reference_respect(reference, _as_reference_share(reference, attempt))
    attempt = _as_reference_recent_years(reference, _as_reference_not_only(reference, attempt))
    attempt = _as_reference_none_of(reference, _as_reference_angry(reference, attempt))
    attempt = _as_reference_neither(reference, attempt)
    attempt = _as_reference_effective(reference, _as_reference_weekday(reference, attempt))
    attempt = forms.in_reference_words(reference, attempt)
    return _as_reference_suggestion(reference, _as_reference_request(reference, attempt))


# A verb said twice, first with its object (开车开得太快), and the object put first with the verb once (车开得太快):
# one way of saying how an act is done.
_COPIED_VERB = re.compile(r"([\u4e00-\u9fff])([\u4e00-\u9fff]{1,2})\1得")


def _as_reference_copied_verb(reference: str, attempt: str) -> str:
    """他车开得太快了 where the reference says 他开车开得太快了, and 他写简历写得 where it says 他的简历写得: said in
    the reference's words."""
    copied = _COPIED_VERB.search(reference)
    theirs = _COPIED_VERB.search(attempt)
    if copied is None and theirs is not None and theirs.start():
        # 他写简历写得很认真 for 他的简历写得很认真: whose thing it is, said as who does it
        owner, (verb, thing) = attempt[: theirs.start()], theirs.groups()
        said = f"{owner}的{thing}{verb}得{attempt[theirs.end() :]}"
        if said.rstrip("。！!") == reference.rstrip("。！!"):  # the rest as ours: the one difference, named
            return said
    if copied is None or copied.group(0) in attempt:
        return attempt
    verb, thing = copied.group(1), copied.group(2)
    return attempt.replace(f"{thing}{verb}得", copied.group(0), 1)


# 连 + the act + 都 before the act itself (累得连站都站不起来) stresses it: "could not even stand up".
_EVEN = re.compile(r"连([\u4e00-\u9fff]{1,2})[都也](?=\1)")


# 来 before an amount of food or drink orders it (来一杯茶 "a cup of tea, please"; 再来一碗饭): what 喝, 吃 or 要
# says there.
_ORDERED = r"([一两二三四五六七八九十几半]+[杯碗瓶份盘串个])"
_ORDERING_VERBS = "喝吃要点买"


def _as_reference_order(reference: str, attempt: str) -> str:
    """我想来一杯茶 where the reference says 我想喝一杯茶, the same amount after its verb: said in its words."""
    said = re.search(f"([{_ORDERING_VERBS}]){_ORDERED}", reference)
    if said is None:
        return attempt
    amount = said.group(2)
    if f"来{amount}" not in attempt and amount[0] == "一" and re.search(f"来{amount[1:]}(?!子)", attempt):
        attempt = attempt.replace(f"来{amount[1:]}", f"来{amount}", 1)  # 来杯咖啡: "a cup", its 一 unsaid
    if f"来{amount}" not in attempt:
        return attempt
    return attempt.replace(f"来{amount}", said.group(1) + amount, 1)


# A price cut said in tenths paid (打八折 "20% off") or as the share taken off (便宜百分之二十), and a rise or fall
# in tenths (涨了两成) or as a percentage (上涨了百分之二十): each said as the other is
_DISCOUNT = re.compile(r"打?([一二三四五六七八九])折")
_CUT_BY = re.compile(r"(?:便宜|优惠|降价|减价)了?百分之([一二两三四五六七八九十]+|\d+)")
_IN_TENTHS = re.compile(r"([一二两三四五六七八九])成(?![功为绩])")
_PERCENTAGE = re.compile(r"百分之([一二两三四五六七八九十]+|\d+)")


def _as_reference_share(reference: str, attempt: str) -> str:
    """便宜百分之二十 where the reference says 打八折, 涨了两成 where it says 上涨了百分之二十: in its words."""
    paid, cut = _DISCOUNT.search(reference), _CUT_BY.search(attempt)
    if paid and cut and lexicon.number_value(cut[1]) == 100 - 10 * lexicon.number_value(paid[1]):
        return attempt.replace(cut[0], paid[0], 1)
    share, tenths = _PERCENTAGE.search(reference), _IN_TENTHS.search(attempt)
    if share and tenths and not _PERCENTAGE.search(attempt):
        if lexicon.number_value(share[1]) == 10 * lexicon.number_value(tenths[1]):
            return attempt.replace(tenths[0], share[0], 1)
    return attempt


# "angry with someone": 对他很生气, and 生他的气 "take offence at him", the one it is aimed at inside the phrase
_ANGRY_AT = re.compile(r"对([\u4e00-\u9fff]{1,3}?)(很|非常|特别|有点儿?)?生气")
_OFFENCE_AT = re.compile(r"生([\u4e00-\u9fff]{1,3}?)的气了?")


def _as_reference_angry(reference: str, attempt: str) -> str:
    """他生我的气了 where the reference says 他对我很生气: said in the reference's words."""
    ours, theirs = _ANGRY_AT.search(reference), _OFFENCE_AT.search(attempt)
    if not ours or not theirs or _OFFENCE_AT.search(reference):
        return attempt
    return attempt.replace(theirs[0], f"对{theirs[1]}{ours[2] or ''}生气", 1)


# "over the past ten years": 过去十年里, 近十年来, 这十年来, 最近十年
_PAST_YEARS = re.compile(r"过去(?:的)?([一二两三四五六七八九十几]+)年(?:里|中|来|间|以来)?")
_RECENT_YEARS = re.compile(r"(?:近|最近|这)([一二两三四五六七八九十几]+)年(?:里|中|来|间|以来)?")


def _as_reference_recent_years(reference: str, attempt: str) -> str:
    """近十年来 where the reference says 过去十年里: the years up to now, in the reference's words."""
    ours = _PAST_YEARS.search(reference)
    theirs = _RECENT_YEARS.search(attempt)
    if not ours or not theirs or ours[1] != theirs[1] or _RECENT_YEARS.search(reference):
        return attempt
    return attempt.replace(theirs[0], ours[0], 1)


_NOT_ONLY = re.compile(r"(不仅|不但|不只)(.+?)(而且|并且|也|还)")
_BOTH = re.compile(r"既(.+?)也")


def _as_reference_not_only(reference: str, attempt: str) -> str:
    """他既是我的同事，也是我的朋友 where the reference says 他不仅是我的同事，而且是我的朋友: "both … and" says
    what "not only … but also" says, in the reference's words."""
    ours, theirs = _NOT_ONLY.search(reference), _BOTH.search(attempt)
    if not ours or not theirs or "既" in reference:
        return attempt
    return f"{attempt[: theirs.start()]}{ours[1]}{theirs[1]}{ours[3]}{attempt[theirs.end() :]}"


def _as_reference_respect(reference: str, attempt: str) -> str:
    """老人花钱更谨慎 where the reference says 老人在花钱方面更谨慎: 在…方面 "in matters of" only frames what the
    attempt says plainly."""
    framed = re.search(r"在([\u4e00-\u9fff]{1,6}?)方面", reference)
    if not framed or "方面" in attempt or framed[1] not in attempt:
        return attempt
    if f"在{framed[1]}上" in attempt:  # 在价格上 "as to price" frames it as 在价格方面 does
        return attempt.replace(f"在{framed[1]}上", framed[0], 1)
    return attempt if f"在{framed[1]}" in attempt else attempt.replace(framed[1], framed[0], 1)


def _as_reference_even(reference: str, attempt: str) -> str:
    """累得连站都站不起来 where the reference says 累得站不起来: the stress set aside."""
    return attempt if "连" in reference else _EVEN.sub("", attempt)


# "Do you mind…?" asked for the answer hoped for (你不介意吧, "you don't mind, do you?"), as Chinese asks it most.
_MIND_HOPED = re.compile(r"不(介意|在意)(.{0,10}?)吧(?=\W*$)")


def _as_reference_mind(reference: str, attempt: str) -> str:
    """你不介意我开窗吧 where the reference asks 你介意我开窗吗: said as the reference asks it."""
    if not re.search(r"(介意|在意).*吗", reference) or re.search(r"不(介意|在意)", reference):
        return attempt
    return _MIND_HOPED.sub(r"\1\2吗", attempt)


# A quality denied (不太好 "not good") and its opposite said (很差 "bad"): one meaning, as a teacher reads 你脸色很差
# for 你脸色不太好.
def _as_reference_opposite(reference: str, attempt: str) -> str:
    """The attempt with the opposite of a quality the reference denies (很差 for 不太好) said in the reference's
    words, when the attempt does not deny that opposite itself (不差) nor say the reference's words already."""
    for denied in forms.QUALITY_DENIED.finditer(reference):
        if denied.group(0) in attempt:
            continue
        for quality in dict.fromkeys((denied.group(2), denied.group(2)[:1])):
            if not tag(quality).startswith("a"):
                continue
            for bare, start, end in forms.qualities_said(attempt):
                if tag(bare).startswith("a") and opposites(quality, bare):
                    return attempt[:start] + denied.group(1) + quality + attempt[end:]
    return attempt


# How well one speaks a language, said of the speaking (他汉语说得很流利) or of the language (他的中文很流利).
_SPOKEN = re.compile(r"(?P<language>[\u4e00-\u9fff]{1,2}[语文])(?P<verb>说|讲)得")
_LANGUAGE_GOOD = re.compile(
    r"的?(?P<language>[\u4e00-\u9fff]{1,2}[语文])(?=(?:很|非常|特别|挺|真|太|不太|不大|不怎么|不|比较|相当|越来越|更)"
    r"[\u4e00-\u9fff])"
)


def _as_reference_skill(reference: str, attempt: str) -> str:
    """我的中文不太好 where the reference says 我汉语说得不太好 "I don't speak Chinese well": said of the speaking,
    as the reference says it."""
    spoken = _SPOKEN.search(reference)
    if not spoken or _SPOKEN.search(attempt):
        return attempt
    return _LANGUAGE_GOOD.sub(lambda m: f"{m['language']}{spoken['verb']}得", attempt, count=1)


def _as_reference_un_word(reference: str, attempt: str) -> str:
    """A word that is another's denial by its meaning (单身 "unmarried" / 没结婚 "not married", 陌生 "unfamiliar" /
    不熟悉) said as the sentence that has the other says it, either way round."""
    if "不" not in reference + attempt and "没" not in reference + attempt:
        return attempt  # most answers: no denial, and no need to cut both into words
    for ours, theirs, reference_denies in ((reference, attempt, True), (attempt, reference, False)):
        words, others = split_words(ours), split_words(theirs)
        for no, said in zip(words, words[1:], strict=False):
            if no not in ("不", "没", "没有") or f"{no}{said}" in theirs:
                continue
            for word in others:
                if word in ours or not _denies(word, said):
                    continue
                denial = f"{no}{said}"
                return attempt.replace(word, denial, 1) if reference_denies else attempt.replace(denial, word, 1)
    return attempt


def _denies(word: str, other: str) -> bool:
    """Is one of the word's first CC-CEDICT meanings the other's with "un-" (unmarried / marry)? Not a word with
    a negation of its own (想不通 "unable to understand" is 不 + 通, read by the rules of negation)."""
    if any(no in word for no in "不没未无非"):
        return False
    stems = meaning_stems(other)
    return any(m.startswith("un") and stems.intersection(english_stems(m[2:])) for m in dictionary.meanings(word)[:2])


# "The most beautiful lake I have ever seen" said as "I have never seen such a beautiful lake" (我从来没见过这么美的湖
# for 这是我见过的最美的湖): the same superlative of experience, told from the other side.
_BEST_EVER = re.compile(
    r"^这是(?P<who>[^，,]{1,4}?)(?P<verb>[^，,过]{1,3})过的最(?P<quality>[^，,的]{1,4})的(?P<thing>[^，,。！!？?]+)"
)
_NEVER_SUCH = re.compile(
    r"^(?P<who>[^，,]{1,4}?)(?:从来|从)?没(?:有)?(?P<verb>[^，,过]{1,3})过(?:这么|那么|如此|这样|那样)(?P<quality>[^，,的]{1,4})的"
    r"(?P<thing>[^，,。！!？?]+)"
)


# "First A, then B" said from B's side: 吃饭以前要先洗手 for 先洗手，然后再吃饭 (or 先洗手再吃饭).
_FIRST_THEN = re.compile(r"^先(?P<first>[^，,。]+?)[，,]?然后再?(?P<then>[^，,。！!]+)[。！!]?$")
_THEN_AFTER_FIRST = (
    re.compile(r"^(?P<then>[^，,。]+?)(?:以前|之前|前)[，,]?(?:要|得|应该)?先(?P<first>[^，,。！!]+)[。！!]?$"),
    re.compile(r"^先(?P<first>[^，,。]+?)再(?P<then>[^，,。！!]+)[。！!]?$"),
)


def _as_reference_first_then(reference: str, attempt: str) -> str:
    """The reference, where the attempt says the same two acts in the same order from the other side (吃饭以前要先
    洗手, 先洗手再吃饭 for 先洗手，然后再吃饭)."""
    ours = _FIRST_THEN.match(reference.strip())
    if not ours:
        return attempt
    for pattern in _THEN_AFTER_FIRST:
        theirs = pattern.match(attempt.strip())
        if theirs and all(theirs[k] == ours[k] for k in ("first", "then")):
            return reference
    return attempt


def _as_reference_best_ever(reference: str, attempt: str) -> str:
    """我从来没见过这么美的湖 where the reference says 这是我见过的最美的湖: said in the reference's words, when it
    names the same one, the same act, the same quality and the same thing."""
    best, never = _BEST_EVER.match(reference.strip()), _NEVER_SUCH.match(attempt.strip())
    if not best or not never or any(best.group(k) != never.group(k) for k in ("who", "verb", "quality", "thing")):
        return attempt
    return reference


# "Today is my friend's birthday" said as "my friend has their birthday today" (今天我朋友过生日 for
# 今天是我朋友的生日), or as a plain topic and comment without 过 (我今天生日).
_BIRTHDAY_IS = re.compile(r"^(?P<when>[^，,是]*)是(?P<who>[^，,的]+)的生日(?P<rest>[^，,]*)$")
_HAS_BIRTHDAY = re.compile(r"^(?P<front>[^，,的是]+?)过?生日(?P<rest>[^，,]*)$")


def _as_reference_birthday(reference: str, attempt: str) -> str:
    """今天我朋友过生日 (or 我朋友今天过生日) where the reference says 今天是我朋友的生日: said in the reference's
    words, when it names the same day and the same one."""
    birthday, has = _BIRTHDAY_IS.match(normalise(reference)), _HAS_BIRTHDAY.match(normalise(attempt))
    if not birthday or not has or birthday.group("rest") != has.group("rest"):
        return attempt
    when, who = birthday.group("when"), birthday.group("who")
    return reference if has.group("front") in (when + who, who + when) else attempt


# A request closed by 好吗 / 行吗 / 可以吗 asks what 你能…吗 asks (帮我搬搬这个箱子，好吗 for 你能帮我搬一下这个箱子吗).
_ASKED_AT_THE_END = re.compile(r"[，,]?(?:好吗|行吗|可以吗|好不好|行不行|可不可以)[？?。！!]*$")
_CAN_YOU = re.compile(r"^((?:你|您)(?:能|可以))(.+)吗[？?。！!]*$")


def _as_reference_request(reference: str, attempt: str) -> str:
    """A request asked with 好吗 at its end where the reference asks 你能…吗: said as the reference asks it."""
    can, end = _CAN_YOU.match(reference.strip()), _ASKED_AT_THE_END.search(attempt)
    if not can or not end or re.search(r"能|可以", attempt[: end.start()]):
        return attempt
    body = re.sub(r"^(?:请|麻烦)?(?:你|您)?", "", attempt[: end.start()])  # 请你 / 麻烦您 ask as 你能 does
    return f"{can.group(1)}{body}吗"


# A suggestion closed by 怎么样 / 如何 ("how about…?") proposes what a sentence closed by 吧 does (今晚一起去吃饭怎么样
# for 今晚一起去吃饭吧, "let's").
_HOW_ABOUT = re.compile(r"[，,]?(?:怎么样|如何)[？?。！!]*$")
_LETS = re.compile(r"吧[。！!？?]*$")


def _as_reference_suggestion(reference: str, attempt: str) -> str:
    """A suggestion closed by 怎么样 where the reference closes it with 吧: said as the reference says it; not a
    question about something (这本书怎么样), which a reference closed by 吧 does not translate."""
    end = _HOW_ABOUT.search(attempt)
    if not end or not _LETS.search(reference) or not normalise(attempt[: end.start()]):
        return attempt
    return f"{attempt[: end.start()]}吧"


_EVERYONE_NOT = re.compile(r"(?:^|(?<=[，,]))\s*(?:大家|所有人|每个人)都(?=不|没)")
_NOBODY = re.compile(r"(?:^|[，,])\s*谁([也都])(?=不|没)")


def _as_reference_nobody(reference: str, attempt: str) -> str:
    """Everyone + not opening a clause (大家都没想到) where the reference opens one with 谁也 / 谁都 + not: both say
    "nobody" (not 不是大家都, "not everyone", where the negation comes first)."""
    nobody = _NOBODY.search(reference)
    return _EVERYONE_NOT.sub(f"谁{nobody.group(1)}", attempt) if nobody else attempt


# A change said as a comparison with the past (她比以前瘦多了 "thinner than before by much") is the change said
# with 了 (她瘦了很多 "has got much thinner"): the same amount, from the other end.
_THAN_BEFORE = re.compile(r"比(?:以前|过去|原来|从前)(?:更|还)?([\u4e00-\u9fff]{1,2}?)(?:多了|得多|了很多|了不少)")
_CHANGED_MUCH = re.compile(r"([\u4e00-\u9fff])了(?:很多|不少|许多)")


def _as_reference_change(reference: str, attempt: str) -> str:
    """A change compared with before where the reference says it with 了很多 and compares nothing: said as the
    reference says it, on the reference's own verb when it ends in the same quality (长高了很多: 高 said as 长高)."""
    changed = _CHANGED_MUCH.search(reference)
    if not changed or "比" in reference:
        return attempt

    def said(match: re.Match) -> str:
        quality = match.group(1)
        start = reference.find(f"{quality}了")
        before = reference[start - 1] if start > 0 else ""
        subject = attempt[: match.start()]
        # the reference's verb before the quality (长 in 长高了), not its subject (她 in 她瘦了)
        verb = before if re.fullmatch(r"[\u4e00-\u9fff]", before) and before not in subject else ""
        return f"{verb}{quality}了很多"

    return _THAN_BEFORE.sub(said, attempt)


# 被 with no one named (我的钱包被偷了, 我的伞被人拿走了) says what 有人 + the act says (有人偷了我的钱包, 有人把我的伞
# 拿走了): someone did it, to that. The passive names the verb plainly (all between 被 and 了); the active forms are
# read with that verb, which cuts the thing from it.
_NO_AGENT = re.compile(r"^(.+?)(被人?)([\u4e00-\u9fff]{1,3})了$")
_ACTIVE = ("有人把{thing}{verb}了", "有人{verb}了{thing}")


def _someone_did(sentence: str, verb: str) -> tuple[str, str] | None:
    """(the active form, the thing) where the sentence is 有人 + (把 thing) + verb + 了 (+ thing)."""
    for form in _ACTIVE:
        pattern = re.escape(form).replace(r"\{thing\}", "(.+?)").replace(r"\{verb\}", re.escape(verb))
        if match := re.fullmatch(pattern, sentence):
            return form, match.group(1)
    return None


def _as_reference_passive(reference: str, attempt: str) -> str:
    """The learner's someone-did-it said as the reference says it, passive (被 with no one named) or active (有人
    + verb), keeping the learner's own thing (书 in 有人把我的书拿走了 for 我的伞被人拿走了 stays a thing apart)."""
    ref, att = reference.strip().rstrip("。！!"), attempt.strip().rstrip("。！!")
    passive = _NO_AGENT.fullmatch(ref)
    if passive:
        _, by, verb = passive.groups()
        active = _someone_did(att, verb)
        return f"{active[1]}{by}{verb}了" if active else attempt
    passive = _NO_AGENT.fullmatch(att)
    if passive:
        thing, _, verb = passive.groups()
        active = _someone_did(ref, verb)
        return active[0].format(thing=thing, verb=verb) if active else attempt
    return attempt


# 也 and 都 after "the least" and a negation say "not at all" alike (一点儿也不吃 / 一点儿都不吃, 什么也没买 /
# 什么都没买).
_NOT_AT_ALL = re.compile(r"(一点儿?|什么|谁)([也都])(?=不|没)")


def _as_reference_not_at_all(reference: str, attempt: str) -> str:
    """The attempt's 一点儿都不 said with the reference's 也 (or 也 with its 都), where the reference says the same
    "not at all" with the other."""
    for match in _NOT_AT_ALL.finditer(reference):
        least, said = match.groups()
        other = "都" if said == "也" else "也"
        attempt = re.sub(rf"{least}儿?{other}(?=不|没)", f"{least}{said}", attempt)
    return attempt


# A day of a week, said with 周, 星期 or 礼拜, 个 or not (下周一 / 下个星期一 / 下礼拜一): one day.
_WEEKDAY = re.compile(r"([上下这本])个?(?:星期|礼拜|周)([一二三四五六日天])")


def _as_reference_weekday(reference: str, attempt: str) -> str:
    """The attempt's day of a week in the reference's words, where the two name the same day (下个星期一 for 下周一)."""
    ours = _WEEKDAY.search(reference)
    if not ours:
        return attempt

    def same_day(match: re.Match[str]) -> str:
        days = {match[2], ours[2]}
        same = match[1] == ours[1] and (match[2] == ours[2] or days == {"日", "天"})
        return ours[0] if same else match[0]

    return _WEEKDAY.sub(same_day, attempt)


# "works well", said of a thing's effect or of the thing (这种药效果很好 / 这种药很有效): one meaning.
_EFFECT_GOOD = re.compile(r"(?:的)?效果(很|非常|特别|十分|挺)?好")
_EFFECTIVE = re.compile(r"(?<![无没不])(很|非常|特别|十分|挺)?有效(?!果|率|期)")


def _as_reference_effective(reference: str, attempt: str) -> str:
    """The attempt's 很有效 (非常有效) as the reference's 效果很好, or the other way round: a degree word more or
    less is no other meaning here."""
    for ours, theirs in ((_EFFECT_GOOD, _EFFECTIVE), (_EFFECTIVE, _EFFECT_GOOD)):
        said = ours.search(reference)
        if said and not theirs.search(reference) and not ours.search(attempt):
            return theirs.sub(said[0].replace("\\", r"\\"), attempt, count=1)
    return attempt


# "neither A nor B" of two qualities: 不冷不热 for 不太热也不太冷 (既不热也不冷), either quality first.
_NEITHER_PAIR = re.compile(r"不([\u4e00-\u9fff])不([\u4e00-\u9fff])(?![\u4e00-\u9fff])")
_NEITHER_SAID = re.compile(r"(?:既)?不(太)?([\u4e00-\u9fff])[，,]?(?:也|又)不(?:太)?([\u4e00-\u9fff])")


def _as_reference_neither(reference: str, attempt: str) -> str:
    """The attempt's 不冷不热 said as the reference's 不太热也不太冷, where the reference says neither of the same two
    qualities with 也 (in whichever order)."""
    ours = _NEITHER_SAID.search(reference)
    theirs = _NEITHER_PAIR.search(attempt.rstrip("。！!.，,"))
    if not ours or not theirs or {ours.group(2), ours.group(3)} != {theirs.group(1), theirs.group(2)}:
        return attempt
    return attempt.replace(theirs.group(0), ours.group(0), 1)


# "have none of it" said by its least amount and 也 / 都 before the negation (一点儿钱也没有, 一分钱都没有): "not any".
_NONE_OF = re.compile(r"一(?:点儿|点|分钟|分|丁点儿?)([\u4e00-\u9fff]{1,2}?)[也都](没有|没)(?=[，。！？,.!?]|$)")


def _as_reference_none_of(reference: str, attempt: str) -> str:
    """The attempt's 一点儿钱也没有 said as the reference's 没有钱, where the reference has none of the same thing
    plainly (我没有钱 "I don't have any money")."""

    def plain(match: re.Match[str]) -> str:
        thing = match.group(1)
        said = next((f"{no}{thing}" for no in ("没有", "没") if f"{no}{thing}" in reference), "")
        return said or match.group(0)

    return attempt if "一点" in reference else _NONE_OF.sub(plain, attempt)


# "not ... any" said with 任何 after the verb (不用带任何东西, 别告诉任何人) or with 什么 / 谁 and 都 / 也 before the
# negation (什么都不用带, 谁也别告诉): one meaning, as a teacher says.
_NEGATED_VERB = r"(不用|不要|不会|不能|没有|不|没|别)([\u4e00-\u9fff]{1,2}?)"
_ANY_AFTER = re.compile(_NEGATED_VERB + r"任何(东西|事情|事|人|地方)")
_ANY_BEFORE = re.compile(r"(什么(?:东西|事情|事)?|谁|哪儿|哪里)([都也])" + _NEGATED_VERB + r"(?=[，。！？,.!?]|$)")
# who or what is none, asked each way: 谁 / 任何人, 哪儿 / 任何地方, 什么 / 任何东西
_NONE_ASKED = {"人": "谁", "地方": "哪儿"}
_NONE_SAID = {"谁": "人", "哪儿": "地方", "哪里": "地方"}


def _as_reference_any(reference: str, attempt: str) -> str:
    """The attempt's 不用带任何东西 said as the reference's 什么都不用带, or its 谁也别告诉 as the reference's
    别告诉任何人: who or what is none, and the negated verb, are the attempt's own."""
    before, after = _ANY_BEFORE.search(reference), _ANY_AFTER.search(reference)
    if before and not after:
        what, also = before.group(1), before.group(2)

        def said_before(match: re.Match[str]) -> str:
            none = _NONE_ASKED.get(match.group(3)) or (what if what not in _NONE_SAID else "什么")
            return f"{none}{also}{match.group(1)}{match.group(2)}"

        return _ANY_AFTER.sub(said_before, attempt)
    if after and not before:
        thing = after.group(3)

        def said_after(match: re.Match[str]) -> str:
            none = _NONE_SAID.get(match.group(1)) or (thing if thing not in _NONE_ASKED else "东西")
            return f"{match.group(3)}{match.group(4)}任何{none}"

        return _ANY_BEFORE.sub(said_after, attempt)
    return attempt


# "unless X, Y" said "if not X, then Y" (只要不下雨，我们就去 for 除非下雨，否则我们去): the reference's 除非 …，否则
_IF_NOT = re.compile(
    r"(?P<who>[我你他她它]们?)?(?:只要|如果|要是|假如)(?P<more>[^，,不没]{0,4}?)(?:不|没有|没)(?P<what>[^，,]+)[，,]"
    r"(?P<then>[^，,。！？]*?)就"
)
_IF = re.compile(r"(?:只要|如果|要是|假如)([^，,]+)[，,]")


def _as_reference_unless(reference: str, attempt: str) -> str:
    """The attempt's 只要不 X，就 Y said as the reference's 除非 X，否则 Y, where the reference says "unless" so."""
    if "除非" not in reference or "除非" in attempt:
        return attempt
    otherwise = "否则" if "否则" in reference else ""

    def said_unless(m: re.Match[str]) -> str:
        return f"除非{m['who'] or ''}{m['more']}{m['what']}，{otherwise}{m['then']}就"

    return _IF_NOT.sub(said_unless, attempt, count=1)


_BECAUSE = re.compile(r"因为|由于")
_SO = re.compile(r"[，,]?(?:所以|因此|于是)")


def cause_turned_round(reference: str, attempt: str) -> bool:
    """Does "A，所以 B" in the attempt make a cause of what the reference's "因为 C …E" gives as the effect (他没来，
    所以生病了 for 他因为生病没来)? What A says stands later in the reference than what B says."""
    ours, theirs = _cause_and_effect(reference), _cause_and_effect(attempt)
    if ours and theirs:  # both say which is which in clauses: 因为大雾，航班推迟了 / 因为航班推迟了，所以有大雾
        (_, cause, effect), (_, our_cause, our_effect) = theirs, ours
        return exchanged(cause, effect, our_cause, our_effect)
    because = _BECAUSE.search(reference)
    if because is None or _SO.search(reference) or _BECAUSE.search(attempt):
        return False
    parts = _SO.split(attempt, maxsplit=1)
    if len(parts) != 2:
        return False
    after = reference[because.end() :]
    cause, effect = (_where(part, after) for part in parts)
    return cause is not None and effect is not None and effect < cause


# "A, then B" said with 以后: what is done first, then what follows (写完作业以后，我看了一会儿电视)
_DONE_THEN = re.compile(r"^(?P<first>[^，,]+?)(?:以后|之后|后)[，,]?(?P<then>[^，,]+)$")


def sequence_turned(reference: str, attempt: str) -> bool:
    """Does the attempt put first what the reference does after (我看了一会儿电视以后才写作业 for 写完作业以后，我看了
    一会儿电视)? Each of its two acts nearer in its characters to the reference's other one."""
    ours, theirs = _DONE_THEN.match(_END.sub("", reference.strip())), _DONE_THEN.match(_END.sub("", attempt.strip()))
    if not ours or not theirs:
        return False
    return exchanged(theirs["first"], theirs["then"], ours["first"], ours["then"])


_CAUSE_FIRST = re.compile(r"^(?:因为|由于)(?P<cause>[^，,]+)[，,](?:所以|因此)?(?P<effect>[^，,]+)$")
_EFFECT_FIRST = re.compile(r"^(?P<effect>[^，,]+)[，,](?:是)?(?:因为|由于)(?P<cause>[^，,]+)$")
_SO_AFTER = re.compile(r"^(?P<cause>[^，,]+)[，,](?:所以|因此|于是)(?P<effect>[^，,]+)$")


def _cause_and_effect(sentence: str) -> tuple[str, str, str] | None:
    """(how, cause, effect) of a sentence that puts them in two clauses with 因为 or 所以 (how: which of the three
    ways it does); else None."""
    text = _END.sub("", sentence.strip())
    for how, pattern in (("cause first", _CAUSE_FIRST), ("effect first", _EFFECT_FIRST), ("so", _SO_AFTER)):
        if match := pattern.match(text):
            return how, match["cause"], match["effect"]
    return None


def as_reference_cause(reference: str, attempt: str) -> str:
    """The attempt's cause and effect in the reference's order and words (因为没赶上公交车，所以他迟到了 as 他迟到了，
    因为没赶上公交车 where the reference puts the effect first), when each puts them in two clauses the same way
    round; the attempt as it is otherwise (turned round, ``cause_turned_round`` says so)."""
    ours, theirs = _cause_and_effect(reference), _cause_and_effect(attempt)
    if not ours or not theirs or ours[0] == theirs[0] or cause_turned_round(reference, attempt):
        return attempt
    _, cause, effect = theirs
    end = attempt.strip()[len(_END.sub("", attempt.strip())) :]
    if ours[0] == "effect first":
        return f"{effect}，因为{cause}{end}"
    if ours[0] == "so":
        return f"{cause}，所以{effect}{end}"
    return f"因为{cause}，{'所以' if _SO.search(reference) else ''}{effect}{end}"


def _where(part: str, text: str) -> float | None:
    """The mean place in the text of the part's characters that it has (its words of construction aside)."""
    places = [text.index(ch) for ch in part if ch in text and ch not in "了的是我你他她们也都就"]
    return sum(places) / len(places) if places else None


_BORROWED_FROM = re.compile(r"^(?P<one>[^，,跟向从]{1,4}?)(?:跟|向|从)(?P<other>[^，,]{1,4}?)借")
_LENT_TO = re.compile(
    r"^(?P<one>[^，,把]{1,4}?)(?:把[^，,]{1,6}?)?借给(?P<other>我们|你们|他们|她们|[我你他她]|[^，,一两二三四五六七八九十几]{1,4}?)"
)


def lending_turned(reference: str, attempt: str) -> bool:
    """Does the attempt lend where the reference borrows, the same two the same way round (我借给他一本书 for 我跟他借了
    一本书: the book goes the other way)? 他借给我 for 我跟他借 says the same, and is not this."""
    for borrowing, lending in ((reference, attempt), (attempt, reference)):
        borrowed, lent = _BORROWED_FROM.match(borrowing.strip()), _LENT_TO.match(lending.strip())
        if borrowed and lent and (borrowed["one"], borrowed["other"]) == (lent["one"], lent["other"]):
            return True
    return False


_ONLY_THEN = re.compile(r"只有(?P<need>[^，,]+?)[，,]?[^，,才]{0,8}?才(?:能|会|可以)?(?P<then>[^，,。！？]+)")


def only_if_turned(reference: str, attempt: str) -> bool:
    """Does the attempt need what the reference gets, and get what it needs (只有看完电视，你才能写作业 for
    只有写完作业，你才能看电视)?"""
    ours, theirs = _ONLY_THEN.search(reference), _ONLY_THEN.search(attempt)
    if not ours or not theirs:
        return False
    return exchanged(theirs["need"], theirs["then"], ours["need"], ours["then"])


def unless_said_as_if(reference: str, attempt: str) -> bool:
    """Does the attempt say "if X" where the reference says 除非 X "unless X", "if not X" (只要下雨，我们就去 for
    除非下雨，否则我们去): the condition the other way round, however alike the words."""
    if "除非" not in reference or "除非" in attempt or _IF_NOT.search(attempt):
        return False
    condition = _IF.search(attempt)
    return condition is not None and not lexicon.negations(split_words(condition.group(1)))


def _as_reference_together(reference: str, attempt: str, tokens: set[str]) -> str:
    """一块儿 "together" where the reference says 一起 and the English "together": the same word (not 一块 "a
    piece", which the English would not say together)."""
    if "together" not in tokens or "一起" not in reference or "一块" in reference:
        return attempt
    return attempt.replace("一块儿", "一起")


# 太 + a quality + 了 closing the sentence cries "so …!" (你太好了), as 真 or 很 says the degree (你真好)
_SO_MUCH = re.compile(r"太([\u4e00-\u9fff]{1,2}?)了(?=[。！!]*$)")
_PLAIN_DEGREE = re.compile(r"(?:真的很|真|很|非常)([\u4e00-\u9fff]{1,2}?)(?:儿)?(?=[。！!，,]|$)")


def _as_reference_so(reference: str, attempt: str, tokens: set[str]) -> str:
    """你太好了 where the reference says 你真好 and the English no "too": said with the reference's degree."""
    plain = _PLAIN_DEGREE.search(reference)
    if "too" in tokens or plain is None or _SO_MUCH.search(reference):
        return attempt
    return _SO_MUCH.sub(lambda m: plain[0] if plain[1] == m[1] else m[0], attempt)


# A state so strong that something follows, said with its degree and a comma (太累了，走不动了; 累极了，…): the
# reference's state + 得 + what follows (累得走不动了), which says the same
_SO_THAT = r"(?:太|很|非常|特别|十分|真)?{state}(?:极了|坏了|死了|了)?[，,]"


def _as_reference_so_that(reference: str, attempt: str) -> str:
    """我太累了，走不动了 where the reference says 我累得走不动了: said as the reference's state + 得 + result."""
    words = split_words(normalise(reference))
    for state, after in zip(words, words[1:], strict=False):
        if after == "得" and not tag(state).startswith(("r", "u", "p")) and f"{state}得" not in attempt:
            attempt = re.sub(_SO_THAT.format(state=re.escape(state)), f"{state}得", attempt, count=1)
    return attempt


def _as_reference_brief(reference: str, attempt: str) -> str:
    """A verb of one character said twice (搬搬, 看看) where the reference says it with 一下, or the other way
    round: both make the act a short one, as a teacher says (帮我搬搬这个箱子 for 帮我搬一下这个箱子)."""
    for verb in re.findall(r"(\w)一下(?![午子])", reference):
        if verb * 2 not in reference:
            attempt = attempt.replace(verb * 2, f"{verb}一下")
    for verb in re.findall(r"(\w)\1", reference):
        if f"{verb}一下" not in reference and lexicon.NUMERAL.match(verb) is None:
            # not the 一下 of 一下午 "an afternoon" or 一下子 "all at once" (整整一下午 beside 整整)
            attempt = re.sub(f"{re.escape(verb)}一下(?![午子])", verb * 2, attempt)
    return attempt


# 跟 + someone before a verb of doing together (跟他见面 "meet him": 见面 "to see each other") names the verb's other
# party, as the object after a verb does (见到他).
_PARTNER = re.compile(r"(跟|和|同|与)(我们|你们|他们|她们|我|你|他|她)")
_TOGETHER = ("each other", "one another", "together")


def _as_reference_partner(reference: str, attempt: str) -> str:
    """The other party of a verb of doing together said with 跟 before it, where the reference says that person
    as an object after its verb (我跟他很久没见面了 for 我很久没见到他了): the person put after the verb, so the
    two sentences line up (我很久没见面他了 beside 我很久没见到他了)."""
    match = _PARTNER.search(attempt)
    if not match or _PARTNER.search(reference):
        return attempt
    person = match.group(2)
    at = reference.find(person)
    if at <= 0 or reference[at + len(person) : at + len(person) + 1] in ("的", "们"):
        return attempt  # not in the reference, or its subject, an owner (他的书) or another person (他们) there
    rest = attempt[match.end() :]
    for size in (2, 3):
        for k in range(len(rest) - size + 1):
            verb = rest[k : k + size]
            if any(t in sense for sense in dictionary.senses(verb) for t in _TOGETHER):
                moved = rest[: k + size] + person + rest[k + size :]
                return attempt[: match.start()] + moved
    return attempt


# V到 + place + 去 and V去 + place say the same move (搬到北京去 / 搬去北京, 寄到上海去 / 寄去上海).
_MOTION_TO = re.compile(r"(\w)到(\w{1,4}?)去")


# Calling, writing or sending to someone: 给 + person before the act or after it (打电话给你 for 给你打电话, 打了三次
# 电话给他 for 给他打了三次电话).
_SENT = r"(?:打|写|发|寄)[了过]?(?:[一两二三四五六七八九十几]?[次个封条])?(?:电话|信|短信|邮件|信息|微信)"
_TO_BEFORE = re.compile(rf"给(\w{{1,4}}?)({_SENT})")


# Conjunctions that may come before or after the subject of their clause (虽然他很忙 / 他虽然很忙).
_MOVABLE = "虽然|因为|如果|要是|即使|尽管|不但|既然|只要"
_CONJUNCTION_FIRST = re.compile(rf"(?:^|(?<=[，,]))({_MOVABLE})(我们|你们|他们|她们|我|你|他|她)")


def _as_reference_conjunction(reference: str, attempt: str) -> str:
    """A subject said before its clause's 虽然 (他虽然很忙) where the reference says it after (虽然他很忙), the same
    conjunction and subject: the reference's order."""
    for conjunction, subject in _CONJUNCTION_FIRST.findall(reference):
        attempt = re.sub(rf"(^|[，,]){subject}{conjunction}", rf"\1{conjunction}{subject}", attempt, count=1)
    return attempt


def _as_reference_recipient(reference: str, attempt: str) -> str:
    """The one called or written to said after the act (打电话给你) where the reference says it before (给你打电话),
    with the same person and act: the reference's order."""
    for person, act in _TO_BEFORE.findall(reference):
        attempt = attempt.replace(f"{act}给{person}", f"给{person}{act}", 1)
        if act == "打电话" and f"给{person}{act}" not in attempt:
            attempt = attempt.replace(f"打给{person}", f"给{person}{act}", 1)  # 打给你 "call you", the phone unsaid
    return attempt


def _as_reference_motion(reference: str, attempt: str) -> str:
    """A move said V去 + place where the reference says V到 + place + 去, with the same verb and place: the
    reference's words (据说他已经搬去北京了 read as …搬到北京去了)."""
    for verb, place in _MOTION_TO.findall(reference):
        attempt = attempt.replace(f"{verb}去{place}", f"{verb}到{place}去", 1)
    return attempt


# 从 A 到 B 远 "it is far from A to B" says what A 离 B 远 says (从你家到学校远不远 for 你家离学校远吗).
_FROM_TO = re.compile(r"从(\w{1,5}?)到(\w{1,5}?)((?:很|不|太|挺|有多|多|比较|非常)?(?:远|近))")
_AWAY = re.compile(r"(\w{1,5}?)离")


def _as_reference_whether(reference: str, attempt: str) -> str:
    """是否同意 "whether (you) agree" and 同意不同意 ask one thing: the attempt's form said as the reference's, so the
    不 of A不A is not read as a negation (是否 before 是 itself is in _AS_REFERENCE, with 能否 and 可否)."""
    asked, form = ("是否" in reference, "是否" in attempt), _asking_form(attempt) or _asking_form(reference)
    if asked[0] == asked[1] or not ("不" in form or "没" in form):
        return attempt
    whether = "是否" + re.split("[不没]", form, maxsplit=1)[1]  # 同意不同意, 有没有 -> 是否同意, 是否有
    if asked[0] and whether in reference and form in attempt:
        return attempt.replace(form, whether, 1)
    if asked[1] and form in reference:
        return attempt.replace(whether, form, 1)
    return attempt


# 跟昨天比，今天更冷 "compared with yesterday, today is colder": 今天比昨天更冷
_COMPARED_WITH = re.compile(r"^(?:跟|和|与|同)([^，,比]{1,8}?)(?:相)?比(?:起来)?[，,]?([^，,]{1,8}?)(更|还)(.+)$")


_COMPARED_BARE = re.compile(r"^(?:跟|和|与|同)([^，,比]{1,8}?)(?:相)?比(?:起来)?[，,](.+)$")


_COMPARED_FIRST = re.compile(r"^比起([^，,比]{1,8}?)(?:来)?[，,]")


def _as_reference_compared(reference: str, attempt: str) -> str:
    """A comparison said 跟 B 比，A 更… where the reference says A 比 B 更…: said with 比, as the reference says it."""
    if "比" not in reference or _COMPARED_WITH.match(reference.strip()) or _COMPARED_BARE.match(reference.strip()):
        return attempt  # the reference says 跟 B 比 itself: the two are compared as they stand
    if "比起" not in reference:
        attempt = _COMPARED_FIRST.sub(r"跟\1比，", attempt.strip())  # 比起年轻人，… says 跟年轻人比，…
    match = _COMPARED_WITH.match(attempt.strip())
    if match:
        other, one, degree, rest = match.groups()
        return f"{one}比{other}{degree}{rest}"
    # no 更 or 还 to mark the quality (跟昨天比，今天天气好多了): the reference's words after its 比 side mark it
    bare = _COMPARED_BARE.match(attempt.strip())
    if not bare:
        return attempt
    ours, rest = _END.sub("", reference.strip()), _END.sub("", bare[2])
    at = ours.find("比")
    # the longest close of the reference after its side of 比 (好多了 of 比昨天好多了) that closes the attempt too
    tail = next((ours[k:] for k in range(at + 2, min(len(ours), at + 10)) if rest.endswith(ours[k:])), "")
    if not tail:
        # a quality of its own (跟我老家比，这里的东西贵得多 for 这里的物价比我老家高多了): 比 goes before it, after
        # the side it speaks of, so that sides said the other way round are seen to be
        words = split_words(rest)
        at_quality = next((k for k, w in enumerate(words) if k and tag(w).startswith("a")), 0)
        tail = "".join(words[at_quality:]) if at_quality else ""
    one = rest[: -len(tail)] if tail else ""
    return f"{one}比{bare[1]}{tail}" if one else attempt


def _as_reference_distance(reference: str, attempt: str) -> str:
    """A distance said 从 A 到 B where the reference says it with 离: 离 too, the two places in the reference's
    order, for how far apart two places are is the same from either end (从这儿到饭馆 for 饭馆离这儿)."""
    if "离" not in reference or _FROM_TO.search(reference):
        return attempt
    match = _FROM_TO.search(attempt)
    if not match:
        return attempt
    first, second, how = match.groups()
    before = _AWAY.search(reference)
    if before and (second in before.group(1) or before.group(1) in second) and first not in before.group(1):
        first, second = second, first
    return attempt[: match.start()] + f"{first}离{second}{how}" + attempt[match.end() :]


_END = re.compile(r"[。？！?!.\s]*$")


# "Don't you think …?" (你不觉得…吗): the speaker's view put as a question, which X 是不是… asks too
_DONT_YOU_THINK = re.compile(r"^((?:你|您)?不(?:觉得|认为))(.+)吗$")
# What rates a thing rather than names it, after 是不是 (是不是有点儿草率, 是不是太贵了): no 是 of its own
_RATED = re.compile(r"^(?:有点|有些|太|很|挺|非常|特别|比较|更|真)")


def as_reference_question(reference: str, attempt: str) -> tuple[str, str]:
    """(the attempt, its A不A) for a yes-no question asked A不A (远不远, 喜欢不喜欢) where the reference asks with
    吗: the same question, said as the reference says it (远 … 吗), so the 不 of A不A is not read as a
    negation, for a teacher takes either form; else (the attempt, "")."""
    ref_text, att_text = _END.sub("", reference), _END.sub("", attempt)
    # 不管下不下雨 "whether or not it rains": an A不A after 不管 asks nothing
    if not ref_text.endswith("吗") or att_text.endswith("吗") or any(w in attempt for w in lexicon.NO_MATTER):
        return attempt, ""
    if yet := re.search(r"[了过][\u4e00-\u9fff]{0,6}?(没有|没)$", att_text):  # 要不要 inside a 吗 question asks nothing
        # 你听明白了没有 asks what 你听懂了吗 asks, 你考虑过没有 what 你考虑过吗 asks, 你签了合同没有 what 你签合同了吗
        # asks: 没有 closing a question after 了 or 过 (and the thing done) negates nothing
        return att_text[: yet.start(1)] + "吗" + attempt[len(att_text) :], yet.group(1)
    asked = attempt.rstrip().endswith(("？", "?"))
    if asked and ref_text.endswith("了吗") and (bare := re.search(r"(?<=[\u4e00-\u9fff])(没有|没)$", att_text)):
        # 你吃饭没有 asks what 你吃饭了吗 asks: 没有 closing the question of a thing done stands for 了吗
        if not re.search(r"[不没]", att_text[: bare.start(1)]):  # 你还没吃饭没有 is no such question
            return att_text[: bare.start(1)] + "了吗" + attempt[len(att_text) :], bare.group(1)
    have = re.search(r"有没有(.+)$", att_text)
    if have and "有没有" not in ref_text and _have_or_not(att_text) != att_text.replace("有没有", "有", 1):
        # 你有没有注意到他不太高兴 asks what 你注意到他不太高兴吗 asks: 吗 after the act, 了 as the reference has it
        done = "了" if ref_text.endswith("了吗") and not have.group(1).endswith("了") else ""
        return att_text.replace("有没有", "", 1) + done + "吗" + attempt[len(att_text) :], "有没有"
    form = _asking_form(att_text)
    if form == "是不是" and (thinks := _DONT_YOU_THINK.match(ref_text)) and thinks.group(1) not in att_text:
        # 这个决定是不是有点儿草率 asks what 你不觉得这个决定有点儿草率吗 asks: "isn't it?", the speaker's own view
        rest = (
            att_text.replace(form, "", 1)
            if _RATED.match(att_text.split(form, 1)[1])
            else att_text.replace(form, "是", 1)
        )
        return thinks.group(1) + rest + "吗" + attempt[len(att_text) :], form
    if form == "是不是" and re.search(r"不是.+吗$", ref_text) and "不是" not in att_text.replace(form, ""):
        # 这是不是那家餐厅 asks what 这不是那家餐厅吗 ("isn't this the restaurant") asks: the reference's 不是 kept
        return att_text.replace(form, "不是", 1) + "吗" + attempt[len(att_text) :], form
    # V没V (去没去) asks whether it was done, as the reference's 了吗 does (你昨晚去没去聚会 / 你昨晚去聚会了吗)
    done = "没" in form and ref_text.endswith("了吗")
    if not form or ("不" not in form and not done) or _asking_form(ref_text):
        return attempt, ""
    if done:  # 了 where the reference has it, closing the question: 你昨晚去没去聚会 as 你昨晚去聚会了吗
        return att_text.replace(form, form[0], 1) + "了吗" + attempt[len(att_text) :], form
    if form == "是不是" and "是" not in ref_text:  # 你是不是生病了 asks what 你生病了吗 asks: 是不是 before the act
        # ... and what 真的…吗 "is it true that" asks (公司是不是要裁员 for 公司真的要裁员吗)
        really = "真的" if "真的" in ref_text and "真的" not in att_text else ""
        return att_text.replace(form, really, 1) + "吗" + attempt[len(att_text) :], form
    return att_text.replace(form, _question(form), 1) + "吗" + attempt[len(att_text) :], form


def asked_with_ma(reference: str, attempt: str) -> str:
    """The reference's A不A question asked with 吗 (你喜欢不喜欢咖啡 as 你喜欢咖啡吗) where the attempt does not ask
    at all: the learner then hears that the question is missing, not that 不喜欢 is (a statement for a question)."""
    ref_text, att_text = _END.sub("", reference), _END.sub("", attempt)
    if not reference.rstrip().endswith(("？", "?")) or ref_text.endswith("吗"):
        return reference  # 他现在不在家。 holds 在不在 and asks nothing
    if _asks(att_text) or "是否" in attempt or "?" in attempt or "？" in attempt:
        return reference
    form = _asking_form(ref_text)
    # not 有没有 or 来没来, which 吗 asks in other words (有没有时间 / 有时间吗, 来没来 / 来了吗)
    if "不" not in form or any(w in reference for w in lexicon.NO_MATTER):
        return reference
    return ref_text.replace(form, _question(form), 1) + "吗" + reference[len(ref_text) :]


def _spelled_alike(text: str) -> str:
    for pattern, replacement in _SPELLINGS:
        text = pattern.sub(replacement, text)
    return text


def _form(text: str, asks: bool, guide: tuple[str, ...] = ()) -> list[str]:
    """The sentence's words in one form; the attempt cut as the reference is where it can be (打了电话)."""
    text = _spelled_alike(_question(text) if asks else text)
    words = _head_said_again(_marker_apart(list(guided_split(text, guide) if guide else split_words(text))))
    turned = _comparison(words)
    if turned != words:
        # 我做饭没有妈妈做得好 turned 妈妈做饭做得比我好: spelled as the reference is spelled (妈妈做得比我好)
        said = _spelled_alike("".join(turned))
        turned = list(guided_split(said, guide) if guide else split_words(said))
    return _time_spent(_possible(turned))


def _head_said_again(words: list[str]) -> list[str]:
    """A comparison of one time's thing with another time said bare (今年的收成比去年好, 去年的收成没有今年的好)
    with the thing said on both sides (今年的收成比去年的收成好), and of someone's thing with another of its kind
    (我们的新家比旧家大) with the owner said on both: the same comparison, however much is said."""
    marker = next((m for m in ("比", "没有", "不如", "不像") if m in words), "")
    k = words.index(marker) if marker else 0
    owned = k in (3, 4) and words[1] == "的" and words[0] in lexicon.PERSONAL_PRONOUNS
    if owned and _one_kind(tuple(words[2:k]), tuple(words[k + 1 : 2 * k - 1])):
        # 我们的新家比旧家大: 旧家 is 我们的旧家, the owner said once
        return [*words[: k + 1], words[0], "的", *words[k + 1 :]]
    # a thing's head said again for times only: a person said bare (她的房子比我大) is a 的 left out, which the word
    # rules name, and 你的 beside 我的中文 is read by the comparison itself (_comparison)
    times = k == 3 and words[1] == "的" and k + 2 < len(words)
    if not times or words[0] == words[k + 1] or not {words[0], words[k + 1]} <= lexicon.TIME_WORDS:
        return words
    if words[k + 2] == "的" and k + 3 < len(words) and words[k + 3] != words[2] and not is_nominal(words[k + 3]):
        return [*words[: k + 3], words[2], *words[k + 3 :]]  # 今年的 -> 今年的收成
    if words[k + 2] != "的" and not is_nominal(words[k + 2]):
        return [*words[: k + 2], "的", words[2], *words[k + 2 :]]  # 去年 -> 去年的收成
    return words


def _one_kind(first: tuple[str, ...], other: tuple[str, ...]) -> bool:
    """Two things of one kind, told apart by a quality (新 家 / 旧 家, 新家 / 旧家, 大房间 / 小房间)?"""
    if len(first) == len(other) == 2:
        qualities = tag(first[0]).startswith("a") and tag(other[0]).startswith("a")  # jieba tags 家 a measure
        return first[1] == other[1] and first[0] != other[0] and qualities and not tag(first[1]).startswith("v")
    one, two = "".join(first), "".join(other)
    return len(first) == len(other) == 1 and one != two and len(one) > 1 and one[1:] == two[1:] and is_nominal(one)


def _marker_apart(words: list[str]) -> list[str]:
    """把 or 被 kept whole with its noun by jieba (把门 "goalkeeping") cut apart: 请把门关上 is 把 + 门; the
    passive 让/叫 + 人 (someone) as 被 (我的自行车让人偷了 / 被偷了)."""
    out: list[str] = []
    for i, word in enumerate(words):
        if word == "人" and out and out[-1] in ("被", "让", "叫") and i + 1 < len(words) and tag(words[i + 1]) == "v":
            out[-1] = "被"
            continue
        if word in ("被人", "让人", "叫人") and i + 1 < len(words) and tag(words[i + 1]) == "v":
            out.append("被")
            continue
        if len(word) == 2 and word[0] in "把被" and (dictionary.measure_words(word[1]) or tag(word[1]) == "n"):
            out += [word[0], word[1]]
        else:
            out.append(word)
    return out


def _said(words: list[str], other: list[str]) -> set[str]:
    """The characters a sentence says, without its words of construction; a subject pronoun the other side
    leaves out is dropped too (不知道 for 我不知道), unless the other side names someone this one does not."""
    kept = []
    # a subject left out, not said as someone else (你喜欢吗 / 他喜欢吗: another person, no subject understood)
    someone_else = any(w in _PERSONAL and w not in words for w in other)
    for i, word in enumerate(words):
        if word in _CONSTRUCTION:
            continue
        # 看了一部电影 / 看电影了: "a" with its measure word, or neither (一杯 / 一个 is no such pair)
        bare = not any(a == "一" and b in lexicon.MEASURE_WORDS for a, b in zip(other, other[1:], strict=False))
        if bare and word == "一" and i + 1 < len(words) and words[i + 1] in lexicon.MEASURE_WORDS:
            continue
        if bare and word in lexicon.MEASURE_WORDS and words[i - 1 : i] == ["一"]:
            continue
        counted = i > 0 and (lexicon.is_numeral(words[i - 1]) or words[i - 1] in lexicon.DETERMINERS)
        if word == "个" and "个" not in other and not counted:
            continue  # 换了个新发型 / 换新发型了: 个 with no number says "a" (两个孩子 needs its 个)
        following = words[i + 1] if i + 1 < len(words) else ""
        # not before 是, which says who the subject is (你是谁: 是谁 asks about someone else)
        subject = following != "是" and (following in roles.ADVERBS or tag(following).startswith(("v", "d", "t")))
        # not after someone else (他说她会来: left out, 她 would be 他 again)
        named_before = any(w in _PERSONAL and w != word for w in words[:i])
        if word in _PERSONAL and subject and word not in other and not someone_else and not named_before:
            continue
        kept.append(_ba_verb(word, words[i - 1 : i], words[i + 1 : i + 2], words, other))
    return set("".join(kept))


def _ba_verb(word: str, before: list[str], after: list[str], words: list[str], other: list[str]) -> str:
    """A 把 sentence needs its verb to end somewhere (请把电视关掉, 把灯打开) where the plain sentence may say the
    verb alone (请关电视, 请开灯): the verb with its result (关掉, or 关 掉 cut apart) or with 打 (打开), beside the
    other side's bare verb, said as that verb."""
    if "把" not in words or "把" in other or word in other:
        return word
    if word in lexicon.RESULTS and before and before[0] in other and tag(before[0]).startswith("v"):
        return ""  # 关 掉 beside 关
    if word == "打" and after and after[0] in other:
        return ""  # 打 开 beside 开
    for bare in other:
        if word.startswith(bare) and word[len(bare) :] in lexicon.RESULTS or word == "打" + bare:
            return bare
    return word


def _de_pairs(words: list[str]) -> list[tuple[str, str]]:
    """The words on each side of each 的 the sentence needs: not the one after a personal pronoun before
    family, friends or home (我的朋友 or 我朋友), or opening the sentence (我电脑坏了), which may go."""
    return [
        (words[i - 1], words[i + 1])
        for i, w in enumerate(words)
        if w == "的" and 0 < i < len(words) - 1 and not _optional_de(words, i)
    ]


def _optional_de(words: list[str], i: int) -> bool:
    if i == 0 or words[i - 1] not in _PERSONAL:
        return False
    return i == 1 or (i + 1 < len(words) and words[i + 1] in lexicon.CLOSE_RELATIONS)


def _has_de(words: list[str], pair: tuple[str, str]) -> bool:
    return any(words[i - 1 : i + 2] == [pair[0], "的", pair[1]] for i in range(1, len(words) - 1))


def _amount(word: str) -> bool:
    """A number that counts (两个半小时 / 两个小时); not 一 "a", which may go with its measure word."""
    return (lexicon.is_numeral(word) and word != "一") or "半" in word


def _order_of(words: list[str], keep) -> list[str]:
    return [w for w in words if keep(w)]


def _before_verb(words: list[str]) -> list[tuple[str, bool]]:
    """Each time word and whether it comes before the first verb (我明天去 / 我去明天)."""
    verb = next((i for i, w in enumerate(words) if tag(w).startswith("v") and w not in ("是", "在")), len(words))
    compared = {i + d for i, w in enumerate(words) if w == "比" for d in (-1, 1)}  # 今天比昨天: the things compared
    return [(w, i < verb) for i, w in enumerate(words) if w in lexicon.TIME_GROUP and i not in compared]


def _kept_alike(ref: list[str], att: list[str]) -> bool:
    """What the set of characters cannot see: numbers in order (二十 / 十二), time words in order and on
    the same side of the verb (早上…晚上, 我去理发下午), 了 on both sides or neither, and the 的 a noun
    phrase needs (谢谢你的帮助, 老师的书)."""
    return (
        _order_of(ref, _amount) == _order_of(att, _amount)
        and _before_verb(ref) == _before_verb(att)
        and (ref[-1] in lexicon.TIME_GROUP) == (att[-1] in lexicon.TIME_GROUP)
        and ref.count("了") == att.count("了")
        and all(_has_de(att, pair) for pair in _de_pairs(ref))
        and not _le_between_objects(att)
    )


_GIVING = frozenset("给 送 借 还 告诉 教 问".split())


def _le_between_objects(words: list[str]) -> bool:
    """给我了一张名片: 了 between the person and the thing given belongs after the verb (给了我)."""
    return any(
        (tag(a).startswith("v") or a in _GIVING) and b in _PERSONAL and c == "了" and d
        for a, b, c, d in zip(words, words[1:], words[2:], words[3:], strict=False)
    )


def _replaceable(ref: str, att: str) -> bool:
    """May the attempt's word be taken for the reference's: not a homophone slip (作完 / 做完) and not one
    inside the other (小时 / 半小时: the rest is a difference)."""
    return not sound_alike(ref, att) and ref not in att and att not in ref


def _with_reference_words(att: list[str], ref: list[str], stems: frozenset[str]) -> list[str]:
    """The attempt with each word that means what a reference word means replaced by it (立刻 -> 马上)."""
    out = []
    for word in att:
        if word not in ref and len(word) > 1 and dictionary.is_word(word):
            # a word of the same meaning, not a homophone slip (作完 for 做完 is the homophone rule's)
            match = next((r for r in ref if len(r) > 1 and _replaceable(r, word) and _same_here(r, word, stems)), None)
            word = match or word
        out.append(word)
    return out


def _same_here(ref: str, att: str, stems: frozenset[str]) -> bool:
    """same_meaning, but never an adjective for its opposite (简单 "uncomplicated" for 复杂), nor the "or" of a
    question for that of a statement (还是 / 或者: the word rules judge which the sentence wants)."""
    pair = frozenset((ref, att))
    return pair not in lexicon.COMPARATIVE_OPPOSITES and pair != lexicon.OR_WORDS and same_meaning(ref, att, stems)


def _how(ref: list[str], att: list[str], asked: str = "", swapped: tuple[tuple[str, str], ...] = ()) -> str:
    """In a few words, how the attempt is built differently from the reference."""
    if swapped:
        return ", ".join(f"{a} for {r}" for a, r in swapped[:2])
    if asked:
        return asked
    markers = ("把", "被", "让")
    ref_marker = next((m for m in markers if m in ref and m not in att), "")
    att_marker = next((m for m in markers if m in att and m not in ref), "")
    if ref_marker and att_marker:
        return f"{att_marker} instead of {ref_marker}"
    if att_marker:
        return f"with {att_marker}"
    if ref_marker:
        return f"without {ref_marker}"
    said, ours = "".join(att), "".join(ref)
    repeatable = [w for w in ref if w not in lexicon.PRONOUNS and w not in _CONSTRUCTION and not _amount(w)]
    twice = next((w for w in repeatable if said.count(w) > ours.count(w) and not roles.is_noun(w)), "")
    if twice:
        return f"{twice} said twice, first with its object"  # 学中文学了三年
    if ref.count("了") and ref.index("了") != len(ref) - 1 and att[-1:] == ["了"]:
        return "了 at the end instead of after the verb"
    if att.count("了") and att.index("了") != len(att) - 1 and ref[-1:] == ["了"]:
        return "了 after the verb instead of at the end"
    if (len(set(ref) - set(att)) == 1 and set(ref) - set(att) <= _PERSONAL) or _subject_understood(ref, att):
        return "the subject is understood"
    if sorted(ref) == sorted(att) and ref != att:
        return "another word order"
    return "other words for the same thing"


_CLAUSE = re.compile(r"[，,；;。！？!?：:]+")


# How an act goes (V得 + how) in one clause, and the next clause's person with only the how: the act is understood
# (他走得很快，我很慢 says 我走得很慢).
_ACT_UNDERSTOOD = re.compile(
    r"([\u4e00-\u9fff])得([^，,]+[，,][我你他她]们?)(?=(?:很|非常|太|特别|比较)[\u4e00-\u9fff])"
)


def _act_said_again(text: str) -> str:
    """他走得很快，我很慢 as 他走得很快，我走得很慢 (and 他走路很快 as 他走得很快 first): one way of saying both."""
    return _ACT_UNDERSTOOD.sub(r"\1得\2\1得", _OWN_OBJECT.sub(_how_with_de, text))


def compare(reference: str, attempt: str, stems: frozenset[str]) -> Verdict | None:
    """The verdict when the two sentences say the same words, else None: clause by clause when both have
    the same number of clauses (我的钱包丢了，我找不到了), else as a whole. A thing put first with the subject left
    out (作业已经写完了 for 我已经写完作业了) is read with the reference's subject after it."""
    verdict = _compare_sentences(reference, attempt, stems)
    if verdict is not None:
        return verdict
    ref, att = split_words(normalise(reference)), split_words(normalise(attempt))
    if not ref or ref[0] not in lexicon.PERSONAL_PRONOUNS or ref[0] in att:
        return None
    acts = next((i for i, w in enumerate(ref) if tag(w).startswith("v")), len(ref))
    for k in range(1, min(len(att), 5)):
        # the thing our verb acts on (after it in ours), put first, then what is done to it
        # not people, who may be the ones acting (老师表扬了 for 我表扬了老师 says the teacher praised)
        thing = att[k - 1]
        if is_nominal(thing) and thing in ref[acts + 1 :] and not thesaurus.filed_under(thing, "A"):
            understood = _compare_sentences(reference, "".join((*att[:k], ref[0], *att[k:])), stems)
            if understood is not None and understood.same and not understood.reversed_roles:
                return Verdict(True, how="the thing put first, the subject understood")
    return None


def _compare_sentences(reference: str, attempt: str, stems: frozenset[str]) -> Verdict | None:
    reference = _people_said_once(reference, attempt)
    said_again = _act_said_again(reference), _act_said_again(attempt)
    how = "得 and how the act goes" if said_again != (reference, attempt) else ""
    reference, attempt = _without_time_clause(*said_again)
    ref_parts = [normalise(p) for p in _CLAUSE.split(reference) if normalise(p)]
    att_parts = [normalise(p) for p in _CLAUSE.split(attempt) if normalise(p)]
    if len(ref_parts) < 2 or len(ref_parts) != len(att_parts):
        return _compare(normalise(reference), normalise(attempt), stems)
    verdicts = [_compare(r, a, stems) if r != a else Verdict(True) for r, a in zip(ref_parts, att_parts, strict=True)]
    if any(v is None for v in verdicts):
        return None
    reversed_ = next((v for v in verdicts if v.reversed_roles), None)
    if reversed_ is not None:
        return reversed_
    return Verdict(True, how=next((v.how for v in verdicts if v.how), how))


def _people_said_once(reference: str, attempt: str) -> str:
    """The reference without the 的人 after a word that names people already (老一辈的人 -> 老一辈), where the attempt
    says that word without it: one group of people, however named."""
    for match in re.finditer(r"(?:^|(?<=[，,。这那些个]))([\u4e00-\u9fff]{2,3})的人", reference):
        people = match[1] if split_words(match[1]) == (match[1],) and thesaurus.filed_under(match[1], "A") else ""
        if people and people in attempt and f"{people}的人" not in attempt:
            reference = reference.replace(f"{people}的人", people, 1)
    return reference


# A time said by a clause of its own, "since" or "after" an event (自从妻子去世以后): when it stands before the
# subject or after it, its own doer (妻子) is no role of the main act.
_SINCE = re.compile(r"(?:自从|自)(?P<event>[^，,。]+?)(?:以后|以来|之后|后)[，,]?")


def _without_time_clause(reference: str, attempt: str) -> tuple[str, str]:
    """Both sentences without the time clause they share (他自从妻子去世以后就一直… for 自从妻子去世以后，他一直…),
    so that who does the main act is read from the rest; as they are when they do not share one."""
    ours, theirs = _SINCE.search(reference), _SINCE.search(attempt)
    if not ours or not theirs or ours["event"] != theirs["event"]:
        return reference, attempt
    return reference.replace(ours[0], "", 1), attempt.replace(theirs[0], "", 1)


def converse(reference: str, attempt: str, stems: frozenset[str], any_amount: bool = False) -> str | None:
    """The attempt's comparison said from the reference's side (我比姐姐小两岁 -> 姐姐比我大两岁 beside 我姐姐比我大
    两岁), for the word rules to judge as they would have judged it so written; None when it has no comparison
    whose adjective is the opposite of the reference's. Clause by clause when both have as many clauses."""
    if "比" not in reference or not ("比" in attempt or any(m in attempt for m in _COMPARISON_NEGATION)):
        return None
    ref_parts = [normalise(p) for p in _CLAUSE.split(reference) if normalise(p)]
    att_parts = [normalise(p) for p in _CLAUSE.split(attempt) if normalise(p)]
    if len(ref_parts) != len(att_parts):
        ref_parts, att_parts = [normalise(reference)], [normalise(attempt)]
    out, turned_any = [], False
    for ref_part, att_part in zip(ref_parts, att_parts, strict=True):
        asks = _asks(ref_part)
        ref, written, att = _forms(ref_part, att_part, stems, asks)
        turned = (
            _converse(att, ref, written, any_amount)
            if "比" in att_part or any(m in att_part for m in _COMPARISON_NEGATION)
            else None
        )
        turned_any = turned_any or turned is not None
        out.append("".join(turned) if turned else att_part)
    return "，".join(out) if turned_any else None


def _tag_question(reference: str, attempt: str) -> tuple[str, str]:
    """是不是 before what is asked (你是不是在开玩笑, 你姐姐是不是比你高) asks what 吗 or a 吧 that seeks agreement
    asks (你在开玩笑吧, 你姐姐比你高吗): both as the 吗 question, when the reference has no 是 of its own."""
    ours, theirs = reference.rstrip("？?。！! "), attempt.rstrip("？?。！! ")
    if "是不是" in theirs and "是" not in ours and ours.endswith(("吗", "吧")) and theirs[-1:] != "吗":
        return ours[:-1] + "吗", theirs.replace("是不是", "", 1).removesuffix("吧") + "吗"
    return reference, attempt


# 了 inside a clause of time (赶到了的时候): the act it times is not yet done when it is said.
_LE_UNFINISHED = re.compile(r"了(?:的时候|时)")
# 了 after the verb and before an amount (买了三个苹果), and 了 closing the clause after an amount (买三个苹果了); not a
# time gone on until now, which closes with 了 as well (学了两年中文了).
_AMOUNT = rf"(?:[一二两三四五六七八九十几半\d]|{'|'.join(sorted(lexicon.MANY))})"  # 三个, 很多: how many were bought
_LE_AFTER_AMOUNT = (
    re.compile(rf"了{_AMOUNT}"),
    re.compile(rf"{_AMOUNT}[^了]{{1,5}}了$"),
)
_ONE_CHARACTER_MEASURES = "".join(sorted(w for w in lexicon.MEASURE_WORDS if len(w) == 1))
# 了 between an amount and the thing it counts (一台了新电脑): never right
_LE_INSIDE_AMOUNT = re.compile(rf"[一二两三四五六七八九十几半\d][{_ONE_CHARACTER_MEASURES}]了[\u4e00-\u9fff]")
# 了 between a verb and its result (看了完, 听了懂): it goes after both (看完了)
_LE_BEFORE_RESULT = re.compile(r"[\u4e00-\u9fff]了(?:完|懂|见|光)(?:了|$)")
_DURATION_AFTER_LE = re.compile(r"了[一二两三四五六七八九十几半\d]+个?(?:小时|钟头|分钟|天|星期|礼拜|月|年)")


def _le_before_duration(text: str) -> bool:
    """Is 了 and a length of time said after a verb's object (学中文了三年, 等你了半天)? A pronoun or a noun of two
    characters before 了 there, not the verb (jieba tags 学 alone a noun)."""
    words = split_words(text)
    joined = [(i, words[i - 1], "".join(words[i:])) for i, w in enumerate(words) if w == "了" and i]
    return any(
        _DURATION_AFTER_LE.match(rest)
        and (before in lexicon.PRONOUNS or (len(before) > 1 and is_nominal(before)))
        and not _said_again(before[-1], words[: i - 1])  # 学中文学了三年 (cut 中 文学): the verb said again
        for i, before, rest in joined
    )


def _quality_dropped(ref: list[str], att: list[str]) -> bool:
    """Does the attempt leave out a quality of one character that it says only inside another word (大 of 太大了,
    left out of 这件大衣我穿太了)? The characters said are compared as sets, which cannot tell."""
    ours, theirs = "".join(ref), "".join(att)
    return any(
        len(w) == 1 and tag(w).startswith("a") and w not in att and theirs.count(w) < ours.count(w) for w in set(ref)
    )


def _said_again(character: str, before: list[str]) -> bool:
    """Is the character said before (学 of 学中文学了: jieba tags 学 alone a noun, so no tag tells the verb)?"""
    return character in "".join(before)


# 了 between a verb and the 在 / 到 / 给 that makes one word with it (坐了在, 放了在): never right
_LE_SPLITTING = re.compile(r"(?:坐|站|住|放|躺|停|挂|写|走|跑|搬|送|交|寄)了[在到给]")


_WHEN_ENDS = frozenset("时候 时 以后 之后 以前 之前".split())


def _viewer(text: str) -> str:
    """Whose view 在…看来 gives (我 of 在我看来), or ""."""
    view = re.search(r"在([\u4e00-\u9fff]{1,4}?)看来", text)
    return view[1] if view else ""


def _guo_after_object(sentence: str) -> bool:
    """Does the sentence put the 过 of experience after the thing the verb takes (去上海过, 吃烤鸭过)? It goes
    right after the verb (去过上海)."""
    words = split_words(sentence)
    return any(
        w == "过" and 1 < i and tag(words[i - 1]).startswith("n") and tag(words[i - 2]).startswith("v")
        for i, w in enumerate(words)
    )


def _result_parted(reference: str, attempt: str) -> bool:
    """Does the attempt part a verb from the 在, 到, 给 or 成 that ends it in the reference, by 了 (忘了在出租车上 for
    忘在出租车上了) or by the object (``result_after_object``)? Those endings go right after the verb."""
    for m in re.finditer(r"([\u4e00-\u9fff])([在到给成])", reference):
        if m.group(0) not in attempt and tag(m[1]).startswith("v") and f"{m[1]}了{m[2]}" in attempt:
            return True
    return bool(result_after_object(reference, attempt))


# Verbs that do nothing to a thing (feeling, knowing, having, perceiving): 把 cannot take their object first.
_NOT_HANDLING = frozenset(
    "喜欢 爱 恨 怕 知道 认识 懂 明白 觉得 认为 有 是 像 希望 同意 看见 听见 感到 需要 属于 在".split()
)


def ba_without_handling(reference: str, attempt: str) -> str:
    """The verb after the attempt's 把 and its object, where it does nothing to the thing (我把这首歌喜欢, 他把答案知道
    了) and the reference has no 把, else ""."""
    if "把" in reference or "把" not in attempt:
        return ""
    words = split_words(normalise(attempt))
    if "把" not in words:
        return ""
    at = words.index("把")
    if at and (words[at - 1] in ("这", "那", "哪", "几", "每") or lexicon.is_numeral(words[at - 1])):
        return ""  # 这把伞是不是你的: 把 counts the umbrella, no verb is done to it
    verb = next((w for w in words[at + 2 :] if tag(w).startswith("v")), "")  # after the thing
    return verb if verb in _NOT_HANDLING else ""


def asked_for_denied(reference: str, attempt: str, english: str) -> str:
    """The attempt's A不A (喜不喜欢) where the reference denies that word (不喜欢) and asks nothing: a question put
    for a statement that says no, else ""."""
    if "?" in english or "？" in reference or "不" not in attempt:
        return ""
    words, ours = split_words(normalise(attempt)), split_words(normalise(reference))
    # the reference's own 不 + word, not that of an A不A it asks (我不确定他会不会来)
    denied = {ours[j + 1] for j in range(len(ours) - 1) if ours[j] == "不" and not lexicon.asks_a_not_a(ours, j)}
    for k in range(1, len(words) - 1):
        if words[k] == "不" and lexicon.asks_a_not_a(words, k) and words[k + 1] in denied:
            return f"{words[k - 1]}不{words[k + 1]}"
    return ""


def place_after_come(reference: str, attempt: str) -> tuple[str, str, str] | None:
    """(the verb and its direction, the place, 来 or 去) where the attempt puts the place after 来 or 去 (走进来教室
    for 走进了教室): a place goes between the direction and 来 or 去 (走进教室来), or after the direction alone; else
    None."""
    for m in re.finditer(
        r"([\u4e00-\u9fff])([进出回上下过])(来|去)了?([\u4e00-\u9fff]{1,3}?)(?=了|$|[，,。！？])", attempt
    ):
        verb, way, toward, place = m.groups()
        acts = verb not in "不得" and tag(verb).startswith("v")  # 说不出来话 is another slip: 不 is no verb
        if acts and re.search(f"{verb}{way}了?{place}", reference) and tag(place).startswith(("n", "s")):
            return f"{verb}{way}", place, toward
    return None


def result_after_object(reference: str, attempt: str) -> str:
    """The reference's verb + 成 or 在 where the attempt puts the object between them (翻译这句话成中文 for 把这句话
    翻译成中文, 放牛奶在冰箱里 for 把牛奶放在冰箱里), else "". Those go right after the verb (送礼物给他 is right: 给
    may follow the object; and 到 may be a verb of its own: 爬了三个钟头才到山顶)."""
    for m in re.finditer(r"([\u4e00-\u9fff])([成在])", reference):
        if m.group(0) in attempt or not tag(m[1]).startswith("v"):
            continue
        parted = re.search(rf"{m[1]}([\u4e00-\u9fff]{{1,6}}?)(?<![了变]){m[2]}", attempt)
        # 决定生日聚会在哪儿办 for 决定在哪儿办生日聚会: what stands between is said after 在 in ours, not before it;
        # 习惯住在这儿 for 习惯在这里生活: a verb of its own before 在 (住在) takes it, not the object
        if parted and parted[1] not in reference[m.end() :] and not tag(parted[1][-1]).startswith("v"):
            verb = reference[m.start() - 1 : m.end() - 1]  # the verb whole (翻译, not 译)
            return f"{verb}{m[2]}" if m.start() and dictionary.is_word(verb) else m.group(0)
    for m in re.finditer(r"([\u4e00-\u9fff])([完懂])([\u4e00-\u9fff]{1,4})", reference):
        # 写报告完了 for 写完报告了: the result goes right after the verb, the object after both
        verb, result, thing = m.groups()
        if not tag(verb).startswith("v") or f"{verb}{result}" in attempt:
            continue
        if any(f"{verb}{thing[:n]}{result}" in attempt for n in range(1, len(thing) + 1)):
            return f"{verb}{result}"
    return ""


def de_before_cannot(reference: str, attempt: str) -> str:
    """The reference's verb + 不 + result (找不到) the attempt says with 得 before 不 (找得不到), else "": "cannot" is
    said with 不 alone, "can" with 得 alone."""
    for m in re.finditer(r"([\u4e00-\u9fff])不([\u4e00-\u9fff])", reference):
        if m.group(0) not in attempt and f"{m[1]}得不{m[2]}" in attempt:
            return m.group(0)
    return ""


def de_after_degree(reference: str, attempt: str) -> str:
    """The reference's degree word + quality + 的 + thing (很高的山) the attempt says without its 的 (很高山), else "":
    a quality with 很 before it takes 的 before its noun (高山 alone is "a high mountain")."""
    for m in re.finditer(rf"((?:{'|'.join(lexicon.DEGREE_ADVERBS)})[\u4e00-\u9fff])的([\u4e00-\u9fff])", reference):
        if m.group(0) not in attempt and f"{m[1]}{m[2]}" in attempt:
            return m.group(0)
    return ""


def _in_place(word: str) -> bool:
    return is_nominal(word) or word in _PLACE_WORDS or word in lexicon.MEASURE_WORDS


_PLACE_WORDS = frozenset("的 这 那 这个 那个 个".split())


def _place_last(reference: str, attempt: str) -> bool:
    """Does the attempt close with 在 + the place where the reference says it before the verb (他加班到十点在公司 for
    他在公司加班到十点)? Where an act happens goes before it."""
    words = split_words(reference)
    for k, word in enumerate(words):
        if word != "在":
            continue
        place = list(itertools.takewhile(_in_place, words[k + 1 :]))
        said = "".join(place)
        if place and k + 1 + len(place) < len(words) and attempt.endswith(f"在{said}"):
            return True
    return False


def _time_last(reference: str, attempt: str) -> bool:
    """Does the attempt close with a time the reference says before its verb (这个城市举办马拉松比赛每年五月, 我跑步
    每天早上)? When an act happens goes before it; not a date after 在, 到 or 是 (会议定在明天)."""
    words = split_words(attempt)
    runs = time_phrases(words)
    if not runs or runs[-1][1] != len(words) or runs[-1][0] == 0:
        return False
    start = runs[-1][0]
    phrase = words[start:]
    when = any(w in lexicon.TIME_WORDS or w == "每" for w in phrase)
    acted = any(tag(w).startswith("v") for w in words[:start]) and words[start - 1] not in _BEFORE_A_DATE
    return when and acted and not normalise(reference).endswith("".join(phrase))


_BEFORE_A_DATE = frozenset("在 到 于 是 从 等到 直到 定 改".split())


def _when_said_alike(ref: list[str], written: list[str], att: list[str]) -> tuple[list[str], list[str], list[str]]:
    """The three without the time clause both open with in the same words (出去的时候 of 出去的时候请把门关上): it
    holds no role of the main verb, and the roles are read from what follows (请把门关上 / 请关上门)."""
    same = next((k for k, (r, a) in enumerate(zip(ref, att, strict=False)) if r != a), min(len(ref), len(att)))
    cut = next((k + 1 for k in range(same - 1, 0, -1) if ref[k] in _WHEN_ENDS), 0)
    if not cut or cut >= len(ref) or cut >= len(att) or written[:cut] != att[:cut]:
        return ref, written, att
    return ref[cut:], written[cut:], att[cut:]


def _compare(reference: str, attempt: str, stems: frozenset[str]) -> Verdict | None:
    """Two normalised clauses or sentences (no punctuation); where they differ, then without the adverbs both
    say, which sit before 把 or 被 or before the verb alike (有人已经把文件拿走了 / 文件已经被人拿走了)."""
    verdict = _compare_as_said(reference, attempt, stems)
    ours, theirs = split_words(reference), split_words(attempt)
    if verdict is not None and verdict.same and (ends := _ends_exchanged(ours, theirs)):
        return Verdict(False, (ends[0], ends[1], ends[1], ends[0]), "")  # 女演员称赞了导演 for 导演称赞了女演员
    if verdict is not None and verdict.same:
        return verdict
    shared = [w for w in ours if w in _PLACED_ADVERBS and ours.count(w) == 1 == theirs.count(w)]
    if not shared or not ({"把", "被"} & (set(ours) | set(theirs))):
        return verdict
    bare = _compare_as_said(*("".join(w for w in words if w not in shared) for words in (ours, theirs)), stems)
    return bare if bare is not None and (bare.same or bare.reversed_roles) else verdict


def _ends_exchanged(ref: tuple[str, ...], att: tuple[str, ...]) -> tuple[str, str] | None:
    """(the reference's first part, its last) when the attempt is the reference with the words before its verb and
    the words after it exchanged (导演 称赞了 那位年轻的女演员 / 那位年轻的女演员 称赞了 导演), however jieba tags them
    (导演 "to direct"): who acts and who is acted on, changed round. Not a part put first as a topic (这本书我很喜欢),
    which leaves the rest in its order."""
    if "被" in ref or "把" in ref or "被" in att or "把" in att or sorted(ref) != sorted(att) or ref == att:
        return None
    for i in range(1, len(ref) - 1):
        for j in range(i + 1, len(ref)):
            first, middle, last = ref[:i], ref[i:j], ref[j:]
            acts = any(tag(w).startswith("v") for w in middle)
            if acts and att == last + middle + first and not set(first) & set(last):
                return "".join(first), "".join(last)
    # two words exchanged across a word that says who acts toward whom (老一代向年轻一代学习 for 年轻一代向老一代学习)
    apart = [k for k, (x, y) in enumerate(zip(ref, att, strict=True)) if x != y]
    if len(apart) == 2 and ref[apart[0]] == att[apart[1]] and ref[apart[1]] == att[apart[0]]:
        between = ref[apart[0] + 1 : apart[1]]
        if _TOWARD & set(between) and all(is_content(ref[k]) for k in apart):
            return ref[apart[0]], ref[apart[1]]
    return None


# Words between two sides that say which way an act goes (向 老一代 学习, 给 他 打电话, 比 我 高, 对 他 好).
_TOWARD = frozenset("向 给 对 比 让 替 为 朝".split())


# Adverbs of time and manner a sentence may put before 把 or 被 or right before the verb.
_PLACED_ADVERBS = frozenset("已经 还是 终于 一直 又 也 都 就 早就 马上 立刻 全 完全 全部".split())


def _compare_as_said(reference: str, attempt: str, stems: frozenset[str]) -> Verdict | None:
    reference, attempt = _tag_question(_unstressed(reference), _unstressed(attempt))
    attempt = _experience_so_far(reference, attempt)
    if _LE_SPLITTING.search(attempt) and not _LE_SPLITTING.search(reference):
        return None  # 坐了在椅子上: a slip the word rules name, not the same sentence built another way
    if _LE_AFTER_AMOUNT[0].search(reference) and not reference.endswith("了") and _LE_AFTER_AMOUNT[1].search(attempt):
        return None  # 我买三个苹果了 for 我买了三个苹果: "I'm buying three now", a slip the word rules name
    if _LE_INSIDE_AMOUNT.search(attempt) and not _LE_INSIDE_AMOUNT.search(reference):
        return None  # 买一台了新电脑: 了 between the amount and the thing counted, a slip the word rules name
    if _le_before_duration(attempt) and not _le_before_duration(reference):
        return None  # 我学中文了三年: with its object said, the verb is said again before 了 and the time (学了三年)
    if _LE_BEFORE_RESULT.search(attempt) and not _LE_BEFORE_RESULT.search(reference):
        return None  # 看了完: 了 between the verb and its result, a slip the word rules name
    if de_after_object(split_words(attempt)) and not de_after_object(split_words(reference)):
        return None  # 说汉语得很流利 for 说汉语说得很流利: a slip the word rules name
    if _guo_after_object(attempt) and not _guo_after_object(reference):
        return None  # 去上海过 for 去过上海: 过 goes right after the verb, a slip the word rules name
    if _viewer(reference) != _viewer(attempt) and _viewer(attempt):
        return None  # 在你看来 for 在我看来: whose view is another person's, not the same words moved
    if _result_parted(reference, attempt) or _place_last(reference, attempt) or _LE_UNFINISHED.search(attempt):
        return None  # 翻译这句话成中文, 他加班到十点在公司, 赶到了的时候: slips, not another build
    if _time_last(reference, attempt):
        return None  # 我跑步每天早上: when goes before the act, a slip the word rules name
    if ba_without_handling(reference, attempt):
        return None  # 我把这首歌喜欢: 把 with a verb that does nothing to the thing is no other build
    asks = _asks(reference)
    if asks and not _asks(attempt):
        return None  # the question left unasked (吗 missing): a slip the word rules name
    ref, written, att = _forms(reference, attempt, stems, asks)
    ref, written, att = _when_said_alike(ref, written, att)
    verdict = _verdict(ref, att)
    if verdict is not None and verdict.same and _negation_moved(ref, att):
        return None  # 他不假装知道 for 他假装不知道: the same words deny another thing
    if verdict is None or not verdict.same:
        # 我比姐姐小两岁 for 姐姐比我大两岁: the sides exchanged and the adjective turned round say the same
        turned = _converse(att, ref)
        converse = _verdict(ref, turned) if turned else None
        return Verdict(True, how=CONVERSE) if converse is not None and converse.same else verdict
    swapped = tuple((w, a) for w, a in zip(written, att, strict=True) if w != a)
    asked = ""
    spelled = next((m.group(0) for pattern, _ in _SPELLINGS for m in [pattern.search(attempt)] if m), "")
    if spelled and spelled not in reference:
        asked = f"{spelled} says the same"
    if asks and not attempt.endswith("吗"):
        form = _asking_form(attempt) or ("没有" if "没" in attempt[-2:] else "")
        asked = f"{form} asks like 吗" if form else ""
    marker = next((m for m in _COMPARISON_NEGATION if m in reference and m not in attempt), "")
    if marker and "比" in attempt and "比" not in reference:
        asked = f"比 from the other side for {marker}"  # 你的中文比我好 for 我的中文没有你的好
    marker = next((m for m in _COMPARISON_NEGATION if m in attempt and m not in reference), "")
    if marker and "比" in reference and "比" not in attempt:
        asked = f"{marker} from the other side for 比"  # 我没有他高 for 他比我高
    return replace(verdict, how=_how(ref, att, asked, swapped))


_CLOSING_LE = re.compile(r"了([。！!.]*)$")
_LASTED_SO_FAR = re.compile(
    r"了[一二两三四五六七八九十几半\d]+个?(?:年|月|天|星期|小时|钟头|分钟)(?:的)?[\u4e00-\u9fff]{0,4}?了[。！!.]*$"
)


def _experience_so_far(reference: str, attempt: str) -> str:
    """The attempt without the 了 closing a sentence of what has been done before (讨论过很多次了 "by now") or for
    how long (学了两年了), where ours says it without: there the 了 adds only "so far". Not with a negation (不…了
    "no longer")."""
    if _CLOSING_LE.search(reference.strip()) or not _CLOSING_LE.search(attempt.strip()):
        return attempt
    ours, theirs = split_words(reference), split_words(attempt)
    if any(lexicon.is_negation(w) for w in theirs):
        return attempt
    # 过 the particle, not the 过 of 通过; or a time gone on until now (学中文学了两年了 for 我学了两年中文)
    if ("过" not in ours or "过" not in theirs) and not _LASTED_SO_FAR.search(attempt.strip()):
        return attempt
    return _CLOSING_LE.sub(r"\1", attempt.strip())


def _unstressed(text: str) -> str:
    """The clause without the 是 that opens it to stress who acts (是教练说服了运动员 "it was the coach who"): the
    roles are read from what follows it."""
    words = split_words(text)
    if len(words) > 2 and words[0] == "是" and (words[1] in lexicon.PRONOUNS or tag(words[1]).startswith("n")):
        return text[1:]
    return text


# Verbs of thinking a negation may go before or after (我不觉得他会来 says 我觉得他不会来), as in English.
_RAISED_OVER = frozenset("觉得 认为 想 以为".split())


def _negation_moved(ref: list[str], att: list[str]) -> bool:
    """Does a negation stand before another word in the attempt (不假装知道 for 假装不知道, 我确定他不会来 for 我不确定
    他会来, 不都是 for 都不是)? It then denies another thing; but not over a verb of thinking."""

    def denied(words: list[str]) -> Counter[str]:
        # a negator of its own (不, 没有, 别), which denies the word after it; not 不到 of 找不到, a verb's ending
        return Counter(words[i + 1] if i + 1 < len(words) else "" for i, w in enumerate(words) if w in lexicon.NEGATORS)

    ours, theirs = denied(ref), denied(att)
    return ours != theirs and not (set(ours) | set(theirs) | set(ref)) & _RAISED_OVER


def _forms(reference: str, attempt: str, stems: frozenset[str], asks: bool) -> tuple[list[str], list[str], list[str]]:
    """The reference's words, the attempt's as written (cut beside the reference's), and the attempt's with
    the reference's word put for each word of the same meaning."""
    ref = _form(reference, asks)
    written = _form(attempt, asks, tuple(ref))
    att = _with_reference_words(written, ref, stems)
    if ("把" in att or "被" in att) and not ("把" in ref or "被" in ref):
        # 戒烟 cut as 戒 烟 beside 他把烟戒了, 开灯 as 开 灯 beside 请把灯打开 (beside the words as written: put for
        # the reference's, 打开 would be 开灯 again)
        ref = _form(reference, asks, tuple(written))
        written = _form(attempt, asks, tuple(ref))
        att = _with_reference_words(written, ref, stems)
    elif _topic_cut_otherwise(ref, own := _form(attempt, asks)) or _ba_cut_otherwise(ref, own):
        # 洗衣 服 cut as 洗 衣服 beside 衣服你洗了吗: the noun put first is a word of the reference too; 把手 机关 掉
        # cut as 把 手机 关掉 beside 关掉手机
        ref = _form(reference, asks, tuple(own))
        written = _form(attempt, asks, tuple(ref))
        att = _with_reference_words(written, ref, stems)
    return ref, written, att


def _ba_cut_otherwise(ref: list[str], att: list[str]) -> bool:
    """Does the reference say 把 or 被 and the attempt not, with a word of the attempt's that the reference has
    only inside other words (手机 in 把 手 机关 掉)? jieba cut the reference across its noun."""
    if not ("把" in ref or "被" in ref) or "把" in att or "被" in att:
        return False
    return any(len(w) > 1 and is_nominal(w) and w not in ref and w in "".join(ref) for w in att)


def _topic_cut_otherwise(ref: list[str], att: list[str]) -> bool:
    """Does the attempt open with a noun of two characters or more that the reference has inside other words
    (衣服 in 你 洗衣 服), or with a noun of one that ends a verb and its object the reference says as one word,
    the attempt saying the verb alone (菜 of 洗菜 in 菜我还没洗)? jieba cut the reference otherwise, not the
    attempt named another thing."""
    first = att[0] if att else ""
    if not (is_nominal(first) or roles.is_noun(first)) or first in ref:  # 碗: jieba's "q", a thing CC-CEDICT counts
        return False
    if len(first) == 1:
        return any(len(w) > 1 and w.endswith(first) and w[: -len(first)] in att for w in ref)
    return first in "".join(ref)


def _other_sentence(ref: list[str], att: list[str]) -> bool:
    """The same words making another sentence: two verbs the other way round, two acts exchanged, numbers and
    qualities given to other nouns, or two names exchanged (小红送给小明 for 小明送给小红)."""
    exchanged = _verbs_inverted(ref, att) or acts_exchanged(ref, att) or names_swapped(ref, att)
    return exchanged or described_otherwise(ref, att)


def _verbs_inverted(ref: list[str], att: list[str]) -> bool:
    """Are two verbs side by side in the reference side by side the other way round in the attempt (吃喜欢 for
    喜欢吃)?"""
    pairs = {(a, b) for a, b in zip(att, att[1:], strict=False)}
    return any(
        (b, a) in pairs and tag(a).startswith("v") and tag(b).startswith("v")
        for a, b in zip(ref, ref[1:], strict=False)
    )


def _object_put_first(ref: list[str], att: list[str]) -> bool:
    """Is the attempt the reference with the noun right after its verb put first, as what the sentence is about
    (菜我还没洗 for 我还没洗菜)? Said so, the noun is still what the act is done to. (The role rules find this for
    the nouns they know; jieba tags 菜 and 碗 alone as no nouns.)"""
    noun = att[0] if len(att) > 2 else ""
    k = ref.index(noun) if noun in ref[2:] else 0
    named = is_nominal(noun) or roles.is_noun(noun)
    acted_on = tag(ref[k - 1]).startswith("v") and ref[k - 1] != "是"  # what 是 is followed by is no object
    return bool(k) and named and acted_on and ref[:k] + ref[k + 1 :] == att[1:]


def _exchanged_around_bei(ref: list[str], att: list[str]) -> tuple[str, str, str, str] | None:
    """(doer, receiver, the attempt's doer, its receiver) when the attempt is the reference's A 被 B … said B 被 A …
    (同学被小明打了 for 小明被同学打了): whatever the words, the one acted on now acts. The roles rules miss it where
    jieba tags neither side a noun (小明, 助理)."""
    if ref.count("被") != 1 or att.count("被") != 1:
        return None
    i, j = ref.index("被"), att.index("被")
    before, after = ref[:i], att[:j]
    if not before or not after or before == after or ref[i + 1 : i + 1 + len(after)] != after:
        return None
    rest = ref[i + 1 + len(after) :]
    if att != [*after, "被", *before, *rest]:
        return None
    doer, receiver = "".join(after), "".join(before)
    return doer, receiver, receiver, doer


def _acts_traded(ref_chunks: list[tuple[str, str]], att_chunks: list[tuple[str, str]]) -> bool:
    """Do the same nouns, in the same order, each say what another says in the reference (我 不知道 他 住在哪儿 /
    我 住在哪儿 他 不知道)? Who does which act changed, though no noun moved."""

    def acts(chunks: list[tuple[str, str]]) -> list[tuple[str, tuple[str, ...]]]:
        out: list[tuple[str, tuple[str, ...]]] = []
        for kind, text in chunks:
            if kind == "N":
                out.append((text, ()))
            elif kind == "W" and out:
                out[-1] = (out[-1][0], (*out[-1][1], text))
        return out

    ours, theirs = acts(ref_chunks), acts(att_chunks)
    if len(ours) < 2 or [n for n, _ in ours] != [n for n, _ in theirs]:
        return False
    said, told = [a for _, a in ours], [a for _, a in theirs]
    return said != told and sorted(said) == sorted(told) and all(said)


def _subject_understood(ref: list[str], att: list[str]) -> bool:
    """Is the attempt the reference with the person who opens it left out, all else as it stands?"""
    return len(ref) > 2 and ref[0] in _PERSONAL and list(att) == list(ref[1:])


def _verdict(ref: list[str], att: list[str]) -> Verdict | None:
    # The characters said are compared as sets: a negation more or less beside another (不应该…不喜欢 for
    # 不应该…喜欢) would hide in them, so the negations are counted too.
    if _said(ref, att) != _said(att, ref) or negations(tuple(ref)) != negations(tuple(att)):
        return None
    if _quality_dropped(ref, att):
        return None  # 这件大衣我穿太了 for 我穿太大了: 大 is still said, but only inside 大衣
    if _subject_understood(ref, att):
        return Verdict(True)  # 希望你能来参加我们的婚礼 for 我们希望…: 你 opens it now, and still does not act
    ref_chunks, att_chunks = roles.chunks(ref), roles.chunks(att)
    verdict = roles.by_shape(ref_chunks, att_chunks)
    exchanged = _exchanged_around_bei(ref, att) if verdict is None else None
    if exchanged is not None:
        return Verdict(False, exchanged, "被")
    if not _kept_alike(ref, att):
        # The 的 of 大城市的生活成本 goes with the noun phrases exchanged: the reversal stands, no sameness does.
        return verdict if verdict is not None and verdict.reversed_roles else None
    if verdict is not None and verdict.same and _other_sentence(ref, att):
        return None
    if verdict is not None:
        return verdict
    if _object_put_first(ref, att):
        return Verdict(True)
    ref_roles, att_roles = roles.roles(ref_chunks), roles.roles(att_chunks)
    if ref_roles is None or att_roles is None:
        # Everything in the same order, with the same words of roles: nothing is reversed (作业做完了没有,
        # 写了两个小时才写完 with the verb said twice); a subject pronoun may be left out (不知道).
        same = roles.sequence(ref_chunks, att_chunks) == roles.sequence(att_chunks, ref_chunks)
        return Verdict(True) if same else None
    if _acts_traded(ref_chunks, att_chunks):
        return None  # 我住在哪儿，他不知道 for 我不知道他住在哪儿: the same people in order, each doing the other's act
    if ref_roles == att_roles or tuple(map(roles.head, ref_roles)) == tuple(map(roles.head, att_roles)):
        # 我找不到我的眼镜 / 我的眼镜找不着: the glasses are mine either way; but not 我吃喜欢苹果 for 我喜欢吃苹果,
        # nor 一个哥哥和两个妹妹 for 两个哥哥和一个妹妹: the same words, not the same sentence
        return None if _other_sentence(ref, att) else Verdict(True)
    if ref_roles == att_roles[::-1] and not fronted_object(ref, att) and not asked_topic(tuple(ref), tuple(att)):
        if "是" in ref and set(ref_roles) & _POINTING:
            return None  # 我这是头一回出国 for 这是我第一次出国: "this is" points, no one acts on anyone
        return Verdict(False, (*ref_roles, *att_roles), "")
    return None


_POINTING = frozenset("这 那 这个 那个 这里 那里 这儿 那儿".split())
