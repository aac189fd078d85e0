"""`python -m chinese_app content import | clips`: content set-up with progress bars."""

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from chinese_app.content import importer
from chinese_app.core import clips
from chinese_app.core.accounts import OPERATOR
from chinese_app.core.jobs import JobStatus
from chinese_app.db import call, session_scope
from chinese_app.media import get_media


def _bar() -> Progress:
    return Progress(TextColumn("{task.description:<28}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())


def import_all() -> None:
    """Sentences, pictures and the set-up clips; quick when everything is already there."""
    with _bar() as bar, session_scope() as db:
        task = bar.add_task("sentences", total=None)
        counts = importer.import_sentences(db, lambda done, total: bar.update(task, completed=done, total=total))
        bar.update(task, description=f"sentences: {counts}", total=1, completed=1)
        db.commit()

        task = bar.add_task("pictures", total=1)
        counts = importer.import_pictures(db, get_media())
        bar.update(task, description=f"pictures: {counts}", completed=1)
        db.commit()

        missing = importer.clips_missing_for_set_up(db)
        task = bar.add_task("listen clips", total=missing or 1)
        if missing:
            added = importer.add_clips(
                db, get_media(), missing, progress=lambda done, _t: bar.update(task, completed=done)
            )
            bar.update(task, description=f"listen clips: {added} rendered")
        else:
            bar.update(task, description="listen clips: up to date", completed=1)


def more_clips(count: int, levels: list[str]) -> JobStatus:
    """Render more clips as the clip job (never alongside a run an admin started); how the run ended."""
    run = call(clips.start_rendering, OPERATOR, count, tuple(levels))
    with _bar() as bar:
        task = bar.add_task(f"listen clips (HSK {','.join(levels)})", total=run.count)
        status = call(clips.render, run, progress=lambda done, total: bar.update(task, completed=done, total=total))
    return status


def import_clips(path) -> int:
    """`content import-clips FILE.json`: real clips cut from real videos, all or none; the exit status."""
    import sys

    from chinese_app.content import clip_import

    try:
        with _bar() as bar:
            tasks: dict[str, object] = {}

            def progress(stage: str, done: int, total: int) -> None:
                if stage not in tasks:
                    tasks[stage] = bar.add_task(stage, total=total)
                bar.update(tasks[stage], completed=done, total=total)

            result = clip_import.import_clips(path, get_media(), progress)
    except clip_import.ClipImportError as error:
        if isinstance(error, clip_import.BadClipFile):
            print(f"nothing imported from {path}:", file=sys.stderr)
        print("\n".join(error.problems), file=sys.stderr)
        return 1
    print(result)
    return 0
