"""Rendering more listen clips: a job an admin starts from the admin page or /api, or an operator
from the command line. One run at a time across every worker (core.jobs); its progress is in the
database, so any admin page, on any worker, shows it."""

import logging
from collections.abc import Callable
from dataclasses import dataclass

from sqlmodel import Session

from chinese_app.content import importer
from chinese_app.core import jobs
from chinese_app.core.accounts import require_admin
from chinese_app.core.errors import Conflict
from chinese_app.core.jobs import JobStatus
from chinese_app.core.limits import CLIPS_PER_RUN
from chinese_app.db import call, outside_transaction, session_scope
from chinese_app.identity import Principal
from chinese_app.media import get_media

log = logging.getLogger(__name__)
JOB = "clips"


@dataclass(frozen=True)
class ClipRun:
    """A claimed run: what `render` needs to carry it out."""

    run_id: str
    count: int
    levels: tuple[str, ...]
    status: JobStatus


class LostLock(Exception):
    """The run went silent for so long that another run took the job over."""


def start_rendering(
    db: Session, user: Principal, count: object, levels: tuple[str, ...] = importer.CLIP_LEVELS
) -> ClipRun:
    """Claim the clip job for `count` more clips (1-100); Conflict while a run is going."""
    require_admin(user)
    count = CLIPS_PER_RUN.check(count)
    run_id = jobs.claim(db, JOB, user.email or "the command line", count)
    status = jobs.status(db, JOB)  # the new run's, or the one holding the lock
    if run_id is None:
        raise Conflict(f"Clips are being rendered ({status.done} of {status.total}).")
    return ClipRun(run_id=run_id, count=count, levels=levels, status=status)


@outside_transaction  # renders for minutes: one short transaction per clip and per beat
def render(run: ClipRun, progress: Callable[[int, int], None] | None = None) -> JobStatus:
    """Carry out a claimed run: clips are kept one by one as they are made, progress beats into the
    job's row, and the run ends with the message admins see."""

    def beat(done: int, total: int) -> None:
        if not call(jobs.advance, JOB, run.run_id, done):
            raise LostLock
        if progress:
            progress(done, total)

    try:
        with session_scope() as db:  # add_clips commits each clip as soon as it exists
            added = importer.add_clips(db, get_media(), run.count, run.levels, progress=beat)
        message, failed = (f"{added} clips rendered." if added else "No sentences are left without a clip."), False
    except LostLock:
        log.warning("a clip rendering run lost its lock after going silent; it stopped")
        return call(jobs.status, JOB)
    except Exception as e:  # keep what was rendered; say what stopped it
        log.exception("clip rendering stopped")
        message, failed = f"Clip rendering stopped: {e}", True
    call(jobs.finish, JOB, run.run_id, message, failed)
    return call(jobs.status, JOB)


def rendering_status(db: Session, user: Principal) -> JobStatus:
    require_admin(user)
    return jobs.status(db, JOB)
