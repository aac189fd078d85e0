"""Words of a wording, not errors (2026-12-03, eleventh session).

- A lone 一 the English does not count (一紧张 "as soon as", 这一现象 "this", 一去不复返) is part of how the sentence
  is put: the rules cannot prove it a wrong number. Before a time or an amount it still counts (一整天, not 半天).
- A time word said in another place than ours by a word of the same meaning (天天 for 每天, 通常 for 一般) is said.
- An act finished (吃完晚饭, 放完假, 上完课) says the "after" of the English, as 以后 or 后 does.
- "Now" said without 现在: 事到如今 "as matters stand", an act going on (在开会呢).
- 你 or 您 after 请 "please" goes without saying (请稍等); not after 请 "treat" (这次我请你吃饭).
- A negation said by a "cannot" word (来不及 "too late" for 没用 "no use").
Wrong answers of the same shapes stay wrong: another number, another time, "before" for "after"."""

import pytest

RIGHT = [
    (
        "Since his wife died, he has been living alone in a small apartment.",
        "自从妻子去世以后，他一直一个人住在一套小公寓里。",
        "他自从妻子去世以后就一直一个人住在一套小公寓里。",
    ),
    ("The weather has become warmer recently.", "最近天气变暖和了。", "这些天天气变暖了。"),
    (
        "This ancient city attracts millions of tourists every year.",
        "这座古城每年吸引数百万游客。",
        "这座古城每年都会吸引几百万游客。",
    ),
    ("Have you decided which university to apply to?", "你决定申请哪所大学了吗？", "你决定好申请哪所大学了没有？"),
    (
        "Li Na studied hard, and in the end she passed the exam.",
        "李娜学习很努力，最后她通过了考试。",
        "李娜学习很努力，最后通过了考试。",
    ),
    ("Wash your hands first, then eat.", "先洗手，然后再吃饭。", "吃饭以前要先洗手。"),
    ("Wash your hands first, then eat.", "先洗手，然后再吃饭。", "先洗手再吃饭。"),
    (
        "I happened to run into an old classmate at the mall.",
        "我在商场碰巧遇到了老同学。",
        "我在商场正好碰见了以前的同学。",
    ),
    (
        "He was not discouraged by the failure; on the contrary, he worked even harder.",
        "他没有因为失败而灰心，反而更加努力了。",
        "失败并没有让他灰心，相反，他比以前更努力了。",
    ),
    (
        "He was so nervous that he forgot everything he had prepared.",
        "他紧张得把准备好的内容全忘了。",
        "他一紧张，准备好的东西全都忘光了。",
    ),
    ("This phenomenon reflects deep contradictions.", "这一现象反映了深层次的矛盾。", "这个现象反映出了深层次的矛盾。"),
    ("The child fell asleep as soon as he got in the car.", "孩子一上车就睡着了。", "孩子上了车马上就睡着了。"),
    ("No matter how busy he is, he walks the dog every day.", "不管多忙，他每天都会遛狗。", "他再忙也天天遛狗。"),
    (
        "I usually go to the library on Saturday afternoons.",
        "我一般星期六下午去图书馆。",
        "星期六下午我通常都会去图书馆。",
    ),
]

NOT_WRONG = [
    (
        "As far as I know, the project has not been approved yet.",
        "据我所知，这个项目还没有被批准。",
        "就我了解的情况，这个项目目前还没获得批准。",
    ),
    (
        "As far as I know, the meeting has been cancelled.",
        "据我所知，会议已经取消了。",
        "据我了解，这个会议已经被取消了。",
    ),
    ("It's no use crying now.", "现在哭也没用了。", "事到如今，哭有什么用呢？"),
    ("It's no use regretting it now.", "现在后悔也没用了。", "事到如今，后悔已经来不及了。"),
    ("Please help me move this box.", "请你帮我搬一下这个箱子。", "请帮我搬一下这个箱子。"),
    ("He went home after class.", "下课以后他回家了。", "他上完课就回家了。"),
    (
        "After the holiday, everyone went back to work as usual.",
        "假期结束后，大家照常上班了。",
        "放完假，大家又都照常上班了。",
    ),
    (
        "She practises calligraphy for an hour every evening after dinner.",
        "她每天晚饭后都练一个小时书法。",
        "每天吃完晚饭，她都要练一个小时的书法。",
    ),
]

WRONG = [
    (
        "Since his wife died, he has been living alone.",
        "自从妻子去世以后，他一直一个人住。",
        "自从他去世以后，妻子一直一个人住。",
    ),
    (
        "This ancient city attracts millions of tourists every year.",
        "这座古城每年吸引数百万游客。",
        "这座古城每年都会吸引几千游客。",
    ),
    ("Wash your hands first, then eat.", "先洗手，然后再吃饭。", "洗手以前要先吃饭。"),
    ("She is a nurse.", "她是护士。", "她以前是护士。"),  # "before" of its own: she no longer is
    ("I have been to Beijing once.", "我去过一次北京。", "我去过两次北京。"),  # another number
    ("He walks the dog every day.", "他每天遛狗。", "他每周遛狗。"),  # another time
    ("No matter how busy he is, he walks the dog every day.", "不管多忙，他每天都会遛狗。", "他再忙也每周遛狗。"),
    ("She practises the piano every day before dinner.", "她每天晚饭前练钢琴。", "她每天吃完晚饭练钢琴。"),
    ("He went home before class.", "上课以前他回家了。", "他上完课就回家了。"),
    ("He was free yesterday, but he is busy now.", "他昨天有空，现在很忙。", "他昨天有空，昨天很忙。"),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), RIGHT)
def test_a_word_of_the_wording_is_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score == 3, grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), NOT_WRONG)
def test_after_said_by_an_act_finished_is_not_called_wrong(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score >= 2, grade.explanation
    assert "Missing the time" not in grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), WRONG)
def test_another_number_or_time_stays_wrong(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score <= 1, grade.explanation


def test_now_said_by_an_act_going_on_is_no_missing_time():
    from chinese_app.evaluation.translation_rules import grade

    _, explanation = grade(
        "The manager is in a meeting right now; please wait a moment.",
        "经理在开会呢，请稍等。",
        "经理现在正在开会，请您等一下。",
    )
    assert "Missing the time" not in explanation, explanation
    assert "Missing 你" not in explanation, explanation


def test_an_uncounted_one_is_not_called_a_number():
    from chinese_app.evaluation.translation_rules import grade

    score, explanation = grade(
        "I almost missed the last bus.", "我差一点儿就错过了最后一班公交车。", "我差点儿没赶上末班车。"
    )
    assert "the number" not in explanation, explanation
