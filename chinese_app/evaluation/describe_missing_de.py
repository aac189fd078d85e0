"""A missing 的: a phrase that describes a noun needs 的 before it.

Flagged: degree adverb + adjective + noun (很漂亮花 -> 很漂亮的花) after a measure word or a verb or
closing the clause (not 天气很好天空很蓝); 穿/戴/拿 + object + a person (穿红衣服女孩); verb + 在 +
place + noun (挂在墙上钟); a doubled adjective + noun (长长耳朵); a descriptive two-character adjective +
a one-character noun after a measure word or verb (一只可爱狗); 最喜欢 + noun + 是, or closing a clause
after 是 (是我最喜欢水果); 又 + adjective + 又 + adjective + noun (又大又圆耳朵); 是 + a person + a verb of
making + a noun closing the clause (这是我朋友做杯子 -> 做的杯子); after 这/那是, a time and 在 + place before a
verb of seeing (这是我去年在动物园看到企鹅) or of giving with its receiver (那是我爸爸去年送我钟), never a verb
of making there (这是我在公园拍照片 may be a caption); 又...又 with jieba's 长嘴; verb + 在 + place + 那/这 +
measure word + noun (躺在草地上那匹小马). After a number and measure word any verb + 在/到 + place + noun (一个
通到水里梯子), and a noun jieba cuts in two (猫 + 鼬); a person + verb + object + 是 + a colour (她穿衣服是橙色的);
after a quantity or 是 an activity + 用 + noun (很多画画用刷子, 这些是画画用刷子); an activity that takes no object +
地方/时候 (露营地方). After a number and measure word, 正在/在 + a verb phrase or a two-character verb + its object,
then the person or animal counted closing the clause (两头正在吃草牛, 一只张开翅膀小鸟 -> 的), the measure word the
noun's (看门狗, 卖花姑娘 are words; 一个跑步运动员 has no object); 又...又 before jieba's 长尾巴, which CC-CEDICT
does not count; verb + 在 + place + noun opening the clause before any verb (站在中间男人背对着我们) or before a
noun and what is said of it (站在中间小马个子很小). A part of the body after 很 + adjective (有很厚毛); 用来 + an
activity + noun after a quantity or 是 (很多用来画画刷子); jieba's 长 + 长尾巴 after a measure word; 在 + place + a
verb of moving or an activity with its object, then a person or animal (在中间游小天鹅, 在湖边钓鱼老人); a
quantity before 正在 + verb phrase + animal (很多正在唱歌鸟). After 这/那是 + someone, any verb + 过 + the noun
closing the clause (这些是我们昨天坐过小船: what someone has done is no caption), and a noun of two words after the
verb (买玩具小鸟, 看到猫 + 鼬); people of the family count as persons (我妹妹). 又...又 with adjectives of shape
jieba tags otherwise (又高又直树). A pronoun opening the clause + a place beside it + a person or animal + a verb
(他旁边人拿着 -> 他旁边的人), never without a verb (我前面人很多) nor 身边人, a word. After a verb of liking or
seeing, a pronoun + a thing closing the clause (喜欢他们音乐); AABB + a noun (大大小小水珠); 吃/喝/穿 + a person + a
verb of making + a noun (喝妈妈煮咖啡). After 这/那是 + someone, a past time may come before the verb of making (这是我
昨天拍照片); after 这/那 + 是 the pronoun (and a person of the family) + a thing closing the clause (这些都是我姐姐杯
子), never a room or building (这是我们房间); a verb of placement + 着 + someone + verb + 过 + noun (放着她戴过头盔); a
verb + 在 + place + an animal opening the clause and a part of its body after it (站在树干上小鸟头朝下); a measure word,
a verb of moving or resting + 着 and the animal it counts (一只头朝下站着小鸟), no noun it may count between (一只手拿着
小鸟); a number and measure word, a maker or material, a verb of making and the thing counted (一个木头做房子), never
the doer it counts (一个人做菜).
"""

import re

from chinese_app.chinese.dictionary import is_word, measure_words
from chinese_app.evaluation.compare import tag
from chinese_app.evaluation.describe_base import FINAL_PARTICLES, Finding, Token, clause_end, clauses
from chinese_app.evaluation.describe_words import (
    ACTIONS,
    ACTIVITIES,
    ADJECTIVES,
    BODY_PARTS,
    DEGREE,
    DIRECTIONS,
    INTRANSITIVE,
    LOCALISERS,
    MADE,
    MOSTLY_ADVERBS,
    NOT_MODIFIER,
    OBJECT_MARKERS,
    PAST,
    PERSON_NOUNS,
    PERSONAL,
    PLACED,
    POINT_TIMES,
    WEARING_CHARS,
    counts,
    is_colour_word,
    is_creature,
    is_living,
    is_noun,
    is_noun_like,
    is_person,
    is_place_end,
    is_place_word,
    is_time,
    is_verb,
    minor_finding,
    split_degree,
    text_of,
)
from chinese_app.evaluation.lexicon import MEASURE_WORDS, NUMERAL_CHARS, PRONOUNS

_WEARING = frozenset(
    "穿 穿着 戴 戴着 拿 拿着 背 背着 抱 抱着 骑 骑着 牵 牵着 推 推着 提 提着 举 举着 弹 弹着 拉 拉着 吹 吹着".split()
)


def _nounish(word: str) -> bool:
    """A noun, or a colour or adjective + a noun that jieba keeps whole (红衣服, 白帽子)."""
    if is_noun(word):
        return True
    for m in (2, 1):
        if (word[:m] in ADJECTIVES or word[:m].endswith("色")) and is_noun(word[m:]):
            return True
    return False


# A measure word + a verb with 着 and its object + a creature: the verb phrase describes it and needs 的 (那只张着嘴
# 小狗 -> 那只张着嘴的小狗, 两只低着头母鸡).
_HOLDING_CREATURE = re.compile(r"(?<=[一两二三四五六七八九十几这那每\d])[只头匹条位]([\u4e00-\u9fff]着)")
# 是 after a thing, 很像, or a verb of placement + 着, then a person, maybe a time, a verb with 过 and a noun closing
# the clause: what the person did to it describes the noun (长城是我去年去过地方 -> 去过的地方, 很像我小时候骑过马 ->
# 骑过的马, 前面放着她戴过头盔 -> 戴过的头盔: what lies there is a thing, never a clause).
_DONE_BEFORE = re.compile(
    r"(?:(?<=[\u4e00-\u9fff])(?<![可但还就要于只总倒真不也都正若凡像])是|(?<=[很真太])像"
    rf"|(?<=[{''.join(sorted(w for w in PLACED if len(w) == 1))}])着)"
    r"(我们|你们|他们|她们|我|你|他|她)([\u4e00-\u9fff]{2,9})$"
)
_WHEN_DONE = frozenset("小时候 以前 从前 去年 前年 上次 那时候 昨天 上个月 刚才".split())


def _described_by_phrase(text: str) -> list[Finding]:
    out = []
    for m in _HOLDING_CREATURE.finditer(text):
        after = m.end()
        for n1 in (1, 2):
            thing = text[after : after + n1]
            if len(thing) < n1 or not (is_noun(thing) or tag(thing).startswith("n")):
                continue
            for n2 in (3, 2, 1):
                creature = text[after + n1 : after + n1 + n2]
                if len(creature) == n2 and creature[-1] != "的" and is_word(creature) and is_creature(creature):
                    start = m.start(1)
                    end = after + n1 + n2
                    phrase = text[start : after + n1]
                    out.append(
                        minor_finding(
                            start,
                            end,
                            f"A phrase describing a noun takes 的: {phrase}的{creature}, not {phrase}{creature}.",
                        )
                    )
                    break
            else:
                continue
            break
    for clause in clauses(text):
        start = clause[0].at
        body = text[start : clause[-1].end]
        m = _DONE_BEFORE.search(body)
        if not m or "过" not in m.group(2)[1:-1]:
            continue
        rest = m.group(2)
        cut = rest.rindex("过")
        noun, before = rest[cut + 1 :], rest[:cut]
        if not noun or not (is_noun(noun) or tag(noun).startswith("n")):
            continue
        for size in (2, 1):
            verb, when = before[-size:], before[:-size]
            acted = tag(verb).startswith("v") or verb in ACTIONS or verb in WEARING_CHARS  # jieba tags 穿 "zg"
            if len(verb) == size and acted and (not when or when in _WHEN_DONE or tag(when) == "t"):
                at = start + m.start(2) + len(when)
                out.append(
                    minor_finding(
                        at,
                        start + m.end(),
                        f"A phrase describing a noun takes 的: {verb}过的{noun}, not {verb}过{noun}.",
                    )
                )
                break
    return out


def missing_de_findings(text: str) -> list[Finding]:
    out = _described_by_phrase(text)
    for clause in clauses(text):
        for i, token in enumerate(clause):
            found = _degree_adjective_noun(clause, i)
            if found:
                out.append(found)
                continue
            if token.word in _WEARING or (token.word[:1] in "穿戴拿背抱骑" and is_noun(token.word[1:])):
                found = _wearing(clause, i)
                if found:
                    out.append(found)
                    continue
            found = _placed_noun(clause, i) or _two_syllable_adjective(clause, i) or _doubled_adjective(clause, i)
            found = found or _favourite(clause, i) or _both_adjectives(text, clause, i) or _made_by(clause, i)
            found = found or _coloured_object(clause, i) or _tool_for(clause, i) or _place_for(clause, i)
            found = found or _counted_doer(clause, i) or _moving_there(clause, i) or _beside(clause, i)
            found = found or _owned_object(clause, i) or _paired_doubled(clause, i) or _made_for_use(clause, i)
            found = found or _counted_made(clause, i)
            if found:
                out.append(found)
    return out


_SUBJECT_FOLLOWS = frozenset("是 很 也 都 真 非常 特别 有 在 和 太 不 没有 还".split())


def _placed_noun(clause: tuple[Token, ...], i: int) -> Finding | None:
    """挂在墙上钟: verb + 在 + a place with its localiser, then a noun: 挂在墙上的钟."""
    token = clause[i]
    if token.word in ("在",) and i and (clause[i - 1].word in PLACED or clause[i - 1].word == "跟"):
        first, k = i - 1, i + 1  # 跟在 "following", a position too (跟在妈妈后面小骆驼)
    elif len(token.word) == 2 and token.word[1] == "在" and token.word[0] in PLACED:
        first, k = i, i + 1
    elif token.word in ("在", "到") and i >= 2 and _counted_verb(clause, i - 1):
        first, k = i - 1, i + 1  # 一个通到水里梯子: after a number and measure word, a phrase of any verb
    elif token.word in ("在", "到") and i and _joined_count(clause[i - 1].word):
        first, k = i - 1, i + 1  # jieba's 一个通 + 到
    else:
        return None
    # The place: nouns, ending on a localiser (墙上, 桌子 上, 门口).
    j = k
    while j < len(clause) and j - k < 3 and (is_noun(clause[j].word) or clause[j].tag.startswith(("n", "s", "f"))):
        if is_place_end(clause[j]):
            break
        j += 1
    if j >= len(clause) or not is_place_end(clause[j]):
        return None
    if j + 1 >= len(clause):
        return None
    pointed = ""  # 躺在草地上那匹小马: 那 + a measure word before the noun
    if j + 3 < len(clause) and clause[j + 1].word in ("那", "这") and clause[j + 2].word in MEASURE_WORDS:
        pointed = clause[j + 1].word + clause[j + 2].word
        j += 2
    noun, place_end = clause[j + 1], j
    if j + 2 < len(clause) and len(noun.word) == 1 and _split_compound(noun, clause[j + 2]):
        noun = Token(noun.at, noun.word + clause[j + 2].word, "n")  # jieba's 猫 + 鼬
        j += 1
    elif j + 2 < len(clause) and noun.word in ("小", "大") and is_creature(noun.word + clause[j + 2].word):
        noun = Token(noun.at, noun.word + clause[j + 2].word, "n")  # jieba's 小 + 骆驼
        j += 1
    plain_noun = noun.tag == "n" and noun.word not in ACTIVITIES and noun.word not in ACTIONS
    if not (is_noun_like(noun.word) or plain_noun) or noun.word in LOCALISERS or is_time(noun):
        return None
    if noun.tag.startswith("v"):
        return None  # 坐在舞台上表演, 站在中间指挥: what they do there, not a thing
    if noun.word in ("头", "面", "边", "部", "侧", "方"):  # 门外头: a localiser's suffix
        return None
    rest = clause[j + 2] if j + 2 < len(clause) else None
    # The noun is the subject of what follows: 挂在墙上钟很旧; or the phrase opens the clause, so the noun
    # is its head whatever follows (站在妈妈前面小袋鼠低着头).
    opens = first == 0 and rest is not None and rest.tag.startswith(("v", "l"))  # 背对着: jieba's "l"
    # ... or a noun and what is said of it (站在中间小马个子很小: 小马's 个子)
    said_of = clause[j + 3] if j + 3 < len(clause) else None
    opens |= (
        first == 0
        and rest is not None
        and rest.tag == "n"
        and said_of is not None
        and (said_of.word.startswith(DEGREE) or said_of.tag == "a" or said_of.word == "是")
    )
    # ... or a part of its body and what it does (站在树干上小鸟头朝下: 小鸟's 头)
    opens |= first == 0 and rest is not None and rest.word in BODY_PARTS and said_of is not None
    if rest and rest.word not in _SUBJECT_FOLLOWS and not rest.word.startswith(DEGREE) and not opens:
        return None
    phrase = "".join(t.word for t in clause[first : place_end + 1 - (2 if pointed else 0)])
    head = pointed + noun.word
    return minor_finding(
        clause[first].at,
        noun.end,
        f"A phrase that describes a noun needs 的 before it: {phrase}的{head}, not {phrase}{head}.",
    )


def _counted_verb(clause: tuple[Token, ...], v: int) -> bool:
    """Is clause[v] a one-character verb straight after a number and measure word (一个 + 掉 + 到), or jieba's
    number and measure word joined to one (一个通)? A measure word counts a noun, so what follows describes it."""
    verb = clause[v]
    if v >= 1 and _joined_count(verb.word):
        return False
    counted = v >= 1 and (clause[v - 1].tag.startswith(("m", "q")) and clause[v - 1].word[-1:] in MEASURE_WORDS)
    return counted and len(verb.word) == 1 and (verb.tag.startswith(("v", "z")) or verb.word in ACTIONS)


def _joined_count(word: str) -> bool:
    """jieba's number + measure word + a one-character verb as one word (一个通)."""
    return len(word) >= 3 and word[0] in NUMERAL_CHARS and word[-2] in MEASURE_WORDS and not is_word(word)


def _split_compound(first: Token, second: Token) -> bool:
    """Two one-character words jieba cut apart that make a noun of CC-CEDICT (猫 + 鼬)."""
    word = first.word + second.word
    both = first.tag.startswith("n") and second.tag.startswith("n")
    return len(second.word) == 1 and both and is_word(word) and not tag(word).startswith(("v", "a", "d"))


def _doubled_adjective(clause: tuple[Token, ...], i: int) -> Finding | None:
    """长长耳朵: a doubled adjective before a noun takes 的 (长长的耳朵, 小小的种子)."""
    token = clause[i]
    word = token.word
    if len(word) == 1 and word in ADJECTIVES and i and i + 1 < len(clause) and clause[i + 1].word[:1] == word:
        return _doubled_joined(clause, i)
    if len(word) != 2 or word[0] != word[1] or word[0] not in ADJECTIVES or i + 1 >= len(clause):
        return None
    noun = clause[i + 1]
    # A noun only, never a verb (慢慢进化): doubled adjectives also describe actions, with or without 地.
    sure_noun = is_noun(noun.word) and (noun.tag.startswith("n") or is_living(noun.word))
    sure_noun |= noun.tag == "n" and word not in MOSTLY_ADVERBS  # 高高铁塔; 好好利用 (jieba: "n") is right
    if not sure_noun or noun.word == "地":
        return None
    if i + 2 < len(clause) and clause[i + 2].word in ("了", "着", "过"):
        return None  # 他慢慢习惯了: a verb with its aspect, which a noun never takes (习惯 is both)
    return minor_finding(
        token.at,
        noun.end,
        f"A doubled adjective needs 的 before its noun: {word}的{noun.word}, not {word}{noun.word}.",
    )


def _doubled_joined(clause: tuple[Token, ...], i: int) -> Finding | None:
    """一条长 + 长尾巴: jieba joins the second half of a doubled adjective to its noun (长长的尾巴). After a measure
    word or a verb that takes a noun, the word after is the adjective + a noun (长 + 尾巴) for sure."""
    adjective, joined, prior = clause[i].word, clause[i + 1], clause[i - 1]
    noun = joined.word[1:]
    if len(noun) < 1 or not (is_noun(noun) or noun in BODY_PARTS or (len(noun) >= 2 and tag(noun) == "n")):
        return None
    if not (prior.tag.startswith(("m", "q")) or prior.word in OBJECT_MARKERS):
        return None
    return minor_finding(
        clause[i].at,
        joined.end,
        f"A doubled adjective needs 的 before its noun: {adjective * 2}的{noun}, not {adjective * 2}{noun}.",
    )


def _favourite(clause: tuple[Token, ...], i: int) -> Finding | None:
    """我最喜欢颜色是蓝色: 最喜欢 + noun + 是 is 最喜欢的 + noun + 是; and after 是, 最喜欢 + noun closing the
    clause (无花果是我最喜欢水果: 我最喜欢的水果)."""
    if clause[i].word != "最" or i + 2 >= len(clause) or clause[i + 1].word not in ("喜欢", "爱"):
        return None
    noun = clause[i + 2]
    if not (is_noun(noun.word) or noun.tag == "n"):
        return None
    named = i + 3 < len(clause) and clause[i + 3].word == "是"
    predicate = clause_end(clause, i + 2) and any(t.word == "是" for t in clause[max(0, i - 3) : i])
    if not (named or predicate):
        return None
    liked = clause[i + 1].word
    return minor_finding(
        clause[i].at,
        noun.end,
        f"What you like most describes the noun and needs 的: 最{liked}的{noun.word}, not 最{liked}{noun.word}.",
    )


# Adjectives of shape and feel that jieba tags adverbs or verbs (直 "d"): between 又 and 又 they describe (又高又直).
_BOTH = ADJECTIVES | frozenset("直 弯 尖 平 滑 密 稀 嫩 脆 肥 扁 方".split())


def _both_adjectives(text: str, clause: tuple[Token, ...], i: int) -> Finding | None:
    """又大又圆耳朵: 又 + adjective + 又 + adjective before a noun takes 的 (jieba cuts it anyhow: 又 大又圆)."""
    if clause[i].word != "又":
        return None
    at = clause[i].at
    starts = {t.at: t for t in clause}
    for first in (1, 2):
        if text[at + 1 + first : at + 2 + first] != "又" or text[at + 1 : at + 1 + first] not in _BOTH:
            continue
        for second in (1, 2):
            end = at + 2 + first + second
            noun = starts.get(end)
            joined = starts.get(at + 2 + first)  # jieba's 长嘴: the second adjective joined to the noun
            if noun is None and joined and joined.word.startswith(text[at + 2 + first : end]):
                rest = joined.word[second:]  # 长 + 尾巴: CC-CEDICT counts no 尾巴, jieba tags it a noun
                if is_noun_like(rest) or rest in BODY_PARTS or tag(rest) == "n":
                    noun = Token(end, joined.word[second:], "n")
            if text[at + 2 + first : end] in _BOTH and noun and (is_noun_like(noun.word) or noun.tag == "n"):
                phrase, head = text[at:end], noun.word
                return minor_finding(
                    at,
                    noun.end,
                    f"A phrase that describes a noun needs 的 before it: {phrase}的{head}, not {phrase}{head}.",
                )
    return None


# Verbs of seeing, after a time or a place (这是我去年在动物园看到企鹅: the penguin I saw).
_SEEN = frozenset("看到 看见 遇到 拍到 见到".split())
_THIS = frozenset("这 那 这些 那些 它 它们".split())


def _made_by(clause: tuple[Token, ...], i: int) -> Finding | None:
    """是 + a person + a verb of making + a noun closing the clause: 这是我爸爸拍照片 (拍的照片). After 这/那是,
    a time, 在 + a place and 给 + someone may come between (那是我爸爸去年送我钟, 这是我昨天在公园拍照片), and
    the one given to may follow the verb (送我钟)."""
    if clause[i].word != "是" or i + 3 >= len(clause):
        return None
    j = i + 1
    while j < len(clause) and j - i <= 3 and (clause[j].word in PERSONAL or clause[j].word in PERSON_NOUNS):
        j += 1
    if j == i + 1 or j >= len(clause):
        return None
    person_end = j
    if i and clause[i - 1].word in _THIS:  # the time, place and receiver of what was made or seen
        if j < len(clause) and (clause[j].word in PAST or clause[j].word in POINT_TIMES):
            j += 1
        if j + 1 < len(clause) and clause[j].word == "在":
            k = j + 1
            while k < len(clause) and k - j <= 3 and _place_word_of(clause[k]):
                k += 1
            j = k if k > j + 1 else j
        if j + 1 < len(clause) and clause[j].word == "给" and clause[j + 1].word in PERSONAL:
            j += 2
    if j >= len(clause):
        return None
    verb, rest = clause[j], clause[j + 1 :]
    # Past the person, only what was seen or given: 这是我在公园拍照片 may be a caption ("me taking photos"); a
    # past time alone tells what was made then (这是我昨天拍照片, 那是我去年买衣服), no caption.
    maker = j == person_end or (j == person_end + 1 and clause[person_end].word in PAST)
    made = (verb.word in MADE and (maker or verb.word in ("送", "给"))) or (verb.word in _SEEN and j > person_end)
    # ... or any verb with 过 after 这/那是: what someone has done is no caption (这些是我们昨天坐过小船)
    done = i and clause[i - 1].word in _THIS and len(rest) >= 2 and rest[0].word == "过" and rest[0].tag == "ug"
    done = done and (verb.tag.startswith("v") or verb.word in ACTIONS) and not is_noun(verb.word)
    if made and len(rest) == 2 and verb.word in ("送", "给") and rest[0].word in PERSONAL:
        rest = rest[1:]  # 送我钟: the clock given to me
    if done:
        rest = rest[1:]
    if (made or done) and 1 <= len(rest) <= 2 and all(_named_thing(t) for t in rest):
        # a noun jieba cuts in two or a noun and its kind (猫 + 鼬, 玩具 + 小鸟)
        said, noun, end = verb.word + ("过" if done else ""), "".join(t.word for t in rest), rest[-1].end
    elif not rest and maker and verb.word[:1] in MADE and is_noun(verb.word[1:]):
        said, noun, end = verb.word[:1], verb.word[1:], verb.end  # jieba's 拍照片
    else:
        return None
    between = text_between(clause, i + 1, verb)
    if verb.word in ("送", "给") and clause[j + 1].word in PERSONAL and clause[j + 1].word != noun:
        said += clause[j + 1].word
    phrase = between + said
    if said[:1] not in MADE or said.endswith("过"):
        why = "A phrase that describes a noun needs 的 before it"  # 看到的企鹅, 坐过的小船: seen or done, not made
    else:
        why = "What someone made describes the noun and needs 的"
    return minor_finding(clause[i + 1].at, end, f"{why}: {phrase}的{noun}, not {phrase}{noun}.")


def _counted_made(clause: tuple[Token, ...], i: int) -> Finding | None:
    """一个木头做房子, 一件妈妈做衣服: a number and measure word, a maker or a material, a verb of making and the thing
    the measure word counts. The measure word counts the thing, so what comes between describes it and needs 的 (木头
    做的房子); not where it counts the first noun, the doer of a clause (一个人做菜, 一只鸟做窝)."""
    counter = clause[i]
    measure = counter.word[-1:]
    if i + 3 >= len(clause) or not counter.tag.startswith("m") or measure not in MEASURE_WORDS:
        return None
    if counter.word[:1] not in NUMERAL_CHARS + "几这那":
        return None
    maker, verb, thing = clause[i + 1], clause[i + 2], clause[i + 3]
    if verb.word not in MADE - {"给", "带"} or not (is_noun(maker.word) or maker.word in PERSON_NOUNS):
        return None
    general = measure == "个"  # counts any thing (一个房子), and any person: the maker after it is the doer
    if counts(measure, maker.word) or is_creature(maker.word) and (general or maker.word not in PERSON_NOUNS):
        return None
    if not (general or counts(measure, thing.word)) or not is_noun_like(thing.word) or is_creature(thing.word):
        return None
    return _made_finding(maker, verb.word, thing)


def _named_thing(token: Token) -> bool:
    """A noun for sure, or one jieba tags so that is no name (猫鼬's 鼬; not 小明)."""
    return is_noun(token.word) or (token.tag.startswith("n") and token.tag != "nr")


def _coloured_object(clause: tuple[Token, ...], i: int) -> Finding | None:
    """她穿衣服是橙色的: a person + a verb + its object + 是 + a colour closing the clause. A colour is what a
    thing is, not an action (我吃饭是为了... is right): the person and verb describe the thing, 她穿的衣服."""
    token = clause[i]
    if token.word not in PERSONAL and token.word not in PERSON_NOUNS or i + 3 >= len(clause):
        return None
    j = i + 1
    if clause[j].word[:1] in MADE | WEARING_CHARS and len(clause[j].word) > 1 and is_noun(clause[j].word[1:]):
        verb, noun, j = clause[j].word[:1], clause[j].word[1:], j + 1  # jieba's 穿衣服
    elif clause[j].word in MADE | WEARING_CHARS and j + 1 < len(clause) and is_noun(clause[j + 1].word):
        verb, noun, j = clause[j].word, clause[j + 1].word, j + 2
    else:
        return None
    if j + 1 >= len(clause) or clause[j].word != "是" or not is_colour_word(clause[j + 1].word):
        return None
    if not all(t.word in FINAL_PARTICLES or t.word == "的" for t in clause[j + 2 :]):
        return None
    return minor_finding(
        token.at,
        clause[j - 1].end,
        f"What someone does with a thing describes it and needs 的: {token.word}{verb}的{noun}, not "
        f"{token.word}{verb}{noun}.",
    )


_QUANTITIES = frozenset("很多 许多 一些 好多 不少 几个 这些 那些 各种".split())


def _tool_for(clause: tuple[Token, ...], i: int) -> Finding | None:
    """很多画画用刷子: after a quantity, an activity + 用 + a noun closing the clause is a tool for it (画画用的
    刷子)."""
    if clause[i].word == "用来" and i and i + 2 < len(clause) and clause_end(clause, i + 2):
        return _used_for(clause, i)
    if clause[i].word != "用" or i < 2 or i + 1 >= len(clause) or not clause_end(clause, i + 1):
        return None
    activity, before, noun = clause[i - 1], clause[i - 2], clause[i + 1]
    counted = before.word in _QUANTITIES or (before.tag.startswith(("m", "q")) and before.word[-1:] in MEASURE_WORDS)
    counted |= before.word == "是" and i >= 3  # 这些是画画用刷子: after 是 a noun phrase, not "we paint with brushes"
    if not counted or not (activity.word in ACTIVITIES or activity.word in INTRANSITIVE) or not is_noun(noun.word):
        return None
    return minor_finding(
        activity.at,
        noun.end,
        f"What a thing is used for describes the noun and needs 的: {activity.word}用的{noun.word}, not "
        f"{activity.word}用{noun.word}.",
    )


def _used_for(clause: tuple[Token, ...], i: int) -> Finding | None:
    """很多用来画画刷子: after a quantity or 是, 用来 + an activity that takes no object + a noun closing the clause
    (用来画画的刷子); 这些刷子用来画画 has its noun first."""
    before, activity, noun = clause[i - 1], clause[i + 1], clause[i + 2]
    counted = before.word in _QUANTITIES or (before.tag.startswith(("m", "q")) and before.word[-1:] in MEASURE_WORDS)
    counted |= before.word in ("是", "有") and i >= 2
    no_object = activity.word in INTRANSITIVE or (activity.word in ACTIVITIES and is_noun(activity.word[1:]))
    if not counted or not no_object or len(activity.word) != 2 or not is_noun(noun.word):
        return None
    said = f"用来{activity.word}"
    return minor_finding(
        clause[i].at,
        noun.end,
        f"What a thing is used for describes the noun and needs 的: {said}的{noun.word}, not {said}{noun.word}.",
    )


# Nouns of where and when that an activity describes (露营的地方, 睡觉的时候): an activity verb takes no object.
_WHERE_WHEN = frozenset("地方 时候 时间 样子".split())


def _place_for(clause: tuple[Token, ...], i: int) -> Finding | None:
    """去露营地方: an activity of two characters that takes no object, then 地方 or 时候 closing the clause or
    before 是/很: 露营的地方, 睡觉的时候."""
    activity = clause[i]
    if i + 1 >= len(clause) or clause[i + 1].word not in _WHERE_WHEN or len(activity.word) != 2:
        return None
    no_object = activity.word in INTRANSITIVE or (activity.word in ACTIVITIES and is_noun(activity.word[1:]))
    if (
        not no_object
        or activity.word in DIRECTIONS
        or not (activity.tag.startswith("v") or activity.word in INTRANSITIVE)
    ):
        return None
    rest = clause[i + 2].word if i + 2 < len(clause) else ""
    if rest and rest not in _SUBJECT_FOLLOWS and rest not in FINAL_PARTICLES:
        return None
    if clause[i + 1].word == "时间" and not rest:
        return None  # 睡觉时间 "bedtime" is a word of its own
    noun = clause[i + 1].word
    return minor_finding(
        activity.at,
        clause[i + 1].end,
        f"A verb that describes a noun needs 的 before it: {activity.word}的{noun}, not {activity.word}{noun}.",
    )


# Verbs of moving or resting that take no object: after one, a person or animal closing the clause is described.
_MOVING = frozenset("游 飞 跑 跳 站 躺 趴 睡 走 爬 游泳 飞翔 休息 睡觉 玩耍 散步 吃草".split())


def _moving_there(clause: tuple[Token, ...], i: int) -> Finding | None:
    """在中间游小天鹅: 在 + a place, a verb of moving or resting, then a person or animal closing the clause: 在中间
    游的小天鹅. Such a verb takes no object, so the noun is what the phrase describes."""
    if clause[i].word != "在" or i + 3 >= len(clause):
        return None
    j = i + 1
    while j < len(clause) and j - i <= 3 and is_place_word(clause[j]) and not is_place_end(clause[j]):
        j += 1
    if j >= len(clause) or not is_place_end(clause[j]) or j + 2 >= len(clause):
        return None
    verb, noun = clause[j + 1], clause[j + 2]
    rest = clause[j + 3].word if j + 3 < len(clause) else ""
    # closing the clause, or the subject of what follows (在树上跳小鸟很可爱)
    subject = rest in ("是", "很", "真", "非常", "特别") or split_degree(rest) is not None
    # an activity of a verb and its object (钓鱼, 唱歌) takes no other object either
    done = verb.word in _MOVING or (verb.word in ACTIVITIES and len(verb.word) == 2 and is_noun(verb.word[1:]))
    if not done or not (clause_end(clause, j + 2) or subject) or not is_creature(noun.word):
        return None
    phrase = text_of(clause, i, j + 1)
    return minor_finding(
        clause[i].at,
        noun.end,
        f"A phrase that describes a noun needs 的 before it: {phrase}的{noun.word}, not {phrase}{noun.word}.",
    )


def _counted_doer(clause: tuple[Token, ...], i: int) -> Finding | None:
    """两头正在吃草牛, 一只张开翅膀小鸟: a number and measure word, then what a person or animal is doing and the
    person or animal closing the clause (正在吃草的牛). After a measure word a verb phrase can only describe the
    noun counted. The verb comes after 正在/在, or is one of two characters with an object of two (看门狗, 卖花姑娘
    are words of their own), and the measure word is the head noun's."""
    counter = clause[i]
    measure = counter.word[-1:]
    # a quantity (很多正在唱歌鸟) counts too, before 正在 only
    amount = counter.word in _QUANTITIES and i + 1 < len(clause) and clause[i + 1].word == "正在"
    if not amount and (
        not counter.tag.startswith("m")
        or measure not in MEASURE_WORDS
        or counter.word[:1] not in NUMERAL_CHARS + "几这那"
    ):
        return None
    last = len(clause) - 1
    while last > i and clause[last].word in FINAL_PARTICLES:
        last -= 1
    head = clause[last]
    kind = head.word[1:] if head.word[:1] in "小大" and len(head.word) > 1 else head.word  # 小鸟 counts as 鸟
    if last - i < 3 or not (head.word in PERSON_NOUNS or is_living(head.word) or is_living(kind)):
        return None
    if not amount and measure != "个" and measure not in measure_words(head.word) | measure_words(kind):
        return None
    between = clause[i + 1 : last]
    first = between[0]
    if _posed(between, measure):
        phrase = "".join(t.word for t in between)
        return minor_finding(
            first.at,
            head.end,
            f"A phrase that describes a noun needs 的 before it: {phrase}的{head.word}, not {phrase}{head.word}.",
        )
    if any(
        t.word in ("的", "和", "跟", "与", "是", "有") or t.tag.startswith(("m", "c", "u", "p")) for t in between[1:]
    ):
        return None
    if first.word in ("正在", "在"):
        verb, obj = between[1], between[2:]
        if not (is_verb(verb) or verb.word in ACTIVITIES or verb.tag.startswith("v")) or is_noun(verb.word):
            return None
    else:
        verb, obj = first, between[1:]
        opened = len(verb.word) == 2 and verb.word[1] in "开起出" and is_word(verb.word)  # 张开, 举起, 伸出
        if not (opened or (verb.tag == "v" and len(verb.word) == 2)) or is_noun(verb.word):
            return None
        if len(obj) != 1 or len(obj[0].word) < 2:
            return None
    if len(obj) > 2 or not all(is_noun(t.word) or t.tag.startswith("n") for t in obj):
        return None
    phrase = "".join(t.word for t in between)
    return minor_finding(
        first.at,
        head.end,
        f"A phrase that describes a noun needs 的 before it: {phrase}的{head.word}, not {phrase}{head.word}.",
    )


def _posed(between: tuple[Token, ...], measure: str) -> bool:
    """一只头朝下站着小鸟: between a measure word and the animal it counts, a verb of moving or resting + 着 (maybe
    after how: 头朝下). Such a verb takes no object, so the animal after it is the one counted, described by the
    phrase (站着的小鸟); between them only how it holds itself, no place or thing (一个大床上躺着小猫 is right)."""
    if len(between) >= 2 and between[-1].word == "着" and between[-2].word in _MOVING:
        how = between[:-2]
    elif between and between[-1].word[-1:] == "着" and between[-1].word[:-1] in _MOVING:
        how = between[:-1]
    else:
        return False
    if len(how) > 3 or any(t.word in ("的", "和", "是", "有", "在") for t in how):
        return False
    # only how the animal holds itself (头朝下), never a place or thing: 一个大床上躺着小猫 is where it lies
    for k, t in enumerate(how):
        toward = k and how[k - 1].word in ("朝", "向", "往")  # 朝 + 下: a direction
        if t.word in BODY_PARTS or t.word in ("朝", "向", "往") or toward:
            continue
        if is_noun(t.word) or t.tag.startswith(("n", "s", "m", "q", "r")) or is_place_end(t):
            return False
    return True


def _place_word_of(token: Token) -> bool:
    """A word of the place in 在 + place + verb: a noun or localiser, not jieba's 拍照片 (the verb itself)."""
    word = token.word
    if word in MADE or word in _SEEN or (word[:1] in MADE and is_noun(word[1:])):
        return False
    return is_noun(word) or token.tag.startswith(("n", "s", "f"))


def text_between(clause: tuple[Token, ...], first: int, verb: Token) -> str:
    """The words from clause[first] up to the verb, as written."""
    return "".join(t.word for t in clause[first:] if t.at < verb.at)


# Two-syllable adjectives that describe, never name a kind: 漂亮花 is 漂亮的花 (红花, 聪明人 are words).
_DESCRIBING = frozenset("漂亮 可爱 美丽 好看 干净 安静 高大 巨大 古老 热闹 舒服 奇怪 有名 难看 明亮 整齐".split())


def _two_syllable_adjective(clause: tuple[Token, ...], i: int) -> Finding | None:
    """可爱狗: a two-syllable adjective straight before a one-syllable noun (可爱的狗)."""
    token = clause[i]
    if token.word not in _DESCRIBING or i + 1 >= len(clause):
        return None
    noun = clause[i + 1]
    if len(noun.word) != 1 or not is_noun(noun.word) or is_word(token.word + noun.word):
        return None
    prior = clause[i - 1] if i else None
    if prior is None or not (prior.tag.startswith(("m", "q")) or prior.word in OBJECT_MARKERS):
        return None  # after a measure word or a verb: 一只可爱狗, 有漂亮花; not 这里很安静风很大
    return minor_finding(
        token.at,
        noun.end,
        f"A two-syllable adjective needs 的 before its noun: {token.word}的{noun.word}, not {token.word}{noun.word}.",
    )


def _degree_adjective_noun(clause: tuple[Token, ...], i: int) -> Finding | None:
    """很漂亮花: a degree adverb, an adjective and a noun with no 的 between."""
    token = clause[i]
    split = split_degree(token.word)
    if split:
        degree, adjective = split
        k = i + 1
    elif token.word in DEGREE and i + 1 < len(clause) and clause[i + 1].word in ADJECTIVES:
        degree, adjective = token.word, clause[i + 1].word
        k = i + 2
    elif token.word in DEGREE and i + 1 < len(clause):
        # jieba keeps an adjective and its noun together (大房子): split it when both halves are sure.
        word = clause[i + 1].word
        head = next(
            (word[:m] for m in (2, 1) if word[:m] in ADJECTIVES and is_noun(word[m:]) and word[m:] not in "地得"), None
        )  # 很旧地衣服: 地 is the particle, not the ground
        # 小心, 粗心 are words of their own; 高山 (tagged a noun) after a measure word is 很高 + 山
        after_measure = i and clause[i - 1].tag.startswith(("m", "q"))
        kept = after_measure and clause[i + 1].tag.startswith("n")
        if not head or (is_word(word) and not is_noun(word) and not is_living(word[len(head) :]) and not kept):
            return None
        if is_word(word) and not is_noun(word) and tag(word) in ("a", "ad", "an", "d", "v"):
            return None  # 轻松 "relaxed" is an adjective of its own, not 轻 + 松 "pine"
        degree, adjective = token.word, head
        return _missing_de(clause, i, degree, adjective, word[len(head) :], i + 1, clause[i + 1])
    else:
        return None
    if (adjective in NOT_MODIFIER and adjective != "特别") or k >= len(clause):
        return None  # 很特别 is an adjective, 特别 alone often "especially"
    noun = clause[k]
    after_measure = i and clause[i - 1].tag.startswith(("m", "q"))  # 一只很大北极熊: a noun jieba tags so
    tagged_noun = noun.tag == "n" or (noun.tag in ("ns", "nr", "nz") and len(noun.word) >= 2)  # 城堡, 金字塔
    body = noun.word in BODY_PARTS  # 有很厚毛: jieba tags 毛 a name
    if not (is_noun_like(noun.word) or body or (after_measure and tagged_noun)) or noun.word in PRONOUNS:
        return None
    return _missing_de(clause, i, degree, adjective, noun.word, k, noun)


def _missing_de(clause, i, degree, adjective, noun, k, noun_token) -> Finding | None:
    if adjective in NOT_MODIFIER and adjective != "特别":
        return None
    # A noun phrase for sure: after a measure word or a verb that takes it, or closing the clause. Otherwise
    # the noun may start a clause of its own (天气很好天空很蓝).
    prior = clause[i - 1] if i else None
    object_position = prior is not None and (
        prior.word in OBJECT_MARKERS or prior.tag.startswith(("q", "m")) or prior.word[-1:] in "个只条张本件朵棵位"
    )
    if not (object_position or clause_end(clause, k)):
        return None
    return minor_finding(
        clause[i].at,
        noun_token.end,
        f"A modifier with {degree} needs 的 before its noun: {degree}{adjective}的{noun}, "
        f"not {degree}{adjective}{noun}.",
    )


def _wearing(clause: tuple[Token, ...], i: int) -> Finding | None:
    """穿红衣服女孩: 穿/戴/拿 + what is worn or held + the person, with no 的 before the person."""
    start, j = i, i + 1
    joined = clause[i].word not in _WEARING  # jieba's 戴帽子
    if j < len(clause) and clause[j].word == "着" and not clause[i].word.endswith("着"):
        i, j = i + 1, j + 1  # 拿 + 着 as jieba cuts it
    while j < len(clause) and j - i <= 3 and clause[j].word not in PERSON_NOUNS:
        if not (_nounish(clause[j].word) or clause[j].word in ADJECTIVES or clause[j].word.endswith("色")):
            return None
        j += 1
    if j >= len(clause) or clause[j].word not in PERSON_NOUNS:
        return None
    if not (joined and j == i + 1) and (j == i + 1 or not _nounish(clause[j - 1].word)):
        return None
    phrase = "".join(t.word for t in clause[start:j])
    person = clause[j].word
    return minor_finding(
        clause[start].at,
        clause[j].end,
        f"A phrase that describes a noun needs 的 before it: {phrase}的{person}, not {phrase}{person}.",
    )


# Places beside someone that a noun after them is described by (他旁边的人).
_BESIDE = frozenset("旁边 前面 后面 左边 右边 对面 身后 后边 前边".split())  # not 身边人, a word


def _beside(clause: tuple[Token, ...], i: int) -> Finding | None:
    """他旁边人拿着一个乐器: a pronoun opening the clause, a place beside it and a person or animal, then what they do.
    Where the person or animal is the subject of a verb, the place describes it: 他旁边的人 (我前面人很多, where
    many is said of the place, has no verb after the noun)."""
    if i or clause[i].word not in PERSONAL or i + 3 >= len(clause) or clause[i + 1].word not in _BESIDE:
        return None
    noun, verb = clause[i + 2], clause[i + 3]
    if not (noun.word in PERSON_NOUNS or is_creature(noun.word)) or not verb.tag.startswith("v"):
        return None
    if verb.word in ("是", "有", "在", "像") or is_noun(verb.word):
        return None
    phrase = clause[i].word + clause[i + 1].word
    return minor_finding(
        clause[i].at,
        noun.end,
        f"A place that describes a noun needs 的 before it: {phrase}的{noun.word}, not {phrase}{noun.word}.",
    )


# Verbs of liking and perceiving: their object is one thing, never a person and a second object (送他们礼物).
_LIKING = frozenset("喜欢 爱 爱听 爱看 喜爱 讨厌 听 听到 听见 看 看到 看见 见过 记得 欣赏 羡慕".split())
# Nouns a pronoun owns without 的: a group it belongs to (我们学校, 他们班, 我家, 我国).
_BELONGING = frozenset("家 国 班 学校 公司 村 城市 国家 家乡 老家 单位 学院 大学 小区 组 队 年级 宿舍".split())


def _owned_object(clause: tuple[Token, ...], i: int) -> Finding | None:
    """我很喜欢他们音乐, 这些都是我姐姐杯子: after a verb of liking or perceiving, or 是 after 这/那, a pronoun (and a
    person of the family: 我姐姐) + a thing closing the clause is the thing's owner and needs 的 (他们的音乐, 我姐姐的
    杯子). Never a person (我们老师, 我妈妈), a group or place one belongs to (我们学校, 我家, 我们房间), a word that
    is a verb too (看他们表演), nor after a verb with two objects (送他们礼物, 教他们音乐)."""
    verb = clause[i]
    shown = verb.word == "是" and any(t.word in _THIS for t in clause[:i])  # 这些都是: what is shown, named
    if verb.word not in _LIKING and not shown:
        return None
    if i + 1 < len(clause) and clause[i + 1].word == "了":
        i += 1  # 我看到了他们房子
    kin = i + 3 < len(clause) and clause[i + 2].word in PERSON_NOUNS  # 我姐姐 + 杯子
    last = i + 3 if kin else i + 2
    if last >= len(clause) or not clause_end(clause, last):
        return None
    owner, noun = clause[i + 1], clause[last]
    if owner.word not in PERSONAL or owner.word in ("大家", "谁"):
        return None
    word = noun.word
    if not is_noun(word) or noun.tag != "n" or tag(word) != "n" or len(word) < 2:
        return None
    if word in PERSON_NOUNS or is_person(word) or word in _BELONGING or word in BODY_PARTS:
        return None  # 我爱我们老师, 我喜欢我们学校; 他看我眼睛 "looks me in the eye"
    if shown and measure_words(word) & _ROOMS:
        return None  # 这是我们房间: a place one lives in, shown as 我家 is
    said = text_of(clause, i + 1, last - 1)
    return minor_finding(
        owner.at,
        noun.end,
        f"A pronoun that owns a thing needs 的 before it: {said}的{word}, not {said}{word}.",
    )


# Measure words of buildings and rooms: a pronoun names where it lives or works without 的 (我们房间).
_ROOMS = frozenset("间 所 座 栋 幢 家 套".split())


def _paired_doubled(clause: tuple[Token, ...], i: int) -> Finding | None:
    """大大小小水珠: a doubled pair of adjectives (AABB) before a noun takes 的 (大大小小的水珠, 干干净净的衣服).
    Before a verb it describes how (高高兴兴回家, 干干净净地), so only a noun for sure, with no aspect after it."""
    word = clause[i].word
    if len(word) != 4 or word[0] != word[1] or word[2] != word[3] or i + 1 >= len(clause):
        return None
    if not (clause[i].tag == "z" or word[0] in _BOTH and word[2] in _BOTH):  # jieba's state words: 高高低低
        return None
    noun = clause[i + 1]
    if not (is_noun(noun.word) or noun.tag == "n") or tag(noun.word).startswith(("v", "a", "d")) or noun.word == "地":
        return None
    if i + 2 < len(clause) and clause[i + 2].word in ("了", "着", "过"):
        return None
    return minor_finding(
        clause[i].at,
        noun.end,
        f"A doubled adjective needs 的 before its noun: {word}的{noun.word}, not {word}{noun.word}.",
    )


# Verbs whose object is a thing for sure, never an event (喝咖啡; 看妈妈做饭, 帮妈妈做饭 are right).
_USING = frozenset("喝 吃 穿 戴 读 喝过 吃过 穿过 戴过".split())  # not 用: 用面粉做面包
_COOKED = MADE | frozenset("煮 烤 炒 泡 包 烧 做过 买过".split()) - frozenset("给 送 带 寄".split())


def _made_for_use(clause: tuple[Token, ...], i: int) -> Finding | None:
    """喝妈妈煮咖啡: a verb that takes a thing (喝, 吃, 穿), then a person + a verb of making + a noun closing the
    clause: what the person made, 妈妈煮的咖啡. Such a verb takes no clause as its object."""
    verb = clause[i]
    if verb.word not in _USING:
        return None
    if i + 2 >= len(clause):
        return None
    person, made = clause[i + 1], clause[i + 2]
    if not (person.word in PERSON_NOUNS or person.word in PERSONAL):
        return None
    if clause_end(clause, i + 2) and made.word[:1] in _COOKED and len(made.word) == 2 and is_noun(made.word[1:]):
        made, noun = Token(made.at, made.word[:1], "v"), Token(made.at + 1, made.word[1:], "n")  # jieba's 做菜
    elif i + 3 < len(clause) and clause_end(clause, i + 3) and made.word in _COOKED:
        noun = clause[i + 3]
    else:
        return None
    if not is_noun(noun.word) or tag(noun.word).startswith(("v", "a", "d")):
        return None
    return _made_finding(person, made.word, noun)


def _made_finding(maker: Token, verb: str, thing: Token) -> Finding:
    """妈妈煮咖啡 -> 妈妈煮的咖啡: who made it and how describe the thing."""
    phrase = maker.word + verb
    return minor_finding(
        maker.at,
        thing.end,
        f"What someone made describes the noun and needs 的: {phrase}的{thing.word}, not {phrase}{thing.word}.",
    )
