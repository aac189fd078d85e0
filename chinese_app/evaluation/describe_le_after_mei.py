"""了 after 没: what did not happen takes no 了.

没/没有 + verb (+ object) + 了 closing the clause, or 了 straight after the verb before its object: 了
dropped (我没去了 -> 我没去, 没去了公园 -> 没去公园), except after a length of time (好久没见了, 三天没下
雨了) and with a noun (没有钱了, 没事了, 没有了, 没用了); through complements jieba cuts off (没见过了这么大的雾,
没飞上天了) and words it joins (没洗了刷子, 没吃了饭, 没上去了). A length of time excuses only the 了 closing
the clause, never 了 before the object (好几天都没下了蛋).

And 没 + verb + 了 before an adjective and its noun (没穿了厚衣服, 没上了最高的一层), before a direction jieba cuts
off (没爬了上去 -> 没爬上去), after 给 the verb (没给了它们东西: 了 never follows the preposition) and inside any
verb + 了 + noun jieba joins (没 + 关了灯).
"""

import re

from chinese_app.evaluation.compare import tag
from chinese_app.evaluation.describe_base import FINAL_PARTICLES, Finding, Token, clauses
from chinese_app.evaluation.describe_words import (
    ACTIONS,
    ADJECTIVES,
    DIRECTIONS,
    DURATION_WORDS,
    is_noun,
    is_object_word,
    is_verb,
    minor_finding,
)
from chinese_app.evaluation.lexicon import NUMERAL_CHARS

_DURATION = re.compile(rf"^(?:[{NUMERAL_CHARS}几好]+|\d+)个?(?:天|年|月|星期|礼拜|小时|分钟|钟头|周)$")
# Verbs after 没 that make an idiom with 了 (没救了 "past saving"), or are nouns too (没用了).
_IDIOMS = frozenset("救 用 事 法 得 完 戏 门 辙".split())


def _mei_clauses(text: str):
    """Each clause with 没 + verb cut apart where jieba joined them: 没洗 -> 没 + 洗, 吃了饭 -> 吃 + 了 + 饭
    (so 主人没洗了刷子 and 猫没吃了饭 read as the rule expects)."""
    for clause in clauses(text):
        out: list[Token] = []
        for token in clause:
            word = token.word
            if len(word) == 2 and word[0] == "没" and word[1] in ACTIONS:
                out += [Token(token.at, "没", "d"), Token(token.at + 1, word[1], "v")]
            elif len(word) == 3 and word[0] == "没" and word[1] in ACTIONS and word[2:] in DIRECTIONS:
                out += [Token(token.at, "没", "d"), Token(token.at + 1, word[1:], "v")]  # jieba's 没上去
            elif len(word) >= 3 and word[1] == "了" and _verb_char(word[0]) and is_noun(word[2:]) and out[-1:]:
                if out[-1].word in ("没", "没有"):
                    out += [Token(token.at, word[0], "v"), Token(token.at + 1, "了", "ul")]
                    out.append(Token(token.at + 2, word[2:], "n"))
                    continue
                out.append(token)
            else:
                out.append(token)
        yield tuple(out)


def le_after_mei_findings(text: str) -> list[Finding]:
    out = []
    for whole in _mei_clauses(text):
        for i, token in enumerate(whole):
            if token.word not in ("没", "没有") or i + 2 >= len(whole):
                continue
            # 上 and 下 as verbs, which jieba tags localisers (没下了蛋); 给 the verb, which jieba tags a preposition
            # (没给了它们东西: 了 never follows the preposition)
            moved = whole[i + 1].word in ("上", "下", "给") and whole[i + 2].word == "了"
            # a verb of direction, which jieba tags a time (没有上去了, 没下来了); 过去 is a noun too ("the past")
            moved |= len(whole[i + 1].word) == 2 and whole[i + 1].word in DIRECTIONS and whole[i + 1].word != "过去"
            if not (is_verb(whole[i + 1]) or moved):
                continue
            if whole[i + 1].word in _IDIOMS or whole[i + 1].word in ("有", "是", "在"):
                continue
            # 好久没见了, 三天没下雨了: "not for a while" takes 了 closing the clause, never before the object
            lasted = _duration(whole[:i])
            # The verb, with a direction or result jieba cuts off (飞 + 走), then what follows it.
            verb, rest = whole[i + 1], list(whole[i + 2 :])
            if len(rest) > 1 and rest[0].word in DIRECTIONS:
                verb, rest = Token(verb.at, verb.word + rest[0].word, "v"), rest[1:]
            # 了 before the object (没去了公园) or before a direction jieba cuts off (没爬了上去 -> 没爬上去)
            directed = len(rest) > 1 and rest[1].word in DIRECTIONS and len(rest[1].word) == 2
            if (
                rest[0].word == "了"
                and len(rest) > 1
                and (is_object_word(rest[1]) or _described_object(rest[1:]) or directed)
            ):
                k = 1  # 没去了公园 -> 没去公园: the object named in the feedback
                while (
                    k < len(rest)
                    and k <= 4
                    and (k == 1 or is_object_word(rest[k]) or rest[k].word in ADJECTIVES | {"的"})
                ):
                    k += 1
                said, obj = token.word + verb.word, text[rest[1].at : rest[k - 1].end]
                out.append(
                    minor_finding(
                        token.at,
                        rest[0].end,
                        f"With {token.word} the action did not happen, so it takes no 了: {said}{obj}, "
                        f"not {said}了{obj}.",
                    )
                )
                continue
            if lasted:
                continue
            # The object (no verb: 我没想到他来了 has a clause of its own), then 了 closing the clause.
            j = 0
            while (
                j < len(rest) and j <= 6 and rest[j].word != "了" and (is_object_word(rest[j]) or rest[j].word == "的")
            ):
                j += 1
            if (
                j >= len(rest)
                or rest[j].word != "了"
                or j > 6
                or not all(t.word in FINAL_PARTICLES for t in rest[j + 1 :])
            ):
                continue
            phrase = token.word + text[verb.at : rest[j].at]
            out.append(
                minor_finding(
                    token.at,
                    rest[j].end,
                    f"With {token.word} the action did not happen, so it takes no 了: {phrase}, not {phrase}了.",
                )
            )
    return out


def _verb_char(char: str) -> bool:
    """A one-character verb that jieba joins with 了 and its object (关了灯, 吃了饭)."""
    return char in ACTIONS or tag(char).startswith("v")


def _described_object(rest: list[Token]) -> bool:
    """An adjective (and 的) before a noun (厚衣服, 最高的一层): after 没 + verb + 了, an object for sure."""
    first = rest[0].word
    adjective = first in ADJECTIVES or (first[:1] == "最" and first[1:] in ADJECTIVES)
    if not adjective or len(rest) < 2:
        return False
    noun = rest[2] if rest[1].word == "的" and len(rest) > 2 else rest[1]
    return is_object_word(noun) and noun.word != "了"


def _duration(before: tuple[Token, ...]) -> bool:
    """Is there a length of time among these words (好久, 三天, 两个星期)?"""
    text = "".join(t.word for t in before)
    return (
        any(t.word in DURATION_WORDS or "久" in t.word or _DURATION.match(t.word) for t in before)
        or bool(_DURATION.search(text))
        or any(unit in text for unit in ("个星期", "个月", "个小时", "年了"))
    )
