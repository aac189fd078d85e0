"""The two doors share their rules: the same input through a Reflex handler (the real StateManager)
and through /api (real HTTP to the ASGI app) gives the same result, or the same message.

Each case runs once per door, for a learner of its own, on the same database.
"""

import json
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from reflex.istate.data import ReflexURL, RouterData
from sqlmodel import select

from chinese_app.api import create_api
from chinese_app.core import quick, sessions
from chinese_app.core.limits import REPORTS_PER_WINDOW
from chinese_app.db import session_scope
from chinese_app.models import AnswerReport
from chinese_app.state.admin import AdminPageState
from chinese_app.state.auth import AuthState
from chinese_app.state.home import HomeState, SessionHandoff
from chinese_app.state.translate import TranslateState
from chinese_app.utc import utcnow
from tests.conftest import ADMIN_EMAIL, call
from tests.rewordings import rewording
from tests.state.conftest import events, run_background, texts


@pytest.fixture
def api(sqlite_db):
    with TestClient(create_api()) as client:
        yield client


class ApiLearner:
    """A learner calling /api with their bearer token."""

    def __init__(self, client: TestClient, tokens: dict):
        self.client, self.headers = client, {"Authorization": f"Bearer {tokens['idToken']}"}

    def __call__(self, method: str, path: str, **kwargs):
        return self.client.request(method, path, headers=self.headers, **kwargs)


def api_learner(api, email: str) -> ApiLearner:
    r = api.post("/api/auth/signup", json={"email": email, "password": "secret123"})
    if r.status_code != 200:  # an account the state side made already
        r = api.post("/api/auth/login", json={"email": email, "password": "secret123"})
    return ApiLearner(api, r.json())


def refused(response) -> str:
    assert 400 <= response.status_code < 500, response.text
    return response.json()["error"]


# ---------------------------------------------------------------- deck options out of range


@pytest.mark.parametrize(
    ("new_per_day", "max_due", "expected"),
    [
        (25, 20, "newPerDay must be a whole number from 1 to 20"),
        (0, 20, "newPerDay must be a whole number from 1 to 20"),
        (5, 301, "maxDuePerDay must be a whole number from 1 to 300"),
        (5, 0, "maxDuePerDay must be a whole number from 1 to 300"),
        (20, 300, None),
    ],
)
async def test_deck_options(alice, api, new_per_day, max_due, expected):
    async with alice.state(HomeState) as home:
        await events(home.open_create())
        await events(home.create({"new_per_day": "5"}))
        await events(home.load())
        home.open_options(home.daily[0].id)
        shown = texts(await events(home.save_options({"new_per_day": str(new_per_day), "max_due": str(max_due)})))
        await events(home.load())
        through_state = (home.daily[0].new_per_day, home.daily[0].max_due_per_day)

    bob = api_learner(api, "bob@example.com")
    deck = bob("POST", "/api/decks/create", json={"type": "translate", "hskLevel": 2, "newPerDay": 5}).json()
    answer = bob("PUT", f"/api/decks/{deck['id']}/options", json={"newPerDay": new_per_day, "maxDuePerDay": max_due})
    stored = next(d for d in bob("GET", "/api/decks").json() if d["id"] == deck["id"])
    through_api = (stored["newPerDay"], stored["maxDuePerDay"])

    if expected is None:
        assert answer.status_code == 200 and shown == ""
        assert through_state == through_api == (new_per_day, max_due)
    else:
        assert refused(answer) == expected and expected in shown
        assert through_state == through_api == (5, 20)  # nothing changed


# ---------------------------------------------------------------- quick-session sizes


@pytest.mark.parametrize(
    ("kind", "typed", "sent", "size"),
    [
        ("translate", "25", 25, 20),
        ("translate", "0", 0, 1),
        ("translate", "7", 7, 7),
        ("translate", "", None, 5),
        ("describe", "7", 7, 3),
        ("describe", "2", 2, 2),
        ("listen", "0", 0, 1),
    ],
)
async def test_quick_session_sizes(alice, api, kind, typed, sent, size):
    async with alice.state(HomeState) as home:
        if kind == "describe":
            home.set_quick_describe_count(typed)
        await events(home.start_quick(kind, {"count": typed}))
        through_state = len(json.loads((await home.get_state(SessionHandoff)).data)["cards"])

    bob = api_learner(api, "bob@example.com")
    path = {
        "translate": "/api/translate/session",
        "describe": "/api/describe/session",
        "listen": "/api/flashcards/session",
    }
    body = {"sessionSize": sent} if sent is not None else {}
    if kind == "translate":
        body["level"] = 2  # the quick card's default level
    through_api = len(bob("POST", path[kind], json=body).json()["cards"])
    available = 3 if kind == "listen" else size  # the test content has three clips
    assert through_state == through_api == min(size, available)


# ---------------------------------------------------------------- one daily deck per type (and level)


@pytest.mark.parametrize(("kind", "level"), [("translate", "3"), ("listen", None)])
async def test_a_second_daily_deck_of_a_kind(alice, api, kind, level):
    async with alice.state(HomeState) as home:
        for _ in range(2):
            await events(home.open_create())
            await events(home.set_create_type(kind))
            if level:
                home.set_create_level(level)
            await events(home.create({"new_per_day": "5"}))
        await events(home.load())
        message = home.create_blocked
        assert len(home.daily) == 1

    bob = api_learner(api, "bob@example.com")
    body = {"type": kind, **({"hskLevel": level} if level else {})}
    assert bob("POST", "/api/decks/create", json=body).status_code == 200
    second = bob("POST", "/api/decks/create", json=body)
    assert second.status_code == 409 and refused(second) == message
    assert message.startswith(f"You already have daily {kind} exercises")


# ---------------------------------------------------------------- a translate attempt's piles and completion


async def test_translate_attempts_move_the_same_piles_and_complete_the_day(alice, api):
    # Through the pages: a daily deck of two sentences, opened from /home.
    async with alice.state(HomeState) as home:
        await events(home.open_create())
        home.set_create_level("1")
        await events(home.create({"new_per_day": "2"}))
        await events(home.load())
        deck_id = home.daily[0].id
        await events(home.start_deck(deck_id))
    answers = {c.cardId: c.content.chinese for c in call(sessions.session_of, await alice.user(), deck_id).cards}
    through_state = []
    async with alice.state(TranslateState) as page:
        page.router = RouterData(url=ReflexURL("/translate?deck=true"))
        await events(page.load())
        first = page.card_id
        await events(page.give_up())
        through_state.append((page.score, page.done_count, page.again_count))
        await events(
            run_background(page, TranslateState.submit, {"answer": answers[first]})
        )  # the same sentence, right this time
        through_state.append((page.score, page.done_count, page.again_count))
        await events(page.next_sentence())
        await events(run_background(page, TranslateState.submit, {"answer": answers[page.card_id]}))
        through_state.append((page.score, page.done_count, page.again_count))
        await events(page.next_sentence())
        assert page.view == "complete"
    async with alice.state(HomeState) as home:
        await events(home.load())
        state_deck = home.daily[0]

    # Through /api: the same steps, an evaluation then one attempt call each.
    bob = api_learner(api, "bob@example.com")
    deck = bob("POST", "/api/decks/create", json={"type": "translate", "hskLevel": 1, "newPerDay": 2}).json()
    cards = bob("POST", f"/api/decks/{deck['id']}/session").json()["cards"]
    through_api = []
    steps = [(cards[0], None), (cards[0], cards[0]["content"]["chinese"]), (cards[1], cards[1]["content"]["chinese"])]
    for card, attempt in steps:
        score = 0
        if attempt is not None:
            grade = bob(
                "POST",
                "/api/translate/evaluate",
                json={"sentenceId": card["content"]["id"], "chinese_attempt": attempt},
            )
            score = grade.json()["score"]
        moved = bob(
            "POST", "/api/translate/attempt", json={"deckId": deck["id"], "cardId": card["cardId"], "score": score}
        )
        piles = moved.json()["sessionPiles"]
        through_api.append((score, piles["done"], piles["again"]))
    api_deck = next(d for d in bob("GET", "/api/decks").json() if d["id"] == deck["id"])

    assert through_state == through_api == [(0, 0, 1), (3, 1, 0), (3, 2, 0)]
    assert moved.json()["completedToday"] is True and moved.json()["sessionFullyComplete"] is True
    assert state_deck.complete and not state_deck.clickable
    assert api_deck["completedToday"] and api_deck["sessionFullyComplete"]
    state_stats = api_learner(api, "alice@example.com")("GET", "/api/translate/stats").json()
    assert state_stats == bob("GET", "/api/translate/stats").json()  # the statistics logged alike


# ---------------------------------------------------------------- the admin claim's rules


@pytest.mark.parametrize(
    ("email", "grant", "expected"),
    [
        (ADMIN_EMAIL, False, "You cannot revoke your own admin rights."),
        ("nobody@example.com", True, "EMAIL_NOT_FOUND : no account with the e-mail nobody@example.com"),
        ("bob@example.com", True, None),
    ],
)
async def test_admin_flag_rules(admin, api, email, grant, expected):
    api_learner(api, "bob@example.com")
    async with admin.state(AdminPageState) as page:
        await events(page.load())
        shown = texts(await events(page.set_admin(email, grant)))
        through_state = page.message
    async with admin.state(AuthState) as auth:
        headers = {"Authorization": f"Bearer {auth.id_token}"}
    answer = api.post("/api/admin/set-admin", headers=headers, json={"email": email, "admin": grant})
    if expected is None:
        assert answer.status_code == 200 and answer.json()["message"] == through_state
        assert "next sign-in or token refresh" in through_state
    else:
        assert refused(answer) == expected and expected in shown


# ---------------------------------------------------------------- "My answer should be accepted"


async def test_a_report_is_kept_and_limited_alike(alice, api, monkeypatch):
    with session_scope() as db:
        reworded = rewording(db)
    monkeypatch.setattr(quick, "content_ids", lambda _db, _type, _level: [reworded.sentence_id])
    async with alice.state(TranslateState) as page:
        await events(page.start())
        await events(run_background(page, TranslateState.submit, {"answer": reworded.attempt}))
        await events(run_background(page, TranslateState.report_answer))
        through_state = page.report_message

    bob = api_learner(api, "bob@example.com")
    body = {"sentenceId": reworded.sentence_id, "chinese_attempt": reworded.attempt}
    through_api = bob("POST", "/api/translate/report", json=body).json()
    assert through_state == through_api["message"] == "Thanks — a teacher will review your answer."
    with session_scope() as db:
        kept = {r.user_email: (r.score, r.explanation) for r in db.exec(select(AnswerReport)).all()}
        assert (
            kept["alice@example.com"] == kept["bob@example.com"] == (through_api["score"], through_api["explanation"])
        )
        for uid in {r.user_id for r in db.exec(select(AnswerReport)).all()}:  # both at the limit
            for n in range(REPORTS_PER_WINDOW - 1):
                db.add(
                    AnswerReport(
                        user_id=uid,
                        user_email="",
                        sentence_id=reworded.sentence_id,
                        attempt=f"答案{n}",
                        normalised=f"答案{n}",
                        score=1,
                        explanation="",
                        created_at=utcnow() - timedelta(hours=1),
                    )
                )
    another = "完全不对的句子"
    async with alice.state(TranslateState) as page:
        await events(run_background(page, TranslateState.submit, {"answer": another}))
        await events(run_background(page, TranslateState.report_answer))
        through_state = page.report_message
    assert refused(bob("POST", "/api/translate/report", json={**body, "chinese_attempt": another})) == through_state
    assert through_state.startswith("You have reported 20 answers in the last 24 hours")
