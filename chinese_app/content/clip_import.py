"""Importing real listen clips, cut from real videos (`python -m chinese_app content import-clips FILE.json`).

FILE.json is a JSON list of entries, the video files beside it (videoPath is relative to the JSON's folder):

    {"videoId": "dQw4w9WgXcQ", "start": 12.5, "end": 15.0, "chinese": "我喜欢喝茶。", "english": "I like tea.",
     "pinyin": "wǒ xǐhuan hē chá.", "blur": [{"bounding_box": [0, 600, 1280, 100]}], "videoPath": "tea.mp4",
     "level": "1"}

pinyin and level are optional: pinyin is derived (``sentence_pinyin``), the level is that of the hardest
HSK-listed word ("3" when no word is listed). Every entry is checked first, ffprobe looking at each video; a
file with any bad entry imports nothing and every bad entry is reported as ``entry N: reason`` (N counts from
0, as jq's ``.[N]``). Then each new clip is cut to [start, end] with ffmpeg (re-encoded to H.264/AAC, so the
cut is exact and the clip plays from 0), stored in the media store under ``clips/imported/<clip id>.mp4``, and
added with its sentence (an existing sentence with the same Chinese is reused) in one transaction. Clip ids
are stable (from videoId, start and end): a second import of the same file skips the clips already there.
Media written before a failure is removed again, so nothing is ever half-imported.
"""

from __future__ import annotations

import hashlib
import json
import math
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from sqlmodel import col, select

from chinese_app.chinese.hsk import level_label, word_level
from chinese_app.chinese.normalise import has_cjk
from chinese_app.chinese.pinyin import sentence_pinyin
from chinese_app.chinese.segment import words
from chinese_app.core.blur import InvalidBlur, box
from chinese_app.core.catalogue import LEVELS
from chinese_app.db import session_scope
from chinese_app.media import Media, get_media
from chinese_app.models import Clip, Picture, Sentence

SOURCE = "import"  # Sentence.source of the sentences an import adds
DEFAULT_LEVEL = "3"  # when no word of the sentence is HSK-listed
KEY_PREFIX = "clips/imported/"
EXTENSION = ".mp4"  # every clip is re-encoded to H.264/AAC in mp4, whatever the source's container
TIMEOUT = 600  # seconds for one ffprobe or ffmpeg run

# (stage, done, total): "checking" while ffprobe looks at the videos, "cutting" while ffmpeg cuts the new clips
Progress = Callable[[str, int, int], None]


class ClipImportError(Exception):
    """The import did nothing; `problems` says why, one line each."""

    def __init__(self, problems: list[str]):
        super().__init__("\n".join(problems))
        self.problems = problems


class BadClipFile(ClipImportError):
    """The file, or some of its entries, cannot be imported (``entry N: reason`` lines)."""


class ImportFailed(ClipImportError):
    """Cutting, storing or saving failed part-way; whatever had been stored was removed again."""


@dataclass(frozen=True)
class Video:
    width: int
    height: int
    duration: float


@dataclass(frozen=True)
class Entry:
    """One checked entry of the file."""

    index: int
    clip_id: str
    video_id: str
    start: float
    end: float
    chinese: str
    english: str
    pinyin: str
    level: str
    level_given: bool
    blur: list
    source: Path
    video: Video


@dataclass(frozen=True)
class ImportResult:
    imported: list[str]  # clip ids added
    already: list[str]  # clip ids that were there before

    def __str__(self) -> str:
        return f"imported {len(self.imported)} clips, {len(self.already)} already there"


def clip_id(video_id: str, start: float, end: float) -> str:
    """Stable: the same videoId, start and end (to the millisecond) always give the same id."""
    return "import-" + hashlib.sha1(f"{video_id}|{start:.3f}|{end:.3f}".encode()).hexdigest()[:24]


def sentence_id(chinese: str, english: str) -> str:
    return hashlib.sha1(f"{SOURCE}|{chinese}|{english}".encode()).hexdigest()[:16]


def derived_level(chinese: str) -> str:
    """The level of the hardest HSK-listed word (1..6, '7-9'), or DEFAULT_LEVEL when none is listed."""
    levels = [level for level in map(word_level, words(chinese)) if level is not None]
    return level_label(min(max(levels), 7)) if levels else DEFAULT_LEVEL


def check_tools() -> None:
    if not (shutil.which("ffmpeg") and shutil.which("ffprobe")):
        raise BadClipFile(["importing clips needs ffmpeg and ffprobe; run: apt-get install -y ffmpeg"])


def probe(path: Path) -> Video | None:
    """The first video stream's frame and the container's duration, or None if ffprobe sees no playable video."""
    command = ["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height,codec_type"]
    command += ["-show_entries", "format=duration", "-of", "json", str(path)]
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT)
        found = json.loads(result.stdout) if result.returncode == 0 else {}
        stream = next(s for s in found.get("streams", []) if s.get("codec_type") == "video")
        video = Video(int(stream["width"]), int(stream["height"]), float(found["format"]["duration"]))
    except (subprocess.TimeoutExpired, ValueError, KeyError, TypeError, StopIteration):
        return None
    if video.width <= 0 or video.height <= 0 or not video.duration > 0:
        return None
    return video


def read_entries(path: Path) -> list:
    try:
        entries = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise BadClipFile([f"{path}: cannot be read ({error.strerror or error})"]) from error
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise BadClipFile([f"{path}: not valid JSON ({error})"]) from error
    if not isinstance(entries, list):
        raise BadClipFile([f"{path}: not a JSON list of clips"])
    return entries


def _seconds(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        return None
    return float(value)


def _text(entry: dict, name: str) -> str:
    value = entry.get(name)
    return value.strip() if isinstance(value, str) else ""


def _video_file(value: object, folder: Path) -> tuple[Path | None, str | None]:
    """The video's path inside the folder, or the reason it is not acceptable."""
    if not isinstance(value, str) or not value.strip() or "\0" in value:
        return None, "videoPath must be a file name relative to the JSON's folder"
    relative = Path(value)
    if relative.is_absolute():
        return None, f"videoPath ({value}) must be relative to the JSON's folder, not absolute"
    path = (folder / relative).resolve()
    if not path.is_relative_to(folder.resolve()):
        return None, f"videoPath ({value}) is outside the JSON's folder"
    if not path.is_file():
        return None, f"videoPath ({value}): no such file beside the JSON"
    return path, None


def check_entry(index: int, entry: object, folder: Path, videos: dict[Path, Video | None]) -> Entry | list[str]:
    """The checked entry, or every reason it cannot be imported."""
    if not isinstance(entry, dict):
        return ["not an object"]
    problems = []
    video_id = entry.get("videoId")
    if not isinstance(video_id, str) or not video_id.strip():
        problems.append("videoId must be a non-empty string")
    start, end = _seconds(entry.get("start")), _seconds(entry.get("end"))
    if start is None:
        problems.append(f"start ({entry.get('start')!r}) must be a number of seconds")
    elif start < 0:
        problems.append(f"start ({start}) must not be negative")
    if end is None:
        problems.append(f"end ({entry.get('end')!r}) must be a number of seconds")
    elif start is not None and end <= start:
        problems.append(f"end ({end}) must be after start ({start})")
    chinese, english = _text(entry, "chinese"), _text(entry, "english")
    if not chinese:
        problems.append("chinese is missing")
    elif not has_cjk(chinese):
        problems.append(f"chinese ({chinese[:20]!r}) contains no Chinese characters")
    if not english:
        problems.append("english is missing")
    pinyin = entry.get("pinyin")
    if pinyin is not None and not isinstance(pinyin, str):
        problems.append("pinyin must be a string (or left out, to be derived)")
    level = entry.get("level")
    if isinstance(level, int) and not isinstance(level, bool):
        level = str(level)
    if level is not None and level not in LEVELS:
        problems.append(f"level ({entry.get('level')!r}) must be one of {', '.join(LEVELS)}")

    video = None
    path, reason = _video_file(entry.get("videoPath"), folder)
    if reason:
        problems.append(reason)
    else:
        if path not in videos:
            videos[path] = probe(path)
        video = videos[path]
        if video is None:
            problems.append(f"videoPath ({entry['videoPath']}) is not a playable video")
        elif end is not None and start is not None and end > start and end > video.duration:
            problems.append(f"the clip ({start}-{end} s) goes beyond the video's end ({video.duration} s)")

    blur = entry.get("blur")
    if not isinstance(blur, list):
        problems.append("blur must be a list of blur items ([] when nothing needs hiding)")
    else:  # each item as core.blur.boxes reads it, and in the frame when given in pixels
        frame = (video.width, video.height) if video else (1, 1)
        for n, item in enumerate(blur):
            try:
                shown = box(item, frame)
            except InvalidBlur as error:
                problems.append(f"blur[{n}]: {error}")
                continue
            if video and shown.width * shown.height == 0:
                problems.append(f"blur[{n}] lies outside the video's {video.width}x{video.height} frame")

    if problems:
        return problems
    return Entry(
        index=index,
        clip_id=clip_id(video_id.strip(), start, end),
        video_id=video_id.strip(),
        start=start,
        end=end,
        chinese=chinese,
        english=english,
        pinyin=pinyin.strip() if pinyin and pinyin.strip() else sentence_pinyin(chinese),
        level=level or derived_level(chinese),
        level_given=level is not None,
        blur=blur,
        source=path,
        video=video,
    )


def check_entries(entries: list, folder: Path, progress: Progress | None = None) -> list[Entry]:
    """Every entry checked; BadClipFile listing every bad one (``entry N: reason``) if any is bad."""
    checked, problems, videos, seen = [], [], {}, {}
    for index, entry in enumerate(entries):
        result = check_entry(index, entry, folder, videos)
        if isinstance(result, Entry):
            if result.clip_id in seen:
                problems.append(f"entry {index}: the same clip (videoId, start, end) as entry {seen[result.clip_id]}")
            seen.setdefault(result.clip_id, index)
            checked.append(result)
        else:
            problems += [f"entry {index}: {reason}" for reason in result]
        if progress:
            progress("checking", index + 1, len(entries))
    if problems:
        raise BadClipFile(problems)
    return checked


def cut(entry: Entry, out: Path) -> Video:
    """The clip's [start, end] of its video, re-encoded (exact at both ends, playing from 0), and its probe."""
    command = ["ffmpeg", "-nostdin", "-v", "error", "-y", "-ss", f"{entry.start:.3f}", "-i", str(entry.source)]
    command += ["-t", f"{entry.end - entry.start:.3f}", "-map", "0:v:0", "-map", "0:a:0?", "-sn", "-dn"]
    command += ["-vf", "scale=trunc(iw/2)*2:trunc(ih/2)*2", "-c:v", "libx264", "-preset", "fast", "-crf", "23"]
    command += ["-pix_fmt", "yuv420p", "-c:a", "aac", "-b:a", "128k", "-movflags", "+faststart", str(out)]
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired as error:
        raise ImportFailed([f"entry {entry.index}: ffmpeg took over {TIMEOUT} s to cut the clip"]) from error
    video = probe(out) if result.returncode == 0 else None
    if video is None:
        tail = " ".join(result.stderr.strip().splitlines()[-3:])
        raise ImportFailed([f"entry {entry.index}: ffmpeg could not cut the clip ({tail or 'no video written'})"])
    return video


def _pictures(db) -> list[Picture]:
    """The pictures a clip may name (the column is required): listen backgrounds first, as add_clips picks."""
    pictures = [p for p in db.exec(select(Picture).order_by(Picture.id)).all() if not p.withdrawn]
    return [p for p in pictures if "listen" in p.backgrounds] or pictures


def import_clips(path: Path, media: Media | None = None, progress: Progress | None = None) -> ImportResult:
    """Check every entry of FILE.json, then import the new clips, all or none (ClipImportError says why)."""
    check_tools()
    path = Path(path)
    media = media or get_media()
    entries = check_entries(read_entries(path), path.parent, progress)
    ids = [entry.clip_id for entry in entries]
    with session_scope() as db:
        there = set(db.exec(select(Clip.id).where(col(Clip.id).in_(ids))).all()) if ids else set()
        pictures = [p.id for p in _pictures(db)]
    todo = [entry for entry in entries if entry.clip_id not in there]
    if todo and not pictures:
        raise BadClipFile(["no picture in the database to name behind the clips: run `content import` first"])

    written: list[str] = []
    with tempfile.TemporaryDirectory(prefix="clip-import-") as tmp:
        try:
            cuts = []
            for n, entry in enumerate(todo):
                out = Path(tmp) / f"{entry.clip_id}{EXTENSION}"
                cuts.append((entry, out, cut(entry, out)))
                if progress:
                    progress("cutting", n + 1, len(todo))
            for entry, out, _video in cuts:
                key = f"{KEY_PREFIX}{entry.clip_id}{EXTENSION}"
                fresh = not media.exists(key)  # an orphan left by a killed run is overwritten, never deleted
                media.put_file(key, out, "video/mp4")
                if fresh:
                    written.append(key)
            with session_scope() as db:
                _add_rows(db, cuts, pictures)
        except BaseException as error:
            for key in written:
                media.delete(key)
            if isinstance(error, ImportFailed) or not isinstance(error, Exception):
                raise
            raise ImportFailed([f"the import failed, nothing was imported: {error}"]) from error
    return ImportResult(imported=[entry.clip_id for entry in todo], already=[i for i in ids if i in there])


def _add_rows(db, cuts: list[tuple[Entry, Path, Video]], pictures: list[str]) -> None:
    chineses = sorted({entry.chinese for entry, _out, _video in cuts})
    sentences: dict[str, Sentence] = {}
    if chineses:
        for sentence in db.exec(select(Sentence).where(col(Sentence.chinese).in_(chineses)).order_by(Sentence.id)):
            sentences.setdefault(sentence.chinese, sentence)
    for entry, _out, _video in cuts:
        if entry.chinese not in sentences:
            sentences[entry.chinese] = Sentence(
                id=sentence_id(entry.chinese, entry.english),
                level=entry.level,
                chinese=entry.chinese,
                english=entry.english,
                pinyin=entry.pinyin,
                source=SOURCE,
            )
            db.add(sentences[entry.chinese])
    db.flush()  # the new sentences first: no relationship tells SQLAlchemy to insert them before the clips
    for entry, _out, video in cuts:
        sentence = sentences[entry.chinese]
        db.add(
            Clip(
                id=entry.clip_id,
                sentence_id=sentence.id,
                picture_id=pictures[int(entry.clip_id.rsplit("-", 1)[-1], 16) % len(pictures)],
                # a reused sentence lends its level unless the entry gives one
                level=entry.level if entry.level_given else sentence.level,
                video_path=f"{KEY_PREFIX}{entry.clip_id}{EXTENSION}",
                duration=round(entry.end - entry.start, 3),
                blur=entry.blur,
                width=video.width,
                height=video.height,
            )
        )
    db.flush()
