"""The time or place after the verb: in Chinese both go before it.

Flagged: an activity verb (+ object) + 在 + place (我吃饭在饭馆 -> 我在饭馆吃
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
adjective and 的 (游泳在平静的水上), 开始/结束 + a time (表演开始晚上七点). 到了 + a place + a time (到了山上下午
五点 -> 下午五点到了山上), where 到 is "arrive", not "until" (等到明天, 到了晚上). An activity or event told done with
了, then a time closing the clause (去旅游了去年夏天); a clock time closing the clause after a habit (每天 ... 早上七
点).
"""

import re

from chinese_app.chinese.dictionary import is_word, measure_words
from chinese_app.evaluation.describe_base import Finding, Token, clauses, is_cjk_word
from chinese_app.evaluation.describe_words import (
    ACTIONS,
    ACTIVITIES,
    ADJECTIVES,
    CLOCK,
    COUNTED_TIME,
    DEGREE,
    DIRECTIONS,
    DURATION_WORDS,
    LOCALISERS,
    PAST,
    PERSON_NOUNS,
    PERSONAL,
    PLACED,
    is_noun,
    is_place_end,
    is_place_word,
    is_time,
    minor_finding,
    subject_or_adverb,
)
from chinese_app.evaluation.lexicon import LIGHT_WORDS, MEASURE_WORDS, NUMERAL_CHARS, PARTICLES

# Words before a time word that make it no time of the action: 是明天, 到明天, 等到明天, 喜欢周末.
_TIME_IS_OBJECT = frozenset(
    "是 到 在 从 等 等到 直到 比 跟 和 与 像 喜欢 爱 过 记得 忘 忘了 知道 说 的 了 就是 都是 告诉 通知 提醒 问".split()
)


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
        if token.word == "在家" and (following in LOCALISERS or following == "的"):
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
    if word in ACTIVITIES or (word[:1] in _ACTIVITY_PREFIX and len(word) > 1 and is_noun(word[1:])):
        return True
    return word[:1] in _ACTIVITY_PREFIX and bool(_COUNT.match(word[1:]))


# A number or demonstrative and a measure word, as jieba joins them to a verb (喝一杯, 买两个, 看这本).
_COUNT = re.compile(rf"^(?:[{NUMERAL_CHARS}几]+|这|那)(?:{'|'.join(sorted(MEASURE_WORDS, key=len, reverse=True))})$")


def _place_after(clause: tuple[Token, ...]) -> list[Finding]:
    for i, token in enumerate(clause):
        timed = token.word not in PLACED and token.word not in _TIME_COMPLEMENT
        if (token.word in ACTIONS or token.tag == "v") and timed and _zai_time_closes(clause, i):
            return [_time_after_zai(clause, i, i + 1)]  # 太阳下山在傍晚
        if _while_then_place(clause, i):
            verb, where = token.word + clause[i + 1].word, "".join(t.word for t in clause[i + 2 :])
            return [
                minor_finding(
                    token.at,
                    clause[-1].end,
                    f"Where something happens goes before the verb: {where}{verb}, not {verb}{where}.",
                )
            ]
        if _durative_then_place(clause, i):
            verb, where = token.word, "".join(t.word for t in clause[i + 2 :])
            return [
                minor_finding(
                    token.at,
                    clause[-1].end,
                    f"Where something happens goes before the verb: {where}{verb}着 (or {verb}{where}), "
                    f"not {verb}着{where}.",
                )
            ]
        if not _activity(token) or token.word == "等":
            if token.word != "等":
                continue
        after_subject = i and (subject_or_adverb(clause[i - 1]) or clause[i - 1].word in _OFTEN)
        if is_noun(token.word) and not (after_subject and clause[i - 1].word != "的"):
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
                is_noun(word)
                or clause[j].tag.startswith(("n", "m", "q", "f"))
                or word in _DEMONSTRATIVES
                or is_time(clause[j])
                or (word == "的" and objects)
                or modifier
                or (j + 1 < len(clause) and clause[j + 1].word == "在" and _object_head(clause[j]))
            ):
                break
            objects.append(clause[j])
            j += 1
        times = [t for t in objects if is_time(t)]  # 拍了照片昨天在山上: the time is misplaced too
        objects = [t for t in objects if not is_time(t)]
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
            if k + skip < len(clause) and is_place_word(clause[k + skip]) and clause[k + skip].word not in PERSONAL:
                k += skip
        first_place = k
        while k < len(clause) and k - j <= 6 and (is_place_word(clause[k]) or clause[k].word in _PLACE_LINKS):
            k += 1
            if k + 1 < len(clause) and clause[k].tag == "a" and is_place_word(clause[k + 1]):
                k += 1  # 那个小店里: an adjective inside the place
        place = clause[first_place:k]
        if not place or place[-1].word in _PLACE_LINKS or place[0].word in ("眼里", "一起", "心里", "身边"):
            continue
        if any(t.word in ("哪里", "哪儿", "什么") for t in place):  # 他找钥匙在哪里: a question
            continue
        if k < len(clause) and (clause[k].tag.startswith("v") or clause[k].word in ACTIONS | ACTIVITIES):
            continue
        if all(is_time(t) for t in place) and token.word not in PLACED:
            return [_time_after_zai(clause, i, j)]  # 我们见面在下午
        if living:
            continue
        # 在这样的湖边: a demonstrative, then a place (湖边 is jieba's "s")
        demonstrative = place[0].word in _DEMONSTRATIVES and any(_noun_end(t) or is_place_end(t) for t in place[1:])
        if not (
            is_noun(place[0].word)
            or place[0].word in LOCALISERS
            or place[0].tag.startswith(("n", "s"))
            or demonstrative
        ):
            continue
        if any(t.word in PERSONAL or is_time(t) for t in place):
            continue
        verb_phrase = "".join(t.word for t in clause[i:j] if not is_time(t))
        where = "".join(t.word for t in clause[j:k])
        if times:
            when = "".join(t.word for t in times)
            written = "".join(t.word for t in clause[i:k])
            return [
                minor_finding(
                    token.at,
                    clause[k - 1].end,
                    f"Time and place go before the verb in Chinese: {when}{where}{verb_phrase}, not {written}.",
                )
            ]
        return [
            minor_finding(
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
    when = "".join(t.word for t in clause[j + 1 :] if is_time(t))
    right = when + verb_phrase
    if not is_time(clause[j + 1]):
        when = "".join(t.word for t in clause[j + 1 :])
        right = "在" + when + verb_phrase  # 在一个很冷的早上 keeps its 在
    return minor_finding(
        clause[i].at,
        clause[-1].end,
        f"A time word goes before the verb in Chinese: {right}, not {verb_phrase}在{when}.",
    )


def _zai_time_closes(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i] followed, maybe after its object, by 在 + time words closing the clause (下山在傍晚,
    看到瓢虫在春天)?"""
    rest = clause[i + 1 :]
    while len(rest) > 2 and rest[0].word != "在" and (is_noun(rest[0].word) or rest[0].tag.startswith(("n", "m", "q"))):
        rest = rest[1:]
    if len(rest) < 2 or rest[0].word != "在" or is_noun(clause[i].word):
        return False
    if all(is_time(t) for t in rest[1:]):
        return True
    # A time with its modifiers: 在一个很冷的早上, 在那个下雨的晚上 (a number or demonstrative first)
    *modifiers, last = rest[1:]
    return (
        is_time(last)
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
    if not (clause[i].word in PLACED or clause[i].word in ACTIONS or clause[i].word in ACTIVITIES):
        return False
    place = clause[i + 3 :]
    return len(place) <= 5 and all(is_place_word(t) or t.word == "的" for t in place) and is_place_word(place[-1])


def _durative_then_place(clause: tuple[Token, ...], i: int) -> bool:
    """坐着在门口: a verb + 着 + 在 + a place closing the clause (他笑着在门口等 goes on: right)."""
    if i + 3 >= len(clause) or clause[i + 1].word != "着" or clause[i + 2].word != "在":
        return False
    if not (clause[i].tag == "v" or clause[i].word in PLACED or clause[i].word in ACTIONS):
        return False
    place = clause[i + 3 :]
    return len(place) <= 4 and all(
        is_noun(t.word) or t.word in LOCALISERS or t.tag.startswith(("n", "s", "f")) for t in place
    )


def _noun_end(token: Token) -> bool:
    return is_noun(token.word) or token.tag.startswith("n")


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
        and not {word} & (ACTIONS | ACTIVITIES | ADJECTIVES | PARTICLES | LIGHT_WORDS | DURATION_WORDS)
    )


def _inanimate(noun: str) -> bool:
    """No animal nor person: counted with none of 只, 条, 头, 匹, 位, 名 (a thing, 我看书在...)."""
    return not (measure_words(noun) & {"只", "条", "头", "匹", "位", "名"})


# Verbs whose object may be a time (约好明天 "agreed on tomorrow"): never followed by a misplaced time.
_TIME_CHOSEN = frozenset("约好 决定 计划 打算 安排 选择 希望 期待 等待 推迟 喜欢 讨厌 记得 忘记 想念 准备 到了".split())


# Verbs that set, book or tell a time, so a clock time after one is their object (预约明天早上九点).
_CLOCK_OBJECT = frozenset(
    "约 预约 预订 预定 订 定 选 挑 改 换 推迟 提前 调 设 设置 显示 指 指着 说 看 问 告诉 通知 等".split()
)

_TIME_PREFIXES = frozenset("每 每个 上个 下个 这个".split())
# Events that take no object, so a time word after one is misplaced (火箭会起飞今天晚上 -> 今天晚上会起飞).
_EVENTS = frozenset(
    "起飞 降落 出发 到达 结婚 毕业 下班 放学 上班 开学 回国 开门 关门 出生 日出 日落 开花 开始 结束 开演 开幕"
    " 下山 落山 上山 发射 起床 回家 到家 出门 开船 开车 营业 关闭 开放 闭馆 开场 散场 出现 天黑 天亮".split()
)  # 开始 + a time closing the clause (表演开始晚上七点): its object would be an activity, never a time


def _arrived(clause: tuple[Token, ...], verb: int, time: int) -> bool:
    """Is clause[verb] 到 "arrive" with a place (and maybe 了) before the time (到了山上下午五点, 到码头早上五点)? 到 +
    a time is "until" (等到明天), but after a place the time is when one arrived: 下午五点到了山上. Without 了 the
    place must be a noun and the time a clock time, with no 从 "from" before (从家到学校...)."""
    if clause[verb].word != "到" or verb + 1 >= time:
        return False
    if clause[verb + 1].word == "了":
        place = clause[verb + 2 : time]
        return (
            bool(place) and (is_place_end(place[-1]) or place[-1].tag == "ns") and all(is_place_word(t) for t in place)
        )
    place = clause[verb + 1 : time]
    if len(place) != 1 or any(t.word in ("从", "由", "离") for t in clause[:verb]):
        return False
    clock = any(CLOCK.match(t.word) for t in clause[time:])
    return clock and place[0].tag in ("n", "ns", "s") and not is_time(place[0]) and is_place_word(place[0])


def _done_then_time(clause: tuple[Token, ...], start: int) -> bool:
    """Is clause[start - 1] the 了 of an activity or event that takes no object, with the time after it (去旅游了去年
    夏天)? The time is when it was done: 去年夏天去旅游了. Not a verb that takes a time (到了晚上, 等了...)."""
    if start < 3 or clause[start - 1].word != "了":
        return False
    verb = clause[start - 2]
    if verb.word in _TIME_IS_OBJECT | _TIME_CHOSEN or len(verb.word) < 2:
        return False
    return verb.word in ACTIVITIES or verb.word in _EVENTS or (verb.word in ACTIONS and not is_noun(verb.word))


def _time_after(clause: tuple[Token, ...]) -> list[Finding]:
    n = len(clause)
    end = n
    while end > 0 and clause[end - 1].word in ("了", "呢", "吧", "啊"):
        end -= 1
    close = end
    if end >= 2 and clause[end - 1].word in ("左右", "半", "钟", "整") and CLOCK.match(clause[end - 2].word):
        end -= 1  # 晚上七点 + 半, 七点 + 左右 as jieba cuts them
    start = end
    while start > 0 and is_time(clause[start - 1]):
        start -= 1
    if start < end and start > 0 and clause[start - 1].word in _TIME_PREFIXES:
        start -= 1  # 每个 + 星期六 as jieba cuts it
    if (
        start == end
        and end >= 2
        and clause[end - 1].word in ("前", "以前")
        and COUNTED_TIME.match(clause[end - 2].word)
    ):
        # 我去过长城两年前: a time ago after a verb with 过 or 了 (他去世三天前 is a time of its own)
        start = end - 2
        if not any(t.word in ("过", "了") or t.word.endswith(("过", "了")) for t in clause[:start]):
            return []
    if start == end or start < 2:
        return []
    obj, verb_index = clause[start - 1], None
    if _done_then_time(clause, start):
        obj, verb_index = clause[start - 2], start - 2  # 我们去旅游了去年夏天: an activity told done, then when
    elif obj.word in _TIME_IS_OBJECT or is_time(obj):
        return []
    verb_only = obj.word in ACTIVITIES or obj.word in ACTIONS or _activity(obj)
    # A noun after a number and measure word, whatever jieba tags it (一个新相机: 相机 "d").
    counted = any(t.tag.startswith(("m", "q")) for t in clause[max(0, start - 3) : start - 1])
    counted = counted and all(t.tag.startswith(("m", "q", "a")) for t in clause[max(0, start - 3) : start - 1])
    verb_only |= obj.word in _EVENTS
    # Any verb of two characters right before a clock time closing the clause (火箭发射明天早上六点): a clock
    # time is never its object, unless the verb sets or books one (预约明天九点, 改成八点, 定在七点).
    clock = any(CLOCK.match(t.word) for t in clause[start:end])
    verb_only |= (
        clock and obj.tag.startswith("v") and obj.word not in _CLOCK_OBJECT and obj.word[-1] not in "到在于至成为了过"
    )
    if verb_index is None:  # else the activity told done, found above
        if verb_only and len(obj.word) >= 2 and obj.word not in _TIME_IS_OBJECT | _TIME_CHOSEN:
            verb_index = start - 1  # 我们吃饭晚上七点, 我们出发早上七点: a verb that needs no object
        elif obj.word in DIRECTIONS and len(obj.word) == 2 and clause[start - 2].word in ACTIONS:
            verb_index = start - 2  # 飞 + 上天 + 今天晚上
        elif counted and is_cjk_word(obj.word) and not obj.tag.startswith(("v", "p", "c", "u")):
            pass
        elif not (
            is_noun(obj.word) or obj.tag.startswith(("n", "s", "f")) or obj.word in ("这里", "那里", "这儿", "那儿")
        ) and not (obj.word in PERSONAL and obj.word != "大家"):
            return []
    for k in range(start - 2 if verb_index is None else -1, -1, -1):
        word, pos = clause[k].word, clause[k].tag
        # jieba tags some verbs nouns (参观 "n"): the listed activities are verbs whatever it tags them
        if (pos.startswith("v") or word in ACTIVITIES) and word not in ("是", "有") and not is_noun(word):
            verb_index = k
            break
        if not (is_noun(word) or pos.startswith(("n", "m", "q", "a", "u", "r")) or word in _VERB_SUFFIXES):
            return []
    if verb_index is None or clause[verb_index].word in _TIME_IS_OBJECT and not _arrived(clause, verb_index, start):
        return []
    earlier = [t for t in clause[:verb_index] if is_time(t) or t.word in PAST]
    if earlier and not (clock and all(t.word.startswith("每") for t in earlier)):
        return []  # a time before the verb already: 今天我去学校明天 is something else (not 每天 + a clock time)
    when = "".join(t.word for t in clause[start:close])
    phrase = "".join(t.word for t in clause[verb_index:start])
    return [
        minor_finding(
            clause[verb_index].at,
            clause[close - 1].end,
            f"A time word goes before the verb in Chinese: {when}{phrase}, not {phrase}{when}.",
        )
    ]
