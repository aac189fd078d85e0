"""Hardening, checked on the served app as an attacker and a QA engineer would meet it: headers,
CORS, redirects, the API's docs, secrets at rest and in the log, and refused websocket events."""

import json
import re
import time
import uuid

import httpx
import simple_websocket
from playwright.sync_api import Page, expect

from chinese_app.settings import PROJECT_ROOT
from tests.conftest import outbox_codes
from tests.e2e.conftest import PASSWORD, wait_for_path
from tests.e2e.test_auth_flow import fill_and_submit
from tests.e2e.test_translate import answer, start_from_home

EVIL = "http://evil.example"


def _csp(response: httpx.Response) -> dict[str, str]:
    policy = response.headers["content-security-policy"]
    return {part.split()[0]: part.strip() for part in policy.split(";") if part.strip()}


def test_pages_and_api_carry_the_security_headers(server):
    for path in ("/login", "/home/", "/api/health", "/api/decks", "/api/openapi.json"):
        r = server.api("GET", path)
        assert r.headers["x-content-type-options"] == "nosniff", path
        assert r.headers["x-frame-options"] == "DENY", path
        assert r.headers["referrer-policy"] == "strict-origin-when-cross-origin", path
        csp = _csp(r)
        assert csp["frame-ancestors"] == "frame-ancestors 'none'", path
        assert csp["default-src"] == "default-src 'self'", path
        # Only the app's own origin: no other host, no wildcard, no inline scripts but the hashed ones.
        assert not re.search(r"https?://|\*|'unsafe-inline'", csp["script-src"]), csp["script-src"]
        assert "strict-transport-security" not in r.headers  # plain HTTP on loopback (HTTPS: see unit test)


def test_the_app_runs_under_its_content_security_policy(page: Page, new_learner):
    """Websocket, styles, fonts and the built pages' inline scripts all allowed: nothing is refused."""
    refused = []
    page.on("console", lambda m: refused.append(m.text) if "Content Security Policy" in m.text else None)
    new_learner("csp")
    start_from_home(page, "1", "1")
    expect(page.locator("#english")).to_be_visible()  # the websocket answered under the policy
    page.goto("/stats")
    expect(page.locator("#total-translated")).to_be_visible()
    assert refused == []


def test_cors_only_for_the_apps_own_origin_and_only_once(server):
    own = server.url
    for path in ("/api/health", "/_event/?EIO=4&transport=polling"):
        evil = server.api("GET", path, headers={"Origin": EVIL})
        assert not any(name.startswith("access-control-") for name in evil.headers), (path, evil.headers)
        mine = server.api("GET", path, headers={"Origin": own})
        assert mine.headers.get_list("access-control-allow-origin") == [own], path
        assert mine.headers.get_list("access-control-allow-credentials") == ["true"], path
    preflight = server.api(
        "OPTIONS",
        "/api/decks",
        headers={
            "Origin": EVIL,
            "Access-Control-Request-Method": "GET",
            "Access-Control-Request-Headers": "authorization",
        },
    )
    assert "access-control-allow-origin" not in preflight.headers


def test_a_websocket_from_another_origin_is_refused(server):
    url = server.url.replace("http://", "ws://") + f"/_event/?EIO=4&transport=websocket&token={uuid.uuid4()}"
    try:
        ws = simple_websocket.Client.connect(url, headers={"Origin": EVIL})
    except simple_websocket.ConnectionError:
        return  # refused at the handshake
    try:
        assert ws.receive(timeout=5) is None, "another origin's page got a live websocket"
    except simple_websocket.ConnectionClosed:
        pass
    finally:
        ws.close()


def test_redirects_never_follow_the_host_header(server):
    r = server.api("GET", "/home", headers={"Host": "evil.example"})
    assert r.status_code in (301, 302, 307, 308)
    assert "evil.example" not in r.headers["location"] and r.headers["location"].startswith("/")


def test_api_docs_are_served_from_the_app_itself(page: Page, server):
    html = server.api("GET", "/api/docs").text
    assert not re.search(r"""(src|href)=["']?(https?:)?//""", html), "the docs load something from elsewhere"
    outside = []
    page.on("request", lambda r: outside.append(r.url) if not r.url.startswith(server.url) else None)
    page.goto("/api/docs")
    expect(page.get_by_text("POST", exact=True).first).to_be_visible()  # Swagger UI rendered the operations
    expect(page.locator(".swagger-ui .title").first).to_contain_text("学中文 API")
    assert outside == []
    assert server.api("GET", "/api/openapi.json").json()["info"]["title"] == "学中文 API"


def _storage_tokens(page: Page) -> list[str]:
    tokens = page.evaluate("[localStorage.getItem('id_token'), localStorage.getItem('refresh_token')]")
    return [t for t in tokens if t]


def test_no_secret_reaches_the_log_or_the_disk_in_a_whole_session(page: Page, server, counter):
    """Sign-up, a password reset, sign-in, practice and sign-out in the browser; then every secret
    used on the way is looked for in the server's log and in the project's and DATA_DIR's files."""
    email, new_password = counter("secrets"), "a brand new secret 42"
    log_start = server.log.stat().st_size
    secrets = {PASSWORD, new_password, (server.data_dir / "secret_key").read_text().strip()}
    tokens = set()

    page.goto("/register")
    fill_and_submit(page, email, PASSWORD, "Register")
    wait_for_path(page, "/listen")
    tokens.update(_storage_tokens(page))
    page.get_by_role("button", name="Logout").click()
    wait_for_path(page, "/login")

    page.get_by_label("Email").fill(email)
    page.get_by_role("button", name="Forgot your password?").click()
    expect(page.locator("#success-box")).to_be_visible()
    code = outbox_codes(server.data_dir, to=email)[-1]
    secrets.add(code)
    page.goto(f"/reset-password?oobCode={code}")
    page.get_by_label("New password").fill(new_password)
    page.get_by_role("button", name="Set new password").click()
    expect(page.locator("#success-box")).to_contain_text("Your password has been changed")

    page.goto("/login")
    fill_and_submit(page, email, new_password, "Login")
    wait_for_path(page, "/listen")
    tokens.update(_storage_tokens(page))
    answers = start_from_home(page, "1", "1")
    answer(page, next(iter(answers.values())))
    tokens.update(_storage_tokens(page))
    # An API client's tokens, Authorization header included.
    api_tokens = server.api("POST", "/api/auth/login", json={"email": email, "password": new_password}).json()
    server.api("GET", "/api/decks", headers={"Authorization": f"Bearer {api_tokens['idToken']}"})
    tokens.update([api_tokens["idToken"], api_tokens["refreshToken"]])
    secrets |= tokens
    page.get_by_role("button", name="Logout").click()
    wait_for_path(page, "/login")

    time.sleep(1)  # the log is written by the server process
    with server.log.open("rb") as f:
        f.seek(log_start)
        log = f.read().decode("utf-8", "replace")
    assert "outbox" in log  # the reset mail was logged: where it went, not what it said
    leaked = [s[:12] + "..." for s in secrets if s in log]
    assert leaked == [], f"secrets in the server log: {leaked}"

    # Tab states are not pickled anywhere (Reflex's disk store would write them into .states).
    assert not (PROJECT_ROOT / ".states").exists()
    for folder in (PROJECT_ROOT / ".web", server.data_dir):
        for path in folder.rglob("*"):
            if path.is_file() and path.stat().st_size < 5_000_000 and path.suffix not in {".js", ".css", ".map"}:
                content = path.read_bytes()
                assert not any(t.encode() in content for t in tokens), f"a token is stored in {path}"


def test_private_files_are_owner_only(server):
    """(DATA_DIR itself is created by the test here; the app's own mkdir is checked in the unit tests.)"""
    for name in ("app.db", "app.db-wal", "app.db-shm", "secret_key"):
        path = server.data_dir / name
        if path.exists():
            assert path.stat().st_mode & 0o077 == 0, f"{name} is readable by others"
    for mail in (server.data_dir / "outbox").glob("*.eml"):
        assert mail.stat().st_mode & 0o077 == 0


def _websocket(server):
    token = str(uuid.uuid4())
    url = server.url.replace("http://", "ws://") + f"/_event/?EIO=4&transport=websocket&token={token}"
    ws = simple_websocket.Client.connect(url, headers={"Origin": server.url})
    ws.receive(timeout=5)  # engine.io open
    ws.send("40/_event,")
    ws.receive(timeout=5)  # connected to the namespace
    return ws, token


def test_stray_websocket_events_are_refused_quietly(server):
    """An anonymous client calling a helper, setting an unknown var or naming no handler: each gets
    a short notice and costs one log line, at a bounded rate, with no traceback."""
    auth = "reflex___state____state.chinese_app___state___auth____auth_state"
    log_start = server.log.stat().st_size
    ws, token = _websocket(server)
    events = [(f"{auth}._verified_user", {}), (f"{auth}.setvar", {"var_name": "nope", "value": 1})]
    events += [(f"reflex___state____state.nosuch_{n}.handler", {}) for n in range(60)]
    for name, payload in events:
        event = {"name": name, "payload": payload, "token": token, "router_data": {"pathname": "/login", "query": {}}}
        ws.send("42/_event," + json.dumps(["event", event]))
    time.sleep(2)
    ws.close()
    with server.log.open("rb") as f:
        f.seek(log_start)
        log = f.read().decode("utf-8", "replace")
    assert "Traceback" not in log
    refused = [line for line in log.splitlines() if "chinese_app.events" in line]
    assert 3 <= len(refused) <= 25, refused  # one line each, then rate-limited (20 a minute)
    assert all(token not in line for line in refused)
    # The server is still answering.
    assert server.api("GET", "/api/health").status_code == 200
