"""Jobs: long tasks that run one at a time across every worker and process (rendering listen clips).

A job's database row is its lock, claimed by one atomic UPDATE, so two workers (or the command
line and a worker) can never both hold it; the row also carries the progress every admin page
shows. A run that has given no sign of life for STALE_AFTER is taken to have died with its worker,
and the next claim takes the lock over (the old run sees it lost the lock at its next beat).
"""

from datetime import timedelta

from sqlalchemy import or_, update
from sqlmodel import Session, col

from chinese_app.db import dialect
from chinese_app.models import Job, new_id
from chinese_app.utc import utcnow
from chinese_app.wire import Answer

STALE_AFTER = timedelta(minutes=2)


class JobStatus(Answer):
    """A job's latest run: whether it is still running, how far it got, and how it ended."""

    running: bool
    done: int
    total: int
    message: str
    failed: bool  # the run ended on an error, or went silent
    startedBy: str


def claim(db: Session, name: str, started_by: str, total: int) -> str | None:
    """Take the job's lock for a new run of `total` steps: the new run's id, which every later call
    of this run names, or None while another run holds the lock."""
    idle = dialect(db).insert(Job).values(name=name, finished_at=utcnow())
    db.execute(idle.on_conflict_do_nothing(index_elements=["name"]))
    now, run_id = utcnow(), new_id()
    claimed = db.execute(
        update(Job)
        .where(
            col(Job.name) == name,
            or_(col(Job.finished_at).is_not(None), col(Job.beat_at) < now - STALE_AFTER),
        )
        .values(
            run_id=run_id,
            started_by=started_by,
            total=total,
            done=0,
            message="",
            failed=False,
            started_at=now,
            beat_at=now,
            finished_at=None,
        )
    ).rowcount
    return run_id if claimed == 1 else None


def advance(db: Session, name: str, run_id: str, done: int) -> bool:
    """Record a run's progress (and that it is alive); False when the run has lost the lock."""
    return (
        db.execute(
            update(Job)
            .where(col(Job.name) == name, col(Job.run_id) == run_id, col(Job.finished_at).is_(None))
            .values(done=done, beat_at=utcnow())
        ).rowcount
        == 1
    )


def finish(db: Session, name: str, run_id: str, message: str, failed: bool = False) -> None:
    """End a run with the message admins see; the lock is free again."""
    db.execute(
        update(Job)
        .where(col(Job.name) == name, col(Job.run_id) == run_id, col(Job.finished_at).is_(None))
        .values(message=message[:500], failed=failed, finished_at=utcnow(), beat_at=utcnow())
    )


def status(db: Session, name: str) -> JobStatus:
    job = db.get(Job, name)
    if job is None:
        return JobStatus(running=False, done=0, total=0, message="", failed=False, startedBy="")
    alive = job.finished_at is None and job.beat_at is not None and job.beat_at >= utcnow() - STALE_AFTER
    message, failed = job.message, job.failed
    if job.finished_at is None and not alive:
        message, failed = f"The last run stopped unexpectedly after {job.done} of {job.total}.", True
    return JobStatus(
        running=alive, done=job.done, total=job.total, message=message, failed=failed, startedBy=job.started_by
    )
