"""Checks of values that arrive through either door, with the messages learners see.

Numbers come as JSON numbers from /api (strictly typed there) or as the text of a form field from
the Reflex door; both go through the same check, so both doors refuse the same values the same way.
"""

import re

from chinese_app.core.errors import BadInput

_TYPED_NUMBER = re.compile(r"[+-]?[0-9]{1,9}")


def _number(value: object) -> object:
    """A form field's text as an int (None when empty); any other value as it is."""
    if not isinstance(value, str):
        return value
    text = value.strip()
    if not text:
        return None
    return int(text) if _TYPED_NUMBER.fullmatch(text) else value


def whole_number(value: object, name: str, low: int, high: int, default: int | None = None) -> int:
    """An int in [low, high] (booleans and floats are refused); no value gives the default, if any."""
    value = _number(value)
    if value is None and default is not None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BadInput(f"{name} must be a whole number from {low} to {high}")
    return value


def clamped(value: object, name: str, low: int, high: int, default: int) -> int:
    """Any whole number, brought into [low, high]; no value gives the default."""
    value = _number(value)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadInput(f"{name} must be a whole number")
    return max(low, min(high, value))


def text(value: object, name: str, limit: int) -> str:
    """Text of at most `limit` characters, stripped; None gives ""."""
    if value is None:
        return ""
    if not isinstance(value, str):
        raise BadInput(f"{name} must be text")
    if len(value) > limit:
        raise BadInput(f"{name} must be at most {limit} characters")
    return value.strip()


def shown(value: object) -> str:
    """A value as an error message may repeat it: short, whatever the caller sent."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


_ATTEMPT_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


def attempt_id(value: object) -> str | None:
    """A client's idempotency key for one attempt (a UUID fits), or None when it sent none."""
    if value is None:
        return None
    if not isinstance(value, str) or not _ATTEMPT_ID.fullmatch(value):
        raise BadInput("attemptId must be 1-64 letters, digits, '-' or '_'")
    return value
