"""Grading a translation into Chinese against the reference, rule by rule, with an explanation that teaches.

The attempt is lined up with the reference (``chinese_app.evaluation.compare``); each stretch where they
differ becomes one or more ``Issue``s (``word_rules``, ``word_order``), each of one of three weights:

- FINE: the same meaning said another way (a synonym, 个 for 位, a time word before the subject...);
- SLIP: a small slip (a homophone, a missing particle such as 了 or 吗, a wrong or missing measure word,
  word order);
- MEANING: the meaning changes (a content word missing, added or wrong; negation, number or time wrong).

Score: 3 with nothing but FINE, 2 with slips only (at most MAX_SLIPS), 1 with meaning errors (or more slips)
as long as the attempt says at least GIST of the reference (content words count 1, function words LIGHT, a
wrong number, time or negation half; content words added count against it), else 0. Empty answers, pinyin
and English score 0.

A low score needs evidence (``rewording``): an attempt the word rules call wrong for its wording alone, with
nothing proven against it, is judged by the English it says (3 or 2), and a free rewording the rules can
neither follow nor fault gets a 2 with a plain note. A stretch said in other words (不肯 for 拒绝, 有时间 for
有空, 不同 for 不一样) is fine, and a negated word said as its opposite (错过 for 没赶上) may well be right. An object
put first as the topic (他说的话我没听明白) is judged put back where the reference has it, and a construction a
teacher takes for the reference's words (什么事都 for 一切都, 祝你 before a greeting) is read as them.
"""

from __future__ import annotations

from collections import Counter
from difflib import SequenceMatcher
from functools import lru_cache

from chinese_app.chinese import dictionary, thesaurus
from chinese_app.chinese.normalise import to_simplified
from chinese_app.content.alignment import english_tokens
from chinese_app.evaluation import constructions, forms, lexicon, preference, rewording, romanised, set_phrases
from chinese_app.evaluation.aspect import (
    about_aspect,
    aspect_changed,
    aspect_clash,
    experience_changed,
    reversed_explanation,
)
from chinese_app.evaluation.compare import (
    CLAUSE_BREAK,
    Alignment,
    Region,
    align,
    classifier,
    clause_order,
    guided_split,
    is_nominal,
    middles,
    normalise,
    sentence_words,
    split_words,
    tag,
)
from chinese_app.evaluation.doubt import UNSURE, benefit_of_doubt, differs, kinds_of_one_thing
from chinese_app.evaluation.evidence import MEANING_ADVERBS, of_a_kind, opposites, thing
from chinese_app.evaluation.issues import PROVEN, Context, Issue, Weight, is_content, is_noun, quoted, word_weight
from chinese_app.evaluation.roles import passive_crossed
from chinese_app.evaluation.word_order import (
    acts_turned_round,
    bi_sides_exchanged,
    compares,
    could_after_not,
    count_after_whole_act,
    crossed_roles,
    exchanged_roles,
    moved_words_issue,
    pair_exchanged,
    reorder_issue,
    roles_reversed,
    sides_exchanged,
    time_move_issue,
)
from chinese_app.evaluation.word_rules import did_not_for_does_not, extra, homophone, missing, negated, substitution
from chinese_app.evaluation.words import (
    english_said,
    english_stem_set,
    gloss,
    judged_apart,
    meaning_stems,
    same_meaning,
    shared_sense,
    shares_meaning,
    sound_alike,
    time_said_otherwise,
    turns,
    ways_apart,
)

_FORM = "form"  # the kind of the note that the attempt was read in the reference's form
GIST = 0.5  # share of the reference the attempt must say for a 1 rather than a 0
MAX_SLIPS = 2  # more slips than this and the answer is only partly right
SCRAMBLE_MIN_WORDS, SCRAMBLE_KEPT = 7, 0.15  # a sentence this long keeping this share of word pairs or less
CROWDED = 3, 0.75  # this many meaning errors with less than this share is a wrong answer, not a partly right one


# --- One stretch -------------------------------------------------------------------------------------------


def _protected(word: str) -> bool:
    return lexicon.is_numeral(word) or lexicon.is_negation(word) or word in lexicon.TIME_GROUP


def _future(word: str) -> bool:
    return word in lexicon.FUTURE_MARKERS


def _share_stem(a: str, b: str) -> bool:
    """Two words of two or more characters with an English stem in common (自行车 "bike", 骑车 "ride a bike")."""
    return len(a) > 1 and len(b) > 1 and not meaning_stems(a).isdisjoint(meaning_stems(b))


def _same_phrase(ref: tuple[str, ...], att: tuple[str, ...], english: str = "") -> bool:
    """Is one side the other with characters added that change nothing: a measure word (两手 / 两只手) or a
    kept word grown into a longer one of the same meaning (骑车 / 骑自行车, 鞋 / 鞋子), not by characters that say
    a word of the English the shorter side leaves unsaid (热茶 / 茶 for "hot tea": 热 "hot")?"""
    if len(ref) == len(att):
        return False
    (short_words, short), (long_words, long_) = sorted(((w, "".join(w)) for w in (ref, att)), key=lambda p: len(p[1]))
    added = [True] * len(long_)  # the characters of the longer side that the shorter one lacks
    for block in SequenceMatcher(None, short, long_, autojunk=False).get_matching_blocks():
        added[block.b : block.b + block.size] = [False] * block.size
    if len(short) == len(long_) or added.count(False) != len(short):
        return False
    pos = 0
    for word in long_words:
        flags = added[pos : pos + len(word)]
        pos += len(word)
        if not any(flags):
            continue
        if any(frozenset((word, o[k:])) in lexicon.NOT_SYNONYMS for o in short_words for k in range(len(o))):
            return False  # 公里 "kilometre" grown from 里 "li" (五里): a word listed apart, not the same one longer
        if word in lexicon.MEASURE_WORDS:
            continue
        grows = not all(flags) and not _protected(word)
        if not (grows and any(_share_stem(word, other) for other in short_words)):
            return False
        grown = "".join(ch for ch, flag in zip(word, flags, strict=True) if flag)
        if english and english_said(grown, english) - english_said("".join(short_words), english):
            return False
    return True


def _same_sense_phrase(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Do two stretches say the same thing in other words (出故障 / 坏 "break down"): they share no character,
    every content word on each side shares a CC-CEDICT meaning with the other side, no number, negation or
    time word is involved, and neither side has more than one content word the other lacks?"""
    if set("".join(ref)) & set("".join(att)):  # shared characters: a typo or a word more or less, not a rewording
        return False
    units = lexicon.TIME_UNITS | lexicon.DURATION_UNITS  # 几天 / 几个星期: "day" is a sense of both
    if any(_protected(w) or w in units for w in ref + att):
        return False
    ref_content, att_content = [w for w in ref if is_content(w)], [w for w in att if is_content(w)]
    if not ref_content or not att_content or abs(len(ref_content) - len(att_content)) > 1:
        return False
    if any(ways_apart(r, a) for r in ref_content for a in att_content):
        return False  # 打开 "turn on" for 关 "turn off"
    ref_stems = frozenset().union(*map(meaning_stems, ref_content))
    att_stems = frozenset().union(*map(meaning_stems, att_content))
    if any(map(turns, ref_content)) != any(map(turns, att_content)):
        return False  # 有工作 for 失业 "lose one's job": "job" in both, the losing in one only
    return all(not meaning_stems(w).isdisjoint(att_stems) for w in ref_content) and all(
        not meaning_stems(w).isdisjoint(ref_stems) for w in att_content
    )


_SPAN = 3  # words on either side that one stretch said as another may take (每个星期 / 每周)


def _plain_negated(words: tuple[str, ...]) -> tuple[str, tuple[str, ...]] | None:
    """(negator, the rest) of a stretch that opens with a negation: 不 重要, or 不要紧 as 不 + 要紧, 没用 as 没 + 用."""
    first = words[0]
    if lexicon.is_negation(first) and len(words) > 1:
        return lexicon.NEGATOR_CLASS.get(first, first), words[1:]
    if len(words) == 1 and first[:1] in "不没" and len(first) > 1 and dictionary.is_word(first[1:]):
        return first[:1], (first[1:],)
    return None


def _composed(words: tuple[str, ...], whole: str) -> bool:
    """Does a word's CC-CEDICT meaning read as the meanings of the stretch's words one after another (有空
    "have time": 有 "have", 时间 "time"; 每周 "every week": 每 "every", 星期 "week"), measure words aside? A word
    CC-CEDICT does not list is read as its characters (很大 "very" "large" for 巨大 "very large")."""
    pieces = [w for w in words if w not in lexicon.MEASURE_WORDS]
    if len(pieces) == 1 and not dictionary.is_word(pieces[0]):
        pieces = list(pieces[0])
    if len(pieces) != 2 or not dictionary.is_word(whole):
        return False
    first, second = ([_bare(m) for m in dictionary.meanings(w)[:_MAIN]] for w in pieces)
    wanted = {_bare(m) for m in dictionary.meanings(whole)}
    return any(f"{a} {b}" in wanted for a in first for b in second)


def _bare(meaning: str) -> str:
    """A meaning without its articles: 打车 "take a taxi" reads as 坐 "take" and 出租车 "taxi"."""
    return " ".join(w for w in meaning.split() if w not in ("a", "an", "the"))


_MAIN = 3  # the first meanings of a word, the ones a stretch is read by


def _negations(words: tuple[str, ...]) -> int:
    """How often a stretch negates; a listed word as a whole (不一样 "different" does not negate)."""
    text = "".join(words)
    return lexicon.negations((text,) if len(words) > 1 and dictionary.is_word(text) else words)


@lru_cache(maxsize=16384)
def same_stretch(ref: tuple[str, ...], att: tuple[str, ...], english: str) -> bool:
    """Do two stretches, one of them more than one word or one a negative word, say the same thing: one word
    cut otherwise, a word whose meaning is the other stretch's words read one after another (有空 / 有时间), a
    Cilin synonym line (拒绝 / 不肯, 差 / 不好), two words of CC-CEDICT with a first meaning in common or one
    that says a word of the English (不一样 / 不同 "different", 从来没 / 从没 "never"), or one negator before
    synonyms (不重要 / 不要紧)? Numbers are left to their own rules, and time words but for the reading."""
    ref_text, att_text = "".join(ref), "".join(att)
    if ref_text == att_text:
        return True
    if any(lexicon.is_numeral(w) for w in ref + att):
        return False
    if (len(att) == 1 and _composed(ref, att_text)) or (len(ref) == 1 and _composed(att, ref_text)):
        return True
    if _one_part_otherwise(ref, att) or _one_part_otherwise(att, ref):
        return True
    if any(w in lexicon.TIME_GROUP for w in ref + att):
        return False
    degree = _degree_base(ref_text)
    if degree and degree == _degree_base(att_text):
        return True  # 累极了 / 累死了: one word and a complement that says "extremely"
    if max(len(ref_text), len(att_text)) > 1 and thesaurus.synonyms(ref_text, att_text):
        return True
    classes = {lexicon.NEGATOR_CLASS.get(text) for text in (ref_text, att_text)}
    if len(classes) == 1 and None not in classes:
        return True  # 从来没 / 从没: negators that say the same
    if len(ref) == 1 and len(att) == 1:
        return False  # one word for another: the word rules judge it
    if _un_word(ref, att) or _un_word(att, ref):
        return True
    if _negations(ref) != _negations(att):
        return False
    # 累得不得了 for 累极了: 得 brings in a complement of degree, a word of two characters or more; not 得 before a
    # lone 不 (听得不懂 for 听不懂: "cannot" takes no 得)
    if len(att) > 1 and att[0] == "得" != ref[0] and len(att_text) > 2 and len(ref_text) > 1 and att[1] != "不":
        att, att_text = att[1:], att_text[1:]
    if len(ref) > 1 and ref[0] == "得" != att[0] and len(ref_text) > 2 and len(att_text) > 1 and ref[1] != "不":
        ref, ref_text = ref[1:], ref_text[1:]
    if dictionary.is_word(ref_text) and dictionary.is_word(att_text):
        stems = english_stem_set(english)
        said = english_said(ref_text, english) & english_said(att_text, english, whole=True)
        if said or shares_meaning(ref_text, att_text, stems):
            return True
    ref_negated, att_negated = _plain_negated(ref), _plain_negated(att)
    if ref_negated and att_negated and ref_negated[0] == att_negated[0]:
        rest_ref, rest_att = ref_negated[1], att_negated[1]
        if ref_negated[0] == "没" and _had(rest_ref, rest_att):
            return True
        if len(rest_ref) == len(rest_att) == 1:
            return same_meaning(rest_ref[0], rest_att[0], english_stem_set(english), via_english=False)
        return same_stretch(rest_ref, rest_att, english)
    return False


_UN = ("un", "in", "im", "ir", "il", "dis", "non", "not ")
_SOFTENING = frozenset("太 很 大 怎么".split())  # 不太现实 "not very realistic": a negation softened


def _un_word(one: tuple[str, ...], two: tuple[str, ...]) -> bool:
    """Is one side a word CC-CEDICT gives a meaning that negates a meaning of the other side's word after its 不
    (不切实际 "unrealistic" for 不太现实, 现实 "realistic"; 不合理 "unreasonable" for 不太合理)?"""
    if len(one) != 1 or not two or two[0] not in ("不", "没") or not 2 <= len(two) <= 3:
        return False
    if len(two) == 3 and two[1] not in _SOFTENING:
        return False
    plain = {m.lower() for m in dictionary.meanings(two[-1])}
    negated = [m.lower() for m in dictionary.meanings(one[0])]
    return any(m.startswith(un) and m[len(un) :] in plain for m in negated for un in _UN)


def _one_part_otherwise(one: tuple[str, ...], two: tuple[str, ...]) -> bool:
    """Is one word (非常感谢, a word jieba and CC-CEDICT keep whole) the other side's two words with one of them
    said by a Cilin synonym (十分 + 感谢: 十分 / 非常)? The same words, cut otherwise."""
    if len(one) != 1 or len(two) != 2:
        return False
    word, (first, second) = one[0], two
    # words of two characters or more: one character has too many senses (了 "finish" for 完 in 看不了 / 看不完),
    # but not before a question word, which leaves a verb no other reading (干什么 / 做 什么 "do what")
    asks = second in _QUESTION_WORDS and len(first) == 1
    if word.endswith(second) and (len(word) - len(second) > 1 < len(first) or asks):
        return thesaurus.synonyms(word[: -len(second)], first)
    if word.startswith(first) and len(word) - len(first) > 1 < len(second):
        return thesaurus.synonyms(word[len(first) :], second)
    return False


_QUESTION_WORDS = frozenset("什么 哪儿 哪里 谁 多少 几".split())  # what a verb asks about: 干什么, 去哪儿


def _had(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """After 没, which negates 有: is one side's 有 + word a word whose meaning the other's 有 + words read one
    after another (没空 for 没有时间: 有空 "have time", 有 "have" + 时间 "time")?"""
    return any(_composed(("有", *words), "有" + "".join(other)) for words, other in ((ref, att), (att, ref)))


def _degree_base(text: str) -> str:
    """The word a complement of degree follows (累 in 累死了), or "" if the stretch ends in none."""
    for complement in lexicon.DEGREE_COMPLEMENTS:
        if text.endswith(complement) and 0 < len(text) - len(complement) <= 2:
            return text[: -len(complement)]
    return ""


# Potential complements that say only "can" or "cannot" (搬不了): one may stand for a more telling one after the
# same verb (搬不动 "too heavy to move", 吃不完 "too much to finish"), as a learner may well say it.
_GENERAL_POTENTIALS = frozenset(("不了", "得了"))


def general_potential(ref: tuple[str, ...], att: tuple[str, ...], before: tuple[str, ...]) -> str:
    """The verb before them, if one stretch is a verb's general potential complement (不了) and the other a
    telling one of the same polarity (不动), after the same verb (said in the stretch or just before it); else
    "" (搬得了 for 搬不动 turns the meaning round)."""
    ref_text, att_text = "".join(ref), "".join(att)
    common = 0
    while common < min(len(ref_text), len(att_text)) and ref_text[common] == att_text[common]:
        common += 1
    rest_ref, rest_att = ref_text[common:], att_text[common:]
    if common:  # 不 of 不动 and 不了 in common: step back to it
        rest_ref, rest_att = ref_text[common - 1 :], att_text[common - 1 :]
        common -= 1
    verb = ref_text[:common] or (before[-1] if before else "")
    if not verb or not tag(verb).startswith("v") or rest_ref == rest_att:
        return ""
    for general, telling in ((rest_ref, rest_att), (rest_att, rest_ref)):
        if general in _GENERAL_POTENTIALS and 2 <= len(telling) <= 3 and telling[0] == general[0]:
            return "" if lexicon.is_negation(telling[1:]) else verb
    return ""


_LIGHT_AROUND = frozenset("了 过 很 太 挺 真 非常".split())  # words around an adjective or verb that do not turn it


def turned_stretch(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Is one stretch a negated word and the other a word of its kind, its opposite more often than not (不早 /
    晚, 没赶上 / 错过, 别担心 / 放心)? Then the two may say the same thing: not shown right, not shown wrong.
    Not things (不喝茶 / 喝咖啡), nor acts the opposite of which is no negation (没来 / 去, 不买 / 卖)."""
    for negated_side, plain_side in ((ref, att), (att, ref)):
        negated = [w for w in negated_side if w not in _LIGHT_AROUND]
        plain = [w for w in plain_side if w not in _LIGHT_AROUND]
        if len(negated) != 2 or len(plain) != 1 or not lexicon.is_negation(negated[0]):
            continue
        if dictionary.is_word("".join(negated)):
            continue  # 不一样 "different" is a word that says what it means: not 差不多 "about the same"
        x, y = negated[1], plain[0]
        pair = frozenset((x, y))
        # not things or people either: 没有人 "nobody" for 大家 "everybody" is the other way round
        things = (thing(x) and thing(y)) or (rewording.a_thing(x) and rewording.a_thing(y))
        if things or (pair in lexicon.NOT_SYNONYMS and pair not in lexicon.COMPARATIVE_OPPOSITES):
            continue
        if pair in lexicon.COMPARATIVE_OPPOSITES or (of_a_kind(x, y) and not shared_sense(x, y)):
            return True
    return False


def _same_as(att: tuple[str, ...], ref: tuple[str, ...]) -> str:
    """The note of a stretch said in other words; none for the same characters cut otherwise (你 家里 / 你家 once 里
    is set aside): "「你家」 means the same as 你家" would say nothing."""
    said, ours = "".join(att), "".join(ref)
    if said == ours:
        return ""
    # without the pointing, counting and linking words around them: 「房子」 for 公寓, not for 这套公寓虽然
    att, ref = _without_frame(att) or att, _without_frame(ref) or ref
    return f"{quoted(att)} means the same as {''.join(ref)}."


def _without_frame(words: tuple[str, ...]) -> tuple[str, ...]:
    """The words without 这 / 那 and a measure word opening them (or the measure word alone), and a linking word
    at either end."""
    if len(words) > 2 and words[0] in ("这", "那") and words[1] in lexicon.MEASURE_WORDS:
        words = words[2:]
    elif len(words) > 1 and words[0] in lexicon.MEASURE_WORDS:
        words = words[1:]  # 个地区 of 这个地区, 这 shared
    while len(words) > 1 and tag(words[-1]) == "c":
        words = words[:-1]
    while len(words) > 1 and tag(words[0]) == "c":
        words = words[1:]
    return words


def _said_otherwise(region: Region, ctx: Context) -> list[Issue] | None:
    """The issues of a stretch in which a part of the reference is said by a part of the attempt in other words
    (所以很不同 for 所以很不一样): that part fine, and the rest judged as usual; None if there is no such part."""
    ref, att = region.ref, region.att
    if not ref or not att or len(ref) + len(att) > 4 * _SPAN:
        return None
    for n in range(min(len(ref), _SPAN), 0, -1):
        for m in range(min(len(att), _SPAN), 0, -1):
            for i in range(len(ref) - n + 1):
                for k in range(len(att) - m + 1):
                    part_ref, part_att = ref[i : i + n], att[k : k + m]
                    # one word for another is the word rules' to judge, unless it is a negation or one CC-CEDICT
                    # does not list, a phrase jieba keeps whole (很大 for 巨大)
                    words = part_ref + part_att
                    if n == m == 1 and not any(map(lexicon.is_negation, words)) and all(map(dictionary.is_word, words)):
                        continue
                    if n == m == 1 and did_not_for_does_not(part_ref[0], part_att[0]):
                        continue  # 从来不 "never does" for 没 "did not": the word rules name it
                    if same_stretch(part_ref, part_att, ctx.english):
                        note = _same_as(part_att, part_ref)
                        issue = Issue(Weight.FINE, "paraphrase", note)
                    elif verb := general_potential(part_ref, part_att, region.before + ref[:i]):
                        lead = "" if "".join(part_ref).startswith(verb) else verb  # 搬不了 / 搬不动, not 不了 / 不动
                        shown = f"{lead}{''.join(part_att)} / {lead}{''.join(part_ref)}"
                        issue = Issue(Weight.SLIP, UNSURE, differs(shown))
                    elif turned_stretch(part_ref, part_att):
                        issue = Issue(Weight.SLIP, UNSURE, differs(f"{''.join(part_att)} / {''.join(part_ref)}"))
                    elif _names_for_the_phrase(part_ref, part_att, ctx):
                        said = gloss(part_att[0], ctx.english)
                        note = f"{quoted(part_att)} says “{said}” as {''.join(part_ref)} does."
                        issue = Issue(Weight.FINE, "paraphrase", note)
                    else:
                        continue
                    left = Region(ref[:i], att[:k], region.before, ref[i:] + region.after)
                    right = Region(ref[i + n :], att[k + m :], region.before + ref[: i + n], region.after)
                    issues = region_issues(left, ctx) if left.ref or left.att else []
                    issues.append(issue)
                    return issues + (region_issues(right, ctx) if right.ref or right.att else [])
    return None


def _names_for_the_phrase(ref: tuple[str, ...], att: tuple[str, ...], ctx: Context) -> bool:
    """Is one noun of the attempt said for a noun phrase of the reference (大家 "everyone" for 所有 人), a whole
    CC-CEDICT meaning of the noun being a word of the English that no word of the reference has for a meaning, and
    the phrase's words saying none of the English? The English word is then the phrase's, said by the dictionary's
    own word for it. A phrase of nouns and their modifiers only, no verb (让所有人: 让 is not part of "everyone")."""
    if len(att) != 1 or len(ref) < 2 or any(map(_protected, ref + att)) or not is_nominal(att[0]):
        return False
    if not is_nominal(ref[-1]) or any(tag(w).startswith(("v", "p", "c", "d", "u")) for w in ref):
        return False
    tokens = set(english_tokens(ctx.english))  # "everyone" is no content word: the English's words as they stand
    said = {m for m in dictionary.meanings(att[0]) if " " not in m and m in tokens}
    if not said or any(said & set(dictionary.meanings(w)) for w in ctx.alignment.ref):
        return False
    return not any(english_said(w, ctx.english) for w in ref)


def _scrambled(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Most of the reference's words, in an order that keeps almost none of its neighbours together
    (森林科学家的发现植物了新): word salad, not a sentence."""
    if len(ref) < SCRAMBLE_MIN_WORDS:
        return False
    # words of its own, which no word of the reference means (忙 in 他忙得连午饭都没时间吃; not 觉得 for 认为): a
    # sentence worded otherwise, not the reference's words shuffled
    own = [w for w in rewording.own_words(ref, att) if not any(same_meaning(r, w) for r in ref)]
    if sum((Counter(ref) & Counter(att)).values()) < 0.6 * len(ref) or own:
        return False
    if rewording.same_order(ref, att):
        return False  # 据说他已经搬去北京了: the shared words in the reference's order, other words between them
    # neighbours among the words both have: a word of the attempt's own between two (已经 in 他已经搬) parts nothing;
    # the share is still of all the reference's neighbours
    shared_ref, shared_att = (tuple(w for w in side if w in other) for side, other in ((ref, att), (att, ref)))
    # a time word may open the sentence or follow the subject, and 了 may follow the verb or close the sentence
    # (昨天晚上我们看电影了 for 我们昨天晚上看了一场电影): the pairs the other words keep count too
    rest_ref, rest_att = (
        tuple(w for w in side if w not in lexicon.TIME_GROUP and w != "了") for side in (shared_ref, shared_att)
    )
    kept = max(_kept_pairs(shared_ref, shared_att), _kept_pairs(rest_ref, rest_att))
    return kept <= SCRAMBLE_KEPT * (len(ref) - 1)


def _kept_pairs(ref: tuple[str, ...], att: tuple[str, ...]) -> int:
    """How many of the reference's neighbouring pairs the attempt keeps neighbours."""
    pairs = set(zip(att, att[1:], strict=False))
    return sum(pair in pairs for pair in zip(ref, ref[1:], strict=False))


def _cilin_line(r: str, a: str) -> bool:
    """On one Cilin synonym line, numbers, negations, times, pronouns and measure words aside (位于 / 在)."""
    return not (judged_apart(r) or judged_apart(a)) and thesaurus.synonyms(r, a)


def _cost(r: str, a: str, ctx: Context) -> float:
    """What it costs to pair two words in the stretch alignment (leaving a word unpaired costs 1)."""
    if r == a or same_meaning(r, a, ctx.stems) or sound_alike(r, a) or _cilin_line(r, a):
        return 0.0
    if time_said_otherwise(r, a):
        return 0.0  # 这会儿 for 现在: a time said by a word the time rule does not list
    same_class = (
        negated(r, a)
        or negated(a, r)
        or (lexicon.is_numeral(r) and lexicon.is_numeral(a))
        # a measure word of the list for one CC-CEDICT gives (一束花 / 一把花: 束 is not in the list)
        or (classifier(r) and classifier(a) and (r in lexicon.MEASURE_WORDS or a in lexicon.MEASURE_WORDS))
        or (r in lexicon.TIME_GROUP and a in lexicon.TIME_GROUP)
        or (lexicon.is_negation(r) and lexicon.is_negation(a))
        or any(r in group and a in group for group in lexicon.MODAL_GROUPS)  # 该 for 得
    )
    if same_class:
        return 0.6
    # A negation, number, time word or future marker against a word of another class is no substitution but a
    # word missing and another added (不 for 去, 将 for 开始): costlier than the two.
    classes = (lexicon.is_negation, lexicon.is_numeral, lexicon.TIME_GROUP.__contains__, _future)
    if any(f(r) != f(a) for f in classes):
        return 2.1
    if len(r) == 2 and len(a) == 1 and r.endswith(a) and tag(r).startswith("v") and tag(a).startswith("v"):
        return 0.5  # 到 for 回到 "get back": the verb said without the way it goes pairs with it
    if is_content(r) == is_content(a):
        return 1.0  # a content word stands for a content word
    # A preposition is no word for a verb or a noun (于 / 开始): left out and added rather than swapped.
    return 2.05 if any(tag(w).startswith("p") for w in (r, a)) else 1.5


def _pairs(ref: tuple[str, ...], att: tuple[str, ...], ctx: Context) -> list[tuple[int | None, int | None]]:
    """Word pairs of a stretch as (ref index, att index), None for a word without a partner: an edit-distance
    alignment where a synonym or homophone pairs for free and a word of the same class cheaply."""
    m, n = len(ref), len(att)
    table = [[float(i + j) if i == 0 or j == 0 else 0.0 for j in range(n + 1)] for i in range(m + 1)]
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            pair = table[i - 1][j - 1] + _cost(ref[i - 1], att[j - 1], ctx)
            table[i][j] = min(pair, table[i - 1][j] + 1, table[i][j - 1] + 1)
    out: list[tuple[int | None, int | None]] = []
    i, j = m, n
    while i or j:
        if i and j and table[i][j] == table[i - 1][j - 1] + _cost(ref[i - 1], att[j - 1], ctx):
            out.append((i - 1, j - 1))
            i, j = i - 1, j - 1
        elif i and table[i][j] == table[i - 1][j] + 1:
            out.append((i - 1, None))
            i -= 1
        else:
            out.append((None, j - 1))
            j -= 1
    return out[::-1]


# "Much" and "a little" after a verb or adjective: 大得多 / 大一点儿, 提高了很多 / 提高了一点儿
_MUCH = frozenset("得多 多了 很多 不少 许多 得很".split())
_A_LITTLE = frozenset("一点 一些 有点 一点点 些".split())


def _done_by_direction(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Is the reference's 了 after a verb of direction said as the complement 来 or 去 (拿出来 for 拿出了, 走进去
    for 走进了)? The act is done either way."""
    if len(ref) != len(att) or len(ref) < 2 or ref[:-1] != att[:-1] or ref[-1] != "了" or att[-1] not in "来去":
        return False
    return ref[-2][-1] + att[-1] in lexicon.DIRECTIONAL_COMPLEMENTS


def _first_sense_kept(ref: tuple[str, ...], att: tuple[str, ...]) -> str | None:
    """The first CC-CEDICT meaning of the reference's word, where the attempt says it by the word's first character
    alone, which has that meaning too (晚 "late" for 晚点 "late; delayed"); else None."""
    if len(ref) != 1 or len(att) != 1 or len(ref[0]) < 2 or not ref[0].startswith(att[0]) or ref[0] == att[0]:
        return None
    if ref[0] in ("找到", "找着"):
        return None  # 找 for 找到: "look for" is not "find"
    meanings = dictionary.meanings(ref[0])
    return meanings[0] if meanings and meanings[0] in dictionary.meanings(att[0]) else None


def _done_by_result(region: Region) -> bool:
    """Is the 了 closing a 把 sentence after its verb said by a result of that verb (把灯关掉 for 把灯关了, 把饭吃完
    for 把饭吃了)? The thing is dealt with either way."""
    ref, att = region.ref, region.att
    if region.after or "把" not in region.before or ref[-1:] != ("了",) or len(ref) != 2:
        return False
    said = "".join(att)
    return said[: len(ref[0])] == ref[0] and said[len(ref[0]) :] in lexicon.RESULTS


def _merged(issues: list[Issue], words: tuple[str, ...], missing_words: bool, ctx: Context) -> list[Issue]:
    """Several words left out (or added) together as one issue: "Missing 晚上喝绿茶", not three sentences."""
    serious = [i for i in issues if i.weight > Weight.FINE]
    joined = "".join(words)
    if len(words) > 1 and not serious and len({i.message for i in issues}) == 1:
        return [issues[0]]  # one note for them all (俩 read as 两 个 人: "the two of them")
    if len(words) > 1 and not serious:
        listed = " and ".join(quoted(w) for w in words)  # 「书」 and 「更」, not 「书更」: they are two words
        note = f"{joined} may be left out here." if missing_words else f"{listed} are fine here too."
        return [Issue(Weight.FINE, issues[0].kind, note)]
    if len(serious) < 2:
        return issues
    if joined in lexicon.NEGATORS and any(i.kind == "negation" for i in serious):
        # 从来没 or 还没有 left out or added whole: one negation, which turns the sentence round
        message = (
            f"The sentence is negative: {joined} is missing. In Chinese: {ctx.reference}"
            if missing_words
            else f"You added {quoted(joined)}, but the sentence is not negative."
        )
        weight = max(i.weight for i in serious)
        return [
            Issue(
                weight,
                "negation",
                message,
                _ONE_NEGATION if missing_words else 0,
                0 if missing_words else _ONE_NEGATION,
            )
        ]
    worst = max(serious, key=lambda i: i.weight)
    message = f"Missing {joined}: {ctx.reference}" if missing_words else f"You added {quoted(joined)}."
    lost, added = sum(i.lost for i in issues), sum(i.added for i in issues)
    # the words go with the issue for the benefit of the doubt, unless a rule of its own proves one wrong
    proven = any(i.kind in PROVEN for i in serious)
    return [Issue(worst.weight, worst.kind, message, lost, added, words=() if proven else words)]


def region_issues(region: Region, ctx: Context) -> list[Issue]:
    """The issues of one stretch where the attempt differs from the reference."""
    ref, att = region.ref, region.att
    ref_text, att_text = "".join(ref), "".join(att)
    slip = homophone(ref_text, att_text, ctx)
    if slip and not (len(ref) == 1 and lexicon.is_numeral(ref[0])):
        return [slip]
    if _done_by_direction(ref, att):
        done = f"{ref[-2]}{att[-1]}"
        return [Issue(Weight.FINE, "paraphrase", f"{done} says the act is done, as {''.join(ref)} does.")]
    if (kept := _first_sense_kept(ref, att)) is not None:
        return [Issue(Weight.FINE, "paraphrase", f"{att_text} says “{kept}” as {ref_text} does.")]
    if _done_by_result(region):
        return [Issue(Weight.FINE, "paraphrase", f"{att_text} says the act is done, as {ref_text} does.")]
    # words listed as saying different things (不要 "don't" / 不用 "no need", 里 / 公里) are no paraphrase
    apart = frozenset((ref_text, att_text)) in lexicon.NOT_SYNONYMS
    apart = apart or ("吗" in ref) != ("吗" in att)  # 大夫吗 for 医生: the question is no part of the word
    if {ref_text, att_text} & _MUCH and {ref_text, att_text} & _A_LITTLE:  # 大一点儿 for 大得多: "much" turned round
        message = f"You wrote {quoted(att)}, but the sentence says {ref_text}: another amount. {ctx.reference}"
        return [Issue(Weight.MEANING, "number", message, 0.5)]
    same = (
        ref
        and att
        and (_same_phrase(ref, att, ctx.english) or (len(ref) + len(att) > 2 and _same_sense_phrase(ref, att)))
    )
    if same and not apart:
        return [Issue(Weight.FINE, "paraphrase", _same_as(att, ref))]
    otherwise = None if apart else _said_otherwise(region, ctx)
    if otherwise is not None:
        return otherwise
    if not att:
        return _merged([missing(ref, i, region, ctx) for i in range(len(ref))], ref, True, ctx)
    if not ref:
        return _merged([extra(att, j, region, ctx) for j in range(len(att))], att, False, ctx)
    issues = []
    for i, j in _pairs(ref, att, ctx):
        if i is not None and j is not None:
            if ref[i] != att[j]:
                issues.append(
                    substitution(ref[i], att[j], ref[i + 1 :] + region.after, ctx, att[j + 1 :] + region.after)
                )
        elif i is not None:
            issues.append(missing(ref, i, region, ctx))
        elif j is not None:
            issues.append(extra(att, j, region, ctx))
    return issues


def _issues(ref: tuple[str, ...], att: tuple[str, ...], alignment: Alignment, ctx: Context) -> list[list[Issue]]:
    """The issues of the attempt, grouped by the stretch of the sentence they are about."""
    if not alignment.regions and alignment.time_moves:
        return [[time_move_issue(m, ctx)] for m in alignment.time_moves]
    reordered = reorder_issue(ref, att, ctx) if Counter(ref) == Counter(att) else None
    if reordered and reordered.weight == Weight.MEANING:
        return [[reordered]]  # times swapped, qualities on other things: as the reordering says
    if pair := pair_exchanged(ref, att):  # 夏天很冷，冬天很热: no slip of order, whatever else is worded otherwise
        message = f"{pair[0]} and {pair[1]} have changed places, which turns the meaning round: {ctx.reference}"
        return [[Issue(Weight.MEANING, "roles_reversed", message, 0.5)]]
    if reordered:
        return [[reordered]]
    if (
        exchanged_roles(alignment)
        or crossed_roles(ref, att)
        or bi_sides_exchanged(ref, att)
        or acts_turned_round(ref, att)
    ):
        return [[roles_reversed(ctx.reference)]]
    out = [[time_move_issue(m, ctx)] for m in alignment.time_moves]
    moved = {m.words for m in alignment.moves}
    for region in alignment.regions:
        if region.ref in moved and not region.att:
            out.append([moved_words_issue(region.ref, ctx)])
        elif not (region.att in moved and not region.ref):  # the other end of a move: said once above
            out.append(region_issues(region, ctx))
    return out


# --- The grade -------------------------------------------------------------------------------------------


def said_share(ref: tuple[str, ...], issues: list[Issue]) -> float:
    """How much of the reference the attempt says (0..1): what its issues lose of the reference's weight,
    with the content words they add (said instead of the reference's) counted against it."""
    total = sum(map(word_weight, ref))
    lost, added = sum(i.lost for i in issues), sum(i.added for i in issues)
    return max(0.0, (total - lost) / (total + added)) if total else 1.0


def _explain(score: int, issues: list[Issue], reference: str, attempt: str, reworded: bool) -> str:
    """One or two sentences: what is wrong, most serious first; for a 3, whether it is worded differently."""
    if score == 3:
        fine = [i for i in issues if i.weight == Weight.FINE]
        # what the rules name first; "another accepted form" only when nothing more is said
        ordered = sorted(fine, key=lambda i: (i.kind == _FORM, i.kind not in ("paraphrase", "word_order")))
        notes = [i.message for i in ordered if i.message]
        if notes:
            return f"Also correct! {notes[0]} The reference: {reference}"
        if reworded:
            return f"Also correct! The reference: {reference}"
        if to_simplified(attempt) != attempt:
            return f"Correct! You wrote traditional characters; in simplified: {reference}"
        return "Correct!"
    messages: list[str] = []
    serious = sorted((i for i in issues if i.weight > Weight.FINE), key=lambda i: (-i.weight, i.kind == UNSURE))
    unsure = [i for i in serious if i.kind == UNSURE]
    if unsure and len(unsure) == len(serious):
        return f"Your wording differs from ours ({_unsure_pairs(unsure)}); it may well be right. Ours: {reference}"
    if len(unsure) < len(serious):
        serious = [i for i in serious if i.kind != UNSURE]  # "it may well be right" beside a named slip says both
    for issue in serious:
        message = issue.message
        if messages and messages[0].endswith(reference) and message.endswith(f": {reference}"):
            message = message[: -len(reference) - 2] + "."  # the reference once is enough
        # the same note twice, once with the reference and once cut short, is said once
        if not any(m == message or m.startswith(message.rstrip(".") + ":") for m in messages):
            messages.append(message)
    return " ".join(messages[:2])


_FULL_LENGTH = 0.7  # an attempt this long beside the reference is a whole sentence, not a part of one


_SOME_ENGLISH = 0.4  # a whole sentence that says this much of the English is about the same thing
_SOME_SHARED = 0.2  # ... as is one that says this much of the reference


def _not_there(
    share: float, ref: tuple[str, ...], att: tuple[str, ...], reference: str, attempt: str, english_shown: float
) -> str:
    """Why little of the reference is found. "Only a part is there" only of an attempt that is short beside
    the reference: a whole sentence in other words that says much of the English may be a free rewording
    the word rules cannot follow (餐厅已经客满 for 饭馆里没有位子了), or that says some of the reference, or
    keeps a thing it names (安全 of 毫无疑问，安全是最重要的 for 不言而喻，安全第一), and saying it leaves the
    sentence out would be false; one that does none of these is another sentence (我喜欢吃苹果 for "Thank you")."""
    somewhat = share > _SOME_SHARED and _shares_a_character(reference, attempt)
    if _whole(reference, attempt) and (english_shown >= _SOME_ENGLISH or somewhat or _kept(ref, att)):
        return (
            "Little of this matches our sentence word for word, so it may not say the same thing; if you put it "
            f"in other words, compare them with ours: {reference}"
        )
    if share > _SOME_SHARED and _kept(ref, att):  # 我的爱好是游泳 shares only 我 and 的 with 你把我的眼镜放在哪儿了
        return f"Only a small part of the sentence is there. In Chinese: {reference}"
    return f"This does not translate the sentence. In Chinese: {reference}"


def _shares_a_character(reference: str, attempt: str) -> bool:
    """Do the two have a character in common beyond the light ones? A share made only of words judged
    near one another, with nothing in common, is noise (完全不对的句子 beside 他们两个人去年结婚了)."""
    return bool((set(normalise(reference)) & set(normalise(attempt))) - lexicon.LIGHT_CHARACTERS)


def _kept(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Does the attempt keep a content word of the reference, a pronoun or a bare 不 aside (完全不对的句子 keeps
    the 不 of 面积不大, and nothing of what it says)?"""
    return any(
        is_content(w) and w not in lexicon.PRONOUNS and not lexicon.is_negation(w) and _inside_one(w, att) for w in ref
    )


def _inside_one(word: str, att: tuple[str, ...]) -> bool:
    """Is the word one of the attempt's, or the head of one of two characters more (玫瑰 of 玫瑰花)?"""
    return word in att or (len(word) > 1 and any(a.startswith(word) and len(a) == len(word) + 1 for a in att))


_LONG = 13  # characters: a sentence this long is one a learner may well say wholly in words of their own


def _long(reference: str) -> bool:
    return len(normalise(reference)) >= _LONG


def _whole(reference: str, attempt: str) -> bool:
    """Is the attempt as long as a whole sentence beside the reference, not a part of one?"""
    return len(normalise(attempt)) >= _FULL_LENGTH * len(normalise(reference))


def grade(english: str, attempt: str, reference: str) -> tuple[int, str]:
    """(score 0-3, explanation) of a Chinese translation of the English, against the reference translation.
    The reference is compared in the attempt's form where it stresses what the attempt says plainly (我坐飞机去北京
    for 我是坐飞机去北京的) or asks what it asks with 吗, but the learner is shown the reference as written: a form
    made for the comparison (这个问题绝不轻易就能解决 for 这个问题绝不是轻易就能解决的) is no sentence to teach."""
    compared = forms.without_stress(constructions.asked_with_ma(reference, attempt), attempt)
    score, explanation = _graded(english, attempt, compared)
    return score, explanation.replace(compared, reference) if compared != reference else explanation


def _graded(english: str, attempt: str, reference: str) -> tuple[int, str]:
    kind = romanised.input_kind(attempt, english)
    if kind == romanised.EMPTY:
        return 0, f"No answer. In Chinese: {reference}"
    if kind == romanised.PINYIN:
        return 0, f"That is pinyin: type the Chinese characters (a pinyin keyboard turns wo into 我). {reference}"
    if kind == romanised.ENGLISH:
        return 0, f"That is not Chinese: write the sentence in Chinese characters. {reference}"
    issues: list[Issue] = []
    said = constructions.in_reference_words(reference, attempt, english)  # 什么事都 for 一切都: the same words
    said, asked = constructions.as_reference_question(reference, said)  # 远不远 for 远吗: its 不 negates nothing
    if turned_link := _link_turned(reference, said):
        return turned_link
    if often := forms.how_often_changed(reference, attempt):
        # 每天查两次 for 每两天查一次: the same words, another frequency, which the word rules read as numbers
        return 1, f"How often is another: the sentence says {often[0]}, yours {often[1]}. In Chinese: {reference}"
    if date := forms.date_changed(reference, attempt):
        return 1, f"The date is another: the sentence says {date[0]}, yours {date[1]}. In Chinese: {reference}"
    if way := forms.way_turned(english, reference, attempt):
        ours, theirs = (f"{w} ({forms.WAY_SAID[w[-1]]})" for w in way)
        return 1, f"The English says which way: {ours}, not {theirs}. In Chinese: {reference}"
    if said != attempt and not asked:
        # 你能听清楚 said as our 你听得清楚 before the words are compared: a note that says so, after any the word
        # rules give of their own
        issues.append(Issue(Weight.FINE, _FORM, _form_note(normalise(attempt), normalise(said))))
    if asked:
        issues.append(Issue(Weight.FINE, "paraphrase", f"The same question asked another way ({asked} asks like 吗)."))
    if parted := constructions.result_after_object(reference, said):
        message = f"Word order: {parted[-1]} goes right after the verb ({parted}), before the object: {reference}"
        issues.append(Issue(Weight.SLIP, "word_order", message))
    if placed := constructions.place_after_come(reference, attempt):
        # 他走进来教室 for 他走进了教室: the place goes before 来, or 来 is left out
        moved, place, toward = placed
        return 2, f"The place goes before {toward}: {moved}{place}{toward}, or {moved}了{place}. {reference}"
    if cannot := constructions.de_before_cannot(reference, said):
        message = f"{cannot} says “cannot” with 不 alone, no 得 before it: {reference}"
        issues.append(Issue(Weight.SLIP, "word_order", message))
    if degree := constructions.de_after_degree(reference, said):
        message = f"Missing 的: {degree} (a quality with {degree[:-3]} before it takes 的 before its noun). {reference}"
        issues.append(Issue(Weight.SLIP, "particle", message))
    if "了着" in said and "了着" not in reference:
        # 她在窗边坐了着: 着 says a state that lasts, 了 an act done; one verb takes one of them
        message = f"了 and 着 do not go together: 着 says a state that lasts, 了 an act done. {reference}"
        issues.append(Issue(Weight.SLIP, "aspect", message))
    if twice := constructions.asked_twice(attempt):
        # 你是不是学生吗: A不A asks already; 吗 asks again
        return 2, f"{twice} already asks the question, so no 吗 at the end: {reference}"
    if felt := constructions.ba_without_handling(reference, said):
        return 1, f"把 goes with a verb that does something to the thing (放好, 吃完); {felt} does not: {reference}"
    if asked_not := constructions.asked_for_denied(reference, said, english):
        return 1, f"{asked_not} asks whether; the sentence says {asked_not[asked_not.index('不') :]}: {reference}"
    reordered = clause_order(reference, said)
    if reordered:
        issues.append(Issue(Weight.FINE, "word_order", "The parts of the sentence may come in either order."))
    ref, att = sentence_words(reference), sentence_words(reordered or said)
    ref, att = _cut_alike(ref, att)
    if ref == att:
        return 3, _explain(3, issues, reference, attempt, normalise(reference) != normalise(attempt))
    stems = english_stem_set(english)
    clash = (
        aspect_clash(ref, att, reference, reordered or said)
        or aspect_changed(ref, att, reference)
        or experience_changed(ref, att, reference)
        or count_after_whole_act(reference, reordered or said)
        or could_after_not(reference, reordered or said)
    )
    verdict = None if clash else constructions.compare(reference, reordered or said, stems)
    if verdict is not None and verdict.reversed_roles:
        return 0, reversed_explanation(verdict, reference)
    if forms.all_left_out(english, reference, said):
        # 妈妈洗了我的衣服 for 妈妈把我的衣服都洗了 "all my clothes": the 都 of "all" is no mere word of construction
        if verdict is not None and verdict.same:
            return 2, f"Missing 都: the English says “all”. In Chinese: {reference}"
        verdict = None
    score, explanation = _by_words(ref, att, issues, clash, english, stems, reference, said)
    # A rewording accepted unchecked is accepted still, but a check that can name how it is built says more.
    checked = 2 if rewording.unchecked(explanation) else score
    if checked < 3 and not (verdict is not None and verdict.same):
        turned = _from_the_other_side(english, ref, reference, reordered or said, stems)
        if turned is None:
            turned = _from_the_front(english, ref, att, reference, stems)
        # better, or a 0: the comparison found the wrong way round once turned to our side, over a guess
        if turned is not None and (turned[0] > checked or turned[0] == 0):
            return turned
    recast = constructions.as_reference_cause(reference, said) if checked < 3 else said
    if recast != said:
        # 因为没赶上公交车，所以他迟到了 for 他迟到了，因为他没赶上公共汽车: the grade of the cause and effect put as
        # the reference puts them, when that is better (moving clauses about may also part a subject from its verb)
        regraded = _graded(english, recast, reference)
        if regraded[0] > checked:
            return regraded
    if score <= 2 and _scrambled(ref, att):
        # not when the word rules find it right: synonyms (和 for 跟) break pairs without breaking the sentence
        return 0, f"The words are there, but their order makes no sentence. In Chinese: {reference}"
    if checked < 3 and verdict is not None and verdict.same:
        # The word rules saw differences; the sentence, built another way, says the same thing.
        if verdict.how == constructions.CONVERSE:
            return _also_correct(_OTHER_SIDE, reference)
        return _also_correct(f"The same sentence built another way ({verdict.how}).", reference)
    return score, explanation


# Two parts a link holds one way, held the other way round: (the check, the score, why).
_LINKS_TURNED = (
    (constructions.lending_turned, 0, "The thing goes the other way: borrowing (跟…借) is not lending (借给)."),
    (constructions.cause_turned_round, 0, "Cause and effect are the other way round."),
    (constructions.sequence_turned, 0, "What comes first and what follows are the other way round."),
    (constructions.only_if_turned, 0, "What is needed and what it allows are the other way round."),
    (constructions.unless_said_as_if, 1, "The sentence says 除非 “unless” (if not): yours says “if”."),
    (forms.owner_turned_doer, 0, "Who does what is reversed: the sentence says someone did it to yours."),
    (forms.compared_with_turned, 0, "The comparison is the other way round: 与 A 相比 sets A beside the rest."),
    (forms.not_as_good_turned, 0, "The comparison is the other way round: 不如 says “not as good as”."),
    (forms.not_all_said_as_none, 1, "不是每个人都… says “not everyone”; 每个人都不… says “no one”."),
    (forms.from_said_as_to, 0, "The thing goes the other way: 从…那儿 is from them; 给 is to them."),
    (set_phrases.price_turned, 0, "The price goes the other way: cheap (便宜, 价格低) is not dear (贵, 价格高)."),
)


def _form_note(attempt: str, said: str) -> str:
    """The note of a form said in the reference's words: which of the learner's words it takes for which of ours
    when they differ in one stretch (「下星期一」 is another accepted form of 下周一), else in general."""
    changed = [op for op in SequenceMatcher(None, attempt, said, autojunk=False).get_opcodes() if op[0] != "equal"]
    if changed:
        # grown to whole words on either side, by as much on both: the text before and after is the same
        a1, a2, s1, s2 = changed[0][1], changed[-1][2], changed[0][3], changed[-1][4]
        if "的" in (attempt[a1:a2], said[s1:s2]) and a2 < len(attempt) and s2 < len(said):
            a2, s2 = a2 + 1, s2 + 1  # 的 alone says nothing (写 / 的): with the word after it (写简历 / 的简历)
        if min(a1, s1) > 0 and any(_opens_with_de(text) for text in (attempt[a1:a2], said[s1:s2])):
            a1, s1 = a1 - 1, s1 - 1  # nor does a stretch opening with it (的衣服都): with its owner (我的衣服都)
        (w1, w2), (v1, v2) = _whole_words(attempt, a1, a2), _whole_words(said, s1, s2)
        before, after = max(a1 - w1, s1 - v1), max(w2 - a2, v2 - s2)
        i1, i2, j1, j2 = a1 - before, a2 + after, s1 - before, s2 + after
        ours, theirs = said[j1:j2], attempt[i1:i2]
        # not where one only repeats the other (睡觉睡 / 睡: the verb said twice), which names no form
        repeated = bool(ours) and theirs.count(ours) > 1
        if 0 < i2 - i1 <= _FORM_NAMED and 0 < j2 - j1 <= _FORM_NAMED and min(i1, j1) >= 0 and not repeated:
            return f"{quoted(theirs)} is another accepted form of {ours}."
    return "Your wording is another accepted form of ours."


_FORM_NAMED = 8  # a form this long or shorter is named in the note; a longer stretch reads as a riddle


def _opens_with_de(stretch: str) -> bool:
    """Does the stretch open with 的 and go on with more than one word (的衣服都, not 的时候, which reads whole)?"""
    return stretch[:1] == "的" and len(split_words(stretch[1:])) > 1


def _whole_words(text: str, start: int, end: int) -> tuple[int, int]:
    """The stretch start:end of the text grown to the words it cuts into (能听 of 你能听清楚 -> 能听清楚)."""
    at = 0
    for word in split_words(text):
        if at < start < at + len(word):
            start = at
        if at < end < at + len(word):
            end = at + len(word)
        at += len(word)
    return start, end


def _link_turned(reference: str, said: str) -> tuple[int, str] | None:
    """The grade of an attempt whose link between two parts turns them round (他没来，所以生病了 for 他因为生病没来,
    宁可出去，也不待在家里 for 宁可待在家里，也不出去), said plainly; else None. Read before the word rules, to which
    the same words in other places look like another word order."""
    for turned, score, why in _LINKS_TURNED:
        if turned(reference, said):
            return score, f"{why} In Chinese: {reference}"
    if choice := preference.turned_round(reference, said):
        return 0, f"What is chosen is the other way round: the sentence chooses {choice}. In Chinese: {reference}"
    return None


def _cut_alike(ref: tuple[str, ...], att: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The two cut into the same words when they have the same characters in another order and jieba cut them
    otherwise (我 想 喝水 beside 水 想 喝 我): the same words moved about are judged as such."""
    if Counter(ref) == Counter(att) or sorted("".join(ref)) != sorted("".join(att)):
        return ref, att
    for ours, theirs in ((ref, att), (att, ref)):
        cut = guided_split("".join(theirs), ours)
        if Counter(cut) == Counter(ours):
            return (ours, cut) if ours is ref else (cut, ours)
    return ref, att


_OTHER_SIDE = "The same comparison from the other side."


def _also_correct(why: str, reference: str) -> tuple[int, str]:
    return 3, f"Also correct! {why} Ours: {reference}"


def _from_the_other_side(
    english: str, ref: tuple[str, ...], reference: str, attempt: str, stems: frozenset[str]
) -> tuple[int, str] | None:
    """A comparison from the other side (我比姐姐小两岁 for 我姐姐比我大两岁): the grade its converse, said from the
    reference's side, gets from the word rules, when that is 2 or 3; else None. Another amount (小三岁 for 大两岁)
    is partly right: the comparison is the right way round, its amount is not."""
    turned = constructions.converse(reference, attempt, stems)
    if turned is None:
        if constructions.converse(reference, attempt, stems, any_amount=True) is None:
            return None
        return 1, f"The same comparison from the other side, but with another amount. In Chinese: {reference}"
    att = sentence_words(turned)
    if att == ref:
        return _also_correct(_OTHER_SIDE, reference)
    verdict = constructions.compare(reference, turned, stems)
    if verdict is not None and verdict.reversed_roles:
        # 那个问题没有这个问题那么简单 for 这个问题比那个问题复杂: turned to our side, the two are the other way round
        return 0, reversed_explanation(verdict, reference)
    return _regraded(english, ref, att, turned, reference, stems, _OTHER_SIDE)


def _from_the_front(
    english: str, ref: tuple[str, ...], att: tuple[str, ...], reference: str, stems: frozenset[str]
) -> tuple[int, str] | None:
    """The object that ends the reference put first as the topic, in words of the attempt's own for the rest
    (他说的话我没听明白 for 我没听懂他说的话, 老师说的话我能听懂): the grade the word rules give the attempt with the
    topic put back after the verb, when that is 2 or 3; else None. Not when no subject follows it (新员工表扬了经理:
    the noun first acts), nor when someone the reference names before the object is gone."""
    why = "The object may come first, as the topic."
    if sides_exchanged(ref, att) or (compares(ref) and crossed_roles(ref, att)):
        # 农村…高于城镇 for 城镇…高于农村, 内地的…高于沿海城市: the comparison turned round, whatever the topic
        return None
    grades = []
    if (unsaid := _thing_first_doer_unsaid(ref, att)) is not None:
        # 密码忘了，怎么办 for 我忘了密码，怎么办: the thing first, the one who forgot understood
        if unsaid == ref:
            return _also_correct(why, reference)
        return _regraded(english, ref, unsaid, "".join(unsaid), reference, stems, why, built_otherwise=True)
    # the 了 closing the attempt may stay after its verb or close the sentence again (忘带了 护照, 忘带 护照 了)
    for least in (0, 1):
        moved = _topic_put_back(ref, att, least)
        if moved is None or moved == ref:
            return None  # the same words in another order: the word order rules judge that
        regraded = _regraded(english, ref, moved, "".join(moved), reference, stems, why, built_otherwise=True)
        if regraded is not None:
            grades.append(regraded)
    return max(grades, key=lambda grade: grade[0], default=None)


def _regraded(
    english: str,
    ref: tuple[str, ...],
    att: tuple[str, ...],
    text: str,
    reference: str,
    stems: frozenset[str],
    why: str,
    built_otherwise: bool = False,
) -> tuple[int, str] | None:
    """The grade of the attempt said another way (att, its words; text, as written) by the word rules: 3 with `why`
    when they find it right (or, built_otherwise, when the constructions find it the same sentence), their grade
    when it is 2, else None (the attempt's own grade stands)."""
    clash = aspect_clash(ref, att, reference, text)
    score, explanation = _by_words(ref, att, [], clash, english, stems, reference, text)
    if score != 3 and built_otherwise and clash is None:
        verdict = constructions.compare(reference, text, stems)
        score = 3 if verdict is not None and verdict.same else score
    if score == 3:
        return _also_correct(why, reference)
    return (score, explanation) if score == 2 else None


def _topic_put_back(ref: tuple[str, ...], att: tuple[str, ...], least: int = 0) -> tuple[str, ...] | None:
    """The attempt with its opening words put back before its closing particles (as many as the reference has
    after that noun phrase, `least` at least), when they are the noun phrase that ends the reference (its
    particles aside), a subject of the reference follows them, and every pronoun or noun before it in the
    reference is in the attempt; else None."""
    end = len(ref)
    while end and ref[end - 1] in lexicon.PARTICLES:
        end -= 1
    for k in range(1, end):
        topic = ref[k:end]
        # the phrase in words of its own (治疗这种病的有效方法，我们… for …治疗这种疾病的有效方法), moved as it is said
        opening = _topic_said_otherwise(ref, att, k, topic) or topic
        if att[: len(opening)] != opening or not any(map(is_nominal, topic)) or len(att) == len(opening):
            continue
        rest = list(att[len(opening) :])
        if _owner_acts(ref, topic, rest):
            rest.insert(0, ref[0])  # 我的钥匙找不到了: the keys are mine, and so is the looking
        elif rest[0] not in ref[:k] or not is_nominal(rest[0]):
            return None  # no subject after it: the noun first is the one who acts (新员工表扬了经理)
        if not all(w in att for w in ref[:k] if is_nominal(w) and w not in lexicon.PARTICLES):
            return None
        tail = []
        # as many closing particles as the reference has after its noun phrase, `least` at least (讨论过 这个问题 了:
        # 过 stays after its verb)
        while rest and rest[-1] in lexicon.PARTICLES and len(tail) < max(len(ref) - end, least):
            tail.insert(0, rest.pop())
        return (*rest, *opening, *tail)
    return None


def _thing_first_doer_unsaid(ref: tuple[str, ...], att: tuple[str, ...]) -> tuple[str, ...] | None:
    """The attempt with its first word put back after the verb, and the reference's subject before it, when the
    attempt opens with the thing the reference's verb takes (我忘了密码 -> 密码忘了), a thing and no being, and says
    the verb after it with no subject of its own (the reference's personal pronoun unsaid): else None."""
    subject, thing = ref[0], att[0] if att else ""
    if subject not in lexicon.PERSONAL_PRONOUNS or subject in att or not is_noun(thing) or thing not in ref[2:]:
        return None
    if thesaurus.filed_under(thing, thesaurus.BEINGS):
        return None  # 老师表扬了 for 我表扬了老师: a being first is the one who acts
    at = ref.index(thing)
    act = ref[1:at]  # 忘 了
    if not act or not tag(act[0]).startswith("v") or att[1 : 1 + len(act)] != act:
        return None
    return (subject, *act, thing, *att[1 + len(act) :])


def _topic_said_otherwise(
    ref: tuple[str, ...], att: tuple[str, ...], k: int, topic: tuple[str, ...]
) -> tuple[str, ...] | None:
    """The attempt's opening words when they are the reference's closing noun phrase in words of their own: they end
    with its head noun, the reference's subject follows them, and most of their words are the phrase's."""
    if len(topic) < 3 or not is_noun(topic[-1]) or not k or any(tag(w).startswith("d") for w in topic):
        return None  # a noun phrase (…的有效方法), not a clause (狗就跟到哪儿)
    for p in range(2, len(att)):
        if att[p - 1] == topic[-1] and att[p] == ref[0]:
            opening = att[:p]
            kept = sum(w in topic for w in opening)
            return opening if 2 * kept > len(topic) and ref[0] not in opening else None
    return None


def _owner_acts(ref: tuple[str, ...], topic: tuple[str, ...], rest: list[str]) -> bool:
    """Is the reference's subject a personal pronoun that the topic put first names as its owner (我的钥匙 for 我
    找不到我的钥匙), with a verb right after the topic and that pronoun nowhere else? Then the subject is understood
    from the topic, as Chinese leaves it (我的钥匙找不到了): not a noun that acts (新员工表扬了经理)."""
    subject = ref[0]
    return (
        subject in lexicon.PERSONAL_PRONOUNS
        and topic[:2] == (subject, "的")
        and subject not in rest
        and tag(rest[0]).startswith("v")
    )


# Words whose difference is more than wording: who (pronouns), which (这, 上), a question (吗), an aspect, how
# much or how often.
# 给 may be the act itself (他给我一本书: "gave"); a question word asks something (多少, 几); a conjunction says how
# two clauses stand (但是 "but", 所以 "so"): never a mere wording.
_NOT_WORDING = (
    lexicon.PRONOUNS
    | lexicon.DETERMINERS
    | frozenset("吗 了 过 着 这个 那个 给".split())
    | lexicon.QUESTION_WORDS
    | frozenset("但是 可是 不过 所以 因为 因此 如果 虽然".split())
    | MEANING_ADVERBS
)


def _wording(issue: Issue) -> bool:
    """Is a slip a difference of wording rather than an error the rules can name (a homophone, a particle, a
    measure word, a word in the wrong place): a word the rules cannot check, or a function word more, less or
    another that does not say who, what time, whether it is a question or how much (吧, 就, 跟 for 和)?"""
    if issue.kind == UNSURE:
        return True
    return (
        issue.kind in ("extra_word", "missing_word", "word")
        and bool(issue.words)
        and not (set(issue.words) & _NOT_WORDING)
    )


def _by_words(ref, att, issues, clash, english, stems, reference, attempt) -> tuple[int, str]:
    """The grade from the word-by-word comparison: each stretch that differs, judged by its rules."""
    alignment = align(ref, att)
    ctx = Context(english, stems, alignment, reference)
    per_region = _issues(ref, att, alignment, ctx)
    if clash:  # the 了 it adds is no "fine too" but the slip; 在 and 了 said otherwise are that slip too
        changed = clash.kind == "aspect_changed"
        said = ("「了」", "You added 了,")  # the 了 the slip names, not named twice
        kept = [
            [i for i in r if not any(s in i.message for s in said) and not (changed and about_aspect(i))]
            for r in per_region
        ]
        per_region = kept + [[clash]]
    per_region = benefit_of_doubt(per_region, ctx)
    issues = issues + [issue for region in per_region for issue in region]
    # A stretch with several words wrong (a missing clause) counts as one meaning error.
    meaning = sum(any(i.weight == Weight.MEANING for i in region) for region in per_region)
    slips = sum(i.weight == Weight.SLIP and i.kind != UNSURE for i in issues)
    unsure = any(i.kind == UNSURE for i in issues)
    share = said_share(ref, issues)
    low = share < GIST or (meaning >= CROWDED[0] and share < CROWDED[1]) or meaning or slips > MAX_SLIPS
    # Wrong by the reference's wording is not wrong: without evidence of an error, the English decides.
    # Differences of wording only (a word more or less, another word the rules cannot check): the English decides
    # too; not a slip the rules can name (a homophone, a particle, a measure word, a word in the wrong place).
    wording = all(i.weight == Weight.FINE or _wording(i) for i in issues)
    # An aspect clash is the one slip the rules name in a sentence worded its own way: judged apart from it, the
    # rest decides between that slip (2) and a word-level error.
    others = [i for i in issues if i is not clash]
    freed = rewording.judge(ref, att, others, ctx) if low or ((slips or unsure) and wording) else None
    free = low and (freed == 2 or rewording.unverifiable(ref, att, others, ctx))
    unfaulted = low and not free and rewording.unfaulted(ref, att, others, ctx)
    if (freed == 3 or free or unfaulted) and passive_crossed(ref, att):
        # 我的狗被邻居的儿子咬了 for 邻居家的狗咬了我儿子: worded its own way, with the two sides changed round
        return 0, roles_reversed(reference).message
    if clash and (freed or free or unfaulted):
        return 2, _explain(2, [clash], reference, attempt, True)
    if freed == 3:
        return 3, f"Also correct! The reference: {reference}"
    if (free or unfaulted) and _accepted_unchecked(ref, att, english):
        # Worded its own way, saying the English with nothing in it wrong: what a teacher accepts. The note says
        # plainly that it was not checked word by word.
        return 3, rewording.unchecked_note(ref, att, reference)
    if free and rewording.only_left_out(ref, att) and all(i.kind == "missing_word" for i in _shown(issues)):
        # not "too different to check": what is left out is plain (去 of 我明年想去中国留学), if not shown wrong
        return 2, _explain(2, issues, reference, attempt, True)
    if free:
        return 2, rewording.note(ref, att, reference)
    if unfaulted:
        return 2, rewording.unfaulted_note(ref, att, reference)
    if (share < GIST or (meaning >= CROWDED[0] and share < CROWDED[1])) and not _one_word_other(ref, att):
        part = _one_clause(reference, attempt)
        if part:
            return 1, part
        if _whole(reference, attempt) and (
            rewording.related(ref, att, english, stems) or rewording.about_the_same(ref, att, issues, english, stems)
        ):
            # Nothing shown wrong in a sentence about the same thing, too freely worded to follow: not a 0, and
            # accepted as a free wording is (teachers gave 3 to 114 of the 115 labelled cases this note was given)
            if _accepted_unchecked(ref, att, english):
                return 3, rewording.unchecked_note(ref, att, reference)
            return 2, rewording.related_note(reference)
        english_shown = rewording.english_shown(ref, att, ctx)
        if _long(reference) and _whole(reference, attempt) and (_kept(ref, att) or english_shown >= _SOME_ENGLISH):
            # A long sentence said whole in words of its own, keeping a thing of ours or much of the English: on
            # the labelled sets a free rewording each time (14 of 14), where nothing is shown wrong: not a 0, and
            # accepted as a free wording is
            if _accepted_unchecked(ref, att, english):
                return 3, rewording.unchecked_note(ref, att, reference)
            return 2, rewording.related_note(reference)
        if _whole(reference, attempt) and rewording.worded_throughout(ref, att, english):
            # not "little of this matches": a sentence in words of its own, nothing in it shown to say another thing
            if _accepted_unchecked(ref, att, english):
                return 3, rewording.unchecked_note(ref, att, reference)
            return 2, rewording.related_note(reference)
        return 0, _not_there(share, ref, att, reference, attempt, english_shown)
    if any(i.kind == "roles_reversed" for i in issues) or (meaning == 1 and any(map(_turned_round, issues))):
        return 0, _explain(1, issues, reference, attempt, True)  # another meaning: a wrong answer
    if meaning >= 2 and _reworded_throughout(issues, english, ref, att) and rewording.related(ref, att, english, stems):
        # Said in words of its own in several places, none an error the rules can prove, and about what the English
        # says: a free rewording as often as not (认真 for 仔细 and 有利于 for 有助于 are right). Not called wrong,
        # and accepted as a free wording is.
        return _reworded(ref, att, english, _differences(issues, attempt), reference)
    score = 1 if meaning or slips > MAX_SLIPS else 2 if slips or unsure else 3
    if score == 1 and _worded_apart(per_region, issues, ref, att, english, stems):
        return _reworded(ref, att, english, _differences(issues, attempt), reference)
    if score == 2 and not slips and _unsure_accepted(ref, att, issues, english):
        # Only differences the rules could not verify, and nothing shown wrong: accepted, saying so.
        return 3, rewording.unchecked_pairs_note(_unsure_pairs(issues), reference)
    return score, _explain(score, issues, reference, attempt, True)


def _shown(issues: list[Issue]) -> list[Issue]:
    """The issues a note would name: all but those the rules take as fine."""
    return [i for i in issues if i.weight != Weight.FINE]


def _one_word_other(ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Is the attempt the reference with one word said otherwise (他很苗条 for 他很瘦)? Little of a short sentence is
    then the reference's by weight, but the rest is: that word is judged, not the sentence called another. Read
    by characters, as jieba may glue the word to its neighbour (很瘦 / 很 苗条)."""
    left, said, kept = middles("".join(ref), "".join(att))
    return kept > 0 and 0 < len(left) <= _ONE_WORD and 0 < len(said) <= _ONE_WORD


_ONE_WORD = 3  # characters: the most a word said otherwise may have


def _accepted_unchecked(ref: tuple[str, ...], att: tuple[str, ...], english: str) -> bool:
    """May a wording the rules cannot follow, with nothing shown wrong in it, be accepted (3)? Not one whose
    words are scrambled, nor one of the shapes a wrong answer takes (rewording.accepted_unchecked)."""
    return not _scrambled(ref, att) and rewording.accepted_unchecked(ref, att, english)


def _reworded(ref: tuple[str, ...], att: tuple[str, ...], english: str, pairs: str, reference: str) -> tuple[int, str]:
    """The grade of a sentence said in words of its own in several places, none shown wrong: 3 with the plain
    note when it is accepted as a free wording (teachers gave 3 to 154 of the 158 labelled cases given the 2
    before), else 2, "it may well be right"."""
    if _accepted_unchecked(ref, att, english):
        return 3, rewording.unchecked_note(ref, att, reference)
    return 2, rewording.reworded_note(pairs, reference)


# Proofs a rewording may carry in words of its own: a negation said by another negative word (不符 / 不一样, 没法 /
# 容不下), a time by another; related() still asks the two to negate alike and to keep the reference's times.
_REWORDABLE = frozenset("negation time".split())


def _reworded_throughout(issues: list[Issue], english: str, ref: tuple[str, ...], att: tuple[str, ...]) -> bool:
    """Do the meaning issues put words of the attempt's own in two places or more (said for the reference's, or
    added), with none the rules prove (a number, roles reversed; a negation or a time only in words of its own),
    no opposite and no thing added that the English does not name (糖果 in 孩子开心地吃了糖果 for "The child
    laughed")? One word swapped (画花 for 养花) or words only left out are the word rules' to judge."""
    meaning = [i for i in issues if i.weight == Weight.MEANING]
    if any(i.kind in PROVEN - _REWORDABLE or (_turned_round(i) and i.kind not in _REWORDABLE) for i in issues):
        return False
    if any(i.kind == "extra_word" and thing(i.att_word) and not english_said(i.att_word, english) for i in meaning):
        return False
    if rewording.concrete_swapped(ref, att, meaning, english):
        return False  # 洗两次手 for 刷两次牙 "brush my teeth": another thing, whatever else is worded otherwise
    own = sum(i.kind in ("wrong_word", "extra_word") for i in meaning)
    if own >= 2:
        return True
    # One word of its own beside a word left out elsewhere (我回到家以后马上洗澡 for 我一到家就洗澡) is worded its
    # own way too; not where it says another thing (不必 for 必须, 她 for 他).
    return own == 1 and len(meaning) >= 2 and not rewording.says_another_thing(ref, att, issues, english)


def _worded_apart(per_region, issues, ref, att, english, stems) -> bool:
    """Does an attempt the word rules call wrong in one place differ from the reference in others too (a word of its
    own here, one left out there: 我回到家以后马上洗澡 for 我一到家就洗澡), with nothing in it that says another thing,
    and either its characters apart from ours in several stretches or its words about what the English says? Then
    it is worded its own way: the one 'error' is a guess, and a 2 that says so is the honest grade."""
    if any(map(_turned_round, issues)):  # 很晚才到 for 很早就到
        return False
    if rewording.concrete_swapped(ref, att, issues, english):  # 洗两次手 for 刷两次牙, 钱包丢了 for 我丢了钥匙
        return False
    if len("".join(att)) < _FULL_LENGTH * len("".join(ref)):  # a part of the sentence: 考试很难 for 虽然考试很难，但是…
        return False
    if rewording.apart_in_places(ref, att) and not rewording.kind_for_kind(ref, att, issues, english):
        # 她很会唱歌 for 她唱歌唱得很好: several stretches of its own, where a thing it names (路上 of 路上太堵了 for
        # 因为交通堵塞) is part of the wording, not another thing said (none of the labelled answers so worded)
        own = [i for i in issues if not (i.kind == "extra_word" and thing(i.att_word))]
        return not rewording.says_another_thing(ref, att, own, english)
    if rewording.says_another_thing(ref, att, issues, english):
        return False
    differing = sum(any(i.weight >= Weight.SLIP for i in region) for region in per_region)
    # Only light words of its own (酒店的房间很干净 for 又干净又安静): no wording of its own.
    if differing < 2 or not any(is_content(w) for w in att if w not in ref):
        return False
    return rewording.related(ref, att, english, stems) or rewording.about_the_same(ref, att, issues, english, stems)


def _differences(issues: list[Issue], attempt: str = "") -> str:
    """The first two pairs of content words the meaning issues name (认真 / 仔细; not 吧 / 衣服, which only stand
    in one place). A learner's character that ends the reference's word is shown with the one before it in the
    attempt (封住 / 堵住, where jieba cut 封 + 住): "住 / 堵住" would say the learner wrote 住 alone."""
    words = [(i.att_word, i.ref_word) for i in issues if i.weight == Weight.MEANING and i.att_word and i.ref_word]
    named = [(a, r) for a, r in words if is_content(a) and is_content(r)]
    shown = []
    for a, r in named[:2]:
        at = attempt.find(a)
        before = attempt[at - 1] if at > 0 else ""
        # a word, or an act and its result (封 + 住: jieba tags 封 a measure word)
        whole = dictionary.is_word(before + a) or (a in lexicon.RESULTS and before not in lexicon.PARTICLES)
        if len(a) == 1 and len(r) == 2 and r.endswith(a) and before and whole:
            a = before + a
        shown.append(f"{a} / {r}")
    return ", ".join(shown)


def _unsure_accepted(ref: tuple[str, ...], att: tuple[str, ...], issues: list[Issue], english: str) -> bool:
    """May words the rules could neither verify nor fault (交流 / 沟通, 卖完 / 卖光) be accepted? On the labelled sets
    such answers were right 98 times in 100; those labelled wrong were the shapes kept at 2 here: the reference
    with words only left out (仍然, 连…都), 过 added (常常去过), two kinds of one thing (考试 / 面试), word salad.
    A thing said for a thing (钱 for 时间 in 我今天没钱) is not accepted unchecked either: the one error a free
    wording hides most easily."""
    if rewording.only_left_out(ref, att) or "".join(att).count("过") > "".join(ref).count("过") or _scrambled(ref, att):
        return False
    if rewording.says_otherwise(ref, att) or rewording.can_denied(ref, att) or rewording.ways_turned(ref, att):
        return False
    if rewording.weaker_denial(ref, att):
        return False  # 不太便宜 "not very cheap" for 很贵 "very expensive": less than the sentence says
    pairs = [(i.ref_word, i.att_word) for i in issues if i.kind == UNSURE]
    return not any(
        frozenset((r, a)) in lexicon.NOT_SYNONYMS  # 不要 for 不必: listed as saying other things
        or rewording.modal_added(r, a)  # 不想吃苦 "won't" for 吃不了苦 "can't"
        or rewording.object_for_object(r, a, "".join(ref))  # 吃饭 for 吃药: another thing
        or kinds_of_one_thing(r, a)
        or opposites(r, a)  # 打开 "turn on" for 关掉 "turn off"
        or (rewording.a_thing(r) and rewording.a_thing(a))
        or _told_apart(r, a, english)
        for r, a in pairs
    )


def _told_apart(ref_word: str, att_word: str, english: str) -> bool:
    """Are they two single-character acts, of which the reference's says a word of the English that the attempt's
    does not (煮 "boil" for 炒 in "boil the eggs for eight minutes"), or that share no meaning at all (走 "leave"
    for 来 "come", 接 "answer" for 打 "make" a call)? Then they are two acts. (Longer words that differ so, 干净 /
    好 "clean" after 打扫, are more often the same thing said otherwise.)"""
    if len(ref_word) != 1 or len(att_word) != 1:
        return False
    if bool(english_said(ref_word, english) - english_said(att_word, english)):
        return True
    acts = tag(ref_word).startswith("v") and tag(att_word).startswith("v")
    return acts and not thesaurus.synonyms(ref_word, att_word) and not same_meaning(ref_word, att_word)


def _unsure_pairs(issues: list[Issue]) -> str:
    """The words of the first two unsure notes (马上 / 立刻, 卖光 / 卖完)."""
    pairs = dict.fromkeys(i.message.split("(", 1)[1].split(")", 1)[0] for i in issues if i.kind == UNSURE)
    return ", ".join(list(pairs)[:2])  # each pair once (靠 / 依靠 said twice is named once)


def _turned_round(issue: Issue) -> bool:
    """Does the issue say the opposite of the sentence: a negation added, dropped or moved (我喜欢咖啡 for "I don't
    like coffee"), or a word said as its opposite (贵 for 便宜)? As with roles reversed, a wrong meaning (0), not a
    partly right one; not a clause left out that has a negation in it (a stretch: what is missing is the clause)."""
    if issue.kind in ("negation", "negation_turned"):
        # a negation said in another form (吃不饱 for 吃得不够: "The negation here is…") turns nothing round
        return issue.weight == Weight.MEANING and issue.lost + issue.added <= _ONE_NEGATION
    if issue.kind == "time":
        # 晚 for 早 "early" (起得很早) is its opposite; 晚上 for 早上, or 昨天 for 明天, is another time (1)
        return frozenset((issue.ref_word, issue.att_word)) in lexicon.COMPARATIVE_OPPOSITES
    # jieba keeps 很 on some adjectives and not on others (很矮 but 很 高): 很矮 for 高 is 矮 for 高
    ref_word, att_word = (w.removeprefix("很") if len(w) == 2 else w for w in (issue.ref_word, issue.att_word))
    if frozenset((ref_word, att_word)) in _TOLD_APART_ONLY:
        return False
    return issue.kind == "wrong_word" and bool(ref_word and att_word) and opposites(ref_word, att_word)


# Pairs listed as no synonyms that are no opposites either: a wrong word at worst (1), never another meaning (0).
# 到 for 去 (走路到学校), 送 "see off" for 接 "pick up" (去机场送朋友), a sister for a brother: another act or
# person, never the opposite one
_TOLD_APART_ONLY = frozenset(frozenset(pair.split("/")) for pair in "去/到 接/送 哥哥/姐姐 弟弟/妹妹".split())


_ONE_NEGATION = 0.5  # what a negation added or left out weighs (a stretch left out with one in it weighs more)


# The words that link a clause to the others ("not only", "but also", "although"), which a clause said alone drops.
_LINKS = frozenset("不但 不仅 不光 不只 虽然 尽管 而且 并且 但是 可是 但 所以 因此 还 也".split())


def _unlinked(clause: str) -> str:
    """The clause, normalised, without the words that link it to the others."""
    return "".join(w for w in split_words(normalise(clause)) if w not in _LINKS)


def _one_clause(reference: str, attempt: str) -> str | None:
    """When the attempt is one whole clause of the reference and the rest is missing: what is missing."""
    parts = [p for p in CLAUSE_BREAK.split(reference) if normalise(p)]
    said = normalise(attempt)
    if len(parts) < 2 or not any(normalise(p) == said or said.endswith(normalise(p)) for p in parts):
        # 他会说英语 for 他不但会说英语，而且会说法语: the clause said without the link that joined it to the rest
        unlinked = [p for p in parts if _unlinked(p) == said]
        if not unlinked:
            return None
        said = normalise(unlinked[0])  # that clause is said: the rest is named
    left = "，".join(p for p in parts if normalise(p) not in said).rstrip("。！？.!?")
    return f"That part is right, but part of the sentence is missing: {left}. In Chinese: {reference}"


__all__ = ["GIST", "MAX_SLIPS", "grade", "region_issues", "said_share"]
