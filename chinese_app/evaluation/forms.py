"""Grammatical forms a teacher takes for one another, the learner's said in the reference's form before the word
rules compare the two (``in_reference_words``): 能 + verb + result for V得C and 不能 + verb + result for V不C
(``set_phrases`` reads 不能 + verb for V不了), 时 for 的时候, the subject before either of two clauses, the cause
after the subject, A 是 A for 虽然 A, A 比 B 差 for A 不如 B, V出了 + place for 从 + place + V了出来. The learner's
own people, things and ways are kept, so a wrong one is still named.

Beside them, checks that a form turns the meaning round (``owner_turned_doer``, ``compared_with_turned``,
``not_as_good_turned``), read before the word rules, and the reference's 是…的 said as the plain past where the
learner says it so (``without_stress``).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from chinese_app.chinese import dictionary
from chinese_app.evaluation import lexicon
from chinese_app.evaluation.compare import normalise, split_words, tag
from chinese_app.evaluation.evidence import opposites
from chinese_app.evaluation.issues import is_noun

_END = re.compile(r"[。？！?!.\s]*$")


def in_reference_words(reference: str, attempt: str) -> str:
    """The attempt with each form above said as the reference says it, in this order."""
    attempt = _as_reference_possible(reference, _as_reference_when(reference, attempt))
    attempt = _as_reference_subject_place(reference, _as_reference_cause_first(reference, attempt))
    attempt = _as_reference_granted(reference, _as_reference_not_as_good(reference, attempt))
    attempt = _as_reference_very(reference, _as_reference_moved(reference, attempt))
    attempt = _as_reference_no_matter(reference, _as_reference_denied_opposite(reference, attempt))
    attempt = _as_reference_quality_denied(reference, _as_reference_opposite_of_denied(reference, attempt))
    attempt = _as_reference_time_left(reference, _as_reference_were_it_not(reference, attempt))
    attempt = _as_reference_cannot(reference, attempt)
    return _as_reference_handled(reference, attempt)


def _as_reference_cannot(reference: str, attempt: str) -> str:
    """我奶奶不知道怎么用智能手机 where the reference says 我奶奶不会用智能手机 ("doesn't know how to", one "cannot"
    either way): said in the reference's words, the learner's own verb kept after it."""
    said = lexicon.NOT_KNOWING_HOW.search(attempt)
    if (
        said is None
        or lexicon.NOT_KNOWING_HOW.search(reference)
        or not re.search(r"不会(?=[\u4e00-\u9fff])", reference)
    ):
        return attempt
    return attempt[: said.start()] + "不会" + attempt[said.end() :]


_SPAN = r"[零一二两三四五六七八九十几半\d]+个?(?:分钟|小时|钟头|天|星期|周|个月|年)"
# "In ten minutes": what is left of the time, then what happens (还有十分钟电影就开始了), or the time after which it
# happens (电影十分钟以后开始).
_TIME_LEFT = re.compile(rf"^(?:再过|还有)({_SPAN})([^，,就]{{0,6}}?)就要?([^，,]+?)了(?P<end>[。！!]?)$")
_TIME_AFTER = re.compile(rf"({_SPAN})(以后|之后|后)")


def _as_reference_time_left(reference: str, attempt: str) -> str:
    """还有十分钟电影就开始了 where the reference says 电影十分钟以后开始: said in the reference's words (电影十分钟以后
    开始), the learner's own span, subject and act kept."""
    left, after = _TIME_LEFT.match(attempt.strip()), _TIME_AFTER.search(reference)
    if after is None:
        return attempt
    if left is None:  # 过了半小时，他到了 for 半个小时以后，他到了: the time gone by, then what happened
        return _TIME_PASSED.sub(lambda m: f"{m.group(1)}{after.group(2)}", attempt.strip(), count=1)
    span, subject, act = left.group(1), left.group(2), left.group(3)
    return f"{subject}{span}{after.group(2)}{act}{left.group('end')}"


_TIME_PASSED = re.compile(rf"^过了({_SPAN})")


# "If it were not for", 要不是, said as "if there were no" or "if it were not" (如果没有你的帮助, 要是不是你), or
# as "without" opening a clause (没有你的帮助，我…): one condition either way.
_WERE_IT_NOT = re.compile(r"要不是|(?:如果|要是|假如|假若|若是|倘若)(?:没有|不是)|^没有(?=[^，,。]{1,8}[，,])")


def _as_reference_were_it_not(reference: str, attempt: str) -> str:
    """如果没有你的帮助 where the reference says 要不是你的帮助 (or the other way round): said in the reference's
    words."""
    ours, theirs = _WERE_IT_NOT.search(reference), _WERE_IT_NOT.search(attempt)
    if ours is None or theirs is None or ours[0] == theirs[0]:
        return attempt
    return attempt[: theirs.start()] + ours[0] + attempt[theirs.end() :]


# "Whether or not", 不管 + A不A, said by the A不A alone before 都 or 也 (你同不同意，我都…): spoken Chinese leaves
# 不管 out.
_NO_MATTER = re.compile(r"^(不管|无论|不论)")
_WHETHER_OR_NOT = re.compile(r"^[^，,]*?(.)[不没]\1[^，,]*[，,][^，,]*?[都也]")


def _as_reference_no_matter(reference: str, attempt: str) -> str:
    """你同不同意，我都已经决定了 where the reference opens with 不管你同不同意: the reference's 不管 put back."""
    opening = _NO_MATTER.match(reference.strip())
    if opening is None or _NO_MATTER.match(attempt.strip()) or not _WHETHER_OR_NOT.match(attempt.strip()):
        return attempt
    return opening[1] + attempt.strip()


def _as_reference_handled(reference: str, attempt: str) -> str:
    """The thing the reference's first clause takes with 把 (不要把今天的工作拖到明天, 我早就把那年夏天发生的事忘得
    一干二净了) put first as the topic, before the words the reference says before 把 (今天的工作不要拖到明天; 那年夏天
    发生的事，我早就忘得…): said with 把 again after them, so the rest is compared as it stands and a thing of the
    learner's own is still named."""
    first = re.split(r"[，,]", reference, maxsplit=1)[0]
    at = first.find("把")
    before = first[:at]  # 不要, 我早就, 请
    if at <= 0 or "把" in attempt or "被" in attempt:
        return attempt
    ours = next(
        (first[at + 1 : end] for end in range(len(first), at + 2, -1) if attempt.startswith(first[at + 1 : end])), ""
    )
    act = first[at + 1 + len(ours) : at + 3 + len(ours)]
    rest = re.sub(r"^[，,]", "", attempt[len(ours) :])
    if ours and len(act) == 2 and (place := rest.find(act)) >= 0 and not re.search(r"[，,]", rest[:place]):
        return rest[:place] + "把" + ours + rest[place:]  # the reference's own thing, before its act
    place = attempt.find(before)
    if place > 0 and dictionary.is_word(attempt[place + len(before) - 1 : place + len(before) + 1]):
        return attempt  # 别 of 别人 "others" is no "don't"
    thing = re.sub(r"[，,]$", "", attempt[:place]) if place > 0 else ""
    if not thing or re.search(r"[，,]", thing):
        return attempt
    return before + "把" + thing + attempt[place + len(before) :]  # a thing of the learner's own, after their words


# "Very" after the quality, 冷得很, said before it, 很冷: one degree.
def _as_reference_very(reference: str, attempt: str) -> str:
    """冷得很 where the reference says 很冷: said in the reference's words (the quality of one character or two)."""
    at = attempt.find("得很")
    for quality in (attempt[max(at - 2, 0) : at], attempt[at - 1 : at]) if at > 0 else ():
        if f"很{quality}" in reference:
            return attempt[: at - len(quality)] + f"很{quality}" + attempt[at + 2 :]
    return attempt


# The subject of a sentence of two clauses said before the first (我等了一个月，终于拿到了签证) or at the head of the
# second (等了一个月，我终于拿到签证了): one subject for both either way.
_SUBJECT = r"(我们|你们|他们|她们|咱们|[我你您他她])"
_SUBJECT_FIRST = re.compile(rf"^{_SUBJECT}([^，,]+)[，,]([^，,]+)$")
_SUBJECT_SECOND = re.compile(rf"^([^，,]+)[，,]{_SUBJECT}([^，,]+)$")
_PEOPLE = re.compile(r"[我你您他她咱]")


def _as_reference_subject_place(reference: str, attempt: str) -> str:
    """The learner's subject put where the reference puts it, before the first clause or the second (the learner's
    own subject: 他 for 我 stays a person apart). Not where the clause it would join names a person of its own
    (我给你打了电话，可是你没接 beside 给你打了电话，你没接: 你 is no subject moved)."""
    ref, att = reference.strip(), attempt.strip()
    if (first := _SUBJECT_FIRST.match(ref)) and (second := _SUBJECT_SECOND.match(att)):
        before, subject, after = second.groups()
        alone = not (_PEOPLE.search(before) or _PEOPLE.search(first[3]))
        if alone and _in_step(first[2], first[3], before, after):
            return f"{subject}{before}，{after}"
    if (second := _SUBJECT_SECOND.match(ref)) and (first := _SUBJECT_FIRST.match(att)):
        subject, before, after = first.groups()
        alone = not (_PEOPLE.search(after) or _PEOPLE.search(second[1]))
        if alone and _in_step(second[1], second[3], before, after):
            return f"{before}，{subject}{after}"
    return attempt


def _in_step(one: str, two: str, first: str, second: str) -> bool:
    """Do the attempt's clauses (first, second) say the reference's (one, two) in the same order, by the characters
    they share (快下雨了，你还是打个车吧 for 你最好打车吧，要下雨了 turns them round)?"""

    def shared(a: str, b: str) -> int:
        return len(set(a) & set(b))

    return shared(one, first) + shared(two, second) > shared(one, second) + shared(two, first)


# A cause or a purpose said first (由于天气不好，航班推迟了; 为了身体健康，他决定戒烟) or after the subject
# (航班因为天气不好推迟了; 他为了健康决定戒烟): one cause, one purpose either way.
_CAUSE_OPENS = re.compile(r"^(由于|因为|为了)([^，,]+)[，,](.+)$")


def _as_reference_cause_first(reference: str, attempt: str) -> str:
    """The learner's cause or purpose put before its subject, as the reference puts it, where the learner says it
    after the subject: the phrase ends where the reference's clause goes on after its subject (决定 of 他决定戒烟),
    or it is the reference's own phrase."""
    first = _CAUSE_OPENS.match(reference.strip())
    if first is None:
        return attempt
    opener, cause, clause = first.groups()
    # a subject, then the cause, then what it caused (not 比赛推迟了因为下雨: the cause put last)
    said_as = "为了" if opener == "为了" else "(?:由于|因为)"
    parted = re.match(rf"^([^，,]{{1,4}}?){said_as}([^，,]+)[，,]([^，,]+)$", attempt.strip())
    if opener == "为了" and parted and clause.startswith(parted[1]):
        # 许多城市为了吸引人才，推出了… for 为了吸引人才，许多城市推出了…
        return f"{opener}{parted[2]}，{parted[1]}{parted[3]}"
    after = re.match(rf"^([^，,]{{1,4}}?){said_as}([\u4e00-\u9fff][^，,]*)$", attempt.strip())
    if after is None:
        return attempt
    subject, said = after.groups()
    goes_on = clause[len(subject) : len(subject) + 2] if clause.startswith(subject) else ""
    end = said.find(goes_on, 1) if len(goes_on) == 2 else -1
    if end < 0 and said.startswith(cause) and len(said) > len(cause):
        end = len(cause)
    if end < 0:
        end = _thing_that_caused(said)  # 航班因为天气原因延误了: the cause a thing, then the verb it caused
    return f"{opener}{said[:end]}，{subject}{said[end:]}" if end > 0 else attempt


def _thing_that_caused(said: str) -> int:
    """Where a cause that is a thing (天气原因, 疫情, 大雨) ends before the verb it caused, or -1."""
    words = split_words(said)
    if not words or not is_noun(words[0]):
        return -1
    k = next((k for k, w in enumerate(words) if tag(w).startswith("v")), 0)
    if k == 0 or not all(is_noun(w) for w in words[:k]):
        return -1
    return len("".join(words[:k]))


# Someone did it to the owner's thing (我的伞被人拿走了); the owner doing it to someone's (我把别人的伞拿走了) turns
# who did what round.
_DONE_TO_OWNER = re.compile(r"^(?P<owner>我们|你们|他们|她们|[我你他她])的(?P<thing>[^，,被]+?)被")


def owner_turned_doer(reference: str, attempt: str) -> bool:
    """Does the attempt make the reference's owner the one who does it (我把别人的伞拿走了 for 我的伞被人拿走了)?"""
    done = _DONE_TO_OWNER.match(reference.strip())
    if done is None:
        return False
    owner, thing = done["owner"], done["thing"]
    return bool(re.match(rf"^{owner}把[^，,]*?(?:别人|人家|他|她|他们)的[^，,]*?{re.escape(thing)}", attempt.strip()))


# A concession said A 是 A (这份工作累是累，不过…) for 虽然 / 尽管 + A (虽然这份工作很累，但是…): "A it is, but".
_GRANTED = re.compile(
    r"^(?P<what>[^，,]{0,6}?)(?P<quality>[\u4e00-\u9fff]{1,2})是(?P=quality)(?P<little>了一?点儿?)?(?=[，,])"
)


def _as_reference_granted(reference: str, attempt: str) -> str:
    """这份工作累是累 where the reference says 虽然这份工作很累: said in the reference's words."""
    granting = re.match(r"^(虽然|尽管)", reference.strip())
    granted = _GRANTED.match(attempt.strip())
    if granting is None or granted is None:
        return attempt
    what, quality = granted["what"], granted["quality"]
    degree = "有点儿" if granted["little"] else "很"  # 远是远了点儿 "a bit far, granted"
    return f"{granting[1]}{what}{degree}{quality}{attempt.strip()[granted.end() :]}"


# "Compared with A, B …" (与传统媒体相比，社交媒体…快得多): A and B exchanged turn the comparison round.
_COMPARED_WITH_FIRST = re.compile(r"^(?:与|跟|和|同)(?P<one>[^，,]+?)(?:相比|比)(?:较)?[，,](?P<other>[^，,]+)$")


def compared_with_turned(reference: str, attempt: str) -> bool:
    """Does the attempt put the reference's two sides of 与 A 相比，B… the other way round?"""
    ours, theirs = (_COMPARED_WITH_FIRST.match(_END.sub("", s.strip())) for s in (reference, attempt))
    if ours is None or theirs is None or ours["one"] == theirs["one"]:
        return False
    # the attempt's A opens the reference's second clause, and the reference's A opens the attempt's
    return theirs["other"].startswith(ours["one"]) and ours["other"].startswith(theirs["one"])


# A 不如 B "A is not as good as B" said A 比 B 差 ("worse than"): one comparison; A 比 B 好 turns it round.
_NOT_AS_GOOD = re.compile(r"^(?P<one>[^，,]+?)不如(?P<other>[^，,。！？!?]+?)(?P<end>[。！？!?]*)$")
_BETTER_OR_WORSE = re.compile(
    r"^(?P<one>[^，,]+?)比(?P<other>[^，,。！？!?]+?)(?:还|更)?(?P<how>差|坏|好|强)(?P<end>[。！？!?]*)$"
)


def _as_reference_not_as_good(reference: str, attempt: str) -> str:
    """A 比 B 差 where the reference says A 不如 B: said in the reference's words."""
    ours, theirs = _NOT_AS_GOOD.match(reference.strip()), _BETTER_OR_WORSE.match(attempt.strip())
    if ours is None or theirs is None or theirs["how"] not in "差坏":
        return attempt
    return f"{theirs['one']}不如{theirs['other']}{theirs['end']}"


def not_as_good_turned(reference: str, attempt: str) -> bool:
    """Does the attempt say A 比 B 好 or 强 where the reference says A 不如 B?"""
    ours, theirs = _NOT_AS_GOOD.match(reference.strip()), _BETTER_OR_WORSE.match(attempt.strip())
    return bool(ours and theirs and theirs["how"] in "好强" and theirs["one"] == ours["one"])


# Moving out of or into a place said 从 + place + verb + 了 + 出来 (他从图书馆走了出来) or verb + 出 + 了 + place
# (他走出了图书馆): one move.
_FROM_PLACE = re.compile(r"从(?P<place>[^，,]{1,6}?)(?P<verb>[\u4e00-\u9fff])了?(?P<way>[出进回上下过])(?:来|去)了?")


def _as_reference_moved(reference: str, attempt: str) -> str:
    """他走出了图书馆 where the reference says 他从图书馆走了出来: said in the reference's words."""
    moved = _FROM_PLACE.search(reference)
    if moved is None or _FROM_PLACE.search(attempt):
        return attempt
    verb, way = moved["verb"], moved["way"]
    tail = moved.group(0)[len("从") + len(moved["place"]) :]  # 走了出来
    # the learner's own way kept (走进了图书馆: 进, which the word rules then name beside 出)
    return re.sub(
        rf"{verb}(?P<way>[出进回上下过])了?(?P<place>[^，,。！？!?]{{1,6}})",
        lambda m: f"从{m['place']}{tail.replace(way, m['way'], 1)}",
        attempt,
        count=1,
    )


# "When" after an act, said 的时候 or, shorter, 时 (开车的时候 / 开车时): one word for it. Not 时 in a word of its
# own (小时 "hour", 按时 "on time", 同时 "at once", 时间, 时代).
_WHEN = re.compile(r"([\u4e00-\u9fff]{2})(?<![小按及同当随准临暂平此何顿届])(的时候|时)(?![候间代期刻常])")


def _as_reference_when(reference: str, attempt: str) -> str:
    """开车时 where the reference says 开车的时候 (or the other way round): said in the reference's words."""
    for match in _WHEN.finditer(reference):
        act, when = match.groups()
        other = "时" if when == "的时候" else "的时候"
        attempt = re.sub(rf"{act}{other}(?![候间代期刻常])", match.group(0), attempt)
    return attempt


# A result or a way the act can reach (听得清楚, 搬得上去, 做得完): 能 + the verb + that result says it too (能听清楚,
# 能搬上去), and 不能 + the verb + result what it cannot (吃不完, 不能吃完). Only results and ways, not how well an
# act goes (跑得很快 is not 能跑很快).
_CAN_REACH = re.compile(
    r"([\u4e00-\u9fff])([得不])(清楚|明白|干净|上去|下去|上来|下来|出来|进去|出去|起来|回来|回去|过去|过来|[清懂完到见动了起下上进出回开住着好掉走])"
)


# Results said only in the V得C / V不C form (买得起 "can afford", 吃不了 "cannot manage"): 能买起 is no Chinese.
_ONLY_POTENTIAL = frozenset("起 了".split())


def _as_reference_possible(reference: str, attempt: str) -> str:
    """能听清楚 where the reference says 听得清楚, 不能吃完 where it says 吃不完: said in the reference's words."""
    for match in _CAN_REACH.finditer(reference):
        verb, can, result = match.groups()
        if result in _ONLY_POTENTIAL:
            continue  # 不能买起 is no Chinese: 买不起 "cannot afford" has no 能 form
        denied = "不" if can == "不" else "(?<!不)"
        # 把它 may come between, the thing the sentence is about said again (这个箱子…我不能把它搬上去)
        said = "清楚?" if result.startswith("清") else result  # 看得清 and 看得清楚 say the same
        attempt = re.sub(rf"{denied}(?:能够|能|可以)(?:把它)?{verb}{said}", match.group(0), attempt)
    return attempt


# 是…的 stresses how, when or where a past act was done (我是坐飞机去北京的); 是 may go (我坐飞机去北京的), and the
# plain past says it too (我坐飞机去北京了, 我坐飞机去了北京).
_STRESSED_PAST = re.compile(r"^(?P<who>[^，,是]{1,6}?)是(?P<done>[^，,]+?)的(?P<end>[。！!？?]?)$")


def without_stress(reference: str, attempt: str) -> str:
    """The reference said as the attempt says its past act, where the attempt has no 是: with 的 and no 是
    (你什么时候到的), or plainly (我坐飞机去北京), where a 了 of the attempt is fine and none is missing (一九九八年出生
    needs none); else the reference."""
    stressed = _STRESSED_PAST.match(reference.strip())
    said = _END.sub("", attempt.strip())
    if stressed is None or "是" in said or not any(tag(w).startswith("v") for w in split_words(stressed["done"])):
        return reference  # 这本书是我的: whose it is, no act
    who, done, end = stressed["who"], stressed["done"], stressed["end"]
    if said.endswith("的"):
        return f"{who}{done}的{end}"
    return f"{who}{done}{end}"


# A quality denied, "not very" (不太好) or plainly (不好), and the degrees a quality may carry, longest first so
# that 有点儿 is taken whole.
QUALITY_DENIED = re.compile(r"(不太|不大|不怎么|不)([\u4e00-\u9fff]{1,2})")
DEGREES = sorted(lexicon.DEGREE_ADVERBS | {"有点儿", "有点", "比较"}, key=len, reverse=True)


def qualities_said(sentence: str) -> Iterator[tuple[str, int, int]]:
    """Each word of the sentence bare of its degree (小 of 很小), with where it stands there, the degree before it
    included (很小); not where 不 or 没 denies it."""
    for word in split_words(sentence):
        bare = next((word[len(d) :] for d in DEGREES if word.startswith(d) and len(word) > len(d)), word)
        if bare not in sentence:
            continue
        start = sentence.index(bare)
        start -= next((len(d) for d in DEGREES if sentence[:start].endswith(d)), 0)
        if not sentence[:start].endswith(("不", "没")):
            yield bare, start, sentence.index(bare) + len(bare)


# A quality's opposite denied (不容易 for 难, 不贵 for 便宜) or an outcome's (没有成功 for 失败, 不允许 for 禁止,
# 没接受 for 拒绝): one meaning, as a teacher reads 谈判最后没有成功 for 谈判最终失败了. Qualities and outcomes
# only: 没去 for 来了 is another act, not 来 said otherwise.
_DENYING = frozenset("不 没 没有".split())
_OPPOSED = frozenset(w for pair in lexicon.OUTCOMES | lexicon.ALL_OPPOSITES for w in pair)


def _as_reference_opposite_of_denied(reference: str, attempt: str) -> str:
    """很难 where the reference denies the opposite quality (不容易), or 失败了 where it denies the opposite outcome
    (没有成功): said as the reference says it, the denial + its word, the degree dropped (不容易 says "not easy",
    whatever the degree of 难) and the 了 of what came about with it."""
    denied = [m for m in re.finditer(r"(?:不|没有?)([\u4e00-\u9fff]{1,2})", reference) if m[1] in _OPPOSED]
    if not denied:
        return attempt
    words = split_words(attempt)
    for k, said in enumerate(words):
        for match in denied:
            quality = match[1]
            pair = frozenset((quality, said))
            outcome = pair in lexicon.OUTCOMES
            if not (outcome or (pair in lexicon.ALL_OPPOSITES and tag(said).startswith("a"))) or said in reference:
                continue
            if k and words[k - 1] in _DENYING:
                continue  # 不难 for 不容易: another meaning, for the word rules
            start = k - 1 if k and words[k - 1] in lexicon.DEGREE_ADVERBS else k
            end = k + 2 if outcome and words[k + 1 : k + 2] == ("了",) else k + 1
            return "".join(words[:start]) + match[0] + "".join(words[end:])
    return attempt


def _as_reference_quality_denied(reference: str, attempt: str) -> str:
    """The attempt's denial of a quality (症状不重 "not serious", 希望不大) said as the opposite quality the reference
    says (症状轻微 "mild", 可能性很小), with its degree: ``_as_reference_denied_opposite`` cut finer, reading the
    reference's qualities inside their degree (很小) and by the first character of a two-character one (轻微), and
    the opposites ``evidence`` knows; not "not very" (不太便宜 is not 很贵), nor where the reference denies it too."""
    for denied in QUALITY_DENIED.finditer(attempt):
        if denied.group(0) in reference or denied.group(1) != "不":  # 不太便宜 "not very cheap" is not 很贵
            continue
        for quality in dict.fromkeys((denied.group(2), denied.group(2)[:1])):
            if not tag(quality).startswith("a"):
                continue
            for bare, start, end in qualities_said(reference):
                said_of = opposites(quality, bare) or (len(bare) == 2 and opposites(quality, bare[:1]))
                if said_of and tag(bare).startswith(("a", "d")):
                    return attempt[: denied.start()] + reference[start:end] + attempt[denied.start(2) + len(quality) :]
    return attempt


def _as_reference_denied_opposite(reference: str, attempt: str) -> str:
    """没有成功 where the reference says 失败 (and does not deny it): said in the reference's words, with the
    reference's degree before it and its 了 after it where 没 stood for it."""
    ours = sorted(w for w in _OPPOSED if w in reference) if ("不" in attempt or "没" in attempt) else []
    if not ours:
        return attempt  # most answers: nothing to read, and no need to cut the attempt into words
    words = split_words(reference)
    ours = [w for w in ours if w in words]
    cut = split_words(attempt)
    # 没有被通过 for 被否决了: the 被 between stays before the reference's word
    pairs = [(a, b, "") for a, b in itertools.pairwise(cut)]
    pairs += [(a, c, "被") for a, b, c in zip(cut, cut[1:], cut[2:], strict=False) if b == "被"]
    for no, said, passive in pairs:
        if no not in _DENYING:
            continue
        for word in ours:
            pair = frozenset((word, said))
            quality = tag(word).startswith("a") and tag(said).startswith("a")
            if not (pair in lexicon.OUTCOMES or (quality and pair in lexicon.ALL_OPPOSITES)):
                continue
            if word in attempt or re.search(rf"[不没]{word}", reference):
                continue
            done = "了" if no != "不" and f"{word}了" in reference else ""
            # the reference's degree with it (很难 for 不容易): a bare quality would read as a contrast
            degree = next((d for d in sorted(lexicon.DEGREE_ADVERBS) if d + word in reference), "")
            return attempt.replace(no + passive + said, passive + degree + word + done, 1)
    return attempt


# How often: a period (每天, 一周, 每两个星期, 每隔一天) and a count of times after it (两次, 一遍).
# not a point in time (三年前, 两天后) nor an ordinal (第一次)
_PERIOD = re.compile(
    r"(?P<every>每隔|每|一)?(?P<n>[一两二三四五六七八九十几]?)个?(?P<unit>天|周|星期|礼拜|月|年)(?![前后以之])"
)
_TIMES = re.compile(r"(?<!第)(?P<n>[一两二三四五六七八九十几]+)(?P<unit>次|遍|回|趟)")
_WEEK = {"星期": "周", "礼拜": "周"}


def _how_often(text: str) -> tuple[tuple[float, str, float], str] | None:
    """(how many units, the unit, how many times) of the first period with a count of times after it, and the
    words that say it (每两天查一次 -> (2, 天, 1), "每两天…一次"); 每隔一天 is every two days."""
    period = next((p for p in _PERIOD.finditer(text) if p["every"] or p["n"]), None)
    times = _TIMES.search(text, period.end()) if period else None
    if period is None or times is None:
        return None
    units = lexicon.number_value(period["n"]) if period["n"] else 1
    count = lexicon.number_value(times["n"])
    if units is None or count is None:
        return None
    units += 1 if period["every"] == "每隔" else 0
    return (units, _WEEK.get(period["unit"], period["unit"]), count), f"{period[0]}…{times[0]}"


def how_often_changed(reference: str, attempt: str) -> tuple[str, str] | None:
    """The reference's how often and the attempt's, where both say one and they differ (每天查两次 for 每两天查一次,
    两周一次 for 一周两次), else None."""
    ours, theirs = _how_often(reference), _how_often(attempt)
    if ours is None or theirs is None or ours[0] == theirs[0]:
        return None
    return ours[1], theirs[1]


# "Not everyone" (不是每个人都…) and "no one" (每个人都不…): the same words, the negation before or after 都.
_NOT_ALL = re.compile(r"(?:并)?不是?(?:每个人|所有的?人|人人|大家|每个|所有的?)[^，,。不]{0,6}?都")
_ALL_NOT = re.compile(r"(?:每个人|所有的?人|人人|大家|每个|所有的?)[^，,。不]{0,6}?都不")


def not_all_said_as_none(reference: str, attempt: str) -> bool:
    """Does one sentence say "not everyone" and the other "no one" (每个人都不喜欢 for 并不是每个人都喜欢)?"""
    for one, other in ((reference, attempt), (attempt, reference)):
        if _NOT_ALL.search(one) and _ALL_NOT.search(other) and not _NOT_ALL.search(other):
            return True
    return False


# "All" in the English, said by 都 in the reference; an attempt that says it by none of these leaves it out.
_ALL_ENGLISH = re.compile(r"\b(?:all|both|everything)\b", re.IGNORECASE)
_SAYS_ALL = re.compile(r"都|所有|全|每|大家|人人|各|一切|统统|通通")


def all_left_out(english: str, reference: str, attempt: str) -> bool:
    """Does the attempt leave out the "all" that the English says and the reference says by 都 (妈妈洗了我的衣服 for
    妈妈把我的衣服都洗了 "washed all my clothes")? 都 is no mere word of construction then."""
    return bool(_ALL_ENGLISH.search(english)) and "都" in reference and not _SAYS_ALL.search(attempt)


_WAYS = "过进出上下回起"  # the way before 来 or 去 (过来, 进去)
WAY_SAID = {"来": "here, toward the one speaking", "去": "over there, away from the one speaking"}


def way_turned(english: str, reference: str, attempt: str) -> tuple[str, str] | None:
    """The reference's way and the attempt's, where the attempt is the reference with 来 and 去 turned after a way
    (你过去坐在我旁边 for 你过来坐在我旁边) and the English says the reference's way ("come over here") and not the
    other; else None. Where the English says neither, either may be right (飞出来 / 飞出去 "flew out")."""
    for k, said in enumerate(reference):
        if said not in "来去" or not k or reference[k - 1] not in _WAYS:
            continue
        other = "去" if said == "来" else "来"
        if normalise(reference[:k] + other + reference[k + 1 :]) != normalise(attempt):
            continue
        toward, away = lexicon.TOWARD_ENGLISH, lexicon.AWAY_ENGLISH
        ours, theirs = (toward, away) if said == "来" else (away, toward)
        if ours.search(english) and not theirs.search(english):
            return reference[k - 1 : k + 1], reference[k - 1] + other
    return None


# 从爸爸那儿拿钱 "take money from Dad": 从 + the one + 那儿 or 那里
_FROM_SOMEONE = re.compile(r"从(?P<who>[^，,。从给]{1,4}?)那(?:儿|里|边)")


def from_said_as_to(reference: str, attempt: str) -> bool:
    """Does the attempt say 给 + the one the reference takes from (我给爸爸拿了一些钱 for 我从爸爸那儿拿了一些钱)?"""
    ours = _FROM_SOMEONE.search(reference)
    return bool(ours) and f"给{ours['who']}" in attempt and not _FROM_SOMEONE.search(attempt)


# A date: a month and its day (九月一号, 6月3日)
_DATE = re.compile(r"(?P<month>[一二三四五六七八九十\d]{1,3})月(?P<day>[一二三四五六七八九十\d]{1,3})[号日]")


def date_changed(reference: str, attempt: str) -> tuple[str, str] | None:
    """The reference's date and the attempt's, where both say one and they differ (一月九号 for 九月一号: the same
    numbers, which the word rules would read as words in another order), else None."""
    ours, theirs = _DATE.search(reference), _DATE.search(attempt)
    if ours is None or theirs is None:
        return None
    values = [lexicon.number_value(m[k]) for m in (ours, theirs) for k in ("month", "day")]
    return None if values[:2] == values[2:] else (ours[0], theirs[0])
