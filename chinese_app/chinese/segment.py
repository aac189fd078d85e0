"""Word segmentation with jieba, whose dictionary is loaded lazily, once per process.

jieba's own loading holds its 500,000 words and prefixes as a dict (~60 MB) and jieba.posseg's tags as
another (~50 MB). Here both are memory-mapped tables built once per machine (``lookup_db``), put where
jieba looks for them: ``tokenizer().FREQ``, ``tokenizer().total`` and ``jieba.posseg.dt.word_tag_tab``
answer as before (get, in, [], items), read-only.
"""

from __future__ import annotations

import io
import logging
import threading

from chinese_app.chinese import lookup_db

_lock = threading.Lock()
_tokenizer = None


def _frequency(value: bytes) -> int:
    return int.from_bytes(value, "little")


def _tag(value: bytes) -> str:
    return value.decode("ascii")


def _dag(freq: lookup_db.Table):
    """jieba's Tokenizer.get_DAG, with one table look-up per fragment instead of two (``in``, then [])."""
    raw = freq.raw

    def get_DAG(sentence: str) -> dict[int, list[int]]:  # noqa: N802 - jieba's name
        dag = {}
        n = len(sentence)
        for k in range(n):
            ends = []
            i = k
            frag = sentence[k]
            while i < n:
                value = raw(frag)
                if value is None:
                    break
                if value != b"\0\0\0\0":
                    ends.append(i)
                i += 1
                frag = sentence[k : i + 1]
            if not ends:
                ends.append(k)
            dag[k] = ends
        return dag

    return get_DAG


def tokenizer():
    """The shared, initialised jieba tokenizer (the first call maps the tables, building them if missing)."""
    global _tokenizer
    if _tokenizer is None:
        with _lock:
            if _tokenizer is None:
                import jieba

                # jieba logs "Building prefix dict..." at DEBUG/INFO on every load.
                jieba.setLogLevel(logging.WARNING)
                # The module-level tokenizer, so jieba.posseg (which wraps it) shares the one dictionary.
                dt = jieba.dt
                with dt.lock:
                    freq = lookup_db.table("jieba_freq", _frequency)
                    dt.FREQ, dt.total = freq, lookup_db.derived("jieba_total")
                    dt.get_DAG = _dag(freq)
                    # jieba.posseg reads the tags from the dictionary file when imported: give it nothing to
                    # read, then the table (a later posseg.dt.initialize() would read nothing again).
                    dt.get_dict_file = lambda: io.BytesIO(b"")
                    dt.initialized = True
                import jieba.posseg

                jieba.posseg.dt.word_tag_tab = lookup_db.table("jieba_tags", _tag)
                _tokenizer = dt
    return _tokenizer


def words(text: str) -> list[str]:
    """Split text into jieba dictionary words; punctuation and spaces come back as tokens of their own.

    jieba's HMM guesses at unknown words are off: they glue a subject or object to its verb (他长, 我票,
    狗摇着), which is wrong for word-by-word pinyin and for counting words. Unknown runs stay single characters.
    """
    if not text:
        return []
    return tokenizer().lcut(text, HMM=False)
