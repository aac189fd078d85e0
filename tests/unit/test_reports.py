""" "My answer should be accepted": learners' reports and the admins' review, through the core and a
real SQLite database (the API tests run them on PostgreSQL too)."""

from datetime import timedelta

import pytest
from sqlmodel import func, select

from chinese_app.core import evaluate, reports
from chinese_app.core.errors import BadInput, Conflict, Forbidden, NotFound, TooManyRequests
from chinese_app.core.limits import REPORTS_PER_PAGE, REPORTS_PER_WINDOW
from chinese_app.db import session_scope
from chinese_app.models import AcceptedAnswer, AnswerReport, Sentence
from chinese_app.utc import utcnow
from tests.conftest import call, user

ALICE, BOB, CAROL = user("alice"), user("bob"), user("carol")
ADMIN = user("admin", admin=True)
HOT = "这件衣服太贵了。"  # "This piece of clothing is too expensive."
REWORDED = "这件衣服卖得太贵了。"  # right, but worded so that the grader scores it below 3


def sentence_id(chinese: str = HOT) -> str:
    with session_scope() as s:
        return s.exec(select(Sentence.id).where(Sentence.chinese == chinese)).one()


def score(who, attempt: str, chinese: str = HOT) -> int:
    return call(evaluate.evaluate_translation, who, sentence_id(chinese), attempt).score


def stored() -> list[AnswerReport]:
    with session_scope() as s:
        return list(s.exec(select(AnswerReport).order_by(AnswerReport.created_at)).all())


@pytest.fixture
def hot(content) -> str:
    assert score(ALICE, REWORDED) < 3, "the grader accepts the rewording already: pick another for these tests"
    return sentence_id()


def test_an_accepted_answer_scores_3_for_every_learner(hot):
    filed = call(reports.report, ALICE, hot, REWORDED)
    assert (filed.status, filed.message) == ("open", "Thanks — a teacher will review your answer.")
    assert score(BOB, REWORDED) < 3

    reviewed = call(reports.accept_report, ADMIN, filed.id)
    assert (reviewed.status, reviewed.accepted, reviewed.closed) == ("accepted", "这件衣服卖得太贵了", 1)
    assert "now scores 3 for every learner" in reviewed.message
    # Another learner, the same answer as the grader compares answers (punctuation, width, traditional).
    for attempt in (REWORDED, "这件衣服卖得太贵了！", "這件衣服賣得太貴了"):
        assert score(BOB, attempt) == 3, attempt
    assert score(BOB, "这件衣服太便宜了。") < 3  # another answer is not
    assert score(BOB, REWORDED, "他是我的朋友。") < 3  # nor the same answer to another sentence
    assert call(reports.open_reports, ADMIN).reports == []
    with session_scope() as s:
        accepted = s.exec(select(AcceptedAnswer)).one()
    assert (accepted.sentence_id, accepted.chinese, accepted.accepted_by) == (hot, "这件衣服卖得太贵了", ADMIN.email)


def test_the_report_keeps_the_servers_score_and_explanation(hot):
    grade = call(evaluate.evaluate_translation, ALICE, hot, REWORDED)
    filed = call(reports.report, ALICE, hot, REWORDED)
    assert (filed.score, filed.explanation, filed.attempt) == (grade.score, grade.explanation, REWORDED)
    (kept,) = stored()
    assert (kept.user_id, kept.user_email, kept.sentence_id) == (ALICE.uid, ALICE.email, hot)
    assert (kept.score, kept.explanation, kept.status, kept.reviewed_by) == (
        grade.score,
        grade.explanation,
        "open",
        None,
    )


def test_an_answer_that_scores_3_cannot_be_reported(hot):
    with pytest.raises(BadInput) as refused:
        call(reports.report, ALICE, hot, HOT)
    assert refused.value.status == 400 and refused.value.message == reports.ALREADY_RIGHT
    call(reports.accept_report, ADMIN, call(reports.report, ALICE, hot, REWORDED).id)
    with pytest.raises(BadInput, match="already scores 3"):  # accepted since: it scores 3 for Bob
        call(reports.report, BOB, hot, REWORDED)
    assert len(stored()) == 1


@pytest.mark.parametrize(
    ("sentence", "attempt", "error", "message"),
    [
        ("nope", REWORDED, NotFound, "Sentence not found"),
        (None, REWORDED, NotFound, "Sentence not found"),
        ("hot", "", BadInput, reports.NOTHING_TO_REPORT),
        ("hot", "  。！ ", BadInput, reports.NOTHING_TO_REPORT),
        ("hot", None, BadInput, reports.NOTHING_TO_REPORT),
        ("hot", 3, BadInput, "attempt must be text"),
        ("hot", "我" * 501, BadInput, "attempt must be at most 500 characters"),
    ],
)
def test_bad_reports_are_refused(hot, sentence, attempt, error, message):
    with pytest.raises(error) as refused:
        call(reports.report, ALICE, hot if sentence == "hot" else sentence, attempt)
    assert refused.value.message == message
    assert stored() == []


def test_the_same_answer_reported_again_is_one_report(hot):
    first = call(reports.report, ALICE, hot, REWORDED)
    again = call(reports.report, ALICE, hot, " 这件衣服卖得太贵了！")  # the same answer, as the grader compares answers
    assert again.id == first.id and again.attempt == REWORDED
    bobs = call(reports.report, BOB, hot, REWORDED)  # another learner's report is their own
    assert bobs.id != first.id
    assert len(stored()) == 2


def test_reports_are_limited_per_learner_in_a_rolling_window(hot):
    with session_scope() as s:  # earlier reports of other answers: the last day's count, older ones do not
        for n in range(REPORTS_PER_WINDOW - 1):
            s.add(_report(ALICE, hot, f"这件衣服很贵{n}", utcnow() - timedelta(hours=23)))
        s.add(_report(ALICE, hot, "很久以前", utcnow() - timedelta(hours=25)))
    call(reports.report, ALICE, hot, REWORDED)  # the 20th of the last 24 hours
    with pytest.raises(TooManyRequests) as refused:
        call(reports.report, ALICE, hot, "这件衣服太便宜了。")
    assert refused.value.status == 429
    assert refused.value.message == "You have reported 20 answers in the last 24 hours: please try again later."
    # Reporting the same answer again stores nothing, so the limit does not stand in its way.
    assert call(reports.report, ALICE, hot, REWORDED).attempt == REWORDED
    assert call(reports.report, BOB, hot, "这件衣服太便宜了。").status == "open"  # Bob has his own limit
    with session_scope() as s:  # a day on, the oldest of them no longer count
        s.get(AnswerReport, _first_of(ALICE)).created_at = utcnow() - timedelta(hours=25)
    assert call(reports.report, ALICE, hot, "这件衣服太便宜了。").status == "open"


def _report(who, sentence: str, attempt: str, at) -> AnswerReport:
    return AnswerReport(
        user_id=who.uid,
        user_email=who.email,
        sentence_id=sentence,
        attempt=attempt,
        normalised=attempt,
        score=1,
        explanation="",
        created_at=at,
    )


def _first_of(who) -> str:
    return next(r.id for r in stored() if r.user_id == who.uid and r.created_at > utcnow() - timedelta(hours=24))


def test_only_admins_review(hot):
    filed = call(reports.report, ALICE, hot, REWORDED)
    for action in (reports.accept_report, reports.dismiss_report):
        with pytest.raises(Forbidden, match="Admin access required"):
            call(action, BOB, filed.id)
        with pytest.raises(Forbidden):  # not even their own report
            call(action, ALICE, filed.id)
    with pytest.raises(Forbidden):
        call(reports.open_reports, ALICE)
    assert [r.id for r in call(reports.open_reports, ADMIN).reports] == [filed.id]
    assert score(BOB, REWORDED) < 3


def test_accepting_closes_the_other_reports_of_the_same_answer_only(hot):
    alices = call(reports.report, ALICE, hot, REWORDED)
    bobs = call(reports.report, BOB, hot, "这件衣服卖得太贵了！")
    carols = call(reports.report, CAROL, hot, "这件衣服太便宜了。")
    other = call(reports.report, CAROL, sentence_id("他是我的朋友。"), REWORDED)
    reviewed = call(reports.accept_report, ADMIN, bobs.id)
    assert (reviewed.closed, reviewed.accepted) == (2, "这件衣服卖得太贵了")
    assert "1 other report of it closed too" in reviewed.message
    page = call(reports.open_reports, ADMIN)
    assert {r.id for r in page.reports} == {carols.id, other.id} and page.total == 2
    with session_scope() as s:
        closed = s.get(AnswerReport, alices.id)
        assert (closed.status, closed.reviewed_by) == ("accepted", ADMIN.email) and closed.reviewed_at


def test_dismissing_accepts_nothing_and_a_reviewed_report_stays_reviewed(hot):
    filed = call(reports.report, ALICE, hot, REWORDED)
    dismissed = call(reports.dismiss_report, ADMIN, filed.id)
    assert (dismissed.status, dismissed.accepted, dismissed.closed) == ("dismissed", None, 1)
    assert score(BOB, REWORDED) < 3
    with pytest.raises(Conflict, match="This report was dismissed already."):
        call(reports.accept_report, ADMIN, filed.id)
    with pytest.raises(Conflict) as again:
        call(reports.dismiss_report, ADMIN, filed.id)
    assert again.value.status == 409
    for action in (reports.accept_report, reports.dismiss_report):
        for missing in ("nope", None, 7):
            with pytest.raises(NotFound, match="Report not found"):
                call(action, ADMIN, missing)
    with session_scope() as s:
        assert s.exec(select(func.count()).select_from(AcceptedAnswer)).one() == 0
    # Dismissed, the same answer reported again is still that report (it is not reopened).
    assert call(reports.report, ALICE, hot, REWORDED).status == "dismissed"


def test_the_admins_list_is_paged_newest_first_with_what_a_review_needs(hot):
    with session_scope() as s:
        for n in range(REPORTS_PER_PAGE + 2):
            s.add(_report(user(f"learner{n}"), hot, f"答案{n}", utcnow() - timedelta(minutes=n)))
    first = call(reports.open_reports, ADMIN)
    assert (first.page, first.pages, first.total, first.perPage) == (1, 2, REPORTS_PER_PAGE + 2, REPORTS_PER_PAGE)
    assert [r.attempt for r in first.reports] == [f"答案{n}" for n in range(REPORTS_PER_PAGE)]
    row = first.reports[0]
    assert (row.english, row.chinese, row.level, row.learner) == (
        "This piece of clothing is too expensive.",
        HOT,
        "2",
        "learner0@example.com",
    )
    assert row.createdAt.endswith("+00:00") and row.sentenceId == hot and row.score == 1
    second = call(reports.open_reports, ADMIN, 2)
    assert [r.attempt for r in second.reports] == [f"答案{n}" for n in (REPORTS_PER_PAGE, REPORTS_PER_PAGE + 1)]
    assert call(reports.open_reports, ADMIN, 9).page == 2  # past the last: the last
    assert call(reports.open_reports, ADMIN, "2").page == 2  # a form's text
    for report in first.reports + second.reports:
        call(reports.dismiss_report, ADMIN, report.id)
    assert call(reports.open_reports, ADMIN, 2).model_dump() == {
        "reports": [],
        "page": 1,
        "pages": 1,
        "total": 0,
        "perPage": REPORTS_PER_PAGE,
    }
