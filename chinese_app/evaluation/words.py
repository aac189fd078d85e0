"""Comparing two Chinese words: same meaning, same sound, and a few English words to explain one."""

from __future__ import annotations

import re
import threading
from functools import lru_cache

from chinese_app.chinese import dictionary, thesaurus
from chinese_app.content.alignment import _variants as variants  # its comparatives: one rule, one place
from chinese_app.content.alignment import english_stems, english_tokens, stem
from chinese_app.evaluation import lexicon
from chinese_app.evaluation.compare import tag
from chinese_app.evaluation.issues import is_noun

_lock = threading.Lock()


@lru_cache(maxsize=8192)
def _readings(ch: str) -> tuple[frozenset[str], frozenset[str]]:
    """(toneless, toned) pypinyin readings of one character: its first two, commonest first. A rare reading
    makes no homophone a learner types by mistake (不 read fǒu is no 还 hái or huán, 干 read àn no 安)."""
    toned = _toned(ch, heteronym=True)[0][:_COMMON_READINGS]
    return frozenset(r.rstrip("12345") for r in toned), frozenset(toned)


_COMMON_READINGS = 2


def _toned(text: str, heteronym: bool = False) -> list[list[str]]:
    """pypinyin's readings of each character of the text, tones as digits (hao3, le5): all of them with heteronym,
    else the one it reads in the word."""
    from pypinyin import Style, pinyin

    with _lock:  # pypinyin loads its data lazily on first use
        return pinyin(text, style=Style.TONE3, heteronym=heteronym, neutral_tone_with_five=True)


def sound_alike(a: str, b: str) -> tuple[bool, bool] | None:
    """For two strings of the same length: (same sound, same tones too) if every pair of characters shares a
    reading, ignoring tones (在/再, 喝/和), else None."""
    if len(a) != len(b) or a == b:
        return None
    exact = True
    for x, y, in_a, in_b in zip(a, b, _in_context(a), _in_context(b), strict=True):
        if x == y:
            continue
        if x.isascii() or y.isascii():
            return None
        # the reading one has in its word (和 huo in 暖和) among the other's common readings, or the other way
        (plain_x, toned_x), (plain_y, toned_y) = _with(_readings(x), in_a), _with(_readings(y), in_b)
        if plain_x.isdisjoint(plain_y):
            return None
        exact = exact and not toned_x.isdisjoint(toned_y)
    return True, exact


def _with(readings, more):
    return readings[0] | more[0], readings[1] | more[1]


@lru_cache(maxsize=8192)
def _in_context(word: str) -> tuple[tuple[frozenset[str], frozenset[str]], ...]:
    """Each character's reading in the word, as pypinyin reads the word (和 huo in 暖和), as _readings gives them."""
    toned = [r[0] for r in _toned(word)]
    if len(toned) != len(word):
        return tuple((frozenset(), frozenset()) for _ in word)
    return tuple((frozenset({r.rstrip("12345")}), frozenset({r})) for r in toned)


def judged_apart(word: str) -> bool:
    """Words whose differences rules of their own judge: numbers, negation, time, pronouns, measure words."""
    return (
        lexicon.is_numeral(word)
        or lexicon.is_negation(word)
        or word in lexicon.TIME_GROUP
        or word in lexicon.PRONOUNS
        or word in lexicon.MEASURE_WORDS
    )


def _protected(word: str) -> bool:
    """No shared sense makes these the same word: those judged apart, and particles."""
    return judged_apart(word) or word in lexicon.PARTICLES


@lru_cache(maxsize=65536)
def _meaning_set(word: str) -> frozenset[str]:
    return frozenset(m for m in dictionary.meanings(word) if m not in lexicon.GENERIC_MEANINGS)


@lru_cache(maxsize=65536)
def meaning_stems(word: str) -> frozenset[str]:
    """English stems of a word's CC-CEDICT meanings (of its listed pieces if it is not listed itself)."""
    pieces = [word] if dictionary.is_word(word) else [word[i : i + 1] for i in range(len(word))]
    return frozenset(s for piece in pieces for m in _meaning_set(piece) for s in english_stems(m))


def same_meaning(ref: str, att: str, english: frozenset[str] = frozenset(), via_english: bool = True) -> bool:
    """Do two words mean the same here: a curated synonym, a CC-CEDICT sense they share (电脑/计算机 "computer"),
    or a word of the English sentence both translate (拜访/看 "visit"; not with via_english=False)? english: the
    stems of the English sentence."""
    if ref == att:
        return True
    if frozenset((ref, att)) in lexicon.NOT_SYNONYMS or opposite_character(ref, att):
        return False
    if amount_added(ref, att):
        return False
    if not lexicon.SYNONYM_GROUPS.get(ref, frozenset()).isdisjoint(lexicon.SYNONYM_GROUPS.get(att, frozenset())):
        return True
    if _cilin_synonyms(ref, att):
        return True
    if _protected(ref) or _protected(att):
        return False
    if ref in lexicon.BRIEFLY and att in lexicon.BRIEFLY:
        return True
    if _share_meaning(ref, att, english) or same_by_character(ref, att) or same_act_on(ref, att):
        return True
    if not via_english:
        return False
    if _part_left_unsaid(ref, att, english):
        return False
    # The English word the reference word translates is one whole meaning of the attempt's word: 看 "visit"
    # for 拜访 in "I'll visit the teacher", but not 刀 "single-edged sword" for 剑 "sword".
    said = meaning_stems(ref) & english
    if _thing_swapped(ref, att, said - meaning_stems(att)):
        return False  # 喝酒 "to drink (alcohol)" says "drink" of "drink tea" as 喝茶 does, and not "tea"
    if ways_apart(ref, att):
        return False
    if _narrower_thing(ref, att, said):
        return False
    # ... unless what it leaves of our meaning turns it round: 抽烟 "smoke" is not 戒烟 "give up smoking", though
    # "smoking" is in the English.
    turned = any(_stems(m) & said and _TURNING.search(m) for m in _meaning_set(ref))
    # ... nor one of the attempt's meanings that denies it: 无效 "not valid" is not 有效 "valid".
    denied = any(_stems(m) & said and _DENYING.match(m) for m in _meaning_set(ref))
    return bool(said) and any(
        _stems(m)
        and _stems(m) <= said
        and not (turned and not _TURNING.search(m))
        and (denied or not _DENYING.match(m))
        for m in _meaning_set(att)
    )


def _thing_swapped(ref: str, att: str, unsaid: frozenset[str]) -> bool:
    """Two words of two characters, one shared, where the reference's other says a word of the English the
    attempt's word does not and the attempt's other names a thing of its own (喝茶 / 喝酒: 茶 "tea", 酒)."""
    ours, theirs = set(ref) - set(att), set(att) - set(ref)
    if len(ref) != 2 or len(att) != 2 or len(ours) != 1 or len(theirs) != 1 or not unsaid:
        return False
    return bool(meaning_stems(ours.pop()) & unsaid) and is_noun(theirs.pop())


# English words that turn a meaning round (give up, stop, quit, lack, lose): left out, the word says the opposite.
_DENYING = re.compile(r"(?:not|no|non|never|without)\b")
_TURNING = re.compile(r"\b(?:give up|stop|quit|cease|lack|lose|lost|refuse|avoid|prevent|fail)\b")


def turns(word: str) -> bool:
    """Does one of the word's CC-CEDICT meanings turn what it names round (失业 "lose one's job")?"""
    return any(_TURNING.search(m) for m in _meaning_set(word))


def _narrower_thing(ref: str, att: str, said: frozenset[str]) -> bool:
    """Are they two nouns of one head (价 of 房价 "housing prices" and 物价 "prices"), the reference's saying more of
    the English than the attempt's? The thing named is another, a wider one of that kind."""
    if not (is_noun(ref) and is_noun(att)) or ref[-1] != att[-1]:
        return False
    return not said <= meaning_stems(att)


def ways_apart(one: str, other: str) -> bool:
    """Do the two say one English verb with particles that part them (打开 "to turn on", 关 "to turn off"): the
    particle says which way the act goes, and the stems leave it out."""

    def ways(word: str, verb: str) -> frozenset[str]:
        pieces = [word] if dictionary.is_word(word) else list(word)
        return frozenset().union(*(_particles(m) for p in pieces for m in _meaning_set(p) if verb in _stems(m)))

    for verb in meaning_stems(one) & meaning_stems(other):
        mine, theirs = ways(one, verb), ways(other, verb)
        if mine and theirs and mine.isdisjoint(theirs):
            return True
    return False


def _particles(meaning: str) -> frozenset[str]:
    """The particles of an English gloss (on of "to turn on"), which the stems leave out."""
    return frozenset(meaning.lower().split()) & _PARTICLES


def _part_left_unsaid(ref: str, att: str, english: frozenset[str]) -> bool:
    """Is the attempt's word the reference's with a part left out that says a word of the English (买 for 买药 in
    "buy medicine": 药 "medicine" is not said)? jieba keeps the object in the verb, and the verb alone says less."""
    if len(att) >= len(ref) or att not in ref:
        return False
    said = meaning_stems(ref) & english
    if len(att) == 1 and said and not _stems(" ".join(dictionary.meanings(att)[:_FIRST_SENSES])) & said:
        return True  # 去 for 去世 "pass away": 去 "die" is a far sense of "go", and 世 says nothing alone
    return bool(meaning_stems(ref.replace(att, "", 1)) & english)


_FIRST_SENSES = 3  # the senses of a character that one takes it in, alone


def same_by_character(a: str, b: str) -> bool:
    """Two words of two characters, none in common, each character said by the other's in its place: on one
    Cilin synonym line and with a first CC-CEDICT meaning in common (爸妈 / 父母: 爸 / 父 "father", 妈 / 母
    "mother"). A word of a learner's own making (爸妈 is in no thesaurus) that means the reference's part by part.
    Both tests, for one character has many senses and Cilin lines are broad."""
    if len(a) != 2 or len(b) != 2 or not set(a).isdisjoint(b):
        return False
    return all(thesaurus.synonyms(x, y) and _share_meaning(x, y, frozenset()) for x, y in zip(a, b, strict=True))


def same_act_on(a: str, b: str) -> bool:
    """Two verbs of two characters with one object, whose acts share a CC-CEDICT sense (耗电 / 费电: 耗 and 费 "to
    spend"; 看书 / 读书 "to read"): the same act done to the same thing. Only verbs: two things of one sense are
    not one (写字 / 写信: 字 and 信 are both "letter")."""
    if len(a) != 2 or len(b) != 2 or a[1] != b[1] or a[0] == b[0] or opposite_character(a, b):
        return False
    acts = all(tag(w[0]).startswith("v") for w in (a, b))
    return acts and _share_meaning(a[0], b[0], frozenset())


def amount_added(a: str, b: str) -> bool:
    """One word inside the other with an amount or a degree more (小时 / 半小时, 天 / 几天, 高 / 最高 "tallest",
    好 / 更好 "better"): not the same."""
    short, long_ = sorted((a, b), key=len)
    added = long_.replace(short, "")
    return (
        short != long_
        and short in long_
        and any(ch in _AMOUNT for ch in added)
        # all of it an amount or what counts it (三个, 一些), not a word an amount starts (十字路口 "crossroads")
        and all(ch in _AMOUNT or ch in lexicon.MEASURE_WORDS or ch in "点些" for ch in added)
    )


_AMOUNT = "半几两一二三四五六七八九十百千万多最更"


def _cilin_synonyms(ref: str, att: str) -> bool:
    """On one synonym line of Cilin (马上/立刻, 咱们/我们), both of two characters or more: a one-character
    word has too many senses for a line to say which (跑 and 走 share "run away"). Numbers, negations and
    two time words are left to their own rules (明天/翌日 would do, 早上/上午 would not); a time word and a
    word on its line that is no time word (通常/一般 "usually") are synonyms like any others."""
    if len(ref) < 2 or len(att) < 2:
        return False
    if any(lexicon.is_numeral(w) or lexicon.is_negation(w) for w in (ref, att)):
        return False
    if ref in lexicon.TIME_GROUP and att in lexicon.TIME_GROUP:
        return False  # two times: the time rule tells them apart; a time and a word on its line (通常 / 一般) do not
    return thesaurus.synonyms(ref, att)


def time_said_otherwise(ref: str, att: str) -> bool:
    """Is one word a time word and the other a word that is no time word but says that time (这会儿 "now" for
    现在, 一般 "generally" for 平时 "usually")? They are on one Cilin synonym line, their first CC-CEDICT meanings
    are one, or the other word is on a Cilin line with a word of the time word's own group (一般 with 通常, listed
    with 平时). The time rule tells two time words apart; it has nothing to say of a word it does not list."""
    time, other = (ref, att) if ref in lexicon.TIME_GROUP else (att, ref)
    if time not in lexicon.TIME_GROUP or other in lexicon.TIME_GROUP or len(time) < 2 or len(other) < 2:
        return False
    if lexicon.is_numeral(other) or lexicon.is_negation(other) or frozenset((ref, att)) in lexicon.NOT_SYNONYMS:
        return False
    if thesaurus.synonyms(time, other) or _first_meaning(time) == _first_meaning(other) != "":
        return True
    return any(thesaurus.synonyms(other, kin) for kin in _time_kin(time))


def _first_meaning(word: str) -> str:
    meanings = dictionary.meanings(word)
    return meanings[0] if meanings else ""


@lru_cache(maxsize=1024)
def _time_kin(word: str) -> frozenset[str]:
    """The words listed as saying the same time as the word: its time group and its curated synonyms."""
    group = lexicon.TIME_GROUP[word]
    same = {w for w, g in lexicon.TIME_GROUP.items() if g == group}
    ids = lexicon.SYNONYM_GROUPS.get(word, frozenset())
    same |= {w for w, g in lexicon.SYNONYM_GROUPS.items() if not g.isdisjoint(ids)}
    return frozenset(w for w in same if w != word and len(w) > 1)


def changed_character(a: str, b: str) -> tuple[str, str] | None:
    """The one character two words of two or more characters differ in (开灯 / 关灯: 开, 关), else None."""
    if len(a) != len(b) or len(a) < 2:
        return None
    diff = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    return diff[0] if len(diff) == 1 else None


def opposite_character(a: str, b: str) -> bool:
    """Words that differ in one character, an opposite of the other's (开灯 / 关灯, 上楼 / 下楼, 听得懂 / 听不懂):
    their dictionary senses share most words ("turn ... the light") but not the meaning."""
    changed = changed_character(a, b)
    return changed is not None and (frozenset(changed) in lexicon.NOT_SYNONYMS or frozenset(changed) == _CAN_CANNOT)


# 得 and 不 inside a verb and its result say "can" and "cannot" (听得懂 / 听不懂): opposites however alike they look.
_CAN_CANNOT = frozenset("得不")


_MAIN_SENSES = 3  # a shared sense counts if it is among the first few of both words (or the English says it)


def shared_sense(a: str, b: str) -> bool:
    """Do two words share one of their first CC-CEDICT meanings (不足/不够 "insufficient")?"""
    return _share_meaning(a, b, frozenset())


def any_shared_sense(a: str, b: str) -> bool:
    """Do two words share any CC-CEDICT meaning, early or late? For function words (由于/因为 "owing to"),
    whose senses are few and whose order says little."""
    return not _meaning_set(a).isdisjoint(_meaning_set(b))


def shares_meaning(a: str, b: str, english: frozenset[str]) -> bool:
    """Do two words share one of their first CC-CEDICT meanings, or one the English says (english: its stems)?"""
    return _share_meaning(a, b, english)


def _share_meaning(ref: str, att: str, english: frozenset[str]) -> bool:
    """A CC-CEDICT meaning both words have: one of the first few of each (电脑/计算机 "computer"), or one the
    English says; a late sense in common is a different use (回避/提出 both "withdraw"). The English may say the
    verb of a shared meaning without its particle: "broken" says "to break down", shared by 坏 and 出毛病."""
    ref_senses, att_senses = _senses_at(ref), _senses_at(att)
    for meaning in ref_senses.keys() & att_senses.keys():
        main = ref_senses[meaning] < _MAIN_SENSES and att_senses[meaning] < _MAIN_SENSES
        verb = _stems(meaning) - _PARTICLES
        if main or (verb and verb <= english):
            return True
    return False


@lru_cache(maxsize=65536)
def _senses_at(word: str) -> dict[str, int]:
    """Each meaning of the word (generic ones aside) and where it first comes, a state said with "be" read as
    the state (吃惊 "be amazed", 惊讶 "amazed")."""
    out: dict[str, int] = {}
    for at, meaning in enumerate(dictionary.meanings(word)):
        if meaning not in lexicon.GENERIC_MEANINGS:
            out.setdefault(meaning.removeprefix("be "), at)
    return out


@lru_cache(maxsize=65536)
def _stems(meaning: str) -> frozenset[str]:
    return frozenset(english_stems(meaning))


def english_stem_set(english: str) -> frozenset[str]:
    """Stems of the content words of an English sentence."""
    return frozenset(english_stems(english, light=False))


def _keys(stem_: str) -> frozenset[str]:
    """A stem and, when longer, its first six letters: "probably" and "probable" meet as "probab"."""
    return frozenset((stem_, stem_[:6]) if len(stem_) > 6 else (stem_,))


@lru_cache(maxsize=65536)
def _meaning_keys(word: str) -> frozenset[str]:
    return frozenset(k for s in meaning_stems(word) for k in _keys(s))


@lru_cache(maxsize=4096)
def _english_keys(english: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each content stem of the English with its match keys, comparatives read as their base (angrier: angry)."""
    return tuple((s, frozenset(k for v in variants(s) for k in _keys(v))) for s in english_stem_set(english))


# The particles of English phrasal verbs: "turn off" is not "turn on", "get out of bed" not "go to bed".
_PARTICLES = frozenset("on off up down in out away back over".split())


def english_said(word: str, english: str, whole: bool = False) -> frozenset[str]:
    """The content words of the English (as stems) that one of the word's CC-CEDICT meanings says: 可能
    "probable" says "probably", 气 "angry" says "angrier"; a whole word, not the tail of one (讨厌 "dislike"
    does not say "like"). whole: only by a meaning the English says all of, the particle of a phrasal verb
    too (刀 "single-edged sword" does not say "sword" wholly, 关上 "turn off" does not say "turn on", 起床 "get
    out of bed" does not say "go to bed"; 公共汽车 "bus" says "bus")."""
    wanted = _english_keys(english)
    if not whole:
        keys = _meaning_keys(word)
        return frozenset(s for s, k in wanted if not k.isdisjoint(keys))
    tokens = frozenset(english_tokens(english))
    out: set[str] = set()
    negates = bool(lexicon.ENGLISH_NEGATION.search(english))
    for meaning in _all_meanings(word):
        if not negates and lexicon.ENGLISH_NEGATION.search(meaning):
            continue  # 不太好 "not so good" does not say "the weather is good"
        said = [next((s for s, k in wanted if not k.isdisjoint(_keys(m))), None) for m in _content_stems(meaning)]
        if said and None not in said and _particles(meaning) <= tokens:
            out.update(said)
    return frozenset(out)


def _all_meanings(word: str) -> frozenset[str]:
    """The word's CC-CEDICT meanings, or its listed pieces' if it is not listed itself (城里: 城, 里)."""
    pieces = [word] if dictionary.is_word(word) else list(word)
    return frozenset(m for piece in pieces for m in _meaning_set(piece))


@lru_cache(maxsize=65536)
def _content_stems(meaning: str) -> tuple[str, ...]:
    return tuple(english_stems(meaning, light=False))


def gloss(word: str, english: str = "") -> str:
    """A few English words for a Chinese word: the words of the English sentence that translate it if there
    are some (早上 in "...in the morning" -> "morning", 不再 -> "no longer"), else its first CC-CEDICT meaning
    for a word of two characters or more; "" for a particle or a character the English does not say."""
    if lexicon.is_numeral(word):
        value = lexicon.number_value(word)
        return lexicon.number_text(value) if value is not None else ""
    if word in lexicon.FUNCTION_GLOSS:
        return lexicon.FUNCTION_GLOSS[word]
    found = _in_english(word, english)
    name = _name(word) if len(word) > 1 else ""
    if name and (not found or found in name.lower()):
        return name  # 南京 "Nanjing", not "capital of China at…"
    if found:
        return _as_written(found, word, english)
    if len(word) == 1:
        return ""  # a character alone has many senses (生 "be born" in 生气): none rather than the wrong one
    meanings = dictionary.meanings(word)
    first = dictionary.usual_gloss(word) or (meanings[0] if meanings else "")  # 便宜 "cheap", not "convenient"
    return _as_written(_short(first.split(",")[0]), word)


# Capitalised words at the head of a CC-CEDICT sense: the name of a place (Nanjing, Great Wall), which the plain
# meanings leave out or lower-case.
_NAME = re.compile(r"^(?:[A-Z][\w'’-]*)(?: (?:[A-Z][\w'’-]*|of|the))*")
_LONGEST = 6  # words of a meaning shown whole (celebrate the Chinese New Year)


def _name(word: str) -> str:
    """The place a word names, from the head of its first CC-CEDICT sense (南京 "Nanjing", 上海 "Shanghai"), or
    "": a place is glossed by its name, not by "capital of China at…". Only places (jieba's ns): the first sense
    of 成功 is a town's name too."""
    first = next(iter(dictionary.senses(word)), "")
    found = _NAME.match(first)
    if not found or not tag(word).startswith("ns"):
        return ""
    name = re.sub(r"(?: (?:of|the))+$", "", found.group(0))
    return name if len(name) > 1 and len(name.split()) <= 4 else ""


def _short(meaning: str) -> str:
    """A meaning short enough to show: whole up to six words, else up to the preposition that opens its
    circumstances when a word or more comes before it, else its first four words."""
    words = meaning.split()
    if len(words) <= _LONGEST:
        return meaning
    head = _CIRCUMSTANCE.split(meaning, 1)[0]
    return head if head != meaning and len(head.split()) <= 4 else " ".join(words[:4])


def _as_written(text: str, word: str, english: str = "") -> str:
    """The text with the capitals of names (beijing -> Beijing, chinese new year -> Chinese New Year, friday ->
    Friday): the comparisons lower-case what the learner is shown. A word is a name where the English writes it
    with a capital inside the sentence, or, for a name, a time or a language, the word's CC-CEDICT senses do,
    other than at the head of a phrase said ("Excuse me, may I ask...?")."""
    names = _capitalised(english.split()[1:])
    if not (tag(word).startswith(_NAMED) or word.endswith(_LANGUAGES)):
        return " ".join(names.get(t, t) for t in text.split())
    for sense in dictionary.senses(word):
        tokens = _BRACKETED.sub(" ", sense).split()
        said = bool(_SAID.search(sense))  # a phrase said, capitalised as a sentence is: no name at its head
        names |= _capitalised(tokens[1:] if said else tokens)
    return " ".join(names.get(t, t) for t in text.split())


_BRACKETED = re.compile(r"[()\[\]]")
# Words whose senses are names: places, people, bodies, times (星期五 "Friday", 春节 "Spring Festival") and
# languages (汉语 "Chinese"). Elsewhere a capital in CC-CEDICT is a brand or a title (老板 "Robam", 老师 "Teacher").
_NAMED = ("ns", "nr", "nt", "nz", "t")
_LANGUAGES = ("语", "文")
_SAID = re.compile(r"[?!…]|\.\.\.|, ")


def _capitalised(tokens: list[str]) -> dict[str, str]:
    """Lower case -> as written, for the tokens written with a capital (I aside)."""
    out = {}
    for token in tokens:
        bare = token.strip(".,;:!?\"'")
        if bare[:1].isupper() and bare != "I":
            out[bare.lower()] = bare
    return out


def _in_english(word: str, english: str) -> str:
    """The words of the English that say one of the word's meanings (a phrase first: "younger sister"), or
    one English word whose stem is a stem of its meanings, or ""."""
    tokens = english_tokens(english)
    token_stems = [stem(t) for t in tokens]
    for meaning in dictionary.meanings(word):
        wanted = [stem(w) for w in meaning.split()]
        k = len(wanted)
        if k < 2:
            continue
        for i in range(len(tokens) - k + 1):
            if token_stems[i : i + k] == wanted:
                return " ".join(tokens[i : i + k])
    if len(word) > 1 and not dictionary.is_word(word):
        # 吃盐, which CC-CEDICT does not list: "eat salt", each piece by the English word it says, not "eat" alone
        said = [_in_english(piece, english) for piece in word]
        if all(said) and len(set(said)) == len(said):
            return " ".join(sorted(said, key=lambda t: tokens.index(t) if t in tokens else len(tokens)))
    # a meaning of one word that the English says (方便 "convenient"), before a word of a longer meaning that it
    # happens to say too ("made" of "make things easy" in "has made life more convenient")
    for meaning in dictionary.meanings(word):
        if len(meaning.split()) == 1 and english_stems(meaning):  # not a word that says little ("be" of 做)
            key = stem(meaning)
            found = next((t for t, s in zip(tokens, token_stems, strict=True) if len(t) > 1 and s == key), "")
            if found:
                return _whole_meaning(word, found)
    # what a meaning names comes before its circumstances: 烫 "heat up in hot water" says "heat", not "water"
    heads = frozenset(s for m in dictionary.meanings(word) for s in english_stems(_CIRCUMSTANCE.split(m, 1)[0]))
    for stems in (heads, meaning_stems(word)):
        found = next((t for t, s in zip(tokens, token_stems, strict=True) if len(t) > 1 and s in stems), "")
        if found:
            return _whole_meaning(word, found)
    return ""


def _whole_meaning(word: str, found: str) -> str:
    """The English word found, or the shortest meaning of the word that holds it (three words at most) when the
    word says more than it: an act done to it (下课 "to finish class" in "after class") or a thing it only
    describes (垃圾桶 "rubbish bin" for "rubbish"); not the verb or the head of a meaning (坐 "to take a seat" is
    "take", 牛奶 "cow's milk" is "milk")."""
    key = stem(found)
    holding = [s for s in dictionary.senses(word) if key in [stem(w) for w in s.split()]]
    if not holding:
        return found
    shortest = min(holding, key=lambda s: len(s.split()))
    words = shortest.removeprefix("to ").split()
    # an act is named by its verb (坐 "to take a seat" for "take"), a thing by its head (牛奶 "cow's milk")
    named = words[0] if shortest.startswith("to ") else words[-1]
    if stem(named) != key and len(words) <= 3 and "(" not in shortest:
        return " ".join(words)
    return found


# A preposition opens what a meaning says of the circumstances (heat up in hot water, travel by car).
_CIRCUMSTANCE = re.compile(r" (?:in|on|at|by|with|for|of|from|into|onto) ")


def with_gloss(word: str, english: str = "", beside: str = "") -> str:
    """The word with its English in brackets: 咖啡 (coffee). beside: the word after it in the sentence, whose
    English is not this word's (电话 "phone number" beside 号码 "number" is 电话 (phone))."""
    meaning = gloss(word, english)
    if beside and " " in meaning:
        said = english_said(beside, english)
        own = [w for w in meaning.split() if stem(w) not in said]
        meaning = " ".join(own) or meaning
    return f"{word} ({meaning})" if meaning else word


__all__ = [
    "amount_added",
    "any_shared_sense",
    "english_said",
    "english_stem_set",
    "gloss",
    "meaning_stems",
    "same_meaning",
    "shared_sense",
    "shares_meaning",
    "opposite_character",
    "sound_alike",
    "time_said_otherwise",
    "with_gloss",
]
