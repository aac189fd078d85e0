"""Chinese with its pinyin above each character (HTML ruby), optionally in tone colours."""

from dataclasses import dataclass

import reflex as rx

from chinese_app.chinese.normalise import is_cjk
from chinese_app.chinese.pinyin import ruby_pairs, tone

# The usual colours of learner dictionaries: 1 red, 2 orange, 3 green, 4 blue, neutral grey.
TONE_COLOURS = {
    1: "var(--red-10)",
    2: "var(--orange-10)",
    3: "var(--grass-10)",
    4: "var(--blue-10)",
    5: "var(--gray-10)",
}


@dataclass
class Ruby:
    char: str = ""
    syllable: str = ""
    tone: int = 5


def rubies(text: str) -> list[Ruby]:
    """One entry per character of `text`, with its syllable and tone (punctuation has none)."""
    return [Ruby(char=char, syllable=syllable, tone=tone(syllable)) for char, syllable in ruby_pairs(text)]


def matched_rubies(text: str, pinyin: str) -> list[Ruby]:
    """`text` with the syllables of `pinyin` matched one per CJK character, in order; punctuation,
    Latin letters and digits get none. Pinyin that does not have one syllable per CJK character (an
    evaluator may join a word's syllables) is not guessed at: the text is read here instead."""
    syllables = pinyin.split()
    if len(syllables) != sum(map(is_cjk, text)):
        return rubies(text)
    read = iter(syllables)
    pairs = [(char, next(read) if is_cjk(char) else "") for char in text]
    return [Ruby(char=char, syllable=syllable, tone=tone(syllable)) for char, syllable in pairs]


def ruby(pair, colours, show=True) -> rx.Component:
    """One character with its syllable above it; `colours` and `show` are Var[bool] (or plain bools)."""
    colour = rx.cond(colours, rx.match(pair.tone, *TONE_COLOURS.items(), "inherit"), "inherit")
    return rx.el.ruby(
        pair.char,
        rx.el.rt(
            pair.syllable, style={"fontSize": "0.45em", "letterSpacing": "0", "display": rx.cond(show, "", "none")}
        ),
        style={"color": colour, "rubyPosition": "over", "marginRight": "0.08em"},
    )


def pinyin_text(pairs, colours, size: str = "1.6em", id_: str | None = None, show=True) -> rx.Component:
    """`pairs`: a Var of list[Ruby]; `colours`: a Var[bool] (tone colours on or off)."""
    return rx.box(
        rx.foreach(pairs, lambda pair: ruby(pair, colours, show)),
        class_name="pinyin-text",
        id=id_,
        style={"fontSize": size, "lineHeight": "2.2"},
    )
