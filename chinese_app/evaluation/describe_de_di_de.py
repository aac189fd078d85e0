"""的, 地 and 得 confused, where the words around the particle show which one it must be.

Flagged: a verb + 的/地 + a degree complement (很, 又...又, 这么, 不 + adjective) after its subject: any
intransitive verb (跑的很快 -> 跑得很快), any verb after a subject that is no person (照片拍的很好), but
not 他说的很对 ("what he said is right"); a two-character or doubled adjective + 的 + a verb opening a
predicate (高兴的说 -> 高兴地说), or after 在 or a modal (在认真的找); a doubled adjective + 得 + a verb
(慢慢得喝); a pronoun or noun + 得 + a noun closing the clause or before its predicate (我得书 -> 我的书), a
personal pronoun + 地 + a noun (我地相机); a colour or descriptive adjective + 地/得 + a noun (蓝色地天空); 觉的.
Also: a pronoun, person or animal + 得/地 + a part of its body before its predicate (它们得羽毛是...); a measure
word + degree adverb + adjective + 得/地 + noun (一件很厚得大衣); a word of manner + 的/得 + verb (用力的打鼓,
认真得指挥); an adjective + 的 + 像 or 数不清 after its subject (湖水平静的像..., 多的数不清); 长的跟...像; and
jieba's 飞地 (an enclave) before a degree complement. A degree complement closing a clause whose subject is
carried from the clause before: an intransitive verb opening it (..., 走的很慢), a verb said again after its
object (抓着树枝，抓的很紧; 说中文说的很好), a verb after 在 + place (在阳光下看的很清楚). A verb + 地 + a noun
phrase with no verb after it (我最喜欢地一张照片 -> 的). A doubled adjective + 得/地 + a noun after a measure word or
a verb (一条清清得小河; not 慢慢地天黑了), a degree adverb + adjective + 得 + a noun after a verb or closing the
clause (有很漂亮得花; not 饿得肚子疼), a conjunction before the carried verb (..., 所以走的很慢), a doubled adjective
+ 得 + any verb or a direction and a verb (慢慢得往前爬); 得/地 closing a clause after an adjective or colour with
是 or a complement before (它的背是蓝灰色得, 站得直直地 -> 的; 地 only after 得: 是慢慢地、一步一步地走上去的).
A degree adverb + an adjective of how something is done + 得 + a verb (很快得流下去, 很安静得坐着 -> 地: no degree
adverb goes before an adjective with a complement), never after a feeling or with 了 closing the clause, where 得
may be děi (我很累得休息一下, 我们很快得走了), nor 得到; a verb of posture, growth or motion + 地 (or 的, a verb
without an object) + a doubled adjective with 的 closing the clause (站地直直的, 长的高高的 -> 得), never after a
verb of thinking (觉得地软软的 "the ground"); a part of the body + 地/得 + what grows on it (身上地毛 -> 的).
The owner of a part of the body may be any animal the curated measure words count (大袋鼠得尾巴); a colour + 地 + a noun
after a number and measure word, whatever verb follows (一朵橙色地花开在...); 是 + a verb + 地 closing the clause (是从
旁边拍地 -> 拍的), never a verb of the ground (扫地, 种地); an adjective of how + 得 + a verb + 着 (安静得游着 -> 安静地
游着), never 睡着 (fall asleep).
"""

import re

from chinese_app.chinese.dictionary import is_word, measure_words
from chinese_app.evaluation.compare import tag
from chinese_app.evaluation.describe_base import FINAL_PARTICLES, Finding, Token, clause_end, clauses, is_cjk_word
from chinese_app.evaluation.describe_words import (
    ACTIONS,
    ACTIVITIES,
    ADJECTIVES,
    ATTRIBUTIVE_ONLY,
    BODY_PARTS,
    DEGREE,
    DIRECTIONS,
    INTRANSITIVE,
    LOCALISERS,
    MOSTLY_ADVERBS,
    NOT_MODIFIER,
    OBJECT_MARKERS,
    PERSON_NOUNS,
    PERSONAL,
    PLACED,
    THING_PRONOUNS,
    degree_complement,
    is_colour_word,
    is_creature,
    is_doubled,
    is_living,
    is_noun,
    is_noun_like,
    is_object_word,
    is_person,
    minor_finding,
    split_degree,
    subject_or_adverb,
)
from chinese_app.evaluation.lexicon import MEASURE_WORDS, NUMERAL_CHARS

# 一 + a measure word twice, then 得 + a verb: the manner of the verb takes 地 (一块一块得建 -> 一块一块地建); not
# 得 of a word of its own (一次一次得到).
_ONE_BY_ONE = re.compile(r"(一([\u4e00-\u9fff])一\2)得(?=[\u4e00-\u9fff])(?![到出了分奖病意知罪胜益以住过当])")
# A one-character verb + 地 + a doubled adjective or a degree adverb + adjective closing the clause: a complement,
# so 得 (站地直直的 -> 站得直直的, 跑地很快 -> 跑得很快). Not 地 "ground" after a verb it is the object of (扫地,
# 种地, 落地) nor a place (空地, 当地).
_VERB_DI_COMPLEMENT = re.compile(
    r"([\u4e00-\u9fff])地((?:([\u4e00-\u9fff])\3的?)|(?:[\u4e00-\u9fff]([\u4e00-\u9fff])\4的)"
    r"|(?:([\u4e00-\u9fff])\5([\u4e00-\u9fff])\6的?)|(?:很|非常|特别|太|真)[\u4e00-\u9fff]{1,2}?[了啊]?)$"
)
_GROUND_VERBS = frozenset("扫种拖落耕下着倒洗擦铺占买卖租跪躺坐满遍各平草土空当本外大山田高低挖刨翻踩跺")


def _manner_findings(text: str) -> list[Finding]:
    out = []
    for m in _ONE_BY_ONE.finditer(text):
        out.append(
            minor_finding(
                m.start(), m.end() + 1, f"A manner before a verb takes 地: {m.group(1)}地, not {m.group(1)}得."
            )
        )
    for clause in clauses(text):
        start, end = clause[0].at, clause[-1].end
        m = _VERB_DI_COMPLEMENT.search(text[start:end])
        if not m or m.group(1) in _GROUND_VERBS or tag(m.group(1)) != "v":
            continue
        if m.start() > 0 and is_word(text[start + m.start() - 1 : start + m.start() + 1]):
            continue  # the verb is the end of a word (散步地), so 地 may be anything
        at = start + m.start()
        rest = m.group(2)
        out.append(
            minor_finding(
                at,
                end,
                f"A complement of degree after a verb takes 得: {m.group(1)}得{rest}, not {m.group(1)}地{rest}.",
            )
        )
    return out


def de_di_de_findings(text: str) -> list[Finding]:
    out = _manner_findings(text)
    for clause in clauses(text):
        for i, token in enumerate(clause):
            before = clause[i - 1] if i else None
            after = clause[i + 1] if i + 1 < len(clause) else None
            complement = _complement(clause, i) or _carried_complement(text, clause, i)
            if token.word in ("的", "地") and before and after and complement:
                end = clause[min(i + 1 if split_degree(after.word) else i + 2, len(clause) - 1)].end
                if after.word == "又" and i + 4 < len(clause) and clause[i + 3].word == "又":
                    end = clause[i + 4].end  # 长的又长又大
                phrase = text[before.at : end]
                right = before.word + "得" + text[token.end : end]
                out.append(
                    minor_finding(
                        before.at, end, f"A complement of degree after a verb takes 得: {right}, not {phrase}."
                    )
                )
                continue
            swap = before and after and _swap(clause, i)
            if swap:
                right, why = swap
                phrase = before.word + token.word + after.word
                out.append(
                    minor_finding(before.at, after.end, f"{why}: {before.word}{right}{after.word}, not {phrase}.")
                )
                continue
            if _merged_complement(clause, i):  # jieba's 飞地 (an enclave) + 很高
                verb, rest = token.word[0], text[token.end : clause[i + 1].end]
                if not split_degree(clause[i + 1].word) and i + 2 < len(clause):
                    rest = text[token.end : clause[i + 2].end]
                out.append(
                    minor_finding(
                        token.at,
                        token.at + 1 + len(rest) + 1,
                        f"A complement of degree after a verb takes 得: {verb}得{rest}, not {token.word}{rest}.",
                    )
                )
                continue
            doubled = _doubled_complement(clause, i)
            if doubled:
                out.append(doubled)
                continue
            closing = _closing_particle(text, clause, i) or _shi_de_verb(clause, i)
            if closing:
                out.append(closing)
                continue
            if token.word == "的" and before and before.word == "觉":
                out.append(minor_finding(before.at, token.end, "To say what you think, write 觉得, not 觉的."))
    return out


def _doubled_complement(clause: tuple[Token, ...], i: int) -> Finding | None:
    """火箭站地直直的, 他长的高高的: a verb of posture, growth or motion + 地/的 + a doubled adjective with 的 closing
    the clause. 地 is followed by the verb it describes, never closes a clause: how the standing turned out is a
    complement, 站得直直的. 的 only after a verb that takes no object (what is placed may be named: 放的整整齐齐的)."""
    token = clause[i]
    if token.word not in ("地", "的") or i < 2 or i + 1 >= len(clause):
        return None
    verb, after = clause[i - 1], clause[i + 1]
    word, end = after.word, after.end
    if word[-1:] != "的" and i + 2 < len(clause) and clause[i + 2].word == "的":
        word, end = word + "的", clause[i + 2].end  # 舒舒服服 + 的 as jieba cuts it
    last = next(k for k in range(i + 1, len(clause)) if clause[k].end == end)
    doubled = len(word) == 3 and word[0] == word[1] and (is_doubled(word[:2]) or after.tag == "z")  # jieba's 直直的
    doubled |= len(word) == 5 and word[0] == word[1] and word[2] == word[3] and after.tag == "z"  # 整整齐齐的
    if not doubled or word[-1] != "的" or not clause_end(clause, last):
        return None
    # 觉得地软软的 "felt the ground soft": only a verb after which 地 cannot be the ground
    verbs = INTRANSITIVE if token.word == "的" else INTRANSITIVE | PLACED
    if verb.word not in verbs or not subject_or_adverb(clause[i - 2]):
        return None
    said = verb.word + token.word + word
    return minor_finding(
        verb.at, end, f"A complement of degree after a verb takes 得: {verb.word}得{word}, not {said}."
    )


def _merged_complement(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i] a verb without an object and 的/地 that jieba joined (飞地 "an enclave"), before a degree
    complement and opening the clause or after its subject (风筝飞地很高)?"""
    word = clause[i].word
    if len(word) != 2 or word[1] not in "的地" or word[0] not in INTRANSITIVE or not degree_complement(clause, i + 1):
        return False
    if word[1] == "地" and word[0] in _GROUND_VERBS:  # 飞机落地很稳: 落地 "to land", the ground its object
        return False
    before = clause[i - 1] if i else None
    return before is None or before.word in PERSONAL or is_noun(before.word) or before.tag == "n"  # not 这块飞地


# Subjects that make a verb + 的 + degree adverb a complement whatever the verb (它们排的很整齐, 照片拍的很好):
# a thing or an animal does not nominalise what it does (他说的很对 "what he said" may).
def _complement(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 的 or 地, between a verb and a degree complement (跑的很快, 它们排的很整齐)?"""
    before = clause[i - 1]
    if i < 2 or not subject_or_adverb(clause[i - 2]) or i + 1 >= len(clause):
        return False
    following, then = clause[i + 1].word, clause[i + 2].word if i + 2 < len(clause) else ""
    starts = degree_complement(clause, i + 1) or following in ("又", "这么", "那么", "越来越")
    starts |= following == "不" and then in ADJECTIVES
    if before.word in INTRANSITIVE and (starts or following == "像"):
        return True
    if before.word in INTRANSITIVE and following in ("跟", "和") and any(t.word in ("像", "一样") for t in clause[i:]):
        return True  # 长的跟大熊猫不像: 长得跟...
    adjective = before.word in ADJECTIVES or (before.tag == "a" and len(before.word) == 2)  # 平静
    if adjective and (following == "像" or following in _EXTENT) and i >= 2:
        return True  # 湖水平静的像一面镜子, 多的数不清: how much so, after the subject
    if not starts:
        return False
    if before.tag != "v" or is_noun(before.word) or len(before.word) > 2:
        return False
    # Any verb after a subject that is no person: the first noun or pronoun before the verb.
    subject = next((t for t in reversed(clause[: i - 1]) if t.word in PERSONAL or is_noun(t.word)), None)
    return (
        subject is not None
        and subject.word in THING_PRONOUNS
        or (
            subject is not None
            and is_noun(subject.word)
            and subject.word not in PERSON_NOUNS
            and not is_person(subject.word)
        )
    )


# Verbs whose 的-phrase opening a clause names who or what (来的很多 "those who came", 到的...).
_NAMING = frozenset("来 到 过 有 在 去 活 吃 喝 买 做 说 写 用 穿 玩".split())


def _carried_complement(text: str, clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 的 or 地, between a verb and a degree + adjective closing the clause, where the verb's
    subject is carried from an earlier clause: an intransitive verb opening the clause (小骆驼跟在妈妈后面，走的很
    慢), or a verb said again after its object (它抓着树枝，抓的很紧; 他说中文说的很好)?"""
    if i + 1 >= len(clause) or not degree_complement(clause, i + 1):
        return False
    last = i + 1 if split_degree(clause[i + 1].word) else i + 2
    if not clause_end(clause, last):
        return False
    adjective = split_degree(clause[i + 1].word)[1] if last == i + 1 else clause[i + 2].word
    if adjective in ("多", "少") or not (adjective in ADJECTIVES or tag(adjective) == "a"):
        return False  # 吃的很多 "there was plenty to eat"
    verb = clause[i - 1]
    if not is_cjk_word(verb.word) or len(verb.word) > 2 or is_noun(verb.word):
        return False
    # Opening the clause, maybe after a conjunction or adverb (它的腿很短，所以走的很慢)
    opens = (i == 1 or (i == 2 and clause[0].word in _LINKS)) and clause[0].at > 0 and text[clause[0].at - 1] in "，,"
    if opens and verb.word in INTRANSITIVE and verb.word not in _NAMING:
        return True
    # Only where it happens before the verb, its subject carried (它的翅膀很薄，在阳光下看的很清楚): 在 + a place
    # ending on a localiser.
    where = clause[: i - 1]
    placed = len(where) >= 2 and where[0].word == "在" and where[-1].word in LOCALISERS and where[-1].tag == "f"
    if placed and clause[0].at > 0 and text[clause[0].at - 1] in "，," and verb.tag.startswith("v"):
        return all(not t.tag.startswith(("v", "r")) for t in where[1:])
    # The verb said again after its object: opening this clause, said with its object or 着 in the sentence
    # before (抓着树枝，抓的很紧; 在打鼓，他们打的非常好), or in this clause straight after it (说中文说的很好;
    # not 我说他说的很对).
    if not verb.tag.startswith("v") or verb.word in _NAMING - {"说", "写", "做", "吃", "喝", "玩", "穿"}:
        return False
    subject_only = i == 2 and clause[0].word in PERSONAL  # 几个人在打鼓，他们打的非常好
    if opens or subject_only:
        start = max(text.rfind(mark, 0, clause[0].at) for mark in "。！？；!?;") + 1
        earlier = text[start : clause[0].at]
        said = earlier.find(verb.word)
        follows = earlier[said + len(verb.word) : said + len(verb.word) + 1] if said >= 0 else ""
        return bool(follows) and follows not in "的得地了过，,"
    first = next((k for k in range(i - 1) if clause[k].word in (verb.word, verb.word + "着")), None)
    if first is None or first + 1 >= i - 1:
        return False
    return all(is_noun(t.word) or t.tag.startswith(("n", "m", "q")) for t in clause[first + 1 : i - 1])


_LINKS = frozenset("所以 因此 因为 但是 可是 但 可 不过 而且 也 都 还 就 却 于是".split())
_EXTENT = frozenset("数不清 不得了 要命 说不出话".split())  # complements of extent after an adjective


def _attributive(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 地 or 得, between an adjective that describes no action and a noun (蓝色地天空,
    漂亮得花)?"""
    before, after = clause[i - 1], clause[i + 1]
    colour = before.word.endswith("色") and len(before.word) >= 2
    # jieba tags some nouns as names (阳光 "nr"): after such an adjective + 地 any noun tag is a noun
    # 大钟 (jieba's "m") is 大 + a noun
    if not (colour or before.word in ATTRIBUTIVE_ONLY) or not (is_noun_like(after.word) or after.tag.startswith("n")):
        return False
    # A verb after the noun may mean the noun is a verb's object (红色地...), unless the phrase opens the
    # clause as its subject (红色地碗放在地上) or a number and measure word count it (一朵橙色地花开在..., 一头黑白色地
    # 奶牛站在...): what a measure word counts is a noun phrase, so 地 can only be 的.
    if i == 1 or any(_COUNTED.match(t.word) for t in clause[max(0, i - 3) : i - 1]):
        return True
    return not (i + 2 < len(clause) and clause[i + 2].tag.startswith("v") and not is_noun(clause[i + 2].word))


_ADVERBIAL_VERBS = frozenset(
    """
    说 走 跑 笑 哭 看 玩 叫 喊 跳 唱 吃 喝 飞 游 坐 站 躺 睡 回答 点头 离开 跑步 游泳 跳舞 唱歌 看着 笑着 走过来
    跑过来 走过去 跑过去 回家 打招呼 告诉 问 等 等着 听 写 做 摇 摇着 叫着 吃着 玩着 看书 休息 睡觉
    聊天 说话 讨论 工作 学习 吃饭 喝茶 走路 散步 表演 拍照 画画 找 玩耍
    """.split()
)


_BEFORE_MANNER = frozenset("在 正在 想 要 会 能 可以 应该 得 愿意".split())
# Words of manner that only ever tell how something is done: before a verb they take 地 even where 得 is
# written (认真得指挥 -> 认真地指挥; 高兴得跳起来 is a complement, so not every adjective).
_MANNER = frozenset("认真 仔细 小心 努力 用力 耐心 专心 轻轻 慢慢 悄悄 静静 紧紧 好好".split())
_NO_MANNER_VERBS = frozenset("让 使 叫 像 是 有 在 不 没 要 连 都 也 很".split())


def _adverbial(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 的, between an adjective and the verb it describes (高兴的说, 慢慢的走)?"""
    before, after = clause[i - 1], clause[i + 1]
    adjective = before.word
    doubled = len(adjective) == 2 and adjective[0] == adjective[1] and adjective[0] in ADJECTIVES
    doubled |= len(adjective) == 4 and adjective[0] == adjective[1] and adjective[2] == adjective[3]
    manner = adjective in _MANNER
    if not (doubled or manner or (len(adjective) == 2 and adjective in ADJECTIVES and adjective not in NOT_MODIFIER)):
        return False
    if clause[i].word == "得" and not (doubled or manner):
        return False  # 高兴得跳起来 is a complement; only a doubled adjective never takes 得 (慢慢得喝)
    if after.word in _NO_MANNER_VERBS:
        return False
    verb = after.word in _ADVERBIAL_VERBS or (after.tag == "v" and len(after.word) <= 2)
    verb |= (doubled or manner) and after.tag == "v" and not is_noun(after.word)  # 慢慢得往上爬: only how
    # ... and a direction before the verb (慢慢得往前爬: 往前 + 爬)
    # (高高兴兴得向我们走过来: 向 + whom, then the verb)
    toward = after.word[:1] in "往向朝" and any(t.tag.startswith("v") for t in clause[i + 2 : i + 5])
    verb |= (doubled or manner) and toward
    # any adjective of feeling or manner + 的 + the preposition itself (高兴的向我们走过来): 的 never links an
    # adjective to a preposition (漂亮的向日葵 is one word)
    toward_only = after.word in ("往", "向", "朝") and clause[i].word == "的"
    moving = any(t.tag.startswith(("v", "l")) or t.word in _ADVERBIAL_VERBS for t in clause[i + 2 : i + 5])
    verb |= toward_only and moving  # jieba's 朝 "ns", 往 "zg", 跑过来 "l"
    if not verb or (is_noun(after.word) and not manner and not toward) or after.word in ("是", "有", "在", "像"):
        return False  # 指挥 is a noun too, but not after 认真
    # The phrase starts a predicate: after its subject or an adverb, or opening the clause; not the object
    # of 有 or 是 (他有开心的笑).
    if i >= 2:
        prior = clause[i - 2]
        progressive_or_modal = prior.word in _BEFORE_MANNER  # 在认真的找, 想慢慢得喝
        if not (subject_or_adverb(prior) or prior.tag.startswith("d") or prior.word in DEGREE or progressive_or_modal):
            return False
        if prior.word in ("有", "是", "的", "着", "了"):
            return False
    return not (i + 2 < len(clause) and clause[i + 2].word == "的")


def _doubled_before_noun(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 得 or 地, between a doubled adjective and a noun it describes (一条清清得小河)? Only a noun
    after a measure word or a verb that takes it: 慢慢地天黑了, 慢慢地人们都走了 are 地 opening a clause."""
    before, after = clause[i - 1], clause[i + 1]
    if not is_doubled(before.word) or after.word in ACTIONS | ACTIVITIES | _ADVERBIAL_VERBS:
        return False
    if after.tag.startswith("v") and not (is_noun(after.word) and before.word not in MOSTLY_ADVERBS):
        return False  # 高高得树: jieba tags 树 a verb; 慢慢得走 is 地 (see _adverbial)
    if not (is_noun(after.word) or after.tag.startswith("n")):
        return False
    prior = clause[i - 2] if i >= 2 else None
    counted = prior is not None and (prior.tag.startswith(("m", "q")) or prior.word in OBJECT_MARKERS)
    return counted or (prior is not None and prior.tag == "v" and clause_end(clause, i + 1))


_THINKING = frozenset("觉得 记得 懂得 值得 显得 变得 晓得 舍得 获得 取得".split())


def _closing_particle(text: str, clause: tuple[Token, ...], i: int) -> Finding | None:
    """它的背是蓝灰色得, 站得直直地: 得 or 地 closing the clause after an adjective or a colour, where 是 or a
    complement with 得 comes before in the clause: what describes a thing closes on 的 (是蓝灰色的, 直直的).
    地 must be followed by a verb and 得 by a complement; 慢慢地，天黑了 is a whole clause's adverb, without 是."""
    token = clause[i]
    word = token.word
    if len(word) == 3 and word[2] in "地得" and word[0] == word[1] and (is_doubled(word[:2]) or token.tag == "z"):
        adjective, particle, start = word[:2], word[2], token.at  # jieba's 直直地
    elif word in ("地", "得") and i >= 1:
        adjective, particle, start = clause[i - 1].word, word, clause[i - 1].at
        doubled = len(adjective) == 2 and adjective[0] == adjective[1] and clause[i - 1].tag in ("a", "z")  # 平平
        if not (adjective in ADJECTIVES or is_doubled(adjective) or doubled or is_colour_word(adjective)):
            return None
        if adjective in NOT_MODIFIER or not is_cjk_word(adjective):
            return None
    else:
        return None
    if not clause_end(clause, i) or not any(t.word in ("是", "得") or t.word.endswith("得") for t in clause[:i]):
        return None
    complement = any(t.word == "得" or (t.word.endswith("得") and t.word not in _THINKING) for t in clause[:i])
    if particle == "地" and not complement:
        return None  # 我们是慢慢地、一步一步地走上去的: after 是, 地 may close an adverb the verb follows
    if text[clause[-1].end : clause[-1].end + 1] == "、":
        return None  # 是慢慢得、一步一步得走上去的: a list of adverbs, not what something is
    if any(t.word in _THINKING for t in clause[:i]):
        return None  # 显得很安静 is not a complement; the particle closing it is still wrong, but unsure which
    return minor_finding(
        start,
        token.end,
        f"What describes something closes on 的: {adjective}的, not {adjective}{particle}.",
    )


def _shi_de_verb(clause: tuple[Token, ...], i: int) -> Finding | None:
    """这张照片是从旁边拍地: 是 + how, when or where + a verb, then 地 closing the clause. What 是 singles out closes
    on 的 (是从旁边拍的); 地 is followed by the verb it describes and never closes a clause, and 地 "ground" is no
    object of these verbs (not 扫地, 种地, 倒在地: the verbs of the ground, and 在 before it)."""
    if clause[i].word != "地" or i < 3 or not clause_end(clause, i):
        return None
    verb = clause[i - 1]
    if not verb.tag.startswith("v") or len(verb.word) > 2 or verb.word[-1] in _GROUND_VERBS or is_noun(verb.word):
        return None
    if not any(t.word[:1] == "是" and len(t.word) <= 2 for t in clause[: i - 2]) or verb.word in ("在", "是", "到"):
        return None  # 是, and jieba's 是从, 是在
    if clause[i - 2].word in ("在", "正在", "是在"):
        return None  # 他们是在量地: what is going on, whose object may be the ground
    return minor_finding(verb.at, clause[i].end, f"是 ... 的 closes on 的: {verb.word}的, not {verb.word}地.")


def _possessive(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 得, between a pronoun or noun and a noun it owns (我得书, 小狗得耳朵); or a 地 between a
    personal pronoun and a noun (我地相机)?"""
    before, after = clause[i - 1], clause[i + 1]
    if clause[i].word == "地":
        return before.word in PERSONAL and is_object_word(after) and not after.tag.startswith(("v", "m", "q", "r"))
    if not (before.word in PERSONAL or is_noun(before.word) or before.tag.startswith("n")):
        return False
    # after 是 the owner and 得 name a thing (这是我弟弟得玩具): any noun jieba tags one, not only the listed ones
    named = any(t.word == "是" for t in clause[max(0, i - 3) : i - 1]) and after.tag == "n"
    if not (is_noun(after.word) or named) or after.tag.startswith("v"):
        return False
    # 得 + noun + verb may be 得 "must" or a result (累得腰疼): only a noun closing the clause or followed by
    # what a subject is followed by.
    k = i + 2
    while k < len(clause) and k <= i + 3 and clause[k].tag == "n" and (named or is_noun(clause[k].word)):
        k += 1  # a compound of nouns: 弟弟得玩具小鸟
    rest = clause[k].word if k < len(clause) else ""
    return rest in ("", "是", "和", "也", "都", "在", "有", "不", "没有", "又") or rest.startswith(DEGREE)


def _owner_of_body(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 得 or 地, between a pronoun, a person or an animal and a part of its body?"""
    before, after = clause[i - 1], clause[i + 1]
    if after.word not in BODY_PARTS:
        return False
    # What follows is what a subject is followed by: 我得眼睛检查一下 is 得 děi "must".
    rest = clause[i + 2].word if i + 2 < len(clause) else ""
    if rest not in ("", "是", "和", "也", "都", "在", "有", "不", "没有", "又", "上", "里") and not rest.startswith(
        DEGREE
    ):
        return False
    owner = before.word
    return (
        owner in PERSONAL
        or owner in PERSON_NOUNS
        or is_living(owner)
        or is_creature(owner)  # 大袋鼠, counted with 只 in the curated list
        or bool(measure_words(owner) & {"峰", "位", "名"})
        or (owner in BODY_PARTS and owner != after.word)  # a part of the body and what grows on it: 身上的毛
    )


def _described_noun(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 得 or 地, after a degree adverb + adjective and before a noun, after a measure word or a verb
    that takes it (一件很厚得大衣, 有很漂亮得花) or closing the clause? There the phrase can only name a thing; 饿得肚
    子疼 is a complement (and takes no degree adverb)."""
    if split_degree(clause[i - 1].word):
        first = i - 1  # jieba's 很漂亮
    elif i >= 2 and clause[i - 1].word in ADJECTIVES and clause[i - 2].word in DEGREE:
        first = i - 2
    else:
        return False
    prior = clause[first - 1] if first else None
    counted = prior is not None and (prior.tag.startswith(("m", "q")) or prior.word[-1:] in "个只条张本件朵棵位座")
    counted |= prior is not None and (prior.word in OBJECT_MARKERS or prior.tag == "v") or clause_end(clause, i + 1)
    noun = clause[i + 1]
    if noun.word in ACTIONS or noun.word in ACTIVITIES:
        return False  # 我们很快得回家 "soon we must go home": jieba tags 回家 a noun
    return counted and (is_noun_like(noun.word) or noun.tag == "n")


def _verb_then_noun_phrase(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 地, between a verb and a noun phrase that closes the clause with no verb in it (我最喜欢地一张
    照片)? 地 marks how an action is done, so a verb must follow it; before a noun alone it is 的."""
    before = clause[i - 1]
    if not before.tag.startswith("v") or len(before.word) != 2 or before.word[0] == before.word[1]:
        return False
    if before.word in _MANNER or before.word in ADJECTIVES or is_noun(before.word) or i < 2:
        return False
    rest = clause[i + 1 :]
    while rest and rest[-1].word in FINAL_PARTICLES:
        rest = rest[:-1]
    if not rest or len(rest) > 4 or any(t.word in ACTIONS or t.word in ACTIVITIES for t in rest):
        return False
    # jieba joins a number, measure word and noun (一首歌) and mistags some measure words (一幅 "d")
    counted = [_COUNTED_NOUN.match(t.word) for t in rest]
    last = rest[-1]
    if not (is_noun(last.word) or last.tag.startswith("n") or (counted[-1] and counted[-1].group(1))):
        return False
    return all(
        t.tag.startswith(("m", "q", "n", "a")) or t.word == "的" or c for t, c in zip(rest, counted, strict=True)
    )


# A number or demonstrative and a measure word, as jieba joins them (一朵, 这头).
_COUNTED = re.compile(rf"^(?:[{NUMERAL_CHARS}几]+|这|那)(?:{'|'.join(sorted(MEASURE_WORDS, key=len, reverse=True))})$")
_COUNTED_NOUN = re.compile(
    rf"^[{NUMERAL_CHARS}几]+(?:{'|'.join(sorted(MEASURE_WORDS, key=len, reverse=True))})([\u4e00-\u9fff]*)$"
)


# Adjectives of how something is done. Not feelings and states, after which 得 may be děi "must" (我很累得休息一
# 下, 很早得起床), nor amounts (还有很多得做).
_HOW = _MANNER | frozenset("快 慢 轻 安静 仔细 清楚 整齐 热情 大声 小声 努力 用心".split())


def _degree_before_verb(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 得, between a degree adverb + adjective and a verb (河水很快得流下去)? A degree adverb never
    goes before an adjective with a complement after 得 (跑得很快, 高兴得跳起来, never 很高兴得跳起来), so the
    phrase describes how the verb is done: 很快地流下去. 很快 is also "soon" before 得 "must" (我们很快得走了): 快 only
    before a verb with its direction (流下去, 跑过来)."""
    if split_degree(clause[i - 1].word):
        adjective = split_degree(clause[i - 1].word)[1]
    elif i >= 2 and clause[i - 2].word in DEGREE and clause[i - 1].word in ADJECTIVES:
        adjective = clause[i - 1].word
    else:
        return False
    verb = clause[i + 1]
    if adjective not in _HOW or is_word("得" + verb.word[:1]) or verb.word in _NO_MANNER_VERBS:
        return False  # 很快得到, 得出, 得知: words of their own
    if not (verb.tag.startswith(("v", "l")) or verb.word in ACTIONS or verb.word in _ADVERBIAL_VERBS):
        return False
    if clause_end(clause, i + 1) and clause[-1].word == "了":
        return False  # 我们很快得走了: "soon we must go"
    directed = len(verb.word) >= 2 and (verb.word[1:] in DIRECTIONS or verb.word[-2:] in DIRECTIONS)
    k = i + 3 if i + 2 < len(clause) and clause[i + 2].word == "了" else i + 2  # 跑了出去
    directed |= k < len(clause) and clause[k].word in DIRECTIONS
    return directed or adjective not in ("快", "慢")


def _how_ongoing(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 得, between an adjective of how something is done and a verb + 着 (安静得游着, 仔细得看着)? What
    follows 得 tells how far the quality goes and is never an action going on: the adjective describes the action,
    安静地游着. Not 睡着 (shuìzháo "fall asleep": 安静得睡着了)."""
    before, after = clause[i - 1], clause[i + 1]
    if before.word not in _HOW or after.word[:1] == "睡":
        return False
    if after.word[-1:] == "着" and len(after.word) >= 2:
        verb = after.word[:-1]  # jieba's 看着
    elif i + 2 < len(clause) and clause[i + 2].word == "着":
        verb = after.word
    else:
        return False
    acts = verb in ACTIONS or verb in INTRANSITIVE or verb in _ADVERBIAL_VERBS or tag(verb) == "v"
    return acts and not is_noun(verb) and not any(t.word == "了" for t in clause[i + 1 : i + 4])


# The particle written between two words, and the one their roles call for (each test says when).
_NEIGHBOUR_SWAPS = (
    (("地", "得"), _owner_of_body, "的", "Before a noun the particle is 的"),
    (("地", "得"), _described_noun, "的", "Before a noun the particle is 的"),
    (("地", "得"), _doubled_before_noun, "的", "Before a noun the particle is 的"),
    (("地", "得"), _attributive, "的", "Before a noun the particle is 的"),
    (("地",), _verb_then_noun_phrase, "的", "Before a noun the particle is 的"),
    (("的", "得"), _adverbial, "地", "An adjective before a verb takes 地"),
    (("得",), _degree_before_verb, "地", "An adjective before a verb takes 地"),
    (("得",), _how_ongoing, "地", "An adjective before a verb takes 地"),
    (("得", "地"), _possessive, "的", "Before a noun the particle is 的"),
)


def _swap(clause: tuple[Token, ...], i: int) -> tuple[str, str] | None:
    """(the right particle, why) when clause[i] is the wrong one of 的/地/得 between its neighbours."""
    for written, test, right, why in _NEIGHBOUR_SWAPS:
        if clause[i].word in written and test(clause, i):
            return right, why
    return None
