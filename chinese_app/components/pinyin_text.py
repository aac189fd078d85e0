"""Chinese with its pinyin above each character (HTML ruby), optionally in tone colours."""

from dataclasses import dataclass

import reflex as rx

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


def pinyin_text(pairs, colours, size: str = "1.6em", id_: str | None = None) -> rx.Component:
    """`pairs`: a Var of list[Ruby]; `colours`: a Var[bool] (tone colours on or off)."""

    def one(pair: Ruby) -> rx.Component:
        colour = rx.cond(colours, rx.match(pair.tone, *TONE_COLOURS.items(), "inherit"), "inherit")
        return rx.el.ruby(
            pair.char,
            rx.el.rt(pair.syllable, style={"fontSize": "0.45em", "letterSpacing": "0"}),
            style={"color": colour, "rubyPosition": "over", "marginRight": "0.08em"},
        )

    return rx.box(
        rx.foreach(pairs, one), class_name="pinyin-text", id=id_, style={"fontSize": size, "lineHeight": "2.2"}
    )
