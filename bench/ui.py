"""Page speed in a real browser, as ratios to loading a static page from the same server in the same run.

Serves the production build (`reflex run --env prod`) on a fresh data folder with the real content,
signs a learner in with six decks, and times in Chromium:

    static page      GET /ping.html until loaded (the floor)
    /home ready      navigation to /home until every deck card is visible
    options saved    Save in Deck Options (once the dialog has opened) until the card shows the new count

    .venv/bin/python bench/ui.py [--runs 15]

Targets (issue 4): /home ready within 1 s on localhost, and at most 4x the static page.
"""

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script: chinese_app and bench must be importable

from bench.harness import CHROMIUM, CHROMIUM_ARGS, free_port, server_env  # noqa: E402


def prepare(data_dir: str) -> None:
    """A migrated database with the sentences and pictures (no clips: no listen deck is timed)."""
    from chinese_app.content import importer
    from chinese_app.db import session_scope
    from chinese_app.media import get_media
    from chinese_app.migrations import upgrade_to_head
    from chinese_app.runtime import reset_caches

    os.environ.update(DATA_DIR=data_dir, DATABASE_URL="", MEDIA_DIR="")
    reset_caches()
    upgrade_to_head()
    with session_scope() as db:
        importer.import_sentences(db)
        importer.import_pictures(db, get_media())


def start_server(data_dir: str, port: int) -> subprocess.Popen:
    env = server_env(DATA_DIR=data_dir, PORT=str(port), DATABASE_URL="", MEDIA_DIR="")
    serve = f"python -m reflex run --env prod --frontend-port {port} --backend-port {port} --backend-host 127.0.0.1"
    command = f". scripts/env.sh && exec {serve}"
    proc = subprocess.Popen(
        ["bash", "-c", command],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    base = f"http://127.0.0.1:{port}"
    for _ in range(600):
        try:
            if httpx.get(base + "/ping.html", timeout=2).status_code == 200:
                return proc
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    os.killpg(proc.pid, signal.SIGTERM)
    raise SystemExit("the app did not start")


def seed_learner(base: str) -> dict:
    tokens = httpx.post(base + "/api/auth/signup", json={"email": "bench@example.com", "password": "bench-pass"}).json()
    headers = {"Authorization": f"Bearer {tokens['idToken']}"}
    images = httpx.get(base + "/api/decks/backgrounds/translate", headers=headers).json()["images"]
    for n, level in enumerate(["1", "2", "3", "4", "5", "6"]):
        httpx.post(
            base + "/api/decks/create",
            headers=headers,
            json={"type": "translate", "hskLevel": level, "backgroundImage": images[n]["id"]},
        ).raise_for_status()
    return tokens


CARDS_SHOWN = """() => {
    const cards = document.querySelectorAll('.deck-card');
    return cards.length === 6 && cards[5].getBoundingClientRect().height > 0;
}"""
ANIMATIONS_DONE = "() => document.getAnimations().every(a => a.playState !== 'running')"
FIRST_COUNT = "text => document.querySelector('.deck-card .deck-counts')?.textContent.includes(text)"


def measure(base: str, tokens: dict, runs: int, browser=None) -> dict[str, list[float]]:
    """Time the three steps `runs` times (in the given Chromium, or one launched here)."""
    if browser is None:
        with sync_playwright() as p:
            launched = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            try:
                return measure(base, tokens, runs, launched)
            finally:
                launched.close()
    times: dict[str, list[float]] = {"static page (floor)": [], "/home ready": [], "options saved": []}
    context = browser.new_context(base_url=base)
    try:
        page = context.new_page()
        # Signed in by handing the tokens to localStorage on a page the app does not run on: on /login,
        # the app's first state update (no token yet) could land after this and wipe them.
        page.goto("/ping.html")
        page.evaluate(
            "([a, b]) => { localStorage.setItem('id_token', a); localStorage.setItem('refresh_token', b); }",
            [tokens["idToken"], tokens["refreshToken"]],
        )
        for n in range(runs + 2):  # the first two warm the caches and are not counted
            start = time.perf_counter()
            page.goto("/ping.html")
            static = time.perf_counter() - start

            page.goto("about:blank")
            start = time.perf_counter()
            page.goto("/home", wait_until="commit")
            # Checked on every animation frame: expect()'s backoff would add up to half a second.
            page.wait_for_function(CARDS_SHOWN, polling="raf", timeout=30_000)
            home = time.perf_counter() - start

            page.get_by_role("button", name="Translate deck menu").first.click()
            page.get_by_role("menuitem", name="Deck Options").click()
            value = str(2 + n % 5)
            page.locator("#options-new-per-day").fill(value)
            # Start the clock once the dialog has finished opening: the click must not wait for it.
            page.wait_for_function(ANIMATIONS_DONE, polling="raf")
            start = time.perf_counter()
            page.locator("#options-save").click()
            page.wait_for_function(FIRST_COUNT, arg=f"{value}New", polling="raf", timeout=30_000)
            saved = time.perf_counter() - start
            if n >= 2:
                for name, value_ in zip(times, (static, home, saved), strict=True):
                    times[name].append(value_)
    finally:
        context.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-ui-") as data_dir:
        prepare(data_dir)
        port = free_port()
        server = start_server(data_dir, port)
        try:
            base = f"http://127.0.0.1:{port}"
            times = measure(base, seed_learner(base), args.runs)
        finally:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait(30)
    floor = statistics.median(times["static page (floor)"])
    print(f"\n{args.runs} runs, Chromium headless, production build on localhost")
    print(f"{'what':22} {'median ms':>10} {'max ms':>8} {'ratio':>7}")
    for name, values in times.items():
        median = statistics.median(values)
        print(f"{name:22} {median * 1000:10.1f} {max(values) * 1000:8.1f} {median / floor:7.2f}")


if __name__ == "__main__":
    main()
