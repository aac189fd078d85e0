import pytest
from fastapi.testclient import TestClient

from chinese_app.api import create_api


@pytest.fixture
def client(app_db):
    """The /api app over HTTP (httpx through the ASGI interface) on a fresh copy of the content
    database, once on SQLite and once on PostgreSQL."""
    with TestClient(create_api(), client=("203.0.113.7", 50000)) as c:
        yield c


def sign_up(client, email="alice@example.com", password="secret123") -> dict:
    r = client.post("/api/auth/signup", json={"email": email, "password": password, "returnSecureToken": True})
    assert r.status_code == 200, r.text
    return r.json()


def bearer(tokens: dict) -> dict:
    return {"Authorization": f"Bearer {tokens['idToken']}"}


class Learner:
    """A signed-up user and their HTTP calls (with the bearer token)."""

    def __init__(self, client, email: str):
        self.client = client
        self.tokens = sign_up(client, email)
        self.uid = self.tokens["localId"]

    def call(self, method: str, path: str, headers: dict | None = None, **kwargs):
        return self.client.request(method, path, headers={**bearer(self.tokens), **(headers or {})}, **kwargs)

    def ok(self, method: str, path: str, **kwargs):
        r = self.call(method, path, **kwargs)
        assert r.status_code == 200, f"{method} {path}: {r.status_code} {r.text}"
        return r.json()


@pytest.fixture
def alice(client):
    return Learner(client, "alice@example.com")


@pytest.fixture
def bob(client):
    return Learner(client, "bob@example.com")


@pytest.fixture
def admin(client):
    from tests.conftest import ADMIN_EMAIL

    return Learner(client, ADMIN_EMAIL)
