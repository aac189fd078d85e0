"""Rules for the reference's words in another order: allowed (明天我去 / 我明天去, a topic up front), a slip
(妈妈做饭在家), or another meaning (他给我 / 我给他, 早上...晚上 swapped)."""

from __future__ import annotations

from chinese_app.evaluation import lexicon
from chinese_app.evaluation.compare import Alignment, TimeMove, is_nominal
from chinese_app.evaluation.issues import Context, Issue, Weight, quoted
from chinese_app.evaluation.words import with_gloss

_LONGEST_FOR_BLOCKS = 14  # words: finding a moved block tries every block and place (cubic)


def _swap(ref: tuple[str, ...], att: tuple[str, ...]) -> tuple[int, int] | None:
    """(i, j) if the attempt is the reference with the words at i and j exchanged."""
    diff = [k for k in range(len(ref)) if ref[k] != att[k]]
    if len(diff) == 2 and ref[diff[0]] == att[diff[1]] and ref[diff[1]] == att[diff[0]]:
        return diff[0], diff[1]
    return None


def _moved_block(ref: tuple[str, ...], att: tuple[str, ...]) -> tuple[int, int, int] | None:
    """(start, end, new place) if the attempt is the reference with ref[start:end] moved elsewhere."""
    for start in range(len(ref)):
        for end in range(start + 1, len(ref) + 1):
            rest = ref[:start] + ref[end:]
            for place in range(len(rest) + 1):
                if place != start and rest[:place] + ref[start:end] + rest[place:] == att:
                    return start, end, place
    return None


def roles_reversed(reference: str) -> Issue:
    """The issue of a subject and an object that changed places."""
    if "比" in reference:
        message = f"The comparison is the wrong way round: what comes before 比 is the one compared. {reference}"
    else:
        message = f"Who does what is reversed: the sentence is {reference}"
    return Issue(Weight.MEANING, "roles_reversed", message, 0.5)


def reorder_issue(ref: tuple[str, ...], att: tuple[str, ...], ctx: Context) -> Issue:
    """The attempt has exactly the reference's words, in another order."""
    swap = _swap(ref, att)
    if swap and all(ref[k] in lexicon.TIME_GROUP for k in swap):
        first, second = (ref[k] for k in swap)
        message = f"The times are swapped: the sentence has {with_gloss(first, ctx.english)} first, then {second}."
        return Issue(Weight.MEANING, "time", message, 1.0)
    if swap and all(is_nominal(ref[k]) for k in swap):
        return roles_reversed(ctx.reference)
    block = _moved_block(ref, att) if len(ref) <= _LONGEST_FOR_BLOCKS else None
    if block:
        start, end, place = block
        moved, last = ref[start:end], len(ref) - (end - start)
        # A topic (这本书我读了) may open the sentence or stand after the verb as its object.
        topic = moved[0] in ("这", "那") or all(is_nominal(w) for w in moved)
        if topic and last > 0 and {start, place} == {0, last}:
            return Issue(Weight.FINE, "word_order", f"{''.join(moved)} may open the sentence or follow the verb.")
        if moved == ("了",):
            return Issue(Weight.SLIP, "particle", f"了 goes right after the verb: {ctx.reference}")
    lo = next(k for k in range(len(ref)) if ref[k] != att[k])
    hi = next(k for k in range(len(ref) - 1, -1, -1) if ref[k] != att[k])
    said, wrote = "".join(ref[lo : hi + 1]), "".join(att[lo : hi + 1])
    return Issue(Weight.SLIP, "word_order", f"Word order: {said}, not {quoted(wrote)}.")


def time_move_issue(move: TimeMove, ctx: Context) -> Issue:
    """A time phrase in another place: fine at the start or after the subject, a slip after the verb."""
    phrase = "".join(move.phrase)
    if move.acceptable:
        return Issue(Weight.FINE, "word_order", f"{phrase} may come before or after the subject.")
    return Issue(Weight.SLIP, "word_order", f"Word order: a time like {phrase} goes before the verb: {ctx.reference}")


def moved_words_issue(words: tuple[str, ...], ctx: Context) -> Issue:
    """Words the attempt has in another place, among other differences."""
    if words == ("了",):
        return Issue(Weight.SLIP, "particle", f"了 goes right after the verb: {ctx.reference}")
    return Issue(Weight.SLIP, "word_order", f"Word order: {''.join(words)} goes elsewhere: {ctx.reference}")


def exchanged_roles(alignment: Alignment) -> bool:
    """Two stretches that exchange the same nouns or pronouns (他给我 / 我给他: 他 for 我 and 我 for 他)."""
    pairs = [(r.ref, r.att) for r in alignment.regions if r.ref and r.att]
    return any((b, a) in pairs and a != b and all(is_nominal(w) for w in a + b) for a, b in pairs)


__all__ = ["exchanged_roles", "moved_words_issue", "reorder_issue", "roles_reversed", "time_move_issue"]
