"""What learners can practise: the exercise types (each a kind of deck) with the names pages show
for them, and the HSK levels sentences are graded in."""

from chinese_app.core.checks import shown
from chinese_app.core.errors import BadInput

DECK_TYPES = ("translate", "describe", "listen")
DECK_LABELS = {"translate": "Translate", "describe": "Describe", "listen": "Listen"}
LEVELS = ("1", "2", "3", "4", "5", "6", "7-9")
DEFAULT_LEVEL = "2"  # where quick translate sessions and a new translate deck start


def parse_type(value: object) -> str:
    if value not in DECK_TYPES:
        raise BadInput(f"Unknown deck type: {shown(value)}. Use one of: {', '.join(DECK_TYPES)}")
    return value  # type: ignore[return-value]


def parse_level(value: object) -> str:
    """An HSK level: 1-6 (number or text) or "7-9"."""
    text = str(value).strip() if isinstance(value, int | str) and not isinstance(value, bool) else ""
    if text in LEVELS:
        return text
    raise BadInput(f"Unknown HSK level: {shown(value)}. Use 1-6 or 7-9")
