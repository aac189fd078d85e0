"""Bad input gets a 4xx with a message on both databases, never a 500: NUL characters, wrong JSON
types, oversized bodies, impossible dates, wrong methods, forged media signatures."""

import pytest

NUL = "a\u0000b"


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("POST", "/api/auth/signup", {"email": f"x{NUL}@example.com", "password": "secret123"}),
        ("POST", "/api/auth/login", {"email": f"x{NUL}@example.com", "password": "secret123"}),
        ("POST", "/api/auth/password-reset", {"email": f"x{NUL}@example.com"}),
    ],
)
def test_nul_in_auth_input(client, method, path, body):
    r = client.request(method, path, json=body)
    assert r.status_code == 400 and r.json()["error"]["message"] == "INVALID_EMAIL"


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("POST", "/api/decks/create", {"type": "listen", "backgroundImage": NUL}),
        ("POST", "/api/decks/a%00b/session", {}),
        ("POST", "/api/translate/log", {"sentenceId": NUL, "score": 3}),
        ("POST", "/api/translate/log", {"sentenceId": "x", "score": 3, "timestamp": NUL}),
        ("POST", "/api/translate/evaluate", {"sentenceId": NUL, "chinese_attempt": "你好"}),
        ("POST", "/api/describe/evaluate", {"imageId": NUL, "description": "这" * 30}),
        ("POST", "/api/flashcards/log", {"chunkId": NUL, "result": "correct"}),
        ("GET", "/api/flashcards/video-url?path=a%00b", None),
        ("PUT", "/api/learner/timezone", {"timezone": NUL}),
    ],
)
def test_nul_in_product_input_is_a_400(alice, method, path, body):
    r = alice.call(method, path, json=body)
    assert 400 <= r.status_code < 500 and r.json()["error"], (r.status_code, r.text)


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/api/decks/{deck}/log", {"cardId": "c", "success": "yes", "score": 3}),
        ("/api/decks/{deck}/log", {"cardId": "c", "success": True, "score": "3"}),
        ("/api/translate/session", {"sessionSize": 2.5}),
        ("/api/translate/session", {"sessionSize": "5"}),
        ("/api/decks/create", {"type": "listen", "newPerDay": True}),
    ],
)
def test_json_types_are_not_coerced(alice, path, body):
    deck = alice.ok("POST", "/api/decks/create", json={"type": "translate", "hskLevel": 1})
    r = alice.call("POST", path.format(deck=deck["id"]), json=body)
    assert r.status_code == 422 and r.json()["error"]


def test_oversized_bodies_are_refused(alice):
    r = alice.call(
        "POST",
        "/api/translate/evaluate",
        content=b'{"chinese_attempt": "' + b"x" * 70_000 + b'"}',
        headers={"Content-Type": "application/json"},
    )
    assert r.status_code == 413


def test_unknown_sentence_text_is_bounded(alice):
    r = alice.call(
        "POST",
        "/api/translate/evaluate",
        json={"sentenceId": "none", "chinese_attempt": "你好", "correct_chinese": "好" * 600},
    )
    assert r.status_code == 400 and "at most" in r.json()["error"]


@pytest.mark.parametrize("day", ["9999-12-31", "0001-01-01", "1999-12-31", "2100-01-01"])
def test_dates_out_of_range_are_a_400(admin, day):
    r = admin.call("POST", "/api/admin/set-date", json={"date": day})
    assert r.status_code == 400 and "2000-01-01" in r.json()["error"]
    assert admin.ok("GET", "/api/decks") == []


def test_wrong_method_is_405_and_unknown_path_404(alice):
    r = alice.call("GET", "/api/decks/create")
    assert r.status_code == 405 and r.json()["error"]
    assert alice.call("GET", "/api/decks/nothing/here").status_code == 404


@pytest.mark.parametrize("signature", ["%C3%A9", "x" * 64, "ABCDEF0123456789ABCDEF0123456789", ""])
def test_malformed_media_signatures_are_a_403(client, signature):
    r = client.get(f"/api/media/pictures/dogs-at-door.jpg?expires=99999999999&signature={signature}")
    assert r.status_code == 403


def test_timezone_setting(alice):
    assert alice.ok("GET", "/api/learner") == {"timezone": "UTC", "toneColours": True}
    assert alice.ok("PUT", "/api/learner/timezone", json={"timezone": "Asia/Shanghai"})["timezone"] == "Asia/Shanghai"
    assert alice.ok("PUT", "/api/learner/tone-colours", json={"toneColours": False})["toneColours"] is False
    assert alice.ok("GET", "/api/learner") == {"timezone": "Asia/Shanghai", "toneColours": False}
    r = alice.call("PUT", "/api/learner/timezone", json={"timezone": "Mars/Olympus"})
    assert r.status_code == 400 and "IANA" in r.json()["error"]
