"""Rewordings read as the reference's, and a doer named with its owner (2026-12-04, fifteenth session).

- Right, called wrong before: 一…就 said by 以后 and 马上 (and 等…了), 回到家 for 到家, 现在 left out where the English
  does not say "now", 一点儿钱也没有 for 没有钱, 不冷不热 for 不太热也不太冷, 在 before a time left out, 已经 for the
  closing 了 after a time that lasted, a word that negates (不切实际 "unrealistic") for 不 + the word (不太现实), the
  verb after 把 / 被 and its noun (把这篇文章翻译成), a link the English says (所以 for "so … that") or said in
  another place (他虽然… for 尽管他…), 可是 for 还是 after "although", 不像…那样 as a comparison from the other
  side, 老一辈 for 老一辈的人, 下个星期一 for 下周一, 很有效 for 效果很好, 听说 for 据说, the two sides of 是 either way
  round, 已经…了 where the English does not say "already", 帮我 in a request, 走丢 for 丢失, the object put first
  in words of its own (治疗这种病的有效方法，我们还没找到) or with the one who acts understood (密码忘了), the object
  after its verb for one put first (就通不过考试), 也 for 不但…而且, 把 + a pronoun, 极大 / 大大, 濒临灭绝,
  一次也没去过, 这把伞 (把 counting), a thing put first before the people who act.
- A slip or a doubt, called wrong or right before: 正在 + 就… + V了 (the clash across a partner's phrase), 记得 framing
  an act of ours (走的时候记得关空调: it may well be right).
- Wrong, called right before: 他最好的朋友被他骗了 for 他被最好的朋友骗了 (the owner named on one side only), 我每天给
  儿子打电话 for 我儿子每天给我打电话, 茶 for 热茶 where the English says "hot", 洗两次手 for 刷两次牙 and 钱包丢了
  for 我丢了钥匙 (a thing the English names said by another it does not)."""

import pytest

RIGHT = [
    ("As soon as he got home, he started cooking.", "他一回家就开始做饭。", "他回到家以后马上开始做饭。"),
    ("I'll call you as soon as I get home.", "我一到家就给你打电话。", "我到家后马上打给你。"),
    ("I'll call you as soon as I get to the airport.", "我一到机场就给你打电话。", "等我到了机场，马上给你打电话。"),
    (
        "There is a traffic jam, so it's better to take the subway.",
        "现在堵车，最好坐地铁去。",
        "路上堵车，还是坐地铁去吧。",
    ),
    ("I don't have any money.", "我没有钱。", "我一点儿钱也没有。"),
    ("I have no time.", "我没有时间。", "我一分钟时间都没有。"),
    ("The weather here is neither too hot nor too cold.", "这里的天气不太热也不太冷。", "这儿的天气不冷不热。"),
    ("The new shopping mall will open next month.", "新商场将在下个月开业。", "下个月新商场就要开业了。"),
    ("He has lived in Shanghai for ten years.", "他在上海住了十年了。", "他在上海已经住了十年。"),
    ("In my opinion, this plan is not practical.", "在我看来，这个计划不太现实。", "我认为这个计划不切实际。"),
    ("She translated the article into English.", "她把这篇文章翻译成了英文。", "这篇文章被她翻译成了英文。"),
    ("He was so tired that he fell asleep right away.", "他累得马上就睡着了。", "他太累了，所以很快就睡着了。"),
    (
        "Although the two sides have differences, both hope to resolve the dispute through dialogue.",
        "尽管双方存在分歧，但都希望通过对话解决争端。",
        "双方虽然有分歧，但是都希望能通过对话来解决争端。",
    ),
    ("He is taller than me.", "他比我高。", "我不像他那么高。"),
    (
        "The older generation generally values saving more than young people do.",
        "老一辈的人一般比年轻人更重视储蓄。",
        "年轻人通常不像老一辈那样重视存钱。",
    ),
    (
        "The company is going to hold an important meeting next Monday.",
        "公司下周一要召开一个重要会议。",
        "下个星期一公司要召开一个重要会议。",
    ),
    ("This medicine works very well.", "这种药效果很好。", "这种药非常有效。"),
    ("It is said that it will snow tomorrow.", "听说明天会下雪。", "据说明天要下雪。"),
    ("Her birthday is next Tuesday.", "她的生日是下个星期二。", "下周二是她的生日。"),
    ("The air conditioner is broken; can you fix it?", "空调坏了，你能修一下吗？", "空调坏了，你能帮我修一下吗？"),
    ("He finally found his lost cat.", "他终于找到了丢失的猫。", "他终于找到了走丢的猫。"),
    (
        "We have not yet found an effective way to treat this disease.",
        "我们还没有找到治疗这种疾病的有效方法。",
        "治疗这种病的有效方法，我们还没找到。",
    ),
    ("I forgot my password; what should I do?", "我忘了密码，怎么办？", "密码忘了，怎么办？"),
    (
        "Unless you work hard, you won't pass the exam.",
        "除非你努力学习，否则考试通不过。",
        "你要是不努力学习，就通不过考试。",
    ),
    (
        "She not only sings well, but also dances well.",
        "她不但唱歌唱得好，而且跳舞也跳得好。",
        "她歌唱得好，舞也跳得好。",
    ),
    ("He is not only smart but also hardworking.", "他不但聪明，而且很努力。", "他很聪明，也很努力。"),
    ("Someone has already eaten my cake.", "我的蛋糕已经被人吃了。", "有人已经把我的蛋糕吃了。"),
    (
        "Smartphones have greatly changed our lives.",
        "智能手机大大改变了我们的生活。",
        "智能手机极大地改变了我们的生活。",
    ),
    ("Many rare animals are facing extinction.", "许多珍稀动物正面临灭绝。", "许多珍稀动物正濒临灭绝。"),
    ("She has never been to Shanghai.", "她从来没去过上海。", "她一次也没去过上海。"),
    ("Is this your umbrella?", "这是你的伞吗？", "这把伞是不是你的？"),
    (
        "Once she has made a decision, she will never change it.",
        "她一旦做出了决定，她就绝不会改变。",
        "她一旦做出决定，就绝不会改变。",
    ),
    (
        "Most young people no longer read traditional newspapers.",
        "大多数年轻人已经不看传统报纸了。",
        "传统报纸，大多数年轻人已经不看了。",
    ),
]

SLIP = [
    (
        "It is said that housing prices in this city will keep rising.",
        "据说这个城市的房价还会继续上涨。",
        "听说这个城市的房价还要涨。",
    ),
    (
        "The two sides are negotiating the terms of the contract.",
        "双方正在就合同条款进行谈判。",
        "双方正在就合同条款进行了谈判。",
    ),
    ("Please turn off the air conditioner when you leave.", "离开的时候请把空调关上。", "走的时候记得关空调。"),
]

WRONG = [
    ("He was deceived by his best friend.", "他被最好的朋友骗了。", "他最好的朋友被他骗了。"),
    ("My son calls me every day.", "我儿子每天给我打电话。", "我每天给儿子打电话。"),
    ("I want to drink hot tea.", "我想喝热茶。", "我想喝茶。"),
    ("He is taller than me.", "他比我高。", "他不像我那么高。"),
    (
        "The older generation values saving more than young people.",
        "老一辈比年轻人更重视储蓄。",
        "老一辈不像年轻人那样重视存钱。",
    ),
    ("The company is going to hold an important meeting next Monday.", "公司下周一要开会。", "公司下周二要开会。"),
    ("I am busy now.", "我现在很忙。", "我很忙。"),
    ("I praised the teacher.", "我表扬了老师。", "老师表扬了。"),
    ("The dentist told me to brush my teeth twice a day.", "牙医让我每天刷两次牙。", "牙医让我每天洗两次手。"),
    ("I lost my keys.", "我丢了钥匙。", "钱包丢了。"),
    ("Most young people no longer read newspapers.", "大多数年轻人不看报纸。", "大多数报纸不看年轻人。"),
    ("We face many difficulties.", "我们面临很多困难。", "我们濒临很多困难。"),
    ("He is not only smart but also hardworking.", "他不但聪明，而且很努力。", "他不聪明，也不努力。"),
    ("Wherever the child goes, the dog follows him.", "孩子走到哪儿，狗就跟到哪儿。", "狗走到哪儿，孩子就跟到哪儿。"),
    (
        "We have not yet found an effective way to treat this disease.",
        "我们还没有找到治疗这种疾病的有效方法。",
        "治疗这种病的好方法，我们已经找到了。",
    ),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), RIGHT)
def test_a_correct_wording_is_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score == 3, grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), SLIP)
def test_a_slip_or_a_doubt_scores_two(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score == 2, grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), WRONG)
def test_another_meaning_is_not_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score <= 2, grade.explanation


def test_who_was_deceived_is_said_plainly(evaluator):
    grade = evaluator.translate(
        "He was deceived by his best friend.", "他最好的朋友被他骗了。", "他被最好的朋友骗了。", "3"
    )
    assert grade.score == 0
    assert grade.explanation.startswith("Who does what is reversed"), grade.explanation


def test_a_number_is_shown_once(evaluator):
    grade = evaluator.translate(
        "Nearly ninety percent of the residents oppose the plan.",
        "近百分之十的居民反对这个计划。",
        "近百分之九十的居民反对这个计划。",
        "5",
    )
    assert grade.explanation.endswith("but the number is 90."), grade.explanation


def test_a_gloss_is_the_meaning_not_a_part_of_it(evaluator):
    grade = evaluator.translate("We play basketball after class.", "我们上课以后打篮球。", "我们下课以后打篮球。", "2")
    assert "下课 (finish class)" in grade.explanation, grade.explanation


def test_hot_tea_is_not_said_to_mean_tea(evaluator):
    grade = evaluator.translate("I want to drink hot tea.", "我想喝茶。", "我想喝热茶。", "1")
    assert grade.score <= 1
    assert "means the same" not in grade.explanation, grade.explanation
