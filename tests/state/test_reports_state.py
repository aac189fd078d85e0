""" "My answer should be accepted" through the Reflex door: the translate page's button and the /admin
page's Reports card, through the real StateManager and a real database."""

from datetime import timedelta

import pytest
from sqlmodel import select

from chinese_app.core import evaluate, quick, reports
from chinese_app.core.limits import REPORTS_PER_PAGE, REPORTS_PER_WINDOW
from chinese_app.db import session_scope
from chinese_app.models import AnswerReport
from chinese_app.state.reports_admin import ReportsAdminState
from chinese_app.state.translate import REPORT_FAILED, TranslateState
from chinese_app.utc import utcnow
from tests.conftest import call
from tests.rewordings import Rewording, rewording
from tests.state.conftest import events, run_background, texts


@pytest.fixture
def reworded(sqlite_db, monkeypatch) -> Rewording:
    """The rewording's sentence is the one sentence every quick translate session offers."""
    with session_scope() as db:
        found = rewording(db)
    monkeypatch.setattr(quick, "content_ids", lambda _db, _type, _level: [found.sentence_id])
    return found


async def scored(page: TranslateState, answer: str) -> None:
    await events(page.start())
    await events(run_background(page, TranslateState.submit, {"answer": answer}))


def stored() -> list[AnswerReport]:
    with session_scope() as db:
        return list(db.exec(select(AnswerReport)).all())


async def test_a_score_below_3_offers_the_report_which_is_sent_once(bob, reworded):
    async with bob.state(TranslateState) as page:
        assert not page.can_report
        await scored(page, reworded.attempt)
        assert page.sentence_id == reworded.sentence_id and page.score < 3
        assert page.can_report and not page.reported and page.report_message == ""
        await events(run_background(page, TranslateState.report_answer))
        assert page.reported and not page.reporting and page.can_report
        assert page.report_message == "Thanks — a teacher will review your answer."
        await events(run_background(page, TranslateState.report_answer))  # disabled: nothing more is sent
        shown = page.score
    (kept,) = stored()
    grade = call(evaluate.evaluate_translation, await bob.user(), reworded.sentence_id, reworded.attempt)
    assert (kept.attempt, kept.score, kept.explanation) == (reworded.attempt, grade.score, grade.explanation)
    assert kept.score == shown and kept.user_email == "bob@example.com"


async def test_no_report_is_offered_for_a_3_a_give_up_or_another_sentence(bob, reworded):
    async with bob.state(TranslateState) as page:
        await scored(page, reworded.chinese)
        assert page.score == 3 and not page.can_report
        await events(run_background(page, TranslateState.report_answer))
        await events(page.give_up())
        assert page.score == 0 and not page.can_report
        await events(run_background(page, TranslateState.submit, {"answer": reworded.attempt}))
        assert page.can_report
        await events(page.next_sentence())  # the one sentence again, with no answer on screen
        assert page.score == -1 and not page.can_report and page.report_message == ""
    assert stored() == []


async def test_the_servers_refusal_is_shown_and_the_button_disabled(bob, reworded):
    async with bob.state(TranslateState) as page:
        await scored(page, reworded.attempt)
    uid = (await bob.user()).uid
    with session_scope() as db:
        for n in range(REPORTS_PER_WINDOW):
            db.add(_report(uid, reworded.sentence_id, f"答案{n}"))
    async with bob.state(TranslateState) as page:
        await events(run_background(page, TranslateState.report_answer))
        assert page.report_message == reports.TOO_MANY_REPORTS and page.reported
    assert len(stored()) == REPORTS_PER_WINDOW


async def test_a_failed_report_says_so_and_may_be_sent_again(bob, reworded, monkeypatch):
    async with bob.state(TranslateState) as page:
        await scored(page, reworded.attempt)

        def broken(*_args):
            raise RuntimeError("database down")

        with monkeypatch.context() as patched:
            patched.setattr(reports, "report", broken)
            await events(run_background(page, TranslateState.report_answer))
        assert page.report_message == REPORT_FAILED and not page.reported and not page.reporting
        await events(run_background(page, TranslateState.report_answer))
        assert page.reported and page.report_message.startswith("Thanks")
    assert len(stored()) == 1


async def test_an_admin_accepts_on_admin_and_the_answer_scores_3_for_another_learner(alice, bob, admin, reworded):
    async with alice.state(TranslateState) as page:
        await scored(page, reworded.attempt)
        await events(run_background(page, TranslateState.report_answer))
    async with admin.state(ReportsAdminState) as card:
        await events(card.load())
        (row,) = card.items
        assert (row.attempt, row.english, row.chinese, row.learner) == (
            reworded.attempt,
            reworded.english,
            reworded.chinese,
            "alice@example.com",
        )
        assert card.total == 1 and card.pages == 1
        await events(card.accept(row.id))
        assert card.items == [] and card.total == 0 and card.error == "" and card.reviewing == ""
        assert "now scores 3 for every learner" in card.message
        await events(card.accept(row.id))  # reviewed already (another tab, another admin)
        assert card.error == "This report was accepted already."
    async with bob.state(TranslateState) as page:
        await scored(page, reworded.attempt)
        assert page.score == 3 and page.score_label == "Great!" and not page.can_report


async def test_a_dismissed_report_leaves_the_list_and_accepts_nothing(alice, bob, admin, reworded):
    async with alice.state(TranslateState) as page:
        await scored(page, reworded.attempt)
        await events(run_background(page, TranslateState.report_answer))
    async with admin.state(ReportsAdminState) as card:
        await events(card.load())
        await events(card.dismiss(card.items[0].id))
        assert card.items == [] and card.message.startswith("Dismissed the report")
    async with bob.state(TranslateState) as page:
        await scored(page, reworded.attempt)
        assert page.score < 3


async def test_the_reports_card_pages(admin, reworded):
    with session_scope() as db:
        for n in range(REPORTS_PER_PAGE + 2):
            db.add(_report(f"uid-{n}", reworded.sentence_id, f"答案{n}", minutes_ago=n))
    async with admin.state(ReportsAdminState) as card:
        await events(card.load())
        assert (len(card.items), card.page, card.pages, card.total) == (REPORTS_PER_PAGE, 1, 2, REPORTS_PER_PAGE + 2)
        assert card.items[0].attempt == "答案0"  # newest first
        await events(card.turn_page(1))
        assert [r.attempt for r in card.items] == [f"答案{REPORTS_PER_PAGE}", f"答案{REPORTS_PER_PAGE + 1}"]
        await events(card.turn_page(1))  # no page after the last
        assert card.page == 2
        for item in list(card.items):
            await events(card.dismiss(item.id))
        assert card.page == 1 and len(card.items) == REPORTS_PER_PAGE  # the emptied page: back to the last
        await events(card.turn_page(-1))
        assert card.page == 1


async def test_learners_cannot_use_the_reports_card(bob, reworded):
    async with bob.state(TranslateState) as page:
        await scored(page, reworded.attempt)
        await events(run_background(page, TranslateState.report_answer))
    (kept,) = stored()
    async with bob.state(ReportsAdminState) as card:
        await events(card.load())
        assert card.items == [] and card.total == 0
        for action in (card.accept, card.dismiss):
            assert texts(await events(action(kept.id))) == ""
            assert card.error == "Admin access required"
    assert stored()[0].status == "open"


def _report(uid: str, sentence_id: str, attempt: str, minutes_ago: int = 0) -> AnswerReport:
    return AnswerReport(
        user_id=uid,
        user_email=f"{uid}@example.com",
        sentence_id=sentence_id,
        attempt=attempt,
        normalised=attempt,
        score=1,
        explanation="",
        created_at=utcnow() - timedelta(minutes=minutes_ago),
    )
