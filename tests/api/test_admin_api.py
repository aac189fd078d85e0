"""Admin date override and deck reset over HTTP: the caller's own account only."""

from datetime import date, timedelta

import pytest


def test_date_override_cycle(admin, alice):
    info = admin.ok("GET", "/api/admin/get-date")
    assert info["overrideDate"] is None and info["currentDate"] == info["realDate"]
    date.fromisoformat(info["realDate"])

    changed = admin.ok("POST", "/api/admin/set-date", json={"date": "2030-02-03"})
    assert changed == {"currentDate": "2030-02-03", "overrideDate": "2030-02-03", "realDate": info["realDate"]}
    assert admin.ok("GET", "/api/admin/get-date")["currentDate"] == "2030-02-03"

    cleared = admin.ok("POST", "/api/admin/clear-date")
    assert cleared["overrideDate"] is None and cleared["currentDate"] == info["realDate"]


def test_date_override_moves_only_the_admins_own_day(admin, alice):
    for learner in (admin, alice):
        deck = learner.ok("POST", "/api/decks/create", json={"type": "translate", "newPerDay": 1, "hskLevel": 1})
        card = learner.ok("POST", f"/api/decks/{deck['id']}/session")["cards"][0]["cardId"]
        learner.ok("POST", f"/api/decks/{deck['id']}/log", json={"cardId": card, "success": True, "score": 3})
    later = (date.today() + timedelta(days=400)).isoformat()
    admin.ok("POST", "/api/admin/set-date", json={"date": later})
    [admin_deck] = admin.ok("GET", "/api/decks")
    [alice_deck] = alice.ok("GET", "/api/decks")
    assert admin_deck["dueCount"] == 1 and not admin_deck["hasStartedSessionToday"]
    assert alice_deck["dueCount"] == 0 and alice_deck["hasStartedSessionToday"]


@pytest.mark.parametrize("value", ["2030-13-01", "tomorrow", "2030/01/02", "", "2030-02-30"])
def test_malformed_date_is_400(admin, value):
    r = admin.call("POST", "/api/admin/set-date", json={"date": value})
    assert r.status_code == 400 and "YYYY-MM-DD" in r.json()["error"]


def test_missing_date_is_422(admin):
    assert admin.call("POST", "/api/admin/set-date", json={}).status_code == 422


def test_reset_deck_data_deletes_only_the_callers_data(admin, alice):
    for learner in (admin, alice):
        learner.ok("POST", "/api/decks/create", json={"type": "listen"})
        session = learner.ok("POST", "/api/translate/session", json={"level": 1, "sessionSize": 1})
        learner.ok("POST", "/api/translate/log", json={"sentenceId": session["cards"][0]["content"]["id"], "score": 3})
    result = admin.ok("POST", "/api/admin/reset-deck-data")
    assert result["success"] is True and result["deleted"]["decks"] == 2 and result["deleted"]["translateLogs"] == 1
    assert admin.ok("GET", "/api/decks") == []
    assert admin.ok("GET", "/api/translate/stats")["totalSentencesTranslated"] == 0
    assert len(alice.ok("GET", "/api/decks")) == 2
    assert alice.ok("GET", "/api/translate/stats")["totalSentencesTranslated"] == 1
