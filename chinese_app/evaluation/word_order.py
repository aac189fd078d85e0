"""Rules for the reference's words in another order: allowed (明天我去 / 我明天去, a topic up front), a slip
(妈妈做饭在家), or another meaning (他给我 / 我给他, 早上...晚上 swapped)."""

from __future__ import annotations

import itertools
import re
from collections import Counter

from chinese_app.chinese import thesaurus
from chinese_app.evaluation import lexicon, roles
from chinese_app.evaluation.compare import CLAUSE_BREAK, Alignment, TimeMove, is_nominal, normalise, split_words, tag
from chinese_app.evaluation.issues import Context, Issue, Weight, is_noun, quoted
from chinese_app.evaluation.words import opposite_character, with_gloss

_LONGEST_FOR_BLOCKS = 14  # words: finding a moved block tries every block and place (cubic)


def _swap(ref: tuple[str, ...], att: tuple[str, ...]) -> tuple[int, int] | None:
    """(i, j) if the attempt is the reference with the words at i and j exchanged."""
    if len(ref) != len(att):
        return None
    diff = [k for k in range(len(ref)) if ref[k] != att[k]]
    if len(diff) == 2 and ref[diff[0]] == att[diff[1]] and ref[diff[1]] == att[diff[0]]:
        return diff[0], diff[1]
    return None


# Words after a surname that name a person by it (王老师, 李先生).
_TITLES = frozenset("老师 先生 太太 小姐 女士 同学 经理 阿姨 叔叔 师傅 大夫 医生".split())


def _names_someone(words: tuple[str, ...] | list[str], k: int) -> bool:
    """Is words[k] a noun or pronoun, or the character of a name jieba leaves apart (明 in 小 明, 王 in 王 老师)?"""
    word = words[k]
    if word in lexicon.TIME_GROUP or word in lexicon.TIME_WORDS:
        return False  # 每天我 for 我每天: a time moves freely
    if is_nominal(word) or _counted_person(word) or (len(word) > 2 and is_nominal(word[-2:])):
        return True  # 发展中国家, 发达国家: a phrase jieba keeps whole, named by the noun it ends in
    after_prefix = k > 0 and words[k - 1] in ("小", "老")
    before_title = k + 1 < len(words) and words[k + 1] in _TITLES
    return len(word) == 1 and (after_prefix or before_title)


def names_swapped(ref: tuple[str, ...] | list[str], att: tuple[str, ...] | list[str]) -> bool:
    """Is the attempt the reference with two words that name someone or something exchanged (小红送给小明 for
    小明送给小红, 李老师告诉王老师 for 王老师告诉李老师)?"""
    swap = _swap(tuple(ref), tuple(att))
    if swap is None or all(w in lexicon.JOINING for w in ref[swap[0] + 1 : swap[1]]):
        return False  # 香蕉和苹果 for 苹果和香蕉: a list in another order
    return all(_names_someone(ref, k) for k in swap)


def _moved_block(ref: tuple[str, ...], att: tuple[str, ...]) -> tuple[int, int, int] | None:
    """(start, end, new place) if the attempt is the reference with ref[start:end] moved elsewhere."""
    for start in range(len(ref)):
        for end in range(start + 1, len(ref) + 1):
            rest = ref[:start] + ref[end:]
            for place in range(len(rest) + 1):
                if place != start and rest[:place] + ref[start:end] + rest[place:] == att:
                    return start, end, place
    return None


_QUALITY_THAN = re.compile(r"[高低多少大小长短早晚快慢强弱好差]于")
# Words whose two sides are the two things compared (比, 不如, 超过); a quality with 于 is one too (高于, 少于).
_COMPARING = frozenset("比 不如 超过 胜过 赶不上 比不上".split())


def compares(words: tuple[str, ...]) -> bool:
    """Does a word of these set two sides beside each other: 比, 不如, or a quality with 于 (高于, 少于: "higher
    than", "less than")?"""
    return any(w in _COMPARING or (w.endswith("于") and len(w) == 2) for w in words)


def bi_characters_exchanged(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Do the two characters on either side of 比 change places, whatever the words around them (旧款比新款 for
    新款比旧款, where jieba cuts 旧 + 款 on one side only)? Each side of the attempt shares more characters with the
    reference's other side than with its own."""
    ours, theirs = "".join(ref), "".join(att)
    if ours.count("比") != 1 or theirs.count("比") != 1:
        return False
    (our_left, our_right), (left, right) = (_beside(ours), _beside(theirs))
    shared = lambda a, b: len(set(a) & set(b))  # noqa: E731 - a one-line measure
    return shared(left, our_right) > shared(left, our_left) and shared(right, our_left) > shared(right, our_right)


def _beside(text: str) -> tuple[str, str]:
    at = text.index("比")
    return text[max(0, at - 2) : at], text[at + 1 : at + 3]


def sides_exchanged(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Are two words exchanged across the word that compares them?"""
    swap = _swap(ref, att)
    return bool(swap) and compares(ref[min(swap) : max(swap)])


def roles_reversed(reference: str) -> Issue:
    """The issue of a subject and an object that changed places."""
    than = _QUALITY_THAN.search(reference)
    if "比" in split_words(normalise(reference)) or than:  # the word 比, not 比 of 比赛
        marker = "比" if "比" in split_words(normalise(reference)) else than[0]
        message = f"The comparison is the wrong way round: what comes before {marker} is the one compared. {reference}"
    elif "不如" in reference:
        message = f"The comparison is the wrong way round: what comes before 不如 falls short of the other. {reference}"
    else:
        message = f"Who does what is reversed: the sentence is {reference}"
    return Issue(Weight.MEANING, "roles_reversed", message, 0.5)


def _sides_of_is(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Is the attempt the reference's A 是 B said B 是 A, with no negation, question or adverb about either side
    (她的生日是下周二 / 下周二是她的生日)?"""
    if ref.count("是") != 1 or att.count("是") != 1:
        return False
    at = ref.index("是")
    first, second = ref[:at], ref[at + 1 :]
    plain = all(not lexicon.is_negation(w) and w not in lexicon.QUESTION_WORDS for w in ref)
    return plain and bool(first) and bool(second) and att == (*second, "是", *first)


def _object_at_either_end(first: tuple[str, ...], last: tuple[str, ...]) -> str:
    """The noun, when one side opens its last clause with it as the topic and the other says it last, after its
    verb, the rest in the same order (考试他通不过 / 他通不过考试; 否则考试通不过 / 就通不过考试): no person, which
    would be the other role."""
    same = next((k for k, (x, y) in enumerate(zip(first, last, strict=False)) if x != y), 0)
    first, last = first[same:], last[same:]
    noun = first[0] if first else ""
    # the noun and its verb alone only where the verb says "can" or "cannot" (考试通不过): 狗叫 / 叫狗 are two acts
    potential = len(first) == 2 and len(first[-1]) == 3 and first[-1][1] in "不得"
    if (len(first) < 3 and not potential) or not (is_nominal(noun) or is_noun(noun)) or noun in lexicon.PRONOUNS:
        return ""
    acting = tag(first[-1]).startswith(("v", "c", "d")) or potential  # jieba tags 通不过 an idiom
    return noun if last == (*first[1:], noun) and acting else ""


def reorder_issue(ref: tuple[str, ...], att: tuple[str, ...], ctx: Context) -> Issue:
    """The attempt has exactly the reference's words, in another order."""
    if _sides_of_is(ref, att):  # 下周二是她的生日 for 她的生日是下周二: who or what is which, said from either end
        return Issue(Weight.FINE, "word_order", "The two sides of 是 may stand either way round.")
    swap = _swap(ref, att)
    between = sides_exchanged(ref, att)
    if swap and all(ref[k] in lexicon.TIME_GROUP for k in swap) and "比" not in ref:
        if between:
            return roles_reversed(ctx.reference)  # 去年的利润不如今年 for 今年的利润不如去年: the sides of 不如
        first, second = (ref[k] for k in swap)
        message = f"The times are swapped: the sentence has {with_gloss(first, ctx.english)} first, then {second}."
        return Issue(Weight.MEANING, "time", message, 1.0)
    # two words exchanged across 比 are its two sides (去年的比今年高 for 今年的比去年高, 北方的夏天比南方长 for
    # 南方的夏天比北方长): compared the wrong way round, whatever kind of word jieba makes them
    compared = between
    asked = asked_topic(ref, att)
    if asked:  # 他住在哪儿，我不知道 / 我们还没决定生日聚会在哪儿办: a question put first as the topic
        return Issue(Weight.FINE, "word_order", asked)
    if acts_exchanged(ref, att):  # 他打篮球以后常常跟同学下课 for 他下课以后常常跟同学打篮球
        message = f"The two acts are the other way round: the sentence is {ctx.reference}"
        return Issue(Weight.MEANING, "roles_reversed", message, 0.5)
    heads_kept = bool(swap) and _describers_swapped(ref, *swap)
    if (
        (swap and (compared or names_swapped(ref, att) or heads_kept))
        or crossed_roles(ref, att)
        or bi_sides_exchanged(ref, att)
    ):
        return roles_reversed(ctx.reference)
    topic = _fronted_topic(ref, att)
    if topic is not None:
        return Issue(Weight.FINE, "word_order", f"{''.join(topic)} may open the sentence as its topic.")
    topic = _topic_before_subject(ref, att) or _topic_before_subject(att, ref)
    if topic:
        return Issue(Weight.FINE, "word_order", f"{topic} may come before or after the one who acts.")
    if place := _place_around_please(ref, att) or _place_around_please(att, ref):
        return Issue(Weight.FINE, "word_order", f"{place} may come before or after 请.")
    block = _moved_block(ref, att) if len(ref) <= _LONGEST_FOR_BLOCKS else None
    if block:
        start, end, place = block
        moved, last = ref[start:end], len(ref) - (end - start)
        # A topic (这本书我读了) may open the sentence or stand after the verb as its object.
        topic = moved[0] in ("这", "那") or all(is_nominal(w) for w in moved)
        if topic and "谁" in ref and any(w in lexicon.PERSONAL_PRONOUNS for w in moved):
            return roles_reversed(ctx.reference)  # 今天谁也不想见他 for 他今天谁也不想见: 谁 is the other one now
        if topic and last > 0 and {start, place} == {0, last}:
            return Issue(Weight.FINE, "word_order", f"{''.join(moved)} may open the sentence or follow the verb.")
        if moved == ("了",):
            return moved_words_issue(moved, ctx)  # after the verb or closing the clause, perhaps both right
    if (noun := _object_at_either_end(ref, att)) or (noun := _object_at_either_end(att, ref)):
        # 他通不过考试 for 考试他通不过 (jieba cuts 通不过 as 通 + 不过 "but"): the thing first, or after its verb
        return Issue(Weight.FINE, "word_order", f"{noun} may open the sentence or follow the verb.")
    topic_phrase = _topic_of_clause(ref, att, ctx.reference)
    if topic_phrase:
        return Issue(Weight.FINE, "word_order", f"{''.join(topic_phrase)} may open its clause as the topic.")
    if _phrases_exchanged(ref, att):
        return roles_reversed(ctx.reference)  # 年轻一代正在影响父母 / 父母正在影响年轻一代
    if swap and swap[1] == swap[0] + 1 and _negation_beside_adverb(ref[swap[0]], ref[swap[1]]):
        # 我不也知道 for 我也不知道, 我没从来去过 for 我从来没去过: the adverb goes before the negation, a slip
        said, ours = "".join(att[swap[0] : swap[1] + 1]), "".join(ref[swap[0] : swap[1] + 1])
        return Issue(Weight.SLIP, "word_order", f"Word order: {ours}, not {quoted(said)}: {ctx.reference}")
    if (act := _worth_doing(ref, att)) or (act := _worth_doing(att, ref)):
        return Issue(
            Weight.FINE, "word_order", f"{act} may open the sentence or follow 值得: both say whether it is worth it."
        )
    if potential := cannot_reach(ref, att):
        return potential_split(potential)  # 我不看清楚 for 我看不清楚: the 不 of "cannot" before the verb
    if _negated(ref) - _negated(att):
        return _negation_turned(ctx)  # 他不喜欢喝茶，喜欢喝咖啡 / 他喜欢喝茶，不喜欢喝咖啡: the same words
    if described_otherwise(list(ref), list(att)):
        # 黑衬衫和白裤子 for 白衬衫和黑裤子: the same words, each noun with another number or quality
        message = f"The same words, but the numbers or qualities go with other things: {ctx.reference}"
        return Issue(Weight.MEANING, "wrong_word", message, 1.0)
    around = _around_subject(ref, att)
    if around:
        return Issue(Weight.FINE, "word_order", f"{''.join(around)} may come before or after the subject.")
    if pair := _phrases_swapped(ref, att):
        # 跟朋友在网上聊天 for 在网上跟朋友聊天: where and with whom, in either order
        return Issue(Weight.FINE, "word_order", f"{pair[0]} and {pair[1]} may come in either order.")
    lo = next(k for k in range(len(ref)) if ref[k] != att[k])
    hi = next(k for k in range(len(ref) - 1, -1, -1) if ref[k] != att[k])
    said, wrote = "".join(ref[lo : hi + 1]), "".join(att[lo : hi + 1])
    if adverb := _adverb_around_phrase(ref[lo : hi + 1], att[lo : hi + 1]):
        # 他在这里已经工作五年了 for 他已经在这里工作五年了: either is right
        return Issue(Weight.FINE, "word_order", f"{adverb} may come before or after {said.replace(adverb, '')}.")
    if _CAUSE_AND_EFFECT & set(ref[lo : hi + 1]):  # 因为他没去上班，所以生病了: the same words, the other cause
        message = f"Cause and effect are turned round: {said}, not {quoted(wrote)}. In Chinese: {ctx.reference}"
        return Issue(Weight.MEANING, "roles_reversed", message, 1.0)
    return Issue(Weight.SLIP, "word_order", f"Word order: {said}, not {quoted(wrote)}.")


# Words that join a cause to what it brings about: the clauses on either side of them cannot trade places.
_CAUSE_AND_EFFECT = frozenset("所以 因此 因为 由于 于是 因而 以致 导致".split())


def described_otherwise(ref: list[str], att: list[str]) -> bool:
    """Do the same nouns have other numbers or qualities before them (一个哥哥和两个妹妹 for 两个哥哥和一个妹妹,
    黑衬衫和白裤子 for 白衬衫和黑裤子)?"""
    ref_phrases, att_phrases = _described(ref), _described(att)
    same_nouns = sorted(n for _, n in ref_phrases) == sorted(n for _, n in att_phrases)
    # the same descriptions, given to other nouns (a description said or left out is the word rules' to judge)
    same_descriptions = sorted(d for d, _ in ref_phrases if d) == sorted(d for d, _ in att_phrases if d)
    return same_nouns and same_descriptions and sorted(ref_phrases) != sorted(att_phrases)


def _described(words: list[str]) -> list[tuple[tuple[str, ...], str]]:
    """Each noun with the adjective right before it (白 衬衫; not the result of a verb: 洗 好 衣服) and the number
    and measure word before that (两 个 哥哥; not a count of the act: 看 了 一 遍)."""
    out = []
    for j, word in enumerate(words):
        if not roles.is_noun(word):
            continue
        k = j
        if k and tag(words[k - 1]).startswith(("a", "b")) and not (k > 1 and _result_of(words[k - 2])):
            k -= 1
        if k > 1 and words[k - 1] in lexicon.MEASURE_WORDS and lexicon.is_numeral(words[k - 2]):
            k -= 0 if words[k - 1] in roles.VERBAL_MEASURES else 2
        out.append((tuple(words[k:j]), word))
    return out


def _result_of(word: str) -> bool:
    """Is the word a verb an adjective after it may be the result of (洗 in 洗 好 衣服)? Not one that says its aspect
    (穿着 白 衬衫, 买了 新 衣服): the adjective after it describes the noun."""
    return tag(word).startswith("v") and not word.endswith(("着", "了", "过"))


def _describers_swapped(ref: tuple[str, ...], i: int, j: int) -> bool:
    """Are the two words exchanged the describing words of two nouns of one head on either side of a verb (主任
    医生 … 指导 … 实习 医生) or of 被 / 把: two people exchanged, whatever kind of word jieba makes the describing
    ones?"""
    head = ref[i + 1] if i + 1 < len(ref) else ""
    between = ref[i + 2 : j]
    # a verb between them, or 被 / 把, which put the doer and the one done to on either side (小公司被大公司收购了)
    parted = any(map(_acts, between)) or bool({"被", "把"} & set(between))
    return bool(head) and j + 1 < len(ref) and ref[j + 1] == head and is_nominal(head) and parted


def _acts(word: str) -> bool:
    """A verb, by jieba's tag or by the first sense CC-CEDICT gives (指导 "to guide", which jieba tags a noun)."""
    return tag(word).startswith("v") or roles.verb_first(word)


_BEFORE_BI = frozenset("已经 现在 也 都 还 确实 显然 明显 一直 总是 往往 通常 越来越".split())


def bi_sides_exchanged(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Do the two sides of 比 change places, phrases of any length (真相比假新闻 for 假新闻比真相), one side maybe
    said more fully (以前那个经理比新经理严格 for 新经理比以前那个严格), with the same words of comparison after?"""
    for marker in ("比", "不如"):  # 坐地铁不如开车快 for 开车不如坐地铁快: the sides of 不如 likewise
        if ref.count(marker) == 1 and att.count(marker) == 1:
            # the words both begin with alike may be no side of it (在自然资源方面，这个地区比周边地区丰富)
            same = next((k for k, (a, b) in enumerate(zip(ref, att, strict=False)) if a != b), 0)
            same = min(same, ref.index(marker), att.index(marker))
            return any(
                _bi_turned(ref[k:], att[k:], marker) or _bi_turned(att[k:], ref[k:], marker) for k in range(same + 1)
            )
    return False


def _bi_turned(ref: tuple[str, ...], att: tuple[str, ...], marker: str = "比") -> bool:
    i, j = ref.index(marker), att.index(marker)
    # an adverb before 比 is no part of the first side (网购已经比实体店购物更受欢迎)
    while i > 1 and ref[i - 1] in _BEFORE_BI and j > 1 and att[j - 1] == ref[i - 1]:
        ref, att = ref[: i - 1] + ref[i:], att[: j - 1] + att[j:]
        i, j = i - 1, j - 1
    ref_first, att_first = "".join(ref[:i]), "".join(att[:j])
    ref_rest, att_rest = "".join(ref[i + 1 :]), "".join(att[j + 1 :])
    if not ref_first or not att_first or att_first == ref_first or not att_rest.startswith(ref_first):
        return False
    said = att_rest[len(ref_first) :]  # what is said of the comparison (严格得多)
    if not said or not ref_rest.endswith(said):
        return False
    ref_second = ref_rest[: len(ref_rest) - len(said)]
    return bool(ref_second) and (att_first.startswith(ref_second) or ref_second.startswith(att_first))


def _nounish(word: str) -> bool:
    """A word that may make a topic: a noun or pronoun, one CC-CEDICT counts, or a verbal noun (比赛 in 足球比赛)."""
    return is_nominal(word) or roles.is_noun(word) or tag(word) == "vn"


# Verbs whose object may be a question (不知道他住在哪儿, 还没决定在哪儿办): the question may be put first as the topic.
_ASKING_TAKERS = frozenset(
    "知道 决定 清楚 确定 记得 想好 考虑 商量 讨论 明白 了解 告诉 问 说 发现 忘 忘了 在乎".split()
)


def asked_topic(ref: tuple[str, ...], att: tuple[str, ...]) -> str:
    """The note on a question, the object of a verb of knowing or deciding, that the attempt puts first as the
    topic: whole, before the clause that asks it (生日聚会在哪儿办，我们还没决定 for 我们还没决定在哪儿办生日聚会), or
    the thing it asks about, first within it (我们还没决定生日聚会在哪儿办); else ""."""
    for k in range(1, len(att)):
        main, question = att[k:], att[:k]
        if main[-1] in _ASKING_TAKERS and (main + question == ref or _asked_thing_first(ref, main + question)):
            return f"{''.join(question)} may open the sentence as its topic."
    thing_ = _asked_thing_first(ref, att)
    return f"{''.join(thing_)} may open the question it is in as its topic." if thing_ else ""


def _asked_thing_first(ref: tuple[str, ...], att: tuple[str, ...]) -> tuple[str, ...]:
    """The thing the reference's asked object ends with (在哪儿办 生日聚会), put first within it; else ()."""
    for p in range(len(ref) - 2):
        if ref[p] not in _ASKING_TAKERS or not lexicon.QUESTION_WORDS & set(ref[p + 1 :]):
            continue
        question = ref[p + 1 :]
        for start in range(1, len(question)):
            thing_ = question[start:]
            if (
                is_nominal(thing_[-1])
                and not lexicon.QUESTION_WORDS & set(thing_)
                and att == (ref[: p + 1] + thing_ + question[:start])
            ):
                return thing_
    return ()


def _topic_of_clause(ref: tuple[str, ...], att: tuple[str, ...], reference: str) -> tuple[str, ...]:
    """The object that ends a clause of the reference (its closing particles aside), if the attempt puts it first in its
    clause, before the subject (不好意思，辣的我不吃 for 不好意思，我不吃辣的; 明天的票我已经买好了 for 我已经买好明天的
    票了); else (). A noun phrase (辣的, 明天的票) put first as the topic, the subject still before the verb: the
    same meaning, as a teacher says of 这本书我读了."""
    starts = sorted(_clause_starts(reference, len(ref)))
    for place, next_place in zip(starts, [*starts[1:], len(ref)], strict=True):
        end = next_place  # the object ends its clause (不好意思，辣的我不吃; 辣的我不吃，吃不惯)
        while end > place and ref[end - 1] in _CLOSING:
            end -= 1
        for start in range(place + 1, end):
            moved = ref[start:end]
            if att != ref[:place] + moved + ref[place:start] + ref[end:]:
                continue
            noun_phrase = is_nominal(moved[-1]) or (moved[-1] == "的" and len(moved) > 1)  # 辣的: "spicy things"
            lone_pronoun = len(moved) == 1 and moved[0] in lexicon.PRONOUNS  # 他我打了: no topic
            # with no subject after it, the noun put first is the one who acts (新员工表扬了经理)
            if noun_phrase and not lone_pronoun and is_nominal(ref[place]):
                return moved
    return ()


_CLOSING = frozenset("了 吗 呢 吧 啊 呀 嘛".split())  # particles that close a sentence, after its object


def _clause_starts(reference: str, words: int) -> frozenset[int]:
    """The places of the reference's words where a clause starts (0, and after each comma), when its clauses
    cut one by one give its words; else only 0."""
    clauses = [split_words(normalise(c)) for c in CLAUSE_BREAK.split(reference) if normalise(c)]
    starts = [sum(map(len, clauses[:k])) for k in range(len(clauses))]
    return frozenset(starts) if sum(map(len, clauses)) == words else frozenset((0,))


def _phrases_exchanged(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Do the phrase before a verb and the phrase after it change places (年轻一代 正在影响 父母 / 父母 正在影响
    年轻一代), one of them naming someone or something, with no 被 or 把 to turn the sentence round? Who acts
    and who is acted on, in phrases jieba may not tag as nouns (一代)."""
    n = len(ref)
    if n > _LONGEST_FOR_BLOCKS or _TURNING & set(ref):
        return False
    for first in range(1, n):
        for middle in range(first + 1, n):
            verbs = ref[first:middle]
            # 很信任 "trust very much": jieba tags 信任 a noun, but what a degree adverb qualifies acts as a verb
            felt = len(verbs) >= 2 and verbs[-2] in lexicon.DEGREE_ADVERBS
            if not felt and not any(tag(w).startswith("v") for w in verbs):
                continue
            for end in range(middle + 1, n + 1):
                before, after = ref[:first], ref[middle:end]
                named = any(is_nominal(w) for w in before + after)
                if before != after and named and att == after + verbs + before + ref[end:]:
                    return True
    return False


def _around_subject(ref: tuple[str, ...], att: tuple[str, ...]) -> tuple[str, ...]:
    """The phrase that opens one sentence and follows the subject in the other, if that is all that differs and
    the phrase says when, why or for whom (近几年这个城市 / 这个城市近几年, 因为下雨比赛 / 比赛因为下雨): such a
    phrase may come before or after the subject, as a time word may. Else ()."""
    for one, other in ((ref, att), (att, ref)):
        for end in range(1, len(one) - 1):
            phrase, rest = one[:end], one[end:]
            if not _setting(phrase):
                continue
            for k in range(1, len(rest)):
                if not all(_in_subject(w) for w in rest[:k]):
                    break
                if other == rest[:k] + phrase + rest[k:]:
                    return phrase
    return ()


def _phrases_swapped(ref: tuple[str, ...], att: tuple[str, ...]) -> tuple[str, str] | None:
    """Two phrases side by side, each opened by a preposition of place or partner (在网上, 跟朋友), in the other
    order, and perhaps a scene set around the subject as well (晚上我 / 我晚上): the two phrases, else None."""
    starts = [k for k, w in enumerate(ref) if w in _WHERE_AND_WITH]
    if len(starts) < 2:
        return None
    for a, b in itertools.pairwise(starts):
        for end in range(b + 2, len(ref)):  # the second phrase ends before the verb, whatever jieba tags it
            first, second = ref[a:b], ref[b:end]
            if not all(is_nominal(w) or w in _IN_PHRASE for w in first[1:] + second[1:]):
                break
            swapped = ref[:a] + second + first + ref[end:]
            if swapped == att or _around_subject(swapped, att):
                return "".join(first), "".join(second)
    return None


_IN_PHRASE = frozenset("的 这 那 上 里 下 中".split())  # 在网上, 跟我的朋友, 在这家医院
_WHERE_AND_WITH = frozenset("在 跟 和 同 从".split())  # not 给 or 对, whose phrases say to whom


def _in_subject(word: str) -> bool:
    """A word of a subject noun phrase: a noun or pronoun, a verbal noun (比赛, 健康), 这, 个."""
    return is_nominal(word) or tag(word) in ("vn", "an") or word in lexicon.DETERMINERS or word in lexicon.MEASURE_WORDS


def _place_around_please(ref: tuple[str, ...], att: tuple[str, ...]) -> str:
    """The place that opens one request and follows its 请 in the other (在图书馆里，请保持安静 / 请在图书馆里保持
    安静), else ""."""
    if not ref or ref[0] != "在" or "请" not in ref:
        return ""
    k = ref.index("请")
    return "".join(ref[:k]) if att == ("请", *ref[:k], *ref[k + 1 :]) else ""


def _in_noun_phrase(word: str) -> bool:
    """A word of a noun phrase said before the verb: 这, a measure word, a number, a noun (这 道 菜)."""
    return word in lexicon.DETERMINERS or word in lexicon.MEASURE_WORDS or lexicon.is_numeral(word) or is_nominal(word)


def _topic_before_subject(ref: tuple[str, ...], att: tuple[str, ...]) -> str:
    """The thing said before the verb, which one sentence puts after its pronoun subject and the other before it
    (她这道菜做得很好 / 这道菜她做得很好): a thing cannot be the one who acts, so both say the same. Else ""."""
    if not ref or ref[0] not in lexicon.PERSONAL_PRONOUNS:
        return ""
    thing = tuple(itertools.takewhile(_in_noun_phrase, ref[1:]))
    end = 1 + len(thing)
    if not thing or att != thing + ref[:1] + ref[end:] or not is_nominal(thing[-1]):
        return ""
    if any(w in lexicon.PERSONAL_PRONOUNS or thesaurus.filed_under(w, "A") for w in thing):
        return ""  # 我老师 / 老师我: a person may be the one who acts
    return "".join(thing)


def _setting(phrase: tuple[str, ...]) -> bool:
    """Does the phrase set the scene: it opens with a conjunction or a preposition (因为下雨, 对我来说), or says a
    time (近几年, 每天吃完晚饭) or a point of view (一般来说, 在我看来, 说实话)?"""
    time = any(w in lexicon.TIME_GROUP or w.endswith(tuple(lexicon.DURATION_UNITS)) for w in phrase)
    said = "".join(phrase)  # 在我看来, 说实话, 坦白地说
    point_of_view = phrase[-1].endswith(("来说", "看来")) or said in _ASIDES or said.endswith("地说")
    return tag(phrase[0]).startswith(("c", "p", "t")) or time or point_of_view


# Words said aside, of how the speaker speaks (说实话 "to be honest"): before the subject or after it alike.
_ASIDES = frozenset("说实话 老实说 说真的 其实 当然 显然 看来 据说 听说".split())


def _negated(words: tuple[str, ...]) -> Counter[str]:
    """Each negation with the two words after it, what it negates (不喜欢喝茶): the same words that negate others
    say the opposite."""
    return Counter("".join(words[k : k + _reach(words, k)]) for k, w in enumerate(words) if lexicon.is_negation(w))


def _reach(words: tuple[str, ...], k: int) -> int:
    """How many words from the negation at k say what it negates: itself and a quality, which is that quality
    wherever it stands (找工作不容易 / 不容易找到工作), or itself and the two words after it."""
    return 2 if k + 1 < len(words) and tag(words[k + 1]).startswith("a") else 3


def _object_fronted(ref: tuple[str, ...], moved: tuple[str, ...], end: int, place: int) -> bool:
    """The object that ends the sentence put first as its topic, the subject still before the verb (他说的话我
    没听懂, 我的申请经理批准了): the same meaning. A lone pronoun moved up is no topic (他我打了)."""
    rest = ref[: end - len(moved)]
    noun_phrase = _nounish(moved[-1]) or "的" in moved or moved[-1] == "的话"  # 我的申请, 他说的话, 足球比赛
    # 这项预算: what 这 + a measure word counts is a thing, whatever jieba tags it (预算 "v")
    noun_phrase = noun_phrase or (len(moved) > 2 and moved[0] in ("这", "那") and moved[1] in lexicon.MEASURE_WORDS)
    noun_phrase = noun_phrase or (len(moved) > 1 and is_nominal("".join(moved)))  # 电话费, cut 电话 费
    # the subject may be "nobody" or "someone" (还没有人解决, 有人拿走了): 有 / 没有 + 人 opening what is left
    subject = next((w for w in rest if w not in _BEFORE_NOBODY), "")
    nobody = subject in ("有", "没有", "没") and "人" in rest
    if end != len(ref) or place != 0 or not rest or not noun_phrase or not (is_nominal(rest[0]) or nobody):
        return False
    return len(moved) > 1 or moved[0] not in lexicon.PRONOUNS


_BEFORE_NOBODY = frozenset("还 也 都 至今 从来 几乎".split())


def fronted_object(ref: tuple[str, ...] | list[str], att: tuple[str, ...] | list[str]) -> bool:
    """Is the attempt the reference with the noun phrase that ends it put first, as a topic (我没听懂他说的话 /
    他说的话我没听懂)? Its roles read as reversed, but who does what is the same."""
    return _fronted_topic(tuple(ref), tuple(att)) is not None


def _fronted_topic(ref: tuple[str, ...], att: tuple[str, ...]) -> tuple[str, ...] | None:
    """The reference's object that the attempt puts first, if it does. A 了 closing both is set aside
    (我已经看过你发给我的合同了 / 你发给我的合同我已经看过了)."""
    if ref[-1:] == att[-1:] == ("了",) and len(ref) > 2:
        ref, att = ref[:-1], att[:-1]
    return next(
        (
            ref[k:]
            for k in range(1, len(ref))
            if att == ref[k:] + ref[:k] and _object_fronted(ref, ref[k:], len(ref), 0)
        ),
        None,
    )


def time_move_issue(move: TimeMove, ctx: Context) -> Issue:
    """A time phrase in another place: fine at the start or after the subject, a slip after the verb."""
    phrase = "".join(move.phrase)
    if move.after.startswith("到"):  # 到了春天，花都开了
        return Issue(Weight.FINE, "word_order", f"{move.after}{phrase} opens the sentence with when it happens.")
    if move.after.endswith("于"):  # 生于1998年, 出生于1998年
        return Issue(Weight.FINE, "word_order", f"于{phrase} after the verb is how written Chinese puts a date.")
    if move.after:  # 坚持每晚跑步
        return Issue(Weight.FINE, "word_order", f"{phrase} may come before {move.after} or after it, with the act.")
    if move.acceptable:
        return Issue(Weight.FINE, "word_order", f"{phrase} may come before or after the subject.")
    # 他干了一个通宵 / 整个晚上他一言不发: how long, after the verb or opening the sentence
    if phrase in lexicon.WHOLE_SPANS:
        return Issue(Weight.FINE, "word_order", f"{phrase} says how long; it may open the sentence or follow the verb.")
    ours = normalise(ctx.reference)
    if f"了{phrase}" in ours and not ours.endswith("了") and phrase.endswith(tuple(lexicon.DURATION_UNITS)):
        # 住三年了 for 住了三年: how long goes after the verb, and it is 了 that moved
        return Issue(Weight.SLIP, "particle", f"了 goes right after the verb: {ctx.reference}")
    return Issue(Weight.SLIP, "word_order", f"Word order: a time like {phrase} goes before the verb: {ctx.reference}")


def _le_either_place(words: tuple[str, ...], other: tuple[str, ...]) -> bool:
    """Does each 了 the other sentence has not in the same place follow a verb (拿到了签证) or close the sentence
    (拿到签证了), where either is right?"""

    def around(ws: tuple[str, ...], i: int) -> tuple[str, str]:
        return (ws[i - 1] if i else "", ws[i + 1] if i + 1 < len(ws) else "")

    theirs = {around(other, i) for i, w in enumerate(other) if w == "了"}
    moved = [i for i, w in enumerate(words) if w == "了" and around(words, i) not in theirs]
    # closing the clause: last, or before the particle that ends it (签合同了吗); not after an amount (我买三个苹果了
    # says "I'm buying three now", 我等他三个小时了 "I have been waiting three hours": 了 goes after the verb)
    closing = [
        i
        for i in moved
        if all(w in _CLOSING_PARTICLES for w in words[i + 1 :])
        and not any(lexicon.is_numeral(w) or w in lexicon.MANY for w in words[max(i - 3, 0) : i])
    ]
    # after the verb: not in a clause of time (赶到了的时候)
    unfinished = [i for i in moved if words[i + 1 : i + 2] in (("的",), ("时",))]
    # a verb, or the verb of a verb and its object said as one word (下了课: 下课)
    split_verb = {i for i in moved if 0 < i < len(words) - 1 and tag(words[i - 1] + words[i + 1]).startswith("v")}
    after_verb = [
        i for i in moved if i > 0 and (tag(words[i - 1]).startswith("v") or i in split_verb) and i not in unfinished
    ]
    return bool(moved) and all(i in closing or i in after_verb for i in moved)


_CLOSING_PARTICLES = frozenset("吗 呢 吧 啊 呀".split())


def moved_words_issue(words: tuple[str, ...], ctx: Context) -> Issue:
    """Words the attempt has in another place, among other differences."""
    if words == ("了",):
        ref, att = ctx.alignment.ref, ctx.alignment.att
        if _le_either_place(ref, att) and _le_either_place(att, ref):
            # 拿到了签证 / 拿到签证了: after the verb or closing the clause, both right
            return Issue(Weight.FINE, "word_order", "了 may come after the verb or at the end.")
        return Issue(Weight.SLIP, "particle", f"了 goes right after the verb: {ctx.reference}")
    if _ease_moved(words, ctx.alignment.ref, ctx.alignment.att):
        # 找工作不容易 / 不容易找到工作: how hard the act is, said after it or before its verb
        return Issue(Weight.FINE, "word_order", f"{''.join(words)} may come after what is done or before its verb.")
    if words == ("不",) and (potential := cannot_reach(ctx.alignment.ref, ctx.alignment.att)):
        return potential_split(potential)  # 他说的话我不听懂 for 我听不懂: the 不 of "cannot" before the verb
    if any(map(lexicon.is_negation, words)) and _negated(ctx.alignment.ref) - _negated(ctx.alignment.att):
        return _negation_turned(ctx)  # 她喜欢茶，但是不喜欢咖啡 / 她不喜欢茶，可是喜欢咖啡
    if setting := _subject_put_before(words, ctx.alignment.ref, ctx.alignment.att):
        return Issue(Weight.FINE, "word_order", f"{setting} may come before or after the subject.")
    return Issue(Weight.SLIP, "word_order", f"Word order: {''.join(words)} goes elsewhere: {ctx.reference}")


_EASE = frozenset("容易 难 好 方便".split())  # how hard an act is: 不容易找, 找…不容易


def _negation_beside_adverb(first: str, second: str) -> bool:
    """Are the two words such an adverb and a negation beside it (也不, 从来没, 还没), either way round?"""
    pair = {first, second}
    return len(pair & {"不", "没", "没有"}) == 1 and bool(pair & _BEFORE_NEGATION)


# Adverbs that stand before 不 / 没, and after them make no other sense (不都 "not all", 不总是 "not always" and
# 再不 "never again" do, so they are not here)
_BEFORE_NEGATION = frozenset("也 从来 还 并 根本".split())


def _worth_doing(ours: tuple[str, ...], theirs: tuple[str, ...]) -> str:
    """The act that opens ``ours`` and follows the 值得 "worth" that closes it (买这么贵的手机不值得), said after
    值得 in ``theirs`` (这么贵的手机不值得买); else ""."""
    if len(ours) < 3 or ours[-1] != "值得" or not tag(ours[0]).startswith("v"):
        return ""
    return ours[0] if theirs == ours[1:] + ours[:1] else ""


def _ease_moved(words: tuple[str, ...], ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Are the moved words how hard an act is (不容易, 很难), ending one sentence and before a verb in the other?"""
    if not words or words[-1] not in _EASE:
        return False
    if not all(lexicon.is_negation(w) or w in lexicon.DEGREE_ADVERBS for w in words[:-1]):
        return False
    n = len(words)
    for ending, other in ((ref, att), (att, ref)):
        if ending[-n:] == words and words != other[-n:]:
            k = next((i for i in range(len(other) - n + 1) if other[i : i + n] == words), None)
            return k is not None and k + n < len(other) and tag(other[k + n]).startswith("v")
    return False


def _subject_put_before(words: tuple[str, ...], ref: tuple[str, ...], att: tuple[str, ...]) -> str:
    """The phrase that sets the scene and opens the reference, where the attempt says the words that follow it
    (the subject) first: 我们在昨天的会议上详细地讨论了 for 在昨天的会议上，我们详细讨论了; else ""."""
    n = len(words)
    if ref[:n] == words and n < len(att):  # 整个周末我都在家 for 我整个周末都在家: the setting first, then the subject
        k = att.index(words[0]) if words[0] in att else 0
        opening = att[:k]
        if opening and att[k : k + n] == words and ref[n : n + k] == opening and _setting(opening):
            return "".join(opening)
    if att[:n] != words or words[0] not in ref:
        return ""
    k = ref.index(words[0])
    opening = ref[:k]
    if not opening or ref[k : k + n] != words or att[n : n + k] != opening or not _setting(opening):
        return ""
    return "".join(opening)


# Adverbs of time that may stand before a phrase of place or partner or after it (已经在这里工作 / 在这里已经
# 工作), and the prepositions that open such a phrase. Not 也, 都 or 还, whose place says what they are about.
_FREE_ADVERBS = frozenset("已经 一直 曾经 早就 早已 常常 经常 总是".split())
_PHRASE_OPENERS = frozenset("在 从 跟 和 同 对 给 向 往 于".split())


def _adverb_around_phrase(ours: tuple[str, ...], theirs: tuple[str, ...]) -> str:
    """The adverb that one side puts before a phrase opened by a preposition and the other after it (已经 在 这里
    / 在 这里 已经), the phrase the same; else ""."""
    for one, other in ((ours, theirs), (theirs, ours)):
        if len(one) > 1 and one[0] in _FREE_ADVERBS and one[1] in _PHRASE_OPENERS and other == (*one[1:], one[0]):
            return one[0]
    return ""


def cannot_reach(ref: tuple[str, ...], att: tuple[str, ...]) -> str:
    """The reference's verb + 不 + result (听不懂, 看不清楚) that the attempt says with 不 before the verb and its
    result (不听懂, 不看清楚), or ""."""
    ours, theirs = "".join(ref), "".join(att)
    for at in (k for k, ch in enumerate(theirs) if ch == "不"):
        verb = theirs[at + 1 : at + 2]
        for result in _REACHED:
            potential = f"{verb}不{result}"
            if verb and tag(verb).startswith("v") and theirs.startswith(verb + result, at + 1) and potential in ours:
                return potential
    return ""


# Results an act may fail to reach, said with 不 between the verb and them (听不懂, 找不到, 说不出来): longest first.
_REACHED = sorted(
    "懂 到 见 清 清楚 完 动 了 起 出 出来 下 下来 下去 上 上来 上去 开 住 着 好 掉 走 进 进去 回来 起来 过来".split(),
    key=len,
    reverse=True,
)


def potential_split(potential: str) -> Issue:
    """The slip of 不 said before a verb and its result (不听懂) where "cannot" puts it between (听不懂)."""
    message = (
        f"“Cannot” puts 不 between the verb and its result: {potential}, not 「不{potential.replace('不', '', 1)}」."
    )
    return Issue(Weight.SLIP, "word_order", message)


def _negation_turned(ctx: Context) -> Issue:
    message = f"The negation is in another place, which turns the meaning round: {ctx.reference}"
    return Issue(Weight.MEANING, "negation_turned", message, 0.5)


# Words that may stand between the two who act (比, 对, 给) besides verbs; 和 / 跟 also join two as one subject
# (我和他 / 他和我), so they are no pivot. 被 / 把 / 让 / 叫 turn a sentence round without changing who acts.
_PIVOTS = frozenset("比 不如 对 给 向 替 为".split())
_TURNING = frozenset("被 把 将 让 叫".split())


def _holders(words: tuple[str, ...], lo: int, hi: int, heads_only: bool, acts: bool = False) -> Counter[str]:
    """The nouns and pronouns of words[lo:hi], time words set aside (明天我去 / 我明天去). heads_only: not a
    possessor (她 in 她丈夫, 她的邀请) nor the object of 比 / 对 inside a phrase (他 in 比他小的孩子), which
    hold no role of the verb themselves. acts: verbs too, for 比 compares acts as well (打车 in 坐地铁比打车快)."""
    out: Counter[str] = Counter()
    for k in range(lo, hi):
        w = words[k]
        # a person CC-CEDICT counts (教练 "coach", which jieba tags a verbal noun) holds a role as a noun does
        held = is_nominal(w) or _counted_person(w) or (acts and tag(w).startswith("v") and w not in lexicon.MODALS)
        if not held or w in lexicon.TIME_GROUP:
            continue
        following = words[k + 1] if k + 1 < len(words) else ""
        placed = following in lexicon.LOCALISERS and words[k + 2 : k + 3] != ("的",)  # not 市场上的水果
        if placed and not acts and w not in lexicon.PRONOUNS:
            continue  # 聚会 上: a place, which holds no role (聚会上没来什么人 / 没有人来参加聚会)
        if heads_only and (following == "的" or (w in lexicon.PRONOUNS and is_nominal(following))):
            continue
        if heads_only and k > lo and words[k - 1] in _PIVOTS:
            continue
        out[w] += 1
    return out


def acts_exchanged(ref: tuple[str, ...] | list[str], att: tuple[str, ...] | list[str]) -> bool:
    """Are two acts of the reference exchanged, the rest in place (他打篮球以后常常跟同学下课 for 他下课以后常常跟同学
    打篮球): which comes first, and what is done with whom, is another meaning."""
    ref, att = tuple(ref), tuple(att)
    if len(ref) != len(att) or ref == att:
        return False
    start = next(k for k in range(len(ref)) if ref[k] != att[k])
    end = len(ref) - next(k for k in range(len(ref)) if ref[-1 - k] != att[-1 - k])
    middle, theirs = ref[start:end], att[start:end]
    for first in range(1, len(middle)):
        for last in range(1, len(middle) - first + 1):
            a, m, b = middle[:first], middle[first : len(middle) - last], middle[len(middle) - last :]
            if m and theirs == b + m + a and _an_act(a) and _an_act(b):
                return True
    return False


def _an_act(phrase: tuple[str, ...]) -> bool:
    """Is the phrase an act alone: a verb, perhaps with its object (下课, 打 篮球), not a place, a person or a time?"""
    verb = phrase[0]
    if len(phrase) > 2 or verb in lexicon.MODALS or verb in _PLACING or not _acts(verb) or is_nominal(verb):
        return False
    return all(w not in lexicon.PRONOUNS and w not in lexicon.TIME_GROUP for w in phrase)


def _counted_person(word: str) -> bool:
    """A word Cilin files among people that CC-CEDICT counts as a thing (教练 个/位/名)."""
    return thesaurus.filed_under(word, "A") and (roles.is_noun(word) or tag(word) == "vn")


def _crossed(ref: tuple[str, ...], att: tuple[str, ...], i: int, j: int, heads_only: bool) -> bool:
    """Does a noun more often before the pivot (ref[i], att[j]) in the reference stand more often after it in
    the attempt, and another the other way?"""
    acts = ref[i] in ("比", "不如")
    before_ref, after_ref = _holders(ref, 0, i, heads_only, acts), _holders(ref, i + 1, len(ref), heads_only, acts)
    before_att, after_att = _holders(att, 0, j, heads_only, acts), _holders(att, j + 1, len(att), heads_only, acts)
    given = _after_gei(ref) & _after_gei(att)  # 给我推荐 / 推荐给我: whom it is for, before the verb or after it
    forward = any(before_ref[w] > before_att[w] and after_att[w] > after_ref[w] for w in before_ref if w not in given)
    back = any(after_ref[w] > after_att[w] and before_att[w] > before_ref[w] for w in after_ref if w not in given)
    return forward and back


def _after_gei(words: tuple[str, ...]) -> set[str]:
    return {b for a, b in zip(words, words[1:], strict=False) if a == "给"}


def crossed_roles(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Does a noun the reference has before its verb (or 比, 对) stand after it in the attempt, and one after it
    stand before it (她拒绝了李先生的邀请 / 李先生拒绝了她的邀请, 坐地铁比打车快 / 打车比坐地铁快, 他欺负比他小的
    孩子 / 比他小的孩子欺负他, 她对丈夫很体贴 / 她丈夫对她很体贴)? Who holds each noun changed sides: another
    meaning, whatever else the words say. Counted with possessors and with heads only, since either may be
    what moved (她 from doer to owner of the invitation; 丈夫 from receiver to doer, 她 now his owner). A topic
    put first moves one way only (他说的话我没听懂); a word said twice stays on both sides (他工作很忙，但是他).
    With 被 or 把 on both sides once, it is the pivot (小男孩被妈妈骂了 / 妈妈被小男孩骂了)."""
    turning = _TURNING & (set(ref) | set(att))
    if any(ref.count(w) != 1 or att.count(w) != 1 for w in turning):
        return False  # 被 on one side only: the sentence is turned round, not its roles
    for pivot in set(ref) & set(att):
        if ref.count(pivot) != 1 or att.count(pivot) != 1:
            continue
        # with 被 (把) on both sides, who stands on which side of it is who acts (小男孩被妈妈骂 / 妈妈被小男孩骂)
        pivots = turning or _PIVOTS
        if pivot not in pivots and (turning or not (tag(pivot).startswith("v") and pivot not in lexicon.MODALS)):
            continue
        if pivot in _PLACING and any(map(_a_place, ref)):
            continue  # 这个房间住四个人 / 四个人住这间房: a place and who is in it, either way round
        if pivot in roles.EITHER_SIDE:
            continue  # 这份工作不适合我 / 我不适合这份工作: what suits and whom, either way round
        i, j = ref.index(pivot), att.index(pivot)
        if pivot == "比" and (_measured_against(ref, i) or _measured_against(att, j)):
            continue  # 跟我老家比，这里贵: what follows 比 here is what is measured, not the standard
        if pivot == "对" and (_point_of_view(ref, i) or _point_of_view(att, j)):
            continue  # 这个城市对我来说很陌生 for 我对这个城市不熟悉: "for me", no one acted on

        if _crossed(ref, att, i, j, False) or _crossed(ref, att, i, j, True):
            return True
    return False


def _measured_against(words: tuple[str, ...], k: int) -> bool:
    """Is the 比 at k the verb of 跟/和 X 比 "compared with X", whose standard X stands before it?"""
    return any(w in ("跟", "和", "与", "同") for w in words[max(0, k - 4) : k])


def _point_of_view(words: tuple[str, ...], k: int) -> bool:
    """Is the 对 at k that of 对 X 来说 "for X", a point of view rather than whom something is directed at?"""
    return any(w in ("来说", "而言", "来讲") for w in words[k + 1 : k + 4])


# Verbs of being somewhere, said with the place first or the ones in it first (这个房间住四个人, 四个人住这个房间).
_PLACING = frozenset("住 坐 睡 站 躺 放 挂 摆 停 装".split())


def _a_place(word: str) -> bool:
    """A room, a building, a vehicle or a place (Cilin's Bn, Bo, Cb), or a noun and its place word (家里, 车上)."""
    glued = len(word) > 1 and word[-1] in "里上中外" and roles.is_noun(word[:-1])
    return glued or thesaurus.filed_under(word, ("Bn", "Bo", "Cb"))


def acts_turned_round(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Does the attempt say of two nouns what the reference says the other way round, with a verb said more than
    once (他又喜欢学生又喜欢老师 for 学生喜欢他，老师也喜欢他), which crossed_roles, pivoting on a verb said once,
    cannot see? Each verb is read with the nearest noun or pronoun before it and after it."""

    def acts(words: tuple[str, ...]) -> set[tuple[str, str, str]]:
        out = set()
        for i, verb in enumerate(words):
            if not tag(verb).startswith("v") or verb in lexicon.MODALS or words.count(verb) < 2:
                continue
            before = next((words[k] for k in range(i - 1, max(-1, i - 4), -1) if is_nominal(words[k])), "")
            after = next((words[k] for k in range(i + 1, min(len(words), i + 3)) if is_nominal(words[k])), "")
            if before and after and before != after:
                out.add((before, verb, after))
        return out

    ours = acts(ref)
    return any((b, v, a) in ours and (a, v, b) not in ours for a, v, b in acts(att))


def pair_exchanged(ref: tuple[str, ...], att: tuple[str, ...]) -> tuple[str, str] | None:
    """Two opposites or two places that changed places, whatever else changed around them (医生叫他多吃肉，少吃蔬菜
    for 医生让他少吃肉，多吃蔬菜; 从上海到了北京 for 从北京去了上海), or two persons around 从 (他从我这儿借 for
    我从他那儿借): the pair, else None. Not a list in another order (北京和上海)."""
    ref, att = _degree_apart(ref), _degree_apart(att)  # 很快 / 很 慢 as jieba cuts them, alike
    if len(ref) != len(att):
        return None
    diff = [k for k in range(len(ref)) if ref[k] != att[k]]
    for n, first in enumerate(diff):
        for second in diff[n + 1 :]:
            a, b = ref[first], ref[second]
            if att[first] != b or att[second] != a or all(w in lexicon.JOINING for w in ref[first + 1 : second]):
                continue
            # listed opposites only (多 / 少), not words merely listed apart (说 / 听 of a clause put first)
            if frozenset((a, b)) in lexicon.ALL_OPPOSITES or opposite_character(a, b) or tag(a) == tag(b) == "ns":
                return a, b
            if "从" in ref and {a, b} <= lexicon.PERSONAL_PRONOUNS:  # 他从我这儿借 for 我从他那儿借: who from whom
                return a, b
    return None


def _degree_apart(words: tuple[str, ...]) -> tuple[str, ...]:
    """The words with 很 + a quality of one character cut apart (很快 -> 很 快)."""
    out: list[str] = []
    for word in words:
        out.extend(("很", word[1]) if len(word) == 2 and word[0] == "很" and tag(word[1]).startswith("a") else (word,))
    return tuple(out)


def exchanged_roles(alignment: Alignment) -> bool:
    """Two stretches that exchange the same nouns or pronouns (他给我 / 我给他: 他 for 我 and 我 for 他)."""
    pairs = [(r.ref, r.att) for r in alignment.regions if r.ref and r.att]
    return any((b, a) in pairs and a != b and all(is_nominal(w) for w in a + b) for a, b in pairs)


__all__ = [
    "acts_exchanged",
    "acts_turned_round",
    "asked_topic",
    "bi_sides_exchanged",
    "compares",
    "sides_exchanged",
    "crossed_roles",
    "exchanged_roles",
    "pair_exchanged",
    "fronted_object",
    "moved_words_issue",
    "reorder_issue",
    "roles_reversed",
    "time_move_issue",
]


# Acts said with an object of their own (睡觉 = 睡 + 觉) that last or come round: how long or how often follows the
# verb alone (睡了八个小时) or the act said twice (睡觉睡了八个小时), never the act whole (睡觉了八个小时).
_ACT_AND_OBJECT = "睡觉 游泳 散步 聊天 洗澡 见面 吵架 帮忙 请假 理发 握手 鞠躬 跳舞 唱歌 上课 开会 出差"
_COUNT_AFTER_WHOLE = re.compile(
    rf"(?P<act>{'|'.join(_ACT_AND_OBJECT.split())})了"
    rf"(?P<count>{lexicon.HOW_LONG_OR_OFTEN})"
)


def count_after_whole_act(reference: str, attempt: str) -> Issue | None:
    """A slip where the attempt says how long or how often after an act said with its own object (睡觉了八个小时,
    见面了三次), and the reference does not."""
    found = _COUNT_AFTER_WHOLE.search(normalise(attempt))
    if found is None or _COUNT_AFTER_WHOLE.search(normalise(reference)):
        return None
    act, count = found["act"], found["count"]
    verb, thing = act[0], act[1:]
    message = (
        f"{act} is {verb} with its object {thing}: how long or how often goes between them ({verb}了{count}{thing})."
    )
    return Issue(Weight.SLIP, "word_order", f"{message} {reference}")


# 没 + a verb + 得 + its result (没找得到): 没 takes the plain result (没找到), 得 says one can (找得到)
_NOT_BUT_CAN = re.compile(r"没有?(?P<verb>[\u4e00-\u9fff])得(?P<result>到|见|完|懂|了|动|着|起|上|下|出|开)")


def could_after_not(reference: str, attempt: str) -> Issue | None:
    """A slip where the attempt says 没 + verb + 得 + result, and the reference does not."""
    found = _NOT_BUT_CAN.search(normalise(attempt))
    if found is None or _NOT_BUT_CAN.search(normalise(reference)):
        return None
    plain, able = found["verb"] + found["result"], f"{found['verb']}得{found['result']}"
    message = f"没 goes with the plain result (没{plain}); 「{able}」 says one can. {reference}"
    return Issue(Weight.SLIP, "aspect", message)
