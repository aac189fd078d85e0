"""Word segmentation with jieba, whose dictionary is loaded lazily, once per process."""

from __future__ import annotations

import logging
import threading

_lock = threading.Lock()
_tokenizer = None


def tokenizer():
    """The shared, initialised jieba tokenizer (the first call takes ~1 s to load the dictionary)."""
    global _tokenizer
    if _tokenizer is None:
        with _lock:
            if _tokenizer is None:
                import jieba

                # jieba logs "Building prefix dict..." at DEBUG/INFO on every load.
                jieba.setLogLevel(logging.WARNING)
                # The module-level tokenizer, so jieba.posseg (which wraps it) shares the one loaded dictionary.
                jieba.dt.initialize()
                _tokenizer = jieba.dt
    return _tokenizer


def words(text: str) -> list[str]:
    """Split text into jieba dictionary words; punctuation and spaces come back as tokens of their own.

    jieba's HMM guesses at unknown words are off: they glue a subject or object to its verb (他长, 我票,
    狗摇着), which is wrong for word-by-word pinyin and for counting words. Unknown runs stay single characters.
    """
    if not text:
        return []
    return tokenizer().lcut(text, HMM=False)
