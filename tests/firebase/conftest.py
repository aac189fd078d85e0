"""The real Firebase Auth emulator (firebase-tools from npm, installed by `make test` into .tools), and the
app in Firebase mode against it. The emulator failing to start fails these tests: they never skip."""

import base64
import json
import os
import signal
import subprocess
import time
from collections.abc import Iterator

import httpx
import pytest
from fastapi.testclient import TestClient

from bench.harness import free_port
from chinese_app.api import create_api
from chinese_app.runtime import reset_caches
from chinese_app.settings import PROJECT_ROOT

PROJECT = "demo-xuezhongwen"
FIREBASE = PROJECT_ROOT / ".tools" / "node_modules" / ".bin" / "firebase"
STARTUP_SECONDS = 90


@pytest.fixture(scope="session")
def emulator(tmp_path_factory) -> Iterator[str]:
    """host:port of a Firebase Auth emulator started for this test session."""
    assert FIREBASE.exists(), f"{FIREBASE} is missing: scripts/test.sh installs firebase-tools"
    folder = tmp_path_factory.mktemp("firebase")
    port = free_port()
    config = {"emulators": {"auth": {"host": "127.0.0.1", "port": port}, "ui": {"enabled": False}}}
    (folder / "firebase.json").write_text(json.dumps(config))
    log = (folder / "emulator.log").open("w")
    process = subprocess.Popen(
        [str(FIREBASE), "emulators:start", "--only", "auth", "--project", PROJECT],
        cwd=folder,
        env={**os.environ, "CI": "true"},  # CI=true: no update check over the network
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    host = f"127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + STARTUP_SECONDS
        while True:
            assert process.poll() is None, f"the emulator exited: {(folder / 'emulator.log').read_text()[-2000:]}"
            try:
                if httpx.get(f"http://{host}/", timeout=1).status_code < 500:
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, f"no emulator after {STARTUP_SECONDS} s"
            time.sleep(0.5)
        yield host
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
        log.close()


class Emulator:
    """The emulator's REST API, as the browser SDK and the Firebase console would use it."""

    def __init__(self, host: str, project: str = PROJECT):
        self.base = f"http://{host}"
        self.project = project

    def _post(self, path: str, body: dict, owner: bool = False) -> dict:
        headers = {"Authorization": "Bearer owner"} if owner else {}
        r = httpx.post(f"{self.base}/identitytoolkit.googleapis.com/v1/{path}", json=body, headers=headers)
        assert r.status_code == 200, r.text
        return r.json()

    def sign_up(self, email: str, password: str = "secret123") -> dict:
        return self._post("accounts:signUp?key=any", {"email": email, "password": password, "returnSecureToken": True})

    def sign_in(self, email: str, password: str = "secret123") -> dict:
        body = {"email": email, "password": password, "returnSecureToken": True}
        return self._post("accounts:signInWithPassword?key=any", body)

    def google(self, email: str) -> dict:
        """A Google sign-in, as the emulator's stand-in for Google answers it."""
        claims = json.dumps({"sub": email, "email": email, "email_verified": True})
        body = {
            "postBody": f"id_token={claims}&providerId=google.com",
            "requestUri": "http://localhost",
            "returnSecureToken": True,
        }
        return self._post("accounts:signInWithIdp?key=any", body)

    def update(self, uid: str, **fields) -> None:
        self._post(f"projects/{self.project}/accounts:update", {"localId": uid, **fields}, owner=True)

    def clear(self) -> None:
        httpx.delete(f"{self.base}/emulator/v1/projects/{self.project}/accounts").raise_for_status()


@pytest.fixture
def firebase(emulator, app_db, monkeypatch) -> Emulator:
    """The app in Firebase mode against the emulator, on the content database (SQLite and PostgreSQL)."""
    monkeypatch.setenv("FIREBASE_PROJECT_ID", PROJECT)
    monkeypatch.setenv("FIREBASE_API_KEY", "demo-key")
    monkeypatch.setenv("FIREBASE_AUTH_DOMAIN", f"{PROJECT}.firebaseapp.com")
    monkeypatch.setenv("FIREBASE_AUTH_EMULATOR_HOST", emulator)
    reset_caches()
    rest = Emulator(emulator)
    rest.clear()
    yield rest
    reset_caches()


@pytest.fixture
def api(firebase) -> Iterator[TestClient]:
    with TestClient(create_api(), client=("203.0.113.7", 50000)) as client:
        yield client


def bearer(tokens: dict) -> dict:
    return {"Authorization": f"Bearer {tokens['idToken']}"}


def claims_of(token: str) -> dict:
    payload = token.split(".")[1]
    return json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))


def with_claims(token: str, **changed) -> str:
    """The emulator's (unsigned) token with some claims changed."""
    header, _payload, signature = token.split(".")
    payload = base64.urlsafe_b64encode(json.dumps({**claims_of(token), **changed}).encode()).decode().rstrip("=")
    return f"{header}.{payload}.{signature}"
