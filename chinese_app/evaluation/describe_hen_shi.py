"""很 and 是 confused before an adjective or a noun.

很是 + adjective: 是 dropped (她很是漂亮 -> 她很漂亮); and 是 + 很 + adjective closing the clause (她是很
漂亮 -> 她很漂亮; 是很不好 too; any two-character adjective jieba tags so: 是很鲜艳), but not 是很难的,
nor the concession 她是很漂亮，可是..., nor after 却, 也, 就...; a person or thing + 是 + a bare two-character
adjective closing the clause (河水是清澈 -> 很清澈), never a topic (他的特点是安静, 最重要的是安全), 这/那 (这是
当然), a concession or a choice (这个钟是简单，可是..., 是聪明，还是笨？); one character too (它的嘴是长), never a
colour (山是绿，水是蓝) nor in a parallel (山是高，水是深); the subject may be the weather (天气是冷) or a place with
its localiser (广场上是热闹), never a feeling (心里是高兴); jieba's words of state and doubled adjectives (是破旧, 是
蓝蓝 -> 的). 很 + a number and measure word (这很一座城堡), + a kind of day after a time word (今天很晴天), + a
noun counted as a thing or animal or a place of the pictures after 这/那 (这很长城), never 很中国, 很阳光. 很/非常
+ a person noun closing the clause (他很摄影师, 它们很好朋友 -> 是), never one said as an adjective (很绅士, 很男人,
很动人); after 是 the 很好 of a noun phrase needs 的 (是很好朋友 -> 很好的朋友). 很 + a personal pronoun and a 的
phrase closing the clause, whose a thing is (很我的老家, 很我妈妈的 -> 是), never a quality (很我们的风格 may be
很有...); 很 + 一种 too (很一种可爱的动物). A thing pointed at (这个地方, 那座山) + 是 + a bare adjective, 美 among
the one-character ones (这个地方是美 -> 很美). Such a subject + 是 + 又...又... closing the clause (身体是又大又圆 ->
又大又圆), never before "but" or a choice.
"""

import re

from chinese_app.chinese.dictionary import measure_words
from chinese_app.evaluation.compare import tag
from chinese_app.evaluation.describe_base import Finding, Token, clause_end, clauses
from chinese_app.evaluation.describe_words import (
    ADJECTIVES,
    ATTRIBUTIVE_ONLY,
    BODY_PARTS,
    CONTRAST,
    LOCALISERS,
    NOT_MODIFIER,
    PERSON_NOUNS,
    PERSONAL,
    THING_PRONOUNS,
    degree_complement,
    is_doubled,
    is_living,
    is_noun,
    minor_finding,
    split_degree,
    subject_or_adverb,
    text_of,
)
from chinese_app.evaluation.lexicon import MEASURE_WORDS, NUMERAL_CHARS

# Adverbs before 是 that make it an emphatic "is indeed" (他却是很冷淡, 也是很好).
_EMPHASIS = frozenset("却 也 还 就 都 总 倒 确实 真 可 倒是 的确 总是 还是 就是 都是 是".split())


def hen_shi_findings(text: str) -> list[Finding]:
    out = []
    all_clauses = clauses(text)
    for n, clause in enumerate(all_clauses):
        following = all_clauses[n + 1][0].word if n + 1 < len(all_clauses) else ""
        # 她是很漂亮 -> 她很漂亮: 是 before degree adverb + adjective closing the clause (not 是很难的, nor
        # 她是很漂亮，可是..., nor after 却, 也, 还, 就 ...).
        for i, token in enumerate(clause[1:-1], start=1):
            if token.word != "是" or not degree_complement(clause, i + 1):
                continue
            split = split_degree(clause[i + 1].word)
            degree, adjective, last = (*split, i + 1) if split else (clause[i + 1].word, clause[i + 2].word, i + 2)
            negated = adjective[:1] == "不" and adjective[1:] in ADJECTIVES  # 是很不好
            described = len(adjective) == 2 and tag(adjective) == "a"  # 鲜艳, 平静: jieba's adjectives
            if not (adjective in ADJECTIVES or negated or described) or not clause_end(clause, last):
                continue
            if following.startswith(CONTRAST):
                continue
            if text[clause[last].end : clause[last].end + 1] == "、":
                continue  # 是最干净、最新鲜的: a list that 的 closes
            # 都 "all" before 是 is no emphasis when a subject precedes it (房子都是很古老 -> 都很古老); 多, 好 may be
            # said of a whole (这些都是很好, 人都是很多 may be loose speech)
            all_of = clause[i - 1].word == "都" and i >= 2 and subject_or_adverb(clause[i - 2])
            all_of = all_of and adjective not in NOT_MODIFIER and not negated and clause[i - 2].word not in _EMPHASIS
            if (clause[i - 1].word in _EMPHASIS and not all_of) or not subject_or_adverb(clause[i - 1]):
                continue
            out.append(
                minor_finding(
                    token.at,
                    clause[last].end,
                    f"An adjective is said without 是: {degree}{adjective}, not 是{degree}{adjective}.",
                )
            )
        found = _bare_adjective(text, clause, following) or _degree_noun(clause) or _degree_thing(clause)
        found = found or _degree_owner(clause) or _bare_both(text, clause, following)
        if found:
            out.append(found)
        for i, token in enumerate(clause[:-2]):
            if token.word in ("很", "非常", "十分", "挺") and clause[i + 1].word == "是":
                adjective = clause[i + 2].word
                if adjective in ADJECTIVES or clause[i + 2].tag == "a":
                    out.append(
                        minor_finding(
                            token.at,
                            clause[i + 2].end,
                            f"{token.word} goes straight before an adjective, without 是: "
                            f"{token.word}{adjective}, not {token.word}是{adjective}.",
                        )
                    )
    return out


# Adjectives that 是 may name as a value or an idiom (这是当然, 关键是安全): never flagged after 是.
_NAMED_QUALITIES = frozenset(
    "当然 自然 必然 正常 难免 对 错 好 多 少 快 慢 早 晚 久 安全 健康 幸福 快乐 自由 重要".split()
)
# Measure words of things one can see: a noun counted so is concrete (a clock, a river), never a topic whose value
# an adjective may name (他的特点是安静).
_THING_MEASURES = frozenset("只 条 张 座 棵 朵 头 匹 件 本 辆 把 台 块 片 根 颗 扇 间 栋 幅 双 顶 盏 架 艘 面".split())


def _concrete(token: Token) -> bool:
    """A person, animal or thing the picture may show (他, 河水, 钟, 背): not a topic (特点, 问题) nor 这/那."""
    from chinese_app.evaluation.describe_picture_words import picture_words

    word = token.word
    if word in PERSONAL - {"谁", "大家"} or word in PERSON_NOUNS or word in BODY_PARTS or is_living(word):
        return True
    if not token.tag.startswith(("n", "s")) or word in _TOPICS:
        return False
    # 湖水 as 水: a compound names what its last word names
    return any(measure_words(w) & _THING_MEASURES or w in picture_words() for w in {word, word[-1:]} if w)


_TOPICS = frozenset("颜色 样子 感觉 特点 问题 天气 心情 印象 关键 原因 目的 结果 意思 办法 方法 风格 声音 味道".split())


def _bare_adjective(text: str, clause: tuple[Token, ...], following: str) -> Finding | None:
    """河水是清澈: a person or thing + 是 + a bare adjective closing the clause (河水很清澈, or 是清澈的). Not the
    concession 这个钟是简单，可是..., nor 也是, 就是, 不是 ..., nor a topic whose value it names (特点是安静)."""
    for i in range(1, len(clause) - 1):
        if clause[i].word != "是" or not clause_end(clause, i + 1) or not _described_subject(clause, i - 1):
            continue
        adjective = clause[i + 1].word
        # jieba's adjectives, its words of state (破旧 "z") and doubled adjectives (蓝蓝: 是蓝蓝的)
        described = len(adjective) == 2 and (
            adjective in ADJECTIVES or tag(adjective) in ("a", "z") or is_doubled(adjective)
        )
        # one character (它的嘴是长, 天气是冷), never a colour (山是绿，水是蓝 is a poet's parallel) nor one of a
        # parallel of such clauses (山是高，水是深)
        described |= adjective in _ONE_CHARACTER and not _parallel(text, clause)
        if not described or adjective in _NAMED_QUALITIES or adjective.endswith("色"):
            continue
        person = clause[i - 1].word in PERSONAL - THING_PRONOUNS or clause[i - 1].word in PERSON_NOUNS
        if person and adjective not in ATTRIBUTIVE_ONLY:
            continue  # 我是紧张，所以说错了: "it was that I was nervous", an explanation
        rest = text[clause[i + 1].end :]
        rest = rest[: next((k for k, ch in enumerate(rest) if ch in "。！？!?；;"), len(rest))]
        if following.startswith(CONTRAST) or any(word in rest for word in (*CONTRAST, "就是", "还是", "？", "?")):
            continue  # 这个钟是简单，可是很好看 / 就是有点小: 是 grants it, "simple indeed, but ..."
        return minor_finding(
            clause[i].at,
            clause[i + 1].end,
            f"An adjective is said without 是: 很{adjective} (or 是{adjective}的), not 是{adjective}.",
        )
    return None


_BOTH = re.compile(r"^又([\u4e00-\u9fff]{1,2})又([\u4e00-\u9fff]{1,2})$")


def _bare_both(text: str, clause: tuple[Token, ...], following: str) -> Finding | None:
    """它的身体是又大又圆: a person, animal or thing + 是 + 又...又... closing the clause. Two qualities are said
    without 是 (又大又圆), or 是 + them + 的, as one adjective is; not a concession or a choice (是又大又圆，可是...,
    还是...)."""
    for i in range(1, len(clause) - 1):
        if clause[i].word != "是" or not _described_subject(clause, i - 1):
            continue
        both = _BOTH.match(text[clause[i + 1].at : clause[-1].end])
        if not both or not all(a in ADJECTIVES or tag(a) == "a" for a in both.groups()):
            continue
        rest = text[clause[-1].end :]
        rest = rest[: next((k for k, ch in enumerate(rest) if ch in "。！？!?；;"), len(rest))]
        if following.startswith(CONTRAST) or any(word in rest for word in (*CONTRAST, "还是", "？", "?")):
            continue
        said = both.group(0)
        return minor_finding(
            clause[i].at, clause[-1].end, f"Adjectives are said without 是: {said} (or 是{said}的), not 是{said}."
        )
    return None


# One-character adjectives of what a picture shows that 是 never links bare (身体是胖 -> 很胖): no colours.
_ONE_CHARACTER = frozenset(
    """
    大 小 高 矮 长 短 胖 瘦 冷 热 远 近 贵 亮 暗 深 浅 宽 窄 厚 薄 软 硬 圆 脏 乱 吵 累 饿 渴
    新 旧 丑 香 甜 酸 苦 辣 帅 美
    """.split()
)
# Topics whose value an adjective names stay topics (特点是安静); the weather is only described (天气是冷 -> 很冷).
_DESCRIBED_TOPICS = frozenset("天气".split())
_NO_PLACES = frozenset("心里 心中 心上 眼里 手里 手上 脑子里".split())  # 心里是高兴: a feeling, maybe stressed
_HERE = frozenset("这里 那里 这儿 那儿".split())


def _described_subject(clause: tuple[Token, ...], s: int) -> bool:
    """A person, animal or thing (``_concrete``), the weather, or a place with its localiser (广场上, 湖边)."""
    subject = clause[s]
    if _concrete(subject) or subject.word in _DESCRIBED_TOPICS:
        return True
    if subject.word in _NO_PLACES:
        return False
    if subject.word in _HERE and (s == 0 or clause[s - 1].word not in ("在", "从", "到")):
        return True  # 这里是安静: the place in the picture (这里是北京 names no quality)
    if (subject.word in LOCALISERS or subject.tag == "f") and s:  # 广场 + 上
        owner = clause[s - 1]
        return owner.word not in _NO_PLACES and (_concrete(owner) or owner.tag in ("n", "ns", "s"))
    if s and _POINTED_AT.match(clause[s - 1].word) and subject.tag.startswith("n") and subject.word not in _TOPICS:
        return True  # 这个地方, 那座山: a thing pointed at in the picture
    return subject.tag == "s" and len(subject.word) >= 2 and subject.word[-1] in "上里边"


_POINTED_AT = re.compile(rf"^[这那](?:{'|'.join(sorted(MEASURE_WORDS, key=len, reverse=True))})$")


def _parallel(text: str, clause: tuple[Token, ...]) -> bool:
    """Is a clause next to this one also closed by 是 + one character (山是高，水是深)?"""
    all_clauses = clauses(text)
    n = all_clauses.index(clause) if clause in all_clauses else -1
    for other in (all_clauses[n - 1] if n > 0 else (), all_clauses[n + 1] if 0 <= n < len(all_clauses) - 1 else ()):
        if len(other) >= 2 and other[-2].word == "是" and len(other[-1].word) == 1:
            return True
    return False


# Person nouns that colloquial Chinese uses as adjectives after 很 (很男人 "manly", 很绅士 "gentlemanly").
_ADJECTIVAL_PEOPLE = frozenset(
    "男人 女人 男孩 女孩 男孩子 女孩子 孩子 小孩 小孩子 绅士 淑女 大人 老人 先生 小姐 姑娘".split()
)


def _degree_noun(clause: tuple[Token, ...]) -> Finding | None:
    """他很摄影师, 它们很好朋友: 很 + a person noun closing the clause, said of someone. A noun is linked with
    是 (他是摄影师, 它们是好朋友); 很 goes only before an adjective or a verb of feeling."""
    for i in range(1, len(clause) - 1):
        if clause[i].word not in ("很", "非常") or clause[i - 1].word in ("的", "在", "得"):
            continue
        k, good = i + 1, ""
        if clause[k].word == "好" and k + 1 < len(clause):
            k, good = k + 1, "好"  # 很 + 好 + 朋友 as jieba cuts it
        noun = clause[k].word
        if noun.startswith("好") and noun[1:] in PERSON_NOUNS:
            good, noun = "好", noun[1:]  # jieba's 好朋友
        # a person by trade (摄影师, 宇航员): 动人, 迷人 are adjectives ending on 人
        trade = noun.endswith(("员", "师", "家")) or bool(measure_words(noun) & {"位", "名"})
        person = noun in PERSON_NOUNS or (len(noun) >= 2 and trade and tag(noun) == "n")
        if not person or noun in _ADJECTIVAL_PEOPLE or noun.endswith("们") or not clause_end(clause, k):
            continue
        said = text_of(clause, i, k)
        if clause[i - 1].word == "是":
            if not good:
                continue
            return minor_finding(  # 他们是非常好朋友: after 是, the 很好 of a noun phrase, which needs 的
                clause[i].at,
                clause[k].end,
                f"A modifier with {clause[i].word} needs 的 before its noun: {clause[i].word}好的{noun}, not {said}.",
            )
        return minor_finding(
            clause[i].at,
            clause[k].end,
            f"A noun is linked with 是, not {clause[i].word}: 是{good}{noun}, not {said}.",
        )
    return None


# Kinds of day a time word is (今天是晴天): a noun, never said with 很.
_DAYS = frozenset("晴天 阴天 雨天 雪天 大晴天 好天气 坏天气".split())
# Nouns colloquial Chinese uses as adjectives after 很 (这很中国, 他很阳光): never flagged.
_NOUNS_AS_ADJECTIVES = frozenset(
    """
    阳光 中国 自然 传统 艺术 科学 现代 经典 个性 文艺 时尚 专业 国际 生活 家常 春天 夏天 秋天 冬天 卡通 童话 梦幻
    北京 上海 东方 西方 欧洲 乡村 城市 农村 家庭 学生 孩子 男人 女人 绅士 淑女 温馨
    """.split()
)
_POINTED = frozenset("这 那 这里 那里 这儿 那儿".split())
_COUNTED = re.compile(rf"^[{NUMERAL_CHARS}]+[{''.join(_THING_MEASURES)}个位种类群]$")  # 很一种 -> 是一种


def _degree_thing(clause: tuple[Token, ...]) -> Finding | None:
    """这很一座城堡, 今天很晴天, 这很长城: 很 + a number and measure word, or + what a thing or day is, closing the
    clause after 这/那 or a time word. A noun is linked with 是 (这是一座城堡); 很 goes before adjectives (and 很
    中国, 很阳光: nouns said as adjectives, never flagged)."""
    from chinese_app.evaluation.describe_checks import listed_measure_words
    from chinese_app.evaluation.describe_picture_words import picture_words

    for i in range(1, len(clause) - 1):
        if clause[i].word not in ("很", "非常") or clause[i - 1].word in ("的", "得", "地"):
            continue
        noun = clause[i + 1]
        if _COUNTED.match(noun.word) and noun.tag == "m":
            said = noun.word  # 很一座: a counted noun follows
        elif not clause_end(clause, i + 1) or noun.word in _NOUNS_AS_ADJECTIVES or tag(noun.word) == "a":
            continue
        elif clause[i - 1].tag == "t" and noun.word in _DAYS:
            said = noun.word  # 今天很晴天
        elif clause[i - 1].word in _POINTED and len(noun.word) >= 2 and noun.word not in ADJECTIVES:
            # a noun for sure: counted as a thing or an animal (熊猫), or a place of the pictures (长城); jieba
            # tags words of all kinds names (安静 "nr": 这里很安静 is right)
            counted = listed_measure_words(noun.word) & (_THING_MEASURES | {"只", "头", "匹"})
            if not (counted or (noun.tag == "ns" and noun.word in picture_words())):
                continue
            said = noun.word  # 这很长城: what this is
        else:
            continue
        return minor_finding(
            clause[i].at,
            noun.end,
            f"A noun is linked with 是, not {clause[i].word}: 是{said}, not {clause[i].word}{said}.",
        )
    return None


def _degree_owner(clause: tuple[Token, ...]) -> Finding | None:
    """这个地方很我的老家, 这些杯子很我妈妈的: 很 + a personal pronoun, then 的 within three words (and its noun)
    closing the clause: whose a thing is, a noun phrase, is linked with 是 (是我的老家, 是我妈妈的). 很 never goes
    before a pronoun."""
    for i in range(1, len(clause) - 2):
        if clause[i].word not in ("很", "非常") or clause[i - 1].word in ("的", "得", "地"):
            continue
        if clause[i + 1].word not in PERSONAL - {"谁", "大家"}:
            continue
        de = next((k for k in range(i + 2, min(i + 5, len(clause))) if clause[k].word == "的"), None)
        if de is None:
            continue
        last = de + 1 if de + 1 < len(clause) and (is_noun(clause[de + 1].word) or clause[de + 1].tag == "n") else de
        if not clause_end(clause, last) or clause[last].word in _TOPICS:
            continue  # 很我们的风格 may be 很有我们的风格: only whose a thing is, closing the clause
        said = text_of(clause, i + 1, last)
        return minor_finding(
            clause[i].at,
            clause[last].end,
            f"A noun is linked with 是, not {clause[i].word}: 是{said}, not {clause[i].word}{said}.",
        )
    return None
