"""Numbers read whole, and words a teacher lets a learner leave out or add (2026-12-04, thirteenth session).

- A number jieba cuts in two is one number (两千 + 五百), 两千五 means 2500, and 2,500 carries a thousands comma;
  a number that differs (两千 for 两千五百, 一百五 for 一百零五) stays wrong.
- 他俩 / 咱俩 read as 他们俩; 好久 as 很久; 干嘛 for 为什么; 适应 / 习惯, 告诉 / 通知, 极其 for 非常.
- A dropped 我 before 很久 and 你的 in a request are understood; 的 after a one-character quality (新环境, 大房子)
  and 地 after a word of manner (慢慢地) are free; 次 counts events (一次事故); 到 after 影响 may go; 对待 + noun
  reads as 对.
The whose-book and the missing-的 slips a teacher marks stay marked."""

import pytest

RIGHT = [
    ("The house costs 2,500 yuan a month.", "这套房子每个月两千五百块。", "这套房子每个月2500块。"),
    ("The house costs 2,500 yuan a month.", "这套房子每个月两千五百块。", "这套房子每个月2,500块。"),
    ("The house costs 2,500 yuan a month.", "这套房子每个月两千五百块。", "这套房子每个月两千五块。"),
    ("The two of them are good friends.", "他们俩是好朋友。", "他俩是好朋友。"),
    ("We haven't seen each other for a long time.", "我们很久没见了。", "我们好久没见了。"),
    ("Why didn't you come yesterday?", "你昨天为什么没来？", "你昨天干嘛没来？"),
    ("Why are you laughing?", "你为什么笑？", "你干嘛笑？"),
    ("I haven't seen him for a long time.", "我很久没见到他了。", "很久没见到他了。"),
    ("Remember to bring your passport.", "记得带上你的护照。", "记得带上护照。"),
    ("He is not used to the new environment yet.", "他还不适应新的环境。", "他还不习惯新环境。"),
    ("They bought a big house.", "他们买了一座大的房子。", "他们买了一座大房子。"),
    ("He slowly walked over.", "他慢慢走了过来。", "他慢慢地走了过来。"),
    ("There was an accident on the highway.", "高速公路上发生了一起事故。", "高速公路上发生了一次事故。"),
    ("It was a reform.", "这是一场改革。", "这是一次改革。"),
    ("This decision affects everyone.", "这个决定影响到每个人。", "这个决定影响每个人。"),
    ("He is very serious about his work.", "他对工作很认真。", "他对待工作很认真。"),
    ("Please tell everyone about the meeting.", "请告诉大家开会的事。", "请通知大家开会的事。"),
    ("The situation is extremely serious.", "情况非常严重。", "情况极其严重。"),
]

WRONG = [
    ("The house costs 2,500 yuan a month.", "这套房子每个月两千五百块。", "这套房子每个月两千块。"),
    ("The ticket costs 105 yuan.", "这张票一百零五块。", "这张票一百五块。"),
    ("You are right.", "你说得对。", "你说得对待。"),
    ("He took my book.", "他拿了我的书。", "他拿了书。"),
    ("He took your book.", "他拿了你的书。", "他拿了书。"),
]

MARKED = [
    ("This is a very expensive watch.", "这是一块很贵的手表。", "这是一块很贵手表。"),
    ("This is my teacher's book.", "这是我老师的书。", "这是我老师书。"),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), RIGHT)
def test_a_number_or_word_a_teacher_accepts(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score == 3, grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), WRONG)
def test_a_different_number_or_owner_stays_wrong(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score <= 1, grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), MARKED)
def test_a_missing_de_a_teacher_marks_stays_marked(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score == 2, grade.explanation
    assert "Missing 的" in grade.explanation


def test_a_number_written_in_digits_is_named_as_the_same_number(evaluator):
    grade = evaluator.translate(
        "The house costs 2,500 yuan a month.", "这套房子每个月2,500块。", "这套房子每个月两千五百块。", "3"
    )
    assert grade.score == 3
    assert "same number" in grade.explanation, grade.explanation
