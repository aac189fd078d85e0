"""Places that say which people, times that come round, the sides of a comparison, and how many times (2026-12-05,
nineteenth session).

- Right, called wrong before: 当地村民抓住了… for …被当地村民抓住了 (当地 says which villagers), 每年五月，…都会举办
  for …每年五月举办 (每年五月 one time, 都会 cut 都 + 会), 我每个星期去游两次泳 for 我一周游两次泳 (周游 cut 周 + 游
  before 泳), 飞出来 for 飞出去 where the English says only "out", 妈妈喜欢猫 for 我妈妈喜欢猫, a place opening the
  sentence without 在, 在饭后 for 饭后, 取了点钱 for 取钱, 上医院 for 去医院, the doctor named again for 他, 到了春天
  for 春天来了, 这道菜她做得很好 for 她这道菜做得很好, 抓到一只老鼠了 for 抓了一只老鼠, 去年的收成没有今年好 for
  今年的收成比去年好, 离银行很近 for 在银行附近, 不要钱 for 免费, 一件包裹, 一幅地图, 一片蛋糕.
- A slip, called right before: a time after the verb closing the sentence (我跑步每天早上, 这个城市举办马拉松比赛
  每年五月); a verb left out (农民春天水稻, 种 read as a measure word "kind").
- Wrong, called right or a slip before: 两周去游一次泳 for 每个星期游两次泳 (how many times), 取 for 存, 严重 for 好,
  利益 for 利息, 嫁 for 搬, 地铁很慢，但是公交车很快 for 地铁很快，但是公交车很慢 (很快 kept whole by jieba);
  一条新闻发布会 (条 was checked against 新闻, which only describes 发布会).
- Second round: 挺…的, 结账 / 买单, 薪水 / 工资, 我们的旧家没有新家大 (the owner said once), 他写简历写得 for 他的简历
  写得, 呢 left out after 在, 一间公寓, 请 before or after the place, the brother named again for 他, 点 + a thing,
  还不如, 不再抽烟 for 戒烟; refused: 太少 for 太小, 抽烟 for 戒烟, 两个年 (a slip), 这件大衣我穿太了 (大 said
  only in 大衣).
- Third round: a clause before 的 describing the thing (我妈妈昨天做的巧克力蛋糕被我弟弟吃了 / 我弟弟把…吃了), 违法者
  for 违法的人, 有…的危险 for 面临…的危险, 对身体好, 没什么年轻人 for 很少有年轻人, 穿过这条裙子 "have worn".
- After a second reader: how often named as such (每天查两次 for 每两天查一次: "How often is another"; 每隔一天 is every
  two days), "not everyone" against "no one", 一起 for 我们, 周末 alone, 跟我们 before 一起 left out, 看场电影, 从…开始
  for 从…起, 考了个满分, 需要 for 得, 千克 for 公斤, V了，就… for V了以后, a time after 坚持; then 给 for 为 before
  加油, 而已 after 只是; the "all" of the English said by 都 and left out is named (我们是学生 for 我们都是学生, 2)."""

import pytest

from chinese_app.evaluation.compare import normalise, split_words

RIGHT = [
    ("The rare bird was caught by local villagers.", "这只珍稀的鸟被当地村民抓住了。", "当地村民抓住了这只珍稀的鸟。"),
    (
        "Every year in May, the city holds a marathon.",
        "这个城市每年五月举办马拉松比赛。",
        "每年五月，这个城市都会举办马拉松比赛。",
    ),
    (
        "Every year in May, the city holds a marathon.",
        "这个城市每年五月举办马拉松比赛。",
        "这个城市每年五月都会举办马拉松比赛。",
    ),
    ("I go swimming twice a week.", "我一周游两次泳。", "我每个星期去游两次泳。"),
    ("I go swimming twice a week.", "我一周游两次泳。", "我每周游两次泳。"),
    ("The bird flew out of the cage.", "鸟从笼子里飞出去了。", "鸟从笼子里飞出来了。"),
    ("My mother likes cats.", "我妈妈喜欢猫。", "妈妈喜欢猫。"),
    (
        "In this village, almost every family raises chickens.",
        "在这个村子里，几乎每家都养鸡。",
        "这个村子里几乎每家都养鸡。",
    ),
    (
        "This medicine should be taken three times a day, after meals.",
        "这种药一天吃三次，饭后吃。",
        "这药每天服三次，要在饭后服用。",
    ),
    ("I don't like going to the hospital.", "我不喜欢去医院。", "我不爱上医院。"),
    (
        "I went to see the doctor yesterday, and he said I need more rest.",
        "我昨天去看医生了，他说我需要多休息。",
        "昨天去看医生了，医生说我需要多休息。",
    ),
    ("Spring has come, and the flowers are in bloom.", "春天来了，花都开了。", "到了春天，花儿都开放了。"),
    ("She cooks this dish very well.", "她这道菜做得很好。", "这道菜她做得很好。"),
    ("My cat caught a mouse.", "我的猫抓了一只老鼠。", "我的猫抓到一只老鼠了。"),
    ("This year's harvest is better than last year's.", "今年的收成比去年好。", "去年的收成没有今年好。"),
    ("This year's harvest is better than last year's.", "今年的收成比去年好。", "去年的收成比今年差。"),
    ("My home is near the bank.", "我家在银行附近。", "我家离银行很近。"),
    ("We moved into a new house last month.", "我们上个月搬进了新房子。", "我们上个月搬进了新家。"),
    ("I received a parcel today.", "我今天收到了一个包裹。", "我今天收到了一件包裹。"),
    ("He gave me a map of the village.", "他给了我一张村子的地图。", "他给了我一幅村子的地图。"),
    ("She ate a piece of the wedding cake.", "她吃了一块婚礼蛋糕。", "她吃了一片婚礼蛋糕。"),
    ("Please close the door.", "请你关上门。", "请你把门关上。"),
    ("The dog is lying in front of the door.", "狗趴在门前面。", "门口趴着一条狗。"),
    ("This dish is a bit too salty.", "这道菜有点儿咸。", "这个菜有点儿咸。"),
    ("This colour looks good on you.", "这个颜色你穿很好看。", "你穿这个颜色挺漂亮的。"),
    (
        "The flat is small, but the rent is reasonable.",
        "这套公寓虽然小，但是房租很合理。",
        "房子不大，不过租金挺合理的。",
    ),
    ("Waiter, we'd like to pay.", "服务员，我们要买单。", "服务员，我们要结账。"),
    ("The company offered me a higher salary.", "公司给了我更高的工资。", "公司给了我更高的薪水。"),
    ("Our new home is bigger than the old one.", "我们的新家比旧家大。", "我们的旧家没有新家大。"),
    ("He wrote his resume very carefully.", "他的简历写得很认真。", "他写简历写得很认真。"),
    ("It's raining outside now.", "外面正在下雨呢。", "外边这会儿在下雨。"),
    ("He rented a flat.", "他租了一套公寓。", "他租了一间公寓。"),
    ("In the library, please keep quiet.", "在图书馆里，请保持安静。", "请在图书馆里保持安静。"),
    (
        "My older brother is a teacher. He works at a middle school.",
        "我哥哥是老师，他在一所中学工作。",
        "我哥哥是老师，哥哥在一个中学工作。",
    ),
    ("Drink more water.", "多喝水。", "多喝点儿水。"),
    (
        "He is more of a scholar than a businessman.",
        "与其说他是商人，不如说他是学者。",
        "他与其说是个生意人，还不如说是个学者。",
    ),
    ("He has decided to quit smoking for his health.", "为了身体健康，他决定戒烟。", "他为了健康决定不再抽烟了。"),
    ("Don't be nervous during the interview.", "面试的时候别紧张。", "去面试的时候放轻松点儿。"),
    (
        "The chocolate cake my mother made yesterday was eaten by my little brother.",
        "我妈妈昨天做的巧克力蛋糕被我弟弟吃了。",
        "我弟弟把我妈妈昨天做的巧克力蛋糕吃了。",
    ),
    ("Lawbreakers will sooner or later be punished.", "违法的人迟早会受到惩罚。", "违法者迟早会受到惩罚。"),
    (
        "Traditional crafts are facing the danger of being lost.",
        "传统手工艺正面临失传的危险。",
        "传统手工艺有失传的危险。",
    ),
    ("Going to bed early is good for your health.", "早睡早起对身体有好处。", "早睡早起对身体好。"),
    ("I have worn this dress once.", "这条裙子我穿过一次。", "我穿过一次这条裙子。"),
    ("I check my email once every two days.", "我每两天查一次邮件。", "我每隔一天查一次电子邮件。"),
    ("Let's go to the cinema this weekend.", "这个周末我们去看电影吧。", "周末一起去电影院看场电影怎么样？"),
    (
        "We are going to the museum; will you come with us?",
        "我们去博物馆，你跟我们一起去吗？",
        "我们去博物馆，你一起去吗？",
    ),
    ("She has been living in Beijing since 2018.", "她从2018年起一直住在北京。", "从2018年开始，她一直住在北京。"),
    ("She got full marks in the maths exam.", "她数学考试得了满分。", "她数学考了个满分。"),
    ("You need to link a bank card first.", "你得先绑定一张银行卡。", "你需要先绑定一张银行卡。"),
    ("I bought two kilos of pork at the market.", "我在市场买了两公斤猪肉。", "我在市场买了两千克猪肉。"),
    (
        "After I got off the train, I called my mother.",
        "下了火车以后，我给妈妈打了电话。",
        "下了火车，我就给妈妈打电话了。",
    ),
    ("He insists on running every evening.", "他每天晚上都坚持跑步。", "他坚持每晚跑步。"),
    ("Take this medicine three times a day.", "这个药一天吃三次。", "这个药每天吃三次。"),
    ("We cheered loudly for our team.", "我们大声为球队加油。", "我们大声给球队加油。"),
    ("Don't worry, it's just a slight cold.", "别担心，只是小感冒。", "别担心，只是小感冒而已。"),
]

SLIPS = [
    ("I have studied Chinese for two years.", "我学了两年汉语。", "我学了两个年汉语。", "takes no 个"),
    ("The company held a press conference.", "公司召开了一场新闻发布会。", "公司召开了一条新闻发布会。", "发布会"),
    ("I run every morning.", "我每天早上跑步。", "我跑步每天早上。", "goes before the verb"),
    (
        "Every year in May, the city holds a marathon.",
        "这个城市每年五月举办马拉松比赛。",
        "这个城市举办马拉松比赛每年五月。",
        "goes before the verb",
    ),
]

WRONG = [
    ("He goes swimming twice a week.", "他每个星期游两次泳。", "他两周去游一次泳。"),
    ("I go swimming twice a week.", "我一周游两次泳。", "我两个星期去游一次泳。"),
    ("He deposited money in the bank.", "他往银行里存了钱。", "他从银行里取了钱。"),
    ("His condition is getting better and better.", "他的病情越来越好了。", "他的病情越来越严重了。"),
    ("Bank interest is very low now.", "现在银行的利息很低。", "现在银行的利益很低。"),
    ("My friend moved to Shanghai.", "我的朋友搬到上海了。", "我的朋友嫁到上海了。"),
    ("The subway is fast, but the bus is slow.", "地铁很快，但是公交车很慢。", "地铁很慢，但是公交车很快。"),
    ("Come in, please.", "请进来。", "请进去。"),
    (
        "The rare bird was caught by local villagers.",
        "这只珍稀的鸟被当地村民抓住了。",
        "当地村民被这只珍稀的鸟抓住了。",
    ),
    ("This year's harvest is better than last year's.", "今年的收成比去年好。", "今年的收成没有去年好。"),
    ("This year's harvest is better than last year's.", "今年的收成比去年好。", "去年的收成比今年好。"),
    ("My home is near the bank.", "我家在银行附近。", "我家离银行很远。"),
    (
        "I went to see the doctor yesterday, and he said I need more rest.",
        "我昨天去看医生了，他说我需要多休息。",
        "我昨天去看医生了，护士说我需要多休息。",
    ),
    ("This shirt is too small.", "这件衬衫太小了。", "这件衬衫太少了。"),
    ("She finally made up her mind to quit smoking.", "她终于下决心戒烟了。", "她终于下决心抽烟了。"),
    ("Our new home is bigger than the old one.", "我们的新家比旧家大。", "我们的新家没有旧家大。"),
    ("Tea is cheap, but coffee is expensive.", "茶很便宜，但是咖啡很贵。", "茶很贵，但是咖啡很便宜。"),
    (
        "The chocolate cake my mother made yesterday was eaten by my little brother.",
        "我妈妈昨天做的巧克力蛋糕被我弟弟吃了。",
        "我妈妈昨天做的巧克力蛋糕把我弟弟吃了。",
    ),
    ("Going to bed early is good for your health.", "早睡早起对身体有好处。", "早睡早起对身体不好。"),
    ("Not everyone likes spicy food.", "并不是每个人都喜欢吃辣的。", "每个人都不喜欢吃辣的。"),
    ("I met her for the first time three years ago.", "我三年前第一次见到她。", "我三个月前第一次见到她。"),
]


HOW_OFTEN = [
    ("I check my email once every two days.", "我每两天查一次邮件。", "我每天查两次邮件。"),
    ("We meet once every two weeks.", "我们每两个星期见一次面。", "我们一周见两次面。"),
    ("I go swimming twice a week.", "我一周游两次泳。", "我两个星期去游一次泳。"),
    ("Take this medicine three times a day.", "这个药一天吃三次。", "这个药每天吃一次。"),
]


@pytest.mark.parametrize(("english", "reference", "attempt"), HOW_OFTEN)
def test_another_frequency_is_named(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "1")
    assert grade.score == 1, grade.explanation
    assert grade.explanation.startswith("How often is another"), grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), RIGHT)
def test_a_correct_wording_is_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score == 3, grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt", "named"), SLIPS)
def test_a_slip_is_named(evaluator, english, reference, attempt, named):
    grade = evaluator.translate(english, attempt, reference, "2")
    assert grade.score == 2, grade.explanation
    assert named in grade.explanation, grade.explanation


@pytest.mark.parametrize(("english", "reference", "attempt"), WRONG)
def test_another_meaning_is_not_accepted(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "3")
    assert grade.score <= 1, grade.explanation


def test_a_verb_left_out_is_not_a_measure_word_left_out(evaluator):
    grade = evaluator.translate("Farmers plant rice in spring.", "农民春天水稻。", "农民春天种水稻。", "2")
    assert grade.score < 3, grade.explanation
    assert "种" in grade.explanation, grade.explanation


def test_a_quality_said_only_inside_another_word_is_not_said(evaluator):
    grade = evaluator.translate("This coat is too big for me.", "这件大衣我穿太了。", "这件大衣我穿太大了。", "1")
    assert grade.score < 3, grade.explanation


def test_a_reversed_comparison_names_both_things_alike(evaluator):
    grade = evaluator.translate(
        "Our new home is bigger than the old one.", "我们的旧家比新家大。", "我们的新家比旧家大。", "0"
    )
    assert grade.score == 0, grade.explanation
    assert "我们的新家 with 我们的旧家" in grade.explanation, grade.explanation


def test_who_acts_is_named_as_the_sentence_says_it(evaluator):
    grade = evaluator.translate(
        "The chocolate cake my mother made yesterday was eaten by my little brother.",
        "我妈妈昨天做的巧克力蛋糕把我弟弟吃了。",
        "我妈妈昨天做的巧克力蛋糕被我弟弟吃了。",
        "0",
    )
    assert "(我妈妈昨天做的巧克力蛋糕 is on the receiving end)" in grade.explanation, grade.explanation


@pytest.mark.parametrize(
    ("english", "reference", "attempt"),
    [
        ("Mom washed all my clothes.", "妈妈把我的衣服都洗了。", "妈妈洗了我的衣服。"),
        ("We are all students.", "我们都是学生。", "我们是学生。"),
    ],
)
def test_the_all_of_the_english_left_out_is_named(evaluator, english, reference, attempt):
    grade = evaluator.translate(english, attempt, reference, "2")
    assert grade.score == 2, grade.explanation
    assert grade.explanation.startswith("Missing 都"), grade.explanation


def test_another_family_is_not_the_speakers(evaluator):
    grade = evaluator.translate("His mother likes cats.", "妈妈喜欢猫。", "他妈妈喜欢猫。", "2")
    assert grade.score < 3, grade.explanation


def test_words_cut_for_what_follows():
    assert split_words(normalise("我一周游两次泳。"))[:4] == ("我", "一", "周", "游")
    assert "周游世界" in split_words(normalise("他周游世界。"))
    assert split_words(normalise("这个城市每年都会举办比赛。"))[-4:-2] == ("都", "会")
