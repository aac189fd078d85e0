"""Checks of values that arrive through either door, with the messages learners see."""

from chinese_app.core.errors import BadInput


def whole_number(value: object, name: str, low: int, high: int, default: int | None = None) -> int:
    """An int in [low, high] (booleans and floats are refused); None gives the default, if any."""
    if value is None and default is not None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BadInput(f"{name} must be a whole number from {low} to {high}")
    return value


def shown(value: object) -> str:
    """A value as an error message may repeat it: short, whatever the caller sent."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
