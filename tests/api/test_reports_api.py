""" "My answer should be accepted" over HTTP (SQLite and PostgreSQL): a learner reports an answer scored
below 3, an admin accepts it, and the same answer scores 3 for every learner; the refusals and the
limit per learner, which holds for reports arriving at once."""

from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

import pytest
from sqlmodel import func, select

from chinese_app.core import reports
from chinese_app.core.errors import CoreError
from chinese_app.core.limits import REPORTS_PER_WINDOW
from chinese_app.db import session_scope
from chinese_app.models import AnswerReport
from chinese_app.utc import utcnow
from tests.conftest import user
from tests.rewordings import Rewording, rewording


@pytest.fixture
def reworded(client) -> Rewording:
    with session_scope() as db:
        return rewording(db)


def report(who, reworded: Rewording, attempt: str | None = None):
    body = {"sentenceId": reworded.sentence_id, "chinese_attempt": reworded.attempt if attempt is None else attempt}
    return who.call("POST", "/api/translate/report", json=body)


def grade(who, reworded: Rewording, attempt: str | None = None) -> dict:
    body = {"sentenceId": reworded.sentence_id, "chinese_attempt": attempt or reworded.attempt}
    return who.ok("POST", "/api/translate/evaluate", json=body)


def test_an_answer_an_admin_accepts_scores_3_for_every_learner(alice, bob, admin, reworded):
    seen = grade(alice, reworded)
    assert seen["score"] < 3
    r = report(alice, reworded)
    assert r.status_code == 200, r.text
    filed = r.json()
    assert filed == {
        "id": filed["id"],
        "sentenceId": reworded.sentence_id,
        "attempt": reworded.attempt,
        "score": seen["score"],
        "explanation": seen["explanation"],
        "status": "open",
        "message": "Thanks — a teacher will review your answer.",
    }
    assert grade(bob, reworded)["score"] < 3

    listed = admin.ok("GET", "/api/admin/reports")
    assert (listed["total"], listed["page"], listed["pages"]) == (1, 1, 1)
    (row,) = listed["reports"]
    assert row == {
        "id": filed["id"],
        "sentenceId": reworded.sentence_id,
        "level": reworded.level,
        "english": reworded.english,
        "chinese": reworded.chinese,
        "attempt": reworded.attempt,
        "score": seen["score"],
        "explanation": seen["explanation"],
        "learner": "alice@example.com",
        "createdAt": row["createdAt"],
    }

    accepted = admin.ok("POST", f"/api/admin/reports/{filed['id']}/accept")
    assert (accepted["status"], accepted["closed"]) == ("accepted", 1)
    assert accepted["accepted"] and accepted["accepted"] in reworded.attempt
    after = grade(bob, reworded)
    assert after["score"] == 3 and after["correct_translation"] == reworded.chinese
    assert admin.ok("GET", "/api/admin/reports")["reports"] == []
    r = report(bob, reworded)
    assert (r.status_code, r.json()) == (400, {"error": "Your answer already scores 3: there is nothing to report."})


def test_refusals(alice, reworded):
    cases = [
        ({"sentenceId": reworded.sentence_id, "chinese_attempt": reworded.chinese}, 400, reports.ALREADY_RIGHT),
        ({"sentenceId": reworded.sentence_id, "chinese_attempt": "  "}, 400, reports.NOTHING_TO_REPORT),
        ({"sentenceId": "no-such-sentence", "chinese_attempt": reworded.attempt}, 404, "Sentence not found"),
        ({"sentenceId": reworded.sentence_id, "chinese_attempt": "好" * 501}, 400, "attempt must be at most"),
        ({"sentenceId": reworded.sentence_id}, 422, "chinese_attempt: Field required"),
        ({"sentenceId": 7, "chinese_attempt": reworded.attempt}, 422, "sentenceId"),
        ({"sentenceId": reworded.sentence_id, "chinese_attempt": "今天\x00"}, 400, "NUL"),
    ]
    for body, status, message in cases:
        r = alice.call("POST", "/api/translate/report", json=body)
        assert r.status_code == status and message in r.json()["error"], (body, r.text)
    assert alice.client.post("/api/translate/report", json=cases[0][0]).status_code == 401
    assert _stored() == 0


def test_a_report_sent_twice_is_kept_once(alice, reworded):
    first = report(alice, reworded).json()
    again = report(alice, reworded, " " + reworded.attempt.rstrip("。") + "！")
    assert again.status_code == 200 and again.json() == first
    assert _stored() == 1


def test_the_limit_per_learner(alice, bob, reworded):
    _seed(alice.uid, REPORTS_PER_WINDOW - 1, reworded.sentence_id)
    assert report(alice, reworded).status_code == 200
    r = report(alice, reworded, "完全不对的句子")
    assert (r.status_code, r.json()) == (
        429,
        {"error": "You have reported 20 answers in the last 24 hours: please try again later."},
    )
    assert report(bob, reworded, "完全不对的句子").status_code == 200


def test_reports_arriving_at_once_stop_at_the_limit(app_db, reworded):
    """Parallel requests of one learner (several tabs, several workers) are counted one after the other."""
    alice = user("alice")
    _seed(alice.uid, REPORTS_PER_WINDOW - 1, reworded.sentence_id)
    attempts = [f"完全不对的句子{n}" for n in range(1, 7)]

    def attempt(text: str):
        try:
            return reports.report(alice, reworded.sentence_id, text)
        except CoreError as e:
            return e

    with ThreadPoolExecutor(len(attempts)) as pool:
        results = list(pool.map(attempt, attempts))
    assert sum(not isinstance(r, CoreError) for r in results) == 1, results
    assert {r.status for r in results if isinstance(r, CoreError)} == {429}
    assert _stored() == REPORTS_PER_WINDOW


def test_learners_cannot_review(alice, bob, reworded):
    filed = report(alice, reworded).json()
    for who in (alice, bob):
        assert who.call("GET", "/api/admin/reports").status_code == 403
        for action in ("accept", "dismiss"):
            r = who.call("POST", f"/api/admin/reports/{filed['id']}/{action}")
            assert (r.status_code, r.json()) == (403, {"error": "Admin access required"})
    assert grade(bob, reworded)["score"] < 3


def test_dismissed_and_unknown_reports(alice, admin, reworded):
    filed = report(alice, reworded).json()
    dismissed = admin.ok("POST", f"/api/admin/reports/{filed['id']}/dismiss")
    assert dismissed == {
        "id": filed["id"],
        "status": "dismissed",
        "accepted": None,
        "closed": 1,
        "message": f"Dismissed the report of “{reworded.attempt}”.",
    }
    assert grade(alice, reworded)["score"] < 3
    for action in ("accept", "dismiss"):
        r = admin.call("POST", f"/api/admin/reports/{filed['id']}/{action}")
        assert (r.status_code, r.json()) == (409, {"error": "This report was dismissed already."})
        r = admin.call("POST", f"/api/admin/reports/nope/{action}")
        assert (r.status_code, r.json()) == (404, {"error": "Report not found"})
    assert admin.call("GET", "/api/admin/reports", params={"page": 0}).status_code == 422
    assert admin.ok("GET", "/api/admin/reports", params={"page": 99})["page"] == 1


def _seed(uid: str, count: int, sentence_id: str) -> None:
    """`count` reports of other answers in the last day."""
    with session_scope() as db:
        for n in range(count):
            db.add(
                AnswerReport(
                    user_id=uid,
                    user_email=f"{uid}@example.com",
                    sentence_id=sentence_id,
                    attempt=f"答案{n}",
                    normalised=f"答案{n}",
                    score=1,
                    explanation="",
                    created_at=utcnow() - timedelta(hours=1),
                )
            )


def _stored() -> int:
    with session_scope() as db:
        return db.exec(select(func.count()).select_from(AnswerReport)).one()
