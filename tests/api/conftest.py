import pytest
from fastapi.testclient import TestClient

from chinese_app.api import create_api


@pytest.fixture
def client(db):
    """The /api app over HTTP (httpx through the ASGI interface) on a fresh database."""
    with TestClient(create_api(), client=("203.0.113.7", 50000)) as c:
        yield c


def sign_up(client, email="alice@example.com", password="secret123") -> dict:
    r = client.post("/api/auth/signup", json={"email": email, "password": password, "returnSecureToken": True})
    assert r.status_code == 200, r.text
    return r.json()


def bearer(tokens: dict) -> dict:
    return {"Authorization": f"Bearer {tokens['idToken']}"}
