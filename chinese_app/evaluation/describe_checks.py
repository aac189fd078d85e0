"""The offline checker of picture descriptions: the learner's text cut into fragments that rebuild it
exactly, with pinyin read in context, and critiques only where a rule is sure.

A false alarm teaches a learner that correct Chinese is wrong, which is worse than a miss: each rule
flags only the pattern it can verify, and says what it found and what to write instead. The rules
(``RULES``, the surest first; where two findings overlap the earlier rule's stands):

- measure words (here): a number or demonstrative, then an individual measure word, then a noun for which
  CC-CEDICT lists its measure words and not this one (一本狗 -> 一只狗 / 一条狗). 个 and the measure
  words of containers, groups and kinds (杯, 群, 种 ...) are never flagged: usage allows them widely.
  The counted noun is the head of the phrase after the measure word, through modifiers, 的 and a size
  prefix and a time (两张小狗 counts 狗; 一张木头桌子 counts the table; 一件古代建筑 the building); an
  earlier noun of the phrase that takes the measure word lets it pass (一本书的封面); a head CC-CEDICT counts with
  nothing leaves the measure word to the noun before its 的 (这本照片的颜色 -> 这张照片), and a noun followed by a verb
  of making and a thing the measure word counts is the maker (一本妈妈买书: a missing 的, not 本 for 妈妈). Head nouns
  of HSK 1-4 and curated ones (the nouns of the shipped pictures among them: 岛, 塔, 天鹅, 吉他), with CC-CEDICT's
  measure words, those it leaves out (山: 座) and those usage allows beside them (一只牛); a compound noun
  counts as its last word (电吉他 as 吉他; jieba's 黑白照片 as 照片), a noun jieba tags a verb too where what a
  subject says follows it (这张花是橙色的, 这张花很漂亮; not 两只天鹅带着); 位 is flagged only before what is no
  person (一位猫的脸); 块 and 片 only before a whole rigid object (一块吉他, 一片桌子), 块 before a whole tree too
  (一块树). 个 after a number is flagged only before animals, flowers, trees and clouds, whose measure words (只, 匹,
  头, 朵, 棵) CC-CEDICT lists without 个 and which are no pair (五个马 -> 五匹马; not 这个狗, 两个眼睛). A missing
  measure word: a number from one to ten straight before such a noun (两狗 -> 两只狗), or before a doubled adjective or
  colour + 的 and the noun (两短短的翅膀), never before a noun said bare with numbers (两人, 三楼, 两手, 三年级, 一晚
  上), nor after 这/那 (这一现象), nor before a verb CC-CEDICT also counts as a noun (一开始).
- likely typos, "major" (``describe_typos``): a character for a same-sounding one (我门 -> 我们, 公圆 ->
  公园, 在见 -> 再见, 一作塔 -> 一座塔).
- grammar, "minor", a file for each kind, on the words and word tests of ``describe_words``: 的/地/得
  (``describe_de_di_de``), 很是 and 是很 before an adjective, 是 before a bare adjective, 很 before a noun
  (``describe_hen_shi``), 了 after 没 (``describe_le_after_mei``), 不 for a past event or with 过
  (``describe_bu_past``), the time or place after the verb (``describe_word_order``), a missing 的
  (``describe_missing_de``).

``relevance_note`` (``describe_relevance``) says, for the description as a whole, when it shares no word
with the picture. On the 5,030 correct sentences and every picture description no rule flags anything
(tests/unit/test_describe_checks.py checks it).
"""

import re

from chinese_app.chinese import thesaurus
from chinese_app.chinese.dictionary import is_word, measure_words
from chinese_app.chinese.hsk import word_level
from chinese_app.chinese.pinyin import ruby_pairs
from chinese_app.evaluation import Fragment
from chinese_app.evaluation.compare import is_nominal, tag
from chinese_app.evaluation.describe_base import Finding, tokens
from chinese_app.evaluation.describe_bu_past import bu_past_findings
from chinese_app.evaluation.describe_de_di_de import de_di_de_findings
from chinese_app.evaluation.describe_hen_shi import hen_shi_findings
from chinese_app.evaluation.describe_le_after_mei import le_after_mei_findings
from chinese_app.evaluation.describe_missing_de import missing_de_findings
from chinese_app.evaluation.describe_relevance import relevance_note
from chinese_app.evaluation.describe_typos import typo_findings
from chinese_app.evaluation.describe_word_order import place_time_findings
from chinese_app.evaluation.describe_words import MADE, PERSON_NOUNS, is_person
from chinese_app.evaluation.lexicon import CONTAINER_MEASURES, MEASURE_WORDS, NUMERAL

__all__ = ["Finding", "RULES", "check", "fragments", "relevance_note"]

# Individual measure words whose nouns CC-CEDICT lists reliably; a wrong one is a learner's slip.
CHECKED_MEASURE_WORDS = frozenset(
    "本 张 条 只 件 辆 棵 朵 头 匹 座 台 架 艘 首 篇 封 颗 根 扇 盏 幅 把 双 支 位 间 所 顶 栋 幢".split()
)
_COUNTERS = frozenset("这 那 哪 每 几 这些 那些".split())
_NUMBER_AND_MEASURE = re.compile(r"^(?:[零〇一二两俩三四五六七八九十百千万几]+|\d+|这|那|哪|每)(.)$")
CHECKED_NOUN_LEVEL = 4
# The everyday measure words first: the one suggested is the first a noun takes (照片: 张, not 套).
_COMMON_FIRST = "只条本张件辆棵朵把位座台首篇封双块支间所家头匹架艘颗根扇盏幅顶套部册"
_COMMON_FIRST_MISSING = "只条本张件辆棵朵个" + _COMMON_FIRST  # 两孩子 -> 两个孩子
_SENTENCE_END = re.compile(r"(?<=[。！？!?；;])")
# Nouns of pictures and everyday life whose measure words CC-CEDICT leaves out: the ones they take.
_CURATED = {
    noun: frozenset(listed.split())
    for noun, listed in {
        "山": "座",
        "国旗": "面",
        "旗子": "面",
        "菜": "道 盘 个 份",
        "画": "幅 张",
        "孩子": "个 位 名",
        "小孩子": "个 名",
        "学生": "个 名 位",
        "女孩": "个 名 位",
        "女孩子": "个 名 位",
        "男孩子": "个 名 位",
        "熊": "只 头",
        "鸭子": "只",
        "鸭": "只",
        "叶子": "片",
        "树叶": "片",
        "城堡": "座",
        "风筝": "只 个",
        "冰箱": "台 个",
        "钱包": "个 只",
        "出租车": "辆 部",
        "考拉": "只",
        "袋鼠": "只",
        "长颈鹿": "只 头",
        "骆驼": "峰 头 匹 只",
        "山坡": "个 片 道",
        "头发": "根 头",
        "熊猫": "只 头",
        "大熊猫": "只 头",
        "老虎": "只 头",
        "狮子": "只 头",
        "大象": "只 头",
        "猴子": "只",
        "兔子": "只",
        "鸡": "只",
        "母鸡": "只",
        "小鸡": "只",
        "企鹅": "只",
        "蝴蝶": "只",
        "鹿": "只 头",
        "竹子": "根 棵",
        # nouns of the shipped pictures that CC-CEDICT gives no measure word, or not the everyday ones
        "岛": "座 个",
        "塔": "座 个",
        "金字塔": "座 个",
        "铁塔": "座 个",
        "教堂": "座 间 个 所",
        "建筑": "座 栋 幢 个 处 片",
        "码头": "座 个 处",
        "舞台": "个 座",
        "天鹅": "只",
        "北极熊": "只 头",
        "奶牛": "头 只",
        "瓢虫": "只",
        "蜻蜓": "只",
        "翠鸟": "只",
        "猫鼬": "只",
        "树袋熊": "只",
        "宇航员": "个 名 位",
        "吉他": "把 个",
        "大提琴": "把 个",
        "小提琴": "把 个",
        "大鼓": "面 个 只 通",
        "话筒": "个 支 只 把",
        "音箱": "个 台 只 对",
        "相机": "台 部 架 个 只",
        "照相机": "台 部 架 个 只",
        "时钟": "个 座 台 只",
        "勺子": "把 个 只",
        "咖啡杯": "个 只",
        "头盔": "顶 个 只",
        "灯笼": "个 盏 只 串",
        "牌子": "块 个 张 面",
        "画笔": "支 根 枝 把 个 管",
        "电线": "根 条",
        "梯子": "架 把 个 部",
        "木板": "块 张 片 条 根",
        "柱子": "根 个 条",
        "树干": "根 个 条 段",
        "树枝": "根 条 个 枝",
        "枫叶": "片",
        "花朵": "朵",
        "花瓣": "片",
        "蒲公英": "朵 棵 株 个 片",
        "白云": "朵 片 团 块",
        "羽毛": "根 片 支 枝",
        "翅膀": "对 双 只 个",
        "尾巴": "条 根 个 只",
        "脖子": "个 条",
        "鼻子": "个 只",
        "驼峰": "个 座",
        "火箭": "枚 个 支 架",
        "航天飞机": "架 个",
        "水珠": "颗 滴 粒 个",
    }.items()
}
# Measure words that usage allows beside CC-CEDICT's (一只牛, 一部手机, 一所房子, 一张椅子).
_ALSO = {
    noun: frozenset(listed.split())
    for noun, listed in {
        "牛": "只",
        "猪": "只",
        "鱼": "只",
        "花": "枝",
        "树": "株",
        "房子": "所 栋 幢",
        "楼": "幢",
        "车": "台 部",
        "汽车": "台 部",
        "自行车": "部",
        "手机": "台 块",
        "电脑": "部",
        "电视": "部",
        "椅子": "张",
        "沙发": "套 个",
        "眼睛": "对",
        "耳朵": "双",
        "门": "道",
        "桥": "道",
        "书": "套",
        "笔": "根 管",
        "衣服": "身",
        "桌子": "个",
        "船": "艘",
        "石头": "颗",
        "药": "片 粒 颗",  # a pill or tablet of medicine
        "规定": "条 项",
        "博物馆": "家 座 个",
        "雕塑": "尊 座 个",
        "志愿者": "批 群 名 位 个",
        "月饼": "块 个",
        "房屋": "座 栋 幢 间 所",
        "吸管": "根 支",
        "别墅": "栋 座 幢 所",
        "云": "片 团 块",
        "钟": "个 台 口 只",
        "裙子": "件",
        "建议": "条",
        "地图": "幅 张",
        "包裹": "件 个",
        "蛋糕": "片 块 个",
        "公寓": "套 间 个",
    }.items()
}


def listed_measure_words(noun: str) -> frozenset[str]:
    """The measure words a noun takes: CC-CEDICT's, those it leaves out for a noun it gives none (山: 座),
    and those usage allows beside them (一只牛)."""
    listed = measure_words(noun) | _CURATED.get(noun, frozenset()) | _ALSO.get(noun, frozenset())
    return listed | _FLOWER_MEASURES if thesaurus.filed_under(noun, _FLOWERS) else listed


# Cilin's flowers (玫瑰, 百合, 菊花), which are counted by the bloom (朵) or by the stem (枝, 支) whatever CC-CEDICT
# lists for each: 一枝玫瑰 "a rose"
_FLOWERS = "Bh02A"
_FLOWER_MEASURES = frozenset("朵 枝 支".split())


# Materials a thing is made of, written before a one-character noun (石桌, 木椅, 竹篮, 铁箱).
_MATERIALS = frozenset("石木竹铁铜钢金银玉瓷藤")


def _tokens(text: str) -> list[tuple[int, str]]:
    """(offset, word) for each jieba word of the text, a material and the one-character noun after it as one
    (石 + 桌 as 石桌)."""
    out = [(token.at, token.word) for token in tokens(text)]
    k = 0
    while k + 1 < len(out):
        (at, word), (_, nxt) = out[k], out[k + 1]
        if word in _MATERIALS and len(nxt) == 1 and tag(nxt).startswith("n") and listed_measure_words(nxt + "子"):
            out[k : k + 2] = [(at, word + nxt)]
        k += 1
    return out


_COLOURS = frozenset("红黄蓝绿白黑灰紫棕粉")


def _counted(word: str) -> tuple[str, frozenset[str]]:
    """The noun whose measure words count `word` (小狗: 狗), and those measure words. Only a size or age
    prefix is looked through: 短信 is not counted as 信 is."""
    if listed := listed_measure_words(word):
        return word, listed
    if len(word) >= 2 and word[0] in "小大老新旧" and (listed := listed_measure_words(word[1:])):
        return word[1:], listed
    if len(word) >= 2 and word[0] in _COLOURS and not is_word(word) and (listed := listed_measure_words(word[1:])):
        return word[1:], listed  # jieba's 白猫, 黑狗 (白菜 is a word of its own)
    # jieba's nouns CC-CEDICT lacks count too (黑白照片 is a 照片)
    compound = len(word) >= 3 and (is_word(word) and is_nominal(word) or tag(word).startswith("n"))
    if compound and (listed := listed_measure_words(word[-2:])):  # not 有意思
        return word[-2:], listed  # a compound named for its last word: 电吉他 is a 吉他, 照相机 a 相机
    # a material + a one-character noun its 子 form names (石桌 is a 桌子, 木椅 an 椅子, 竹篮 a 篮子)
    material = len(word) == 2 and word[0] in _MATERIALS and not is_word(word)  # not 皮包, 纸箱: words of their own
    if material and (listed := listed_measure_words(word[1] + "子")):
        return word[1] + "子", listed
    return word, frozenset()


def _checked_noun(noun: str) -> bool:
    """A noun whose measure words are known for sure: HSK 1-4 or curated."""
    if noun in _CURATED or (word_level(noun) or 99) <= CHECKED_NOUN_LEVEL:
        return True
    return len(noun) >= 3 and noun[0] in "小大" and _checked_noun(noun[1:])  # 大熊猫


# 个 counts nearly anything in speech, but not animals, flowers, trees and clouds, which CC-CEDICT counts with
# these and never with 个 (五个马 -> 五匹马, 一个云 -> 一朵云); paired parts of the body are said with 个 too
# (两个眼睛).
_NATURAL_KINDS = frozenset("只 匹 头 朵 棵".split())
# 块 and 片 count pieces, chunks and stretches of a substance or ground (一块石头, 一片草地, 一块毛巾, 一片心):
# flagged only before a whole rigid object, one whose measure words (个 aside) are all of buildings, vehicles,
# machines, tools, writings and furniture (一块大山, 一块吉他, 一片桌子). Animals (一块鱼 "a piece of fish") and
# flat things (一块饼) are never flagged.
_PIECES = frozenset("块 片".split())
_WHOLE_OBJECTS = frozenset("座 辆 把 艘 架 台 栋 幢 本 首 篇 封 部 所 间 盏 扇 顶 枚 位 名 套".split())


def _whole_object(listed: frozenset[str], measure: str = "片") -> bool:
    """Are these the measure words of a whole rigid object only (吉他: 把 个; 桌子: 张 套 个), never of a piece?
    块 "lump" counts no long thing, a river or boat, either (河: 条 道; 船: 条 艘 只), though fish and towels
    (条 only, or 条 尾) come in pieces."""
    own = listed - {"个"}
    if measure == "块" and own and own <= {"棵", "株"}:
        return True  # a whole tree or plant is no lump: 一块树 -> 一棵树
    if measure == "块" and "条" in own and own & {"艘", "道"} and own <= {"条", "道", "艘", "只"}:
        return True  # 一块小河 -> 一条小河, 十几块小船 -> 十几条小船
    return bool(own & _WHOLE_OBJECTS) and own <= _WHOLE_OBJECTS | {"张"}


_PAIRS = frozenset("双 对 副".split())
_PHRASE_ADVERBS = frozenset("的 很 非常 特别 十分 比较 真 太 挺 又".split())  # 一只很大的狗


def _noun_phrase(tokens: list[tuple[int, str]], start: int) -> list[tuple[int, str]]:
    """The nouns of the phrase a measure word counts (from tokens[start]): modifiers, 的 and nouns, up
    to six words, ending on its last noun (两张小狗在 -> 小狗; 一本红色的碗 -> 红色, 碗)."""
    nouns, end = [], start
    for n, (at, word) in enumerate(tokens[start : start + 6], start=start):
        if word in _PHRASE_ADVERBS or word.endswith("色") or tag(word).startswith(("a", "b")):
            continue  # a modifier: 红色的, 漂亮
        if len(word) > 1 and word.endswith("的"):
            continue  # jieba's 长长的
        if n + 1 < len(tokens) and tokens[n + 1][1] == "的" and not is_nominal(word) and not _counted(word)[1]:
            continue  # any other word before 的 describes the noun: 古代的建筑, 长长的码头
        following = tokens[n + 1][1] if n + 1 < len(tokens) else ""
        if tag(word) == "t" and (is_nominal(following) or _counted(following)[1]):
            continue  # a time describing the noun: 古代建筑, 现代城市
        if not (is_nominal(word) or _counted(word)[1]) or word == "们":  # jieba tags 车 "zg", 大钟 "m"
            break
        if len(word) >= 2 and word[0] in "从在往向到被给跟" and not is_word(word):
            break  # jieba's 从树林 "from the wood" as a name (一块小河从树林里流下来)
        if word == "地" and n > start and tokens[n - 1][1] != "的":
            break  # 那只安静地看着: the adverbial 地 after a word jieba calls a name, not 地 "ground" (一块湿的地)
        if len(word) == 1 and tag(word) == "v" and tokens[n - 1][1] != "的":
            if _subject(tokens, n):  # 这张花是橙色的: the noun, the subject of what follows
                nouns.append((at, word))
                end = at
            break  # 两只天鹅带着: 带 "lead", not 带 "belt" (橙色的花 is a flower)
        nouns.append((at, word))
        end = at
    return [(at, word) for at, word in nouns if at <= end]


# Words that follow a subject: before one, a word after a measure word is the noun it counts (这张花是橙色的).
_SUBJECT_FOLLOWS = frozenset("是 很 也 都 真 非常 特别 太 和 还是 还 已经 正在 在".split())


def _subject(tokens: list[tuple[int, str]], n: int) -> bool:
    """Is tokens[n], a word jieba tags a verb (花), a noun closing the measure word's phrase as the subject of what
    follows (这张花是橙色的; not 两只天鹅带着...)?"""
    following = tokens[n + 1][1] if n + 1 < len(tokens) else ""
    degree = following.startswith(("很", "真", "太", "非常", "特别"))  # jieba's 很漂亮
    return bool(listed_measure_words(tokens[n][1])) and (following in _SUBJECT_FOLLOWS or degree)


def _index_at(tokens: list[tuple[int, str]], at: int) -> int:
    """The place of the token that starts at this offset (len(tokens) if none does)."""
    return next((k for k, (start, _) in enumerate(tokens) if start == at), len(tokens))


def _made_after(tokens: list[tuple[int, str]], head_at: int, measure: str) -> bool:
    """Is the noun at head_at followed by a verb of making and a thing the measure word counts (一本妈妈买书)?"""
    n = _index_at(tokens, head_at)
    if n + 2 >= len(tokens) or tokens[n + 1][1] not in MADE:
        return False
    return measure in _counted(tokens[n + 2][1])[1]


_CLAUSE_END = frozenset("，,。！？!?；;：:")


def _counts_later(tokens: list[tuple[int, str]], head_at: int, measure: str) -> bool:
    """Does the measure word count a noun after a 的 later in the clause (一只头和背都是蓝色的小鸟: 只 counts 小鸟,
    and 头和背都是蓝色 describes it)?"""
    n = _index_at(tokens, head_at)
    for k in range(n + 1, len(tokens) - 1):
        if tokens[k][1] in _CLAUSE_END:
            return False
        if tokens[k][1] == "的" and measure in _counted(tokens[k + 1][1])[1]:
            return True
    return False


def measure_word_findings(text: str) -> list[Finding]:
    findings = []
    tokens = _tokens(text)
    for i, (at, word) in enumerate(tokens):
        # 一 + 本 + 狗 as three words, or jieba's 一本 + 狗.
        if (NUMERAL.match(word) or word in _COUNTERS) and i + 2 < len(tokens):
            counter, (mw_at, measure), after = word, tokens[i + 1], i + 3
        elif (joined := _NUMBER_AND_MEASURE.match(word)) and i + 1 < len(tokens):
            counter, measure, mw_at = word[:-1], joined.group(1), at + len(word) - 1
            after = i + 2
        else:
            continue
        general = measure == "个" and counter not in _COUNTERS  # 五个马: a number, not 这个狗 (said loosely)
        if measure not in CHECKED_MEASURE_WORDS and not general and measure not in _PIECES:
            continue
        phrase = _noun_phrase(tokens, after - 1)
        if not phrase:
            continue
        head_at, head = phrase[-1]
        if _made_after(tokens, head_at, measure):
            continue  # 一本妈妈买书: the measure word counts the thing made, after the maker (a missing 的)
        noun, listed = _counted(head)
        if not listed:  # 这本照片的颜色: the head counted with nothing, the measure word counts its owner before 的
            owned = [(a, w) for a, w in phrase[:-1] if text[a + len(w) : a + len(w) + 1] == "的"]
            owner = next(((a, w) for a, w in reversed(owned) if _counted(w)[1]), None)
            if owner is not None:
                (head_at, head), (noun, listed) = owner, _counted(owner[1])
        if not listed or measure in listed or not _checked_noun(noun):
            continue
        if general and not (listed & _NATURAL_KINDS and not listed & _PAIRS):
            continue
        if measure in _PIECES and not _whole_object(listed, measure):
            continue  # 一块毛巾, 一片纸, 一块鱼: a piece of it
        if measure == "位" and (listed & {"名", "口"} or noun in PERSON_NOUNS or is_person(noun) or listed == {"个"}):
            continue  # 位 honours any person (一位画家, 这位姑娘), not a face (一位猫的脸)
        if any(measure in _counted(word)[1] for _, word in phrase[:-1]):
            continue  # the measure word may count an earlier noun (一本书的封面 counts the book)
        if _counts_later(tokens, head_at, measure):
            continue  # 一只头和背都是蓝色的小鸟: the noun opens a description of the one counted after 的
        usual = sorted(listed, key=lambda m: (_COMMON_FIRST.find(m) % 1000, m))  # 个 and unknown ones last
        right = "、".join(usual)
        better = counter + usual[0] + text[mw_at + len(measure) : head_at + len(head)]
        findings.append(
            Finding(
                mw_at,
                head_at + len(head),
                "minor",
                f"{noun} is counted with {right}, not {measure}: {better}.",
            )
        )
    return findings


# Numbers that need a measure word before a noun (三百人, 十几人 are written without; 俩 includes one).
_SMALL_NUMBERS = frozenset("一 两 三 四 五 六 七 八 九 十".split())
# Nouns said with a number and no measure word: measure-like or paired parts of the body (两手, 三人).
_BARE_AFTER_NUMBER = frozenset(
    """
    人 国 手 脚 腿 眼 耳 臂 肩 指 边 岸 方 面 路 代 队 家 口 头 身 心 生 层 门 步 天 年 岁 次 点 元 块 周 月 分
    号 尺 寸 里 米 课 年级 世纪 单元 部分 页 章 节 楼 班 区 室 排 组 级 倍 角 毛 色 彩 星 轮 声 句 字 餐 季
    车 桌 屋 碗 杯 瓶 晚上 早上 上午 下午 中午 夜 辈子
    """.split()
)
# Words before a number that make it no count of what follows (第三书, 星期三, 初一).
_NOT_COUNTING = frozenset("第 星期 周 礼拜 初 号 十 之 老 小 这 那".split())  # 这一现象: "this very"


def _bare_noun(word: str) -> tuple[str, frozenset[str]] | None:
    """The counted noun of `word` (小狗: 狗) and its measure words, if it is a noun that takes one."""
    noun, listed = _counted(word)
    if not listed or noun in _BARE_AFTER_NUMBER or noun in MEASURE_WORDS or not _checked_noun(noun):
        return None
    individual = listed - CONTAINER_MEASURES - {"群", "种", "类", "期", "场"}
    return (noun, individual) if individual else None


def _described_head(toks, k: int):
    """The noun after a modifier that can only describe it, a doubled adjective or a colour with 的 (短短的, 红色
    的), from toks[k]; None if there is no such modifier. A number before one still needs its measure word."""
    if k + 1 >= len(toks):
        return None
    word = toks[k].word
    doubled = len(word) == 3 and word[0] == word[1] and word[2] == "的"  # jieba's 短短的
    if not doubled and k + 2 < len(toks) and toks[k + 1].word == "的":
        doubled = (len(word) == 2 and word[0] == word[1]) or (len(word) >= 2 and word.endswith("色"))
        k += 1
    head = toks[k + 1] if doubled and k + 1 < len(toks) else None
    return head if head and (is_nominal(head.word) or listed_measure_words(head.word)) else None


def missing_measure_findings(text: str) -> list[Finding]:
    """两狗 -> 两只狗: a number from one to ten straight before a noun that takes a measure word."""
    findings = []
    toks = tokens(text)
    for i, token in enumerate(toks):
        word = token.word
        described = _described_head(toks, i + 1) if word in _SMALL_NUMBERS else None
        if described is not None:
            number, noun_token, head = word, described, described.word  # 两短短的翅膀: through the modifier
        elif word in _SMALL_NUMBERS and i + 1 < len(toks):
            number, noun_token, head = word, toks[i + 1], toks[i + 1].word
        elif len(word) >= 2 and word[0] in _SMALL_NUMBERS and word[0] not in "一" and not is_word(word):
            number, noun_token, head = word[0], token, word[1:]  # jieba's 五马
        else:
            continue
        if i and (toks[i - 1].word in _NOT_COUNTING or toks[i - 1].word[-1:] in "第几十百千万"):
            continue
        found = _bare_noun(head)
        if found is None or (tag(head).startswith(("v", "d")) and found[1] <= {"个"}):
            continue  # a verb CC-CEDICT also lists as a noun: 一开始 "at first", not one beginning
        noun, listed = found
        measure = sorted(listed, key=lambda m: (_COMMON_FIRST_MISSING.find(m) % 1000, m))[0]
        head = text[token.at + len(number) : noun_token.end]
        better = number + measure + head
        findings.append(
            Finding(
                token.at,
                noun_token.end,
                "minor",
                f"A number needs a measure word before the noun: {better}, not {number}{head}.",
            )
        )
    return findings


# Every rule, the surest first: where two findings overlap, the earlier rule's is kept.
RULES = (
    measure_word_findings,
    missing_measure_findings,
    typo_findings,
    hen_shi_findings,
    le_after_mei_findings,
    bu_past_findings,
    de_di_de_findings,
    missing_de_findings,
    place_time_findings,
)


def check(text: str) -> list[Finding]:
    """Every finding in the text, in order, none overlapping."""
    kept: list[Finding] = []
    for rule in RULES:
        for finding in rule(text):
            if all(finding.end <= f.start or f.end <= finding.start for f in kept):
                kept.append(finding)
    return sorted(kept, key=lambda f: f.start)


def fragments(text: str, findings: list[Finding]) -> list[Fragment]:
    """The text cut at sentence ends and around each finding; concatenated, the fragments are the text.
    Pinyin is read in the context of the whole text, one syllable per CJK character."""
    pinyin = [syllable for _, syllable in ruby_pairs(text)]
    cuts = {0, len(text)}
    for piece in _SENTENCE_END.finditer(text):
        cuts.add(piece.start())
    for finding in findings:
        cuts.update((finding.start, finding.end))
    by_start = {f.start: f for f in findings}
    out = []
    bounds = sorted(cuts)
    for start, end in zip(bounds, bounds[1:], strict=False):
        finding = by_start.get(start)
        out.append(
            Fragment(
                text=text[start:end],
                pinyin=" ".join(s for s in pinyin[start:end] if s),
                critique=finding.critique if finding and finding.end == end else "none",
                feedback=finding.feedback if finding and finding.end == end else "",
            )
        )
    return out
