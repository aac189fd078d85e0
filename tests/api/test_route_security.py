"""The authorization matrix: every route of the OpenAPI document x every kind of caller, and the answer
each one gets.

TABLE classifies each route once, with a request that succeeds for a caller allowed to make it:

- PUBLIC: no token needed (health, the identity routes but /me, the signed media links);
- USER: the signed-in learner's own data;
- OWNED: one of the learner's decks ({deck_id}, or deckId in the body);
- ADMIN: the admin tools.

EXPECTED says what each caller gets:

- anonymous: no token, or one that is not valid (alg none, signed with another key and claiming
  admin, expired, revoked, not a bearer token): 401 {"error": ...} on every route but the public ones;
- user: the first learner, on their own data: the route's success answer;
- other_user: a second learner, on the first learner's ids: another learner's deck is 404
  {"error": "Deck not found"}, an admin tool 403 {"error": "Admin access required"};
- admin: an admin (listed in ADMIN_EMAILS): the admin tools work; the claim opens no learner's deck.

Whoever else calls, the first learner's data (GET /api/decks, /api/learner, /api/translate/stats)
stays as it was. A route in the OpenAPI document that TABLE does not classify fails (its cells and
test_every_route_is_classified), and so does a classified route gone from the document.

The cells of one backend share one copy of the content database (a copy per test costs most of a
second on PostgreSQL, for 4 cells a route, each on both backends); each cell signs up its own
accounts (and each admin cell its own admin), so none sees another's data.
"""

import email
import io
import itertools
import os
import re
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, timedelta
from email import policy
from pathlib import Path

import httpx
import psycopg
import pytest
from fastapi.testclient import TestClient
from PIL import Image
from pwdlib import PasswordHash
from pwdlib.hashers.argon2 import Argon2Hasher

from chinese_app import db
from chinese_app.api import create_api
from chinese_app.core import clips, pictures, reports
from chinese_app.core.accounts import OPERATOR
from chinese_app.identity import Principal, local
from chinese_app.identity.tokens import issue_id_token
from chinese_app.runtime import reset_caches
from chinese_app.settings import get_settings
from tests.api.conftest import Learner, bearer
from tests.rewordings import Rewording, rewording

SPEC = create_api().openapi()
ROUTES = [(method.upper(), path) for path, operations in SPEC["paths"].items() for method in operations]

PUBLIC, USER, OWNED, ADMIN = "public", "user", "owned", "admin"
PRINCIPALS = ("anonymous", "user", "other_user", "admin")
OK, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND = "success", 401, 403, 404
EXPECTED = {
    PUBLIC: {"anonymous": OK, "user": OK, "other_user": OK, "admin": OK},
    USER: {"anonymous": UNAUTHENTICATED, "user": OK, "other_user": OK, "admin": OK},
    OWNED: {"anonymous": UNAUTHENTICATED, "user": OK, "other_user": NOT_FOUND, "admin": NOT_FOUND},
    ADMIN: {"anonymous": UNAUTHENTICATED, "user": FORBIDDEN, "other_user": FORBIDDEN, "admin": OK},
}

PASSWORD = "secret123"  # tests.api.conftest.sign_up's
NEW_PASSWORD = "another-secret"
OWNER_TIMEZONE = "Europe/Paris"
LATER = (date.today() + timedelta(days=400)).isoformat()
DESCRIPTION = "这是一张很漂亮的照片，我看到桌子上有一杯咖啡和一本书。"
ADMINS = [f"admin-{n}@example.com" for n in range(len(ROUTES))]  # each admin cell its own admin


# ---------------------------------------------------------------- one backend's database, shared


@dataclass
class World:
    """One backend's client and what every cell may use: content ids and tokens that are not valid."""

    client: TestClient
    data_dir: Path
    sentence: dict = field(default_factory=dict)
    clip: dict = field(default_factory=dict)
    image_id: str = ""
    reworded: Rewording | None = None  # a right answer the grader scores below 3: a learner reports it
    bad_credentials: dict[str, tuple[dict, str]] = field(default_factory=dict)  # name -> (headers, refusal)
    numbers: itertools.count = field(default_factory=itertools.count)

    def email(self, role: str) -> str:
        return f"{role}-{next(self.numbers)}@example.com"


# Real sign-ups, with argon2id at its cheapest: the matrix makes several hundred accounts.
CHEAP_HASHES = PasswordHash((Argon2Hasher(time_cost=1, memory_cost=64, parallelism=1),))


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def world(request, tmp_path_factory, content_media, sqlite_template):
    """A copy of the content database for this module, on SQLite and on PostgreSQL, and a client."""
    root = tmp_path_factory.mktemp("route-matrix")
    postgres = None
    if request.param == "postgres":
        postgres = request.getfixturevalue("postgres_server"), request.getfixturevalue("postgres_template")
    name = f"route_matrix_{os.getpid()}"
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("DATA_DIR", str(root / "data"))
        mp.setenv("MEDIA_DIR", str(content_media))
        mp.setenv("ADMIN_EMAILS", ",".join(ADMINS))
        mp.setenv("SIGNUPS_PER_IP_PER_HOUR", "100000")  # every account here comes from one address
        mp.setattr(local, "_hasher", CHEAP_HASHES)
        if postgres is None:
            shutil.copyfile(sqlite_template, root / "app.db")
            mp.setenv("DATABASE_URL", f"sqlite:///{root / 'app.db'}")
        else:
            server, template = postgres
            _postgres(server, f"CREATE DATABASE {name} TEMPLATE {template}")
            mp.setenv("DATABASE_URL", f"{server}/{name}")
        reset_caches()
        try:
            with TestClient(create_api(), client=("203.0.113.7", 50000)) as client:
                yield _furnished(World(client=client, data_dir=root / "data"))
        finally:
            reset_caches()
            if postgres is not None:
                _postgres(postgres[0], f"DROP DATABASE {name} WITH (FORCE)")
    reset_caches()


def _postgres(server: str, statement: str) -> None:
    url = server.replace("postgresql+psycopg", "postgresql") + "/postgres"
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(statement)


def _furnished(world: World) -> World:
    helper = Learner(world.client, "content@example.com")
    session = helper.ok("POST", "/api/translate/session", json={"level": 1, "sessionSize": 1})
    world.sentence = session["cards"][0]["content"]
    world.clip = helper.ok("POST", "/api/flashcards/session", json={"sessionSize": 1})["cards"][0]["content"]
    world.image_id = helper.ok("POST", "/api/describe/session")["imageId"]
    with db.session_scope() as session:
        world.reworded = rewording(session)
    secret = get_settings().secret_key_effective
    tokens = {  # name -> (token, why it is refused)
        "alg none": ("eyJhbGciOiJub25lIn0.e30.", "INVALID_ID_TOKEN"),
        "another key, claiming admin": (
            issue_id_token(Principal(helper.uid, address(helper), True), "not-the-servers-key-but-long-enough", 900),
            "INVALID_ID_TOKEN",
        ),
        "expired": (
            issue_id_token(Principal(helper.uid, address(helper)), secret, 60, now=time.time() - 3600),
            "TOKEN_EXPIRED",
        ),
    }
    helper.ok("POST", "/api/auth/logout", json={"refreshToken": helper.tokens["refreshToken"]})
    tokens["revoked"] = helper.tokens["idToken"], "TOKEN_REVOKED"  # worked until its account signed out
    world.bad_credentials = {
        "no token": ({}, "Missing bearer token"),
        "not a bearer token": (
            {"Authorization": "Basic Y29udGVudEBleGFtcGxlLmNvbTpzZWNyZXQxMjM="},
            "Missing bearer token",
        ),
    } | {name: ({"Authorization": f"Bearer {token}"}, why) for name, (token, why) in tokens.items()}
    return world


# ---------------------------------------------------------------- one cell


class Cell:
    """One cell's accounts: the caller, and the first learner (the owner of the data at stake), whose
    data is seeded before any other caller acts."""

    def __init__(self, world: World, principal: str, admin_email: str):
        self.world, self.client, self.principal = world, world.client, principal
        self._owner: Learner | None = None
        self._target: Learner | None = None
        self.deck: dict | None = None  # the owner's daily deck, today's session started
        self.card = ""
        self.before: dict | None = None  # the owner's data, as it must stay
        self.renders: list = []  # clip runs started (never rendered here)
        self.request: Request | None = None
        self.throwaway: Learner | None = None  # an account an admin grants admin to
        if self.acting_on_another:
            self.seed()
        self.actor = {
            "anonymous": lambda: None,
            "user": lambda: self.owner,
            "other_user": lambda: self.learner("other"),
            "admin": lambda: Learner(self.client, admin_email),
        }[principal]()

    def learner(self, role: str) -> Learner:
        return Learner(self.client, self.world.email(role))

    @property
    def owner(self) -> Learner:
        if self._owner is None:
            self._owner = self.learner("owner")
        return self._owner

    @property
    def target(self) -> Learner:
        """The account an identity route acts on: the caller's own, or a new one for an anonymous caller."""
        if self._target is None:
            self._target = self.actor or self.learner("target")
        return self._target

    @property
    def deck_id(self) -> str:
        if self.deck is None:
            self.seed()
        return self.deck["id"]

    def seed(self) -> None:
        """The owner's data: their own time zone, a daily deck with today's session, a translation logged."""
        owner = self.owner
        owner.ok("PUT", "/api/learner/timezone", json={"timezone": OWNER_TIMEZONE})
        self.deck = owner.ok("POST", "/api/decks/create", json={"type": "translate", "hskLevel": 1})
        self.card = owner.ok("POST", f"/api/decks/{self.deck['id']}/session")["cards"][0]["cardId"]
        self.pictures = owner.ok("POST", "/api/decks/create", json={"type": "describe"})
        self.picture = owner.ok("POST", f"/api/decks/{self.pictures['id']}/session")["cards"][0]["cardId"]
        self.clips = owner.ok("POST", "/api/decks/create", json={"type": "listen"})
        self.clip = owner.ok("POST", f"/api/decks/{self.clips['id']}/session")["cards"][0]["cardId"]
        owner.ok("POST", "/api/translate/log", json={"sentenceId": self.world.sentence["id"], "score": 3})
        if self.principal != "user":  # anyone else must leave it as it is
            self.before = snapshot(owner)

    @property
    def acting_on_another(self) -> bool:
        """The caller is not the owner, whose data is seeded."""
        return self.principal in ("other_user", "admin")


def address(learner: Learner) -> str:
    return learner.tokens["email"]


def snapshot(learner: Learner) -> dict:
    return {path: learner.ok("GET", path) for path in ("/api/decks", "/api/learner", "/api/translate/stats")}


def outbox_code(data_dir: Path, to: str) -> str:
    """The reset code (oobCode) of the one reset mail sent to `to`."""
    codes = []
    for path in (data_dir / "outbox").glob("*.eml"):
        mail = email.message_from_bytes(path.read_bytes(), policy=policy.default)
        if mail["To"] == to:
            codes.append(re.search(r"oobCode=([\w-]+)", mail.get_body().get_content()).group(1))
    assert len(codes) == 1, codes
    return codes[0]


# ---------------------------------------------------------------- the table


@dataclass(frozen=True)
class Request:
    url: str
    json: object = None
    params: dict | None = None
    data: dict | None = None  # a multipart form's fields, with
    files: dict | None = None  # its files

    @property
    def sent(self) -> dict:
        return {"json": self.json, "params": self.params, "data": self.data, "files": self.files}


@dataclass(frozen=True)
class Route:
    access: str
    request: Callable[[Cell], Request]
    check: Callable[[Cell, httpx.Response], None] = lambda cell, r: None  # of a success answer
    success: int = 200


def fixed(url: str, **kwargs) -> Callable[[Cell], Request]:
    return lambda cell: Request(url, **kwargs)


def new_account_works(cell: Cell, r: httpx.Response) -> None:
    me = cell.client.get("/api/auth/me", headers=bearer(r.json()))
    assert me.status_code == 200 and me.json()["email"] == r.json()["email"]


def signed_in_as_target(cell: Cell, r: httpx.Response) -> None:
    assert r.json()["localId"] == cell.target.uid
    new_account_works(cell, r)


def signed_out(cell: Cell, r: httpx.Response) -> None:
    assert r.json() == {}
    again = cell.client.post("/api/auth/refresh", json={"refreshToken": cell.target.tokens["refreshToken"]})
    assert again.status_code == 400, again.text
    refused = cell.client.get("/api/auth/me", headers=bearer(cell.target.tokens))  # its ID token too
    assert refused.status_code == 401, refused.text


def reset_mailed(cell: Cell, r: httpx.Response) -> None:
    assert r.json() == {"email": address(cell.target), "requestType": "PASSWORD_RESET"}
    assert outbox_code(cell.world.data_dir, address(cell.target))


def reset_request(cell: Cell) -> Request:
    mailed = cell.client.post("/api/auth/password-reset", json={"email": address(cell.target)})
    assert mailed.status_code == 200, mailed.text
    code = outbox_code(cell.world.data_dir, address(cell.target))
    return Request("/api/auth/password-reset/confirm", json={"oobCode": code, "newPassword": NEW_PASSWORD})


def new_password_works(cell: Cell, r: httpx.Response) -> None:
    assert r.json()["email"] == address(cell.target)
    signed_in = cell.client.post("/api/auth/login", json={"email": address(cell.target), "password": NEW_PASSWORD})
    assert signed_in.status_code == 200, signed_in.text


def media_link(cell: Cell) -> Request:
    """A link the owner got; the signature is the credential (img and video tags send no token)."""
    return Request(
        cell.owner.ok("GET", "/api/flashcards/video-url", params={"path": cell.world.clip["videoPath"]})["url"]
    )


def the_video(cell: Cell, r: httpx.Response) -> None:
    assert r.headers["content-type"] == "video/mp4" and r.content[4:8] == b"ftyp"
    url, signature = cell.request.url.split("signature=")
    forged = cell.client.get(url + "signature=" + signature[:-1] + ("1" if signature[-1] == "0" else "0"))
    assert forged.status_code == 403 and forged.json()["error"], forged.text


def whoami(cell: Cell, r: httpx.Response) -> None:
    assert r.json() == {
        "localId": cell.actor.uid,
        "email": address(cell.actor),
        "admin": cell.principal == "admin",
    }


def own_decks_only(cell: Cell, r: httpx.Response) -> None:
    if cell.acting_on_another:
        assert cell.deck["id"] not in [d["id"] for d in r.json()]


def a_new_deck(cell: Cell, r: httpx.Response) -> None:
    # One translate deck per level and learner: the owner's does not stand in the way.
    assert r.json()["type"] == "translate" and r.json()["hskLevel"] in (1, "1")
    if cell.acting_on_another:
        assert r.json()["id"] != cell.deck["id"]


def one_card(cell: Cell, r: httpx.Response) -> None:
    assert len(r.json()["cards"]) == 1


def own_stats_only(cell: Cell, r: httpx.Response) -> None:
    if cell.acting_on_another:
        assert r.json()["totalSentencesTranslated"] == 0


def own_settings_only(cell: Cell, r: httpx.Response) -> None:
    if cell.acting_on_another:
        assert r.json()["timezone"] == "UTC"


def holds(test: Callable[[object], object]) -> Callable[[Cell, httpx.Response], None]:
    def check(cell: Cell, r: httpx.Response) -> None:
        assert test(r.json()), r.text

    return check


def field_is(name: str, value: object) -> Callable[[Cell, httpx.Response], None]:
    def check(cell: Cell, r: httpx.Response) -> None:
        assert r.json()[name] == value, r.json()

    return check


def deck_deleted(cell: Cell, r: httpx.Response) -> None:
    assert r.json() == {"deleted": cell.deck["id"]}
    assert cell.deck["id"] not in [d["id"] for d in cell.owner.ok("GET", "/api/decks")]


def the_decks_session(cell: Cell, r: httpx.Response) -> None:
    assert r.json()["deckId"] == cell.deck["id"] and r.json()["cards"][0]["cardId"] == cell.card


def card_moved(cell: Cell, r: httpx.Response) -> None:
    assert r.json()["cardId"] == cell.card


def clip_card(cell: Cell) -> dict:
    assert cell.deck_id  # first: it seeds the decks
    return {"deckId": cell.clips["id"], "cardId": cell.clip, "result": "correct"}


def clip_done(cell: Cell, r: httpx.Response) -> None:
    assert r.json()["cardId"] == cell.clip and r.json()["sessionStatus"] == "done"


def picture_card(cell: Cell) -> dict:
    assert cell.deck_id  # first: it seeds the decks
    return {"deckId": cell.pictures["id"], "cardId": cell.picture, "description": DESCRIPTION}


def picture_done(cell: Cell, r: httpx.Response) -> None:
    assert r.json()["cardId"] == cell.picture and r.json()["sessionStatus"] == "done"


def deck_card(cell: Cell) -> dict:
    return {"deckId": cell.deck_id, "cardId": cell.card, "score": 3}  # deck_id first: it seeds the deck


def the_real_date(cell: Cell, r: httpx.Response) -> None:
    assert r.json()["overrideDate"] is None and r.json()["currentDate"] == r.json()["realDate"]


def date_cleared(cell: Cell) -> Request:
    if cell.principal == "admin":  # something to clear
        cell.actor.ok("POST", "/api/admin/set-date", json={"date": LATER})
    return Request("/api/admin/clear-date")


def reset_own_decks(cell: Cell) -> Request:
    if cell.principal == "admin":  # something to reset
        cell.actor.ok("POST", "/api/decks/create", json={"type": "listen"})
    return Request("/api/admin/reset-deck-data")


def own_decks_reset(cell: Cell, r: httpx.Response) -> None:
    assert r.json()["success"] is True and r.json()["deleted"]["decks"] == 1
    assert cell.actor.ok("GET", "/api/decks") == []


def grant_admin(cell: Cell) -> Request:
    """An admin grants a throwaway account; anyone else tries to grant themselves."""
    if cell.principal == "admin":
        cell.throwaway = cell.learner("throwaway")
        grantee = address(cell.throwaway)
    else:
        grantee = address(cell.actor) if cell.actor else "nobody@example.com"
    return Request("/api/admin/set-admin", json={"email": grantee, "admin": True})


def admin_granted(cell: Cell, r: httpx.Response) -> None:
    assert r.json()["email"] == address(cell.throwaway) and r.json()["admin"] is True
    tokens = cell.client.post("/api/auth/login", json={"email": address(cell.throwaway), "password": PASSWORD}).json()
    assert cell.client.get("/api/auth/me", headers=bearer(tokens)).json()["admin"] is True


def accounts_listed(cell: Cell, r: httpx.Response) -> None:
    assert address(cell.actor) in [row["email"] for row in r.json()["users"]]


def rendering_started(cell: Cell, r: httpx.Response) -> None:
    run = cell.renders.pop()
    assert run.count == 1 and r.json()["running"] is True and r.json()["startedBy"] == address(cell.actor)


PICTURE_FORM = {"description": DESCRIPTION, "gloss": "A coffee and a book on a table.", "credit": "Test, CC0-1.0"}


def png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (300, 200), (20, 120, 60)).save(out, "PNG")
    return out.getvalue()


def picture_added(cell: Cell, r: httpx.Response) -> None:
    assert r.json()["description"] == DESCRIPTION and r.json()["uploaded"] is True


def a_picture_to_withdraw(cell: Cell) -> Request:
    """A picture of its own (withdrawing a shipped one would change what other cells are offered)."""
    row = db.call(pictures.add_picture, OPERATOR, png(), DESCRIPTION, "A picture to withdraw.", "Test, CC0-1.0")
    return Request(f"/api/admin/pictures/{row.id}/withdraw")


def sentence(cell: Cell) -> dict:
    return cell.world.sentence


def a_report(cell: Cell) -> Request:
    """Report the rewording (every cell's caller is a learner of their own: no report is a duplicate)."""
    reworded = cell.world.reworded
    return Request(
        "/api/translate/report", json={"sentenceId": reworded.sentence_id, "chinese_attempt": reworded.attempt}
    )


def a_report_to(action: str) -> Callable[[Cell], Request]:
    """A report of its own, of an answer of its own (accepting the rewording would make it score 3
    for the cells that report it)."""

    def request(cell: Cell) -> Request:
        n = next(cell.world.numbers)
        reporter = Principal(f"reporter-{n}", f"reporter-{n}@example.com")
        filed = db.call(reports.report, reporter, cell.world.sentence["id"], f"完全不对的句子{n}")
        return Request(f"/api/admin/reports/{filed.id}/{action}")

    return request


TABLE: dict[tuple[str, str], Route] = {
    ("GET", "/api/health"): Route(PUBLIC, fixed("/api/health"), field_is("status", "ok")),
    ("POST", "/api/auth/signup"): Route(
        PUBLIC,
        lambda cell: Request("/api/auth/signup", json={"email": cell.world.email("signup"), "password": PASSWORD}),
        new_account_works,
    ),
    ("POST", "/api/auth/login"): Route(
        PUBLIC,
        lambda cell: Request("/api/auth/login", json={"email": address(cell.target), "password": PASSWORD}),
        signed_in_as_target,
    ),
    ("POST", "/api/auth/refresh"): Route(
        PUBLIC,
        lambda cell: Request("/api/auth/refresh", json={"refreshToken": cell.target.tokens["refreshToken"]}),
        signed_in_as_target,
    ),
    ("POST", "/api/auth/logout"): Route(
        PUBLIC,
        lambda cell: Request("/api/auth/logout", json={"refreshToken": cell.target.tokens["refreshToken"]}),
        signed_out,
    ),
    ("POST", "/api/auth/password-reset"): Route(
        PUBLIC,
        lambda cell: Request("/api/auth/password-reset", json={"email": address(cell.target)}),
        reset_mailed,
    ),
    ("POST", "/api/auth/password-reset/confirm"): Route(PUBLIC, reset_request, new_password_works),
    ("GET", "/api/media/{key}"): Route(PUBLIC, media_link, the_video),
    ("GET", "/api/auth/me"): Route(USER, fixed("/api/auth/me"), whoami),
    ("GET", "/api/decks"): Route(USER, fixed("/api/decks"), own_decks_only),
    ("POST", "/api/decks/create"): Route(
        USER, fixed("/api/decks/create", json={"type": "translate", "hskLevel": 1}), a_new_deck
    ),
    ("GET", "/api/decks/backgrounds/{deck_type}"): Route(
        USER, fixed("/api/decks/backgrounds/translate"), holds(lambda answer: answer["images"])
    ),
    ("POST", "/api/translate/session"): Route(
        USER, fixed("/api/translate/session", json={"level": 1, "sessionSize": 1}), one_card
    ),
    ("POST", "/api/translate/evaluate"): Route(
        USER,
        lambda cell: Request(
            "/api/translate/evaluate",
            json={"sentenceId": sentence(cell)["id"], "chinese_attempt": sentence(cell)["chinese"]},
        ),
        field_is("score", 3),
    ),
    ("POST", "/api/translate/attempt"): Route(  # owned: the deck's id is in the body
        OWNED, lambda cell: Request("/api/translate/attempt", json=deck_card(cell)), card_moved
    ),
    ("POST", "/api/translate/log"): Route(
        USER,
        lambda cell: Request("/api/translate/log", json={"sentenceId": sentence(cell)["id"], "score": 3}),
        field_is("logged", True),
    ),
    ("GET", "/api/translate/stats"): Route(USER, fixed("/api/translate/stats"), own_stats_only),
    ("POST", "/api/translate/report"): Route(USER, a_report, field_is("status", "open")),
    ("POST", "/api/describe/session"): Route(USER, fixed("/api/describe/session", json={"sessionSize": 1}), one_card),
    ("POST", "/api/describe/evaluate"): Route(
        USER,
        lambda cell: Request(
            "/api/describe/evaluate", json={"imageId": cell.world.image_id, "description": DESCRIPTION}
        ),
        field_is("characterCount", len(DESCRIPTION)),
    ),
    ("POST", "/api/flashcards/attempt"): Route(  # owned: the deck's id is in the body
        OWNED, lambda cell: Request("/api/flashcards/attempt", json=clip_card(cell)), clip_done
    ),
    ("POST", "/api/describe/attempt"): Route(  # owned: the deck's id is in the body
        OWNED, lambda cell: Request("/api/describe/attempt", json=picture_card(cell)), picture_done
    ),
    ("POST", "/api/flashcards/session"): Route(
        USER, fixed("/api/flashcards/session", json={"sessionSize": 1}), one_card
    ),
    ("GET", "/api/flashcards/video-url"): Route(
        USER,
        lambda cell: Request("/api/flashcards/video-url", params={"path": cell.world.clip["videoPath"]}),
        holds(lambda answer: answer["url"].startswith("/api/media/")),
    ),
    ("POST", "/api/flashcards/log"): Route(
        USER,
        lambda cell: Request("/api/flashcards/log", json={"chunkId": cell.world.clip["id"], "result": "correct"}),
        holds(lambda answer: answer == {"logged": True}),
    ),
    ("GET", "/api/learner"): Route(USER, fixed("/api/learner"), own_settings_only),
    ("PUT", "/api/learner/timezone"): Route(
        USER, fixed("/api/learner/timezone", json={"timezone": "Asia/Shanghai"}), field_is("timezone", "Asia/Shanghai")
    ),
    ("PUT", "/api/learner/tone-colours"): Route(
        USER, fixed("/api/learner/tone-colours", json={"toneColours": False}), field_is("toneColours", False)
    ),
    ("PUT", "/api/decks/{deck_id}/options"): Route(
        OWNED,
        lambda cell: Request(f"/api/decks/{cell.deck_id}/options", json={"newPerDay": 3}),
        field_is("newPerDay", 3),
    ),
    ("PUT", "/api/decks/{deck_id}/background"): Route(
        OWNED,
        lambda cell: Request(f"/api/decks/{cell.deck_id}/background", json={"backgroundImage": None}),
        field_is("backgroundImage", None),
    ),
    ("DELETE", "/api/decks/{deck_id}"): Route(OWNED, lambda cell: Request(f"/api/decks/{cell.deck_id}"), deck_deleted),
    ("POST", "/api/decks/{deck_id}/session"): Route(
        OWNED, lambda cell: Request(f"/api/decks/{cell.deck_id}/session"), the_decks_session
    ),
    ("POST", "/api/decks/{deck_id}/complete"): Route(
        OWNED, lambda cell: Request(f"/api/decks/{cell.deck_id}/complete"), field_is("completedToday", True)
    ),
    ("POST", "/api/decks/{deck_id}/log"): Route(
        OWNED,
        lambda cell: Request(f"/api/decks/{cell.deck_id}/log", json={"cardId": cell.card, "success": True, "score": 3}),
        card_moved,
    ),
    ("GET", "/api/admin/get-date"): Route(ADMIN, fixed("/api/admin/get-date"), the_real_date),
    ("POST", "/api/admin/set-date"): Route(
        ADMIN, fixed("/api/admin/set-date", json={"date": LATER}), field_is("overrideDate", LATER)
    ),
    ("POST", "/api/admin/clear-date"): Route(ADMIN, date_cleared, the_real_date),
    ("POST", "/api/admin/reset-deck-data"): Route(ADMIN, reset_own_decks, own_decks_reset),
    ("GET", "/api/admin/users"): Route(ADMIN, fixed("/api/admin/users?limit=1000"), accounts_listed),
    ("POST", "/api/admin/set-admin"): Route(ADMIN, grant_admin, admin_granted),
    ("GET", "/api/admin/clips"): Route(
        ADMIN, fixed("/api/admin/clips"), holds(lambda answer: {"running", "done", "total"} <= answer.keys())
    ),
    ("POST", "/api/admin/clips"): Route(
        ADMIN, fixed("/api/admin/clips", json={"count": 1}), rendering_started, success=202
    ),
    ("GET", "/api/admin/pictures"): Route(ADMIN, fixed("/api/admin/pictures"), holds(lambda answer: len(answer) > 0)),
    ("POST", "/api/admin/pictures"): Route(
        ADMIN,
        lambda cell: Request("/api/admin/pictures", data=PICTURE_FORM, files={"image": ("p.png", png())}),
        picture_added,
        success=201,
    ),
    ("POST", "/api/admin/pictures/{picture_id}/withdraw"): Route(
        ADMIN, a_picture_to_withdraw, field_is("withdrawn", True)
    ),
    ("GET", "/api/admin/reports"): Route(
        ADMIN,
        fixed("/api/admin/reports"),
        holds(lambda answer: answer.keys() == {"reports", "page", "pages", "total", "perPage"}),
    ),
    ("POST", "/api/admin/reports/{report_id}/accept"): Route(
        ADMIN, a_report_to("accept"), field_is("status", "accepted")
    ),
    ("POST", "/api/admin/reports/{report_id}/dismiss"): Route(
        ADMIN, a_report_to("dismiss"), field_is("status", "dismissed")
    ),
}


# ---------------------------------------------------------------- the tests


def test_every_route_is_classified():
    unclassified = [route for route in ROUTES if route not in TABLE]
    assert not unclassified, f"routes in the OpenAPI document that TABLE does not classify: {unclassified}"
    gone = [route for route in TABLE if route not in ROUTES]
    assert not gone, f"classified routes no longer in the OpenAPI document: {gone}"


def test_the_classification_follows_the_paths():
    public = {"/api/health", "/api/media/{key}"} | {p for _m, p in ROUTES if p.startswith("/api/auth/")}
    for (method, path), route in TABLE.items():
        where = f"{method} {path}"
        assert (route.access == ADMIN) == path.startswith("/api/admin/"), where
        assert (route.access == PUBLIC) == (path in public - {"/api/auth/me"}), where
        if "{deck_id}" in path:
            assert route.access == OWNED, where


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


CELLS = [(method, path, principal) for method, path in ROUTES for principal in PRINCIPALS]


@pytest.mark.parametrize(("method", "path", "principal"), CELLS, ids=[f"{m} {p}-{who}" for m, p, who in CELLS])
def test_matrix(world, monkeypatch, method, path, principal):
    route = TABLE.get((method, path))
    if route is None:
        pytest.fail(f"{method} {path} is not classified: add it to TABLE (public, user, owned or admin)")
    cell = Cell(world, principal, ADMINS[ROUTES.index((method, path))])
    monkeypatch.setattr(clips, "render", lambda *args: cell.renders.append(args[-1]))  # a run is never rendered
    cell.request = request = route.request(cell)
    expected = EXPECTED[route.access][principal]

    if expected == UNAUTHENTICATED:
        for name, (headers, reason) in world.bad_credentials.items():
            r = cell.client.request(method, request.url, **request.sent, headers=headers)
            assert (r.status_code, r.json()) == (401, {"error": reason}), name
            assert r.headers["www-authenticate"] == "Bearer", name
    else:
        headers = bearer(cell.actor.tokens) if cell.actor else {}
        r = cell.client.request(method, request.url, **request.sent, headers=headers)
        if expected == OK:
            assert r.status_code == route.success, f"{r.status_code} {r.text}"
            route.check(cell, r)
        elif expected == FORBIDDEN:
            assert (r.status_code, r.json()) == (403, {"error": "Admin access required"})
        else:
            assert (r.status_code, r.json()) == (404, {"error": "Deck not found"})

    if cell.before is not None:
        assert snapshot(cell.owner) == cell.before, "the first learner's data changed"
    assert not cell.renders, "a clip run was started"
