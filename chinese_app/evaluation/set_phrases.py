"""Set ways of saying a thing that a teacher takes for the reference's, each with its words in another order or
other words the word rules cannot line up: X 出乎我的意料 for 我没想到 X, X 不见了 or X 找不着了 for 找不到 X,
个子超过 X for 比 X 高, A 也好，不 A 也好 for 不管 A 不 A, 电用完了 for 没电了, 头一回 for 第一次, 打扰一下 for 请问,
很久没见面了 for 好久不见, 跟我说了对不起 for 向我道歉, 不努力就不能成功 for 只有努力才能成功, 一年不如一年 for
一年比一年差, 某种程度 for 一定程度, 今天休息 for 今天不开门, 九点以前不开门 for 九点才开门,
过一个星期 for 一个星期以后, 认识到 for 意识到, 既…又 for 很…，也很, 新的一年, 高二, 千米, 只有小王还没到 for
除了小王以外，大家都到了, 不但 A，还 B for 除了 A 以外，还 B, 在我看来 for 我觉得, 路口人很多 for 路口有很多人,
天气原因 for 天气不好, 对身体不好 for 对健康有害, 我以前没来过北京 for 这是我第一次来北京, 有什么用 for 没用,
没几个人 for 人很少, 钱花光了 for 没钱了, 再难也 for 不管多难都, 祝你早日康复 for 希望你快点儿好起来,
他是班上跑得最快的 for 他比班上任何人都跑得快, 营业到九点 for 九点关门, 开始营业 for 开门, 来的人寥寥无几 for
几乎没有人来, 两天前 for 前天, 三十分钟 for 半小时, 多少岁 for 多大年纪, 从教室里跑了出去 for 跑出了教室,
帮我个忙 for 帮我一下, 笑出了眼泪 for 笑得眼泪都出来了.

``in_reference_words`` says each in the reference's words where the reference says it so, keeping the attempt's
own subject, object and what it is about, so a wrong person or thing stays wrong.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from chinese_app.chinese import dictionary
from chinese_app.chinese.segment import words as cut
from chinese_app.evaluation import lexicon

_SUBJECT = r"(?:我们|你们|他们|她们|我|你|他|她)"
_END = r"[。！？!?.]*$"

# X，真出乎我的意料 "X, quite beyond what I expected": 我没想到 X
_BEYOND = re.compile(
    rf"^(?P<what>[^，,]+)[，,]?(?:真是|真|完全)?出乎(?P<who>{_SUBJECT})?的?意料(?:之外)?了?(?P<end>{_END})"
)
_NOT_EXPECTED = re.compile(rf"^(?P<who>{_SUBJECT})?(?:没有|没)想到")

# 我的钥匙不见了 "my keys have gone", 钱包找不着了: 我找不到我的钥匙了
_GONE = re.compile(rf"^(?P<what>[^，,]+?)(?:不见|找不着|找不到)了(?P<end>{_END})")
_CANNOT_FIND = re.compile(rf"^(?P<who>{_SUBJECT})找不(?:到|着)(?P<what>[^，,]+?)了?{_END}")

# 他个子已经超过他爸爸了 "his height has passed his father's": 他比他爸爸高了
_OUTGROWN = re.compile(r"个子(?:已经)?超过了?(?P<whom>[\u4e00-\u9fff]{1,5}?)(?P<le>了?)(?=[。！!，,]|$)")

_TALLER = re.compile(r"比[\u4e00-\u9fff]{1,5}?(?P<how>(?:还|更)?高了?)")

# 你同意也好，不同意也好 "agree or not": 不管你同意不同意
_EITHER_WAY = re.compile(r"^(?P<who>[^，,]{0,3}?)(?P<act>[\u4e00-\u9fff]{1,3})也好[，,]不(?P=act)也好[，,]?")

# "only if": 只有努力，才能成功 said "not … then not" (不努力就不可能成功, 不承认错误的话，就不可能进步)
_ONLY_IF = re.compile(
    r"只有(?P<cond>[^，,]+?)[，,]?(?P<who>[^，,才]{0,8}?)才(?P<modal>能|会|可以)?(?P<then>[^，,。！？]+)"
)
# what cannot then be: 不能 / 不可能 / 没办法 + the act, or the act said V不C (赶不上 "cannot catch")
_CANNOT = (
    r"(?:(?:不可能|不能|不会|没法|没办法)(?P<then>[^，,。！？]+)"
    r"|(?P<verb>[^我你他她它们，,。！？不])不(?P<result>(?!能|会|可能)[^，,。！？]+))"
)
_IF_NOT_THEN_NOT = re.compile(
    r"(?:如果|要是)?(?P<who_first>[我你他她们]{0,2})不(?P<cond>[^，,就]+?)(?:的话)?[，,]?(?P<who>[^，,就不]{0,8}?)就?"
    + _CANNOT
)

# ... and "unless … not": 除非项目做完了，否则我们不能休假
_UNLESS_THEN_NOT = re.compile(r"除非(?P<cond>[^，,]+?)[，,]否则(?P<who>[^，,不]{0,3}?)" + _CANNOT)


# ... and "unless" said "if not": 你要是不跟她道歉，她是不会原谅你的 for 除非你向她道歉，否则她不会原谅你
_UNLESS = re.compile(r"除非[^，,]+?[，,]否则")
_IF_NOT = re.compile(
    r"(?P<who>[我你他她它们]{0,3})(?:如果|要是|假如)(?P<later>[我你他她它们]{0,3})不(?P<cond>[^，,就]+?)(?:的话)?[，,]就?(?P<then>.+)"
)


def _then(match: re.Match[str]) -> str:
    """What can be if the condition holds: 休假 of 不能休假, 赶上火车 of 赶不上火车."""
    return match["then"] or f"{match['verb']}{match['result']}"


# everyone but one: 只有小王还没报名 "only Xiao Wang hasn't signed up" for 除了小王以外，大家都报名了
_ALL_BUT = re.compile(
    r"除了(?P<one>[^，,]{1,4}?)(?P<apart>以外|之外)?[，,]?(?P<all>大家|别人|其他人|所有人)都(?P<did>[^，,。！？]+?)了"
)
# ... said both ways at once: 只有他没同意，别人都同意了
_ONLY_NOT = re.compile(
    r"只有(?P<one>[^，,]{1,4}?)(?:还)?(?:没有|没|不)(?P<did>[^，,。！？]+)"
    r"(?:[，,](?:大家|别人|其他人|其他的人|所有人|其余的人)都(?P=did)了?)?"
)

# 一年不如一年 "worse each year": 一年比一年差
_WORSE_EACH = re.compile(r"一([天年月次])不如一\1")

# 手机的电用完了 "the phone's charge is used up": 手机没电了
_RUN_OUT = re.compile(r"的?电(?:已经)?(?:用完|用光|没有)了")


# Said in other words of the same length and order: (the attempt's words, the reference's, that must be in it)
_SAID_ALIKE = (
    (re.compile(r"头一(?:回|次)"), "第一次"),  # 头一回来 "the first time"
    (re.compile(r"^打扰一下[，,]?"), "请问，"),  # "excuse me" before a question
    (re.compile(r"某种程度"), "一定程度"),  # "to a certain extent"
    (re.compile(r"新的一年"), "新年"),  # "the new year"
    (re.compile(r"(?<![不没])休息"), "不开门"),  # a shop "closed" for the day: 今天休息
    (re.compile(r"认识到"), "意识到"),  # "realize"
    (re.compile(r"更(?:别提|别说|不要说)"), "更不用说"),  # "let alone"
    (re.compile(r"同岁"), "一样大"),  # 她和我同岁 "of an age": as old as each other
    (re.compile(r"成了(?=[\u4e00-\u9fff])"), "成为"),  # 已经成了…问题 "has become"
    (re.compile(r"(?<=[一二三四五六七八九十百\d])千米"), "公里"),  # 千米 is the kilometre's standard name
    (re.compile(r"(?<=[一二三四五六七八九十百\d])公里"), "千米"),
    (re.compile(r"(?<=[一两二三四五六七八九十百\d])千克"), "公斤"),  # the kilogram's standard name
    (re.compile(r"叫什么(?=[？?吗呢]|$)"), "叫什么名字"),  # 你叫什么？ "what are you called" asks the name
    (re.compile(r"^我这是"), "这是我"),  # 我这是头一回出国 "this is my first time abroad"
    (re.compile(r"(?:最近)?这几年来?|近几年来?|最近几年"), "近年来"),  # "in recent years"
    (re.compile(r"(?<![\d一二三四五六七八九十两])六个月"), "半年"),  # "half a year"
    (re.compile(r"想象(?=的|中)"), "想"),  # 比我想象的容易 "than I thought"
    (re.compile(r"(?<![\d一二三四五六七八九十两])七天"), "一个星期"),  # "a week"
    (re.compile(r"(?<![\d一二三四五六七八九十两])七天"), "一周"),
    (re.compile(r"家在哪(?=儿|里)"), "住在哪"),  # 你家在哪儿 "where do you live"
    (re.compile(r"都?(?:会|就)?(?:不会有事|没事|没问题)的?"), "一切都会好的"),  # "everything will be fine"
    (re.compile(r"天晴"), "晴天"),  # "sunny (weather)", either way round
    (re.compile(r"晴天"), "天晴"),
    (re.compile(r"(?<!四)川菜"), "四川菜"),  # the cuisines said by the province's short name
    (re.compile(r"(?<!广东)粤菜"), "广东菜"),
    (re.compile(r"(?<!湖南)湘菜"), "湖南菜"),
    (re.compile(r"价[格钱](?:不高|很低|低|不贵)"), "便宜"),  # "cheap"
    (re.compile(r"并?不像(?=[^，,。]+(?:那么|这么))"), "没有"),  # 并不像你想的那么复杂 "not as complicated as"
    (re.compile(r"(?<=个)月月(?=底|末|初)"), "月"),  # 下个月月底 "the end of next month": the month said once
    (re.compile(r"少吃(?:一)?点儿?"), "别吃太多"),  # "don't eat too much"
    (re.compile(r"^肚子饿"), "我饿"),  # 肚子饿了 "my belly is hungry": I am hungry
    (re.compile(r"打五折|打对折"), "半价"),  # "50% off": half price
    (re.compile(r"(?<!打)半价|打对折"), "打五折"),
    (re.compile(r"怎么都"), "怎么也"),  # "however (hard) … not": 怎么都想不起来
    (re.compile(r"每逢"), "每到"),  # "whenever (a day) comes"
    (re.compile(r"全都"), "都"),  # "all"
    (re.compile(r"^我回来了"), "我回家了"),  # "I'm home": back, where the one speaking lives
    (re.compile(r"不要钱|不收费|不收钱|不用花钱|是?免费的?"), "不用买票"),  # no ticket to buy: "free"
    (re.compile(r"不要钱|不收费|不收钱|不用花钱"), "免费"),  # "free (of charge)"
    (re.compile(r"多少时间"), "多长时间"),  # "how long (does it take)"
    (re.compile(r"新家"), "新房子"),  # 搬进了新家 "moved into a new house"
    (re.compile(r"放轻松(?:一?点儿?)?|放松(?:一?点儿?)?"), "别紧张"),  # "relax": don't be nervous
    (re.compile(r"对(?:身体|健康)(?:很|挺)?好"), "对身体有好处"),  # "good for your health"
    (re.compile(r"没(?:有)?什么(?=[\u4e00-\u9fff]{0,2}人)"), "很少有"),  # 没什么年轻人 "hardly any young people"
    (re.compile(r"每隔一(?=[天周年]|个)"), "每两"),  # 每隔一天 "every other day": every two days
    (re.compile(r"考了(?:一?个)?(?=满分)"), "考试得了"),  # 数学考了个满分 "got full marks in the maths exam"
    (re.compile(r"有(?=[\u4e00-\u9fff]{1,4}的危险)"), "面临"),  # 有失传的危险 "in danger of being lost"
    (re.compile(r"门口|门前(?!面)"), "门前面"),  # "in front of the door"
    (re.compile(r"门前面|门前"), "门口"),
)


# "since": 从…起, 从…开始, 从…以来
_FROM_ON = re.compile(r"从(?P<when>[^，,。从]{1,10}?)(?P<how>起|开始|以来)")


def _from_on(ref: str, attempt: str) -> str:
    ours, theirs = _FROM_ON.search(ref), _FROM_ON.search(attempt)
    if not ours or not theirs or ours["how"] == theirs["how"]:
        return attempt
    return attempt.replace(theirs[0], f"从{theirs['when']}{ours['how']}", 1)


# 者 "one who" for 的人 (违法者 / 违法的人 "lawbreakers")
_ONES_WHO = re.compile(r"([\u4e00-\u9fff]{2})的人")


def _ones_who(ref: str, attempt: str) -> str:
    for act in _ONES_WHO.findall(ref):
        attempt = attempt.replace(f"{act}者", f"{act}的人")
    return attempt


# "near" said as "not far from": 我家离银行很近 for 我家在银行附近
_NEAR = re.compile(r"在(?P<place>[\u4e00-\u9fff]{1,6}?)附近")
_CLOSE_TO = re.compile(r"离(?P<place>[\u4e00-\u9fff]{1,6}?)(?:很|挺|非常|比较)?近")


def _near(ref: str, attempt: str) -> str:
    ours, theirs = _NEAR.search(ref), _CLOSE_TO.search(attempt)
    if not ours or not theirs or ours["place"] != theirs["place"] or _CLOSE_TO.search(ref):
        return attempt
    return attempt.replace(theirs[0], ours[0], 1)


# "the first time I have been to Beijing" said "I had never been to Beijing before" (这是我第一次来北京 /
# 我以前从来没来过北京), with or without "this is the first time" after it
_FIRST_TIME = re.compile(rf"^这(?:是|次是)(?P<who>{_SUBJECT})?第一次(?P<act>[\u4e00-\u9fff]{{2,8}}?){_END}")
_NEVER_BEFORE = re.compile(
    rf"^(?P<who>{_SUBJECT})?(?:以前|之前|过去)?(?:从来|从)?没(?:有)?(?P<verb>[\u4e00-\u9fff])过(?P<rest>[\u4e00-\u9fff]{{0,6}})"
    rf"(?:[，,](?:这(?:次)?是(?:第一次|头一回|头一次)))?{_END}"
)


def _first_time(ref: str, attempt: str) -> str:
    first, never = _FIRST_TIME.match(ref), _NEVER_BEFORE.match(attempt.strip())
    if not first or not never or (never["who"] or first["who"]) != (first["who"] or never["who"]):
        return attempt
    return ref if first["act"] == never["verb"] + never["rest"] else attempt


# 哭有什么用(呢) "what use is crying?": it is no use (哭也没用了), asked
_WHAT_USE = re.compile(r"有什么用(?:呢)?[？?]?")
_NO_USE = re.compile(r"也?没有?用了?")


# "few N": 没几个人 "not many people", 没有几棵树 / 人很少, 树很少
_NOT_MANY = re.compile(r"没有?几[个棵本位只辆家件条张座]([\u4e00-\u9fff]{1,3}?)(?=[。！!，,]|$)")
_FEW = re.compile(r"([\u4e00-\u9fff]{1,3}?)(?:很|非常|特别)?少(?=[。！!，,]|$)")


def _few(ref: str, attempt: str) -> str:
    few = _FEW.search(ref)
    if few is None or not _NOT_MANY.search(attempt):
        return attempt
    return _NOT_MANY.sub(lambda m: few[0] if few[0].startswith(m[1]) or m[1] in few[0] else m[0], attempt)


# "his money is gone": 钱花光了 / 没钱了
_SPENT = re.compile(r"的?钱(?:都|已经)?(?:花光|花完|用完|用光)了")


def _spent(ref: str, attempt: str) -> str:
    return _SPENT.sub("没钱了", attempt) if "没钱了" in ref and not _SPENT.search(ref) else attempt


# "however hard it is, …": 再难我也要坚持 for 不管多难，我都会坚持 (再 + a quality + 也 concedes as 不管多 + it + 都)
_HOWEVER = re.compile(r"^(?:不管|无论|不论)多(?:么)?(?P<how>[\u4e00-\u9fff]{1,2})[，,]")
# (the person may come first, and a time before 也: 他再忙，每晚也要出去遛狗)
_EVERY = r"每天晚上|每天早上|每个星期|每个月|每天|每周|每晚|每年|天天"
_EVEN_SO = re.compile(
    rf"^(?P<first>[我你他她]们?)?再(?P<how>[\u4e00-\u9fff]{{1,2}}?)[，,]?(?P<who>[我你他她]们?)?"
    rf"(?P<when>{_EVERY})?也(?P<modal>会|要)?(?P<after>{_EVERY})?"
)


def _however(ref: str, attempt: str) -> str:
    however, even = _HOWEVER.match(ref), _EVEN_SO.match(attempt.strip())
    if not however or not even or however["how"] != even["how"]:
        return attempt
    # how often it is done goes before 都, as in ours (不管多忙，他每天都…), wherever the learner put it
    who, when = even["first"] or even["who"] or "", even["when"] or even["after"] or ""
    modal = even["modal"] if even["after"] else ""  # 也会每周给… : 每周都会给…
    rest = (
        attempt.strip()[even.end() :] if even["after"] or not even["modal"] else attempt.strip()[even.start("modal") :]
    )
    return f"{however[0]}{who}{when}都{modal or ''}{rest}"


def _as_ours(ours: re.Pattern[str], theirs: re.Pattern[str] | None = None) -> Callable[[str, str], str]:
    """The rewrite of a phrase said several ways: where the reference says it (ours), the attempt's way of saying
    it (theirs, or ours again) is put in the reference's words."""

    def rewrite(ref: str, attempt: str) -> str:
        found = ours.search(ref)
        return (theirs or ours).sub(found[0], attempt) if found else attempt

    return rewrite


# "get well soon": 祝你早日康复, 希望你快点儿好起来, 希望你早点好起来: one wish
_GET_WELL = re.compile(r"(?:祝|希望)(?:你|您)?(?:能)?(?:早日|早点儿?|快点儿?|尽快)(?:康复|好起来)")


# "not very interesting": 不太有意思, 没什么意思, 没意思, 不怎么有意思 are one remark
_NOT_INTERESTING = re.compile(r"(?:不太|不怎么|没有?什么|没啥)有?意思|没意思")

# how long ago something was done, or how long it has been since (他三年前大学毕业了 / 他大学毕业已经三年了)
_HOW_LONG = r"[一两二三四五六七八九十几半]+个?(?:年|月|天|星期|周|小时)"
_AGO = re.compile(rf"(?P<how_long>{_HOW_LONG})(?:以)?前(?P<act>[\u4e00-\u9fff]{{2,6}}?)了")
_SINCE = re.compile(rf"(?P<act>[\u4e00-\u9fff]{{2,8}}?)已经(?P<how_long>{_HOW_LONG})了")


def _since(ref: str, attempt: str) -> str:
    """他大学毕业已经三年了 where the reference says 他三年前大学毕业了: in the reference's words."""
    ago, since = _AGO.search(ref), _SINCE.search(attempt)
    if not ago or not since or ago["how_long"] != since["how_long"] or not since["act"].endswith(ago["act"]):
        return attempt
    said = f"{ago['act']}已经{ago['how_long']}了"
    return attempt.replace(said, f"{ago['how_long']}前{ago['act']}了", 1)


# "because of (bad) weather": 天气原因 "weather reasons", 天气恶劣, 天气不好 are one cause
_BAD_WEATHER = re.compile(r"天气(?:原因|恶劣|不佳|很差|太差|不好)")
# "harmful to" said "bad for": 对健康有害, 有害健康, 对身体不好, each keeping what it is bad for
_BAD_FOR = re.compile(r"对(?P<what>[^，,。！？]{1,4}?)(?:有害|不好)|有害(?:于)?(?P<thing>[^，,。！？]{1,2})")


def _bad_for(ref: str, attempt: str) -> str:
    ours = _BAD_FOR.search(ref)
    if ours is None:
        return attempt
    said = ours[0].replace(ours["what"] or ours["thing"], "{}", 1)  # 对{}不好, 对{}有害, 有害{}
    return _BAD_FOR.sub(lambda m: said.format(m["what"] or m["thing"]), attempt)


# 很久没见面了 "not met for a long time": 好久不见(了)
_LONG_NOT_SEEN = re.compile(
    r"(?:很久|好久|很长时间|好长时间)(?:都)?(?:没有|没)见(?:面|过面|到你|到您|过你|过您)?了?(?=[，,。！!？?]|$)"
)
_LONG_NOT_SEEN_BY_ME = re.compile(r"(?:我们|我)?" + _LONG_NOT_SEEN.pattern)  # 我很久没见到你了: who has not seen
_NOT_SEEN = re.compile(r"好久不见了?")

_TO_FLOOR = re.compile(r"到(楼|山)([上下])(?:去|来)?")
_UP_FLOOR = re.compile(r"(?<=[\u4e00-\u9fff])([上下])(楼|山)(?![梯道])")

# 跟我说了声对不起 "said sorry to me": 向我道歉了
_SORRY = re.compile(r"(?:跟|向|对)(?P<whom>[^，,。]{1,4}?)说了?(?:一?声)?(?:对不起|抱歉)")
_APOLOGISED = re.compile(r"向[^，,。]{1,4}?(?P<how>道了歉|道歉了|道歉)")


# 高二 "second year of senior high" is 高中二年级 (初一 of junior high likewise)
_SCHOOL_YEAR = re.compile(r"([高初])([一二三])(?!中|年级)")
# both … and: 既 A 又 B said 又 A 又 B, or A，也 B (她很能干，也很大方)
_BOTH = re.compile(r"既(?P<one>[\u4e00-\u9fff]{1,3})又(?P<other>[\u4e00-\u9fff]{1,3})")
_BOTH_SAID = re.compile(r"(?:又|很)(?P<one>[\u4e00-\u9fff]{1,3}?)[，,]?(?:又|也很|也)(?P<other>[\u4e00-\u9fff]{1,3})")


# "not only … but also" of two qualities: 不仅便宜，而且好吃 said 又便宜又好吃 or 既便宜又好吃
_NOT_ONLY_QUALITIES = re.compile(
    r"(?P<lead>不仅|不但|不光)(?P<one>[\u4e00-\u9fff]{1,3}?)[，,]?(?P<also>而且也|而且|并且|还|也)(?P<other>[\u4e00-\u9fff]{1,3})"
)
_BOTH_QUALITIES = re.compile(r"(?:又|既)(?P<one>[\u4e00-\u9fff]{1,3}?)又(?P<other>[\u4e00-\u9fff]{1,3})")


# "not until": 九点才开门 said 九点以前不开门 "does not open before nine"
_NOT_BEFORE = re.compile(r"(?P<when>[\u4e00-\u9fff\d]{1,4}?[点号])(?:以前|之前)(?:都)?不(?P<act>[\u4e00-\u9fff]{1,3})")
# "in a week" said 过一个星期 "a week passing": 一个星期以后
_AFTER_PASSING = re.compile(r"(?<![经通超])过(?P<long>[一两二三四五六七八九十几半]+个?(?:星期|月|天|小时|分钟|年))")


def _expected(ref: str, attempt: str) -> str:
    if (expected := _NOT_EXPECTED.match(ref)) and (beyond := _BEYOND.match(attempt.strip())):
        who = beyond["who"] or expected["who"] or ""  # 出乎意料 names no one: the reference's 我 is meant
        return f"{who}没想到{beyond['what']}{beyond['end']}"
    return attempt


def _lost(ref: str, attempt: str) -> str:
    if (finding := _CANNOT_FIND.match(ref)) and (gone := _GONE.match(attempt.strip())):
        now = "了" if finding.group(0).rstrip("。！？!?.").endswith("了") else ""  # 了 of "by now", where ours has it
        return f"{finding['who']}找不到{gone['what']}{now}{gone['end']}"
    return attempt


def _outgrown(ref: str, attempt: str) -> str:
    if taller := _TALLER.search(ref):  # how the reference says "taller" (还高, 高了) with the attempt's other side
        return _OUTGROWN.sub(lambda m: f"比{m['whom']}{taller['how']}", attempt)
    return attempt


def _either_way(ref: str, attempt: str) -> str:
    if ref.startswith(("不管", "无论")):
        marker = ref[:2]
        return _EITHER_WAY.sub(lambda m: f"{marker}{m['who']}{m['act']}不{m['act']}，", attempt)
    return attempt


def _run_out(ref: str, attempt: str) -> str:
    return _RUN_OUT.sub("没电了", attempt) if "没电了" in ref else attempt


def _only_if(ref: str, attempt: str) -> str:
    if (only := _ONLY_IF.search(ref)) and not _ONLY_IF.search(attempt):
        modal = only["modal"] or ""
        attempt = _IF_NOT_THEN_NOT.sub(
            lambda m: f"{m['who_first']}只有{m['cond']}，{m['who']}才{modal}{_then(m)}", attempt, count=1
        )
        return _UNLESS_THEN_NOT.sub(lambda m: f"只有{m['cond']}，{m['who']}才{modal}{_then(m)}", attempt, count=1)
    return attempt


def _unless(ref: str, attempt: str) -> str:
    if _UNLESS.search(ref) and "除非" not in attempt:
        return _IF_NOT.sub(lambda m: f"除非{m['who']}{m['later']}{m['cond']}，否则{m['then']}", attempt, count=1)
    return attempt


# "more than anyone in the class": 比班上任何人都跑得快, said as the most of all (他是班上跑得最快的, 他在班上跑得最快)
_THAN_ANYONE = re.compile(
    r"比(?P<group>[^，,比]{1,6}?)的?(?:任何人|任何一个人|其他人|其他同学|别人|所有人)都(?P<how>[^，,。！？]+?)(?P<end>[。！!]*)$"
)
_MOST = (
    r"(?:是|在){group}(?P<how>[^，,。！？最]*?)最(?P<quality>[^，,。！？的]{{1,2}})(?:的(?:人|一个|学生)?)?"
    r"(?P<end>[。！!]*)$"
)


def _most_of_all(ref: str, attempt: str) -> str:
    ours = _THAN_ANYONE.search(ref)
    theirs = re.search(_MOST.format(group=re.escape(ours["group"])), attempt) if ours else None
    if not ours or not theirs or f"{theirs['how']}{theirs['quality']}" != ours["how"]:
        return attempt  # 他是班上跑得最慢的: another quality
    return attempt[: theirs.start()] + ref[ours.start() : ours.end()]


# closing at a time said as open until it: 商店营业到九点 / 开到几点 for 商店九点关门 / 几点关门
_DAY_PART = r"(?:早上|上午|中午|下午|晚上|夜里)"
_CLOCK = rf"(?P<time>{_DAY_PART}?[零一二三四五六七八九十两几\d]+点(?:半|[零一二三四五六七八九十\d]+分)?)"
_CLOSES_AT = re.compile(rf"{_CLOCK}才?关门")
_OPEN_UNTIL = re.compile(rf"(?:营业|开门|开)到{_CLOCK}")


def _open_until(ref: str, attempt: str) -> str:
    """And the other way round: 晚上十点才关门 "does not close until ten" for 开到晚上十点."""
    ours = _CLOSES_AT.search(ref)
    if not ours:
        if (open_until := _OPEN_UNTIL.search(ref)) and not _OPEN_UNTIL.search(attempt):
            # the learner's own time in the reference's form: another time stays another time
            said = open_until[0].removesuffix(open_until["time"])
            return _CLOSES_AT.sub(lambda m: said + m["time"], attempt, count=1)
        return attempt
    if _CLOSES_AT.search(attempt):
        return attempt
    clock = _clock(ours["time"])  # 晚上九点关门 for 晚上开到九点: the part of the day may stand before 开到
    return _OPEN_UNTIL.sub(lambda m: f"{m['time']}关门" if _clock(m["time"]) == clock else m[0], attempt, count=1)


def _clock(time: str) -> str:
    return re.sub(rf"^{_DAY_PART}", "", time)


# out of a place: 跑出了教室 said 从教室里跑了出去 (the place first with 从, the way out after the verb)
_OUT_OF = re.compile(
    r"(?P<verb>[跑走飞冲搬爬逃])(?P<way>[出进回])(?P<le>了?)(?P<place>[\u4e00-\u9fff]{1,4}?)(?P<end>[。！!]*)$"
)
_FROM_OUT = r"从{place}(?:里|里面)?{verb}(?:了)?{way}(?:去|来)(?:了)?"


def _out_of(ref: str, attempt: str) -> str:
    ours = _OUT_OF.search(ref)
    if not ours or ours["way"] != "出":
        return attempt
    theirs = re.search(_FROM_OUT.format(place=re.escape(ours["place"]), verb=ours["verb"], way=ours["way"]), attempt)
    return attempt.replace(theirs[0], ref[ours.start() : ours.end("place")], 1) if theirs else attempt


# "help (me) a bit": 帮我一下 said with the verb's own object, 帮我个忙 / 帮个忙
_HELP_A_BIT = re.compile(r"帮(?P<who>我们|我|他|她)?一下")
_HELP_OUT = re.compile(r"帮(?P<who>我们|我|他|她)?(?:一)?个忙")


def _help_out(ref: str, attempt: str) -> str:
    ours = _HELP_A_BIT.search(ref)
    if not ours or _HELP_A_BIT.search(attempt):
        return attempt
    return _HELP_OUT.sub(lambda m: f"帮{m['who'] or ''}一下" if m["who"] == ours["who"] else m[0], attempt, count=1)


# so hard that something came out: 笑得眼泪都出来了 said 笑出了眼泪 (the result after the verb, what came out after it)
_SO_THAT_OUT = re.compile(r"(?P<verb>[\u4e00-\u9fff])得(?P<thing>[\u4e00-\u9fff]{1,2})都(?:流)?出来了")


def _came_out(ref: str, attempt: str) -> str:
    ours = _SO_THAT_OUT.search(ref)
    if not ours:
        return attempt
    theirs = re.search(f"{ours['verb']}出了?{ours['thing']}(?:来)?了?", attempt)
    return attempt.replace(theirs[0], ours[0], 1) if theirs else attempt


# open for business: 开门 said 开始营业 (八点开始营业 for 八点开门), and open round the clock said as never closing
# (二十四小时都不关门 for 二十四小时营业)
_STARTS_BUSINESS = re.compile(r"开始营业")
_NEVER_CLOSES = re.compile(r"(?P<hours>二十四小时|24小时)都?不关门")


def _opening(ref: str, attempt: str) -> str:
    if "开门" in ref and "营业" not in ref and "关门" not in ref:
        attempt = _STARTS_BUSINESS.sub("开门", attempt, count=1)
    if re.search(r"(?:二十四小时|24小时)营业", ref):
        attempt = _NEVER_CLOSES.sub(lambda m: f"{m['hours']}营业", attempt, count=1)
    return attempt


# hardly anyone did it, said as those who did it being few (来看展览的人少得可怜 for 几乎没有人来看展览)
_HARDLY_ANYONE = re.compile(r"几乎没(?:有)?人(?P<act>[^，,。！？]+?)(?P<end>[。！!]*)$")
_FEW_WHO = re.compile(r"^(?P<act>[^，,。！？]+?)的人(?:很少|非常少|极少|少得可怜|寥寥无几|没几个)(?P<end>[。！!]*)$")


def _hardly_anyone(ref: str, attempt: str) -> str:
    ours, theirs = _HARDLY_ANYONE.search(ref), _FEW_WHO.search(attempt.strip())
    if not ours or not theirs:
        return attempt
    return ref[: ours.start()] + f"几乎没有人{theirs['act']}{theirs['end']}"


_TIMES = r"[^，,。！？]{0,4}?[一两二三四五六七八九十几\d]+次"  # ... so many times (in a day, a week)
_UNIT = r"(?:天|周|个?星期|个?月|年)"

# one time said two ways: half an hour is thirty minutes, two days ago the day before yesterday (两天前 for 前天)
_SAME_TIMES = (
    (re.compile(r"半个?小时|半个钟头"), re.compile(r"三十分钟|半个?小时|半个钟头")),
    (re.compile(r"前天"), re.compile(r"两天(?:以|之)?前")),
    (re.compile(r"每天晚上"), re.compile(r"每晚|每个晚上")),
    (re.compile(r"后天"), re.compile(r"两天(?:以|之)?后")),
    (re.compile(r"昨晚|昨天晚上"), re.compile(r"昨天夜里|昨夜|昨天晚上|昨晚")),  # "last night"
    # how often: 一天吃三次 "three times a day" is 每天吃三次
    (re.compile(rf"一{_UNIT}(?={_TIMES})"), re.compile(rf"每{_UNIT}(?={_TIMES})")),
    (re.compile(rf"每{_UNIT}(?={_TIMES})"), re.compile(rf"一{_UNIT}(?={_TIMES})")),
)


# how old someone is, asked three ways: 多大年纪 / 多大岁数 (of the old), 多少岁, 几岁 (of a child), 多大
_AGE_ASKED = re.compile(r"多大年纪|多大岁数|多少岁|几岁|多大")


def _age_asked(ref: str, attempt: str) -> str:
    ours = _AGE_ASKED.search(ref)
    if not ours or _AGE_ASKED.search(attempt) is None or ours[0] in attempt:
        return attempt
    return _AGE_ASKED.sub(ours[0], attempt, count=1)


def _same_time(ref: str, attempt: str) -> str:
    for ours, theirs in _SAME_TIMES:
        said = ours.search(ref)
        if said and not ours.search(attempt):
            attempt = theirs.sub(said[0], attempt, count=1)
    return attempt


def _all_but_one(ref: str, attempt: str) -> str:
    if (all_but := _ALL_BUT.search(ref)) and not _ALL_BUT.search(attempt):
        apart = all_but["apart"] or ""  # the reference's own words: no 以外 the learner is told they added
        return _ONLY_NOT.sub(lambda m: f"除了{m['one']}{apart}，{all_but['all']}都{m['did']}了", attempt, count=1)
    return attempt


def _worse_each(ref: str, attempt: str) -> str:
    if worse := re.search(r"一([天年月次])比一\1(差|坏)", ref):
        return _WORSE_EACH.sub(lambda m: f"一{m[1]}比一{m[1]}{worse[2]}", attempt)
    return attempt


def _school_year(ref: str, attempt: str) -> str:
    if re.search(r"[高初]中[一二三]年级", ref):
        return _SCHOOL_YEAR.sub(lambda m: f"{m[1]}中{m[2]}年级", attempt)
    return attempt


def _both(ref: str, attempt: str) -> str:
    if (both := _BOTH.search(ref)) and not _BOTH.search(attempt):
        said = _BOTH_SAID.search(attempt)
        # one of the two said as ours, so the word rules compare the other with ours (很小气 for 又大方 is wrong)
        if said and (said["one"] == both["one"] or said["other"] == both["other"]):
            return attempt[: said.start()] + f"既{said['one']}又{said['other']}" + attempt[said.end() :]
    return attempt


def _not_only(ref: str, attempt: str) -> str:
    if (not_only := _NOT_ONLY_QUALITIES.search(ref)) and not _NOT_ONLY_QUALITIES.search(attempt):
        said = _BOTH_QUALITIES.search(attempt)
        if not said:
            return attempt
        # 又 A 又 B takes no 很: ours (而且很努力) is said as its quality alone
        ours = [not_only[k].removeprefix("很") for k in ("one", "other")]
        theirs = [not_only[k] if not_only[k].removeprefix("很") == said[k] else said[k] for k in ("one", "other")]
        # one of the two said as ours, so the word rules compare the other with ours (又便宜又难吃 is wrong)
        if said["one"] == ours[0] or said["other"] == ours[1]:
            built = f"{not_only['lead']}{theirs[0]}，{not_only['also']}{theirs[1]}"
            return attempt[: said.start()] + built + attempt[said.end() :]
    return attempt


def _when(ref: str, attempt: str) -> str:
    if re.search(r"[点号]才", ref):
        attempt = _NOT_BEFORE.sub(lambda m: f"{m['when']}才{m['act']}", attempt)
    if "以后" in ref:
        attempt = _AFTER_PASSING.sub(lambda m: f"{m['long']}以后", attempt)
    return attempt


def _cannot(ref: str, attempt: str) -> str:
    """An act that cannot be, said 不能 (or 不会, "will not") + the act or the act + 不了: 不会及格 or 不能参加 where
    the reference says 及格不了 / 参加不了, 参加不了 where it says 不能参加, 不能吃苦 for 吃不了苦."""
    for verb in re.findall(r"([\u4e00-\u9fff]{1,2})不了", ref):
        attempt = re.sub(rf"(?:就)?(?:不会|不能){verb}", f"{verb}不了", attempt)
    # a verb and its object of one word each (吃苦 "endure hardship"): 不了 goes between them (吃不了苦)
    for verb, thing in re.findall(r"([\u4e00-\u9fff])不了([\u4e00-\u9fff])", ref):
        if dictionary.is_word(verb + thing):
            attempt = re.sub(rf"(?:就)?(?:不会|不能){verb}{thing}", f"{verb}不了{thing}", attempt)
    for verb in re.findall(r"不能([\u4e00-\u9fff]{2})", ref):
        attempt = attempt.replace(f"{verb}不了", f"不能{verb}").replace(f"{verb[0]}不了{verb[1]}", f"不能{verb}")
    return attempt


def _said_alike(ref: str, attempt: str) -> str:
    for pattern, words in _SAID_ALIKE:
        if words.rstrip("，") in ref and not pattern.search(ref):
            attempt = pattern.sub(words, attempt)
    return attempt


def _not_seen(ref: str, attempt: str) -> str:
    if (not_seen := _NOT_SEEN.search(ref)) and not _LONG_NOT_SEEN.search(ref):
        return _LONG_NOT_SEEN.sub(not_seen.group(0), attempt)
    if (long_not_seen := _LONG_NOT_SEEN_BY_ME.search(ref)) and not _NOT_SEEN.search(ref):  # the other way round
        return _NOT_SEEN.sub(long_not_seen.group(0), attempt)
    return attempt


def _upstairs(ref: str, attempt: str) -> str:
    if stairs := _TO_FLOOR.search(ref):  # 搬上楼 "carry up the stairs" for 搬到楼上(去) "carry to upstairs"
        return re.sub(rf"(?<=[\u4e00-\u9fff]){stairs[2]}{stairs[1]}(?![梯道])(?:去|来)?", stairs.group(0), attempt)
    if up := _UP_FLOOR.search(ref):  # 跑到山上去 for 跑上山去 "ran up the mountain", the other way round
        way = ref[up.end() : up.end() + 1] if ref[up.end() : up.end() + 1] in ("去", "来") else ""
        return re.sub(f"到{up[2]}{up[1]}(?:去|来)?", up.group(0) + way, attempt, count=1)
    return attempt


_STOREY = "[一二三四五六七八九十两\\d]+"


def _storey(ref: str, attempt: str) -> str:
    """二层 for 二楼 "the second floor": a storey counted by 层 or by 楼, said as the reference counts it. 二十层楼
    "twenty storeys" is a count of the building's storeys and stays as it is."""
    for number in re.findall(rf"(?<![\d一二三四五六七八九十两])({_STOREY})楼(?![房梯道上下])", ref):
        attempt = re.sub(rf"(?<![\d一二三四五六七八九十两]){number}层(?!楼)", f"{number}楼", attempt)
    for number in re.findall(rf"(?<=[在到住是])({_STOREY})层(?!楼)", ref):
        attempt = re.sub(rf"(?<=[在到住是]){number}楼(?![房梯道上下])", f"{number}层", attempt)
    return attempt


# Verbs of turning one thing into another, which take 成 or 为 alike (转化成电 / 转化为电, 翻译成英文 / 翻译为英文)
_TURNED = "转化 转变 转换 变换 变 翻译 译 改 分 划分 换 兑换 折合".split()


def _turned_into(ref: str, attempt: str) -> str:
    """转化为 for 转化成 "turn into" (and the other way round), said with the reference's word."""
    for verb in _TURNED:
        for ours, theirs in (("成", "为"), ("为", "成")):
            if verb + ours in ref and verb + theirs not in ref:
                attempt = attempt.replace(verb + theirs, verb + ours)
    return attempt


# 他一点儿肉也不吃 "he eats no meat at all": the one, 一点儿 and the thing before 也不 (or 都不)
_NOT_A_BIT = re.compile(
    r"^(?P<who>[^，,一]{1,4}?)(?P<bit>一点儿?)(?P<thing>[\u4e00-\u9fff]{1,3}?)(?P<also>[也都])(?=不|没)"
)


def _not_a_bit(ref: str, attempt: str) -> str:
    """肉他一点儿也不吃 for 他一点儿肉也不吃: the thing put first as the topic, as the reference says it."""
    ours = _NOT_A_BIT.search(ref)
    if ours is None:
        return attempt
    who, thing = re.escape(ours["who"]), re.escape(ours["thing"])
    return re.sub(rf"^{thing}{who}一点儿?[也都](?=不|没)", ours.group(0), attempt, count=1)


def _went(ref: str, attempt: str) -> str:
    """面试进行得很顺利 for 面试很顺利 "the interview went well": 进行得 before how it went says no more."""
    if "进行" in ref or "得" in ref:  # 进展得很顺利: the reference says how it went with a verb of its own
        return attempt
    return re.sub(r"进行得(?=很|非常|十分|特别|挺|比较|顺利|不错|好)", "", attempt)


def _words_said(ref: str, attempt: str) -> str:
    """老师的话 for 老师说的话 "what the teacher said": one's words, said with 说 or without."""
    for found in re.finditer(r"([\u4e00-\u9fff])说的话", ref):
        attempt = re.sub(rf"(?<={found[1]})的话", "说的话", attempt)
    return attempt


def _at_the_time(ref: str, attempt: str) -> str:
    """周末 for 周末的时候 "at the weekend": a time word says when by itself, as with 的时候."""
    for time in re.findall(r"([\u4e00-\u9fff]{1,3}?)的时候", ref):
        if time in lexicon.TIME_WORDS and time + "的时候" not in attempt:
            attempt = re.sub(rf"{time}(?!的时候)", time + "的时候", attempt, count=1)
    return attempt


# 考试没有我想的那么难 "not as hard as I thought" and 考试比我想的容易 "easier than I thought": one comparison, the
# quality said by its opposite
_NOT_AS = re.compile(
    r"(?P<a>[^，,。]*?)没有(?P<b>[^，,。]+?)(?:那么|这么)?(?P<q>[\u4e00-\u9fff]{1,2}?)(?P<end>[。！!]*)$"
)
_MORE_THAN = re.compile(
    r"(?P<a>[^，,。]*?)比(?P<b>[^，,。]+?)(?P<q>[\u4e00-\u9fff]{1,2}?)(?:多了|得多|一些|一点儿?)?(?P<end>[。！!]*)$"
)


def _not_as(ref: str, attempt: str) -> str:
    """考试比我想的容易 for 考试没有我想的那么难, and the other way round: said in the reference's form, with the
    learner's own two sides (so sides turned round stay turned round)."""
    for ours_form, theirs_form in ((_NOT_AS, _MORE_THAN), (_MORE_THAN, _NOT_AS)):
        ours, theirs = ours_form.search(ref), theirs_form.search(attempt)
        if ours and theirs and frozenset((ours["q"], theirs["q"])) in lexicon.ALL_OPPOSITES:
            said = f"没有{theirs['b']}那么" if ours_form is _NOT_AS else f"比{theirs['b']}"
            return attempt[: theirs.start()] + f"{theirs['a']}{said}{ours['q']}{theirs['end']}"
    return attempt


def _cannot_afford(ref: str, attempt: str) -> str:
    """没钱买这么贵的车 or 没有那么多钱买 for 买不起这么贵的车 "cannot afford": having no money for the act."""
    for act in re.findall(r"([\u4e00-\u9fff])不起", ref):
        attempt = re.sub(rf"没有?(?:那么多|这么多|足够的)?钱(?:去)?{act}", f"{act}不起", attempt, count=1)
    return attempt


# An age of ten or more (八十岁, 25岁), which 了 may close without 岁: 我奶奶今年八十了
_TENS_OF_YEARS = re.compile(r"(?<![\d一二三四五六七八九十])([一二三四五六七八九]?十[一二三四五六七八九]?|[1-9]\d)岁")


def _age(ref: str, attempt: str) -> str:
    """我奶奶今年已经八十了 for 我奶奶今年八十岁了 "is eighty this year": the years said with 岁, as the reference
    says them. Not below ten (五了 is no age)."""
    for years in _TENS_OF_YEARS.findall(ref):
        if years + "岁" not in attempt:
            attempt = re.sub(rf"(?<![\d一二三四五六七八九十]){years}(?=了)", years + "岁", attempt, count=1)
    return attempt


# Acts said with an object of their own that last or come round (睡觉, 见面), and how long or how often
_COUNTED_ACTS = "睡觉 游泳 散步 聊天 洗澡 见面 吵架 跳舞 唱歌 上课 开会".split()


def _counted_act(ref: str, attempt: str) -> str:
    """睡了八个小时的觉, 睡觉睡了八个小时 or 睡了八个小时 "slept for eight hours", said as the reference says it: how
    long between the verb and its object, after the act said twice, or after the verb alone, all right."""
    for act in _COUNTED_ACTS:
        verb, thing = act[0], act[1:]
        forms = rf"(?:{act})?{verb}了(?P<count>{lexicon.HOW_LONG_OR_OFTEN})(?:的?{thing})?"
        ours = re.search(forms, ref)
        if ours:
            said = ours.group(0)
            attempt = re.sub(forms, lambda m, s=said, c=ours["count"]: s if m["count"] == c else m.group(0), attempt)
    return attempt


# Verbs whose result 掉 "off, away" says nothing the verb does not (卖掉 "sell off", 扔掉 "throw away")
_OFF = frozenset("卖 扔 丢 忘 删 脱 花 吃 喝 擦 剪 撕 倒 关".split())


def _away(ref: str, attempt: str) -> str:
    """卖掉了旧车 for 把旧车卖了 "sold the old car": V掉了 said as the reference's V了, where the reference has V as a
    word of its own (not 删 of 删除, which 删掉 is said for already)."""
    for verb in _OFF.intersection(cut(ref)):
        if verb + "了" in ref:
            attempt = attempt.replace(verb + "掉了", verb + "了")
    return attempt


# 妈妈把我的衣服都洗了 "washed all my clothes": the thing, then 都 for "all"
_ALL_AFTER = re.compile(r"把(?P<thing>[^，,。！？都]+?)都(?P<act>[\u4e00-\u9fff]{1,2}?)了")


def _all_of(ref: str, attempt: str) -> str:
    """洗了我所有的衣服 or 把我所有的衣服洗了 for 把我的衣服都洗了 "washed all my clothes": "all" said by 所有 (or 全部)
    before the thing rather than by 都 after it."""
    said = _ALL_AFTER.search(ref)
    if not said or "所有" in ref or "全部" in ref:
        return attempt
    owner, _, thing = said["thing"].rpartition("的")
    owner, act = re.escape(owner), re.escape(said["act"])
    every = rf"{owner}的?(?:所有|全部)的?{re.escape(thing)}"
    attempt = re.sub(rf"{act}了{every}", said.group(0), attempt, count=1)
    return re.sub(rf"把{every}(?:都|全)?{act}了", said.group(0), attempt, count=1)


def _or_not(ref: str, attempt: str) -> str:
    """去还是不去 "go or not go" for 去不去 "whether one goes", as the reference asks it."""
    for act in re.findall(r"([\u4e00-\u9fff]{1,2})不\1", ref):
        attempt = attempt.replace(f"{act}还是不{act}", f"{act}不{act}", 1)
    return attempt


def _told(ref: str, attempt: str) -> str:
    """跟张三说了 "said to Zhang San" for 告诉张三 "told Zhang San", with the learner's own person."""
    if "告诉" not in ref:
        return attempt
    le = "了" if "告诉了" in ref else ""  # 告诉了我 as ours says it, for 跟我说了
    said = re.search(
        r"(?:跟|对|和)(?P<whom>[^，,。！？都别不没谁要]{1,4}?)说(?P<le>了?)(?=过|[\u4e00-\u9fff，,。！？]|$)", attempt
    )
    if not said:
        return attempt
    told = f"告诉{le}{said['whom']}" if le and said["le"] else f"告诉{said['whom']}{said['le']}"
    return attempt[: said.start()] + told + attempt[said.end() :]


def _up_to(ref: str, attempt: str) -> str:
    """爬到了山顶上 "climbed to the top" for 爬上了山顶 "climbed up the top": the same place reached."""
    for ours in re.finditer(r"([\u4e00-\u9fff])上(了?)([\u4e00-\u9fff]{1,3}?)(?=[，,。！？!?]|$)", ref):
        verb, le, place = ours.groups()
        attempt = re.sub(f"{verb}到了?{place}上", ours.group(0), attempt, count=1)
    return attempt


def _apology(ref: str, attempt: str) -> str:
    if apologised := _APOLOGISED.search(ref):
        return _SORRY.sub(lambda m: f"向{m['whom']}{apologised['how']}", attempt)
    return attempt


# "in my view": 在我看来 says 我觉得 / 我认为, with the learner's own person
_IN_VIEW = re.compile(rf"在(?P<who>{_SUBJECT})看来[，,]?")
_THINKS = re.compile(rf"{_SUBJECT}(?P<verb>觉得|认为)")  # either way round, with the learner's own person


def _in_view(ref: str, attempt: str) -> str:
    if (thinks := _THINKS.search(ref)) and not _IN_VIEW.search(ref):
        return _IN_VIEW.sub(lambda m: f"{m['who']}{thinks['verb']}", attempt, count=1)
    if (view := _IN_VIEW.search(ref)) and not _THINKS.search(ref):
        comma = "，" if view.group(0)[-1:] in "，," else ""
        return re.sub(rf"(?P<who>{_SUBJECT})(?:觉得|认为)", lambda m: f"在{m['who']}看来{comma}", attempt, count=1)
    return attempt


# "too expensive": 价格太高 "the price is too high" says 太贵; 价格低 says 便宜
_HOW = r"(?P<how>太|很|非常|有点儿?|比较|更|这么|那么)?"
_PRICE_HIGH = re.compile(rf"(?:的)?价[格钱]{_HOW}高")
_DEAR = re.compile(rf"{_HOW}贵")
_CHEAP = re.compile(r"便宜|价[格钱][^，,。]{0,3}?低")


def _price(ref: str, attempt: str) -> str:
    """Said of the same thing, opening both sentences alike (这套房子太贵了 for 这套房子的价格太高了)."""
    if high := _PRICE_HIGH.search(ref):
        dear = _DEAR.search(attempt)
        if _PRICE_HIGH.search(attempt) or not dear or not _same_thing(attempt[: dear.start()], ref[: high.start()]):
            return attempt
        price = high.group(0)[: high.group(0).index("价") + 2]  # 的价格 or 价格, as the reference says it
        return f"{attempt[: dear.start()]}{price}{dear['how'] or ''}高{attempt[dear.end() :]}"
    dear, high = _DEAR.search(ref), _PRICE_HIGH.search(attempt)
    if dear and high and "价" not in ref and _same_thing(attempt[: high.start()], ref[: dear.start()]):
        return f"{attempt[: high.start()]}{high['how'] or ''}贵{attempt[high.end() :]}"
    return attempt


def _same_thing(said: str, ours: str) -> bool:
    """Do the two openings name the same thing: alike, or ending in the same character (这块表 / 这块手表)?"""
    return said == ours or (bool(said) and bool(ours) and said[-1] == ours[-1])


def price_turned(reference: str, attempt: str) -> bool:
    """Does one say the price is high with 价格 (价格高) and the other that it is low (便宜), or the other way round?
    Not where either denies it (不便宜 "not cheap" says 贵): the negation rules read those."""
    if "价格" not in reference + attempt or re.search(r"[不没]\S?(?:便宜|贵|高|低)", reference + attempt):
        return False  # 便宜 for 贵 alone is the word rules' to name
    dear = (_PRICE_HIGH.search(reference) or _DEAR.search(reference)) and not _CHEAP.search(reference)
    cheap = _CHEAP.search(reference) and not (_PRICE_HIGH.search(reference) or _DEAR.search(reference))
    said_dear = _PRICE_HIGH.search(attempt) or _DEAR.search(attempt)
    said_cheap = _CHEAP.search(attempt)
    return bool((dear and said_cheap and not said_dear) or (cheap and said_dear and not said_cheap))


# "besides A, also B": 除了 A（以外），还 B, said 不但 A，还 B or 不仅 A，也 B. The act both share (喜欢 of
# 不但喜欢游泳，也喜欢爬山) is said once with 除了, before B.
_BESIDES = re.compile(rf"除了(?P<one>[^，,]+?)(?P<apart>以外|之外)?[，,](?P<who>{_SUBJECT})?(?P<also>还|也)")
_NOT_ONLY = re.compile(
    rf"^(?P<who>{_SUBJECT})?(?:不但|不仅|不光)(?P<one>[^，,]+?)[，,](?:而且)?(?P<later>{_SUBJECT})?(?:还|也)"
    rf"(?P<other>[^，,。！？!?]+)(?P<end>{_END})"
)


def _besides(ref: str, attempt: str) -> str:
    besides, not_only = _BESIDES.search(ref), _NOT_ONLY.match(attempt.strip())
    if not besides or not not_only or re.search("不但|不仅|不光", ref):
        return attempt
    one, other = not_only["one"], not_only["other"]
    shared = next((k for k in range(min(len(one), len(other)), 0, -1) if one[:k] == other[:k]), 0)
    if shared and one[:shared] not in besides["one"]:
        one = one[shared:]  # 喜欢游泳 / 喜欢爬山: 除了游泳
    who = not_only["who"] or not_only["later"] or ""
    front, after = ("", who) if besides["who"] or not ref.startswith(who or "\0") else (who, "")
    apart = besides["apart"] or ""
    return f"{front}除了{one}{apart}，{after}{besides['also']}{other}{not_only['end']}"


# Heavy rain or snow: 下大雨 "it rains hard" and 雨下得很大 "the rain falls hard" say one thing.
_FALLS_HARD = re.compile(r"([雨雪])下得(?:很|非常|特别|这么|那么|太|真)?大(?:了)?")
# with the 正…呢 of "it is raining hard now" and the 了 of "it has started to", which the other form says in 得
_HEAVY_FALL = re.compile(r"(?:正在|正|在)?下(?:着)?大([雨雪])(?:了|呢)?")


def _heavy_fall(ref: str, attempt: str) -> str:
    if (ours := _HEAVY_FALL.search(ref)) and not _HEAVY_FALL.search(attempt):
        return _FALLS_HARD.sub(lambda m: ours[0] if m[1] == ours[1] else m[0], attempt, count=1)
    if (ours := _FALLS_HARD.search(ref)) and not _FALLS_HARD.search(attempt):
        return _HEAVY_FALL.sub(lambda m: ours[0] if m[1] == ours[1] else m[0], attempt, count=1)
    return attempt


# No one who does not: 没有人不喜欢她 "there is no one who doesn't like her" is 大家都喜欢她, 谁都喜欢她.
_NO_ONE_NOT = re.compile(r"(?:没有|没)人不")
_EVERYONE = re.compile(r"(?:大家|所有人|每个人|人人|谁)都(?!不|没)")


def _no_one_not(ref: str, attempt: str) -> str:
    if (no_one := _NO_ONE_NOT.search(ref)) and not _NO_ONE_NOT.search(attempt):
        return _EVERYONE.sub(no_one[0], attempt, count=1)
    if (everyone := _EVERYONE.search(ref)) and not _NO_ONE_NOT.search(ref) and not _EVERYONE.search(attempt):
        return _NO_ONE_NOT.sub(everyone[0], attempt, count=1)
    return attempt


# "There are many N at the place" said as "at the place, N are many": 路口有很多人和车 as 十字路口人很多，车也很多,
# 最后一页有很多字 as 最后一页上的字很多.
_MANY = r"(?:很多|许多|好多|不少)"
_THERE_ARE_MANY = re.compile(rf"^(?P<place>[^，,有]+?)有{_MANY}(?P<things>[^，,。！？]+?){_END}")
_ARE_MANY = re.compile(
    rf"^(?P<first>[^，,]+?)(?:很多|许多|好多|不少|特别多|非常多)(?:[，,](?P<second>[^，,]{{1,4}}?)也{_MANY})?{_END}"
)


def _there_are_many(ref: str, attempt: str) -> str:
    there, are = _THERE_ARE_MANY.match(ref), _ARE_MANY.match(attempt.strip())
    if not there or not are:
        return attempt
    front = cut(are["first"])
    if len(front) < 2:
        return attempt
    place, things = "".join(front[:-1]).removesuffix("的"), front[-1]
    if place[-1:] in "上里" and not there["place"].endswith(place[-1]):
        place = place[:-1]  # 一页上: on a page, where the reference names the page alone
    if not place:
        return attempt
    things += f"和{are['second']}" if are["second"] else ""
    return f"{place}有很多{things}{_ending(attempt)}"


def _ending(text: str) -> str:
    return re.search(_END, text.strip())[0]


# Where it goes on, said first or after who does it: 公园里很多老人在打太极拳 "in the park, many old people are
# doing tai chi" said 很多老人在公园里打太极拳 or 在公园里，很多老人在打太极拳
_PLACE_FIRST = re.compile(r"^(?P<place>[\u4e00-\u9fff]{1,4}?[里上中])[，,]?(?P<who>[^，,在]{1,6}?)(?P<on>正在|在)")


def _place_first(ref: str, attempt: str) -> str:
    if not (ours := _PLACE_FIRST.match(ref)):
        return attempt
    place, who = ours["place"], ours["who"]
    if attempt.startswith(f"在{place}"):  # 在公园里，…: the place opening the sentence, with 在 or without
        return attempt[1:].replace(f"{place}，", place, 1).replace(f"{place},", place, 1)
    if attempt.startswith(f"{who}在{place}"):  # 很多老人在公园里打…: the place after who does it
        return f"{place}{who}{ours['on']}{attempt[len(who) + 1 + len(place) :]}"
    return attempt


# going to do a thing, said either way round: 去爬山 / 爬山去 "go climbing", 来帮忙 / 帮忙来
_THEN_GO = re.compile(r"(?P<act>[\u4e00-\u9fff]{2})(?P<way>去|来)(?=吧|了|[，,。！？!?]|$)")


# The time of a clause said before who acts or after (有空的时候，我喜欢… / 我有空的时候喜欢…, 端午节的时候，南方人… /
# 南方人端午节的时候…): the reference's order, the attempt's own words
_WHEN_FIRST = re.compile(r"^(?P<when>[^，,]{1,10}?(?:的时候|时))[，,]?")


def _when_first(ref: str, attempt: str) -> str:
    if not (ours := _WHEN_FIRST.match(ref)) or attempt.startswith(ours["when"]):
        return attempt
    who = re.match(r"^[^，,]{1,5}?(?=" + re.escape(ours["when"]) + ")", attempt)
    if not who or not ref[ours.end() :].startswith(who[0]):
        return attempt  # the same one acting, opening the rest of ours
    rest = attempt[who.end() + len(ours["when"]) :].lstrip("，,")
    return f"{ours[0]}{who[0]}{rest}"


# What a thing owes to, said as why it is so: 这个项目之所以能成功，靠的是大家的努力 "the reason it could succeed is
# everyone's effort" for 这个项目的成功离不开大家的努力 "its success cannot do without …"
_OWES_TO = re.compile(r"^(?P<who>[^，,]+?)的(?P<what>[^，,的]{1,3})离不开")
_THE_REASON = re.compile(
    r"^(?P<who>[^，,]+?)之所以(?:能|能够|会)?(?P<what>[^，,]{1,3})[，,](?:是因为|是由于|靠的是|是靠|全靠)(?P<by>[^，,]+)$"
)


def _owes_to(ref: str, attempt: str) -> str:
    if _OWES_TO.match(ref) and (said := _THE_REASON.match(attempt.strip())):
        return f"{said['who']}的{said['what']}离不开{said['by']}"
    return attempt


def _go_and_do(ref: str, attempt: str) -> str:
    for said in _THEN_GO.finditer(attempt):
        ours = f"{said['way']}{said['act']}"
        if ours in ref and said[0] not in ref:
            return attempt[: said.start()] + ours + attempt[said.end() :]
    return attempt


# "let's go and eat" said 走，吃饭去！ "come on, (we) go and eat": 我们去吃饭吧
_COME_ON = re.compile(r"走[，,](?:去(?P<act>[^，,。！？!?]+)|(?P<first>[^，,。！？!?]+?)去)(?P<end>[。！!]*)$")


def _come_on(ref: str, attempt: str) -> str:
    if (said := _COME_ON.search(attempt)) and (ours := re.search(r"(我们|咱们)去[^，,。！？!?]+吧", ref)):
        return attempt[: said.start()] + f"{ours[1]}去{said['act'] or said['first']}吧{said['end']}"
    return attempt


def _abbreviated(ref: str, attempt: str) -> str:
    """A word and the abbreviation CC-CEDICT lists for it (网游 for 网络游戏, 北大 for 北京大学), either way round."""
    if _short_for_one_in(attempt, ref):
        for word in cut(attempt):
            full = next((f for f in dictionary.full_forms(word) if f in ref and f not in attempt), None)
            if full and word not in ref:
                attempt = attempt.replace(word, full, 1)
    if _short_for_one_in(ref, attempt):
        for word in cut(ref):
            full = next((f for f in dictionary.full_forms(word) if f in attempt and f not in ref), None)
            if full and word not in attempt:
                attempt = attempt.replace(full, word, 1)
    return attempt


def _short_for_one_in(text: str, other: str) -> bool:
    """Does any stretch of the text abbreviate a word the other text says? Only then are the two cut into words
    (jieba, on every grade): most sentences hold no abbreviation of the other's words."""
    table = dictionary.abbreviations()
    spans = range(1, 1 + _longest_abbreviation())
    return any(f in other for n in spans for i in range(len(text) - n + 1) for f in table.get(text[i : i + n], ()))


@cache
def _longest_abbreviation() -> int:
    return max(map(len, dictionary.abbreviations()), default=0)


# Each (the reference, the attempt) -> the attempt with that set phrase said in the reference's words, in this order.
_REWRITES = (
    _abbreviated,
    _near,
    _ones_who,
    _from_on,
    _place_first,
    _go_and_do,
    _come_on,
    _when_first,
    _owes_to,
    _heavy_fall,
    _no_one_not,
    _expected,
    _lost,
    _outgrown,
    _either_way,
    _run_out,
    _only_if,
    _unless,
    _all_but_one,
    _most_of_all,
    _open_until,
    _opening,
    _hardly_anyone,
    _same_time,
    _age_asked,
    _out_of,
    _help_out,
    _came_out,
    _worse_each,
    _school_year,
    _both,
    _not_only,
    _when,
    _cannot,
    _said_alike,
    _not_seen,
    _upstairs,
    _storey,
    _turned_into,
    _all_of,
    _away,
    _counted_act,
    _age,
    _not_a_bit,
    _went,
    _words_said,
    _at_the_time,
    _not_as,
    _cannot_afford,
    _apology,
    _told,
    _up_to,
    _or_not,
    _besides,
    _in_view,
    _price,
    _there_are_many,
    _as_ours(_BAD_WEATHER),
    _bad_for,
    _first_time,
    _as_ours(_NO_USE, _WHAT_USE),
    _few,
    _spent,
    _as_ours(_GET_WELL),
    _as_ours(_NOT_INTERESTING),
    _since,
    _however,
)


def in_reference_words(reference: str, attempt: str) -> str:
    """The attempt with each set phrase above said in the reference's words, where the reference says them so."""
    ref = reference.strip()
    for rewrite in _REWRITES:
        attempt = rewrite(ref, attempt)
    return attempt
