"""Hardening of the /api door: idempotent attempts by client key, revoked tokens, one error shape,
and an OpenAPI document that says which errors each route answers."""

import uuid

import pytest
from sqlmodel import select

from chinese_app.api import create_api
from chinese_app.db import session_scope
from chinese_app.models import FlashcardLog, ReviewLog, TranslateLog

# ---------------------------------------------------------------- 8. attempt ids


@pytest.fixture
def deck(alice):
    deck = alice.ok("POST", "/api/decks/create", json={"type": "translate", "hskLevel": 1})
    card = alice.ok("POST", f"/api/decks/{deck['id']}/session")["cards"][0]
    return deck["id"], card["cardId"]


def _count(table, user) -> int:
    with session_scope() as s:
        return len(s.exec(select(table).where(table.user_id == user.uid)).all())


def test_a_repeated_attempt_id_is_recorded_once(alice, deck):
    deck_id, card_id = deck
    body = {"deckId": deck_id, "cardId": card_id, "score": 1, "answer": "我", "attemptId": str(uuid.uuid4())}
    first = alice.ok("POST", "/api/translate/attempt", json=body)
    again = alice.ok("POST", "/api/translate/attempt", json=body)  # the client retried after a timeout
    assert again == first
    assert _count(ReviewLog, alice) == 1 and _count(TranslateLog, alice) == 1


def test_two_genuine_identical_attempts_count_twice_and_x_y_x_three_times(alice, deck):
    deck_id, card_id = deck
    for answer in ("我", "我", "你", "我"):
        body = {"deckId": deck_id, "cardId": card_id, "score": 1, "answer": answer, "attemptId": uuid.uuid4().hex}
        alice.ok("POST", "/api/translate/attempt", json=body)
    assert _count(ReviewLog, alice) == 4 and _count(TranslateLog, alice) == 4


def test_deck_translate_and_listen_logs_take_attempt_ids(alice, deck):
    deck_id, card_id = deck
    log = {"cardId": card_id, "success": False, "score": 1, "attemptId": "a-1"}
    alice.ok("POST", f"/api/decks/{deck_id}/log", json=log)
    alice.ok("POST", f"/api/decks/{deck_id}/log", json=log)
    alice.ok("POST", f"/api/decks/{deck_id}/log", json={**log, "attemptId": "a-2"})
    assert _count(ReviewLog, alice) == 2

    sentence = alice.ok("POST", "/api/translate/session", json={"level": 1, "sessionSize": 1})["cards"][0]
    stat = {"sentenceId": sentence["content"]["id"], "score": 2, "attemptId": "t-1"}
    assert alice.ok("POST", "/api/translate/log", json=stat) == alice.ok("POST", "/api/translate/log", json=stat)
    assert _count(TranslateLog, alice) == 1

    clip = alice.ok("POST", "/api/flashcards/session", json={"sessionSize": 1})["cards"][0]["content"]
    answer = {"chunkId": clip["id"], "result": "correct", "attemptId": "f-1"}
    alice.ok("POST", "/api/flashcards/log", json=answer)
    alice.ok("POST", "/api/flashcards/log", json=answer)
    assert _count(FlashcardLog, alice) == 1


def test_attempt_ids_are_per_learner(alice, bob, deck):
    """Bob's key equal to Alice's is Bob's own attempt, not a retry of hers."""
    sentence = alice.ok("POST", "/api/translate/session", json={"level": 1, "sessionSize": 1})["cards"][0]
    stat = {"sentenceId": sentence["content"]["id"], "score": 2, "attemptId": "same-key"}
    alice.ok("POST", "/api/translate/log", json=stat)
    bob.ok("POST", "/api/translate/log", json=stat)
    assert _count(TranslateLog, alice) == 1 and _count(TranslateLog, bob) == 1


@pytest.mark.parametrize("key", ["", "x" * 65, "has space", "ключ"])
def test_a_malformed_attempt_id_is_refused(alice, deck, key):
    deck_id, card_id = deck
    r = alice.call("POST", f"/api/decks/{deck_id}/log", json={"cardId": card_id, "success": True, "attemptId": key})
    assert r.status_code == 400 and r.json() == {"error": "attemptId must be 1-64 letters, digits, '-' or '_'"}


def test_without_an_attempt_id_the_same_answer_at_once_is_still_a_retry(alice, deck):
    deck_id, card_id = deck
    body = {"deckId": deck_id, "cardId": card_id, "score": 1, "answer": "我"}
    alice.ok("POST", "/api/translate/attempt", json=body)
    alice.ok("POST", "/api/translate/attempt", json=body)
    assert _count(ReviewLog, alice) == 1


# ---------------------------------------------------------------- 6. revoked ID tokens


def test_an_admin_revoke_ends_the_old_admin_token_at_once(client, admin):
    throwaway = client.post("/api/auth/signup", json={"email": "helper@example.com", "password": "secret123"}).json()
    admin.ok("POST", "/api/admin/set-admin", json={"email": "helper@example.com", "admin": True})
    helper = client.post("/api/auth/refresh", json={"refreshToken": throwaway["refreshToken"]}).json()
    headers = {"Authorization": f"Bearer {helper['idToken']}"}
    assert client.get("/api/admin/get-date", headers=headers).status_code == 200
    admin.ok("POST", "/api/admin/set-admin", json={"email": "helper@example.com", "admin": False})
    r = client.get("/api/admin/get-date", headers=headers)
    assert r.status_code == 401 and r.json() == {"error": "TOKEN_REVOKED"}


# ---------------------------------------------------------------- 13. error shapes


def test_every_error_has_one_shape(alice, client):
    bad_json = client.post("/api/decks/create", content=b"{oops", headers={"Content-Type": "application/json"})
    assert bad_json.status_code == 400 and bad_json.json() == {"error": "Malformed JSON in the request body"}
    wrong_type = alice.call("POST", "/api/decks/create", json={"type": 5})
    assert wrong_type.status_code == 422 and isinstance(wrong_type.json()["error"], str)
    too_large = alice.call("POST", "/api/decks/create", content=b"{" + b" " * 70_000 + b"}")
    assert too_large.status_code == 413 and too_large.json() == {
        "error": "The request body is too large (at most 64 kB)"
    }

    def streamed():
        for _ in range(70):
            yield b" " * 1000

    too_large = alice.call(
        "POST", "/api/decks/create", content=streamed(), headers={"Content-Type": "application/json"}
    )
    assert too_large.status_code == 413 and too_large.json()["error"].startswith("The request body is too large")
    assert client.delete("/api/health").json() == {"error": "Method DELETE is not allowed on /api/health"}
    assert client.get("/api/nothing-here").json() == {"error": "No such API route: /api/nothing-here"}
    assert client.get("/api/decks").json() == {"error": "Missing bearer token"}


def test_openapi_documents_each_routes_errors():
    schema = create_api().openapi()
    assert "HTTPValidationError" not in schema["components"]["schemas"]
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            where = f"{method.upper()} {path}"
            responses = operation["responses"]
            assert any(code.startswith("2") for code in responses), where
            for code, answer in responses.items():
                if code.startswith("4"):
                    body = answer["content"]["application/json"]["schema"]
                    assert "detail" not in str(body), where
            if "requestBody" in operation:
                assert {"400", "413", "422"} <= responses.keys(), where
            if operation.get("parameters"):  # a NUL in a value is a 400, a newline in the path a 404
                assert {"400", "404"} <= responses.keys(), where
            if path not in ("/api/health", "/api/media/{key}") and not path.startswith("/api/auth/"):
                assert "401" in responses, where
            if path.startswith("/api/admin/"):
                assert "403" in responses, where
            if "{deck_id}" in path:
                assert "404" in responses, where
    for path in ("/api/auth/login", "/api/auth/signup"):
        assert "429" in schema["paths"][path]["post"]["responses"]
