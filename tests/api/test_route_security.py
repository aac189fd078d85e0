"""Every product route checks the bearer token; admin routes check the claim; decks are private."""

import pytest

from chinese_app.api import create_api

PUBLIC = {"/api/health", "/api/media/{key}"} | {
    p for p in create_api().openapi()["paths"] if p.startswith("/api/auth/")
} - {"/api/auth/me"}
ROUTES = [
    (method.upper(), path)
    for path, operations in create_api().openapi()["paths"].items()
    if path not in PUBLIC
    for method in operations
]
ADMIN_ROUTES = [(m, p) for m, p in ROUTES if p.startswith("/api/admin/")]
DECK_ROUTES = [(m, p) for m, p in ROUTES if "{deck_id}" in p]


def test_the_route_list_is_complete():
    paths = {p for _m, p in ROUTES}
    for spec_path in [
        "/api/decks",
        "/api/decks/{deck_id}/session",
        "/api/decks/create",
        "/api/decks/{deck_id}/options",
        "/api/decks/{deck_id}/background",
        "/api/decks/backgrounds/{deck_type}",
        "/api/decks/{deck_id}",
        "/api/decks/{deck_id}/complete",
        "/api/decks/{deck_id}/log",
        "/api/translate/session",
        "/api/describe/session",
        "/api/flashcards/session",
        "/api/flashcards/video-url",
        "/api/flashcards/log",
        "/api/translate/evaluate",
        "/api/translate/log",
        "/api/translate/stats",
        "/api/describe/evaluate",
        "/api/admin/get-date",
        "/api/admin/set-date",
        "/api/admin/clear-date",
        "/api/admin/reset-deck-data",
    ]:
        assert spec_path in paths


def concrete(path: str) -> str:
    return path.replace("{deck_id}", "some-deck").replace("{deck_type}", "translate")


@pytest.mark.parametrize(("method", "path"), ROUTES)
def test_401_without_a_token(client, method, path):
    r = client.request(method, concrete(path), json={})
    assert r.status_code == 401, r.text
    assert r.json()["error"]


@pytest.mark.parametrize(("method", "path"), ROUTES)
def test_401_with_a_forged_token(client, method, path):
    r = client.request(method, concrete(path), json={}, headers={"Authorization": "Bearer eyJhbGciOiJub25lIn0.e30."})
    assert r.status_code == 401


@pytest.mark.parametrize(("method", "path"), ADMIN_ROUTES)
def test_403_for_admin_routes_without_the_claim(alice, method, path):
    r = alice.call(method, path, json={"date": "2030-01-01"})
    assert r.status_code == 403 and r.json() == {"error": "Admin access required"}


BODIES = {
    "/api/decks/{deck_id}/options": {"newPerDay": 3},
    "/api/decks/{deck_id}/background": {"backgroundImage": None},
    "/api/decks/{deck_id}/log": {"cardId": "x", "success": True, "score": 3},
}


@pytest.mark.parametrize(("method", "path"), DECK_ROUTES)
def test_another_learners_deck_is_not_found(alice, bob, method, path):
    deck = alice.ok("POST", "/api/decks/create", json={"type": "translate", "hskLevel": 1})
    alice.ok("POST", f"/api/decks/{deck['id']}/session")
    r = bob.call(method, path.replace("{deck_id}", deck["id"]), json=BODIES.get(path, {}))
    assert r.status_code == 404 and r.json() == {"error": "Deck not found"}
    assert [d["id"] for d in alice.ok("GET", "/api/decks")] == [deck["id"]]  # untouched
