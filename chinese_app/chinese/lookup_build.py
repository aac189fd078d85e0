"""Builds the look-up tables of ``lookup_db`` into a folder: ``python -m chinese_app.chinese.lookup_build DIR``.

Run in a child process by ``lookup_db.folder()``: the sources are parsed here into ordinary dicts (the way
the modules used to hold them), so each table holds exactly what that dict held, and the worker never does.

Encodings: a frequency is a u32; a tag is ASCII; a word's senses are joined by U+001F; readings (a list of
options per character) are options joined by U+001F, characters by U+001E.
"""

from __future__ import annotations

import io
import logging
import pickle
import sys
from pathlib import Path

from chinese_app.chinese.lookup_db import write_table

SEP, CHAR_SEP = "\x1f", "\x1e"


def encode_readings(readings: list[list[str]]) -> bytes:
    if not readings or not all(readings) or any(SEP in s or CHAR_SEP in s for r in readings for s in r):
        raise ValueError(f"readings the encoding cannot carry: {readings!r}")
    return CHAR_SEP.join(SEP.join(options) for options in readings).encode("utf-8")


def _jieba(out: Path) -> dict:
    import jieba

    jieba.setLogLevel(logging.WARNING)
    freq, total = jieba.dt.gen_pfdict(jieba.dt.get_dict_file())
    write_table(out / "jieba_freq.tbl", ((w, f.to_bytes(4, "little")) for w, f in freq.items()))
    import jieba.posseg  # its word_tag_tab is read from the same dictionary file at import

    tags = jieba.posseg.dt.word_tag_tab
    write_table(out / "jieba_tags.tbl", ((w, t.encode("ascii")) for w, t in tags.items()))
    return {"jieba_total": total}


def _pinyin(out: Path) -> None:
    from pypinyin.phrases_dict import phrases_dict as pypinyin_phrases
    from pypinyin_dict.phrase_pinyin_data.cc_cedict import phrases_dict as cedict_phrases

    write_table(out / "cedict_readings.tbl", ((w, encode_readings(r)) for w, r in cedict_phrases.items()))
    write_table(out / "pypinyin_phrases.tbl", ((w, encode_readings(r)) for w, r in pypinyin_phrases.items()))
    # pypinyin's mmseg PrefixSet: every prefix of every phrase
    prefixes = {phrase[: i + 1] for phrase in pypinyin_phrases for i in range(len(phrase))}
    write_table(out / "pypinyin_prefixes.tbl", ((p, b"") for p in prefixes))


def _cedict(out: Path) -> dict:
    from chinese_app.chinese import dictionary
    from chinese_app.content import alignment

    senses = dictionary.build_senses_by_word()
    if any(SEP in s for values in senses.values() for s in values):
        raise ValueError("a CC-CEDICT sense holds the separator")
    write_table(out / "cedict_senses.tbl", ((w, SEP.join(s).encode("utf-8")) for w, s in senses.items()))
    return {
        "nouns": dictionary.nouns_from_source(),
        "erhua": dictionary.build_erhua(),
        "abbreviations": dictionary.build_abbreviations(),
        "measure_words": dictionary.build_measure_words(),
        "usual_glosses": dictionary.build_usual_glosses(),
        "synonyms": alignment.build_synonyms(),
        "english_lexicon": alignment.build_english_lexicon(),
    }


def _cilin(out: Path) -> None:
    from chinese_app.chinese import thesaurus

    codes = thesaurus.build_codes()
    if any(" " in c or not c.isascii() for values in codes.values() for c in values):
        raise ValueError("a Cilin code the encoding cannot carry")
    write_table(out / "cilin_codes.tbl", ((w, " ".join(c).encode("ascii")) for w, c in codes.items()))


def build(out: Path) -> None:
    small = {**_jieba(out), **_cedict(out)}
    _pinyin(out)
    _cilin(out)
    for name, value in small.items():
        with (out / f"{name}.pickle").open("wb") as f:
            pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)


if __name__ == "__main__":
    sys.stdout = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8")
    build(Path(sys.argv[1]))
