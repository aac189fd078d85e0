"""Blur boxes in every form SPEC §3 allows, relative or in pixels, as fractions of the frame."""

import pytest

from chinese_app.core.blur import InvalidBlur, box, boxes, shown

FRAME = (1280, 720)
EXPECTED = (0.1, 0.8, 0.8, 0.1)  # left, top, width, height


def as_tuple(b) -> tuple:
    return tuple(round(v, 6) for v in (b.left, b.top, b.width, b.height))


@pytest.mark.parametrize(
    "bounding_box",
    [
        {"left": 0.1, "top": 0.8, "width": 0.8, "height": 0.1},
        {"left": 0.1, "top": 0.8, "right": 0.9, "bottom": 0.9},
        [0.1, 0.8, 0.8, 0.1],
        [{"x": 0.1, "y": 0.8}, {"x": 0.9, "y": 0.8}, {"x": 0.9, "y": 0.9}, {"x": 0.1, "y": 0.9}],
        {"vertices": [{"x": 0.1, "y": 0.8}, {"x": 0.9, "y": 0.9}]},
        {"x": 0.1, "y": 0.8, "width": 0.8, "height": 0.1},
        # the same in pixels of a 1280x720 frame
        {"left": 128, "top": 576, "width": 1024, "height": 72},
        [128, 576, 1024, 72],
        [{"x": 128, "y": 576}, {"x": 1152, "y": 648}],
    ],
)
def test_every_form_gives_the_same_box(bounding_box):
    assert as_tuple(box({"bounding_box": bounding_box}, FRAME)) == EXPECTED


def test_boxes_are_clamped_to_the_frame():
    assert as_tuple(box({"bounding_box": [0.5, 0.9, 0.8, 0.3]}, FRAME)) == (0.5, 0.9, 0.5, 0.1)


@pytest.mark.parametrize(
    "item",
    [
        "subtitle",
        {"box": [0, 0, 1, 1]},
        {"bounding_box": [0.1, 0.2, 0.3]},
        {"bounding_box": [0.1, 0.2, 0, 0.1]},  # no area
        {"bounding_box": {"left": 0.1, "top": "low", "width": 0.2, "height": 0.1}},
        {"bounding_box": [0.1, -0.2, 0.3, 0.1]},
        {"bounding_box": [True, 0.2, 0.3, 0.1]},
    ],
)
def test_what_is_not_a_box_is_refused(item):
    with pytest.raises(InvalidBlur):
        boxes([item], FRAME)
    assert shown([item], FRAME) == []  # a page draws the rest
