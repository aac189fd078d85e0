"""`content import-clips FILE.json`: real clips cut from real (here: tiny, generated) videos, all or none."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from sqlmodel import col, func, select

from chinese_app.content import clip_import
from chinese_app.content.clip_import import BadClipFile, ImportFailed, import_clips
from chinese_app.db import session_scope
from chinese_app.media import get_media
from chinese_app.models import Clip, Sentence
from chinese_app.settings import PROJECT_ROOT


def make_video(path: Path, seconds: float = 3, size: str = "320x180") -> Path:
    subprocess.run(
        ["ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", f"color=c=blue:s={size}:d={seconds}",
         "-f", "lavfi", "-i", f"sine=d={seconds}", "-shortest", "-c:v", "libx264", "-preset", "ultrafast",
         "-c:a", "aac", str(path)],
        check=True, capture_output=True,
    )  # fmt: skip
    return path


def duration(path: Path) -> float:
    out = subprocess.run(
        ["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "default=nw=1:nk=1", str(path)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    return float(out.stdout)


@pytest.fixture(scope="module")
def videos(tmp_path_factory) -> Path:
    """A folder with two short videos (made once per module); each test copies it."""
    folder = tmp_path_factory.mktemp("videos")
    make_video(folder / "blue.mp4")
    (folder / "shows").mkdir()
    make_video(folder / "shows" / "long.mp4", seconds=4, size="640x360")
    return folder


@pytest.fixture
def folder(videos, tmp_path) -> Path:
    target = tmp_path / "clips"
    subprocess.run(["cp", "-r", str(videos), str(target)], check=True)
    return target


def good_entries() -> list[dict]:
    return [
        {  # pixel blur box, given pinyin and level
            "videoId": "dQw4w9WgXcQ",
            "start": 0.5,
            "end": 2.5,
            "chinese": "我喜欢喝茶。",
            "english": "I like drinking tea.",
            "pinyin": "wǒ xǐhuan hē chá.",
            "blur": [{"bounding_box": {"left": 0, "top": 140, "width": 320, "height": 30}}],
            "videoPath": "blue.mp4",
            "level": "1",
        },
        {  # no pinyin, no level: both derived; relative x/y points; a video in a sub-folder
            "videoId": "local-video-7",
            "start": 1,
            "end": 3.5,
            "chinese": "这个问题很复杂。",
            "english": "This problem is complicated.",
            "blur": [{"bounding_box": [{"x": 0.1, "y": 0.8}, {"x": 0.9, "y": 0.95}]}],
            "videoPath": "shows/long.mp4",
        },
    ]


def write(folder: Path, entries) -> Path:
    path = folder / "clips.json"
    path.write_text(json.dumps(entries, ensure_ascii=False), encoding="utf-8")
    return path


def imported_files(data_dir: Path) -> list[Path]:
    return sorted((data_dir / "media" / "clips" / "imported").glob("*")) if (data_dir / "media").exists() else []


def counts() -> tuple[int, int]:
    with session_scope() as db:
        return (
            db.exec(select(func.count()).select_from(Clip)).one(),
            db.exec(select(func.count()).select_from(Sentence)).one(),
        )


def test_a_good_file_is_imported(content, folder):
    before = counts()
    result = import_clips(write(folder, good_entries()))
    assert str(result) == "imported 2 clips, 0 already there"
    assert counts() == (before[0] + 2, before[1] + 1)  # 我喜欢喝茶。 is already a sentence: reused
    with session_scope() as db:
        clips = {c.sentence_id: c for c in db.exec(select(Clip).where(col(Clip.id).in_(result.imported))).all()}
        tea = db.exec(select(Sentence).where(Sentence.chinese == "我喜欢喝茶。")).one()
        new = db.exec(select(Sentence).where(Sentence.source == "import")).one()
    assert set(clips) == {tea.id, new.id} and tea.source == "test"
    assert new.chinese == "这个问题很复杂。" and new.english == "This problem is complicated."
    assert new.pinyin == "zhège wèntí hěn fùzá."  # derived
    assert new.level == "3" and clips[new.id].level == "3"  # derived: 复杂 is the hardest word (HSK 3)
    assert clips[tea.id].level == "1"
    for clip, length, size in ((clips[tea.id], 2.0, (320, 180)), (clips[new.id], 2.5, (640, 360))):
        assert clip.video_path == f"clips/imported/{clip.id}.mp4" and get_media().exists(clip.video_path)
        assert clip.duration == length and (clip.width, clip.height) == size and clip.picture_id
        assert abs(duration(get_media().path(clip.video_path)) - length) < 0.15  # cut: plays from 0 to end-start
    assert clips[tea.id].blur == good_entries()[0]["blur"]


def test_a_second_import_adds_nothing(content, folder):
    path = write(folder, good_entries())
    first = import_clips(path)
    with session_scope() as db:
        rows = sorted(c.model_dump_json() for c in db.exec(select(Clip)).all())
    again = import_clips(path)
    assert str(again) == "imported 0 clips, 2 already there" and again.already == first.imported
    with session_scope() as db:
        assert sorted(c.model_dump_json() for c in db.exec(select(Clip)).all()) == rows
    assert len(imported_files(content)) == 2


def test_a_file_adding_to_one_already_imported_imports_only_the_new_clip(content, folder):
    import_clips(write(folder, good_entries()[:1]))
    result = import_clips(write(folder, good_entries()))
    assert (len(result.imported), len(result.already)) == (1, 1)


def bad(**changes) -> list[dict]:
    """The good entries with entry 1 changed (a value of None removes the field)."""
    entries = good_entries()
    for name, value in changes.items():
        if value is None:
            entries[1].pop(name, None)
        else:
            entries[1][name] = value
    return entries


@pytest.mark.parametrize(
    ("entries", "reason"),
    [
        (bad(start=2.5, end=1.0), "entry 1: end (1.0) must be after start (2.5)"),
        (bad(start=1.0, end=1.0), "entry 1: end (1.0) must be after start (1.0)"),
        (bad(start=-1), "entry 1: start (-1.0) must not be negative"),
        (bad(start="0:01"), "entry 1: start ('0:01') must be a number of seconds"),
        (bad(end=None), "entry 1: end (None) must be a number of seconds"),
        (bad(videoId=""), "entry 1: videoId must be a non-empty string"),
        (bad(blur=None), "entry 1: blur must be a list of blur items"),
        (bad(blur={"bounding_box": [0, 0, 1, 1]}), "entry 1: blur must be a list of blur items"),
        (bad(blur=["subtitle"]), "entry 1: blur[0]: a blur item has a bounding_box"),
        (bad(blur=[{"bounding_box": [0.1, 0.2, 0.3]}]), "entry 1: blur[0]: a bounding_box is left/top/width/height"),
        (bad(blur=[{"bounding_box": [0.1, 0.2, 0, 0.1]}]), "entry 1: blur[0]: a bounding_box has no area"),
        (bad(blur=[{"bounding_box": [0.1, -0.2, 0.3, 0.1]}]), "entry 1: blur[0]: not a non-negative number"),
        (bad(blur=[[], {"bounding_box": [700, 400, 50, 20]}]), "entry 1: blur[0]: a blur item has a bounding_box"),
        (bad(blur=[{"bounding_box": [700, 400, 50, 20]}]), "entry 1: blur[0] lies outside the video's 640x360"),
        (bad(videoPath="missing.mp4"), "entry 1: videoPath (missing.mp4): no such file beside the JSON"),
        (bad(videoPath=None), "entry 1: videoPath must be a file name relative to the JSON's folder"),
        (bad(videoPath="blue\0.mp4"), "entry 1: videoPath must be a file name relative to the JSON's folder"),
        (bad(videoPath="../outside.mp4"), "entry 1: videoPath (../outside.mp4) is outside the JSON's folder"),
        (bad(videoPath="shows/../../outside.mp4"), "entry 1: videoPath (shows/../../outside.mp4) is outside"),
        (bad(videoPath="/etc/hostname"), "entry 1: videoPath (/etc/hostname) must be relative"),
        (bad(videoPath="notes.txt"), "entry 1: videoPath (notes.txt) is not a playable video"),
        (bad(end=4.5), "entry 1: the clip (1.0-4.5 s) goes beyond the video's end"),
        (bad(start=5, end=6), "entry 1: the clip (5.0-6.0 s) goes beyond the video's end"),
        (bad(chinese="I like tea."), "entry 1: chinese ('I like tea.') contains no Chinese characters"),
        (bad(chinese=None), "entry 1: chinese is missing"),
        (bad(english=" "), "entry 1: english is missing"),
        (bad(level="10"), "entry 1: level ('10') must be one of 1, 2, 3, 4, 5, 6, 7-9"),
        (bad(level="7"), "entry 1: level ('7') must be one of"),
        (bad(pinyin=["wo"]), "entry 1: pinyin must be a string"),
        ([*good_entries(), "a clip"], "entry 2: not an object"),
        ([*good_entries(), good_entries()[0]], "entry 2: the same clip (videoId, start, end) as entry 0"),
    ],
)
def test_a_bad_entry_is_reported_and_nothing_is_imported(content, folder, entries, reason):
    (folder.parent / "outside.mp4").write_bytes((folder / "blue.mp4").read_bytes())
    (folder / "notes.txt").write_text("not a video")
    before = counts()
    with pytest.raises(BadClipFile) as error:
        import_clips(write(folder, entries))
    assert any(problem.startswith(reason) for problem in error.value.problems), error.value.problems
    assert counts() == before and imported_files(content) == []


def test_every_bad_entry_is_reported(content, folder):
    entries = [*good_entries(), {**good_entries()[0], "start": 3, "end": 2}, {"videoId": "x"}]
    with pytest.raises(BadClipFile) as error:
        import_clips(write(folder, entries))
    problems = error.value.problems
    assert "entry 2: end (2.0) must be after start (3.0)" in problems
    assert {"entry 3: chinese is missing", "entry 3: english is missing"} <= set(problems)
    assert not any(p.startswith(("entry 0", "entry 1")) for p in problems)


@pytest.mark.parametrize(
    ("text", "reason"),
    [('{"videoId": "x"}', "not a JSON list of clips"), ("[{", "not valid JSON"), (None, "cannot be read")],
)
def test_a_file_that_is_not_a_json_list_is_refused(content, folder, text, reason):
    path = folder / "clips.json"
    if text is not None:
        path.write_text(text)
    with pytest.raises(BadClipFile, match=reason):
        import_clips(path)
    assert imported_files(content) == []


def test_media_written_before_a_database_failure_is_removed(content, folder, monkeypatch):
    before = counts()

    def broken(*_args, **_kwargs):
        assert len(imported_files(content)) == 2  # both videos were stored before the rows failed
        raise RuntimeError("database is locked")

    monkeypatch.setattr(clip_import, "_add_rows", broken)
    with pytest.raises(ImportFailed, match="nothing was imported: database is locked"):
        import_clips(write(folder, good_entries()))
    assert counts() == before and imported_files(content) == []


def test_the_cli_prints_a_summary_or_the_bad_entries(content, folder, capsys):
    from chinese_app.__main__ import main

    entries = bad(end=2.0, start=3.0)
    assert main(["content", "import-clips", str(write(folder, entries))]) == 1
    err = capsys.readouterr().err
    assert "nothing imported from" in err and "entry 1: end (2.0) must be after start (3.0)" in err
    assert "Traceback" not in err and imported_files(content) == []

    assert main(["content", "import-clips", str(write(folder, good_entries()))]) == 0
    assert "imported 2 clips, 0 already there" in capsys.readouterr().out
    assert main(["content", "import-clips", str(write(folder, good_entries()))]) == 0
    assert "imported 0 clips, 2 already there" in capsys.readouterr().out


def test_the_command_exits_with_status_1_and_no_traceback(content, folder):
    path = write(folder, bad(chinese="no Chinese here"))
    result = subprocess.run(
        [sys.executable, "-m", "chinese_app", "content", "import-clips", str(path)],
        cwd=PROJECT_ROOT, capture_output=True, text=True, env={**os.environ, "DATA_DIR": str(content)},
    )  # fmt: skip
    assert result.returncode == 1
    assert "entry 1: chinese ('no Chinese here') contains no Chinese characters" in result.stderr
    assert "Traceback" not in result.stderr
