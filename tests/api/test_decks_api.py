"""/api/decks over HTTP, on SQLite and PostgreSQL with the real content."""

import pytest


def test_create_list_options_background_delete(alice):
    assert alice.ok("GET", "/api/decks") == []
    deck = alice.ok("POST", "/api/decks/create", json={"type": "translate", "newPerDay": 4, "hskLevel": 2})
    assert (deck["type"], deck["hskLevel"], deck["newPerDay"], deck["newCount"], deck["dueCount"]) == (
        "translate",
        "2",
        4,
        4,
        0,
    )
    listen = alice.ok("POST", "/api/decks/create", json={"type": "listen", "newPerDay": 1})
    assert listen["hskLevel"] is None and listen["newCount"] == 1
    assert [d["id"] for d in alice.ok("GET", "/api/decks")] == [deck["id"], listen["id"]]

    changed = alice.ok("PUT", f"/api/decks/{deck['id']}/options", json={"newPerDay": 7, "maxDuePerDay": 150})
    assert (changed["newPerDay"], changed["maxDuePerDay"]) == (7, 150)

    images = alice.ok("GET", "/api/decks/backgrounds/translate")["images"]
    assert len(images) >= 8 and images[0].keys() >= {"id", "url"}
    with_background = alice.ok("PUT", f"/api/decks/{deck['id']}/background", json={"backgroundImage": images[0]["url"]})
    assert with_background["backgroundImage"].startswith(f"/api/media/pictures/{images[0]['id']}.jpg?")
    assert alice.client.get(with_background["backgroundImage"]).headers["content-type"] == "image/jpeg"

    assert alice.ok("DELETE", f"/api/decks/{deck['id']}") == {"deleted": deck["id"]}
    assert [d["id"] for d in alice.ok("GET", "/api/decks")] == [listen["id"]]
    assert alice.call("DELETE", f"/api/decks/{deck['id']}").status_code == 404


def test_duplicate_daily_deck_is_409_with_a_clear_error(alice):
    alice.ok("POST", "/api/decks/create", json={"type": "translate", "hskLevel": "7-9"})
    r = alice.call("POST", "/api/decks/create", json={"type": "translate", "hskLevel": "7-9"})
    assert r.status_code == 409 and r.json()["error"] == "You already have daily translate exercises for HSK level 7-9"
    alice.ok("POST", "/api/decks/create", json={"type": "describe"})
    r = alice.call("POST", "/api/decks/create", json={"type": "describe"})
    assert r.status_code == 409 and r.json()["error"] == "You already have daily describe exercises"


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({}, 422),
        ({"type": "translate"}, 400),  # no level
        ({"type": "translate", "hskLevel": 0}, 400),
        ({"type": "translate", "hskLevel": "10"}, 400),
        ({"type": "poetry"}, 400),
        ({"type": "listen", "newPerDay": 0}, 400),
        ({"type": "listen", "newPerDay": 21}, 400),
        ({"type": "listen", "newPerDay": "lots"}, 422),
        ({"type": ["listen"]}, 422),
        ({"type": "listen", "backgroundImage": "../../etc/passwd"}, 400),
    ],
)
def test_bad_create_input(alice, body, status):
    r = alice.call("POST", "/api/decks/create", json=body)
    assert r.status_code == status and isinstance(r.json()["error"], str) and r.json()["error"]


@pytest.mark.parametrize(
    "body", [{"newPerDay": 0}, {"newPerDay": 25}, {"maxDuePerDay": 0}, {"maxDuePerDay": 301}, {"newPerDay": "x"}]
)
def test_bad_options(alice, body):
    deck = alice.ok("POST", "/api/decks/create", json={"type": "describe"})
    assert alice.call("PUT", f"/api/decks/{deck['id']}/options", json=body).status_code in (400, 422)


def test_unknown_background_type_and_image(alice):
    assert alice.call("GET", "/api/decks/backgrounds/poetry").status_code == 400
    deck = alice.ok("POST", "/api/decks/create", json={"type": "describe"})
    assert alice.call("PUT", f"/api/decks/{deck['id']}/background", json={"backgroundImage": "nope"}).status_code == 400
    assert alice.call("PUT", f"/api/decks/{deck['id']}/background", json={}).status_code == 422


def test_daily_session_log_and_complete(alice):
    deck = alice.ok("POST", "/api/decks/create", json={"type": "translate", "newPerDay": 2, "hskLevel": 1})
    session = alice.ok("POST", f"/api/decks/{deck['id']}/session")
    assert session["deckId"] == deck["id"] and session["deckType"] == "translate"
    assert session["isDailySession"] is True and session["isVirtualDeck"] is False
    assert len(session["cards"]) == 2 and session["cardsBySessionStatus"] == {"again": [], "done": []}
    first, second = (c["cardId"] for c in session["cards"])
    content = session["cards"][0]["content"]
    assert content.keys() == {"id", "english", "chinese", "pinyin", "level"} and content["level"] == "1"

    result = alice.ok("POST", f"/api/decks/{deck['id']}/log", json={"cardId": first, "success": False, "score": 1})
    assert result["sessionStatus"] == "again" and result["sessionPiles"] == {"remaining": 1, "again": 1, "done": 0}
    # a retried identical request (e.g. after a network error) changes nothing
    assert (
        alice.ok("POST", f"/api/decks/{deck['id']}/log", json={"cardId": first, "success": False, "score": 1}) == result
    )
    alice.ok("POST", f"/api/decks/{deck['id']}/log", json={"cardId": first, "success": True, "score": 3})
    alice.ok("POST", f"/api/decks/{deck['id']}/log", json={"cardId": second, "success": True, "score": 3})

    resumed = alice.ok("POST", f"/api/decks/{deck['id']}/session")
    assert [c["cardId"] for c in resumed["cardsBySessionStatus"]["done"]] == [first, second]
    [view] = alice.ok("GET", "/api/decks")
    assert view["sessionFullyComplete"] and view["cardsCompletedToday"] == 2 and view["hasStartedSessionToday"]
    assert not view["completedToday"]
    assert alice.ok("POST", f"/api/decks/{deck['id']}/complete")["completedToday"] is True
    assert alice.ok("GET", "/api/decks")[0]["completedToday"] is True


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"success": True}, 422),
        ({"cardId": "c", "success": "maybe"}, 422),
        ({"cardId": "c", "success": True, "score": 9}, 400),
        ({"cardId": "nope", "success": True, "score": 3}, 404),
        ({"cardId": "c", "success": True, "feedback": "text"}, 422),
    ],
)
def test_bad_logs(alice, body, status):
    deck = alice.ok("POST", "/api/decks/create", json={"type": "listen"})
    card = alice.ok("POST", f"/api/decks/{deck['id']}/session")["cards"][0]["cardId"]
    body = {k: (card if v == "c" else v) for k, v in body.items()}
    r = alice.call("POST", f"/api/decks/{deck['id']}/log", json=body)
    assert r.status_code == status and r.json()["error"]


def test_complete_before_starting_is_409(alice):
    deck = alice.ok("POST", "/api/decks/create", json={"type": "listen"})
    assert alice.call("POST", f"/api/decks/{deck['id']}/complete").status_code == 409


def test_describe_deck_log_stores_feedback(alice):
    deck = alice.ok("POST", "/api/decks/create", json={"type": "describe", "newPerDay": 1})
    session = alice.ok("POST", f"/api/decks/{deck['id']}/session")
    image = session["images"][0]
    assert image.keys() >= {"id", "imageUrl", "filename", "firebase_storage_path"}
    assert session["cards"][0]["content"].keys() == {"id", "imageUrl", "firebase_storage_path", "hsk_level", "filename"}
    feedback = {
        "userDescription": "这张照片里有两只狗站在门口，它们看起来很开心。",
        "aiFeedback": {"fragments": []},
        "characterCount": 22,
        "imageId": image["id"],
        "imageUrl": image["imageUrl"],
    }
    result = alice.ok(
        "POST",
        f"/api/decks/{deck['id']}/log",
        json={"cardId": session["cards"][0]["cardId"], "success": True, "score": 1, "feedback": feedback},
    )
    assert result["sessionFullyComplete"] is True
