"""Quick sessions (virtual decks) over HTTP: sizes, the 409 EXISTING_SESSION flow, abandoning."""

import pytest


@pytest.mark.parametrize(
    ("path", "body", "deck_type", "size"),
    [
        ("/api/translate/session", {"level": 3, "sessionSize": 4, "forceNew": False}, "translate", 4),
        ("/api/translate/session", {"level": "7-9", "sessionSize": 50}, "translate", 20),
        ("/api/translate/session", {}, "translate", 5),
        ("/api/flashcards/session", {"sessionSize": 0}, "listen", 1),
        ("/api/flashcards/session", {"sessionSize": 2}, "listen", 2),
        ("/api/describe/session", {"sessionSize": 5}, "describe", 3),
        ("/api/describe/session", {"sessionSize": 2, "forceNew": False}, "describe", 2),
    ],
)
def test_quick_sessions(alice, path, body, deck_type, size):
    session = alice.ok("POST", path, json=body)
    assert session["deckType"] == deck_type and session["isVirtualDeck"] is True and session["isDailySession"] is False
    assert len(session["cards"]) == size
    if deck_type == "describe":
        assert len(session["images"]) == size and session["images"][0].keys() >= {
            "id",
            "imageUrl",
            "filename",
            "firebase_storage_path",
        }
    [deck] = alice.ok("GET", "/api/decks")
    assert deck["isVirtual"] and deck["sessionPiles"]["remaining"] == size


def test_quick_translate_level_and_default(alice):
    session = alice.ok("POST", "/api/translate/session", json={"level": "7-9", "sessionSize": 3})
    assert {c["content"]["level"] for c in session["cards"]} == {"7-9"}
    alice.ok("DELETE", f"/api/decks/{session['deckId']}")
    session = alice.ok("POST", "/api/translate/session", json={})
    assert {c["content"]["level"] for c in session["cards"]} == {"2"}


@pytest.mark.parametrize("path", ["/api/translate/session", "/api/flashcards/session", "/api/describe/session"])
def test_existing_session_409_then_force_new(alice, path):
    first = alice.ok("POST", path, json={"sessionSize": 2})
    r = alice.call("POST", path, json={"sessionSize": 2})
    assert r.status_code == 409
    body = r.json()
    assert body["errorCode"] == "EXISTING_SESSION" and body["existingDeckId"] == first["deckId"]
    assert body["existingDeckType"] == first["deckType"] and body["error"]
    second = alice.ok("POST", path, json={"sessionSize": 2, "forceNew": True})
    assert second["deckId"] != first["deckId"]
    assert [d["id"] for d in alice.ok("GET", "/api/decks")] == [second["deckId"]]
    # resuming goes through the deck's session route
    assert alice.ok("POST", f"/api/decks/{second['deckId']}/session")["deckId"] == second["deckId"]


def test_abandon_with_delete(alice, bob):
    session = alice.ok("POST", "/api/flashcards/session", json={"sessionSize": 2})
    assert bob.call("DELETE", f"/api/decks/{session['deckId']}").status_code == 404
    alice.ok("DELETE", f"/api/decks/{session['deckId']}")
    assert alice.ok("GET", "/api/decks") == []
    alice.ok("POST", "/api/flashcards/session", json={"sessionSize": 2})


@pytest.mark.parametrize(
    ("path", "body", "status"),
    [
        ("/api/translate/session", {"level": 0}, 400),
        ("/api/translate/session", {"level": "beginner"}, 400),
        ("/api/translate/session", {"sessionSize": "big"}, 422),
        ("/api/translate/session", {"forceNew": "perhaps"}, 422),
        ("/api/flashcards/session", {"sessionSize": [3]}, 422),
    ],
)
def test_bad_quick_session_input(alice, path, body, status):
    r = alice.call("POST", path, json=body)
    assert r.status_code == status and r.json()["error"]


def test_describe_page_single_image(alice):
    image = alice.ok("POST", "/api/describe/session")
    assert image.keys() >= {"imageId", "imageUrl"} and image["imageUrl"].startswith("/api/media/pictures/")
    r = alice.client.get(image["imageUrl"])
    assert r.status_code == 200 and r.headers["content-type"] == "image/jpeg" and len(r.content) > 10_000
