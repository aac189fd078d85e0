"""Normalising Chinese text: simplified characters, CJK detection and full-width punctuation."""

from __future__ import annotations

import re
import threading
from functools import lru_cache

from zhon import hanzi

_CJK = re.compile(f"[{hanzi.characters}]")
_lock = threading.Lock()
_converters: dict[str, object] = {}

# Half-width punctuation and its full-width form in Chinese text ('.' and ',' are handled apart: numbers).
_FULL_WIDTH = str.maketrans(
    {
        "!": "！",
        "?": "？",
        ":": "：",
        ";": "；",
        "(": "（",
        ")": "）",
        "~": "～",
        "､": "、",
        "｡": "。",
        "﹐": "，",
        "﹑": "、",
        "﹔": "；",
        "．": "。",
        "「": "“",
        "」": "”",
        "『": "‘",
        "』": "’",  # mainland texts quote with “” and ‘’
    }
)
# Words that keep 著 (zhù, "to write; notable") in simplified Chinese; everywhere else 著 is the particle 着.
_ZHU_WORDS = (
    "著名",
    "著作",
    "显著",
    "著称",
    "土著",
    "卓著",
    "名著",
    "原著",
    "编著",
    "论著",
    "巨著",
    "专著",
    "著述",
    "著者",
)
# Taiwanese spellings that OpenCC leaves alone but mainland Chinese writes differently.
_VARIANTS = {"甚么": "什么", "妳": "你"}


def is_cjk(ch: str) -> bool:
    """True for one CJK ideograph (any Unicode block zhon knows, plus 〇); False for punctuation and the rest."""
    return len(ch) == 1 and _CJK.match(ch) is not None


def cjk_count(text: str) -> int:
    """How many CJK ideographs the text contains."""
    return len(_CJK.findall(text))


def has_cjk(text: str) -> bool:
    """True if the text contains at least one CJK ideograph."""
    return _CJK.search(text) is not None


def _opencc(config: str):
    with _lock:
        if config not in _converters:
            import opencc

            _converters[config] = opencc.OpenCC(config)
        return _converters[config]


@lru_cache(maxsize=4096)
def to_simplified(text: str) -> str:
    """Traditional (or mixed) Chinese converted to simplified with OpenCC, mainland spelling of 着 included.

    OpenCC's generic "t2s" keeps 著 because it is also a simplified character (著名); its Taiwan config knows
    the particle reading, so 著 becomes 着 outside the few words where mainland Chinese still writes 著.
    """
    simplified = _opencc("t2s").convert(text)
    if "著" in simplified:
        kept = {m.start() + i for word in _ZHU_WORDS for m in re.finditer(word, simplified) for i in range(len(word))}
        simplified = "".join("着" if ch == "著" and i not in kept else ch for i, ch in enumerate(simplified))
    for variant, standard in _VARIANTS.items():
        simplified = simplified.replace(variant, standard)
    return simplified


def _quotes(text: str, straight: str, opening: str, closing: str) -> str:
    """Straight quotes turned into alternating curly ones (the first one opens)."""
    parts = text.split(straight)
    out = [parts[0]]
    for i, part in enumerate(parts[1:]):
        out.append(opening if i % 2 == 0 else closing)
        out.append(part)
    return "".join(out)


def normalise_punctuation(text: str) -> str:
    """Chinese text with full-width punctuation, curly quotes, "……" ellipses and no spaces around CJK.

    Half-width '.' and ',' are only converted outside numbers (3.5 and 3,000 stay as they are).
    """
    text = text.strip().translate(_FULL_WIDTH)
    text = text.replace("＂", '"').replace("＇", "'")
    text = _quotes(text, '"', "“", "”")
    text = _quotes(text, "'", "‘", "’") if not re.search(r"[A-Za-z]'[A-Za-z]", text) else text
    text = re.sub(r"(?:\.{3,}|…+|。{3,})", "……", text)
    # A dash between Chinese words (often a half-width or small hyphen) is the Chinese dash ——.
    dash = r"\s*(?:——|—|﹣|－|-{1,2})\s*"
    text = re.sub(rf"(?<=[{hanzi.characters}”’。，！？]){dash}(?=[{hanzi.characters}“‘])", "——", text)
    text = re.sub(r"(?<!\d),|,(?!\d)", "，", text)
    text = re.sub(r"(?<!\d)\.|\.(?!\d)", "。", text)
    # Spaces are not used between Chinese words, nor around full-width punctuation.
    text = re.sub(rf"\s+(?=[{hanzi.characters}{hanzi.punctuation}])", "", text)
    text = re.sub(rf"(?<=[{hanzi.characters}{hanzi.punctuation}])\s+", "", text)
    return re.sub(r"\s+", " ", text)
