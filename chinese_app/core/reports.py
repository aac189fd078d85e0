""" "My answer should be accepted": learners report an answer scored below 3, admins review the reports.

The client's score is not trusted: a report is graded again on the server (core.evaluate, outside any
transaction) and kept with the server's score and explanation; an answer that scores 3 needs no report.
A learner's report of an answer they reported already (as the grader compares answers) is the same
report, not a second one. Reports are limited per learner in a rolling window, counted in the
database under the learner's lock, so the limit holds across workers and parallel requests.

Accepting a report makes its answer, normalised as the grader compares answers, an alternative of the
sentence: every learner's same answer scores 3 from then on (core.evaluate passes the alternatives to
the evaluator), and every other open report of that answer for that sentence is closed with it.
"""

import math

from sqlalchemy import update
from sqlmodel import Session, col, func, select

from chinese_app.core import evaluate, learner
from chinese_app.core.accounts import require_admin
from chinese_app.core.checks import clamped, text
from chinese_app.core.errors import BadInput, Conflict, NotFound, TooManyRequests
from chinese_app.core.limits import (
    MAX_ATTEMPT_CHARS,
    PERFECT_SCORE,
    REPORT_WINDOW,
    REPORTS_PER_PAGE,
    REPORTS_PER_WINDOW,
)
from chinese_app.db import call, dialect, outside_transaction
from chinese_app.evaluation.compare import normalise
from chinese_app.identity import Principal
from chinese_app.models import AcceptedAnswer, AnswerReport, Sentence
from chinese_app.utc import utcnow
from chinese_app.wire import Answer

OPEN, ACCEPTED, DISMISSED = "open", "accepted", "dismissed"
REPORTED = "Thanks — a teacher will review your answer."
NOTHING_TO_REPORT = "There is no answer to report: type your translation first."
ALREADY_RIGHT = "Your answer already scores 3: there is nothing to report."
TOO_MANY_REPORTS = (
    f"You have reported {REPORTS_PER_WINDOW} answers in the last {REPORT_WINDOW.total_seconds() / 3600:.0f} hours: "
    "please try again later."
)
SENTENCE_NOT_FOUND = "Sentence not found"
_REPORTS = AnswerReport.__table__  # closed in bulk (Core updates: no ORM session bookkeeping)
REPORT_NOT_FOUND = "Report not found"


class ReportFiled(Answer):
    """A learner's report as kept: the server's own score and explanation of the answer."""

    id: str
    sentenceId: str
    attempt: str
    score: int
    explanation: str
    status: str  # open | accepted | dismissed (a report filed again is the earlier one)
    message: str


class ReportRow(Answer):
    """An open report as the admin's list shows it."""

    id: str
    sentenceId: str
    level: str
    english: str
    chinese: str  # the sentence's reference
    attempt: str
    score: int
    explanation: str
    learner: str  # the learner's e-mail
    createdAt: str  # ISO 8601, UTC


class ReportPage(Answer):
    """One page of the open reports, newest first."""

    reports: list[ReportRow]
    page: int
    pages: int
    total: int
    perPage: int


class ReportReviewed(Answer):
    id: str
    status: str  # accepted | dismissed
    accepted: str | None  # the answer now graded as good as the reference (accept only)
    closed: int  # open reports closed, this one included
    message: str


# ---------------------------------------------------------------- a learner reports


def _filed(report: AnswerReport) -> ReportFiled:
    return ReportFiled(
        id=report.id,
        sentenceId=report.sentence_id,
        attempt=report.attempt,
        score=report.score,
        explanation=report.explanation,
        status=report.status,
        message=REPORTED,
    )


def _earlier(db: Session, user: Principal, sentence_id: str, normalised: str) -> AnswerReport | None:
    query = select(AnswerReport).where(
        AnswerReport.user_id == user.uid,
        AnswerReport.sentence_id == sentence_id,
        AnswerReport.normalised == normalised,
    )
    return db.exec(query).first()


def _check_limit(db: Session, user: Principal) -> None:
    since = utcnow() - REPORT_WINDOW
    recent = select(func.count()).select_from(AnswerReport)
    recent = recent.where(AnswerReport.user_id == user.uid, col(AnswerReport.created_at) >= since)
    if db.exec(recent).one() >= REPORTS_PER_WINDOW:
        raise TooManyRequests(TOO_MANY_REPORTS)


def _before_grading(db: Session, user: Principal, sentence_id: object, normalised: str) -> ReportFiled | None:
    """The learner's earlier report of this answer, if any; else 404 for an unknown sentence and
    429 past the limit, before the evaluator (a hosted model costs money) is asked."""
    if not isinstance(sentence_id, str) or db.get(Sentence, sentence_id) is None:
        raise NotFound(SENTENCE_NOT_FOUND)
    earlier = _earlier(db, user, sentence_id, normalised)
    if earlier is not None:
        return _filed(earlier)
    _check_limit(db, user)
    return None


def _store(
    db: Session, user: Principal, sentence_id: str, attempt: str, normalised: str, score: int, explanation: str
) -> ReportFiled:
    learner.lock(db, user.uid)  # the learner's parallel reports are counted one after the other
    earlier = _earlier(db, user, sentence_id, normalised)
    if earlier is not None:
        return _filed(earlier)
    _check_limit(db, user)
    report = AnswerReport(
        user_id=user.uid,
        user_email=user.email,
        sentence_id=sentence_id,
        attempt=attempt,
        normalised=normalised,
        score=score,
        explanation=explanation,
    )
    db.add(report)
    db.flush()
    return _filed(report)


@outside_transaction  # the answer is graded again, and an evaluator may take seconds
def report(user: Principal, sentence_id: object, attempt: object) -> ReportFiled:
    """Keep a learner's "My answer should be accepted" for an admin to review, with the server's
    own score and explanation of the answer: 400 if it scores 3 or is empty, 404 for an unknown
    sentence, 429 past REPORTS_PER_WINDOW reports in REPORT_WINDOW. The same answer reported again
    answers the earlier report."""
    attempt = text(attempt, "attempt", MAX_ATTEMPT_CHARS)
    normalised = normalise(attempt)
    if not normalised:
        raise BadInput(NOTHING_TO_REPORT)
    if len(normalised) > MAX_ATTEMPT_CHARS:  # NFKC may lengthen a text
        raise BadInput(f"attempt must be at most {MAX_ATTEMPT_CHARS} characters")
    earlier = call(_before_grading, user, sentence_id, normalised)
    if earlier is not None:
        return earlier
    grade = evaluate.evaluate_translation(user, sentence_id, attempt)
    if grade.score >= PERFECT_SCORE:
        raise BadInput(ALREADY_RIGHT)
    return call(_store, user, sentence_id, attempt, normalised, grade.score, grade.explanation)


# ---------------------------------------------------------------- admins review


def open_reports(db: Session, user: Principal, page: object = None) -> ReportPage:
    """The open reports, newest first, REPORTS_PER_PAGE a page (a page past the last is the last, so
    a page emptied by reviewing its reports shows the one before)."""
    require_admin(user)
    page = clamped(page, "page", 1, 1_000_000_000, 1)
    total = db.exec(select(func.count()).select_from(AnswerReport).where(AnswerReport.status == OPEN)).one()
    pages = max(1, math.ceil(total / REPORTS_PER_PAGE))
    page = min(page, pages)
    query = (
        select(AnswerReport, Sentence)
        .join(Sentence, col(Sentence.id) == col(AnswerReport.sentence_id))
        .where(AnswerReport.status == OPEN)
        .order_by(col(AnswerReport.created_at).desc(), col(AnswerReport.id).desc())
        .offset((page - 1) * REPORTS_PER_PAGE)
        .limit(REPORTS_PER_PAGE)
    )
    rows = [
        ReportRow(
            id=report.id,
            sentenceId=sentence.id,
            level=sentence.level,
            english=sentence.english,
            chinese=sentence.chinese,
            attempt=report.attempt,
            score=report.score,
            explanation=report.explanation,
            learner=report.user_email,
            createdAt=report.created_at.isoformat(timespec="seconds"),
        )
        for report, sentence in db.exec(query).all()
    ]
    return ReportPage(reports=rows, page=page, pages=pages, total=total, perPage=REPORTS_PER_PAGE)


def _still_open(db: Session, report_id: object) -> None:
    """Nothing was closed: say why (no such report: 404; reviewed already, by another admin maybe: 409)."""
    report = db.get(AnswerReport, report_id) if isinstance(report_id, str) else None
    if report is None:
        raise NotFound(REPORT_NOT_FOUND)
    raise Conflict(f"This report was {report.status} already.")


def _close(db: Session, user: Principal, status: str, *where) -> list[str]:
    """Close the open reports matching `where`; their ids. The update comes first, so that it takes
    the write lock before anything is read (two admins reviewing at once: the second finds it closed)."""
    closed = db.execute(
        update(_REPORTS)
        .where(_REPORTS.c.status == OPEN, *where)
        .values(status=status, reviewed_by=user.email, reviewed_at=utcnow())
        .returning(_REPORTS.c.id)
    )
    return list(closed.scalars().all())


def accept_report(db: Session, user: Principal, report_id: object) -> ReportReviewed:
    """Accept a report's answer for its sentence, for every learner from now on; every open report of
    the same answer (as the grader compares answers) for that sentence is closed with it."""
    require_admin(user)
    if not isinstance(report_id, str):
        raise NotFound(REPORT_NOT_FOUND)
    # The report's sentence and answer, read inside the update (which must come first, see _close).
    theirs = select(_REPORTS).where(_REPORTS.c.id == report_id, _REPORTS.c.status == OPEN).subquery()
    same_answer = (
        _REPORTS.c.sentence_id == select(theirs.c.sentence_id).scalar_subquery(),
        _REPORTS.c.normalised == select(theirs.c.normalised).scalar_subquery(),
    )
    closed = _close(db, user, ACCEPTED, *same_answer)
    if report_id not in closed:
        _still_open(db, report_id)
    report = db.get(AnswerReport, report_id)
    db.execute(
        dialect(db)
        .insert(AcceptedAnswer)
        .values(sentence_id=report.sentence_id, chinese=report.normalised, accepted_by=user.email, accepted_at=utcnow())
        .on_conflict_do_nothing()
    )
    others = len(closed) - 1
    also = f" ({others} other report{'s' if others != 1 else ''} of it closed too)" if others else ""
    return ReportReviewed(
        id=report.id,
        status=ACCEPTED,
        accepted=report.normalised,
        closed=len(closed),
        message=f"Accepted “{report.attempt}”: it now scores 3 for every learner{also}.",
    )


def dismiss_report(db: Session, user: Principal, report_id: object) -> ReportReviewed:
    """Close a report without accepting its answer."""
    require_admin(user)
    if not isinstance(report_id, str):
        raise NotFound(REPORT_NOT_FOUND)
    closed = _close(db, user, DISMISSED, _REPORTS.c.id == report_id)
    if not closed:
        _still_open(db, report_id)
    report = db.get(AnswerReport, report_id)
    return ReportReviewed(
        id=report.id, status=DISMISSED, accepted=None, closed=1, message=f"Dismissed the report of “{report.attempt}”."
    )
