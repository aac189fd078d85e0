"""The learner is shown the reference as written (2026-12-03, tenth session).

The grader compares an attempt that states a past act plainly with a 是…的 reference said plainly too, and an
attempt asked with 吗 with an A不A reference asked with 吗; those forms were made for the comparison and were shown
to learners, some of them no Chinese a teacher would write (这个问题绝不轻易就能解决了)."""

import pytest

from chinese_app.evaluation.translation_rules import grade


@pytest.mark.parametrize(
    ("english", "reference", "attempt", "not_shown"),
    [
        (
            "This problem is by no means easy to solve.",
            "这个问题绝不是轻易就能解决的。",
            "这个问题很容易就能解决。",
            "绝不轻易",
        ),
        ("He runs the fastest in our class.", "他是我们班跑得最快的。", "我们班里他跑得最快。", "最快了"),
        ("I was born in 1998.", "我是一九九八年出生的。", "我生于1998年。", "出生了"),
        ("I went to Beijing by plane.", "我是坐飞机去北京的。", "我坐飞机去了北京。", "北京了"),
    ],
)
def test_the_reference_is_shown_as_written(english, reference, attempt, not_shown):
    _, explanation = grade(english, attempt, reference)
    assert reference in explanation, explanation
    assert not_shown not in explanation and "Missing 了" not in explanation, explanation
