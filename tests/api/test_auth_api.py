"""The local-account endpoints and the bearer checks, over HTTP."""

import threading

import pytest
from aiosmtpd.controller import Controller
from fastapi.testclient import TestClient

from bench.harness import free_port
from chinese_app.api import create_api
from chinese_app.identity import throttle
from chinese_app.runtime import reset_caches
from tests.api.conftest import bearer, sign_up
from tests.conftest import ADMIN_EMAIL, outbox_codes


def error_of(response) -> str:
    return response.json()["error"]["message"]


def test_health_needs_no_auth(client):
    r = client.get("/api/health")
    assert r.status_code == 200 and r.json() == {"status": "ok"}


def test_openapi_is_served(client):
    assert client.get("/api/openapi.json").json()["info"]["title"] == "学中文 API"
    assert client.get("/api/docs").status_code == 200


def test_unknown_api_path_is_a_json_404(client):
    r = client.get("/api/no/such/thing")
    assert r.status_code == 404 and "error" in r.json()


def test_signup_answers_like_firebase(client):
    body = sign_up(client, "Alice@Example.com")
    assert body.keys() == {"idToken", "refreshToken", "expiresIn", "localId", "email"}
    assert body["email"] == "alice@example.com" and body["expiresIn"] == "900"
    me = client.get("/api/auth/me", headers=bearer(body))
    assert me.json() == {"localId": body["localId"], "email": "alice@example.com", "admin": False}


def test_duplicate_email(client):
    sign_up(client)
    r = client.post("/api/auth/signup", json={"email": "alice@example.com", "password": "other123"})
    assert r.status_code == 400 and error_of(r) == "EMAIL_EXISTS"


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ({"email": "bob@example.com", "password": "123"}, "WEAK_PASSWORD : Password should be at least 6 characters"),
        ({"email": "bob@example.com"}, "MISSING_PASSWORD"),
        ({"password": "secret123"}, "MISSING_EMAIL"),
        ({"email": "bob", "password": "secret123"}, "INVALID_EMAIL"),
    ],
)
def test_bad_signup(client, payload, message):
    r = client.post("/api/auth/signup", json=payload)
    assert r.status_code == 400 and error_of(r) == message


def test_wrong_types_answer_422_and_malformed_json_400_with_a_message(client):
    r = client.post("/api/auth/signup", json={"email": ["a"], "password": 5})
    assert r.status_code == 422 and "email" in r.json()["error"]
    r = client.post("/api/auth/login", content=b"not json", headers={"Content-Type": "application/json"})
    assert r.status_code == 400 and r.json() == {"error": "Malformed JSON in the request body"}


def test_login_and_wrong_password(client):
    uid = sign_up(client)["localId"]
    ok = client.post("/api/auth/login", json={"email": "alice@example.com", "password": "secret123"})
    assert ok.status_code == 200 and ok.json()["localId"] == uid and ok.json()["registered"] is True
    bad = client.post("/api/auth/login", json={"email": "alice@example.com", "password": "nope-nope"})
    assert bad.status_code == 400 and error_of(bad) == "INVALID_LOGIN_CREDENTIALS"


def test_login_slows_down_one_address_but_not_the_owner_elsewhere(client):
    sign_up(client)
    for _ in range(throttle.FREE_PER_PAIR):
        client.post("/api/auth/login", json={"email": "alice@example.com", "password": "nope-nope"})
    r = client.post("/api/auth/login", json={"email": "alice@example.com", "password": "secret123"})
    assert r.status_code == 429 and error_of(r).startswith("TOO_MANY_ATTEMPTS_TRY_LATER")
    # The stranger's address is slowed down; the learner at home is not locked out.
    with TestClient(create_api(), client=("198.51.100.1", 1)) as home:
        assert home.post("/api/auth/login", json={"email": "alice@example.com", "password": "secret123"}).is_success


def test_login_rate_limit_per_address(client):
    for i in range(throttle.FREE_PER_ADDRESS):
        client.post("/api/auth/login", json={"email": f"u{i}@example.com", "password": "nope-nope"})
    sign_up(client, "late@example.com")
    r = client.post("/api/auth/login", json={"email": "late@example.com", "password": "secret123"})
    assert r.status_code == 429
    # The limit is per client address: another address still gets in.
    with TestClient(create_api(), client=("198.51.100.1", 1)) as other:
        assert (
            other.post("/api/auth/login", json={"email": "late@example.com", "password": "secret123"}).status_code
            == 200
        )


def test_refresh_and_logout(client):
    tokens = sign_up(client)
    r = client.post("/api/auth/refresh", json={"refreshToken": tokens["refreshToken"]})
    assert r.status_code == 200 and r.json()["localId"] == tokens["localId"]
    rotated = r.json()
    assert rotated["refreshToken"] != tokens["refreshToken"] and rotated["expiresIn"] == "900"
    assert client.get("/api/auth/me", headers=bearer(rotated)).status_code == 200
    assert client.post("/api/auth/logout", json={"refreshToken": rotated["refreshToken"]}).status_code == 200
    for refresh_token in (tokens["refreshToken"], rotated["refreshToken"]):
        r = client.post("/api/auth/refresh", json={"refreshToken": refresh_token})
        assert r.status_code == 400 and error_of(r) == "INVALID_REFRESH_TOKEN"
    # The ID tokens issued before the sign-out stop working at once, not at their expiry.
    for old in (tokens, rotated):
        r = client.get("/api/auth/me", headers=bearer(old))
        assert r.status_code == 401 and r.json() == {"error": "TOKEN_REVOKED"}
    assert error_of(client.post("/api/auth/refresh", json={})) == "MISSING_REFRESH_TOKEN"


def test_password_reset_request_and_confirm(client, data_dir):
    sign_up(client)
    r = client.post("/api/auth/password-reset", json={"requestType": "PASSWORD_RESET", "email": "alice@example.com"})
    assert r.status_code == 200 and r.json()["email"] == "alice@example.com"
    # Unknown e-mails get the same answer (no account probing) and no mail.
    assert client.post("/api/auth/password-reset", json={"email": "nobody@example.com"}).status_code == 200
    assert error_of(client.post("/api/auth/password-reset", json={})) == "MISSING_EMAIL"
    [code] = outbox_codes(data_dir)

    r = client.post("/api/auth/password-reset/confirm", json={"oobCode": "wrong", "newPassword": "newpass123"})
    assert r.status_code == 400 and error_of(r) == "INVALID_OOB_CODE"
    r = client.post("/api/auth/password-reset/confirm", json={"oobCode": code, "newPassword": "newpass123"})
    assert r.status_code == 200 and r.json()["email"] == "alice@example.com"
    assert (
        client.post("/api/auth/login", json={"email": "alice@example.com", "password": "newpass123"}).status_code == 200
    )
    assert (
        client.post("/api/auth/login", json={"email": "alice@example.com", "password": "secret123"}).status_code == 400
    )


def test_401_without_or_with_a_bad_token(client):
    r = client.get("/api/auth/me")
    assert r.status_code == 401 and r.headers["WWW-Authenticate"] == "Bearer"
    assert r.json() == {"error": "Missing bearer token"}
    r = client.get("/api/auth/me", headers={"Authorization": "Bearer garbage"})
    assert r.status_code == 401 and r.json() == {"error": "INVALID_ID_TOKEN"}
    assert client.get("/api/admin/users", headers={"Authorization": "Basic abc"}).status_code == 401


def test_403_for_admin_routes_without_the_claim(client):
    user = sign_up(client)
    r = client.get("/api/admin/users", headers=bearer(user))
    assert r.status_code == 403 and r.json() == {"error": "Admin access required"}


def test_admin_route_with_the_claim(client):
    sign_up(client)
    admin = sign_up(client, ADMIN_EMAIL)
    r = client.get("/api/admin/users", headers=bearer(admin))
    assert r.status_code == 200
    assert [(u["email"], u["admin"]) for u in r.json()["users"]] == [("alice@example.com", False), (ADMIN_EMAIL, True)]
    assert r.json()["nextPageToken"] == ""


class _Sink:
    def __init__(self):
        self.messages = []
        self.arrived = threading.Event()

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 (aiosmtpd's hook name)
        self.messages.append(envelope)
        self.arrived.set()
        return "250 OK"


def test_reset_mail_goes_through_smtp_when_configured(client, data_dir, monkeypatch):
    sink = _Sink()
    port = free_port()
    smtp = Controller(sink, hostname="127.0.0.1", port=port)
    smtp.start()
    try:
        monkeypatch.setenv("SMTP_HOST", "127.0.0.1")
        monkeypatch.setenv("SMTP_PORT", str(port))
        monkeypatch.setenv("APP_URL", "https://learn.example.com")
        reset_caches()
        sign_up(client)
        assert client.post("/api/auth/password-reset", json={"email": "alice@example.com"}).status_code == 200
        assert sink.arrived.wait(10)
    finally:
        smtp.stop()
    [envelope] = sink.messages
    assert envelope.rcpt_tos == ["alice@example.com"]
    assert b"https://learn.example.com/reset-password?oobCode=" in envelope.content
    assert not (data_dir / "outbox").exists()
