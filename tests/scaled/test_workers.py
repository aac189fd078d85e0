"""Several workers behind nginx: a learner's tab moves between workers without losing its place (tab states
live in Redis), a worker killed mid-session loses nothing acknowledged, and every "one at a time" rule holds
across workers (the database keeps them, never a worker's memory)."""

import json
from concurrent.futures import ThreadPoolExecutor

import httpx
from playwright.sync_api import Page, expect, sync_playwright
from sqlalchemy import create_engine, text

from bench.harness import CHROMIUM, CHROMIUM_ARGS
from chinese_app.identity.throttle import FREE_PER_PAIR, TOO_MANY_ATTEMPTS
from tests.e2e.conftest import ARTIFACTS, PASSWORD, sign_in_browser, wait_for_path


def sign_up(stack, email: str) -> dict:
    r = httpx.post(f"{stack.url}/api/auth/signup", json={"email": email, "password": PASSWORD}, timeout=30)
    assert r.status_code == 200, r.text
    return r.json()


def translate_logs(stack, uid: str) -> int:
    engine = create_engine(stack.database_url)
    with engine.connect() as conn:
        return conn.execute(text("SELECT count(*) FROM translatelog WHERE user_id = :u"), {"u": uid}).scalar_one()


def answer(page: Page, text_: str) -> None:
    page.locator("#answer").fill(text_)
    page.locator("#answer").press("Enter")
    expect(page.locator("#feedback")).to_be_visible(timeout=30_000)
    expect(page.locator("#score-label")).to_have_text("Great!")


def test_a_tab_continues_on_another_worker_when_its_worker_dies(stack):
    tokens = sign_up(stack, "mover@example.com")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(base_url=stack.url)
        page.set_default_timeout(30_000)
        sign_in_browser(page, tokens)
        page.goto("/home")
        page.locator("#quick-translate").click()
        page.locator("#quick-translate-count").fill("3")
        page.locator("#start-quick-translate").click()
        wait_for_path(page, "/translate")
        cards = json.loads(page.evaluate("sessionStorage.getItem('sessionData')"))["cards"]
        chinese = {c["content"]["english"]: c["content"]["chinese"] for c in cards}
        seen = []

        for killed in (0, 1):  # the tab's websocket is on one of the two: each is killed once
            english = page.locator("#english").inner_text()
            seen.append(english)
            answer(page, chinese[english])
            stack.kill_worker(killed)
            page.locator("#next-sentence").click()  # through whichever worker is alive: the tab reconnects
            expect(page.locator("#feedback")).to_have_count(0)
            stack.start_worker(killed)
        english = page.locator("#english").inner_text()
        seen.append(english)
        answer(page, chinese[english])
        assert len(set(seen)) == 3  # the tab kept its place: no sentence came twice
        page.screenshot(path=ARTIFACTS / "scaled-translate.png", full_page=True)
        browser.close()
    assert translate_logs(stack, tokens["localId"]) == 3  # every acknowledged answer is in the database


def test_the_sign_in_limit_holds_across_workers(stack):
    sign_up(stack, "guarded@example.com")
    workers = [f"http://127.0.0.1:{port}" for port in stack.worker_ports]
    wrong = {"email": "guarded@example.com", "password": "not it"}
    for i in range(FREE_PER_PAIR):  # the free failures, spread over both workers
        r = httpx.post(f"{workers[i % 2]}/api/auth/login", json=wrong, timeout=30)
        assert r.status_code == 400, r.text
    for worker in workers:  # each worker now refuses: the count is the database's, not its own
        r = httpx.post(f"{worker}/api/auth/login", json=wrong, timeout=30)
        assert r.status_code == 429 and r.json()["error"]["message"] == TOO_MANY_ATTEMPTS


def test_one_deck_per_slot_when_two_workers_create_it_at_once(stack):
    tokens = sign_up(stack, "twice@example.com")
    workers = [f"http://127.0.0.1:{port}" for port in stack.worker_ports]
    body = {"type": "translate", "hskLevel": 2, "newPerDay": 5}
    headers = {"Authorization": f"Bearer {tokens['idToken']}"}

    def create(worker: str) -> int:
        return httpx.post(f"{worker}/api/decks/create", json=body, headers=headers, timeout=30).status_code

    with ThreadPoolExecutor(4) as pool:
        codes = list(pool.map(create, workers * 2))
    assert sorted(codes) == [200, 409, 409, 409]
    decks = httpx.get(f"{stack.url}/api/decks", headers=headers, timeout=30).json()
    assert len(decks) == 1
