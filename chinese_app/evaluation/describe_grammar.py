"""Grammar slips in a picture description that a pattern of jieba words shows for sure.

Each rule looks at one clause (the words between two punctuation marks; 不 for a past event at the
sentence) and flags only its clearest pattern, from curated word lists rather than jieba's part-of-speech
tags where a wrong tag would mean a false alarm (jieba tags 很 "zg", 花 "v", 相机 "d"):

- 的/地/得: a verb + 的/地 + a degree complement (很, 又...又, 这么, 不 + adjective) after its subject: any
  intransitive verb (跑的很快 -> 跑得很快), any verb after a subject that is no person (照片拍的很好), but
  not 他说的很对 ("what he said is right"); a two-character or doubled adjective + 的 + a verb opening a
  predicate (高兴的说 -> 高兴地说), or after 在 or a modal (在认真的找); a doubled adjective + 得 + a verb
  (慢慢得喝); a pronoun or noun + 得 + a noun closing the clause or before its predicate (我得书 -> 我的书), a
  personal pronoun + 地 + a noun (我地相机); a colour or descriptive adjective + 地/得 + a noun (蓝色地天空); 觉的.
  Also: a pronoun, person or animal + 得/地 + a part of its body before its predicate (它们得羽毛是...); a measure
  word + degree adverb + adjective + 得/地 + noun (一件很厚得大衣); a word of manner + 的/得 + verb (用力的打鼓,
  认真得指挥); an adjective + 的 + 像 or 数不清 after its subject (湖水平静的像..., 多的数不清); 长的跟...像; and
  jieba's 飞地 (an enclave) before a degree complement. A degree complement closing a clause whose subject is
  carried from the clause before: an intransitive verb opening it (..., 走的很慢), a verb said again after its
  object (抓着树枝，抓的很紧; 说中文说的很好), a verb after 在 + place (在阳光下看的很清楚). A verb + 地 + a noun
  phrase with no verb after it (我最喜欢地一张照片 -> 的). A doubled adjective + 得/地 + a noun after a measure word or
  a verb (一条清清得小河; not 慢慢地天黑了), a degree adverb + adjective + 得 + a noun after a verb or closing the
  clause (有很漂亮得花; not 饿得肚子疼), a conjunction before the carried verb (..., 所以走的很慢), a doubled adjective
  + 得 + any verb or a direction and a verb (慢慢得往前爬); 得/地 closing a clause after an adjective or colour with
  是 or a complement before (它的背是蓝灰色得, 站得直直地 -> 的; 地 only after 得: 是慢慢地、一步一步地走上去的).
- 很是 + adjective: 是 dropped (她很是漂亮 -> 她很漂亮); and 是 + 很 + adjective closing the clause (她是很
  漂亮 -> 她很漂亮; 是很不好 too; any two-character adjective jieba tags so: 是很鲜艳), but not 是很难的,
  nor the concession 她是很漂亮，可是..., nor after 却, 也, 就...; a person or thing + 是 + a bare two-character
  adjective closing the clause (河水是清澈 -> 很清澈), never a topic (他的特点是安静, 最重要的是安全), 这/那 (这是
  当然), a concession or a choice (这个钟是简单，可是..., 是聪明，还是笨？); one character too (它的嘴是长), never a
  colour (山是绿，水是蓝) nor in a parallel (山是高，水是深); the subject may be the weather (天气是冷) or a place with
  its localiser (广场上是热闹), never a feeling (心里是高兴); jieba's words of state and doubled adjectives (是破旧, 是
  蓝蓝 -> 的). 很 + a number and measure word (这很一座城堡), + a kind of day after a time word (今天很晴天), + a
  noun counted as a thing or animal or a place of the pictures after 这/那 (这很长城), never 很中国, 很阳光. 很/非常
  + a person noun closing the clause (他很摄影师, 它们很好朋友 -> 是), never one said as an adjective (很绅士, 很男人,
  很动人); after 是 the 很好 of a noun phrase needs 的 (是很好朋友 -> 很好的朋友).
- 没/没有 + verb (+ object) + 了 closing the clause, or 了 straight after the verb before its object: 了
  dropped (我没去了 -> 我没去, 没去了公园 -> 没去公园), except after a length of time (好久没见了, 三天没下
  雨了) and with a noun (没有钱了, 没事了, 没有了, 没用了); through complements jieba cuts off (没见过了这么大的雾,
  没飞上天了) and words it joins (没洗了刷子, 没吃了饭, 没上去了). A length of time excuses only the 了 closing
  the clause, never 了 before the object (好几天都没下了蛋).
- 不 + an action verb after a past time word in the sentence (昨天我不去 -> 昨天我没去), or after "but" that
  follows a verb + 了 in the sentence (我去了巴黎，可是我不上铁塔 -> 没上); never 不 + a
  modal, 是, an adjective or a verb of state, nor in a sentence with a condition, a future, a question or
  a reported decision (not one before "but": 听说..., 可是那天我不看), nor in a clause of wanting, habit or
  "still", nor one closed by 了 (昨天我不去了: a change of mind). 今天早上 is past when 现在 follows in the text
  or a 所以 clause closed by 了 tells what came of it (or any clause closed by 了 after a morning event told with
  了). Past times jieba cuts apart count too (两年 + 前, 上 + 个 + 周末), and a verb with its result (看到, 找到,
  学会, 爬 + 到), which 不 never denies of one past event; not in an "unless" (不找到他，我就不回家), nor a habit
  of years ago or before 现在 (两年前我不吃肉，现在...); 小时候, 以前, 过去 count as years ago (小时候我不吃青菜 is
  a habit, 小时候我不学会游泳 is not); 好 as the result of 睡, 做, 吃 ... (昨天晚上我不睡好). Whatever the time: 不 + a
  verb + 过 of experience (我还不试过, 从来不见过 -> 没), never 不过, 不超过, 不放过 (words), 不想过马路 (过 the
  verb) nor a verb of motion with what it crosses (不走过这座桥); 不 + a verb with its result before 就 ... 了 closing
  the clause (我们不走到山顶就回来了 -> 没走到), not an "unless" (不看完就不睡). 不 + a verb with its result after
  还/一直 (还不找到 -> 还没找到) or after 所以 that follows a clause closed by 了 (太晚了，所以不听到); a result is
  never decided, so a reported decision does not excuse it (他说昨天不拍到); an "unless" is never opened by a
  clause of what came later (..., 后来才看到它). A verb of motion + 过 is "across" only before what is crossed (不走
  过这座桥; 不爬过长城 -> 没爬过).
- the place or time after the verb: an activity verb (+ object) + 在 + place (我吃饭在饭馆 -> 我在饭馆吃
  饭), never a verb of placement or position (放在, 住在, 坐在), a person or animal object (我看小狗在草地
  上 may be "the dog on the grass") nor 在一起; verb + 着 or a while + 在 + place closing the clause (坐着在门
  口, 坐一会儿在木板上); a verb (+ object, a living one too) + 在 + a time closing the clause (看到瓢虫在春天);
  verb (+ object) + a time word, or 在 + a time word, closing the clause (我去学校明天 -> 我明天去学校),
  never after 是, 到, 等, 喜欢 and the like (今天是星期一, 我等到明天); the object may be any word after a number
  and measure word (买了一个新相机上个月) and the verb may carry its direction (飞上天今天晚上). The object may
  carry modifiers with 的 (喝过新鲜的牛奶在...), the verb a count jieba joins to it (喝一杯 + 红酒在...), the place
  an adjective (在那个小店里) or jieba's 在家 + a localiser (在家旁边的公园); an event that takes no object before a
  time (会起飞今天晚上); 在 + a time with its modifiers (拍照在一个很冷的早上), never after verbs that take one
  (出生在春天, 发生在去年). A place after a demonstrative (钓鱼在这样的湖边), 吃的 as the object (找吃的在地上), an
  activity that is a noun too only after its subject (四个男人表演在舞台上; not 他们的表演在晚上), a time ago (两年前)
  closing the clause after a verb with 过 or 了 (我去过长城两年前; 他去世三天前 is a time of its own). An
  activity that is a noun too after a subject and an adverb of frequency (他们常常表演在酒吧里), a place after an
  adjective and 的 (游泳在平静的水上), 开始/结束 + a time (表演开始晚上七点).
- a missing 的: degree adverb + adjective + noun (很漂亮花 -> 很漂亮的花) after a measure word or a verb or
  closing the clause (not 天气很好天空很蓝); 穿/戴/拿 + object + a person (穿红衣服女孩); verb + 在 +
  place + noun (挂在墙上钟); a doubled adjective + noun (长长耳朵); a descriptive two-character adjective +
  a one-character noun after a measure word or verb (一只可爱狗); 最喜欢 + noun + 是, or closing a clause
  after 是 (是我最喜欢水果); 又 + adjective + 又 + adjective + noun (又大又圆耳朵); 是 + a person + a verb of
  making + a noun closing the clause (这是我朋友做杯子 -> 做的杯子); after 这/那是, a time and 在 + place before a
  verb of seeing (这是我去年在动物园看到企鹅) or of giving with its receiver (那是我爸爸去年送我钟), never a verb
  of making there (这是我在公园拍照片 may be a caption); 又...又 with jieba's 长嘴; verb + 在 + place + 那/这 +
  measure word + noun (躺在草地上那匹小马). After a number and measure word any verb + 在/到 + place + noun (一个
  通到水里梯子), and a noun jieba cuts in two (猫 + 鼬); a person + verb + object + 是 + a colour (她穿衣服是橙色的);
  after a quantity or 是 an activity + 用 + noun (很多画画用刷子, 这些是画画用刷子); an activity that takes no object +
  地方/时候 (露营地方). After a number and measure word, 正在/在 + a verb phrase or a two-character verb + its object,
  then the person or animal counted closing the clause (两头正在吃草牛, 一只张开翅膀小鸟 -> 的), the measure word the
  noun's (看门狗, 卖花姑娘 are words; 一个跑步运动员 has no object); 又...又 before jieba's 长尾巴, which CC-CEDICT
  does not count; verb + 在 + place + noun opening the clause before any verb (站在中间男人背对着我们) or before a
  noun and what is said of it (站在中间小马个子很小). A part of the body after 很 + adjective (有很厚毛); 用来 + an
  activity + noun after a quantity or 是 (很多用来画画刷子); jieba's 长 + 长尾巴 after a measure word; 在 + place + a
  verb of moving or an activity with its object, then a person or animal (在中间游小天鹅, 在湖边钓鱼老人); a
  quantity before 正在 + verb phrase + animal (很多正在唱歌鸟).
- 没 + verb + 了 before an adjective and its noun (没穿了厚衣服, 没上了最高的一层).
"""

import re

from chinese_app.chinese.dictionary import is_word, nouns
from chinese_app.evaluation.compare import tag
from chinese_app.evaluation.describe_base import Finding, Token, clause_end, clauses, is_cjk_word, sentences
from chinese_app.evaluation.lexicon import LIGHT_WORDS, MEASURE_WORDS, NUMERAL_CHARS, PARTICLES, PRONOUNS

PERSONAL = frozenset("我 你 您 他 她 它 我们 你们 他们 她们 它们 咱们 大家 谁".split())
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
_NOT_MODIFIER = frozenset("快 慢 早 晚 久 多 少 好 特别".split())
PERSON_NOUNS = frozenset(
    """
    人 女孩 男孩 女孩子 男孩子 孩子 小孩 小孩子 女人 男人 老人 学生 姑娘 先生 小姐 朋友 老师 同学 女生 男生
    小朋友 阿姨 叔叔 奶奶 爷爷 妈妈 爸爸 女士 男士 年轻人 中年人 老年人 工人 主人 客人 人们 运动员 画家 歌手
    司机 医生 护士 警察 宇航员 演员 音乐家 游客
    """.split()
)
_WEARING = frozenset(
    "穿 穿着 戴 戴着 拿 拿着 背 背着 抱 抱着 骑 骑着 牵 牵着 推 推着 提 提着 举 举着 弹 弹着 拉 拉着 吹 吹着".split()
)
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
# What makes 不 right with a past time word: in the sentence, a condition, a future or a question; before
# 不, a reported decision; in the clause of 不, wanting, ability, habit or "still".
_CONDITION_FUTURE_QUESTION = frozenset("如果 要是 的话 明天 以后 将来 吗 呢 为什么 怎么 ？ ?".split())
_REPORTED = frozenset("说 决定 打算 告诉 觉得 知道 想 听说 以为".split())
_NOT_PAST_EVENT = frozenset(
    """
    想 要 会 能 可以 应该 得 必须 肯 愿意 敢 想要 常 常常 经常 总是 从来 从不 一直 每天 每次 每 还 一点 一点儿
    平时 一般 总 老是 让 叫 请 都不
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
# Objects an activity verb takes before 在 + place in a wrong order (我看书在图书馆); people and animals
# are left out: 我看小狗在草地上 may be "the dog on the grass".
_LOCALISERS = frozenset("里 上 下 中 外 边 旁边 里边 里面 上面 下面 外面 前面 后面 附近 这儿 那儿 这里 那里".split())
POINT_TIMES = frozenset(
    """
    今天 明天 昨天 前天 后天 今年 明年 去年 早上 上午 中午 下午 晚上 周末 星期一 星期二 星期三 星期四 星期五
    星期六 星期天 星期日 周一 周二 周三 周四 周五 周六 周日 今晚 明晚 春天 夏天 秋天 冬天 傍晚 黄昏 白天 夜里
    每天 每年 每周 每晚 每天早上 每天晚上 每个星期 每个周末 上个星期 上星期 上周 上个月 下个星期 下星期 下周 下个月
    """.split()
)
# Words before a time word that make it no time of the action: 是明天, 到明天, 等到明天, 喜欢周末.
_TIME_IS_OBJECT = frozenset(
    "是 到 在 从 等 等到 直到 比 跟 和 与 像 喜欢 爱 过 记得 忘 忘了 知道 说 的 了 就是 都是".split()
)


def _noun(word: str) -> bool:
    """A noun for sure: CC-CEDICT gives it a measure word (花, 房子, 衣服)."""
    return word in nouns() and word not in PRONOUNS


def _noun_like(word: str) -> bool:
    """A noun, a person (女孩, which CC-CEDICT gives no measure word) or 小/大 + a noun (小狗)."""
    return _noun(word) or word in PERSON_NOUNS or (len(word) >= 2 and word[0] in "小大" and _noun(word[1:]))


def _nounish(word: str) -> bool:
    """A noun, or a colour or adjective + a noun that jieba keeps whole (红衣服, 白帽子)."""
    if _noun(word):
        return True
    for m in (2, 1):
        if (word[:m] in ADJECTIVES or word[:m].endswith("色")) and _noun(word[m:]):
            return True
    return False


def _split_degree(word: str) -> tuple[str, str] | None:
    """(degree adverb, adjective) of a word jieba keeps whole (很漂亮, 非常大), else None."""
    for degree in DEGREE:
        if word.startswith(degree) and word[len(degree) :] in ADJECTIVES:
            return degree, word[len(degree) :]
    return None


def _finding(start: int, end: int, feedback: str) -> Finding:
    return Finding(start, end, "minor", feedback)


# --- 的 / 地 / 得 ---------------------------------------------------------------------------------------


def _subject_or_adverb(token: Token) -> bool:
    """Can the word before a verb be its subject (or an adverb after the subject)?"""
    return (
        token.tag.startswith(("r", "n", "k", "s", "f"))
        or _noun(token.word)
        or token.word in _LOCALISERS
        or token.word in PERSONAL
        or token.word in ("们", "也", "都", "还", "又", "就", "总是", "一直")
    )


def _degree_complement(clause: tuple[Token, ...], i: int) -> bool:
    """Does a degree adverb + adjective start at clause[i] (很快, 很 高, 非常 漂亮)?"""
    if i >= len(clause):
        return False
    word = clause[i].word
    if _split_degree(word):
        return True
    return word in DEGREE and i + 1 < len(clause) and is_cjk_word(clause[i + 1].word)


def de_di_de_findings(text: str) -> list[Finding]:
    out = []
    for clause in clauses(text):
        for i, token in enumerate(clause):
            before = clause[i - 1] if i else None
            after = clause[i + 1] if i + 1 < len(clause) else None
            complement = _complement(clause, i) or _carried_complement(text, clause, i)
            if token.word in ("的", "地") and before and after and complement:
                end = clause[min(i + 1 if _split_degree(after.word) else i + 2, len(clause) - 1)].end
                if after.word == "又" and i + 4 < len(clause) and clause[i + 3].word == "又":
                    end = clause[i + 4].end  # 长的又长又大
                phrase = text[before.at : end]
                right = before.word + "得" + text[token.end : end]
                out.append(
                    _finding(before.at, end, f"A complement of degree after a verb takes 得: {right}, not {phrase}.")
                )
                continue
            swap = before and after and _swap(clause, i)
            if swap:
                right, why = swap
                phrase = before.word + token.word + after.word
                out.append(_finding(before.at, after.end, f"{why}: {before.word}{right}{after.word}, not {phrase}."))
                continue
            if _merged_complement(clause, i):  # jieba's 飞地 (an enclave) + 很高
                verb, rest = token.word[0], text[token.end : clause[i + 1].end]
                if not _split_degree(clause[i + 1].word) and i + 2 < len(clause):
                    rest = text[token.end : clause[i + 2].end]
                out.append(
                    _finding(
                        token.at,
                        token.at + 1 + len(rest) + 1,
                        f"A complement of degree after a verb takes 得: {verb}得{rest}, not {token.word}{rest}.",
                    )
                )
                continue
            closing = _closing_particle(text, clause, i)
            if closing:
                out.append(closing)
                continue
            if token.word == "的" and before and before.word == "觉":
                out.append(_finding(before.at, token.end, "To say what you think, write 觉得, not 觉的."))
    return out


def _merged_complement(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i] a verb without an object and 的/地 that jieba joined (飞地 "an enclave"), before a degree
    complement and opening the clause or after its subject (风筝飞地很高)?"""
    word = clause[i].word
    if len(word) != 2 or word[1] not in "的地" or word[0] not in INTRANSITIVE or not _degree_complement(clause, i + 1):
        return False
    before = clause[i - 1] if i else None
    return before is None or before.word in PERSONAL or _noun(before.word) or before.tag == "n"  # not 这块飞地


# Subjects that make a verb + 的 + degree adverb a complement whatever the verb (它们排的很整齐, 照片拍的很好):
# a thing or an animal does not nominalise what it does (他说的很对 "what he said" may).
def _complement(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 的 or 地, between a verb and a degree complement (跑的很快, 它们排的很整齐)?"""
    before = clause[i - 1]
    if i < 2 or not _subject_or_adverb(clause[i - 2]) or i + 1 >= len(clause):
        return False
    following, then = clause[i + 1].word, clause[i + 2].word if i + 2 < len(clause) else ""
    starts = _degree_complement(clause, i + 1) or following in ("又", "这么", "那么", "越来越")
    starts |= following == "不" and then in ADJECTIVES
    if before.word in INTRANSITIVE and (starts or following == "像"):
        return True
    if before.word in INTRANSITIVE and following in ("跟", "和") and any(t.word in ("像", "一样") for t in clause[i:]):
        return True  # 长的跟大熊猫不像: 长得跟...
    adjective = before.word in ADJECTIVES or (before.tag == "a" and len(before.word) == 2)  # 平静
    if adjective and (following == "像" or following in _EXTENT) and i >= 2:
        return True  # 湖水平静的像一面镜子, 多的数不清: how much so, after the subject
    if not starts:
        return False
    if before.tag != "v" or _noun(before.word) or len(before.word) > 2:
        return False
    # Any verb after a subject that is no person: the first noun or pronoun before the verb.
    subject = next((t for t in reversed(clause[: i - 1]) if t.word in PERSONAL or _noun(t.word)), None)
    return (
        subject is not None
        and subject.word in _THINGS_PRONOUNS
        or (
            subject is not None
            and _noun(subject.word)
            and subject.word not in PERSON_NOUNS
            and not _person(subject.word)
        )
    )


# Verbs whose 的-phrase opening a clause names who or what (来的很多 "those who came", 到的...).
_NAMING = frozenset("来 到 过 有 在 去 活 吃 喝 买 做 说 写 用 穿 玩".split())


def _carried_complement(text: str, clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 的 or 地, between a verb and a degree + adjective closing the clause, where the verb's
    subject is carried from an earlier clause: an intransitive verb opening the clause (小骆驼跟在妈妈后面，走的很
    慢), or a verb said again after its object (它抓着树枝，抓的很紧; 他说中文说的很好)?"""
    if i + 1 >= len(clause) or not _degree_complement(clause, i + 1):
        return False
    last = i + 1 if _split_degree(clause[i + 1].word) else i + 2
    if not clause_end(clause, last):
        return False
    adjective = _split_degree(clause[i + 1].word)[1] if last == i + 1 else clause[i + 2].word
    if adjective in ("多", "少") or not (adjective in ADJECTIVES or tag(adjective) == "a"):
        return False  # 吃的很多 "there was plenty to eat"
    verb = clause[i - 1]
    if not is_cjk_word(verb.word) or len(verb.word) > 2 or _noun(verb.word):
        return False
    # Opening the clause, maybe after a conjunction or adverb (它的腿很短，所以走的很慢)
    opens = (i == 1 or (i == 2 and clause[0].word in _LINKS)) and clause[0].at > 0 and text[clause[0].at - 1] in "，,"
    if opens and verb.word in INTRANSITIVE and verb.word not in _NAMING:
        return True
    # Only where it happens before the verb, its subject carried (它的翅膀很薄，在阳光下看的很清楚): 在 + a place
    # ending on a localiser.
    where = clause[: i - 1]
    placed = len(where) >= 2 and where[0].word == "在" and where[-1].word in _LOCALISERS and where[-1].tag == "f"
    if placed and clause[0].at > 0 and text[clause[0].at - 1] in "，," and verb.tag.startswith("v"):
        return all(not t.tag.startswith(("v", "r")) for t in where[1:])
    # The verb said again after its object: opening this clause, said with its object or 着 in the sentence
    # before (抓着树枝，抓的很紧; 在打鼓，他们打的非常好), or in this clause straight after it (说中文说的很好;
    # not 我说他说的很对).
    if not verb.tag.startswith("v") or verb.word in _NAMING - {"说", "写", "做", "吃", "喝", "玩", "穿"}:
        return False
    subject_only = i == 2 and clause[0].word in PERSONAL  # 几个人在打鼓，他们打的非常好
    if opens or subject_only:
        start = max(text.rfind(mark, 0, clause[0].at) for mark in "。！？；!?;") + 1
        earlier = text[start : clause[0].at]
        said = earlier.find(verb.word)
        follows = earlier[said + len(verb.word) : said + len(verb.word) + 1] if said >= 0 else ""
        return bool(follows) and follows not in "的得地了过，,"
    first = next((k for k in range(i - 1) if clause[k].word in (verb.word, verb.word + "着")), None)
    if first is None or first + 1 >= i - 1:
        return False
    return all(_noun(t.word) or t.tag.startswith(("n", "m", "q")) for t in clause[first + 1 : i - 1])


_THINGS_PRONOUNS = frozenset("它 它们".split())
_LINKS = frozenset("所以 因此 因为 但是 可是 但 可 不过 而且 也 都 还 就 却 于是".split())
_EXTENT = frozenset("数不清 不得了 要命 说不出话".split())  # complements of extent after an adjective


def _person(noun: str) -> bool:
    from chinese_app.chinese.dictionary import measure_words

    return bool(measure_words(noun) & {"位", "名", "口"}) or noun.endswith(("人", "员", "生", "师", "家", "子们"))


# Adjectives that never describe how something is done: with 地 they still describe a noun (蓝色地天空).
_ATTRIBUTIVE_ONLY = frozenset("漂亮 美丽 可爱 好看 难看 干净 古老 巨大 高大 新鲜 整齐 有名 红色 蓝色 绿色".split())


def _attributive(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 地 or 得, between an adjective that describes no action and a noun (蓝色地天空,
    漂亮得花)?"""
    before, after = clause[i - 1], clause[i + 1]
    colour = before.word.endswith("色") and len(before.word) >= 2
    # jieba tags some nouns as names (阳光 "nr"): after such an adjective + 地 any noun tag is a noun
    if not (colour or before.word in _ATTRIBUTIVE_ONLY) or not (_noun(after.word) or after.tag.startswith("n")):
        return False
    # A verb after the noun may mean the noun is a verb's object (红色地...), unless the phrase opens the
    # clause as its subject (红色地碗放在地上).
    return i == 1 or not (i + 2 < len(clause) and clause[i + 2].tag.startswith("v") and not _noun(clause[i + 2].word))


_ADVERBIAL_VERBS = frozenset(
    """
    说 走 跑 笑 哭 看 玩 叫 喊 跳 唱 吃 喝 飞 游 坐 站 躺 睡 回答 点头 离开 跑步 游泳 跳舞 唱歌 看着 笑着 走过来
    跑过来 走过去 跑过去 回家 打招呼 告诉 问 等 等着 听 写 做 摇 摇着 叫着 吃着 玩着 看书 休息 睡觉
    聊天 说话 讨论 工作 学习 吃饭 喝茶 走路 散步 表演 拍照 画画 找 玩耍
    """.split()
)


_BEFORE_MANNER = frozenset("在 正在 想 要 会 能 可以 应该 得 愿意".split())
# Words of manner that only ever tell how something is done: before a verb they take 地 even where 得 is
# written (认真得指挥 -> 认真地指挥; 高兴得跳起来 is a complement, so not every adjective).
_MANNER = frozenset("认真 仔细 小心 努力 用力 耐心 专心 轻轻 慢慢 悄悄 静静 紧紧 好好".split())
_NO_MANNER_VERBS = frozenset("让 使 叫 像 是 有 在 不 没 要 连 都 也 很".split())


def _adverbial(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 的, between an adjective and the verb it describes (高兴的说, 慢慢的走)?"""
    before, after = clause[i - 1], clause[i + 1]
    adjective = before.word
    doubled = len(adjective) == 2 and adjective[0] == adjective[1] and adjective[0] in ADJECTIVES
    doubled |= len(adjective) == 4 and adjective[0] == adjective[1] and adjective[2] == adjective[3]
    manner = adjective in _MANNER
    if not (doubled or manner or (len(adjective) == 2 and adjective in ADJECTIVES and adjective not in _NOT_MODIFIER)):
        return False
    if clause[i].word == "得" and not (doubled or manner):
        return False  # 高兴得跳起来 is a complement; only a doubled adjective never takes 得 (慢慢得喝)
    if after.word in _NO_MANNER_VERBS:
        return False
    verb = after.word in _ADVERBIAL_VERBS or (after.tag == "v" and len(after.word) <= 2)
    verb |= (doubled or manner) and after.tag == "v" and not _noun(after.word)  # 慢慢得往上爬: only how
    # ... and a direction before the verb (慢慢得往前爬: 往前 + 爬)
    # (高高兴兴得向我们走过来: 向 + whom, then the verb)
    toward = after.word[:1] in "往向朝" and any(t.tag.startswith("v") for t in clause[i + 2 : i + 5])
    verb |= (doubled or manner) and toward
    if not verb or (_noun(after.word) and not manner and not toward) or after.word in ("是", "有", "在", "像"):
        return False  # 指挥 is a noun too, but not after 认真
    # The phrase starts a predicate: after its subject or an adverb, or opening the clause; not the object
    # of 有 or 是 (他有开心的笑).
    if i >= 2:
        prior = clause[i - 2]
        progressive_or_modal = prior.word in _BEFORE_MANNER  # 在认真的找, 想慢慢得喝
        if not (_subject_or_adverb(prior) or prior.tag.startswith("d") or prior.word in DEGREE or progressive_or_modal):
            return False
        if prior.word in ("有", "是", "的", "着", "了"):
            return False
    return not (i + 2 < len(clause) and clause[i + 2].word == "的")


def _doubled(word: str) -> bool:
    """A doubled adjective (清清, 长长, 高高)."""
    return len(word) == 2 and word[0] == word[1] and word[0] in ADJECTIVES


def _doubled_before_noun(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 得 or 地, between a doubled adjective and a noun it describes (一条清清得小河)? Only a noun
    after a measure word or a verb that takes it: 慢慢地天黑了, 慢慢地人们都走了 are 地 opening a clause."""
    before, after = clause[i - 1], clause[i + 1]
    if not _doubled(before.word) or after.word in ACTIONS | ACTIVITIES | _ADVERBIAL_VERBS:
        return False
    if after.tag.startswith("v") and not (_noun(after.word) and before.word not in _MOSTLY_ADVERBS):
        return False  # 高高得树: jieba tags 树 a verb; 慢慢得走 is 地 (see _adverbial)
    if not (_noun(after.word) or after.tag.startswith("n")):
        return False
    prior = clause[i - 2] if i >= 2 else None
    counted = prior is not None and (prior.tag.startswith(("m", "q")) or prior.word in _OBJECT_MARKERS)
    return counted or (prior is not None and prior.tag == "v" and clause_end(clause, i + 1))


_THINKING = frozenset("觉得 记得 懂得 值得 显得 变得 晓得 舍得 获得 取得".split())


def _closing_particle(text: str, clause: tuple[Token, ...], i: int) -> Finding | None:
    """它的背是蓝灰色得, 站得直直地: 得 or 地 closing the clause after an adjective or a colour, where 是 or a
    complement with 得 comes before in the clause: what describes a thing closes on 的 (是蓝灰色的, 直直的).
    地 must be followed by a verb and 得 by a complement; 慢慢地，天黑了 is a whole clause's adverb, without 是."""
    token = clause[i]
    word = token.word
    if len(word) == 3 and word[2] in "地得" and word[0] == word[1] and (_doubled(word[:2]) or token.tag == "z"):
        adjective, particle, start = word[:2], word[2], token.at  # jieba's 直直地
    elif word in ("地", "得") and i >= 1:
        adjective, particle, start = clause[i - 1].word, word, clause[i - 1].at
        doubled = len(adjective) == 2 and adjective[0] == adjective[1] and clause[i - 1].tag in ("a", "z")  # 平平
        if not (adjective in ADJECTIVES or _doubled(adjective) or doubled or _colour_word(adjective)):
            return None
        if adjective in _NOT_MODIFIER or not is_cjk_word(adjective):
            return None
    else:
        return None
    if not clause_end(clause, i) or not any(t.word in ("是", "得") or t.word.endswith("得") for t in clause[:i]):
        return None
    complement = any(t.word == "得" or (t.word.endswith("得") and t.word not in _THINKING) for t in clause[:i])
    if particle == "地" and not complement:
        return None  # 我们是慢慢地、一步一步地走上去的: after 是, 地 may close an adverb the verb follows
    if text[clause[-1].end : clause[-1].end + 1] == "、":
        return None  # 是慢慢得、一步一步得走上去的: a list of adverbs, not what something is
    if any(t.word in _THINKING for t in clause[:i]):
        return None  # 显得很安静 is not a complement; the particle closing it is still wrong, but unsure which
    return _finding(
        start,
        token.end,
        f"What describes something closes on 的: {adjective}的, not {adjective}{particle}.",
    )


def _possessive(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 得, between a pronoun or noun and a noun it owns (我得书, 小狗得耳朵); or a 地 between a
    personal pronoun and a noun (我地相机)?"""
    before, after = clause[i - 1], clause[i + 1]
    if clause[i].word == "地":
        return before.word in PERSONAL and _object_word(after) and not after.tag.startswith(("v", "m", "q", "r"))
    if not (before.word in PERSONAL or _noun(before.word) or before.tag.startswith("n")):
        return False
    if not _noun(after.word) or after.tag.startswith("v"):
        return False
    # 得 + noun + verb may be 得 "must" or a result (累得腰疼): only a noun closing the clause or followed by
    # what a subject is followed by.
    rest = clause[i + 2].word if i + 2 < len(clause) else ""
    return rest in ("", "是", "和", "也", "都", "在", "有", "不", "没有", "又") or rest.startswith(DEGREE)


# Parts of a body: after a pronoun or an animal, 得 or 地 before one can only be 的 (它们得羽毛, 骆驼地背上).
_BODY_PARTS = frozenset(
    """
    头 头上 头发 脸 眼睛 耳朵 鼻子 嘴 嘴巴 脖子 背 背上 肚子 腿 脚 手 尾巴 毛 羽毛 翅膀 身上 身体 驼峰 角
    """.split()
)


def _owner_of_body(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 得 or 地, between a pronoun, a person or an animal and a part of its body?"""
    before, after = clause[i - 1], clause[i + 1]
    if after.word not in _BODY_PARTS:
        return False
    # What follows is what a subject is followed by: 我得眼睛检查一下 is 得 děi "must".
    rest = clause[i + 2].word if i + 2 < len(clause) else ""
    if rest not in ("", "是", "和", "也", "都", "在", "有", "不", "没有", "又", "上", "里") and not rest.startswith(
        DEGREE
    ):
        return False
    from chinese_app.chinese.dictionary import measure_words

    owner = before.word
    return (
        owner in PERSONAL or owner in PERSON_NOUNS or _living(owner) or bool(measure_words(owner) & {"峰", "位", "名"})
    )


def _described_noun(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 得 or 地, after a degree adverb + adjective and before a noun, after a measure word or a verb
    that takes it (一件很厚得大衣, 有很漂亮得花) or closing the clause? There the phrase can only name a thing; 饿得肚
    子疼 is a complement (and takes no degree adverb)."""
    if _split_degree(clause[i - 1].word):
        first = i - 1  # jieba's 很漂亮
    elif i >= 2 and clause[i - 1].word in ADJECTIVES and clause[i - 2].word in DEGREE:
        first = i - 2
    else:
        return False
    prior = clause[first - 1] if first else None
    counted = prior is not None and (prior.tag.startswith(("m", "q")) or prior.word[-1:] in "个只条张本件朵棵位座")
    counted |= prior is not None and (prior.word in _OBJECT_MARKERS or prior.tag == "v") or clause_end(clause, i + 1)
    return counted and (_noun_like(clause[i + 1].word) or clause[i + 1].tag == "n")


def _verb_then_noun_phrase(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], a 地, between a verb and a noun phrase that closes the clause with no verb in it (我最喜欢地一张
    照片)? 地 marks how an action is done, so a verb must follow it; before a noun alone it is 的."""
    before = clause[i - 1]
    if not before.tag.startswith("v") or len(before.word) != 2 or before.word[0] == before.word[1]:
        return False
    if before.word in _MANNER or before.word in ADJECTIVES or _noun(before.word) or i < 2:
        return False
    rest = clause[i + 1 :]
    while rest and rest[-1].word in _FINAL:
        rest = rest[:-1]
    if not rest or len(rest) > 4 or any(t.word in ACTIONS or t.word in ACTIVITIES for t in rest):
        return False
    # jieba joins a number, measure word and noun (一首歌) and mistags some measure words (一幅 "d")
    counted = [_COUNTED_NOUN.match(t.word) for t in rest]
    last = rest[-1]
    if not (_noun(last.word) or last.tag.startswith("n") or (counted[-1] and counted[-1].group(1))):
        return False
    return all(
        t.tag.startswith(("m", "q", "n", "a")) or t.word == "的" or c for t, c in zip(rest, counted, strict=True)
    )


_COUNTED_NOUN = re.compile(
    rf"^[{NUMERAL_CHARS}几]+(?:{'|'.join(sorted(MEASURE_WORDS, key=len, reverse=True))})([\u4e00-\u9fff]*)$"
)


# The particle written between two words, and the one their roles call for (each test says when).
_NEIGHBOUR_SWAPS = (
    (("地", "得"), _owner_of_body, "的", "Before a noun the particle is 的"),
    (("地", "得"), _described_noun, "的", "Before a noun the particle is 的"),
    (("地", "得"), _doubled_before_noun, "的", "Before a noun the particle is 的"),
    (("地", "得"), _attributive, "的", "Before a noun the particle is 的"),
    (("地",), _verb_then_noun_phrase, "的", "Before a noun the particle is 的"),
    (("的", "得"), _adverbial, "地", "An adjective before a verb takes 地"),
    (("得", "地"), _possessive, "的", "Before a noun the particle is 的"),
)


def _swap(clause: tuple[Token, ...], i: int) -> tuple[str, str] | None:
    """(the right particle, why) when clause[i] is the wrong one of 的/地/得 between its neighbours."""
    for written, test, right, why in _NEIGHBOUR_SWAPS:
        if clause[i].word in written and test(clause, i):
            return right, why
    return None


# --- 很是 -------------------------------------------------------------------------------------------------


_CONTRAST = ("但", "但是", "可是", "不过", "可", "却", "只是")
# Adverbs before 是 that make it an emphatic "is indeed" (他却是很冷淡, 也是很好).
_EMPHASIS = frozenset("却 也 还 就 都 总 倒 确实 真 可 倒是 的确 总是 还是 就是 都是 是".split())


def hen_shi_findings(text: str) -> list[Finding]:
    out = []
    all_clauses = clauses(text)
    for n, clause in enumerate(all_clauses):
        following = all_clauses[n + 1][0].word if n + 1 < len(all_clauses) else ""
        # 她是很漂亮 -> 她很漂亮: 是 before degree adverb + adjective closing the clause (not 是很难的, nor
        # 她是很漂亮，可是..., nor after 却, 也, 还, 就 ...).
        for i, token in enumerate(clause[1:-1], start=1):
            if token.word != "是" or not _degree_complement(clause, i + 1):
                continue
            split = _split_degree(clause[i + 1].word)
            degree, adjective, last = (*split, i + 1) if split else (clause[i + 1].word, clause[i + 2].word, i + 2)
            negated = adjective[:1] == "不" and adjective[1:] in ADJECTIVES  # 是很不好
            described = len(adjective) == 2 and tag(adjective) == "a"  # 鲜艳, 平静: jieba's adjectives
            if not (adjective in ADJECTIVES or negated or described) or not clause_end(clause, last):
                continue
            if following.startswith(_CONTRAST):
                continue
            if text[clause[last].end : clause[last].end + 1] == "、":
                continue  # 是最干净、最新鲜的: a list that 的 closes
            if clause[i - 1].word in _EMPHASIS or not _subject_or_adverb(clause[i - 1]):
                continue
            out.append(
                _finding(
                    token.at,
                    clause[last].end,
                    f"An adjective is said without 是: {degree}{adjective}, not 是{degree}{adjective}.",
                )
            )
        found = _bare_adjective(text, clause, following) or _degree_noun(clause) or _degree_thing(clause)
        if found:
            out.append(found)
        for i, token in enumerate(clause[:-2]):
            if token.word in ("很", "非常", "十分", "挺") and clause[i + 1].word == "是":
                adjective = clause[i + 2].word
                if adjective in ADJECTIVES or clause[i + 2].tag == "a":
                    out.append(
                        _finding(
                            token.at,
                            clause[i + 2].end,
                            f"{token.word} goes straight before an adjective, without 是: "
                            f"{token.word}{adjective}, not {token.word}是{adjective}.",
                        )
                    )
    return out


# Adjectives that 是 may name as a value or an idiom (这是当然, 关键是安全): never flagged after 是.
_NAMED_QUALITIES = frozenset(
    "当然 自然 必然 正常 难免 对 错 好 多 少 快 慢 早 晚 久 安全 健康 幸福 快乐 自由 重要".split()
)
# Measure words of things one can see: a noun counted so is concrete (a clock, a river), never a topic whose value
# an adjective may name (他的特点是安静).
_THING_MEASURES = frozenset("只 条 张 座 棵 朵 头 匹 件 本 辆 把 台 块 片 根 颗 扇 间 栋 幅 双 顶 盏 架 艘 面".split())


def _concrete(token: Token) -> bool:
    """A person, animal or thing the picture may show (他, 河水, 钟, 背): not a topic (特点, 问题) nor 这/那."""
    from chinese_app.chinese.dictionary import measure_words
    from chinese_app.evaluation.describe_picture_words import picture_words

    word = token.word
    if word in PERSONAL - {"谁", "大家"} or word in PERSON_NOUNS or word in _BODY_PARTS or _living(word):
        return True
    if not token.tag.startswith(("n", "s")) or word in _TOPICS:
        return False
    # 湖水 as 水: a compound names what its last word names
    return any(measure_words(w) & _THING_MEASURES or w in picture_words() for w in {word, word[-1:]} if w)


_TOPICS = frozenset("颜色 样子 感觉 特点 问题 天气 心情 印象 关键 原因 目的 结果 意思 办法 方法 风格 声音 味道".split())


def _bare_adjective(text: str, clause: tuple[Token, ...], following: str) -> Finding | None:
    """河水是清澈: a person or thing + 是 + a bare adjective closing the clause (河水很清澈, or 是清澈的). Not the
    concession 这个钟是简单，可是..., nor 也是, 就是, 不是 ..., nor a topic whose value it names (特点是安静)."""
    for i in range(1, len(clause) - 1):
        if clause[i].word != "是" or not clause_end(clause, i + 1) or not _described_subject(clause, i - 1):
            continue
        adjective = clause[i + 1].word
        # jieba's adjectives, its words of state (破旧 "z") and doubled adjectives (蓝蓝: 是蓝蓝的)
        described = len(adjective) == 2 and (
            adjective in ADJECTIVES or tag(adjective) in ("a", "z") or _doubled(adjective)
        )
        # one character (它的嘴是长, 天气是冷), never a colour (山是绿，水是蓝 is a poet's parallel) nor one of a
        # parallel of such clauses (山是高，水是深)
        described |= adjective in _ONE_CHARACTER and not _parallel(text, clause)
        if not described or adjective in _NAMED_QUALITIES or adjective.endswith("色"):
            continue
        person = clause[i - 1].word in PERSONAL - _THINGS_PRONOUNS or clause[i - 1].word in PERSON_NOUNS
        if person and adjective not in _ATTRIBUTIVE_ONLY:
            continue  # 我是紧张，所以说错了: "it was that I was nervous", an explanation
        rest = text[clause[i + 1].end :]
        rest = rest[: next((k for k, ch in enumerate(rest) if ch in "。！？!?；;"), len(rest))]
        if following.startswith(_CONTRAST) or any(word in rest for word in (*_CONTRAST, "就是", "还是", "？", "?")):
            continue  # 这个钟是简单，可是很好看 / 就是有点小: 是 grants it, "simple indeed, but ..."
        return _finding(
            clause[i].at,
            clause[i + 1].end,
            f"An adjective is said without 是: 很{adjective} (or 是{adjective}的), not 是{adjective}.",
        )
    return None


# One-character adjectives of what a picture shows that 是 never links bare (身体是胖 -> 很胖): no colours.
_ONE_CHARACTER = frozenset(
    """
    大 小 高 矮 长 短 胖 瘦 冷 热 远 近 贵 亮 暗 深 浅 宽 窄 厚 薄 软 硬 圆 脏 乱 吵 累 饿 渴
    新 旧 丑 香 甜 酸 苦 辣 帅
    """.split()
)
# Topics whose value an adjective names stay topics (特点是安静); the weather is only described (天气是冷 -> 很冷).
_DESCRIBED_TOPICS = frozenset("天气".split())
_NO_PLACES = frozenset("心里 心中 心上 眼里 手里 手上 脑子里".split())  # 心里是高兴: a feeling, maybe stressed


def _described_subject(clause: tuple[Token, ...], s: int) -> bool:
    """A person, animal or thing (``_concrete``), the weather, or a place with its localiser (广场上, 湖边)."""
    subject = clause[s]
    if _concrete(subject) or subject.word in _DESCRIBED_TOPICS:
        return True
    if subject.word in _NO_PLACES:
        return False
    if (subject.word in _LOCALISERS or subject.tag == "f") and s:  # 广场 + 上
        owner = clause[s - 1]
        return owner.word not in _NO_PLACES and (_concrete(owner) or owner.tag in ("n", "ns", "s"))
    return subject.tag == "s" and len(subject.word) >= 2 and subject.word[-1] in "上里边"


def _parallel(text: str, clause: tuple[Token, ...]) -> bool:
    """Is a clause next to this one also closed by 是 + one character (山是高，水是深)?"""
    all_clauses = clauses(text)
    n = all_clauses.index(clause) if clause in all_clauses else -1
    for other in (all_clauses[n - 1] if n > 0 else (), all_clauses[n + 1] if 0 <= n < len(all_clauses) - 1 else ()):
        if len(other) >= 2 and other[-2].word == "是" and len(other[-1].word) == 1:
            return True
    return False


# Person nouns that colloquial Chinese uses as adjectives after 很 (很男人 "manly", 很绅士 "gentlemanly").
_ADJECTIVAL_PEOPLE = frozenset(
    "男人 女人 男孩 女孩 男孩子 女孩子 孩子 小孩 小孩子 绅士 淑女 大人 老人 先生 小姐 姑娘".split()
)


def _degree_noun(clause: tuple[Token, ...]) -> Finding | None:
    """他很摄影师, 它们很好朋友: 很 + a person noun closing the clause, said of someone. A noun is linked with
    是 (他是摄影师, 它们是好朋友); 很 goes only before an adjective or a verb of feeling."""
    from chinese_app.chinese.dictionary import measure_words

    for i in range(1, len(clause) - 1):
        if clause[i].word not in ("很", "非常") or clause[i - 1].word in ("的", "在", "得"):
            continue
        k, good = i + 1, ""
        if clause[k].word == "好" and k + 1 < len(clause):
            k, good = k + 1, "好"  # 很 + 好 + 朋友 as jieba cuts it
        noun = clause[k].word
        if noun.startswith("好") and noun[1:] in PERSON_NOUNS:
            good, noun = "好", noun[1:]  # jieba's 好朋友
        # a person by trade (摄影师, 宇航员): 动人, 迷人 are adjectives ending on 人
        trade = noun.endswith(("员", "师", "家")) or bool(measure_words(noun) & {"位", "名"})
        person = noun in PERSON_NOUNS or (len(noun) >= 2 and trade and tag(noun) == "n")
        if not person or noun in _ADJECTIVAL_PEOPLE or noun.endswith("们") or not clause_end(clause, k):
            continue
        said = text_of(clause, i, k)
        if clause[i - 1].word == "是":
            if not good:
                continue
            return _finding(  # 他们是非常好朋友: after 是, the 很好 of a noun phrase, which needs 的
                clause[i].at,
                clause[k].end,
                f"A modifier with {clause[i].word} needs 的 before its noun: {clause[i].word}好的{noun}, not {said}.",
            )
        return _finding(
            clause[i].at,
            clause[k].end,
            f"A noun is linked with 是, not {clause[i].word}: 是{good}{noun}, not {said}.",
        )
    return None


# Kinds of day a time word is (今天是晴天): a noun, never said with 很.
_DAYS = frozenset("晴天 阴天 雨天 雪天 大晴天 好天气 坏天气".split())
# Nouns colloquial Chinese uses as adjectives after 很 (这很中国, 他很阳光): never flagged.
_NOUNS_AS_ADJECTIVES = frozenset(
    """
    阳光 中国 自然 传统 艺术 科学 现代 经典 个性 文艺 时尚 专业 国际 生活 家常 春天 夏天 秋天 冬天 卡通 童话 梦幻
    北京 上海 东方 西方 欧洲 乡村 城市 农村 家庭 学生 孩子 男人 女人 绅士 淑女 温馨
    """.split()
)
_POINTED = frozenset("这 那 这里 那里 这儿 那儿".split())
_COUNTED = re.compile(rf"^[{NUMERAL_CHARS}]+[{''.join(_THING_MEASURES)}个位]$")


def _degree_thing(clause: tuple[Token, ...]) -> Finding | None:
    """这很一座城堡, 今天很晴天, 这很长城: 很 + a number and measure word, or + what a thing or day is, closing the
    clause after 这/那 or a time word. A noun is linked with 是 (这是一座城堡); 很 goes before adjectives (and 很
    中国, 很阳光: nouns said as adjectives, never flagged)."""
    from chinese_app.evaluation.describe_checks import listed_measure_words
    from chinese_app.evaluation.describe_picture_words import picture_words

    for i in range(1, len(clause) - 1):
        if clause[i].word not in ("很", "非常") or clause[i - 1].word in ("的", "得", "地"):
            continue
        noun = clause[i + 1]
        if _COUNTED.match(noun.word) and noun.tag == "m":
            said = noun.word  # 很一座: a counted noun follows
        elif not clause_end(clause, i + 1) or noun.word in _NOUNS_AS_ADJECTIVES or tag(noun.word) == "a":
            continue
        elif clause[i - 1].tag == "t" and noun.word in _DAYS:
            said = noun.word  # 今天很晴天
        elif clause[i - 1].word in _POINTED and len(noun.word) >= 2 and noun.word not in ADJECTIVES:
            # a noun for sure: counted as a thing or an animal (熊猫), or a place of the pictures (长城); jieba
            # tags words of all kinds names (安静 "nr": 这里很安静 is right)
            counted = listed_measure_words(noun.word) & (_THING_MEASURES | {"只", "头", "匹"})
            if not (counted or (noun.tag == "ns" and noun.word in picture_words())):
                continue
            said = noun.word  # 这很长城: what this is
        else:
            continue
        return _finding(
            clause[i].at,
            noun.end,
            f"A noun is linked with 是, not {clause[i].word}: 是{said}, not {clause[i].word}{said}.",
        )
    return None


def text_of(clause: tuple[Token, ...], first: int, last: int) -> str:
    return "".join(t.word for t in clause[first : last + 1])


# --- 没 ... 了 --------------------------------------------------------------------------------------------

_DURATION_WORDS = frozenset("已经 再也 一阵 一阵子 阵子 一会儿 半天 好久 很久 多久 这么久 那么久 一段时间".split())
_DURATION = re.compile(rf"^(?:[{NUMERAL_CHARS}几好]+|\d+)个?(?:天|年|月|星期|礼拜|小时|分钟|钟头|周)$")
# Verbs after 没 that make an idiom with 了 (没救了 "past saving"), or are nouns too (没用了).
_IDIOMS = frozenset("救 用 事 法 得 完 戏 门 辙".split())


# Complements jieba cuts off the verb (飞 + 走, 见 + 过, 飞 + 上天): 没 + verb + complement + 了 is still wrong.
_DIRECTIONS = frozenset(
    "走 来 去 起来 下来 过来 上 下 完 到 过 上天 上去 下去 进来 进去 出来 出去 回来 回去 过去".split()
)


def _mei_clauses(text: str):
    """Each clause with 没 + verb cut apart where jieba joined them: 没洗 -> 没 + 洗, 吃了饭 -> 吃 + 了 + 饭
    (so 主人没洗了刷子 and 猫没吃了饭 read as the rule expects)."""
    for clause in clauses(text):
        out: list[Token] = []
        for token in clause:
            word = token.word
            if len(word) == 2 and word[0] == "没" and word[1] in ACTIONS:
                out += [Token(token.at, "没", "d"), Token(token.at + 1, word[1], "v")]
            elif len(word) == 3 and word[0] == "没" and word[1] in ACTIONS and word[2:] in _DIRECTIONS:
                out += [Token(token.at, "没", "d"), Token(token.at + 1, word[1:], "v")]  # jieba's 没上去
            elif len(word) >= 3 and word[1] == "了" and word[0] in ACTIONS and _noun(word[2:]) and out[-1:]:
                if out[-1].word in ("没", "没有"):
                    out += [Token(token.at, word[0], "v"), Token(token.at + 1, "了", "ul")]
                    out.append(Token(token.at + 2, word[2:], "n"))
                    continue
                out.append(token)
            else:
                out.append(token)
        yield tuple(out)


def le_after_mei_findings(text: str) -> list[Finding]:
    out = []
    for whole in _mei_clauses(text):
        for i, token in enumerate(whole):
            if token.word not in ("没", "没有") or i + 2 >= len(whole):
                continue
            # 上 and 下 as verbs, which jieba tags localisers (没下了蛋)
            moved = whole[i + 1].word in ("上", "下") and whole[i + 2].word == "了"
            if not (_verbish(whole[i + 1]) or moved):
                continue
            if whole[i + 1].word in _IDIOMS or whole[i + 1].word in ("有", "是", "在"):
                continue
            # 好久没见了, 三天没下雨了: "not for a while" takes 了 closing the clause, never before the object
            lasted = _duration(whole[:i])
            # The verb, with a direction or result jieba cuts off (飞 + 走), then what follows it.
            verb, rest = whole[i + 1], list(whole[i + 2 :])
            if len(rest) > 1 and rest[0].word in _DIRECTIONS:
                verb, rest = Token(verb.at, verb.word + rest[0].word, "v"), rest[1:]
            if rest[0].word == "了" and len(rest) > 1 and (_object_word(rest[1]) or _described_object(rest[1:])):
                k = 1  # 没去了公园 -> 没去公园: the object named in the feedback
                while (
                    k < len(rest)
                    and k <= 4
                    and (k == 1 or _object_word(rest[k]) or rest[k].word in ADJECTIVES | {"的"})
                ):
                    k += 1
                said, obj = token.word + verb.word, text[rest[1].at : rest[k - 1].end]
                out.append(
                    _finding(
                        token.at,
                        rest[0].end,
                        f"With {token.word} the action did not happen, so it takes no 了: {said}{obj}, "
                        f"not {said}了{obj}.",
                    )
                )
                continue
            if lasted:
                continue
            # The object (no verb: 我没想到他来了 has a clause of its own), then 了 closing the clause.
            j = 0
            while j < len(rest) and j <= 6 and rest[j].word != "了" and (_object_word(rest[j]) or rest[j].word == "的"):
                j += 1
            if j >= len(rest) or rest[j].word != "了" or j > 6 or not all(t.word in _FINAL for t in rest[j + 1 :]):
                continue
            phrase = token.word + text[verb.at : rest[j].at]
            out.append(
                _finding(
                    token.at,
                    rest[j].end,
                    f"With {token.word} the action did not happen, so it takes no 了: {phrase}, not {phrase}了.",
                )
            )
    return out


_FINAL = frozenset("了 呢 吧 啊 呀 啦 哦 嘛 吗".split())


def _described_object(rest: list[Token]) -> bool:
    """An adjective (and 的) before a noun (厚衣服, 最高的一层): after 没 + verb + 了, an object for sure."""
    first = rest[0].word
    adjective = first in ADJECTIVES or (first[:1] == "最" and first[1:] in ADJECTIVES)
    if not adjective or len(rest) < 2:
        return False
    noun = rest[2] if rest[1].word == "的" and len(rest) > 2 else rest[1]
    return _object_word(noun) and noun.word != "了"


def _verbish(token: Token) -> bool:
    """A verb (or an adjective of change: 天没黑) for sure: jieba's verbs that are no nouns, and the listed
    verbs and adjectives whatever jieba tags them (飞, 下山, 戴帽子)."""
    word = token.word
    if word in ACTIONS or word in INTRANSITIVE or word in ACTIVITIES or word in ADJECTIVES:
        return True
    if word[:1] in _WEARING_CHARS and _noun(word[1:]):
        return True
    return token.tag == "v" and not _noun(word)


_WEARING_CHARS = frozenset("穿戴拿背抱")


def _duration(before: tuple[Token, ...]) -> bool:
    """Is there a length of time among these words (好久, 三天, 两个星期)?"""
    text = "".join(t.word for t in before)
    return (
        any(t.word in _DURATION_WORDS or "久" in t.word or _DURATION.match(t.word) for t in before)
        or bool(_DURATION.search(text))
        or any(unit in text for unit in ("个星期", "个月", "个小时", "年了"))
    )


def _object_word(token: Token) -> bool:
    """A word an object may be made of: a noun, pronoun, number or measure word, or any longer word that is
    no verb, adjective, preposition or particle, whatever jieba tags it (相机 "d", 无花果 "i")."""
    if _noun(token.word) or token.word in PRONOUNS or token.tag.startswith(("n", "m", "q", "f", "r")):
        return True
    return (
        is_cjk_word(token.word)
        and len(token.word) >= 2
        and not token.tag.startswith(("v", "p", "c", "u", "a", "t", "z"))
        and not {token.word} & (ACTIONS | PARTICLES | LIGHT_WORDS | ADJECTIVES | _DURATION_WORDS)
    )


# --- 不 for a past event ---------------------------------------------------------------------------------


def bu_past_findings(text: str) -> list[Finding]:
    out = _bu_guo(text) + _bu_then_jiu(text) + _bu_result(text)
    for sentence in sentences(text):
        # The past time word in the clause or an earlier clause of the sentence (昨天下雨了，我们不去公园).
        words = [t.word for clause in sentence for t in clause]
        if _CONDITION_FUTURE_QUESTION & set(words) or "？" in text[sentence[-1][-1].end : sentence[-1][-1].end + 1]:
            continue
        past = done = None
        reported_from = 0  # a decision reported before "but" reports nothing after it (听说..., 可是我不看)
        for n, clause in enumerate(sentence):
            past = next((t for t in clause if t.word in PAST or _past_morning(text, sentence, t)), past)
            past = next(iter(_past_times(clause)), past)
            past = next((t for t in clause if t.word in _PERIODS), past)
            if n and clause[0].word in _CONTRAST:
                reported_from = clause[0].at
            if past is None and n and clause[0].word in _CONTRAST:
                done = _completed(sentence[:n])  # 我去了巴黎，可是我不上铁塔: "but" after what happened
            if (past or done) is None or any(t.word in _NOT_PAST_EVENT for t in clause):
                continue
            for i, token in enumerate(clause):
                if past is not None and token.at < past.at:
                    continue
                if token.word == "不" and i + 2 < len(clause) and _split_result(clause[i + 1], clause[i + 2]):
                    verb = clause[i + 1].word + clause[i + 2].word  # 不 + 爬 + 到 as jieba cuts it
                    start, end = token.at, clause[i + 2].end
                elif token.word == "不" and i + 1 < len(clause) and _action(clause[i + 1].word):
                    verb = clause[i + 1].word
                    start, end = token.at, clause[i + 1].end
                elif token.word.startswith("不") and token.word[1:] in ACTIONS:
                    verb, start, end = token.word[1:], token.at, token.end
                else:
                    continue
                if _conditional(sentence, clause, i):
                    break  # 不找到他，我就不回家: "unless", not a past event
                resulted = _result(verb) or (len(verb) == 2 and verb[1] in _RESULTS)
                reported = any(t.word in _REPORTED for c in sentence for t in c if reported_from <= t.at < token.at)
                if reported and not resulted:
                    break  # 昨天他说不来: a decision reported (no one decides 不拍到: 他说昨天不拍到 is 没拍到)
                if clause[-1].word == "了":
                    break  # 昨天我不去了: a change of mind, told with 了
                if past and _habit_then(text, past, token, verb):
                    break  # 两年前我不吃肉，现在...: what was so then, not an event
                said = ("今天" if past and past.word in ("早上", "上午", "早晨") else "") + (past.word if past else "")
                when = f"{said} is in the past" if past else f"{done} happened, and this did not"
                out.append(_finding(start, end, f"{when}: a past action is negated with 没, 没{verb}, not 不{verb}."))
    return out


_SO = frozenset("所以 因此 结果 于是".split())
_STILL = frozenset("还 一直 始终".split())  # 一直不找到 -> 一直没找到: a result that has still not come


def _result_of(word: str) -> bool:
    return len(word) == 2 and word[1] in _RESULTS and word[0] not in _NO_ACTION


def _bu_result(text: str) -> list[Finding]:
    """可是还不找到虫子, 太晚了，所以不听到: 不 + a verb with its result after 还 ("still") or after 所以 that
    follows a clause closed by 了. A result is an event, never a habit or a decision: what has not come about is
    said with 没 (还没找到, 所以没听到); not in a question, an "unless", a wish or with a modal (还不能看到)."""
    out = []
    for sentence in sentences(text):
        words = [t.word for clause in sentence for t in clause]
        if _CONDITION_FUTURE_QUESTION & set(words) or "？" in text[sentence[-1][-1].end : sentence[-1][-1].end + 1]:
            continue
        for n, clause in enumerate(sentence):
            if any(t.word in _NOT_PAST_EVENT - _STILL for t in clause):
                continue
            for i, token in enumerate(clause[:-1]):
                if token.word == "还不":
                    still = True
                elif token.word == "不" and i:
                    still = clause[i - 1].word in _STILL
                else:
                    continue
                so = clause[0].word in _SO and n and sentence[n - 1][-1].word == "了" and i <= 2
                if not (still or so):
                    continue
                if i + 2 < len(clause) and _split_result(clause[i + 1], clause[i + 2]) and clause[i + 2].word != "好":
                    verb, end = clause[i + 1].word + clause[i + 2].word, clause[i + 2].end
                elif _result(clause[i + 1].word) or (clause[i + 1].word in ACTIONS and _result_of(clause[i + 1].word)):
                    verb, end = clause[i + 1].word, clause[i + 1].end  # 找到, and the listed 听到, 看见
                else:
                    continue
                if _conditional(sentence, clause, i):
                    continue  # 还不找到他就不走: "unless"
                start = token.at + token.word.index("不")
                why = "It has still not come about" if still else "This did not come about"
                out.append(_finding(start, end, f"{why}: a result is negated with 没, 没{verb}, not 不{verb}."))
    return out


def _habit_then(text: str, past: Token, token: Token, verb: str) -> bool:
    """Can 不 + verb after a past time tell a habit of that time rather than an event? Years ago (两年前我不吃
    肉) and before 现在 (去年我不吃肉，现在...) it can, unless the verb has a result (两年前...不看到)."""
    if _result(verb) or (len(verb) == 2 and verb[1] in _RESULTS):
        return False
    years_ago = past.word.endswith(("年前", "年以前")) and not past.word.startswith(("去", "前"))
    years_ago |= past.word in _PERIODS  # 小时候我不吃青菜: a habit of that time
    return years_ago or ("现在" in text[token.end :] and past.word not in _MORNINGS | {"早上", "上午", "早晨"})


_MORNINGS = frozenset("今天早上 今天上午 今早 今天早晨".split())
# Times long past when a habit may be told with 不 (小时候我不吃青菜): only a verb with its result is flagged there
# (小时候我不学会游泳 -> 没学会).
_PERIODS = frozenset("小时候 以前 过去 当时 从前".split())


def _bu_guo(text: str) -> list[Finding]:
    """我还不试过, 从来不见过: 不 + a verb + 过 of experience. What has never happened is said with 没 (没试过);
    不 never goes with 过, whatever the time (not 不过, 不难过, 不放过, 不超过: words of their own)."""
    out = []
    for clause in clauses(text):
        for i, token in enumerate(clause[:-1]):
            bu, following = token.word, clause[i + 1]
            after = clause[i + 2] if i + 2 < len(clause) else None
            if bu.endswith("不") and bu not in ("要不", "不不"):  # 不, and jieba's 从来不, 从不
                if following.word.endswith("过") and len(following.word) >= 2 and not is_word(following.word):
                    said, end = following.word[:-1], following.end  # jieba's 看过
                elif after is not None and after.word == "过" and after.tag == "ug":
                    said, end = following.word, after.end
                else:
                    continue
            elif bu.startswith("不") and len(bu) >= 2 and following.word == "过" and following.tag == "ug":
                said, end = bu[1:], following.end  # jieba's 不见 + 过, 不吃 + 过
            else:
                continue
            experienced = _action(said) or said in _EXPERIENCED or (tag(said) == "v" and not _noun(said))
            if said in _NOT_EXPERIENCED or not experienced:
                continue  # 不想过马路, 不愿意过这样的生活: 过 is the verb "cross", "live"
            last = next(k for k, t in enumerate(clause) if t.end == end)
            if said in _CROSSING and not clause_end(clause, last) and _crossed(clause[last + 1 :]):
                continue  # 我们不走过这座桥: "walk across", a refusal (不爬过长城 is 没爬过)
            out.append(
                _finding(
                    token.at + bu.index("不"),
                    end,
                    f"What has not happened yet is negated with 没: 没{said}过, not 不{said}过.",
                )
            )
    return out


# Verbs before which 过 is a verb of its own (不想过马路, 不愿意过这样的生活), and verbs of motion after which it may
# be "across" (不走过这座桥).
_NOT_EXPERIENCED = frozenset("想 要 会 能 敢 可以 愿意 肯 喜欢 打算 准备 需要 应该 觉得 知道 能够 可能 得 必须".split())
_CROSSING = frozenset("走 跑 飞 游 爬 跳 开 骑 划 穿 越 跨 渡 经 路 滑 流".split())
# Verbs of experience jieba tags otherwise (用 "p"): 从来不用过 -> 没用过.
_EXPERIENCED = frozenset("用 穿 住 听 试 尝 摸 碰 养 弹 吹 拉".split())
# What one crosses or passes (桥, 马路, 河, 山): after it, 过 may be "across".
_CROSSED = frozenset(
    "桥 路 街 河 江 海 湖 山 门 墙 线 沟 岭 关 界 口 洞 草地 田 坡 隧道 马路 沙漠 森林 那里 这里 去 来".split()
)


def _crossed(rest: tuple[Token, ...]) -> bool:
    """Is what follows a verb of motion + 过 what it crosses, or a direction (这座桥, 马路, 去)?"""
    for token in rest[:4]:
        if token.word in _CROSSED or token.word[-1:] in _CROSSED or token.word[-2:] in _CROSSED:
            return True
    return not any(_noun(t.word) or t.tag.startswith("n") for t in rest[:4])


def _bu_then_jiu(text: str) -> list[Finding]:
    """我们不走到山顶就回来了: 不 + a verb with its result, then 就 + what happened, told with 了. "Left before
    reaching" is a past event, said with 没 (没走到山顶就回来了); 不看完不睡觉 and 不找到他就不回家 are "unless"."""
    out = []
    for clause in clauses(text):
        if clause[-1].word != "了":
            continue
        for i, token in enumerate(clause[:-2]):
            if token.word != "不":
                continue
            if _split_result(clause[i + 1], clause[i + 2]):
                verb, end = clause[i + 1].word + clause[i + 2].word, clause[i + 2].end
            elif _result(clause[i + 1].word):
                verb, end = clause[i + 1].word, clause[i + 1].end
            elif _result(clause[i + 1].word[:2]) and _noun(clause[i + 1].word[2:]):
                verb, end = clause[i + 1].word[:2], clause[i + 1].at + 2  # jieba's 吃完饭
            else:
                continue
            rest = [t.word for t in clause if t.at >= end]
            if "就" not in rest or any(w in ("不", "没", "没有", "别", "不会", "不能", "才") for w in rest):
                continue
            out.append(_finding(token.at, end, f"This did not happen before the rest did: 没{verb}, not 不{verb}."))
    return out


def _past_morning(text: str, sentence, token: Token) -> bool:
    """This morning, told as over: 现在 later in the text (今天早上我不吃早饭，现在我饿了), a later clause of the
    sentence with 所以 telling what came of it, closed by 了 (..., 所以衣服都湿了), or one closed by 了 after an
    event of the morning closed by 了 (今天早上下雨了，我不带伞，衣服全湿了)."""
    if token.word not in _MORNINGS and not (
        token.word in ("早上", "上午", "早晨") and text[: token.at].endswith("今天")
    ):
        return False
    if "现在" in text[token.end :]:
        return True
    later = [c for c in sentence if c[0].at > token.at]
    if any(c[0].word == "所以" and c[-1].word == "了" for c in later):
        return True
    # Or the morning's own clause tells an event as over (今天早上下雨了) and a clause after the next tells what
    # came of it (..., 我不带伞，衣服全湿了): told in the past all through.
    own = next((c for c in sentence if c[0].at <= token.at <= c[-1].at), ())
    return bool(own) and own[-1].word == "了" and any(c[-1].word == "了" for c in later[1:])


def _action(word: str) -> bool:
    """An action verb, one jieba keeps whole with its object (拍照片, 放风筝), or a verb with its result (学会,
    爬到)."""
    if word in ACTIONS or word in ACTIVITIES or (len(word) > 1 and word[0] in ACTIONS and _noun(word[1:])):
        return True
    return _result(word)


# Results after an action verb (看到, 找到, 听见, 吃完, 学会): what 不 can never deny of a single past event,
# since 不 + verb + result is only "unless" (不找到他我不走) or the potential form 找不到.
_RESULTS = frozenset("到见完懂")
_NO_ACTION = frozenset("感想得受达说")  # 感到, 想到, 得到: feelings and outcomes, not an action's result


def _result(word: str) -> bool:
    """A one-character action verb and its result, as one word (看到, 学会, 走到)."""
    if len(word) != 2 or word[0] in _NO_ACTION:
        return False
    verb = word[0] in ACTIONS or word[0] in ACTIVITIES or word[0] in INTRANSITIVE
    return verb and (word[1] in _RESULTS or word == "学会")


def _split_result(verb: Token, result: Token) -> bool:
    """不 + 爬 + 到 as jieba cuts them: a one-character verb, then its result as a word of its own."""
    word = verb.word
    if len(word) != 1 or word in _NO_ACTION or not verb.tag.startswith("v"):
        return False
    return result.word in _RESULTS or (result.word == "好" and word in _RESTED)


# Verbs whose result 好 is a done thing (没睡好, 没做好): 不 + these + 好 after a past time is 没.
_RESTED = frozenset("睡 做 吃 准备 写 画 洗 修 学 练".split())


def _conditional(sentence, clause: tuple[Token, ...], i: int) -> bool:
    """Does 不 at clause[i] open an "unless" (不找到他我不走, 不看完不睡觉, 不学会就不停): another negation,
    就 or 才 later in its clause or opening the next?"""
    later = [t.word for t in clause[i + 1 :]]
    following = next((c for c in sentence if c[0].at > clause[-1].at), ())
    # not what came of it (所以没拍到) nor what came later (..., 后来才看到它)
    if following and not following[0].tag.startswith("c") and following[0].word not in _LATER:
        later += [t.word for t in following[:2]]
    return any(w in ("不", "就", "才", "别", "没", "不会", "不能", "也不", "也") for w in later)


_LATER = frozenset("后来 然后 接着 最后 过了一会儿 等到".split())
_UNITS = re.compile(rf"^(?:[{NUMERAL_CHARS}几好]+|\d+)(?:个)?(?:年|天|月|星期|礼拜|周)$")
_LAST = frozenset("周末 星期 礼拜 月 周".split())


def _past_times(clause: tuple[Token, ...]) -> list[Token]:
    """The clause's words of past time that jieba cuts apart, joined: a number of days or years ago (两年 + 前
    -> 两年前) and 上 + 个 + a unit (上 个 周末 -> 上个周末)."""
    out = []
    for k, token in enumerate(clause):
        if k + 1 < len(clause) and _UNITS.match(token.word) and clause[k + 1].word in ("前", "以前"):
            out.append(Token(token.at, token.word + clause[k + 1].word, "t"))
        elif token.word in ("上", "上个") and k + 1 < len(clause):
            m = k + 2 if token.word == "上" and clause[k + 1].word == "个" else k + 1
            if m < len(clause) and clause[m].word in _LAST:
                out.append(Token(token.at, "".join(t.word for t in clause[k : m + 1]), "t"))
    return out


def _completed(before: tuple[tuple[Token, ...], ...]) -> str | None:
    """The verb + 了 of an earlier clause that tells what happened (去了, 看见了), if any."""
    for clause in before:
        for prior, token in zip(clause, clause[1:], strict=False):
            if token.word == "了" and _verbish(prior) and prior.word not in ADJECTIVES:
                return prior.word + "了"
    return None


# --- Place and time after the verb ------------------------------------------------------------------------


def place_time_findings(text: str) -> list[Finding]:
    out = []
    for clause in clauses(text):
        out += _place_after(_at_home_split(clause)) + _time_after(clause)
    return out


def _at_home_split(clause: tuple[Token, ...]) -> tuple[Token, ...]:
    """jieba's 在家 ("at home") cut into 在 + 家 where a localiser or 的 follows: 在家旁边的草地上 is a place
    near home, after 在."""
    out = []
    for n, token in enumerate(clause):
        following = clause[n + 1].word if n + 1 < len(clause) else ""
        if token.word == "在家" and (following in _LOCALISERS or following == "的"):
            out += [Token(token.at, "在", "p"), Token(token.at + 1, "家", "n")]
        else:
            out.append(token)
    return tuple(out)


_ACTIVITY_PREFIX = frozenset("吃 喝 看 买 玩 拍 唱 做 打 踢 钓 划 读 写 学 等 骑 坐 弹 下".split())
_VERB_SUFFIXES = frozenset("了 着 过".split())


def _activity(token: Token) -> bool:
    """An activity verb, or one jieba keeps whole with its object (喝咖啡) or with a number and measure word
    (喝一杯 + 红酒)."""
    word = token.word
    if word in ACTIVITIES or (word[:1] in _ACTIVITY_PREFIX and len(word) > 1 and _noun(word[1:])):
        return True
    return word[:1] in _ACTIVITY_PREFIX and bool(_COUNT.match(word[1:]))


# A number or demonstrative and a measure word, as jieba joins them to a verb (喝一杯, 买两个, 看这本).
_COUNT = re.compile(rf"^(?:[{NUMERAL_CHARS}几]+|这|那)(?:{'|'.join(sorted(MEASURE_WORDS, key=len, reverse=True))})$")


def _place_after(clause: tuple[Token, ...]) -> list[Finding]:
    for i, token in enumerate(clause):
        timed = token.word not in _PLACED and token.word not in _TIME_COMPLEMENT
        if (token.word in ACTIONS or token.tag == "v") and timed and _zai_time_closes(clause, i):
            return [_time_after_zai(clause, i, i + 1)]  # 太阳下山在傍晚
        if _while_then_place(clause, i):
            verb, where = token.word + clause[i + 1].word, "".join(t.word for t in clause[i + 2 :])
            return [
                _finding(
                    token.at,
                    clause[-1].end,
                    f"Where something happens goes before the verb: {where}{verb}, not {verb}{where}.",
                )
            ]
        if _durative_then_place(clause, i):
            verb, where = token.word, "".join(t.word for t in clause[i + 2 :])
            return [
                _finding(
                    token.at,
                    clause[-1].end,
                    f"Where something happens goes before the verb: {where}{verb}着 (or {verb}{where}), "
                    f"not {verb}着{where}.",
                )
            ]
        if not _activity(token) or token.word == "等":
            if token.word != "等":
                continue
        after_subject = i and (_subject_or_adverb(clause[i - 1]) or clause[i - 1].word in _OFTEN)
        if _noun(token.word) and not (after_subject and clause[i - 1].word != "的"):
            continue  # 他们的表演在舞台上, 表演在晚上: the show, a noun, is where it is (他们常常表演在...: a verb)
        j = i + 1
        while j < len(clause) and clause[j].word in _VERB_SUFFIXES:
            j += 1
        # The object: a noun, maybe after a demonstrative, a number and measure word, or modifiers with 的
        # (吃了很多无花果, 参观了一座差不多的城堡, 喝过新鲜的牛奶).
        objects = []
        while j < len(clause) and clause[j].word != "在" and len(objects) < 7:
            word = clause[j].word
            if not objects and _food(clause, j):
                objects.append(Token(clause[j].at, word + "的", "n"))  # 找吃的在地上: 吃的, "something to eat"
                j += 2
                continue
            modifier = j + 1 < len(clause) and clause[j + 1].word == "的" and not clause[j].tag.startswith(("v", "p"))
            if not (
                _noun(word)
                or clause[j].tag.startswith(("n", "m", "q", "f"))
                or word in _DEMONSTRATIVES
                or _when(clause[j])
                or (word == "的" and objects)
                or modifier
                or (j + 1 < len(clause) and clause[j + 1].word == "在" and _object_head(clause[j]))
            ):
                break
            objects.append(clause[j])
            j += 1
        times = [t for t in objects if _when(t)]  # 拍了照片昨天在山上: the time is misplaced too
        objects = [t for t in objects if not _when(t)]
        if j >= len(clause) or clause[j].word != "在" or (objects and not _object_head(objects[-1])):
            continue
        if token.word == "等" and not objects:
            continue  # 等在门口 is right
        # 我看小狗在草地上 may be "the dog on the grass" (a time is never the dog's: 看到瓢虫在春天)
        last = objects[-1].word if objects else ""
        living = objects and token.word != "等" and (last in PERSON_NOUNS or not _inanimate(last))
        if not objects and len(token.word) == 1 and token.word not in ("吃", "喝", "玩", "学", "看", "买", "唱", "做"):
            continue
        # The place: nouns and localisers (and 的 between them), closing the clause or followed by no verb
        # (他们玩在公园里很开心); never 在一起, 看在眼里.
        k = j + 1
        # 在小酒吧里, 在平静的水上: an adjective (and 的) before the place
        if k + 1 < len(clause) and (clause[k].tag == "a" or clause[k].word in ADJECTIVES):
            skip = 2 if clause[k + 1].word == "的" else 1
            if k + skip < len(clause) and _place_word(clause[k + skip]) and clause[k + skip].word not in PERSONAL:
                k += skip
        first_place = k
        while k < len(clause) and k - j <= 6 and (_place_word(clause[k]) or clause[k].word in _PLACE_LINKS):
            k += 1
            if k + 1 < len(clause) and clause[k].tag == "a" and _place_word(clause[k + 1]):
                k += 1  # 那个小店里: an adjective inside the place
        place = clause[first_place:k]
        if not place or place[-1].word in _PLACE_LINKS or place[0].word in ("眼里", "一起", "心里", "身边"):
            continue
        if any(t.word in ("哪里", "哪儿", "什么") for t in place):  # 他找钥匙在哪里: a question
            continue
        if k < len(clause) and (clause[k].tag.startswith("v") or clause[k].word in ACTIONS | ACTIVITIES):
            continue
        if all(_when(t) for t in place) and token.word not in _PLACED:
            return [_time_after_zai(clause, i, j)]  # 我们见面在下午
        if living:
            continue
        # 在这样的湖边: a demonstrative, then a place (湖边 is jieba's "s")
        demonstrative = place[0].word in _DEMONSTRATIVES and any(_noun_end(t) or _place_end(t) for t in place[1:])
        if not (
            _noun(place[0].word) or place[0].word in _LOCALISERS or place[0].tag.startswith(("n", "s")) or demonstrative
        ):
            continue
        if any(t.word in PERSONAL or _when(t) for t in place):
            continue
        verb_phrase = "".join(t.word for t in clause[i:j] if not _when(t))
        where = "".join(t.word for t in clause[j:k])
        if times:
            when = "".join(t.word for t in times)
            written = "".join(t.word for t in clause[i:k])
            return [
                _finding(
                    token.at,
                    clause[k - 1].end,
                    f"Time and place go before the verb in Chinese: {when}{where}{verb_phrase}, not {written}.",
                )
            ]
        return [
            _finding(
                token.at,
                clause[k - 1].end,
                f"Where something happens goes before the verb: {where}{verb_phrase}, not {verb_phrase}{where}.",
            )
        ]
    return []


# Adverbs of how often between a subject and its verb (他们常常表演在酒吧里): 表演 is the verb there.
_OFTEN = frozenset("常常 经常 常 总是 每天 天天 有时 有时候 一直 也 都 还 又 就".split())


def _food(clause: tuple[Token, ...], j: int) -> bool:
    """吃的, 喝的, 玩的 as an object, straight before 在: "something to eat" (找吃的在地上)."""
    return (
        j + 2 < len(clause)
        and clause[j].word in ("吃", "喝", "玩", "用")
        and clause[j + 1].word == "的"
        and clause[j + 2].word == "在"
    )


_PLACE_LINKS = frozenset("的 这样 那样".split())  # 在这样的地方: inside a place
_DEMONSTRATIVES = frozenset("这 那 这个 那个 这些 那些 这样 那样 这种 那种".split())


def _time_after_zai(clause: tuple[Token, ...], i: int, j: int) -> Finding:
    while clause[j].word != "在":
        j += 1  # past the object: 看到瓢虫在春天
    verb_phrase = "".join(t.word for t in clause[i:j])
    when = "".join(t.word for t in clause[j + 1 :] if _when(t))
    right = when + verb_phrase
    if not _when(clause[j + 1]):
        when = "".join(t.word for t in clause[j + 1 :])
        right = "在" + when + verb_phrase  # 在一个很冷的早上 keeps its 在
    return _finding(
        clause[i].at,
        clause[-1].end,
        f"A time word goes before the verb in Chinese: {right}, not {verb_phrase}在{when}.",
    )


def _zai_time_closes(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i] followed, maybe after its object, by 在 + time words closing the clause (下山在傍晚,
    看到瓢虫在春天)?"""
    rest = clause[i + 1 :]
    while len(rest) > 2 and rest[0].word != "在" and (_noun(rest[0].word) or rest[0].tag.startswith(("n", "m", "q"))):
        rest = rest[1:]
    if len(rest) < 2 or rest[0].word != "在" or _noun(clause[i].word):
        return False
    if all(_when(t) for t in rest[1:]):
        return True
    # A time with its modifiers: 在一个很冷的早上, 在那个下雨的晚上 (a number or demonstrative first)
    *modifiers, last = rest[1:]
    return (
        _when(last)
        and len(modifiers) >= 2
        and (modifiers[0].tag.startswith("m") or modifiers[0].word in _DEMONSTRATIVES)
        and modifiers[-1].word == "的"
        and all(
            t.tag.startswith(("m", "q", "a", "z", "r")) or t.word in DEGREE or t.word in ADJECTIVES or t.word == "的"
            for t in modifiers
        )
    )


# Verbs that take 在 + a time after them (我出生在春天, 事情发生在昨天晚上, 会议安排在下午).
_TIME_COMPLEMENT = frozenset("出生 生 发生 出现 定 安排 约 改 放 推迟 提前 排 选 订 集中 停 死 留 固定".split())

_A_WHILE = frozenset("一会儿 一会 一下 一下儿 一阵".split())


def _while_then_place(clause: tuple[Token, ...], i: int) -> bool:
    """坐一会儿在木板上: a verb + a while + 在 + a place closing the clause (在木板上坐一会儿)."""
    if i + 3 >= len(clause) or clause[i + 1].word not in _A_WHILE or clause[i + 2].word != "在":
        return False
    if not (clause[i].word in _PLACED or clause[i].word in ACTIONS or clause[i].word in ACTIVITIES):
        return False
    place = clause[i + 3 :]
    return len(place) <= 5 and all(_place_word(t) or t.word == "的" for t in place) and _place_word(place[-1])


def _durative_then_place(clause: tuple[Token, ...], i: int) -> bool:
    """坐着在门口: a verb + 着 + 在 + a place closing the clause (他笑着在门口等 goes on: right)."""
    if i + 3 >= len(clause) or clause[i + 1].word != "着" or clause[i + 2].word != "在":
        return False
    if not (clause[i].tag == "v" or clause[i].word in _PLACED or clause[i].word in ACTIONS):
        return False
    place = clause[i + 3 :]
    return len(place) <= 4 and all(
        _noun(t.word) or t.word in _LOCALISERS or t.tag.startswith(("n", "s", "f")) for t in place
    )


def _place_word(token: Token) -> bool:
    word = token.word
    if len(word) >= 3 and word[-1] in "上里" and _noun(word[:-1]):
        return True  # jieba's 操场上 (tagged "v")
    return _noun(word) or word in _LOCALISERS or token.tag.startswith(("n", "s", "f", "r"))


def _noun_end(token: Token) -> bool:
    return _noun(token.word) or token.tag.startswith("n")


def _object_head(token: Token) -> bool:
    """The last word of an object: a noun, or a longer dictionary word jieba tags no verb, adjective, adverb or
    function word (无花果 "i")."""
    if _noun_end(token):
        return True
    word = token.word
    return (
        len(word) >= 2
        and is_word(word)
        and token.tag in ("i", "j", "l", "")
        and not {word} & (ACTIONS | ACTIVITIES | ADJECTIVES | PARTICLES | LIGHT_WORDS | _DURATION_WORDS)
    )


def _living(noun: str) -> bool:
    """An animal or a plant: counted with 只, 条, 棵, 朵, 头 or 匹 (小猫 is 小 + 猫, 小心 no 小 + 心)."""
    from chinese_app.chinese.dictionary import measure_words

    return bool(measure_words(noun) & {"只", "条", "棵", "朵", "头", "匹"})


def _inanimate(noun: str) -> bool:
    from chinese_app.chinese.dictionary import measure_words

    return not (measure_words(noun) & {"只", "条", "头", "匹", "位", "名"})


_CLOCK = re.compile(rf"^(?:[{NUMERAL_CHARS}]+|\d+)(?:点|点钟|点半)$")


# Verbs whose object may be a time (约好明天 "agreed on tomorrow"): never followed by a misplaced time.
_TIME_CHOSEN = frozenset("约好 决定 计划 打算 安排 选择 希望 期待 等待 推迟 喜欢 讨厌 记得 忘记 想念 准备 到了".split())


def _when(token: Token) -> bool:
    return token.word in POINT_TIMES or bool(_CLOCK.match(token.word))


_TIME_PREFIXES = frozenset("每 每个 上个 下个 这个".split())
# Events that take no object, so a time word after one is misplaced (火箭会起飞今天晚上 -> 今天晚上会起飞).
_EVENTS = frozenset(
    "起飞 降落 出发 到达 结婚 毕业 下班 放学 上班 开学 回国 开门 关门 出生 日出 日落 开花 开始 结束 开演 开幕".split()
)  # 开始 + a time closing the clause (表演开始晚上七点): its object would be an activity, never a time


def _time_after(clause: tuple[Token, ...]) -> list[Finding]:
    n = len(clause)
    end = n
    while end > 0 and clause[end - 1].word in ("了", "呢", "吧", "啊"):
        end -= 1
    start = end
    while start > 0 and _when(clause[start - 1]):
        start -= 1
    if start < end and start > 0 and clause[start - 1].word in _TIME_PREFIXES:
        start -= 1  # 每个 + 星期六 as jieba cuts it
    if start == end and end >= 2 and clause[end - 1].word in ("前", "以前") and _UNITS.match(clause[end - 2].word):
        # 我去过长城两年前: a time ago after a verb with 过 or 了 (他去世三天前 is a time of its own)
        start = end - 2
        if not any(t.word in ("过", "了") or t.word.endswith(("过", "了")) for t in clause[:start]):
            return []
    if start == end or start < 2:
        return []
    obj, verb_index = clause[start - 1], None
    if obj.word in _TIME_IS_OBJECT or _when(obj):
        return []
    verb_only = obj.word in ACTIVITIES or obj.word in ACTIONS or _activity(obj)
    # A noun after a number and measure word, whatever jieba tags it (一个新相机: 相机 "d").
    counted = any(t.tag.startswith(("m", "q")) for t in clause[max(0, start - 3) : start - 1])
    counted = counted and all(t.tag.startswith(("m", "q", "a")) for t in clause[max(0, start - 3) : start - 1])
    verb_only |= obj.word in _EVENTS
    if verb_only and len(obj.word) >= 2 and obj.word not in _TIME_IS_OBJECT | _TIME_CHOSEN:
        verb_index = start - 1  # 我们吃饭晚上七点, 我们出发早上七点: a verb that needs no object
    elif obj.word in _DIRECTIONS and len(obj.word) == 2 and clause[start - 2].word in ACTIONS:
        verb_index = start - 2  # 飞 + 上天 + 今天晚上
    elif counted and is_cjk_word(obj.word) and not obj.tag.startswith(("v", "p", "c", "u")):
        pass
    elif not (
        _noun(obj.word) or obj.tag.startswith(("n", "s", "f")) or obj.word in ("这里", "那里", "这儿", "那儿")
    ) and not (obj.word in PERSONAL and obj.word != "大家"):
        return []
    for k in range(start - 2 if verb_index is None else -1, -1, -1):
        word, pos = clause[k].word, clause[k].tag
        # jieba tags some verbs nouns (参观 "n"): the listed activities are verbs whatever it tags them
        if (pos.startswith("v") or word in ACTIVITIES) and word not in ("是", "有") and not _noun(word):
            verb_index = k
            break
        if not (_noun(word) or pos.startswith(("n", "m", "q", "a", "u", "r")) or word in _VERB_SUFFIXES):
            return []
    if verb_index is None or clause[verb_index].word in _TIME_IS_OBJECT:
        return []
    if any(_when(t) or t.word in PAST for t in clause[:verb_index]):
        return []  # a time before the verb already: 今天我去学校明天 is something else
    when = "".join(t.word for t in clause[start:end])
    phrase = "".join(t.word for t in clause[verb_index:start])
    return [
        _finding(
            clause[verb_index].at,
            clause[end - 1].end,
            f"A time word goes before the verb in Chinese: {when}{phrase}, not {phrase}{when}.",
        )
    ]


# --- A missing 的 ----------------------------------------------------------------------------------------

_OBJECT_MARKERS = frozenset("有 是 看到 看见 买 买了 喜欢 住 在 像 一个 一只 一条 一张 一本 一件 一朵 一棵".split())


def missing_de_findings(text: str) -> list[Finding]:
    out = []
    for clause in clauses(text):
        for i, token in enumerate(clause):
            found = _degree_adjective_noun(clause, i)
            if found:
                out.append(found)
                continue
            if token.word in _WEARING or (token.word[:1] in "穿戴拿背抱骑" and _noun(token.word[1:])):
                found = _wearing(clause, i)
                if found:
                    out.append(found)
                    continue
            found = _placed_noun(clause, i) or _two_syllable_adjective(clause, i) or _doubled_adjective(clause, i)
            found = found or _favourite(clause, i) or _both_adjectives(text, clause, i) or _made_by(clause, i)
            found = found or _coloured_object(clause, i) or _tool_for(clause, i) or _place_for(clause, i)
            found = found or _counted_doer(clause, i) or _moving_there(clause, i)
            if found:
                out.append(found)
    return out


_PLACED = frozenset("放 挂 坐 站 躺 停 住 趴 长 开 飞 种 写 画 贴 摆 插 落 掉 睡 蹲 靠 围 游".split())
_SUBJECT_FOLLOWS = frozenset("是 很 也 都 真 非常 特别 有 在 和 太 不 没有 还".split())


def _place_end(token: Token) -> bool:
    """A localiser, or a place ending on one (墙上, 门口, 湖边)."""
    word = token.word
    return token.tag in ("f", "s") or word in _LOCALISERS or word[-1:] in "上里边" or word == "门口"


def _placed_noun(clause: tuple[Token, ...], i: int) -> Finding | None:
    """挂在墙上钟: verb + 在 + a place with its localiser, then a noun: 挂在墙上的钟."""
    token = clause[i]
    if token.word in ("在",) and i and clause[i - 1].word in _PLACED:
        first, k = i - 1, i + 1
    elif len(token.word) == 2 and token.word[1] == "在" and token.word[0] in _PLACED:
        first, k = i, i + 1
    elif token.word in ("在", "到") and i >= 2 and _counted_verb(clause, i - 1):
        first, k = i - 1, i + 1  # 一个通到水里梯子: after a number and measure word, a phrase of any verb
    elif token.word in ("在", "到") and i and _joined_count(clause[i - 1].word):
        first, k = i - 1, i + 1  # jieba's 一个通 + 到
    else:
        return None
    # The place: nouns, ending on a localiser (墙上, 桌子 上, 门口).
    j = k
    while j < len(clause) and j - k < 3 and (_noun(clause[j].word) or clause[j].tag.startswith(("n", "s", "f"))):
        if _place_end(clause[j]):
            break
        j += 1
    if j >= len(clause) or not _place_end(clause[j]):
        return None
    if j + 1 >= len(clause):
        return None
    pointed = ""  # 躺在草地上那匹小马: 那 + a measure word before the noun
    if j + 3 < len(clause) and clause[j + 1].word in ("那", "这") and clause[j + 2].word in MEASURE_WORDS:
        pointed = clause[j + 1].word + clause[j + 2].word
        j += 2
    noun, place_end = clause[j + 1], j
    if j + 2 < len(clause) and len(noun.word) == 1 and _split_compound(noun, clause[j + 2]):
        noun = Token(noun.at, noun.word + clause[j + 2].word, "n")  # jieba's 猫 + 鼬
        j += 1
    plain_noun = noun.tag == "n" and noun.word not in ACTIVITIES and noun.word not in ACTIONS
    if not (_noun_like(noun.word) or plain_noun) or noun.word in _LOCALISERS or _when(noun):
        return None
    if noun.tag.startswith("v"):
        return None  # 坐在舞台上表演, 站在中间指挥: what they do there, not a thing
    if noun.word in ("头", "面", "边", "部", "侧", "方"):  # 门外头: a localiser's suffix
        return None
    rest = clause[j + 2] if j + 2 < len(clause) else None
    # The noun is the subject of what follows: 挂在墙上钟很旧; or the phrase opens the clause, so the noun
    # is its head whatever follows (站在妈妈前面小袋鼠低着头).
    opens = first == 0 and rest is not None and rest.tag.startswith(("v", "l"))  # 背对着: jieba's "l"
    # ... or a noun and what is said of it (站在中间小马个子很小: 小马's 个子)
    said_of = clause[j + 3] if j + 3 < len(clause) else None
    opens |= (
        first == 0
        and rest is not None
        and rest.tag == "n"
        and said_of is not None
        and (said_of.word.startswith(DEGREE) or said_of.tag == "a")
    )
    if rest and rest.word not in _SUBJECT_FOLLOWS and not rest.word.startswith(DEGREE) and not opens:
        return None
    phrase = "".join(t.word for t in clause[first : place_end + 1 - (2 if pointed else 0)])
    head = pointed + noun.word
    return _finding(
        clause[first].at,
        noun.end,
        f"A phrase that describes a noun needs 的 before it: {phrase}的{head}, not {phrase}{head}.",
    )


def _counted_verb(clause: tuple[Token, ...], v: int) -> bool:
    """Is clause[v] a one-character verb straight after a number and measure word (一个 + 掉 + 到), or jieba's
    number and measure word joined to one (一个通)? A measure word counts a noun, so what follows describes it."""
    verb = clause[v]
    if v >= 1 and _joined_count(verb.word):
        return False
    counted = v >= 1 and (clause[v - 1].tag.startswith(("m", "q")) and clause[v - 1].word[-1:] in MEASURE_WORDS)
    return counted and len(verb.word) == 1 and (verb.tag.startswith(("v", "z")) or verb.word in ACTIONS)


def _joined_count(word: str) -> bool:
    """jieba's number + measure word + a one-character verb as one word (一个通)."""
    return len(word) >= 3 and word[0] in NUMERAL_CHARS and word[-2] in MEASURE_WORDS and not is_word(word)


def _split_compound(first: Token, second: Token) -> bool:
    """Two one-character words jieba cut apart that make a noun of CC-CEDICT (猫 + 鼬)."""
    word = first.word + second.word
    both = first.tag.startswith("n") and second.tag.startswith("n")
    return len(second.word) == 1 and both and is_word(word) and not tag(word).startswith(("v", "a", "d"))


_MOSTLY_ADVERBS = frozenset("好好 慢慢 早早 快快 轻轻 静静 紧紧 深深 细细 远远 久久 默默 悄悄 偷偷".split())


def _doubled_adjective(clause: tuple[Token, ...], i: int) -> Finding | None:
    """长长耳朵: a doubled adjective before a noun takes 的 (长长的耳朵, 小小的种子)."""
    token = clause[i]
    word = token.word
    if len(word) == 1 and word in ADJECTIVES and i and i + 1 < len(clause) and clause[i + 1].word[:1] == word:
        return _doubled_joined(clause, i)
    if len(word) != 2 or word[0] != word[1] or word[0] not in ADJECTIVES or i + 1 >= len(clause):
        return None
    noun = clause[i + 1]
    # A noun only, never a verb (慢慢进化): doubled adjectives also describe actions, with or without 地.
    sure_noun = _noun(noun.word) and (noun.tag.startswith("n") or _living(noun.word))
    sure_noun |= noun.tag == "n" and word not in _MOSTLY_ADVERBS  # 高高铁塔; 好好利用 (jieba: "n") is right
    if not sure_noun or noun.word == "地":
        return None
    return _finding(
        token.at,
        noun.end,
        f"A doubled adjective needs 的 before its noun: {word}的{noun.word}, not {word}{noun.word}.",
    )


def _doubled_joined(clause: tuple[Token, ...], i: int) -> Finding | None:
    """一条长 + 长尾巴: jieba joins the second half of a doubled adjective to its noun (长长的尾巴). After a measure
    word or a verb that takes a noun, the word after is the adjective + a noun (长 + 尾巴) for sure."""
    adjective, joined, prior = clause[i].word, clause[i + 1], clause[i - 1]
    noun = joined.word[1:]
    if len(noun) < 1 or not (_noun(noun) or noun in _BODY_PARTS or (len(noun) >= 2 and tag(noun) == "n")):
        return None
    if not (prior.tag.startswith(("m", "q")) or prior.word in _OBJECT_MARKERS):
        return None
    return _finding(
        clause[i].at,
        joined.end,
        f"A doubled adjective needs 的 before its noun: {adjective * 2}的{noun}, not {adjective * 2}{noun}.",
    )


def _favourite(clause: tuple[Token, ...], i: int) -> Finding | None:
    """我最喜欢颜色是蓝色: 最喜欢 + noun + 是 is 最喜欢的 + noun + 是; and after 是, 最喜欢 + noun closing the
    clause (无花果是我最喜欢水果: 我最喜欢的水果)."""
    if clause[i].word != "最" or i + 2 >= len(clause) or clause[i + 1].word not in ("喜欢", "爱"):
        return None
    noun = clause[i + 2]
    if not (_noun(noun.word) or noun.tag == "n"):
        return None
    named = i + 3 < len(clause) and clause[i + 3].word == "是"
    predicate = clause_end(clause, i + 2) and any(t.word == "是" for t in clause[max(0, i - 3) : i])
    if not (named or predicate):
        return None
    liked = clause[i + 1].word
    return _finding(
        clause[i].at,
        noun.end,
        f"What you like most describes the noun and needs 的: 最{liked}的{noun.word}, not 最{liked}{noun.word}.",
    )


def _both_adjectives(text: str, clause: tuple[Token, ...], i: int) -> Finding | None:
    """又大又圆耳朵: 又 + adjective + 又 + adjective before a noun takes 的 (jieba cuts it anyhow: 又 大又圆)."""
    if clause[i].word != "又":
        return None
    at = clause[i].at
    starts = {t.at: t for t in clause}
    for first in (1, 2):
        if text[at + 1 + first : at + 2 + first] != "又" or text[at + 1 : at + 1 + first] not in ADJECTIVES:
            continue
        for second in (1, 2):
            end = at + 2 + first + second
            noun = starts.get(end)
            joined = starts.get(at + 2 + first)  # jieba's 长嘴: the second adjective joined to the noun
            if noun is None and joined and joined.word.startswith(text[at + 2 + first : end]):
                rest = joined.word[second:]  # 长 + 尾巴: CC-CEDICT counts no 尾巴, jieba tags it a noun
                if _noun_like(rest) or rest in _BODY_PARTS or tag(rest) == "n":
                    noun = Token(end, joined.word[second:], "n")
            if text[at + 2 + first : end] in ADJECTIVES and noun and (_noun_like(noun.word) or noun.tag == "n"):
                phrase, head = text[at:end], noun.word
                return _finding(
                    at,
                    noun.end,
                    f"A phrase that describes a noun needs 的 before it: {phrase}的{head}, not {phrase}{head}.",
                )
    return None


# Verbs of making and giving: 是我朋友做杯子 is 是我朋友做的杯子 (the cups my friend made).
_MADE = frozenset("做 拍 画 写 买 送 种 织 编 给 寄 带".split())
# ... and of seeing, after a time or a place (这是我去年在动物园看到企鹅: the penguin I saw).
_SEEN = frozenset("看到 看见 遇到 拍到 见到".split())
_THIS = frozenset("这 那 这些 那些 它 它们".split())


def _made_by(clause: tuple[Token, ...], i: int) -> Finding | None:
    """是 + a person + a verb of making + a noun closing the clause: 这是我爸爸拍照片 (拍的照片). After 这/那是,
    a time, 在 + a place and 给 + someone may come between (那是我爸爸去年送我钟, 这是我昨天在公园拍照片), and
    the one given to may follow the verb (送我钟)."""
    if clause[i].word != "是" or i + 3 >= len(clause):
        return None
    j = i + 1
    while j < len(clause) and j - i <= 3 and (clause[j].word in PERSONAL or clause[j].word in PERSON_NOUNS):
        j += 1
    if j == i + 1 or j >= len(clause):
        return None
    person_end = j
    if i and clause[i - 1].word in _THIS:  # the time, place and receiver of what was made or seen
        if j < len(clause) and (clause[j].word in PAST or clause[j].word in POINT_TIMES):
            j += 1
        if j + 1 < len(clause) and clause[j].word == "在":
            k = j + 1
            while k < len(clause) and k - j <= 3 and _place_word_of(clause[k]):
                k += 1
            j = k if k > j + 1 else j
        if j + 1 < len(clause) and clause[j].word == "给" and clause[j + 1].word in PERSONAL:
            j += 2
    if j >= len(clause):
        return None
    verb, rest = clause[j], clause[j + 1 :]
    # Past the person, only what was seen or given: 这是我在公园拍照片 may be a caption ("me taking photos").
    made = (verb.word in _MADE and (j == person_end or verb.word in ("送", "给"))) or (
        verb.word in _SEEN and j > person_end
    )
    if made and len(rest) == 2 and verb.word in ("送", "给") and rest[0].word in PERSONAL:
        rest = rest[1:]  # 送我钟: the clock given to me
    if made and len(rest) == 1 and (_noun(rest[0].word) or (rest[0].tag.startswith("n") and rest[0].tag != "nr")):
        said, noun, end = verb.word, rest[0].word, rest[0].end
    elif not rest and j == person_end and verb.word[:1] in _MADE and _noun(verb.word[1:]):
        said, noun, end = verb.word[:1], verb.word[1:], verb.end  # jieba's 拍照片
    else:
        return None
    between = text_between(clause, i + 1, verb)
    if verb.word in ("送", "给") and clause[j + 1].word in PERSONAL and clause[j + 1].word != noun:
        said += clause[j + 1].word
    return _finding(
        clause[i + 1].at,
        end,
        f"What someone made describes the noun and needs 的: {between}{said}的{noun}, not {between}{said}{noun}.",
    )


def _colour_word(word: str) -> bool:
    return (len(word) >= 2 and word.endswith("色")) or (len(word) == 1 and word in "红黄蓝绿白黑灰紫棕粉")


def _coloured_object(clause: tuple[Token, ...], i: int) -> Finding | None:
    """她穿衣服是橙色的: a person + a verb + its object + 是 + a colour closing the clause. A colour is what a
    thing is, not an action (我吃饭是为了... is right): the person and verb describe the thing, 她穿的衣服."""
    token = clause[i]
    if token.word not in PERSONAL and token.word not in PERSON_NOUNS or i + 3 >= len(clause):
        return None
    j = i + 1
    if clause[j].word[:1] in _MADE | _WEARING_CHARS and len(clause[j].word) > 1 and _noun(clause[j].word[1:]):
        verb, noun, j = clause[j].word[:1], clause[j].word[1:], j + 1  # jieba's 穿衣服
    elif clause[j].word in _MADE | _WEARING_CHARS and j + 1 < len(clause) and _noun(clause[j + 1].word):
        verb, noun, j = clause[j].word, clause[j + 1].word, j + 2
    else:
        return None
    if j + 1 >= len(clause) or clause[j].word != "是" or not _colour_word(clause[j + 1].word):
        return None
    if not all(t.word in _FINAL or t.word == "的" for t in clause[j + 2 :]):
        return None
    return _finding(
        token.at,
        clause[j - 1].end,
        f"What someone does with a thing describes it and needs 的: {token.word}{verb}的{noun}, not "
        f"{token.word}{verb}{noun}.",
    )


_QUANTITIES = frozenset("很多 许多 一些 好多 不少 几个 这些 那些 各种".split())


def _tool_for(clause: tuple[Token, ...], i: int) -> Finding | None:
    """很多画画用刷子: after a quantity, an activity + 用 + a noun closing the clause is a tool for it (画画用的
    刷子)."""
    if clause[i].word == "用来" and i and i + 2 < len(clause) and clause_end(clause, i + 2):
        return _used_for(clause, i)
    if clause[i].word != "用" or i < 2 or i + 1 >= len(clause) or not clause_end(clause, i + 1):
        return None
    activity, before, noun = clause[i - 1], clause[i - 2], clause[i + 1]
    counted = before.word in _QUANTITIES or (before.tag.startswith(("m", "q")) and before.word[-1:] in MEASURE_WORDS)
    counted |= before.word == "是" and i >= 3  # 这些是画画用刷子: after 是 a noun phrase, not "we paint with brushes"
    if not counted or not (activity.word in ACTIVITIES or activity.word in INTRANSITIVE) or not _noun(noun.word):
        return None
    return _finding(
        activity.at,
        noun.end,
        f"What a thing is used for describes the noun and needs 的: {activity.word}用的{noun.word}, not "
        f"{activity.word}用{noun.word}.",
    )


def _used_for(clause: tuple[Token, ...], i: int) -> Finding | None:
    """很多用来画画刷子: after a quantity or 是, 用来 + an activity that takes no object + a noun closing the clause
    (用来画画的刷子); 这些刷子用来画画 has its noun first."""
    before, activity, noun = clause[i - 1], clause[i + 1], clause[i + 2]
    counted = before.word in _QUANTITIES or (before.tag.startswith(("m", "q")) and before.word[-1:] in MEASURE_WORDS)
    counted |= before.word in ("是", "有") and i >= 2
    no_object = activity.word in INTRANSITIVE or (activity.word in ACTIVITIES and _noun(activity.word[1:]))
    if not counted or not no_object or len(activity.word) != 2 or not _noun(noun.word):
        return None
    said = f"用来{activity.word}"
    return _finding(
        clause[i].at,
        noun.end,
        f"What a thing is used for describes the noun and needs 的: {said}的{noun.word}, not {said}{noun.word}.",
    )


# Nouns of where and when that an activity describes (露营的地方, 睡觉的时候): an activity verb takes no object.
_WHERE_WHEN = frozenset("地方 时候 时间 样子".split())


def _place_for(clause: tuple[Token, ...], i: int) -> Finding | None:
    """去露营地方: an activity of two characters that takes no object, then 地方 or 时候 closing the clause or
    before 是/很: 露营的地方, 睡觉的时候."""
    activity = clause[i]
    if i + 1 >= len(clause) or clause[i + 1].word not in _WHERE_WHEN or len(activity.word) != 2:
        return None
    no_object = activity.word in INTRANSITIVE or (activity.word in ACTIVITIES and _noun(activity.word[1:]))
    if (
        not no_object
        or activity.word in _DIRECTIONS
        or not (activity.tag.startswith("v") or activity.word in INTRANSITIVE)
    ):
        return None
    rest = clause[i + 2].word if i + 2 < len(clause) else ""
    if rest and rest not in _SUBJECT_FOLLOWS and rest not in _FINAL:
        return None
    if clause[i + 1].word == "时间" and not rest:
        return None  # 睡觉时间 "bedtime" is a word of its own
    noun = clause[i + 1].word
    return _finding(
        activity.at,
        clause[i + 1].end,
        f"A verb that describes a noun needs 的 before it: {activity.word}的{noun}, not {activity.word}{noun}.",
    )


# Verbs of moving or resting that take no object: after one, a person or animal closing the clause is described.
_MOVING = frozenset("游 飞 跑 跳 站 躺 趴 睡 走 爬 游泳 飞翔 休息 睡觉 玩耍 散步 吃草".split())


def _creature(word: str) -> bool:
    """A person or an animal (小天鹅: 小 + 天鹅, counted with 只)."""
    from chinese_app.evaluation.describe_checks import listed_measure_words

    for w in (word, word[1:] if len(word) >= 2 and word[0] in "小大老" else ""):
        if w and (w in PERSON_NOUNS or _living(w) or listed_measure_words(w) & {"只", "头", "匹"}):
            return True
    return False


def _moving_there(clause: tuple[Token, ...], i: int) -> Finding | None:
    """在中间游小天鹅: 在 + a place, a verb of moving or resting, then a person or animal closing the clause: 在中间
    游的小天鹅. Such a verb takes no object, so the noun is what the phrase describes."""
    if clause[i].word != "在" or i + 3 >= len(clause):
        return None
    j = i + 1
    while j < len(clause) and j - i <= 3 and _place_word(clause[j]) and not _place_end(clause[j]):
        j += 1
    if j >= len(clause) or not _place_end(clause[j]) or j + 2 >= len(clause):
        return None
    verb, noun = clause[j + 1], clause[j + 2]
    rest = clause[j + 3].word if j + 3 < len(clause) else ""
    # closing the clause, or the subject of what follows (在树上跳小鸟很可爱)
    subject = rest in ("是", "很", "真", "非常", "特别") or _split_degree(rest) is not None
    # an activity of a verb and its object (钓鱼, 唱歌) takes no other object either
    done = verb.word in _MOVING or (verb.word in ACTIVITIES and len(verb.word) == 2 and _noun(verb.word[1:]))
    if not done or not (clause_end(clause, j + 2) or subject) or not _creature(noun.word):
        return None
    phrase = text_of(clause, i, j + 1)
    return _finding(
        clause[i].at,
        noun.end,
        f"A phrase that describes a noun needs 的 before it: {phrase}的{noun.word}, not {phrase}{noun.word}.",
    )


def _counted_doer(clause: tuple[Token, ...], i: int) -> Finding | None:
    """两头正在吃草牛, 一只张开翅膀小鸟: a number and measure word, then what a person or animal is doing and the
    person or animal closing the clause (正在吃草的牛). After a measure word a verb phrase can only describe the
    noun counted. The verb comes after 正在/在, or is one of two characters with an object of two (看门狗, 卖花姑娘
    are words of their own), and the measure word is the head noun's."""
    from chinese_app.chinese.dictionary import measure_words

    counter = clause[i]
    measure = counter.word[-1:]
    # a quantity (很多正在唱歌鸟) counts too, before 正在 only
    amount = counter.word in _QUANTITIES and i + 1 < len(clause) and clause[i + 1].word == "正在"
    if not amount and (
        not counter.tag.startswith("m")
        or measure not in MEASURE_WORDS
        or counter.word[:1] not in NUMERAL_CHARS + "几这那"
    ):
        return None
    last = len(clause) - 1
    while last > i and clause[last].word in _FINAL:
        last -= 1
    head = clause[last]
    kind = head.word[1:] if head.word[:1] in "小大" and len(head.word) > 1 else head.word  # 小鸟 counts as 鸟
    if last - i < 3 or not (head.word in PERSON_NOUNS or _living(head.word) or _living(kind)):
        return None
    if not amount and measure != "个" and measure not in measure_words(head.word) | measure_words(kind):
        return None
    between = clause[i + 1 : last]
    if any(
        t.word in ("的", "和", "跟", "与", "是", "有") or t.tag.startswith(("m", "c", "u", "p")) for t in between[1:]
    ):
        return None
    first = between[0]
    if first.word in ("正在", "在"):
        verb, obj = between[1], between[2:]
        if not (_verbish(verb) or verb.word in ACTIVITIES or verb.tag.startswith("v")) or _noun(verb.word):
            return None
    else:
        verb, obj = first, between[1:]
        opened = len(verb.word) == 2 and verb.word[1] in "开起出" and is_word(verb.word)  # 张开, 举起, 伸出
        if not (opened or (verb.tag == "v" and len(verb.word) == 2)) or _noun(verb.word):
            return None
        if len(obj) != 1 or len(obj[0].word) < 2:
            return None
    if len(obj) > 2 or not all(_noun(t.word) or t.tag.startswith("n") for t in obj):
        return None
    phrase = "".join(t.word for t in between)
    return _finding(
        first.at,
        head.end,
        f"A phrase that describes a noun needs 的 before it: {phrase}的{head.word}, not {phrase}{head.word}.",
    )


def _place_word_of(token: Token) -> bool:
    """A word of the place in 在 + place + verb: a noun or localiser, not jieba's 拍照片 (the verb itself)."""
    word = token.word
    if word in _MADE or word in _SEEN or (word[:1] in _MADE and _noun(word[1:])):
        return False
    return _noun(word) or token.tag.startswith(("n", "s", "f"))


def text_between(clause: tuple[Token, ...], first: int, verb: Token) -> str:
    """The words from clause[first] up to the verb, as written."""
    return "".join(t.word for t in clause[first:] if t.at < verb.at)


# Two-syllable adjectives that describe, never name a kind: 漂亮花 is 漂亮的花 (红花, 聪明人 are words).
_DESCRIBING = frozenset("漂亮 可爱 美丽 好看 干净 安静 高大 巨大 古老 热闹 舒服 奇怪 有名 难看 明亮 整齐".split())


def _two_syllable_adjective(clause: tuple[Token, ...], i: int) -> Finding | None:
    """可爱狗: a two-syllable adjective straight before a one-syllable noun (可爱的狗)."""
    token = clause[i]
    if token.word not in _DESCRIBING or i + 1 >= len(clause):
        return None
    noun = clause[i + 1]
    if len(noun.word) != 1 or not _noun(noun.word) or is_word(token.word + noun.word):
        return None
    prior = clause[i - 1] if i else None
    if prior is None or not (prior.tag.startswith(("m", "q")) or prior.word in _OBJECT_MARKERS):
        return None  # after a measure word or a verb: 一只可爱狗, 有漂亮花; not 这里很安静风很大
    return _finding(
        token.at,
        noun.end,
        f"A two-syllable adjective needs 的 before its noun: {token.word}的{noun.word}, not {token.word}{noun.word}.",
    )


def _degree_adjective_noun(clause: tuple[Token, ...], i: int) -> Finding | None:
    """很漂亮花: a degree adverb, an adjective and a noun with no 的 between."""
    token = clause[i]
    split = _split_degree(token.word)
    if split:
        degree, adjective = split
        k = i + 1
    elif token.word in DEGREE and i + 1 < len(clause) and clause[i + 1].word in ADJECTIVES:
        degree, adjective = token.word, clause[i + 1].word
        k = i + 2
    elif token.word in DEGREE and i + 1 < len(clause):
        # jieba keeps an adjective and its noun together (大房子): split it when both halves are sure.
        word = clause[i + 1].word
        head = next(
            (word[:m] for m in (2, 1) if word[:m] in ADJECTIVES and _noun(word[m:]) and word[m:] not in "地得"), None
        )  # 很旧地衣服: 地 is the particle, not the ground
        # 小心, 粗心 are words of their own; 高山 (tagged a noun) after a measure word is 很高 + 山
        after_measure = i and clause[i - 1].tag.startswith(("m", "q"))
        kept = after_measure and clause[i + 1].tag.startswith("n")
        if not head or (is_word(word) and not _noun(word) and not _living(word[len(head) :]) and not kept):
            return None
        if is_word(word) and not _noun(word) and tag(word) in ("a", "ad", "an", "d", "v"):
            return None  # 轻松 "relaxed" is an adjective of its own, not 轻 + 松 "pine"
        degree, adjective = token.word, head
        return _missing_de(clause, i, degree, adjective, word[len(head) :], i + 1, clause[i + 1])
    else:
        return None
    if (adjective in _NOT_MODIFIER and adjective != "特别") or k >= len(clause):
        return None  # 很特别 is an adjective, 特别 alone often "especially"
    noun = clause[k]
    after_measure = i and clause[i - 1].tag.startswith(("m", "q"))  # 一只很大北极熊: a noun jieba tags so
    tagged_noun = noun.tag == "n" or (noun.tag in ("ns", "nr", "nz") and len(noun.word) >= 2)  # 城堡, 金字塔
    body = noun.word in _BODY_PARTS  # 有很厚毛: jieba tags 毛 a name
    if not (_noun_like(noun.word) or body or (after_measure and tagged_noun)) or noun.word in PRONOUNS:
        return None
    return _missing_de(clause, i, degree, adjective, noun.word, k, noun)


def _missing_de(clause, i, degree, adjective, noun, k, noun_token) -> Finding | None:
    if adjective in _NOT_MODIFIER and adjective != "特别":
        return None
    # A noun phrase for sure: after a measure word or a verb that takes it, or closing the clause. Otherwise
    # the noun may start a clause of its own (天气很好天空很蓝).
    prior = clause[i - 1] if i else None
    object_position = prior is not None and (
        prior.word in _OBJECT_MARKERS or prior.tag.startswith(("q", "m")) or prior.word[-1:] in "个只条张本件朵棵位"
    )
    if not (object_position or clause_end(clause, k)):
        return None
    return _finding(
        clause[i].at,
        noun_token.end,
        f"A modifier with {degree} needs 的 before its noun: {degree}{adjective}的{noun}, "
        f"not {degree}{adjective}{noun}.",
    )


def _wearing(clause: tuple[Token, ...], i: int) -> Finding | None:
    """穿红衣服女孩: 穿/戴/拿 + what is worn or held + the person, with no 的 before the person."""
    start, j = i, i + 1
    joined = clause[i].word not in _WEARING  # jieba's 戴帽子
    if j < len(clause) and clause[j].word == "着" and not clause[i].word.endswith("着"):
        i, j = i + 1, j + 1  # 拿 + 着 as jieba cuts it
    while j < len(clause) and j - i <= 3 and clause[j].word not in PERSON_NOUNS:
        if not (_nounish(clause[j].word) or clause[j].word in ADJECTIVES or clause[j].word.endswith("色")):
            return None
        j += 1
    if j >= len(clause) or clause[j].word not in PERSON_NOUNS:
        return None
    if not (joined and j == i + 1) and (j == i + 1 or not _nounish(clause[j - 1].word)):
        return None
    phrase = "".join(t.word for t in clause[start:j])
    person = clause[j].word
    return _finding(
        clause[start].at,
        clause[j].end,
        f"A phrase that describes a noun needs 的 before it: {phrase}的{person}, not {phrase}{person}.",
    )
