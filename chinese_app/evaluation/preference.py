"""One choice made over another, said in any of the ways a teacher takes for one another: 宁可 B，也不 A "rather B
than A"; 与其 A，不如 B "rather than A, better B"; 不 A，而是 B "not A but B"; 别 A 了，B 吧 and 还是 B 吧，别 A 了
"let's not A, let's B"; 比起 A，更愿意 B "B more than A"; (最好) B，而不是 A "B rather than A"; 别 A，应该 B "not
A, but B, as one should"; A 没有用，不如 B "A is no use, better B".

``as_reference_choice`` says an attempt built one of these ways in the reference's way, with the attempt's own A,
B, subject and opening, so the word rules compare A with A and B with B. Told as they stand, the negation of 也不
A has no partner in 与其 A, and a learner who wrote 与其出去，我还不如待在家里 for 我宁可待在家里，也不想出去 heard
that the sentence is negative. A and B changed round stay changed round: they are carried over as they are, and
``turned_round`` names it (宁可出去，也不待在家里 for 宁可待在家里，也不出去).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_SUBJECT = r"(?:我们|你们|他们|她们|咱们|大家|我|你|他|她)"
_PART = r"[^，,。！？!?；;]"  # a character of one clause


@dataclass(frozen=True)
class _Choice:
    """A choice as said: its form, the opening before it, who chooses, what is not chosen (A), what is (B),
    what closes the sentence, and the form's own words (宁可 or 宁愿, 也不想 or 也不愿意, 还不如 or 不如)."""

    form: str
    front: str
    subject: str
    rejected: str
    chosen: str
    tail: str
    marker: str = ""
    second_marker: str = ""
    subject_later: bool = False


_FORMS = (
    (
        "rather",
        re.compile(
            rf"^(?P<front>.*?)(?P<subject>{_SUBJECT})?(?P<marker>宁可|宁愿|宁肯)(?P<chosen>{_PART}+?)[，,]?"
            rf"(?P<second_marker>也不(?:想|愿意|愿|要)?)(?P<rejected>{_PART}+)(?P<tail>.*)$"
        ),
    ),
    (
        "instead",
        re.compile(
            rf"^(?P<front>.*?)(?P<subject>{_SUBJECT})?与其(?P<rejected>{_PART}+?)[，,]"
            rf"(?P<later>{_SUBJECT})?(?P<second_marker>还不如|倒不如|不如|宁可|宁愿|宁肯)(?P<chosen>{_PART}+)(?P<tail>.*)$"
        ),
    ),
    (
        "not_but",
        re.compile(
            rf"^(?P<front>.*?)(?P<subject>{_SUBJECT})?不(?!是)(?P<rejected>{_PART}+?)[，,]而是"
            rf"(?P<chosen>{_PART}+)(?P<tail>.*)$"
        ),
    ),
    (
        "lets_not",
        re.compile(
            rf"^(?P<front>.*?)(?P<subject>{_SUBJECT})?(?P<marker>别|不要)(?P<rejected>{_PART}+?)了?[，,]"
            rf"(?:还是)?(?P<chosen>{_PART}+?)吧(?P<tail>.*)$"
        ),
    ),
    (
        # 我们别光抱怨了，应该想办法 / 不应该光抱怨，而应该想办法: "not (merely) A, but B" as one should do it; 光
        # "merely" goes without saying in a choice
        "should_instead",
        re.compile(
            rf"^(?P<front>.*?)(?P<subject>{_SUBJECT})?(?P<marker>别|不要|不应该|不该|不能)光?(?P<rejected>{_PART}+?)了?[，,]"
            rf"(?:而是?)?(?P<second_marker>应该|应当|要)(?P<chosen>{_PART}+)(?P<tail>.*)$"
        ),
    ),
    (
        # 抱怨没有用，还不如想办法: A is no use, better B
        "no_use",
        re.compile(
            rf"^(?P<front>.*?)(?P<subject>{_SUBJECT})?光?(?P<rejected>{_PART}+?)(?:没有用|没用|没有什么用)[，,]"
            rf"(?P<later>{_SUBJECT})?(?P<second_marker>还不如|倒不如|不如)(?P<chosen>{_PART}+)(?P<tail>.*)$"
        ),
    ),
    (
        "lets_instead",
        re.compile(
            rf"^(?P<front>.*?)(?P<subject>{_SUBJECT})?还是(?P<chosen>{_PART}+?)吧[，,]{_SUBJECT}?(?:别|不要)"
            rf"(?P<rejected>{_PART}+?)了?(?P<tail>[。！!？?]*)$"
        ),
    ),
    (
        "instead_of",
        re.compile(
            rf"^(?P<front>.*?)(?P<subject>{_SUBJECT})?(?P<marker>最好|还是)?(?P<chosen>{_PART}+?)[，,]"
            rf"而不是(?P<rejected>{_PART}+)(?P<tail>.*)$"
        ),
    ),
    (
        "more_than",
        re.compile(
            rf"^(?P<front>.*?)比起(?P<rejected>{_PART}+?)来?[，,](?P<subject>{_SUBJECT})?"
            rf"(?P<second_marker>更愿意|更想)(?P<chosen>{_PART}+)(?P<tail>.*)$"
        ),
    ),
)


_OPENING_SUBJECT = re.compile(rf"^{_SUBJECT}(?=[\u4e00-\u9fff])")


def _read(sentence: str) -> _Choice | None:
    for form, pattern in _FORMS:
        match = pattern.match(sentence)
        if match:
            parts = match.groupdict()
            later = parts.get("later") or ""
            chosen = parts["chosen"]
            subject = parts["subject"] or later
            if not subject and (opening := _OPENING_SUBJECT.match(chosen)):  # 不如我们走着去吧
                subject, chosen, later = opening.group(0), chosen[opening.end() :], opening.group(0)
            return _Choice(
                form=form,
                front=parts["front"],
                subject=subject,
                # 吧 closes a suggestion, which the reference's form says its own way
                rejected=parts["rejected"].removesuffix("吧"),
                chosen=chosen.removesuffix("吧"),
                tail=parts["tail"],
                marker=parts.get("marker") or "",
                second_marker=parts.get("second_marker") or "",
                subject_later=bool(later),
            )
    return None


def _said_as(ref: _Choice, att: _Choice) -> str:
    """The attempt's choice in the reference's form, with the reference's own words for the form."""
    # who chooses goes unsaid in all these forms (与其出去，还不如待在家里): the reference's, if the attempt names none
    who = att.subject or ref.subject
    front, not_this, this, tail = att.front, att.rejected, att.chosen, att.tail
    if ref.form == "rather":
        return f"{front}{who}{ref.marker}{this}，{ref.second_marker}{not_this}{tail}"
    if ref.form == "instead":
        if ref.subject_later:
            return f"{front}与其{not_this}，{who}{ref.second_marker}{this}{tail}"
        return f"{front}{who}与其{not_this}，{ref.second_marker}{this}{tail}"
    if ref.form == "not_but":
        return f"{front}{who}不{not_this}，而是{this}{tail}"
    if ref.form == "lets_not" and ref.subject_later:  # 别看电视了，我们出去散散步吧
        return f"{front}{ref.marker}{not_this}了，{who}{this}吧{tail}"
    if ref.form == "lets_not":
        return f"{front}{who}{ref.marker}{not_this}了，{this}吧{tail}"
    if ref.form == "lets_instead":
        return f"{front}{who}还是{this}吧，别{not_this}了{tail}"
    if ref.form == "should_instead":
        return f"{front}{who}{ref.marker}{not_this}，而{ref.second_marker}{this}{tail}"
    if ref.form == "no_use":
        return f"{front}{who}{not_this}没有用，{ref.second_marker}{this}{tail}"
    if ref.form == "instead_of":
        return f"{front}{who}{ref.marker}{this}，而不是{not_this}{tail}"
    return f"{front}比起{not_this}，{who}{ref.second_marker}{this}{tail}"


def as_reference_choice(reference: str, attempt: str) -> str:
    """The attempt's choice of one thing over another said in the reference's form (与其出去，我还不如待在家里 as
    我宁可待在家里，也不想出去 where the reference says it so); the attempt as it is where either says no such
    choice, or both say it one way."""
    ref, att = _read(reference.strip()), _read(attempt.strip())
    if ref is None or att is None or ref.form == att.form:
        return attempt
    return _said_as(ref, att)


# Characters that build a clause rather than say what it is about: set aside when two clauses are matched.
_BUILDING = frozenset("了的是我你他她们也都就很有")


def _shared(a: str, b: str) -> int:
    """How many characters that say something two clauses have in common (待在家里 / 在家待着: 3)."""
    return len((set(a) & set(b)) - _BUILDING)


def exchanged(first: str, second: str, our_first: str, our_second: str) -> bool:
    """Are two parts the attempt links (what it chooses and what it turns down, a cause and its effect) the
    reference's two the other way round: each nearer in its characters to the reference's other part?"""
    return _shared(first, our_second) > _shared(first, our_first) and _shared(second, our_first) > _shared(
        second, our_second
    )


def turned_round(reference: str, attempt: str) -> str:
    """How the reference chooses (待在家里 over 出去) where the attempt chooses the other way (宁可出去，也不愿意待在
    家里: its chosen is the reference's rejected, and the other way round); else "". Any form on either side."""
    ref, att = _read(reference.strip()), _read(attempt.strip())
    if ref is None or att is None:
        return ""
    swapped = exchanged(att.chosen, att.rejected, ref.chosen, ref.rejected)
    return f"{ref.chosen} over {ref.rejected}" if swapped else ""
