"""Crash test: the served app killed with SIGKILL in the middle of a stream of attempt logs loses nothing it
acknowledged, invents nothing, and the session resumes.

The test runs its own production server (as the `server` fixture does, on its own DATA_DIR: a copy of the
content database), signs a learner up, starts a daily translate session, and from a thread logs attempts one
after another as fast as the server answers, through the three doors that log an attempt:

    POST /api/translate/attempt   a reviewlog row and a translatelog row, in one transaction
    POST /api/decks/{id}/log      a reviewlog row
    POST /api/translate/log       a translatelog row

Every attempt scores 0-2 (never full marks), so its card stays in the 'again' pile and can be tried again,
and carries its own tag (the answer, the feedback or the client timestamp): no two logs are alike, so none
is taken for a retried request, and each row in the database names the request that wrote it. After a
bounded, seeded number of acknowledged logs the server's whole process group is killed with SIGKILL while
the stream goes on, then the server is started again on the same DATA_DIR. Then, read straight from the
SQLite file: every acknowledged log is there, in order, with its card and score; the only other row may be
the one request in flight at the kill (in both tables or in neither, for an attempt); the file passes
PRAGMA integrity_check. Through the API: the learner's token still works, the session resumes with the same
cards, each card's attempts and pile as the logs say, and a further log succeeds. Twice; no server log
holds a traceback.

The servers build their frontend in a work dir of their own (see private_web_dir), and the learner lives
in a zone where it is about noon, so that midnight never starts a new session in the middle of the test.
"""

import contextlib
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import threading
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import httpx

from chinese_app.settings import PROJECT_ROOT
from tests.e2e.conftest import ARTIFACTS, PASSWORD, serve, stop

KILLS = 2
ACKED_BEFORE_KILL = (30, 60)  # the kill comes once this many logs (seeded, per round) have been acknowledged
SEED = 20_240_917


@dataclass
class Log:
    """One log request of the stream: which door, its tag, card and score, and what came of it."""

    door: str  # "attempt", "deck" or "translate"
    tag: str
    card_id: str
    sentence_id: str
    score: int
    acked: bool = False

    @property
    def writes_review(self) -> bool:
        return self.door in ("attempt", "deck")

    @property
    def writes_translate(self) -> bool:
        return self.door in ("attempt", "translate")


@dataclass
class Stream:
    """The logs sent (in order) and how the stream ended."""

    logs: list[Log] = field(default_factory=list)
    failure: str | None = None  # an answer other than 200 while the server was up
    acked: int = 0
    stopped: threading.Event = field(default_factory=threading.Event)


def private_web_dir(path: Path) -> Path:
    """A frontend work dir of this test's own: the project's .web without its build, sharing its packages.

    A production build bakes its server's port into the frontend (.web/env.json), so building in the shared
    .web would point the session's `server` (alive during this test) at this test's dead servers."""
    shared = PROJECT_ROOT / ".web"
    if shared.is_dir():
        shutil.copytree(shared, path, ignore=shutil.ignore_patterns("node_modules", "build"))
        if (shared / "node_modules").is_dir():
            (path / "node_modules").symlink_to(shared / "node_modules", target_is_directory=True)
    return path  # without a .web to start from, reflex sets this one up from scratch


def start_server(data_dir: Path, media_dir: Path, web_dir: Path, log: Path) -> tuple[subprocess.Popen, str]:
    """Serve the production build on data_dir as the `server` fixture does, in its own process group."""
    return serve(
        log, DATA_DIR=str(data_dir), MEDIA_DIR=str(media_dir), DATABASE_URL="", REFLEX_WEB_WORKDIR=str(web_dir)
    )


def kill(proc: subprocess.Popen) -> None:
    """SIGKILL the server's whole process group (bash exec'd into reflex, and its backend worker)."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)
    proc.wait(30)


def noon_zone() -> str:
    """A zone where it is about noon now: the learner's app day (and so the session) stays the same
    throughout the test, whenever it runs. Etc/GMT-5 is UTC+5."""
    return f"Etc/GMT{datetime.now(UTC).hour - 12:+d}"


def send_logs(client: httpx.Client, deck_id: str, cards: list[dict], round_: int, stream: Stream) -> None:
    """Log attempts one after another until the server stops answering (the thread's body)."""
    n = 0
    try:
        while True:
            card = cards[n % len(cards)]
            # Per card the scores cycle 0, 1, 2: no two logs of one card in a row are alike, even untagged.
            log = Log(
                door=("attempt", "deck", "translate")[n % 3],
                tag=f"crash-{round_}-{n}",
                card_id=card["cardId"],
                sentence_id=card["content"]["id"],
                score=(n // len(cards)) % 3,
            )
            if log.door == "attempt":
                path, body = (
                    "/api/translate/attempt",
                    {
                        "deckId": deck_id,
                        "cardId": log.card_id,
                        "score": log.score,
                        "answer": log.tag,
                        "timestamp": log.tag,
                    },
                )
            elif log.door == "deck":
                path, body = (
                    f"/api/decks/{deck_id}/log",
                    {"cardId": log.card_id, "success": False, "score": log.score, "feedback": {"answer": log.tag}},
                )
            else:
                path, body = (
                    "/api/translate/log",
                    {"sentenceId": log.sentence_id, "score": log.score, "timestamp": log.tag},
                )
            stream.logs.append(log)  # sent from here on: in flight until answered
            try:
                r = client.post(path, json=body)
            except httpx.TransportError:
                return  # the server died: this log was in flight
            if r.status_code != 200:
                stream.failure = f"{path} {body} answered {r.status_code}: {r.text}"
                return
            log.acked = True
            stream.acked += 1
            n += 1
    finally:
        stream.stopped.set()


def review_rows(db: Path, user_id: str) -> list[tuple]:
    """(tag, card, score, success) of the learner's reviewlog rows, in the order they were written."""
    with contextlib.closing(sqlite3.connect(db)) as conn:
        rows = conn.execute(
            "SELECT feedback, card_id, score, success FROM reviewlog WHERE user_id = ? ORDER BY id", (user_id,)
        ).fetchall()
    return [(json.loads(feedback)["answer"], card, score, bool(success)) for feedback, card, score, success in rows]


def translate_rows(db: Path, user_id: str) -> list[tuple]:
    """(tag, sentence, score) of the learner's translatelog rows, in the order they were written."""
    with contextlib.closing(sqlite3.connect(db)) as conn:
        rows = conn.execute(
            "SELECT client_timestamp, sentence_id, score FROM translatelog WHERE user_id = ? ORDER BY id", (user_id,)
        ).fetchall()
    return [tuple(row) for row in rows]


def first_tries(db: Path, user_id: str) -> list[str]:
    """The sentences of the learner's translatelog rows marked first_try, sorted (one each, if all is well)."""
    with contextlib.closing(sqlite3.connect(db)) as conn:
        rows = conn.execute(
            "SELECT sentence_id FROM translatelog WHERE user_id = ? AND first_try ORDER BY sentence_id", (user_id,)
        ).fetchall()
    return [sentence for (sentence,) in rows]


def integrity(db: Path) -> str:
    with contextlib.closing(sqlite3.connect(db)) as conn:
        return conn.execute("PRAGMA integrity_check").fetchone()[0]


def user_id_of(db: Path, deck_id: str) -> str:
    with contextlib.closing(sqlite3.connect(db)) as conn:
        return conn.execute("SELECT user_id FROM deck WHERE id = ?", (deck_id,)).fetchone()[0]


def expected_rows(logs: list[Log]) -> tuple[list[tuple], list[tuple]]:
    reviews = [(log.tag, log.card_id, log.score, False) for log in logs if log.writes_review]
    translates = [(log.tag, log.sentence_id, log.score) for log in logs if log.writes_translate]
    return reviews, translates


def test_sigkill_mid_stream_loses_no_acknowledged_log(tmp_path, sqlite_template, content_media):
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    shutil.copyfile(sqlite_template, data_dir / "app.db")
    db = data_dir / "app.db"
    ARTIFACTS.mkdir(exist_ok=True)
    rng = random.Random(SEED)
    web_dir = private_web_dir(tmp_path / "web")
    began = time.monotonic()

    def note(what: str) -> None:  # shown with the output of a failed run (or with -s)
        print(f"{time.monotonic() - began:6.1f}s {what}")

    logs = [ARTIFACTS / f"crash-server-{n}.log" for n in range(KILLS + 1)]
    proc, url = start_server(data_dir, content_media, web_dir, logs[0])
    client = httpx.Client(base_url=url, timeout=30)
    try:
        r = client.post("/api/auth/signup", json={"email": f"crash-{time.time_ns()}@example.com", "password": PASSWORD})
        assert r.status_code == 200, r.text
        client.headers["Authorization"] = f"Bearer {r.json()['idToken']}"
        r = client.put("/api/learner/timezone", json={"timezone": noon_zone()})
        assert r.status_code == 200, r.text
        r = client.post("/api/decks/create", json={"type": "translate", "hskLevel": 1})
        assert r.status_code == 200, r.text
        deck_id = r.json()["id"]
        r = client.post(f"/api/decks/{deck_id}/session")
        assert r.status_code == 200, r.text
        session = r.json()
        cards = session["cards"]
        assert len(cards) >= 2, session
        user_id = user_id_of(db, deck_id)
        note(f"up; session of {len(cards)} cards")

        logged: list[Log] = []  # every log the database holds, as sent: acknowledged, or in flight and kept
        for round_ in range(1, KILLS + 1):
            target = rng.randint(*ACKED_BEFORE_KILL)
            stream = Stream()
            sender = threading.Thread(
                target=send_logs, args=(client, deck_id, cards, round_, stream), name=f"crash-stream-{round_}"
            )
            sender.start()
            deadline = time.monotonic() + 120
            while stream.acked < target and not stream.stopped.is_set():
                assert time.monotonic() < deadline, f"only {stream.acked} logs acknowledged in 120 s"
                time.sleep(0.001)
            time.sleep(rng.uniform(0, 0.005))  # somewhere inside the next request, or between two
            kill(proc)
            sender.join(60)
            assert not sender.is_alive(), "the stream did not stop when the server died"
            assert stream.failure is None, stream.failure
            acked = [log for log in stream.logs if log.acked]
            in_flight = [log for log in stream.logs if not log.acked]
            note(f"killed after {len(acked)} acknowledged logs, in flight: {[(x.door, x.tag) for x in in_flight]}")
            assert len(acked) >= target and len(in_flight) <= 1, (len(acked), len(in_flight))

            proc, url = start_server(data_dir, content_media, web_dir, logs[round_])
            client.base_url = httpx.URL(url)
            note("restarted")
            assert integrity(db) == "ok"

            # Every acknowledged log is there, in order; the only other rows are the in-flight log's.
            reviews, translates = review_rows(db, user_id), translate_rows(db, user_id)
            kept = logged + acked
            want_reviews, want_translates = expected_rows(kept)
            if in_flight and (reviews != want_reviews or translates != want_translates):
                kept = kept + in_flight  # committed before the kill, answered too late
                want_reviews, want_translates = expected_rows(kept)
            assert reviews == want_reviews, (in_flight, reviews[-3:], want_reviews[-3:])
            assert translates == want_translates, (in_flight, translates[-3:], want_translates[-3:])
            extra = len(kept) - len(logged) - len(acked)
            note(
                f"{len(reviews)} reviewlog, {len(translates)} translatelog rows: acknowledged logs + {extra} in flight"
            )
            logged = kept

            # The session resumes: the same cards, each with its attempts, in the 'again' pile once tried.
            r = client.post(f"/api/decks/{deck_id}/session")  # the token from before the crash still works
            assert r.status_code == 200, r.text
            resumed = r.json()
            assert [c["cardId"] for c in resumed["cards"]] == [c["cardId"] for c in cards]
            tries = {c["cardId"]: sum(log.card_id == c["cardId"] for log in logged if log.writes_review) for c in cards}
            assert {c["cardId"]: c["attempts"] for c in resumed["cards"]} == tries
            piles = {c["cardId"]: c["sessionStatus"] for c in resumed["cards"]}
            assert piles == {card: "again" if n else "remaining" for card, n in tries.items()}
            assert {c["cardId"] for c in resumed["cardsBySessionStatus"]["again"]} == {c for c, n in tries.items() if n}
            r = client.get("/api/translate/stats")
            assert r.status_code == 200, r.text
            # Each sentence's first log of the day, and only that one, counts as its first try.
            assert first_tries(db, user_id) == sorted({sentence for _, sentence, _ in translates})
            assert r.json()["levelStats"]["1"]["totalTranslated"] == len({sentence for _, sentence, _ in translates})

        # A further log after the last restart succeeds, and is the newest row.
        card = cards[0]
        r = client.post(
            "/api/translate/attempt", json={"deckId": deck_id, "cardId": card["cardId"], "score": 1, "answer": "after"}
        )
        assert r.status_code == 200, r.text
        assert r.json()["sessionStatus"] == "again"
        assert review_rows(db, user_id)[-1] == ("after", card["cardId"], 1, False)
        assert translate_rows(db, user_id)[-1] == (None, card["content"]["id"], 1)
        assert integrity(db) == "ok"
        for log in logs:  # no request failed inside a server either
            assert "Traceback" not in log.read_text(errors="replace"), f"an error in {log}"
    finally:
        client.close()
        stop(proc)
