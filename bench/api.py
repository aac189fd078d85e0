"""API latency against a long practice history, as ratios to a trivial call measured in the same run.

Seeds one learner with 20 decks (9 daily, 11 finished quick sessions) and N review logs spread over
a year of daily sessions, serves the /api app with uvicorn, and times over real HTTP:

    GET  /api/decks               the home page's deck list
    POST /api/decks/{id}/session  resuming today's session
    POST /api/decks/{id}/log      logging an attempt (each a new one: the score changes every round)

each against GET /api/auth/me (token check + a tiny answer), interleaved so machine noise hits all
alike. Runs at 5,000 and 50,000 logs and prints how much each ratio grows.

    .venv/bin/python bench/api.py [--requests 300] [--postgres postgresql+psycopg://user@host:port | local]

`--postgres local` starts a throwaway PostgreSQL 15 server (Debian's, as the tests do) with its
default settings for the run.

Targets (issue 3): every ratio at most 3; at most 1.3x growth from 5,000 to 50,000 logs.
Round trips per request are pinned by tests/api/test_round_trips.py (issue 14).
"""

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script: chinese_app and bench must be importable

from bench.harness import free_port  # noqa: E402

DECK_COUNT, DAYS = 20, 365
PG_BIN = Path("/usr/lib/postgresql/15/bin")


def seed(logs: int, sources) -> dict:
    """Content plus one learner's history, written straight into the database (fast bulk inserts)."""
    from sqlalchemy import insert, text
    from sqlmodel import select

    from chinese_app.content import importer
    from chinese_app.core import clock
    from chinese_app.db import get_engine, session_scope
    from chinese_app.identity import local
    from chinese_app.media import get_media
    from chinese_app.migrations import upgrade_to_head
    from chinese_app.models import Card, Clip, Deck, Picture, ReviewLog, Sentence, SessionCard, StudySession, new_id

    upgrade_to_head()
    tokens = local.sign_up("bench@example.com", "bench-password")
    rng = random.Random(7)
    with session_scope() as db:
        importer.import_sentences(db, sources=sources)
        importer.import_pictures(db, get_media())
        level_one = db.exec(select(Sentence.id).where(Sentence.level == "1")).all()
        picture = db.exec(select(Picture.id)).first()
        db.execute(
            insert(Clip),
            [
                {
                    "id": f"clip-{s}",
                    "sentence_id": s,
                    "picture_id": picture,
                    "level": "1",
                    "video_path": f"clips/{s}.mp4",
                    "duration": 3.0,
                    "blur": [],
                    "created_at": clock.utcnow(),
                }
                for s in level_one[:100]
            ],
        )
        today = clock.today(db, local.verify(tokens.idToken))

        kinds = [("translate", level) for level in ("1", "2", "3", "4", "5", "6", "7-9")] + [
            ("describe", ""),
            ("listen", ""),
        ]
        decks = [
            {
                "id": new_id(),
                "user_id": tokens.localId,
                "type": t,
                "hsk_level": lv,
                "is_virtual": False,
                "new_per_day": 5,
                "max_due_per_day": 20,
                "background_image": None,
                "created_at": clock.utcnow(),
            }
            for t, lv in kinds
        ]
        decks += [{**decks[0], "id": new_id(), "is_virtual": True} for _ in range(DECK_COUNT - len(decks))]
        db.execute(insert(Deck), decks)

        cards, sessions, session_cards, review_logs = [], [], [], []
        daily = [d for d in decks if not d["is_virtual"]]
        quick_logs = 10 * (len(decks) - len(daily))
        per_slot, extra = divmod(logs - quick_logs, len(daily) * DAYS)  # logs per daily session, spread evenly
        slot = 0
        for deck in decks:
            pool = db.exec(select(Sentence.id).where(Sentence.level == (deck["hsk_level"] or "1"))).all()
            deck_cards = []
            for content in pool[:300]:
                due = datetime.combine(today + timedelta(days=rng.randint(-20, 60)), datetime.min.time(), UTC)
                deck_cards.append(
                    {
                        "id": new_id(),
                        "deck_id": deck["id"],
                        "content_id": content,
                        "created_at": clock.utcnow(),
                        "state": 2,
                        "stability": rng.uniform(1, 60),
                        "difficulty": rng.uniform(1, 9),
                        "due": due,
                        "last_review": due - timedelta(days=5),
                        "reps": 3,
                        "lapses": 0,
                    }
                )
            cards += deck_cards
            days = 1 if deck["is_virtual"] else DAYS
            for d in range(days):
                session = {
                    "id": new_id(),
                    "deck_id": deck["id"],
                    "day": today - timedelta(days=days - d),
                    "created_at": clock.utcnow(),
                    "completed_at": clock.utcnow(),
                }
                sessions.append(session)
                if deck["is_virtual"]:
                    count = 10
                else:
                    count, slot = per_slot + (slot < extra), slot + 1
                for position, card in enumerate(rng.sample(deck_cards, count)):
                    session_cards.append(
                        {
                            "session_id": session["id"],
                            "card_id": card["id"],
                            "position": position,
                            "pile": "done",
                            "was_new": False,
                            "attempts": 1,
                            "reviewed": True,
                        }
                    )
                    review_logs.append(
                        {
                            "user_id": tokens.localId,
                            "deck_id": deck["id"],
                            "session_id": session["id"],
                            "card_id": card["id"],
                            "day": session["day"],
                            "at": clock.utcnow(),
                            "success": True,
                            "score": 3,
                            "rating": 3,
                            "feedback": None,
                        }
                    )
        for table, rows in (
            (Card, cards),
            (StudySession, sessions),
            (SessionCard, session_cards),
            (ReviewLog, review_logs),
        ):
            for start in range(0, len(rows), 5000):
                db.execute(insert(table), rows[start : start + 5000])
    # What autovacuum (PostgreSQL) would long since have done in a real database: statistics for the
    # planner and, with VACUUM, the visibility map that lets counts read indexes alone.
    engine = get_engine()
    command = "VACUUM ANALYZE" if engine.dialect.name == "postgresql" else "ANALYZE"
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
        connection.execute(text(command))
    return {
        "token": tokens.idToken,
        "decks": [d["id"] for d in decks if not d["is_virtual"]],
        "logs": len(review_logs),
    }


@contextmanager
def fresh_database(server: str | None, name: str):
    """None (SQLite in the run's folder) or a new, empty PostgreSQL database dropped afterwards."""
    if server is None:
        yield None
        return
    import psycopg

    admin = server.replace("postgresql+psycopg", "postgresql") + "/postgres"
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {name}")
        conn.execute(f"CREATE DATABASE {name}")
    try:
        yield f"{server}/{name}"
    finally:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


@contextmanager
def local_postgres():
    """A throwaway PostgreSQL server on a free loopback port, as tests/databases.py starts one, but
    with the server's default settings (fsync on): yields its base URL."""
    as_postgres = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []  # initdb refuses root
    root = Path(tempfile.mkdtemp(prefix="bench-pg-"))
    if os.geteuid() == 0:
        shutil.chown(root, "postgres")
    data, port = root / "data", free_port()
    subprocess.run(
        [*as_postgres, PG_BIN / "initdb", "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8"],
        check=True,
        capture_output=True,
    )
    options = f"-c listen_addresses=127.0.0.1 -p {port} -k {root}"
    subprocess.run(
        [*as_postgres, PG_BIN / "pg_ctl", "-D", data, "-w", "-l", root / "log", "-o", options, "start"],
        check=True,
        capture_output=True,
    )
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}"
    finally:
        subprocess.run([*as_postgres, PG_BIN / "pg_ctl", "-D", data, "-m", "fast", "stop"], capture_output=True)
        shutil.rmtree(root, ignore_errors=True)


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p * (len(values) - 1))))]


def measure(base: str, token: str, deck_ids: list[str], requests: int) -> dict[str, list[float]]:
    headers = {"Authorization": f"Bearer {token}"}
    times: dict[str, list[float]] = {
        "GET /api/auth/me (floor)": [],
        "GET /api/decks": [],
        "POST /api/decks/{id}/session": [],
        "POST /api/decks/{id}/log": [],
    }
    with httpx.Client(base_url=base, headers=headers, timeout=30) as http:
        deck = deck_ids[0]
        cards = [c["cardId"] for c in http.post(f"/api/decks/{deck}/session").json()["cards"]]
        calls = [
            ("GET /api/auth/me (floor)", lambda n: http.get("/api/auth/me")),
            ("GET /api/decks", lambda n: http.get("/api/decks")),
            ("POST /api/decks/{id}/session", lambda n: http.post(f"/api/decks/{deck}/session")),
            (
                "POST /api/decks/{id}/log",
                lambda n: http.post(
                    f"/api/decks/{deck}/log",
                    json={"cardId": cards[n % len(cards)], "success": False, "score": n // len(cards) % 3},
                ),
            ),
        ]
        for n in range(20):  # warm up connections, caches and the SQLite page cache
            for _name, call in calls:
                call(n).raise_for_status()
        for n in range(requests):
            for name, call in calls:
                start = time.perf_counter()
                call(n).raise_for_status()
                times[name].append(time.perf_counter() - start)
    return times


def serve_and_measure(env: dict, seeded: dict, requests: int) -> dict[str, list[float]]:
    port = free_port()
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "--factory",
            "chinese_app.api:create_api",
            "--port",
            str(port),
            "--log-level",
            "warning",
        ],
        cwd=ROOT,
        env=env,
    )
    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(200):
            try:
                if httpx.get(base + "/api/health").status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
        else:
            raise SystemExit("the API server did not start (see its output above)")
        return measure(base, seeded["token"], seeded["decks"], requests)
    finally:
        server.terminate()
        server.wait(10)


def run(logs: int, requests: int, database_url: str | None, sources) -> dict:
    from chinese_app.runtime import reset_caches

    saved = dict(os.environ)
    try:
        with tempfile.TemporaryDirectory(prefix="bench-api-") as tmp:
            env = {
                **os.environ,
                "DATA_DIR": tmp,
                "MEDIA_DIR": "",
                "ADMIN_EMAILS": "",
                "SECRET_KEY": "bench-" + "x" * 40,
            }
            if database_url:
                env["DATABASE_URL"] = database_url
            os.environ.update(env)
            reset_caches()
            seeded = seed(logs, sources)
            times = serve_and_measure(env, seeded, requests)
    finally:  # the caller's environment (a test session's, say) is left as it was
        os.environ.clear()
        os.environ.update(saved)
        reset_caches()
    floor = times["GET /api/auth/me (floor)"]
    rows = {}
    for name, values in times.items():
        p50, p95 = statistics.median(values), percentile(values, 0.95)
        rows[name] = {
            "p50": p50,
            "p95": p95,
            "r50": p50 / statistics.median(floor),
            "r95": p95 / percentile(floor, 0.95),
        }
    return {"logs": seeded["logs"], "rows": rows}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument(
        "--postgres",
        help="a PostgreSQL server URL (a database per run is made there), or `local` to start one; default SQLite",
    )
    args = parser.parse_args()
    if args.postgres == "local":
        with local_postgres() as server:
            args.postgres = server
            report(args)
    else:
        report(args)


def report(args) -> None:
    from chinese_app.content.sentences import load_sentences

    sources = load_sentences()
    results = []
    for logs in (5_000, 50_000):
        with fresh_database(args.postgres, f"bench_{logs}") as url:
            results.append(run(logs, args.requests, url, sources))
    backend = "postgresql" if args.postgres else "sqlite"
    python = sys.version.split()[0]
    print(f"\nbackend {backend}, {args.requests} requests per endpoint, {DECK_COUNT} decks, python {python}")
    for result in results:
        print(f"\n{result['logs']:,} review logs")
        print(f"{'endpoint':32} {'p50 ms':>8} {'p95 ms':>8} {'p50 ratio':>10} {'p95 ratio':>10}")
        for name, row in result["rows"].items():
            print(f"{name:32} {row['p50'] * 1000:8.2f} {row['p95'] * 1000:8.2f} {row['r50']:10.2f} {row['r95']:10.2f}")
    print("\ngrowth of the p50 ratio from 5,000 to 50,000 logs (target at most 1.3)")
    small, large = results[0]["rows"], results[1]["rows"]
    for name in list(small)[1:]:
        print(f"{name:32} {large[name]['r50'] / small[name]['r50']:6.2f}x")


if __name__ == "__main__":
    main()
