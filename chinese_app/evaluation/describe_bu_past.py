"""不 for a past event: what did not happen is negated with 没.

不 + an action verb after a past time word in the sentence (昨天我不去 -> 昨天我没去), or after "but" that
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

A result is an event, never a habit: 不 + a verb with its result in a text told in the past, the past time in an
earlier sentence (去年...。可是我在那里不看见考拉; 上个星期六 counts, as jieba cuts it) until a time of now, to come
or of habit; or after the verb told done with 了 in the sentence (我数了半天，也不数清楚 -> 没数清楚). Never a
purpose, a wish or a pretence (为了不听到, 假装不看见), a double negation (不看完不行), nor the form of "cannot"
(找不到钥匙, 钓不到鱼), whatever the time. 不 + a verb + 过 jieba joins into a word of its own (放过 "let off")
when the verb and what follows make an activity (不放过风筝 -> 没放过; not 不放过任何机会).

Results no one decides against or fails to reach by habit (看见, 听懂, 看清楚, 听清楚, 发现) are 没 whenever told, even
opening a clause (我拍照的时候不看清楚时间, ..., 不发现它的眼睛...), outside an "unless", a purpose or a question. A
verb and its object that CC-CEDICT lists as an action (first sense "to ...", none of a state or feeling: 下车, 开花; not
放心 "to feel relieved", 刮风 "to be windy") counts as an action verb after a past time.
"""

from chinese_app.chinese.dictionary import is_word, senses
from chinese_app.evaluation.compare import tag
from chinese_app.evaluation.describe_base import Finding, Token, clause_end, clauses, sentences
from chinese_app.evaluation.describe_words import (
    ACTIONS,
    ACTIVITIES,
    ADJECTIVES,
    CONTRAST,
    COUNTED_TIME,
    DIRECTIONS,
    INTRANSITIVE,
    PAST,
    is_noun,
    is_verb,
    minor_finding,
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
            if n and clause[0].word in CONTRAST:
                reported_from = clause[0].at
            if past is None and n and clause[0].word in CONTRAST:
                done = _completed(sentence[:n])  # 我去了巴黎，可是我不上铁塔: "but" after what happened
            if (past or done) is None or any(t.word in _NOT_PAST_EVENT for t in clause):
                continue
            for i, token in enumerate(clause):
                if past is not None and token.at < past.at or _potential(clause, i):
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
                out.append(
                    minor_finding(start, end, f"{when}: a past action is negated with 没, 没{verb}, not 不{verb}.")
                )
    return out


_SO = frozenset("所以 因此 结果 于是".split())
_STILL = frozenset("还 一直 始终".split())  # 一直不找到 -> 一直没找到: a result that has still not come


def _potential(clause: tuple[Token, ...], i: int) -> bool:
    """Is clause[i], 不 or jieba's 不到, 不见, 不完, between a verb and its result: the form of "cannot" (找不到钥匙,
    钓不到鱼), right whatever the time?"""
    word = clause[i].word
    if not i or not word.startswith("不") or not (is_verb(clause[i - 1]) or clause[i - 1].tag.startswith("v")):
        return False
    if word == "不" and len(clause[i - 1].word) > 1:
        return False  # 生气不来: a verb of two characters and a verb of its own
    result = word[1:] if len(word) > 1 else (clause[i + 1].word if i + 1 < len(clause) else "")
    first = result[:1]
    return bool(first) and (
        first in _RESULTS or first in "了动住开起" or result in DIRECTIONS or result in _COMPLEMENTS
    )


def _verb_first(token: Token) -> bool:
    """Is the word's first character a verb (听 of 听懂; not 易 of 易懂 "easy to understand")?"""
    return tag(token.word[0]).startswith("v") or token.word[0] in ACTIONS


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
                elif token.word == "不":
                    still = bool(i) and clause[i - 1].word in _STILL
                else:
                    continue
                if any(t.word in _INTENT for c in sentence for t in c if t.at < token.at):
                    continue  # 为了不听到噪音, 假装不看见: a purpose or a pretence, whenever told
                so = clause[0].word in _SO and n and sentence[n - 1][-1].word == "了" and i <= 2
                tried = _tried(sentence, clause, i)
                if i + 2 < len(clause) and _split_result(clause[i + 1], clause[i + 2]) and clause[i + 2].word != "好":
                    verb, end = clause[i + 1].word + clause[i + 2].word, clause[i + 2].end
                elif _result(clause[i + 1].word) or (
                    _result_of(clause[i + 1].word)
                    and (clause[i + 1].word in ACTIONS or _unchosen(clause[i + 1].word) and _verb_first(clause[i + 1]))
                ):
                    verb, end = clause[i + 1].word, clause[i + 1].end  # 找到, the listed 听到, and any 听懂, 看见
                elif tried == clause[i + 1].word:
                    verb, end = clause[i + 1].word + clause[i + 2].word, clause[i + 2].end  # 数了... 不数清楚
                elif tried:
                    verb, end = clause[i + 1].word, clause[i + 1].end  # 听了... 不听懂
                else:
                    continue
                # 一开始我不看见它 / 我拍照的时候不发现它，回家以后才看到: "at first" or a later 才 + a result tells
                # of one past event, the result that came only later
                opening = text[sentence[0][0].at : token.at]  # jieba cuts 一 + 开始
                first = any(w in opening for w in _AT_FIRST) and "的时候" not in opening
                first = first or any(
                    t.word == "才" and k + 1 < len(c) and _result(c[k + 1].word)
                    for c in sentence[n + 1 :]
                    for k, t in enumerate(c)
                )
                still = still or first
                # seeing clearly, understanding, noticing: results no one decides or makes a habit of not reaching
                # (我拍照的时候不看清楚时间), so only what did not come about, whenever told
                unchosen = _unchosen(verb) and not first
                if not i and not unchosen:
                    continue  # 不 opening a clause: only a result no one chooses (..., 不发现它的眼睛是黄色的)
                past = None if still or so or tried or unchosen else _told_past(text, token)
                if not (still or so or tried or past or unchosen) or _conditional(sentence, clause, i):
                    continue  # 还不找到他就不走: "unless"
                start = token.at + token.word.index("不")
                if unchosen and not (still or so or tried):
                    why = "This result did not come about, and no one decides against it"
                elif still or so:
                    why = "It has still not come about" if still and not first else "This did not come about"
                else:
                    why = f"After {tried}了 it did not come about" if tried else f"{past.word} is in the past"
                out.append(minor_finding(start, end, f"{why}: a result is negated with 没, 没{verb}, not 不{verb}."))
    return out


# "At first": 不 + a result after one tells of one past event (一开始我不看见它 -> 没看见).
_AT_FIRST = frozenset("一开始 刚开始 开始时 起初 最初 起先 刚才".split())
# Purposes, wishes, pretences and what is hard or possible, where 不 + a result is right whenever it is told (为了不
# 听到, 假装不看见, 很难不发现它).
_INTENT = frozenset("为了 希望 假装 装作 故意 怕 害怕 担心 以免 免得 尽量 小心 难 很难 可能 不可能".split())
# Times of now, of what is to come or of a habit: after one, a past told before no longer holds.
_NOT_THEN = frozenset("现在 今天 明天 后天 今年 明年 以后 将来 每天 平时 一般 有时 有时候 常常 经常 总是".split())
# Results a verb said again may carry (我数了半天，也不数清楚 -> 没数清楚).
_COMPLEMENTS = frozenset("到 见 完 懂 好 清楚 明白 会 开 住 对".split())


def _told_past(text: str, token: Token) -> Token | None:
    """The past time the text is told in at `token`: the last past time word before it, in its sentence or an
    earlier one (上个月...看到了天鹅。可是我不看见考拉), unless a time of now, to come or of habit comes between."""
    past = None
    for clause in clauses(text):
        joined = _past_times(clause)  # 上 + 个 + 星期六
        for t in sorted((*clause, *joined), key=lambda t: (t.at, -len(t.word))):
            if t.at >= token.at:
                return past
            if t.word in PAST or t in joined:
                past = t
            elif t.word in _NOT_THEN:
                past = None
    return past


def _tried(sentence, clause: tuple[Token, ...], i: int) -> str:
    """The verb after 不 at clause[i], before its result, if it was told done with 了 earlier in the sentence (我数
    了半天，也不数清楚: 数), else "". Trying was an event, so its result is one too: 没数清楚."""
    if i + 1 < len(clause) and _result_of(clause[i + 1].word):
        verb = clause[i + 1].word[0]  # jieba's 听懂
    elif i + 2 < len(clause) and clause[i + 2].word in _COMPLEMENTS:
        verb = clause[i + 1].word
    else:
        return ""
    before = [t for c in sentence for t in c if t.at < clause[i].at]
    return verb if any(a.word == verb and b.word == "了" for a, b in zip(before, before[1:], strict=False)) else ""


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
                elif len(following.word) == 2 and following.word[1] == "过" and _done_to(following.word[0], after):
                    said, end = following.word[0], following.end  # 不 + 放过 + 风筝
                else:
                    continue
            elif bu.startswith("不") and len(bu) >= 2 and following.word == "过" and following.tag == "ug":
                said, end = bu[1:], following.end  # jieba's 不见 + 过, 不吃 + 过
            elif len(bu) == 3 and bu[0] == "不" and bu[2] == "过" and _done_to(bu[1], following):
                said, end = bu[1], token.end  # jieba's 不放过 + 风筝: 放风筝, not 不放过 "not let off"
            else:
                continue
            experienced = _action(said) or said in _EXPERIENCED or (tag(said) == "v" and not is_noun(said))
            if said in _NOT_EXPERIENCED or not experienced:
                continue  # 不想过马路, 不愿意过这样的生活: 过 is the verb "cross", "live"
            last = next(k for k, t in enumerate(clause) if t.end == end)
            if said in _CROSSING and not clause_end(clause, last) and _crossed(clause[last + 1 :]):
                continue  # 我们不走过这座桥: "walk across", a refusal (不爬过长城 is 没爬过)
            out.append(
                minor_finding(
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


def _done_to(verb: str, obj: Token | None) -> bool:
    """Do a verb and the word after its 过 make an activity (放 + 风筝, 看 + 电影)? Then 过 is the verb's
    experience, even where jieba joins it to the verb as a word of its own (放过 "let off", 错过 "miss")."""
    if obj is None:
        return False
    done = verb + obj.word
    return done in ACTIVITIES or done in ACTIONS or (is_word(done) and tag(done).startswith("v"))


def _crossed(rest: tuple[Token, ...]) -> bool:
    """Is what follows a verb of motion + 过 what it crosses, or a direction (这座桥, 马路, 去)?"""
    for token in rest[:4]:
        if token.word in _CROSSED or token.word[-1:] in _CROSSED or token.word[-2:] in _CROSSED:
            return True
    return not any(is_noun(t.word) or t.tag.startswith("n") for t in rest[:4])


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
            elif _result(clause[i + 1].word[:2]) and is_noun(clause[i + 1].word[2:]):
                verb, end = clause[i + 1].word[:2], clause[i + 1].at + 2  # jieba's 吃完饭
            else:
                continue
            rest = [t.word for t in clause if t.at >= end]
            if "就" not in rest or any(w in ("不", "没", "没有", "别", "不会", "不能", "才") for w in rest):
                continue
            out.append(
                minor_finding(token.at, end, f"This did not happen before the rest did: 没{verb}, not 不{verb}.")
            )
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
    if word in ACTIONS or word in ACTIVITIES:
        return True
    if len(word) > 1 and word[0] in ACTIONS and is_noun(word[1:]) and not _state(word):  # not 放心 "feel relieved"
        return True
    return _result(word) or _verb_object(word)


# Senses of a state, a feeling, the mind or a habit, not one action: 放心 "to feel relieved", 刮风 "to be windy", 想念
# "to miss", 抽烟 "to smoke" (去年我不抽烟 may be a habit of then).
_STATE_SENSES = (
    "to be ",
    "to feel",
    "to have",
    "to worry",
    "to care",
    "to like",
    "to love",
    "to know",
    "to miss",
    "to long",
    "to think",
    "to imagine",
    "to cherish",
    "to remember",
    "to try",
    "to attempt",
    "to relax",
    "to sense",
    "to realize",
    "to become aware",
    "to smoke",
)


def _state(word: str) -> bool:
    """Does CC-CEDICT give the word a sense of a state or feeling (放心 "to feel relieved", 刮风 "to be windy")?"""
    return any(sense.startswith(_STATE_SENSES) for sense in senses(word))


def _verb_object(word: str) -> bool:
    """A verb (上/下 too, jieba's localisers) and its object that CC-CEDICT lists as a word of action (下车 "to get
    off", 开花 "to bloom"): its first sense an action ("to ..."), none of a state or feeling (放心, 担心 "anxious")."""
    if len(word) != 2 or word in ADJECTIVES or not is_noun(word[1]) or not tag(word[0]).startswith(("v", "f")):
        return False
    told = senses(word)
    return bool(told) and told[0].startswith("to ") and not _state(word)


# Results after an action verb (看到, 找到, 听见, 吃完, 学会): what 不 can never deny of a single past event,
# since 不 + verb + result is only "unless" (不找到他我不走) or the potential form 找不到.
_RESULTS = frozenset("到见完懂")
# Results of two characters (看清楚, 听明白), and verbs that are a result in themselves (发现 "find out").
_CLEAR = frozenset("清楚 明白".split())
_ACHIEVEMENTS = frozenset("发现".split())


def _unchosen(verb: str) -> bool:
    """A result no one decides against or fails to reach by habit (看见, 听懂, 看清楚, 发现): 不 + it is never right
    outside an "unless", a purpose or the form of "cannot"; what did not come about takes 没."""
    return verb[-1:] in "见懂" or verb[-2:] in _CLEAR or verb in _ACHIEVEMENTS


_NO_ACTION = frozenset("感想得受达说")  # 感到, 想到, 得到: feelings and outcomes, not an action's result


def _result(word: str) -> bool:
    """A one-character action verb and its result, as one word (看到, 学会, 走到)."""
    if word in _ACHIEVEMENTS:
        return True
    if len(word) == 3 and word[1:] in _CLEAR:
        word = word[0] + "见"  # jieba's 看清楚: the verb and a result of two characters
    if len(word) != 2 or word[0] in _NO_ACTION:
        return False
    verb = word[0] in ACTIONS or word[0] in ACTIVITIES or word[0] in INTRANSITIVE
    return verb and (word[1] in _RESULTS or word == "学会")


def _split_result(verb: Token, result: Token) -> bool:
    """不 + 爬 + 到 as jieba cuts them: a one-character verb, then its result as a word of its own."""
    word = verb.word
    if len(word) != 1 or word in _NO_ACTION or not verb.tag.startswith("v"):
        return False
    return result.word in _RESULTS or result.word in _CLEAR or (result.word == "好" and word in _RESTED)


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
    # 不看完不行: "must", a double negation (不行, 不可以 as jieba joins them)
    return any(w in ("就", "才", "别", "没", "也") or w.startswith("不") for w in later)


_LATER = frozenset("后来 然后 接着 最后 过了一会儿 等到".split())
_LAST = frozenset(
    """
    周末 星期 礼拜 月 周 星期一 星期二 星期三 星期四 星期五 星期六 星期天 星期日 周一 周二 周三 周四 周五 周六 周日
    """.split()
)


def _past_times(clause: tuple[Token, ...]) -> list[Token]:
    """The clause's words of past time that jieba cuts apart, joined: a number of days or years ago (两年 + 前
    -> 两年前) and 上 + 个 + a unit (上 个 周末 -> 上个周末)."""
    out = []
    for k, token in enumerate(clause):
        if k + 1 < len(clause) and COUNTED_TIME.match(token.word) and clause[k + 1].word in ("前", "以前"):
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
            if token.word == "了" and is_verb(prior) and prior.word not in ADJECTIVES:
                return prior.word + "了"
    return None
