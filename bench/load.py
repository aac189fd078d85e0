"""Simulated learners against the app, speaking the page's own protocol (not a browser each): Reflex's
websocket (socket.io on /_event) with the very events the pages send.

    .venv/bin/python bench/load.py [--steps 25,50,100,200,400] [--seconds 120] [--think 3] [--ramp S]

Each learner (signed up beforehand over /api, not timed) opens /login and signs in with the login form's
event, opens /home (its on_load), starts a quick translate session of 10 sentences, answers them (some right,
some wrong) with Next Sentence between, opens /stats and leaves, then comes back for another visit; about
--think seconds between actions. A step holds its learners for --seconds after a ramp (arrivals spread over one
visit, so learners are at every stage of a visit at once) and times only the events sent after the ramp.
It runs against (a) `make run` (one worker, SQLite) and (b) `make run-scaled` (3 workers, PostgreSQL, Redis,
nginx), each stepping the learners, and prints per step: learners, events/s, p50/p95/p99 event round trip
(event sent -> the state update that answers it), errors, and logs lost (answers acknowledged vs rows in the
database at the end), then the knee (learners at which p95 passes 250 ms). Loopback only, bounded in learners
and time. Targets (issue 14, on this 2-core machine): (b) holds 200 learners at p95 <= 100 ms with 0 errors
and 0 lost logs, and at least 1.5x the learners of (a) at the same p95.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script: chinese_app and bench must be importable

STATE = "reflex___state____state"
AUTH = f"{STATE}.chinese_app___state___auth____auth_state"
HOME = f"{STATE}.chinese_app___state___home____home_state"
HANDOFF = f"{STATE}.chinese_app___state___home____session_handoff"
TRANSLATE = f"{STATE}.chinese_app___state___translate____translate_state"
STATS = f"{STATE}.chinese_app___state___stats____stats_state"
NAMESPACE = "/_event"  # the page connects to its URL ws://host/_event: path and namespace alike
HYDRATE = f"{STATE}.hydrate_and_load"
UPDATE_VARS = f"{STATE}.reflex___state____update_vars_internal_state.update_vars_internal"
ON_LOAD = f"{STATE}.reflex___state____on_load_internal_state.on_load_internal"
# The browser storage the pages keep (rxconfig/clientStorage): sent back at every page load, as a browser does.
STORED = {
    f"{AUTH}.id_token_rx_state_",
    f"{AUTH}.refresh_token_rx_state_",
    f"{HANDOFF}.data_rx_state_",
}
SENTENCES = 10
# Pauses in one visit: sign-in page, home, start, two per sentence, statistics.
VISIT_PAUSES = 4 + 2 * SENTENCES
PASSWORD = "load-test-pass"
KNEE_MS = 250.0
EVENT_TIMEOUT = 30.0


class Failed(Exception):
    """A learner's flow went wrong (an error to count)."""


class TimeUp(Exception):
    """The run's time is up: the learner leaves quietly."""


@dataclass
class Results:
    measure_from: float = 0.0  # perf_counter time: events sent before it (the ramp) are not timed
    round_trips: list[float] = field(default_factory=list)  # seconds
    events: int = 0
    errors: list[str] = field(default_factory=list)
    acknowledged: dict[str, int] = field(default_factory=dict)  # uid -> answers graded on screen


class Tab:
    """One browser tab: a socket.io connection to /_event and the state its updates built."""

    def __init__(self, base: str, results: Results):
        import socketio

        self.base, self.results = base, results
        self.token = str(uuid.uuid4())
        self.state: dict[str, dict] = {}
        self.stored: dict[str, str] = {}
        self.path = "/"
        self.redirects: list[str] = []
        self.changed = asyncio.Event()  # set by every update
        self.sio = socketio.AsyncClient(reconnection=False)
        self.sio.on("event", self._update, namespace=NAMESPACE)

    async def _update(self, update) -> None:
        if isinstance(update, str):
            update = json.loads(update)
        for state, delta in (update.get("delta") or {}).items():
            self.state.setdefault(state, {}).update(delta)
            for var, value in delta.items():
                if f"{state}.{var}" in STORED:
                    self.stored[f"{state}.{var}"] = value
        for event in update.get("events") or []:
            name, payload = event.get("name", ""), event.get("payload") or {}
            if name == "_redirect":
                self.redirects.append(str(payload.get("path", "/")))
            elif name == "_call_script" and "alert" in json.dumps(payload):
                self.results.errors.append(f"alert: {payload}"[:300])
        self.changed.set()

    def var(self, state: str, name: str):
        return self.state.get(state, {}).get(f"{name}_rx_state_")

    def _event(self, name: str, payload: dict | None = None) -> dict:
        """An event as the page sends it, with the router data of the page it is on."""
        url = urlsplit(self.path)
        router = {"pathname": url.path, "asPath": self.path}
        if url.query:
            router["query"] = dict(parse_qsl(url.query))
        return {"name": name, "payload": payload or {}, "router_data": router}

    async def _timed(self, send) -> None:
        """Send, and time the round trip to the first state update that answers."""
        self.changed.clear()
        started = time.perf_counter()
        await send()
        await asyncio.wait_for(self.changed.wait(), EVENT_TIMEOUT)
        if started >= self.results.measure_from:
            self.results.round_trips.append(time.perf_counter() - started)
            self.results.events += 1

    async def open(self, path: str) -> None:
        """A first page load: the hydrate rides in the CONNECT packet, as the page sends it."""
        self.path = path
        boot = self._event(HYDRATE, {"vars": dict(self.stored)} if self.stored else {})
        await self._timed(
            lambda: self.sio.connect(
                f"{self.base}?token={self.token}",
                transports=["websocket"],
                socketio_path="_event",
                namespaces=[NAMESPACE],
                auth={"event": boot},
                wait_timeout=EVENT_TIMEOUT,
            )
        )

    async def navigate(self, path: str) -> None:
        """A client-side page change: the stored vars, then the page's on_load."""
        self.path = path
        if self.stored:
            await self.send(UPDATE_VARS, {"vars": dict(self.stored)})
        await self.send(ON_LOAD)

    async def send(self, name: str, payload: dict | None = None) -> None:
        await self._timed(lambda: self.sio.emit("event", self._event(name, payload), namespace=NAMESPACE))

    async def until(self, check, what: str) -> None:
        """Wait for updates until `check()` holds, following the pages' redirects as a browser does."""
        deadline = time.monotonic() + EVENT_TIMEOUT
        while True:
            while self.redirects:
                await self.navigate(self.redirects.pop(0))
            if check():
                return
            left = deadline - time.monotonic()
            if left <= 0:
                raise Failed(f"no {what} (on {self.path})")
            self.changed.clear()
            try:
                await asyncio.wait_for(self.changed.wait(), min(left, 0.5))
            except TimeoutError:
                pass

    async def close(self) -> None:
        await self.sio.disconnect()


def graded(tab: Tab) -> bool:
    """The answer's grade is on screen (a score of 0 counts: -1 means none yet)."""
    score = tab.var(TRANSLATE, "score")
    return isinstance(score, int) and score >= 0 and not tab.var(TRANSLATE, "evaluating")


async def learner(base: str, account: dict, results: Results, think: float, deadline: float) -> None:
    """One learner's visit (see the module docstring), stopping early at the deadline."""
    tab = Tab(base, results)

    async def pause() -> None:
        await asyncio.sleep(random.uniform(0.5, 1.5) * think)
        if time.monotonic() > deadline:
            raise TimeUp

    try:
        await tab.open("/login")
        await tab.until(lambda: tab.var(AUTH, "checked"), "login page")
        await pause()
        await tab.send(f"{AUTH}.login", {"form": {"email": account["email"], "password": PASSWORD}})
        await tab.until(lambda: tab.var(AUTH, "email") and tab.path == "/listen", "sign-in")
        await pause()
        await tab.navigate("/home")
        await tab.until(lambda: tab.var(HOME, "loaded"), "home page")
        await pause()
        await tab.send(f"{HOME}.start_quick", {"kind": "translate", "form": {"count": str(SENTENCES)}})

        def practising() -> bool:
            return tab.path.startswith("/translate") and tab.var(TRANSLATE, "view") == "practice"

        await tab.until(lambda: practising() or tab.var(HOME, "conflict_open"), "session")
        if not practising():  # a returning learner's last session has sentences to try again: start a new one
            await tab.send(f"{HOME}.conflict_start_new")
            await tab.until(practising, "new session")
        handed = json.loads(tab.var(HANDOFF, "data") or "{}")
        answers = {c["content"]["english"]: c["content"]["chinese"] for c in handed.get("cards", [])}
        for n in range(SENTENCES):
            await pause()
            english = tab.var(TRANSLATE, "english")
            right = n % 3 != 2  # two in three right, the third wrong
            answer = answers.get(english, "") if right else "我不知道怎么说"
            await tab.send(f"{TRANSLATE}.submit", {"form": {"answer": answer}})
            await tab.until(lambda: graded(tab), "grade")
            results.acknowledged[account["localId"]] = results.acknowledged.get(account["localId"], 0) + 1
            await pause()
            if tab.var(TRANSLATE, "view") != "practice":
                break
            await tab.send(f"{TRANSLATE}.next_sentence")
            await tab.until(
                lambda: tab.var(TRANSLATE, "score") == -1 or tab.var(TRANSLATE, "view") != "practice", "next"
            )
        await pause()
        await tab.navigate("/stats")
        await tab.until(lambda: tab.var(STATS, "loaded"), "statistics")
    except TimeUp:
        pass
    except Exception as error:  # every other failure is an error of the run
        results.errors.append(f"{type(error).__name__}: {error}"[:300])
    finally:
        try:
            await tab.close()
        except Exception:
            pass


def sign_up(base: str, count: int, prefix: str) -> list[dict]:
    """`count` new accounts over /api (not timed)."""
    out = []
    with httpx.Client(base_url=base, timeout=60) as client:
        for i in range(count):
            r = client.post("/api/auth/signup", json={"email": f"{prefix}-{i}@example.com", "password": PASSWORD})
            r.raise_for_status()
            out.append(r.json())
    return out


def logged(database_url: str, uids: list[str]) -> dict[str, int]:
    """TranslateLog rows per learner, from the database itself."""
    from sqlalchemy import bindparam, create_engine, text

    query = text("SELECT user_id, count(*) FROM translatelog WHERE user_id IN :uids GROUP BY user_id")
    engine = create_engine(database_url)
    with engine.connect() as conn:
        rows = conn.execute(query.bindparams(bindparam("uids", expanding=True)), {"uids": uids}).all()
    engine.dispose()
    return {uid: n for uid, n in rows}


@dataclass
class Step:
    learners: int
    events_per_s: float
    p50: float
    p95: float
    p99: float
    errors: int
    answers: int  # answers graded on screen (each must be a row in the database)
    lost: int
    first_errors: list[str]


def run_step(
    base: str, database_url: str, learners: int, seconds: float, think: float, prefix: str, ramp: float | None = None
) -> Step:
    """`learners` at once for `seconds`, timed after a ramp: arrivals are spread over `ramp` seconds (one visit's
    length unless told) and each learner starts a new visit when one ends, so at any moment learners are at every
    stage of a visit, as on a real evening. Arrivals all within a few seconds (--ramp 3) measure a crowd signing in
    at once instead: sign-ins and page loads come three times as thick as answers."""
    accounts = sign_up(base, learners, prefix)
    results = Results()
    event_url = base.replace("http", "ws", 1) + "/_event"
    ramp = VISIT_PAUSES * think if ramp is None else ramp

    async def everyone() -> float:
        results.measure_from = time.perf_counter() + ramp
        deadline = time.monotonic() + ramp + seconds

        async def visits(i: int, account: dict) -> None:
            await asyncio.sleep(ramp * i / max(learners, 1))
            while time.monotonic() < deadline:
                await learner(event_url.removesuffix("/_event"), account, results, think, deadline)
                await asyncio.sleep(random.uniform(0.5, 1.5) * think)  # then a new visit, from the sign-in page

        await asyncio.gather(*(visits(i, a) for i, a in enumerate(accounts)))
        return time.perf_counter() - results.measure_from

    elapsed = asyncio.run(everyone())
    rows = logged(database_url, [a["localId"] for a in accounts])
    lost = sum(max(0, n - rows.get(uid, 0)) for uid, n in results.acknowledged.items())
    trips = sorted(t * 1000 for t in results.round_trips) or [0.0]

    def pct(p: float) -> float:
        return trips[min(len(trips) - 1, int(p * len(trips)))]

    return Step(
        learners=learners,
        events_per_s=results.events / elapsed if elapsed else 0.0,
        p50=statistics.median(trips),
        p95=pct(0.95),
        p99=pct(0.99),
        errors=len(results.errors),
        answers=sum(results.acknowledged.values()),
        lost=lost,
        first_errors=results.errors[:3],
    )


def print_steps(title: str, steps: list[Step]) -> None:
    print(f"\n{title}")
    columns = [("learners", 8), ("events/s", 9), ("p50 ms", 8), ("p95 ms", 8), ("p99 ms", 8), ("errors", 7)]
    print(" ".join(f"{name:>{width}}" for name, width in [*columns, ("answers", 8), ("lost", 5)]))
    for s in steps:
        times = f"{s.p50:>8.1f} {s.p95:>8.1f} {s.p99:>8.1f}"
        print(f"{s.learners:>8} {s.events_per_s:>9.1f} {times} {s.errors:>7} {s.answers:>8} {s.lost:>5}")
        for error in s.first_errors:
            print(f"         error: {error}")
    over = [s.learners for s in steps if s.p95 > KNEE_MS]
    print(
        f"knee (p95 past {KNEE_MS:.0f} ms): {over[0] if over else f'not reached up to {steps[-1].learners}'} learners"
    )


def prefix(setup: str, learners: int) -> str:
    """Fresh e-mail addresses for each step's learners."""
    return f"{setup}-{learners}-{uuid.uuid4().hex[:6]}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", default="25,50,100,200,400")
    parser.add_argument("--seconds", type=float, default=120.0, help="seconds timed per step, after the ramp")
    parser.add_argument("--think", type=float, default=3.0, help="seconds between a learner's actions")
    parser.add_argument("--ramp", type=float, help="arrivals spread over this many seconds (default: one visit)")
    parser.add_argument("--only", choices=["single", "scaled"], help="run one setup only")
    args = parser.parse_args()
    steps = [int(n) for n in args.steps.split(",")]
    from bench.servers import scaled_app, single_app

    setups = {"single": ("(a) make run: 1 worker, SQLite", single_app), "scaled": ("(b) make run-scaled", scaled_app)}
    for key, (title, starter) in setups.items():
        if args.only and args.only != key:
            continue
        with starter() as (base, database_url, label):
            results = [
                run_step(base, database_url, n, args.seconds, args.think, prefix(key, n), args.ramp) for n in steps
            ]
        print_steps(f"{title} ({label})", results)


if __name__ == "__main__":
    main()
