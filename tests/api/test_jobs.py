"""Long jobs run one at a time across threads, processes and workers: the lock is a database row
(SQLite and PostgreSQL), and progress is read from it. Clip rendering is such a job."""

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

import pytest
from sqlalchemy import update
from sqlmodel import func, select

from chinese_app.core import clips, jobs
from chinese_app.core.errors import Conflict, Forbidden
from chinese_app.db import session_scope
from chinese_app.models import Clip, Job
from chinese_app.settings import PROJECT_ROOT
from chinese_app.utc import utcnow
from tests.conftest import call, user

ADMIN = user("admin", admin=True)


def claim(name="test-job", by="me", total=3):
    return call(jobs.claim, name, by, total)


def test_one_run_at_a_time_then_the_next(app_db):
    run = claim()
    assert claim(by="someone else") is None  # refused while the run holds the lock
    assert call(jobs.advance, "test-job", run, 2)
    status = call(jobs.status, "test-job")
    assert (status.running, status.done, status.total, status.startedBy) == (True, 2, 3, "me")
    call(jobs.finish, "test-job", run, "all done")
    status = call(jobs.status, "test-job")
    assert (status.running, status.message) == (False, "all done")
    assert claim(by="someone else") != run


def test_parallel_claims_give_one_run(app_db):
    with ThreadPoolExecutor(6) as pool:
        runs = list(pool.map(lambda _n: claim(), range(6)))
    assert sum(r is not None for r in runs) == 1


def test_another_process_cannot_claim_a_running_job(app_db):
    claim()
    script = "\n".join(
        [
            "from chinese_app.core import jobs",
            "from chinese_app.db import call",
            "if call(jobs.claim, 'test-job', 'other process', 1) is None:",
            "    raise SystemExit(3)",
        ]
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=PROJECT_ROOT, env=dict(os.environ), timeout=120)
    assert done.returncode == 3


def test_a_silent_run_is_taken_over(app_db):
    dead = claim()
    with session_scope() as db:
        db.execute(update(Job).values(beat_at=utcnow() - jobs.STALE_AFTER - timedelta(seconds=1)))
    status = call(jobs.status, "test-job")
    assert not status.running and status.message == "The last run stopped unexpectedly after 0 of 3."
    alive = claim(by="next")
    assert not call(jobs.advance, "test-job", dead, 1)  # the old run learns it lost the lock
    call(jobs.finish, "test-job", dead, "too late")
    assert call(jobs.status, "test-job").running and call(jobs.advance, "test-job", alive, 1)


def clip_count() -> int:
    with session_scope() as db:
        return db.exec(select(func.count()).select_from(Clip)).one()


def test_clip_rendering_is_a_job(app_db):
    with pytest.raises(Forbidden):
        call(clips.start_rendering, user("learner"), 1)
    before = clip_count()
    run = call(clips.start_rendering, ADMIN, 1)
    assert run.status.running and run.status.total == 1
    with pytest.raises(Conflict, match="Clips are being rendered"):
        call(clips.start_rendering, ADMIN, 1)
    beats = []
    status = call(clips.render, run, progress=lambda done, total: beats.append((done, total)))
    assert beats == [(1, 1)] and (status.running, status.done, status.message) == (False, 1, "1 clips rendered.")
    assert clip_count() == before + 1


def test_clip_rendering_over_http(admin, alice):
    assert alice.call("GET", "/api/admin/clips").status_code == 403
    before = clip_count()
    started = admin.call("POST", "/api/admin/clips", json={"count": 1})
    assert started.status_code == 202 and started.json()["running"] and started.json()["total"] == 1
    # The test client returns once the run (a background task) has ended; a browser would poll.
    status = admin.ok("GET", "/api/admin/clips")
    assert (status["running"], status["done"], status["message"]) == (False, 1, "1 clips rendered.")
    assert clip_count() == before + 1
    run = call(clips.start_rendering, ADMIN, 1)  # a run going on another worker
    busy = admin.call("POST", "/api/admin/clips", json={"count": 1})
    assert busy.status_code == 409 and busy.json()["error"] == "Clips are being rendered (0 of 1)."
    assert admin.ok("GET", "/api/admin/clips")["running"]
    call(jobs.finish, clips.JOB, run.run_id, "stopped by the test")
    assert admin.call("POST", "/api/admin/clips", json={"count": 101}).json()["error"] == (
        "count must be a whole number from 1 to 100"
    )
