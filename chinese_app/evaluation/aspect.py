"""Meaning errors a word-by-word comparison misses or excuses: aspects that clash (在 + V + 了, 没 + V + 了, 常常 +
V + 了, 了 before 过; not 过了, which is right: 我吃过了, 错过了; 在 + V + 过; a time still to come + V + 了 or V过:
明天我去了图书馆), an action going on said as done or back (在看 / 看了), an experience said as one event (去过 /
去了), and the roles of a sentence reversed (whose action it is),
with the explanations they get."""

from __future__ import annotations

import re

from chinese_app.chinese import dictionary
from chinese_app.chinese.segment import words as segmented
from chinese_app.evaluation import lexicon
from chinese_app.evaluation.compare import normalise, split_words, tag
from chinese_app.evaluation.issues import Issue, Weight
from chinese_app.evaluation.roles import Verdict

_PROGRESSIVE = ("在", "正在", "正")
_NEGATIONS = ("没", "没有")
# Adverbs of habit: what is done often is not one event done, so it takes no 了 (常常去了游泳 -> 常常去游泳).
_HABITUAL = ("常常", "经常", "总是", "往往", "老是", "时常", "通常", "每…都")
_REACH = 3  # words from the aspect word to the 了 that clashes with it (在 + 看 + 电视 + 了)
# Times still to come: what happens then is not done yet (明天我去了图书馆 -> 明天我去图书馆).
_FUTURE = frozenset("明天 后天 明年 后年 下星期 下个星期 下周 下个月 下次 下回 将来".split())
# Words between such a time and the verb that make a 了 after it right: what will be or will have been (要…了,
# 就…了, 已经…了), a plan turned down (不去了), or a 了 of the first of two acts (到了北京就给我打电话).
_TO_COME = frozenset("要 会 就 快 快要 就要 将 将要 才 再 得 能 可以 想 打算 准备 应该 已经 可能 一定 不 别 没".split())


def _experience(word: str, before: str) -> bool:
    """Is the word 过 of experience: 过 after a verb, or a verb + 过 that is no word of its own (看过; not 错过,
    通过)?"""
    if word == "过":
        return tag(before).startswith("v")
    return len(word) > 1 and word.endswith("过") and tag(word[:-1]).startswith("v") and not dictionary.is_word(word)


def _still_to_come(words: tuple[str, ...], i: int) -> tuple[str, str] | None:
    """(the time, 了 or 过) when the time still to come at i is followed in its clause by a verb said done (V + 了
    with no act after it) or experienced (V过), with nothing between that makes it right. Not a time something was
    moved or set to (改到下周举行了, 定在明年): the change is done, the time is where it went."""
    if (
        i > 1
        and words[i - 1] in ("到", "在", "至")
        and tag(words[i - 2]).startswith("v")
        or (i and words[i - 1][-1:] in ("到", "在", "至") and len(words[i - 1]) > 1)
    ):
        return None
    for j in range(i + 1, len(words)):
        word = words[j]
        if word in _TO_COME:
            return None
        split = word == "过" and j + 1 < len(words) and tag(words[j - 1] + words[j + 1]).startswith("v")
        if _experience(word, words[j - 1]) or split:  # 结过婚: 过 inside 结婚 (jieba tags 结 alone a noun)
            return words[i], "过"
        closing = j == len(words) - 1 and not lexicon.is_numeral(words[j - 1]) and words[j - 1] != "岁"
        if word == "了" and (tag(words[j - 1]).startswith("v") or closing):  # 明天去看医生了: closing the clause too
            later = [w for w in words[j + 1 :] if tag(w) != "vn"]  # 开始了新工作: 工作 is the thing begun
            if any(tag(w).startswith(("v", "l", "p")) or w in _TO_COME for w in later):
                return None  # 明天吃了饭再走: the 了 of the first act, the second still to come
            return words[i], "了"
    return None


def _clash_at(words: tuple[str, ...]) -> tuple[str, int, str] | None:
    """(the word an aspect clashes with, its index, the aspect: 了 or 过) in these words, if any."""
    for i, word in enumerate(words):
        markers = _PROGRESSIVE + _NEGATIONS + _HABITUAL
        if word == "都" and any(w.startswith("每") for w in words[:i]):
            word = "每…都"  # 每年夏天我都去河边钓鱼: each time, a habit
        # after 正在 or an adverb of habit, a place or partner may come before the verb (经常跟爷爷打乒乓球); after
        # 在 a partner only (在给老师写信: 在 before 给 is not "at")
        partnered = word == "在" and i + 1 < len(words) and words[i + 1] in _PARTNERS
        v = _past_setting(words, i + 1) if word in _ONLY_GOING_ON + _HABITUAL or partnered else i + 1
        verb = words[v] if v < len(words) else ""
        said_as_itself = word in _HABITUAL and verb == "忘"  # 常常忘了带钥匙: 忘了 is said as "forget" itself
        # 往往到了失去健康时才…: 到了 + a time is "when it comes to", a time of its own, not an act done
        said_as_itself |= verb == "到" and bool({"时", "时候"} & set(words[v:]))
        if word in _PROGRESSIVE and _experience(verb, word if verb == "过" else ""):
            return word, i, "过"  # 在看过: going on, and done before
        if word in _PROGRESSIVE and len(verb) == 2 and verb[1] == "过" and not dictionary.is_word(verb):
            return word, i, "过"  # 正下过大雨, jieba keeping 下过 whole (not 通过 "pass", a word of its own)
        # 在比赛中获胜了: 在 with a place after it (中, 里, 上) is "in", not an action going on
        placed = word == "在" and i + 2 < len(words) and words[i + 2] in _PLACE_AFTER
        if word in markers and tag(verb).startswith("v") and not said_as_itself and not placed:
            for j in range(v + 1, min(len(words), v + 1 + _REACH)):
                if words[j] == "了":
                    return word, i, "了"
                if word in _PROGRESSIVE and _experience(words[j], words[j - 1]):
                    return word, i, "过"
                if words[j] in markers or words[j] == "的":
                    break
            # 正在调查事故的原因了, 总是早上去跑步了: 了 closing the clause of an act going on or of a habit
            closing = words[-1] == "了" and "了" not in words[v:-1] and word not in _NEGATIONS
            if closing and not set(words[:-1]) & _CLOSING_RIGHT:
                return word, i, "了"
        if word == "了" and i + 1 < len(words) and words[i + 1] in ("过",):
            return "过", i, "了"
        if word in _FUTURE and (coming := _still_to_come(words, i)):
            return coming[0], i, coming[1]
    return None


# Words in a clause that make a closing 了 right beside 在 or a habit: 不…了 "no longer", 快/要…了 "about to", 越来越,
# 已经 and 现在 "by now" (他已经在来的路上了, 他现在每天都锻炼了)
_CLOSING_RIGHT = frozenset("不 没 快 要 就要 快要 越来越 已经 都 现在".split())
_PLACE_AFTER = lexicon.LOCALISERS | {"期间"}  # words that close a place or a time after 在
_ONLY_GOING_ON = ("正在", "正")  # unlike 在, never "at": a place after them (正在厨房做饭) is where it goes on
_PARTNERS = ("和", "跟", "与", "同", "向", "给", "对", "就", "关于", "对于")
_SETTING_TAGS = ("n", "r", "p", "f", "s", "ns", "q", "m", "t")


def _past_setting(words: tuple[str, ...], k: int) -> int:
    """Where the verb is after 正在 and the place or partner it may name first (正在厨房做饭, 正在跟客户讨论)."""
    start = k
    while k < len(words) and k - start < 4 and not tag(words[k]).startswith("v"):
        # 正在和伙伴谈判: jieba tags 和 "and", here it is "with"; 经常向慈善机构捐款: to whom
        # 正在就这个提案进行…: 就 "on" (a matter), 这个 counted
        # after a partner word, whatever jieba calls the words of its phrase (就 合同 条款: 合同 tagged "a")
        partner = words[k] in _PARTNERS or words[start] in _PARTNERS
        if not (tag(words[k]).startswith(_SETTING_TAGS) or words[k] in _PLACE_AFTER or words[k] == "的" or partner):
            return start
        k += 1
    return k if k < len(words) else start


_CLAUSE_BREAK = re.compile(r"[，,；;。！？!?：:]")


def _clauses(words: tuple[str, ...], text: str) -> list[tuple[str, ...]]:
    """The words of each clause of the text (我没忍住，笑了出来: 没 and 了 are in two), or all the words as one
    when the text is not given."""
    if not text:
        return [words]
    return [split_words(normalise(part)) for part in _CLAUSE_BREAK.split(text) if normalise(part)]


def aspect_clash(ref: tuple[str, ...], att: tuple[str, ...], reference: str, attempt: str = "") -> Issue | None:
    """A slip where the attempt puts 了 beside an aspect that excludes it, in one clause (attempt: its text,
    to tell the clauses apart), and the reference does not."""
    found = next(filter(None, map(_clash_at, _clauses(att, attempt))), None)
    if found is None or any(map(_clash_at, _clauses(ref, reference))):
        return None
    word, aspect = found[0], found[2]
    if word in _FUTURE:
        done = "it is done" if aspect == "了" else "it has happened before"
        why = f"{word} says it is still to come, and {aspect} that {done}: they do not go together."
    elif word in _PROGRESSIVE and aspect == "过":
        why = f"{word} says the action is going on and 过 that it has happened before: they do not go together."
    elif word in _PROGRESSIVE:
        why = f"{word} says the action is going on and 了 that it is done: they do not go together."
    elif word in _NEGATIONS:
        why = f"With {word} the action did not happen, so it takes no 了."
        if verb := _experienced(ref):  # 没吃过: dropping 了 alone would say "did not eat", not "never ate"
            why = f"With {word} the action did not happen, so it takes no 了; {word}{verb}过 says it never has."
    elif word == "每…都":
        why = "每…都 says it happens each time, not once, so it takes no 了."
    elif word in _HABITUAL:
        why = f"{word} says it happens often, not once, so it takes no 了."
    else:
        why = "过 already says it has happened (at some time): 了 and 过 do not go together here."
    return Issue(Weight.SLIP, "aspect", f"{why} {reference}")


def _going_on(words: tuple[str, ...]) -> str | None:
    """The verb after 在/正在/正 (an action going on: 他在看电视), in words that have no 了 at all."""
    if "了" in words:
        return None
    for i, word in enumerate(words[:-1]):
        if word in _PROGRESSIVE and tag(words[i + 1]).startswith("v"):
            return words[i + 1]
    return None


# Weather that has set in: 下雨了 "it's raining (now)" says what 在下雨 says, not that the rain is over.
_WEATHER = frozenset("下雨 下雪 刮风 打雷 下冰雹 起风 起雾".split())


def _done(words: tuple[str, ...], verb: str) -> bool:
    """Is the verb said done (看了, 看完了电视, 看电视了), with no 在 before it? Not weather (下雨了)."""
    if verb not in words or verb in _WEATHER or any(w in _PROGRESSIVE for w in words):
        return False
    i = words.index(verb)
    return "了" in words[i + 1 : i + 2 + _REACH]


_LASTED = re.compile(
    r"了[一二两三四五六七八九十几半\d]+个?(?:年|月|天|星期|小时|钟头|分钟)[^，,。！？]{0,4}?了[。！!]*$"
)


def aspect_changed(ref: tuple[str, ...], att: tuple[str, ...], reference: str) -> Issue | None:
    """A slip where one side says an action is going on (在看) and the other that it is done (看了): the
    words are all there, the time of the action is not (他看了电视 for "he is watching TV")."""
    for going, done in ((ref, att), (att, ref)):
        if done is ref and _LASTED.search(reference):
            continue  # 找工作已经找了三个月了: 了 + how long + 了 says it has gone on until now, as 一直在找 does
        verb = _going_on(going)
        # 在吃饭 / 吃了饭: a verb and its object, which 了 parts on the other side
        # (not a stretch it filled: 整整一周都在加班 for 加了一个星期的班)
        parted = bool(verb) and len(verb) == 2 and verb[1] in done and _done(done, verb[0])
        parted = parted and not any(w in ("都", "一直") for w in going)
        if verb and (_done(done, verb) or parted):
            said = f"在 + {verb} says the action is going on; {verb[0] if parted else verb} + 了 says it is done."
            return Issue(Weight.SLIP, "aspect_changed", f"{said} {reference}")
        acts = {verb, verb[:1]} if verb and len(verb) == 2 else {verb}  # 看书: 看过书 parts it
        guo = next(
            (a for a in acts for k, w in enumerate(done) if w == f"{a}过" or (w == "过" and done[k - 1 : k] == (a,))),
            "",
        )
        if verb and going is ref and guo:  # 他看过新闻(了) for 他正在看新闻, 我看过书 for 我在看书
            said = f"在 + {verb} says the action is going on; {guo}过 says it has happened before."
            return Issue(Weight.SLIP, "aspect_changed", f"{said} {reference}")
    return None


def _experienced(words: tuple[str, ...]) -> str | None:
    """The verb said with 过 of experience (去过 or 去 + 过, and not 过了: 吃过饭了 says "done", as 了 does)."""
    for i, word in enumerate(words):
        verb = word[:-1] if len(word) > 1 and word.endswith("过") else words[i - 1] if word == "过" and i else ""
        after = words[i + 1 : i + 3]
        if verb and tag(verb).startswith("v") and "了" not in after and not any(w.endswith("了") for w in after):
            return verb
    return None


def experience_changed(ref: tuple[str, ...], att: tuple[str, ...], reference: str) -> Issue | None:
    """A slip where the reference says the learner's verb with 过 of experience (去过日本, "have been") and the
    attempt with 了 and no 过 (去了日本, "went"): once done, not ever done; or both with 没 and the attempt
    without 过 (没去日本 for 没去过日本 "never been")."""
    verb = _experienced(ref)
    if verb is None or any("过" in w for w in att):
        return None
    if _going_on(att) == verb:  # 我以前在看这部电影 for 我以前看过: going on, not done before
        said = f"在 + {verb} says the action is going on; {verb}过 says it has happened before."
        return Issue(Weight.SLIP, "aspect_changed", f"{said} {reference}")
    if _not_done(att, verb) and _not_done(ref, verb):  # 我没去日本 for 我没去过日本 "I have never been"
        said = f"没{verb}过 says it has never happened; 没{verb} only that it did not happen (that time)."
        return Issue(Weight.SLIP, "aspect_changed", f"{said} {reference}")
    if not _done(att, verb):
        return None
    said = f"{verb}过 says it has happened at some time (an experience); {verb}了 only that it happened."
    return Issue(Weight.SLIP, "aspect_changed", f"{said} {reference}")


def _not_done(words: tuple[str, ...], verb: str) -> bool:
    """Is the verb said with 没 or 没有 right before it (没去, 没有去过)?"""
    return any(w in (verb, f"{verb}过") and i and words[i - 1] in ("没", "没有") for i, w in enumerate(words))


def about_aspect(issue: Issue) -> bool:
    """Is this word-by-word issue the 在 or 了 an aspect slip already names (so it is not said twice, and 在 is
    not glossed "at")?"""
    return issue.message.startswith(tuple(f"{how} {w}" for how in ("Missing", "You added") for w in _ASPECT_WORDS))


_ASPECT_WORDS = ("在 ", "在:", "正在", "了 ", "了:", "「了」", "「在」")


def _as_said(words: str, reference: str) -> str:
    """A role's words as the reference says them: the comparison drops 的 (我蛋糕), the learner should see 我的蛋糕."""
    if len(words) == 1 and words in reference:
        # 人 of 出借人 "the lender": the role named by the whole word it ends, which the learner must see
        at, start, before = reference.index(words), 0, ""
        for token in segmented(reference):  # the word jieba reads it in (一辆车), or its verb before 人 (出借 人)
            if start <= at < start + len(token) and token.endswith(words) and token[:-1] not in ("有", "没有"):
                doer = token == "人" and len(before) == 2 and tag(before).startswith("v")
                return before + token if doer else token
            start, before = start + len(token), token
        return words
    if not words or words in reference:
        return words
    # the 的 the comparison drops, a measure word (那运动员 as 那名运动员), a time in a clause (妈妈昨天做的)
    found = re.search("[\u4e00-\u9fff]{0,2}?".join(map(re.escape, words)), reference)
    return found.group(0) if found else words


def _acted_on_first(first: str, second: str, reference: str) -> bool:
    """Does the reference put the first before 被 and the second after it: the first acted on by the second?"""
    at = reference.find("被")
    if at <= 0 or _BEI_NO_AGENT.match(reference, at + 1):
        return False  # 被指收购: "is said to have bought", the first still the one who buys
    one, two = reference.find(first), reference.find(second)
    return 0 <= one < at < two


_BEI_NO_AGENT = re.compile(r"指|称|认为|视为|迫|誉为|评为|选为|当作")


# A comparison said by a word of its own, not 比 (高于 "higher than", 不如 "not as … as", 胜过 "better than")
_COMPARED_BY_WORD = re.compile(r"[高低大小多少强弱好差快慢贵早晚长短]于|不如|胜过|超过")


def _owner_said_alike(sides: tuple[str, str, str, str]) -> tuple[str, ...]:
    """The sides of a comparison with the owner all four share said alike (我们的新家 / 我们旧家 -> 我们的新家 /
    我们的旧家): the comparison reads the owner the sentence says once on both sides."""
    for owner in sorted(lexicon.PERSONAL_PRONOUNS, key=len, reverse=True):  # 我们 before 我
        rests = [side.removeprefix(owner) for side in sides]
        if all(side.startswith(owner) for side in sides) and all(rests):
            if len({rest.startswith("的") for rest in rests}) > 1:
                return tuple(f"{owner}的{rest.removeprefix('的')}" for rest in rests)
            return sides
    return sides


def reversed_explanation(verdict: Verdict, reference: str) -> str:
    """Whose action it is, in the sentence and in the attempt."""
    assert verdict.reversed_roles is not None
    doer, receiver, att_doer, att_receiver = (_as_said(w, reference) for w in verdict.reversed_roles)
    if _acted_on_first(doer, receiver, reference):
        # 运动员被汽车撞了: the one before 被 is acted on, the one after it acts
        doer, receiver, att_doer, att_receiver = receiver, doer, att_receiver, att_doer
    if verdict.marker == "比":
        doer, receiver, att_doer, att_receiver = _owner_said_alike((doer, receiver, att_doer, att_receiver))
        return (
            f"The comparison is the wrong way round: the sentence compares {doer} with {receiver} "
            f"({doer}比{receiver}), yours {att_doer} with {att_receiver}. In Chinese: {reference}"
        )
    if _COMPARED_BY_WORD.search(reference):  # 大城市的生活成本高于小城镇: compared, no one acts
        return (
            f"The comparison is the wrong way round: the sentence says it of {doer}, against {receiver}; yours says "
            f"it of {att_doer}. In Chinese: {reference}"
        )
    return (
        f"Who does what is reversed: in the sentence {doer} is the one who acts ({receiver} is on the "
        f"receiving end); yours has {att_doer} acting. In Chinese: {reference}"
    )
