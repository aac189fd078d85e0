"""The shipped Chinese reads right: every sentence of the translate corpus and every picture description,
checked against context patterns for the polyphones learners meet (为, 长, 背, 调, 数, 教, 着, 地, 挣, 过...).

The patterns run over the whole table, so a sentence added later is checked too. Each is a regular expression
over the Chinese text whose unnamed groups mark the characters it checks, with the reading they must have in the ruby
(the same syllables as the pinyin line). A pattern marked required must match somewhere in the table: the
contexts the issue named stay covered.
"""

import re
from functools import lru_cache

import pytest

from chinese_app.chinese.pinyin import ruby_pairs
from chinese_app.content.importer import picture_entries
from chinese_app.content.sentences import load_sentences

_END = "。，？！、；：…”"  # punctuation that closes a clause

# (pattern, reading of every group, required: must match at least once in the shipped table)
PATTERNS = [
    # 为 wéi "as, to be"
    (r"(?:成|认|作|(?<!银)行|称|分|变|视|列|改)(为)", "wéi", True),  # 成为, 认为, 作为, 行为 (not 银行为), 称为...
    (r"(?:当选|任命|聘请|评选|选拔|选|评)(为)", "wéi", True),  # 当选为主席: a verb of naming
    (r"以[^" + _END + r"为]{1,4}(为)(?:基础|主|荣|准|例|标准|中心|目标|重点|代价|前提|原则|榜样)", "wéi", True),
    (r"(为)[^" + _END + r"的]{1,6}所[^" + _END + r"的]{1,3}[。，？！；]", "wéi", True),  # 为宪法所保障
    (r"(为)人(?:正直|正义|平凡|诚实|热情|和善|老实|厚道|谦虚|善良|随和|处世)", "wéi", True),
    (r"(为)(?:止|期|难|主)", "wéi", True),
    (r"(?<![成认作行称分变视列改选评])(为)(?:了|什么|何|此)", "wèi", True),  # not 成为了
    (r"因(为)", "wèi", True),
    # 长 zhǎng (grow, head of) and cháng (long)
    (r"(长)大", "zhǎng", True),
    (r"(长)(?:得|出|满)", "zhǎng", True),
    (r"(?:成|生|增|校|市|班|队|家|局|院|组)(长)", "zhǎng", True),
    (r"(?:很|最|太|更|又|挺|真|非常|特别|比较|这么|那么|多么)(长)(?![辈官])", "cháng", True),
    (r"(长)(长)的", "cháng", True),
    (r"(?:延|漫|擅|特|专)(长)", "cháng", True),
    (r"(长)(?:城|期|度|久|途|处|短)", "cháng", True),
    # 背 bēi with a load
    (r"(背)(?:着|起)?(?:背包|书包)", "bēi", True),
    (r"背包", None, True),  # checked below: both syllables
    (r"(背)(?:后|景|心|叛|上)", "bèi", True),
    # 调 tiáo before its result (调高, 把音量调小); diào in 调查, 强调
    (r"(?<!强)(调)[高低](?![兴级])", "tiáo", True),
    (r"把[^" + _END + r"]{1,6}?(调)[小大亮暗]", "tiáo", True),
    (r"(调)(?:查|动|研)|(?:强|单)(调)", "diào", True),
    (r"(调)(?:整|节|解|皮)|(?:空|协)(调)", "tiáo", True),
    # 数 shǔ as a verb, shù (number, several)
    (r"(数)一(数)", "shǔ", True),
    (r"(?<![人次分岁多少无总指函系基倍常参变级小整实代])(数)(?:了|着|过|清楚|一下|一遍)", "shǔ", False),
    (r"(数)[个十百千万](?![一-龥]*数)", "shù", True),
    (r"(数)(?:据|字|学|量|目|码)|(?:人|分|多|次|指|总|无)(数)", "shù", True),
    # 教 jiāo before its object (and in 教书)
    (r"(?<![宗道佛请领家任助管说受指礼])(教)(?:我|你|他|她|书|汉语|中文|英语)", "jiāo", True),
    (r"(教)(?:室|师|练|育|授|材|堂|学|训)", "jiào", True),
    # 着 zhe after a verb, zháo in its words
    (
        r"(?:拿|放|挂|穿|戴|站|坐|躺|看|抱|背|吸|开|停|住|等|笑|低|张|握|拉|牵|抓|摇|种|长|飞|围|跟|顺|沿|随|挨|对|"
        r"连|含|端|推|拖|盯|指|带|听|想|写|读|吹|伸|照|存|晒|系|绕|蒙|抬|咬|忍|侧|斜|亮)(着)(?!急|火|凉|迷|陆|手|重|装)",
        "zhe",
        True,
    ),
    (r"(?:睡|不)(着)|(着)(?:急|火)", "zháo", True),
    # 地 de as the adverb marker, dì as the ground
    (r"([一-龥])\1(地)(?=[一-龥])", None, True),  # checked below: 慢慢地走 (not 地地道道)
    (r"一(?P<x>.)一(?P=x)(地)", "de", True),  # 一步一步地
    (
        r"(?:认真|努力|悄悄|偷偷|慢慢|轻轻|紧紧|深深|默默|大声|不停|不断|快乐|坦率|客观|正确|肯定|相应|频繁|无奈|"
        r"悲伤|愤怒|一样|不耐烦|小心翼翼|毫不犹豫|全心全意|时间)(地)",
        "de",
        True,
    ),
    (
        r"(?:草|土|田|场|当|外|各|本|内|基|工|园|沙|雪|大|两|米)(地)|(地)(?:方|上|球|图|铁|址|震|区|板|面|位)",
        "dì",
        True,
    ),
    # 挣 zhèng (earn), but 挣扎 zhēng
    (r"(挣)(?!扎)", "zhèng", True),
    # 过 guo as the aspect particle after a verb; guò as a verb or a direction
    (
        r"(?:去|来|见|看|听说|到|参加|吃|做|当|下|试|演|告诉|警告|迟到|饿|受|学|住|玩|说|想|写|读|有|探望|举办|"
        r"遇到|见到|听到|看到)(过)(?![来去得上头多于度分日年夜马河桥街关节程错失敏渡期时奖滤剩境目问路往后去])",
        "guo",
        True,
    ),
    (r"(过)(?:马路|河|海关|春节|年|生日|端午节)|(过)得", "guò", True),
    (r"(?:不|通|经|超|难|错|度|路|越)(过)", "guò", True),
    # 得 de as a complement marker, dé (get), děi (must)
    (r"(?<![获取赢难懂记使显晓舍免认值变觉只])(得)(?:很|太|更|不够|多|要命)", "de", True),
    (r"(得)(?:到|出|分|意|以|知)|(?:获|取|赢|难)(得)", "dé", True),
    (r"(?:我|你|他|她|我们|你们|他们)(得)(?:走|去|回|赶|马上|先)", "děi", False),
    # Other polyphones met in the survey
    (r"(还)(?:给|款|债)", "huán", False),
    (r"(便)宜", "pián", True),
    (r"银(行)", "háng", True),
    (r"自(行)车", "xíng", True),
    (r"(重)(?:新|复|建|组)", "chóng", True),
    (r"睡了?一(觉)", "jiào", True),
    (r"(觉)得", "jué", True),
    (
        r"[一两三四五六七八九十几](只)(?:[猫狗鸟虫手脚眼]|小|大|白|黄|绿|红|棕|灰|企鹅|考拉|蝴蝶|青蛙|骆驼|母鸡)",
        "zhī",
        True,
    ),
    (r"(?<![一两三四五六七八九十几这那])(只)(?:是|有|能|好|要)", "zhǐ", True),
    (r"[一两三四五六七八九十几这那哪每各某多](种)", "zhǒng", True),
    (r"(?<![一两三四五六七八九十几这那哪每各某多是])(种)(?:树|花|菜|瓜|着|植)", "zhòng", True),
    (r"(?<![一亲密迫确])(切)(?:开|菜|成|肉|断)", "qiē", True),
    (r"(倒)在|(?:摔|病)(倒)", "dǎo", True),
    (r"(当)(?:成|作|机|天)|(?:上|恰|适)(当)", "dàng", True),
    (r"(?<!好)(好)(?:奇|学|客)|爱(好)", "hào", True),  # not 好好学习
    (r"(干)(?:活|吗|什么)", "gàn", True),
    (r"(差)(?:别|距|异)", "chā", True),
    (r"出(差)", "chāi", True),
]


@lru_cache(maxsize=1)
def shipped_texts() -> tuple[str, ...]:
    """Every Chinese text the app shows with pinyin: the sentences (as the importer loads them) and the
    picture descriptions (their pinyin is derived from the whole description)."""
    sentences = [s.chinese for s in load_sentences()]
    return tuple(sentences + [entry["description_zh"] for entry in picture_entries()])


@lru_cache(maxsize=1)
def shipped_readings() -> dict[str, list[str]]:
    """text -> one syllable per character ("" for punctuation)."""
    return {text: [syllable for _, syllable in ruby_pairs(text)] for text in shipped_texts()}


def _misread(pattern: str, expected: str | None) -> tuple[int, list[str]]:
    """(how many texts the pattern matches, the misread ones with what they read)."""
    matched, wrong = 0, []
    for text, readings in shipped_readings().items():
        found = list(re.finditer(pattern, text))
        matched += bool(found)
        for match in found:
            if expected is None:  # the special cases below check these themselves
                continue
            named = set(match.re.groupindex.values())  # named groups only serve back-references
            for group in range(1, len(match.groups()) + 1):
                if group not in named and match.start(group) >= 0 and readings[match.start(group)] != expected:
                    wrong.append(f"{text} [{match.group(0)}: {readings[match.start(group)]}]")
    return matched, wrong


@pytest.mark.parametrize(("pattern", "expected", "required"), PATTERNS, ids=[p[0][:30] for p in PATTERNS])
def test_polyphone_in_context(pattern, expected, required):
    matched, wrong = _misread(pattern, expected)
    assert not wrong, f"{len(wrong)} misread ({expected} expected):\n" + "\n".join(wrong[:20])
    assert matched or not required, f"no shipped text matches {pattern}: the context is no longer covered"


def test_every_backpack_reads_bei_bao():
    for text, readings in shipped_readings().items():
        for match in re.finditer("背包", text):
            assert readings[match.start() : match.end()] == ["bēi", "bāo"], text


def test_adverbial_di_after_a_doubled_word():
    """慢慢地走, 轻轻地吹: 地 between a doubled word and a verb is de (a doubled 地地道道 is no such case)."""
    seen = 0
    for text, readings in shipped_readings().items():
        for match in re.finditer(r"([一-龥])\1(地)(?=[一-龥])", text):
            if match.group(1) != "地":
                seen += 1
                assert readings[match.start(2)] == "de", text
    assert seen >= 10


def test_every_shipped_text_has_a_reading_for_every_character():
    for text, readings in shipped_readings().items():
        assert all(r for ch, r in zip(text, readings, strict=True) if "\u4e00" <= ch <= "\u9fff"), text
