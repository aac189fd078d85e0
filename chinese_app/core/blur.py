"""Blur boxes: where a clip's burned-in subtitle is, as fractions of the frame, whatever form its blur
list gives them in (SPEC §3).

A blur item's `bounding_box` may be
- an object with left/top/width/height (or left/top/right/bottom),
- an array of four numbers [left, top, width, height] (the object's order),
- x/y points: a list of {x, y} corners (or a {vertices: [...]} object), whose bounding rectangle is taken;
in relative values (0..1 of the frame) or in pixels (any value above 1: the whole box is then read in
pixels of the clip's frame). A box is clamped to the frame; one that is not a box is left out (and the
import refuses it, see `boxes`).
"""

from collections.abc import Iterable

from chinese_app.wire import Answer


class BlurBox(Answer):
    """A rectangle as fractions of the frame: the page places it in percentages of the video."""

    left: float
    top: float
    width: float
    height: float


class InvalidBlur(ValueError):
    pass


def _number(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value or value < 0:
        raise InvalidBlur(f"not a non-negative number: {str(value)[:20]!r}")
    return float(value)


def _edges(box: object) -> tuple[float, float, float, float, bool]:
    """(left, top, right, bottom) in the box's own units, and whether those are pixels (a value as
    given above 1; a relative box may still reach past the frame's edge)."""
    left, top, right, bottom, given = _given(box)
    return left, top, right, bottom, max(given) > 1


def _given(box: object) -> tuple[float, float, float, float, list[float]]:
    if isinstance(box, dict) and "vertices" in box:
        box = box["vertices"]
    if isinstance(box, dict):
        left, top = _number(box.get("left", box.get("x"))), _number(box.get("top", box.get("y")))
        if "right" in box or "bottom" in box:
            right, bottom = _number(box.get("right")), _number(box.get("bottom"))
            return left, top, right, bottom, [left, top, right, bottom]
        width, height = _number(box.get("width")), _number(box.get("height"))
        return left, top, left + width, top + height, [left, top, width, height]
    if isinstance(box, list | tuple) and len(box) == 4 and not any(isinstance(v, dict) for v in box):
        left, top, width, height = map(_number, box)
        return left, top, left + width, top + height, [left, top, width, height]
    if isinstance(box, list | tuple) and len(box) >= 2 and all(isinstance(v, dict) for v in box):
        xs = [_number(point.get("x", 0)) for point in box]
        ys = [_number(point.get("y", 0)) for point in box]
        return min(xs), min(ys), max(xs), max(ys), xs + ys
    raise InvalidBlur("a bounding_box is left/top/width/height, four numbers or x/y points")


def box(item: object, frame: tuple[int, int]) -> BlurBox:
    """One blur item's box as fractions of the frame (width, height in pixels), or InvalidBlur."""
    if not isinstance(item, dict) or "bounding_box" not in item:
        raise InvalidBlur("a blur item has a bounding_box")
    left, top, right, bottom, pixels = _edges(item["bounding_box"])
    if right <= left or bottom <= top:
        raise InvalidBlur("a bounding_box has no area")
    if pixels:
        width, height = frame
        left, right, top, bottom = left / width, right / width, top / height, bottom / height
    left, top, right, bottom = (min(max(v, 0.0), 1.0) for v in (left, top, right, bottom))
    return BlurBox(left=left, top=top, width=right - left, height=bottom - top)


def boxes(blur: object, frame: tuple[int, int]) -> list[BlurBox]:
    """Every box of a blur list; InvalidBlur for anything else (an import refuses the entry)."""
    if not isinstance(blur, list):
        raise InvalidBlur("blur is a list")
    return [box(item, frame) for item in blur]


def shown(blur: Iterable[object], frame: tuple[int, int]) -> list[BlurBox]:
    """The boxes a page draws: every valid one (stored blur lists were checked when imported)."""
    out = []
    for item in blur:
        try:
            out.append(box(item, frame))
        except InvalidBlur:
            continue
    return out
