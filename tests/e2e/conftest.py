"""Browser tests: the production build served by `reflex run --env prod`, driven by Debian's Chromium.

The server runs in its own process with its own DATA_DIR; Chromium is required (the suite fails,
it does not skip, when /usr/bin/chromium is missing: `make test` installs it).
"""

import contextlib
import os
import re
import shutil
import signal
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page, sync_playwright

from bench.harness import CHROMIUM, CHROMIUM_ARGS, free_port, server_env
from chinese_app.settings import PROJECT_ROOT
from tests.conftest import ADMIN_EMAIL

ARTIFACTS = PROJECT_ROOT / "test-artifacts"
START_TIMEOUT = 600  # a first build on a fresh machine installs the frontend packages
PASSWORD = "secret123"


@dataclass
class Server:
    url: str
    data_dir: Path
    log: Path  # everything the server process printed

    def api(self, method: str, path: str, **kwargs) -> httpx.Response:
        return httpx.request(method, self.url + path, timeout=30, **kwargs)

    def sign_up(self, email: str, password: str = PASSWORD) -> dict:
        r = self.api("POST", "/api/auth/signup", json={"email": email, "password": password})
        assert r.status_code == 200, r.text
        return r.json()


def serve(log: Path, **env: str) -> tuple[subprocess.Popen, str]:
    """Serve the production build on a free port with these settings, in a process group of its own,
    by the same steps as `make run` (scripts/run.sh) after set-up: env, migrate, serve. Answers once
    the API and a page answer."""
    port = free_port()
    command = (
        ". scripts/env.sh && python -m chinese_app migrate && "
        f"exec python -m reflex run --env prod --frontend-port {port} --backend-port {port} --backend-host 127.0.0.1"
    )
    with log.open("w") as out:
        proc = subprocess.Popen(
            ["bash", "-c", command],
            cwd=PROJECT_ROOT,
            env=server_env(PORT=str(port), **env),
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the app exited with {proc.returncode}:\n{log.read_text()[-4000:]}")
        try:
            if (
                httpx.get(url + "/api/health", timeout=2).status_code == 200
                and httpx.get(url + "/login", timeout=5, follow_redirects=True).status_code == 200
            ):
                return proc, url
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    stop(proc)
    raise RuntimeError(f"the app did not start within {START_TIMEOUT}s:\n{log.read_text()[-4000:]}")


def stop(proc: subprocess.Popen) -> None:
    """SIGTERM the server's process group, SIGKILL if it lingers (it may have exited already)."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)


# Each admin test signs in as its own admin, so one test's date override never moves another's day.
ADMINS = [
    ADMIN_EMAIL,
    "admin-date@example.com",
    "admin-reset@example.com",
    "admin-page@example.com",
    "admin-pictures@example.com",
    "admin-clips@example.com",
    "admin-reports@example.com",
]


@pytest.fixture(scope="session")
def server(tmp_path_factory, sqlite_template, content_media) -> Server:
    data_dir = tmp_path_factory.mktemp("e2e") / "data"
    data_dir.mkdir()
    shutil.copyfile(sqlite_template, data_dir / "app.db")  # the content, imported once for the session
    ARTIFACTS.mkdir(exist_ok=True)
    log = ARTIFACTS / "server.log"
    proc, url = serve(
        log,
        DATA_DIR=str(data_dir),
        MEDIA_DIR=str(content_media),
        DATABASE_URL="",
        ADMIN_EMAILS=",".join(ADMINS),
        SIGNUPS_PER_IP_PER_HOUR="10000",  # every test signs up from 127.0.0.1
    )
    try:
        yield Server(url=url, data_dir=data_dir, log=log)
    finally:
        stop(proc)


@pytest.fixture(scope="module")  # per module: sync Playwright's loop must not outlive the browser tests
def browser():
    assert Path(CHROMIUM).exists(), f"{CHROMIUM} is missing: `make test` installs Debian's chromium"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser, server) -> Page:
    """A fresh browser profile (empty LocalStorage) for each test."""
    context = browser.new_context(base_url=server.url, viewport={"width": 1280, "height": 800})
    context.set_default_timeout(20_000)
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture
def counter():
    """Unique e-mails across the session's one server."""
    n = iter(range(10**6))
    stamp = int(time.time() * 1000)
    return lambda name="user": f"{name}-{stamp}-{next(n)}@example.com"


@pytest.fixture
def new_learner(page: Page, server, counter):
    """new_learner("name") -> the tokens of a new account, signed in in this test's browser."""

    def sign_up(name: str = "user") -> dict:
        tokens = server.sign_up(counter(name))
        sign_in_browser(page, tokens)
        return tokens

    return sign_up


def sign_in_browser(page: Page, tokens: dict) -> None:
    """Put tokens where the app keeps them, as a successful login would."""
    page.goto("/login")
    page.get_by_role("heading", name="Login").wait_for()
    page.evaluate(
        "([id, refresh]) => { localStorage.setItem('id_token', id); localStorage.setItem('refresh_token', refresh); }",
        [tokens["idToken"], tokens["refreshToken"]],
    )


def wait_for_path(page: Page, path: str) -> None:
    """Wait until the browser is on `path` (a direct load of a static page may add a trailing slash)."""
    page.wait_for_url(re.compile(rf"^[^?#]*//[^/]+{re.escape(path)}/?([?#].*)?$"))
