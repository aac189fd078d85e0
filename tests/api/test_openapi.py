"""/api/openapi.json documents every route's answer and its error answers, and the answers on the
wire match what it documents (every route called, each answer checked against its declared model)."""

import io

import pytest
from fastapi.routing import APIRoute
from PIL import Image
from pydantic import TypeAdapter, ValidationError

from chinese_app.api import admin, auth, create_api, decks, describe, flashcards, learner, media, translate
from chinese_app.api.auth import IdentityErrorAnswer
from chinese_app.core.errors import ErrorAnswer
from chinese_app.db import session_scope
from tests.rewordings import rewording

API = create_api()
SPEC = API.openapi()
_ROUTERS = [module.router for module in (admin, auth, decks, describe, flashcards, learner, media, translate)]
ROUTES = {
    (method, route.path): route
    for route in [*API.routes, *(r for router in _ROUTERS for r in router.routes)]
    if isinstance(route, APIRoute) and route.include_in_schema
    for method in route.methods
}
PUBLIC = {"/api/health", "/api/media/{key}"} | {p for p in SPEC["paths"] if p.startswith("/api/auth/")} - {
    "/api/auth/me"
}
OPERATIONS = [(method.upper(), path, op) for path, ops in SPEC["paths"].items() for method, op in ops.items()]


def _schema(response: dict) -> dict:
    return next(iter(response.get("content", {}).values()), {}).get("schema", {})


def _resolve(schema: dict) -> dict:
    ref = schema.get("$ref", "")
    return SPEC["components"]["schemas"][ref.rsplit("/", 1)[-1]] if ref else schema


@pytest.mark.parametrize(("method", "path", "op"), OPERATIONS, ids=[f"{m} {p}" for m, p, _ in OPERATIONS])
def test_every_route_documents_its_answer_and_its_errors(method, path, op):
    responses = op["responses"]
    ok = [status for status in responses if status.startswith("2")]
    assert ok, "no success answer documented"
    assert _schema(responses[ok[0]]), "the success answer has no schema"
    needs = set()
    if path not in PUBLIC:
        needs.add("401")
    if path.startswith("/api/admin/"):
        needs.add("403")
    if "{deck_id}" in path:
        needs.add("404")
    if op.get("requestBody") or any(p["in"] in ("query", "path") for p in op.get("parameters", [])):
        needs.add("422")
    assert needs <= set(responses), f"undocumented errors: {needs - set(responses)}"
    for status, response in responses.items():
        if status.startswith("4"):
            schema = _schema(response)
            for shape in schema.get("anyOf", [schema]):  # an identity route's 400: its provider's, or not JSON
                name = shape.get("$ref", "").rsplit("/", 1)[-1]
                assert "error" in _resolve(shape).get("properties", {}), f"{status} is not an error shape"
                assert name.endswith("Answer"), name


def test_session_starts_document_the_existing_session_conflict():
    for path in ("/api/translate/session", "/api/describe/session", "/api/flashcards/session"):
        conflict = _resolve(_schema(SPEC["paths"][path]["post"]["responses"]["409"]))
        assert {"error", "errorCode", "existingDeckId", "existingDeckType"} <= set(conflict["properties"])


# ---------------------------------------------------------------- the wire matches the description


class Checked:
    """Calls routes by their documented path and checks each answer against the route's model."""

    def __init__(self, learner):
        self.learner, self.called = learner, set()

    def __call__(self, method: str, path: str, status: int = 200, as_user=None, **kwargs):
        concrete = path.format(**kwargs.pop("params_in_path", {}))
        r = (as_user or self.learner).call(method, concrete, **kwargs)
        assert r.status_code == status, f"{method} {concrete}: {r.status_code} {r.text}"
        route = ROUTES[(method, path)]
        if status < 300:
            model = route.response_model
        else:  # 422 is documented for every route that takes input (deps.document_errors)
            model = route.responses[status]["model"] if status != 422 else ErrorAnswer
        adapter = TypeAdapter(model)
        try:
            answer = adapter.validate_python(r.json())
        except ValidationError as e:
            raise AssertionError(f"{method} {path} {status} does not match its documented answer:\n{e}") from None
        # Round trip: no documented field is missing (a default would hide it) and none is extra.
        assert adapter.dump_python(answer, mode="json") == r.json(), f"{method} {path} {status}"
        self.called.add((method, path))
        return r.json()


def png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (300, 200), (20, 120, 60)).save(out, "PNG")
    return out.getvalue()


def test_answers_match_their_documentation(alice, bob, admin, client):
    check = Checked(alice)
    deck = check("POST", "/api/decks/create", json={"type": "translate", "hskLevel": 1, "newPerDay": 2})
    deck_path = {"deck_id": deck["id"]}
    check("POST", "/api/decks/create", 409, json={"type": "translate", "hskLevel": 1})
    check("POST", "/api/decks/create", 422, json={"type": "translate", "newPerDay": "2"})
    check("POST", "/api/decks/create", 400, json={"type": "translate", "hskLevel": 1, "newPerDay": 25})
    check("GET", "/api/decks")
    check("PUT", "/api/decks/{deck_id}/options", params_in_path=deck_path, json={"maxDuePerDay": 30})
    check("PUT", "/api/decks/{deck_id}/options", 404, params_in_path={"deck_id": "nope"}, json={"newPerDay": 2})
    images = check("GET", "/api/decks/backgrounds/{deck_type}", params_in_path={"deck_type": "describe"})["images"]
    check("PUT", "/api/decks/{deck_id}/background", params_in_path=deck_path, json={"backgroundImage": images[0]["id"]})
    session = check("POST", "/api/decks/{deck_id}/session", params_in_path=deck_path)
    card = session["cards"][0]
    check(
        "POST", "/api/decks/{deck_id}/log", params_in_path=deck_path, json={"cardId": card["cardId"], "success": False}
    )
    sentence = card["content"]
    grade = check("POST", "/api/translate/evaluate", json={"sentenceId": sentence["id"], "chinese_attempt": "我"})
    attempt = {"deckId": deck["id"], "cardId": card["cardId"], "score": grade["score"]}
    check("POST", "/api/translate/attempt", json=attempt)
    check("POST", "/api/translate/attempt", 404, json={**attempt, "cardId": "nope"})
    check("POST", "/api/translate/log", json={"sentenceId": sentence["id"], "score": 3})
    check("GET", "/api/translate/stats")
    with session_scope() as db:
        reworded = rewording(db)
    reported = {"sentenceId": reworded.sentence_id, "chinese_attempt": reworded.attempt}
    filed = check("POST", "/api/translate/report", json=reported)
    check("POST", "/api/translate/report", 400, json={**reported, "chinese_attempt": reworded.chinese})
    check("POST", "/api/translate/report", 404, json={**reported, "sentenceId": "nope"})
    dismissed = check("POST", "/api/translate/report", as_user=bob, json={**reported, "chinese_attempt": "完全不对"})
    check("POST", "/api/decks/{deck_id}/complete", params_in_path=deck_path)
    check("POST", "/api/translate/session", json={"level": 2, "sessionSize": 2})
    check("POST", "/api/translate/session", 409, json={"level": 2, "sessionSize": 2})
    describe = check("POST", "/api/describe/session", json={"sessionSize": 2})
    check("POST", "/api/describe/session")
    description = "这是一张很漂亮的照片，我看到桌子上有一杯咖啡和一本书。"
    check("POST", "/api/describe/evaluate", json={"imageId": describe["images"][0]["id"], "description": description})
    check("POST", "/api/describe/evaluate", 400, json={"imageId": describe["images"][0]["id"], "description": "短"})
    described = {"deckId": describe["deckId"], "cardId": describe["cards"][0]["cardId"], "description": description}
    check("POST", "/api/describe/attempt", json={**described, "aiFeedback": {"fragments": []}, "attemptId": "d-1"})
    check("POST", "/api/describe/attempt", 400, json={**described, "description": "短"})
    listen = check("POST", "/api/flashcards/session", json={"sessionSize": 1})
    clip = listen["cards"][0]["content"]
    answered = {"deckId": listen["deckId"], "cardId": listen["cards"][0]["cardId"], "result": "incorrect"}
    check("POST", "/api/flashcards/attempt", json={**answered, "attemptId": "l-1"})
    check("POST", "/api/flashcards/attempt", 400, json={**answered, "result": "maybe"})
    check("GET", "/api/flashcards/video-url", params={"path": clip["videoPath"]})
    check("POST", "/api/flashcards/log", json={"chunkId": clip["id"], "result": "correct"})
    check("GET", "/api/learner")
    check("PUT", "/api/learner/timezone", json={"timezone": "Asia/Shanghai"})
    check("PUT", "/api/learner/tone-colours", json={"toneColours": False})
    check("GET", "/api/auth/me")
    check("GET", "/api/decks", 401, as_user=_Anonymous(client))
    check("GET", "/api/admin/get-date", 403)
    check("DELETE", "/api/decks/{deck_id}", params_in_path=deck_path)
    check("GET", "/api/health")

    check("GET", "/api/admin/get-date", as_user=admin)
    check("POST", "/api/admin/set-date", as_user=admin, json={"date": "2031-02-03"})
    check("POST", "/api/admin/set-date", 400, as_user=admin, json={"date": "03/02/2031"})
    check("POST", "/api/admin/clear-date", as_user=admin)
    check("GET", "/api/admin/users", as_user=admin)
    check("POST", "/api/admin/set-admin", as_user=admin, json={"email": "bob@example.com", "admin": True})
    check("POST", "/api/admin/set-admin", 403, as_user=admin, json={"email": "admin@example.com", "admin": False})
    check("GET", "/api/admin/clips", as_user=admin)
    check("POST", "/api/admin/clips", 400, as_user=admin, json={"count": 0})
    form = {
        "description": "桌子上有一杯咖啡和一本书，咖啡旁边还有一个红色的苹果。",
        "gloss": "Coffee.",
        "credit": "Test",
    }
    picture = check("POST", "/api/admin/pictures", 201, as_user=admin, data=form, files={"image": ("p.png", png())})
    check("POST", "/api/admin/pictures", 400, as_user=admin, data=form, files={"image": ("p.png", b"no image")})
    check("GET", "/api/admin/pictures", as_user=admin)
    withdrawn = {"picture_id": picture["id"]}
    check("POST", "/api/admin/pictures/{picture_id}/withdraw", as_user=admin, params_in_path=withdrawn)
    check("POST", "/api/admin/pictures/{picture_id}/withdraw", 404, as_user=admin, params_in_path={"picture_id": "x"})
    check("GET", "/api/admin/reports", as_user=admin)
    accepted = {"report_id": filed["id"]}
    check("POST", "/api/admin/reports/{report_id}/accept", as_user=admin, params_in_path=accepted)
    check("POST", "/api/admin/reports/{report_id}/accept", 409, as_user=admin, params_in_path=accepted)
    dismissed = {"report_id": dismissed["id"]}
    check("POST", "/api/admin/reports/{report_id}/dismiss", as_user=admin, params_in_path=dismissed)
    check("POST", "/api/admin/reports/{report_id}/dismiss", 404, as_user=admin, params_in_path={"report_id": "x"})
    check("POST", "/api/admin/reset-deck-data", as_user=admin)

    anonymous = _Anonymous(client)
    tokens = check(
        "POST", "/api/auth/signup", as_user=anonymous, json={"email": "new@example.com", "password": "x" * 8}
    )
    check("POST", "/api/auth/signup", 400, as_user=anonymous, json={"email": "new@example.com", "password": "x" * 8})
    check("POST", "/api/auth/login", as_user=anonymous, json={"email": "new@example.com", "password": "x" * 8})
    check("POST", "/api/auth/refresh", as_user=anonymous, json={"refreshToken": tokens["refreshToken"]})
    check("POST", "/api/auth/password-reset", as_user=anonymous, json={"email": "new@example.com"})
    check(
        "POST",
        "/api/auth/password-reset/confirm",
        400,
        as_user=anonymous,
        json={"oobCode": "x", "newPassword": "y" * 8},
    )
    check("POST", "/api/auth/logout", as_user=anonymous, json={"refreshToken": tokens["refreshToken"]})

    # Every route but the media files (checked by their own tests) and starting a clip run
    # (tests/api/test_jobs.py renders one) was called and answered as documented.
    left = set(ROUTES) - check.called - {("GET", "/api/media/{key:path}"), ("POST", "/api/admin/clips")}
    assert not {(m, p) for m, p in left if m in ("GET", "POST", "PUT", "DELETE")}, left


class _Anonymous:
    def __init__(self, client):
        self.client = client

    def call(self, method, path, **kwargs):
        return self.client.request(method, path, **kwargs)


def test_error_models_are_the_wire_shapes():
    assert set(ErrorAnswer.model_fields) == {"error"}
    assert set(IdentityErrorAnswer.model_json_schema()["$defs"]["ProviderError"]["properties"]) == {"code", "message"}


# The wire's field names, as the product's clients read them: pinned here so that a change to a
# model cannot rename or drop one unnoticed (the models above are checked against the answers).
WIRE = {
    "deck": {
        "id",
        "type",
        "hskLevel",
        "isVirtual",
        "newCount",
        "dueCount",
        "completedToday",
        "sessionFullyComplete",
        "cardsCompletedToday",
        "hasStartedSessionToday",
        "backgroundImage",
        "newPerDay",
        "maxDuePerDay",
        "sessionPiles",
        "inProgress",
    },
    "session": {"deckId", "deckType", "hskLevel", "cards", "cardsBySessionStatus", "isDailySession", "isVirtualDeck"},
    "card": {"cardId", "status", "sessionStatus", "attempts", "firstScore", "content"},
    "sentence": {"id", "english", "chinese", "pinyin", "level"},
    "picture": {"id", "imageUrl", "filename", "firebase_storage_path", "hsk_level"},
    "clip": {"id", "videoId", "start", "end", "chinese", "english", "pinyin", "blur", "videoPath"},
    "piles": {"remaining", "again", "done"},
    "moved": {"cardId", "sessionStatus", "sessionPiles", "sessionFullyComplete"},
    "grade": {"score", "explanation", "correct_translation"},
    "stats": {"totalSentencesTranslated", "levelStats"},
    "date": {"currentDate", "overrideDate", "realDate"},
    "tokens": {"idToken", "refreshToken", "expiresIn", "localId", "email"},
    "conflict": {"error", "errorCode", "existingDeckId", "existingDeckType"},
}


def test_the_wire_keeps_the_products_field_names(alice):
    deck = alice.ok("POST", "/api/decks/create", json={"type": "translate", "hskLevel": 1, "newPerDay": 1})
    assert deck.keys() == WIRE["deck"] and deck["sessionPiles"].keys() == WIRE["piles"]
    session = alice.ok("POST", f"/api/decks/{deck['id']}/session")
    card = session["cards"][0]
    assert session.keys() == WIRE["session"] and card.keys() == WIRE["card"]
    assert card["content"].keys() == WIRE["sentence"]
    moved = alice.ok("POST", f"/api/decks/{deck['id']}/log", json={"cardId": card["cardId"], "success": True})
    assert moved.keys() == WIRE["moved"]
    grade = alice.ok(
        "POST", "/api/translate/evaluate", json={"sentenceId": card["content"]["id"], "chinese_attempt": "我"}
    )
    assert grade.keys() == WIRE["grade"]
    assert alice.ok("GET", "/api/translate/stats").keys() == WIRE["stats"]
    describe = alice.ok("POST", "/api/describe/session", json={"sessionSize": 1})
    assert describe.keys() == WIRE["session"] | {"images"} and describe["images"][0].keys() == WIRE["picture"]
    assert alice.ok("POST", "/api/describe/session").keys() == WIRE["picture"] | {"imageId"}
    listen = alice.ok("POST", "/api/flashcards/session", json={"sessionSize": 1})
    assert listen["cards"][0]["content"].keys() == WIRE["clip"]
    conflict = alice.call("POST", "/api/flashcards/session", json={"sessionSize": 1})
    assert conflict.status_code == 409 and conflict.json().keys() == WIRE["conflict"]
    assert alice.tokens.keys() == WIRE["tokens"]


def test_the_date_tool_keeps_its_field_names(admin):
    assert admin.ok("GET", "/api/admin/get-date").keys() == WIRE["date"]
