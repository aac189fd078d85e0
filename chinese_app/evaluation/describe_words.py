"""The words and word tests the grammar rules of picture descriptions share (a list or test that one rule
alone uses lives in that rule's file).

Each rule looks at one clause (the words between two punctuation marks; 不 for a past event at the
sentence) and flags only its clearest pattern, from curated word lists rather than jieba's part-of-speech
tags where a wrong tag would mean a false alarm (jieba tags 很 "zg", 花 "v", 相机 "d"): a noun for sure is one
CC-CEDICT gives a measure word (``is_noun``), a verb one listed here or tagged so and no noun (``is_verb``).
"""

import re

from chinese_app.chinese.dictionary import measure_words, nouns
from chinese_app.evaluation.describe_base import Finding, Token, is_cjk_word
from chinese_app.evaluation.lexicon import LIGHT_WORDS, NUMERAL_CHARS, PARTICLES, PRONOUNS

# Personal pronouns: a subject or an owner for sure.
PERSONAL = frozenset("我 你 您 他 她 它 我们 你们 他们 她们 它们 咱们 大家 谁".split())
# Adverbs of degree, the longer first (有点儿 before 有点): 很漂亮 is split as jieba keeps it whole.
DEGREE = ("非常", "特别", "十分", "比较", "有点儿", "有点", "很", "太", "真", "挺", "更", "最")
# Verbs without an object, whose 的-phrase names nothing (跑的很快 is 跑得很快; 说的很对 "what he said is
# right" and 吃的很多 may be either).
INTRANSITIVE = frozenset(
    """
    跑 走 飞 游 笑 哭 跳 睡 长 来 起 站 坐 住 玩 过 活 变 醒 休息 睡觉 起床 跑步 游泳 跳舞 爬 开 落 升
    长大 生活 学习 工作 回来 出来 进来 上来 下来 起来 走路 散步 到 转 摇 动 露营 野餐 游玩 度假
    """.split()
)
# Adjectives that stay adjectives: never a verb with an object (很喜欢狗, 很清楚这件事, 很像妈妈 are right).
ADJECTIVES = frozenset(
    """
    大 小 高 矮 长 短 胖 瘦 新 旧 好 坏 美 丑 红 黄 蓝 绿 白 黑 灰 紫 冷 热 远 近 老 贵 亮 暗 深 浅 宽 窄 厚 薄 软 硬
    圆 香 甜 酸 苦 辣 干 湿 忙 累 饿 渴 静 吵 乱 脏 帅 酷 快 慢 早 晚 久 多 少 轻 重 清
    漂亮 好看 难看 可爱 干净 安静 热闹 年轻 便宜 舒服 有名 聪明 高兴 开心 快乐 美丽 幸福 难过 伤心 认真
    漂亮 健康 友好 热情 重要 容易 简单 复杂 奇怪 特别 普通 有趣 有意思 精彩 好吃 好喝 好听 暖和 凉快
    明亮 清新 新鲜 整齐 美好 温暖 可怕 危险 安全 漂亮 壮观 高大 巨大 细 粗 强 弱 古老 现代 古怪
    """.split()
)
# Adjectives used as adverbs before a whole clause (很快天就黑了) or as amounts (很多人): never flagged.
NOT_MODIFIER = frozenset("快 慢 早 晚 久 多 少 好 特别".split())
# People, many of whom CC-CEDICT gives no measure word (女孩, 朋友).
PERSON_NOUNS = frozenset(
    """
    人 女孩 男孩 女孩子 男孩子 孩子 小孩 小孩子 女人 男人 老人 学生 姑娘 先生 小姐 朋友 老师 同学 女生 男生
    小朋友 阿姨 叔叔 奶奶 爷爷 妈妈 爸爸 女士 男士 年轻人 中年人 老年人 工人 主人 客人 人们 运动员 画家 歌手
    司机 医生 护士 警察 宇航员 演员 音乐家 游客
    哥哥 姐姐 弟弟 妹妹 儿子 女儿 丈夫 妻子 外婆 外公 姥姥 姥爷 父母 父亲 母亲 家人 邻居
    """.split()
)
# Times of one past event, before which 不 cannot negate an action (昨天我不去 -> 没去).
PAST = frozenset(
    """
    昨天 前天 昨晚 昨天晚上 昨天早上 昨天下午 上个星期 上星期 上周 上个月 上月 去年 前年 刚才 刚刚 上次 那天
    上周末 前几天 那时候 那时
    """.split()
)
# Verbs of action that 不 cannot negate in the past (昨天我不去 -> 没去); no modals, 是, 在, 有, states.
ACTIONS = frozenset(
    """
    去 来 看 吃 喝 买 做 玩 写 学 学习 回 回家 走 唱 跳 跑 游泳 上课 上班 上学 参加 见 洗 睡觉 起床 出去 出门
    打 踢 骑 读 到 拿 送 找 打电话 看见 看到 吃饭 喝水 唱歌 跳舞 跑步 爬山 散步 做饭 买东西 拍照 拍 照相 画画
    下雨 下雪 回来 出来 进来 起来 带 飞 飞走 走开 离开 出发 回去 下来 上来 进去 过来 过去 洗澡 坐 站 叫 哭 笑
    下山 上山 上 喂 下水
    停 换 穿 戴 放 种 摘 画 打扫 收拾 练习 参观 旅游 旅行 见面 聊天 钓鱼 划船 看书 看电视 听见 遇到 吃完 做完
    进 找到 拿到 买到 听到
    """.split()
)
# Activity verbs that take no place complement: 在 + place goes before them (我在饭馆吃饭).
ACTIVITIES = frozenset(
    """
    吃饭 吃 喝 玩 学习 看书 看 买 唱歌 跳舞 游泳 聊天 见面 做饭 工作 上课 读书 写字 画画 拍照 照相 散步 钓鱼
    跑步 打球 踢球 踢足球 打篮球 喝茶 喝咖啡 买东西 看电影 做作业 写作业 睡觉 休息 学 读 写 唱 做 吃东西
    拍照片 下棋 弹吉他 弹钢琴 弹琴 吃草 看报纸 打太极拳 放羊 找
    划船 晒太阳 玩耍 看日落 拍 放风筝 坐船 骑车 骑自行车 走路 野餐 购物 洗衣服 打电话 看风景 喂鱼 喂鸟
    练习 练 弹 打鼓 参观 游览 旅游 旅行 看电视 喝酒 喝牛奶 露营 表演 演奏 演出
    """.split()
)
# Localisers that close a place (墙上, 桌子旁边) or stand for one (这里).
LOCALISERS = frozenset("里 上 下 中 外 边 旁边 里边 里面 上面 下面 外面 前面 后面 附近 这儿 那儿 这里 那里".split())
# Times an action happens at, which go before its verb (我明天去学校).
POINT_TIMES = frozenset(
    """
    今天 明天 昨天 前天 后天 今年 明年 去年 早上 上午 中午 下午 晚上 周末 星期一 星期二 星期三 星期四 星期五
    星期六 星期天 星期日 周一 周二 周三 周四 周五 周六 周日 今晚 明晚 春天 夏天 秋天 冬天 傍晚 黄昏 白天 夜里
    每天 每年 每周 每晚 每天早上 每天晚上 每个星期 每个周末 上个星期 上星期 上周 上个月 下个星期 下星期 下周 下个月
    """.split()
)
# Pronouns of things and animals, never of the people a 的-phrase may name (他说的很对).
THING_PRONOUNS = frozenset("它 它们".split())
# Adjectives that never describe how something is done: with 地 they still describe a noun (蓝色地天空).
ATTRIBUTIVE_ONLY = frozenset("漂亮 美丽 可爱 好看 难看 干净 古老 巨大 高大 新鲜 整齐 有名 红色 蓝色 绿色".split())
# Parts of a body: after a pronoun or an animal, 得 or 地 before one can only be 的 (它们得羽毛, 骆驼地背上).
BODY_PARTS = frozenset(
    """
    头 头上 头发 脸 眼睛 耳朵 鼻子 嘴 嘴巴 脖子 背 背上 肚子 腿 脚 手 尾巴 毛 羽毛 翅膀 身上 身体 驼峰 角
    """.split()
)
# "But": after it a clause may grant what came before (是简单，可是...) or tell what did not happen.
CONTRAST = ("但", "但是", "可是", "不过", "可", "却", "只是")
# Lengths of time and words of "for a while", after which 没 ... 了 is right (好久没见了).
DURATION_WORDS = frozenset("已经 再也 一阵 一阵子 阵子 一会儿 半天 好久 很久 多久 这么久 那么久 一段时间".split())
# Complements jieba cuts off the verb (飞 + 走, 见 + 过, 飞 + 上天): 没 + verb + complement + 了 is still wrong.
DIRECTIONS = frozenset(
    "走 来 去 起来 下来 过来 上 下 完 到 过 上天 上去 下去 进来 进去 出来 出去 回来 回去 过去".split()
)
# Verbs of wearing and holding that jieba joins to their object (穿衣服, 戴帽子).
WEARING_CHARS = frozenset("穿戴拿背抱")
# A number of days, months or years (两年, 三个月): + 前 a past time, ago.
COUNTED_TIME = re.compile(rf"^(?:[{NUMERAL_CHARS}几好]+|\d+)(?:个)?(?:年|天|月|星期|礼拜|周)$")
# A clock time as jieba cuts it (七点, 七点半, 10点钟).
CLOCK = re.compile(rf"^(?:[{NUMERAL_CHARS}]+|\d+)(?:点|点钟|点半)$")
# Verbs and counts after which a noun phrase is an object for sure (有很漂亮的花, 一只可爱的狗).
OBJECT_MARKERS = frozenset("有 是 看到 看见 买 买了 喜欢 住 在 像 一个 一只 一条 一张 一本 一件 一朵 一棵".split())
# Verbs of placement and position, which take 在 + a place after them (放在, 坐在, 挂在).
PLACED = frozenset("放 挂 坐 站 躺 停 住 趴 长 开 飞 种 写 画 贴 摆 插 落 掉 睡 蹲 靠 围 游".split())
# Verbs of making and giving: 是我朋友做杯子 is 是我朋友做的杯子 (the cups my friend made).
MADE = frozenset("做 拍 画 写 买 送 种 织 编 给 寄 带".split())
# Doubled adjectives said mostly of how something is done (慢慢地走), seldom before a noun.
MOSTLY_ADVERBS = frozenset("好好 慢慢 早早 快快 轻轻 静静 紧紧 深深 细细 远远 久久 默默 悄悄 偷偷".split())


def is_noun(word: str) -> bool:
    """A noun for sure: CC-CEDICT gives it a measure word (花, 房子, 衣服)."""
    return word in nouns() and word not in PRONOUNS


def is_noun_like(word: str) -> bool:
    """A noun, a person (女孩, which CC-CEDICT gives no measure word) or 小/大 + a noun (小狗)."""
    return is_noun(word) or word in PERSON_NOUNS or (len(word) >= 2 and word[0] in "小大" and is_noun(word[1:]))


def split_degree(word: str) -> tuple[str, str] | None:
    """(degree adverb, adjective) of a word jieba keeps whole (很漂亮, 非常大), else None."""
    for degree in DEGREE:
        if word.startswith(degree) and word[len(degree) :] in ADJECTIVES:
            return degree, word[len(degree) :]
    return None


def minor_finding(start: int, end: int, feedback: str) -> Finding:
    """A grammar slip: every grammar finding is minor."""
    return Finding(start, end, "minor", feedback)


def subject_or_adverb(token: Token) -> bool:
    """Can the word before a verb be its subject (or an adverb after the subject)?"""
    return (
        token.tag.startswith(("r", "n", "k", "s", "f"))
        or is_noun(token.word)
        or token.word in LOCALISERS
        or token.word in PERSONAL
        or token.word in ("们", "也", "都", "还", "又", "就", "总是", "一直")
    )


def degree_complement(clause: tuple[Token, ...], i: int) -> bool:
    """Does a degree adverb + adjective start at clause[i] (很快, 很 高, 非常 漂亮)?"""
    if i >= len(clause):
        return False
    word = clause[i].word
    if split_degree(word):
        return True
    return word in DEGREE and i + 1 < len(clause) and is_cjk_word(clause[i + 1].word)


def is_person(noun: str) -> bool:
    """A person by the measure word (位, 名, 口) or the ending of the word (画家, 运动员, 学生)."""
    return bool(measure_words(noun) & {"位", "名", "口"}) or noun.endswith(("人", "员", "生", "师", "家", "子们"))


def is_doubled(word: str) -> bool:
    """A doubled adjective (清清, 长长, 高高)."""
    return len(word) == 2 and word[0] == word[1] and word[0] in ADJECTIVES


def text_of(clause: tuple[Token, ...], first: int, last: int) -> str:
    """The words clause[first] to clause[last], as written."""
    return "".join(t.word for t in clause[first : last + 1])


def is_verb(token: Token) -> bool:
    """A verb (or an adjective of change: 天没黑) for sure: jieba's verbs that are no nouns, and the listed
    verbs and adjectives whatever jieba tags them (飞, 下山, 戴帽子)."""
    word = token.word
    if word in ACTIONS or word in INTRANSITIVE or word in ACTIVITIES or word in ADJECTIVES:
        return True
    if word[:1] in WEARING_CHARS and is_noun(word[1:]):
        return True
    return token.tag == "v" and not is_noun(word)


def is_object_word(token: Token) -> bool:
    """A word an object may be made of: a noun, pronoun, number or measure word, or any longer word that is
    no verb, adjective, preposition or particle, whatever jieba tags it (相机 "d", 无花果 "i")."""
    if is_noun(token.word) or token.word in PRONOUNS or token.tag.startswith(("n", "m", "q", "f", "r")):
        return True
    return (
        is_cjk_word(token.word)
        and len(token.word) >= 2
        and not token.tag.startswith(("v", "p", "c", "u", "a", "t", "z"))
        and not {token.word} & (ACTIONS | PARTICLES | LIGHT_WORDS | ADJECTIVES | DURATION_WORDS)
    )


def is_place_word(token: Token) -> bool:
    """A word a place may be made of: a noun, a localiser, a pronoun (这里) or jieba's noun + 上/里."""
    word = token.word
    if len(word) >= 3 and word[-1] in "上里" and is_noun(word[:-1]):
        return True  # jieba's 操场上 (tagged "v")
    return is_noun(word) or word in LOCALISERS or token.tag.startswith(("n", "s", "f", "r"))


def is_living(noun: str) -> bool:
    """An animal or a plant: counted with 只, 条, 棵, 朵, 头 or 匹 (小猫 is 小 + 猫, 小心 no 小 + 心)."""
    return bool(measure_words(noun) & {"只", "条", "棵", "朵", "头", "匹"})


def is_creature(word: str) -> bool:
    """A person or an animal, by the measure words CC-CEDICT or the checker's curated list gives it (袋鼠: 只),
    through a size or age prefix (小天鹅: 小 + 天鹅, 大袋鼠)."""
    from chinese_app.evaluation.describe_checks import listed_measure_words  # the checker imports this file

    for w in (word, word[1:] if len(word) >= 2 and word[0] in "小大老" else ""):
        if w and (w in PERSON_NOUNS or is_living(w) or listed_measure_words(w) & {"只", "头", "匹"}):
            return True
    return False


def counts(measure: str, noun: str) -> bool:
    """Does the measure word count the noun, by CC-CEDICT's and the curated lists, through a size prefix (一只小狗)?"""
    from chinese_app.evaluation.describe_checks import listed_measure_words  # the checker imports this file

    kinds = (noun, noun[1:] if len(noun) >= 2 and noun[0] in "小大" else "")
    return any(measure in listed_measure_words(w) for w in kinds if w)


def is_time(token: Token) -> bool:
    """A point in time (明天, 晚上, 七点)."""
    return token.word in POINT_TIMES or bool(CLOCK.match(token.word))


def is_place_end(token: Token) -> bool:
    """A localiser, or a place ending on one (墙上, 门口, 湖边)."""
    word = token.word
    return token.tag in ("f", "s") or word in LOCALISERS or word[-1:] in "上里边" or word == "门口"


def is_colour_word(word: str) -> bool:
    """A colour: 红色, 蓝灰色, or one character (红)."""
    return (len(word) >= 2 and word.endswith("色")) or (len(word) == 1 and word in "红黄蓝绿白黑灰紫棕粉")
