"""Listening clips through the real espeak-ng, ffmpeg and font: format, size, layout, the blur box, pace and
the lead-in pause; and which clips the set-up renders (HSK 1-6, only the missing ones; renders faked there)."""

import array
import inspect
import json
import random
import subprocess
import tempfile
import threading
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageDraw
from sqlmodel import col, delete, func, select

from chinese_app.content import clips as clips_module
from chinese_app.content import importer
from chinese_app.content.clips import (
    LEAD_IN_SECONDS,
    NORMAL_SPEED,
    SLOW_SPEED,
    BlurBox,
    RenderedClip,
    check_tools,
    layout_subtitle,
    render_clip,
    speed_for_level,
)
from chinese_app.db import session_scope
from chinese_app.models import Clip, Picture, Sentence

SIZE = (1280, 720)
SHORT = "我喜欢喝茶。"
LONG = "昨天下午我和妈妈一起去商店买了很多水果和蔬菜，然后我们坐出租车回家一起做晚饭吃。"  # 40 characters
NEAR_WHITE = 220  # every channel at least this: subtitle text, never the darkened band


@pytest.fixture(scope="module")
def background(tmp_path_factory) -> Path:
    """A photo-like 4:3 picture (cover-cropping is exercised): bright, busy, with white stripes low down."""
    rng = random.Random(7)
    image = Image.linear_gradient("L").resize((1600, 1200)).convert("RGB")
    image = Image.merge("RGB", (image.getchannel(0).point(lambda v: 90 + v // 2), Image.new("L", image.size, 170),
                                image.getchannel(0).point(lambda v: 235 - v // 3)))  # fmt: skip
    draw = ImageDraw.Draw(image)
    for _ in range(300):  # detail, like a real photo, so the size check is not flattered by a flat image
        x, y, r = rng.randrange(1600), rng.randrange(1200), rng.randrange(5, 60)
        draw.ellipse((x - r, y - r, x + r, y + r), fill=tuple(rng.randrange(40, 230) for _ in range(3)))
    for y in (800, 900, 1000):  # pure white where the subtitle goes: the darkened band must keep it apart
        draw.rectangle((0, y, 1600, y + 12), fill=(255, 255, 255))
    path = tmp_path_factory.mktemp("bg") / "photo.jpg"
    image.save(path, quality=90)
    return path


@pytest.fixture(scope="module")
def short_clip(background, tmp_path_factory):
    return render_clip(SHORT, background, tmp_path_factory.mktemp("clips") / "short.mp4")


@pytest.fixture(scope="module")
def long_clip(background, tmp_path_factory):
    return render_clip(LONG, background, tmp_path_factory.mktemp("clips") / "long.mp4")


def probe(path: Path) -> dict:
    out = subprocess.run(
        ["ffprobe", "-v", "error", "-show_streams", "-show_format", "-of", "json", str(path)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    return json.loads(out.stdout)


def frame_at(clip, seconds: float, tmp_path: Path) -> Image.Image:
    png = tmp_path / f"{clip.path.stem}-frame.png"
    subprocess.run(
        ["ffmpeg", "-nostdin", "-v", "error", "-y", "-ss", str(seconds), "-i", str(clip.path),
         "-frames:v", "1", str(png)],
        check=True,
    )  # fmt: skip
    return Image.open(png).convert("RGB")


def near_white(frame: Image.Image) -> Image.Image:
    """A mask (255/0) of the pixels that are near-white in every channel."""
    r, g, b = (channel.point(lambda v: 255 if v >= NEAR_WHITE else 0) for channel in frame.split())
    return ImageChops.multiply(ImageChops.multiply(r, g), b)


def pixel_box(blur: BlurBox, size=SIZE) -> tuple[int, int, int, int]:
    w, h = size
    right, bottom = blur.left + blur.width, blur.top + blur.height
    return int(blur.left * w), int(blur.top * h), round(right * w), round(bottom * h)


def assert_text_inside_blur(clip, tmp_path: Path) -> Image.Image:
    """In the bottom third, every near-white pixel lies inside the blur box, and the box does hold text."""
    frame = frame_at(clip, clip.duration / 2, tmp_path)
    assert frame.size == SIZE
    band_top = SIZE[1] * 2 // 3
    mask = near_white(frame).crop((0, band_top, SIZE[0], SIZE[1]))
    found = mask.getbbox()
    assert found is not None, "no subtitle pixels in the bottom third"
    left, top, right, bottom = pixel_box(clip.blur)
    text = (found[0], found[1] + band_top, found[2], found[3] + band_top)
    assert left <= text[0] and top <= text[1] and text[2] <= right and text[3] <= bottom, (text, clip.blur)
    # ...and is a tight fit (padding only), not the whole band.
    assert (right - left) - (text[2] - text[0]) < 0.08 * SIZE[0]
    assert (bottom - top) - (text[3] - text[1]) < 0.1 * SIZE[1]
    inside = mask.crop((left, top - band_top, right, bottom - band_top)).histogram()[255]
    assert inside > 500, "the blur box holds (almost) no text pixels"
    return mask


def assert_blur_in_bottom_third(blur: BlurBox):
    assert 0 <= blur.left and blur.left + blur.width <= 1
    assert 2 / 3 <= blur.top and blur.top + blur.height <= 1
    assert blur.width > 0 and blur.height > 0


def text_rows(mask: Image.Image) -> int:
    """How many separate bands of text rows the mask holds (lines of subtitle)."""
    width, height = mask.size
    rows = [any(mask.getpixel((x, y)) for x in range(0, width, 2)) for y in range(height)]
    bands, gap = 0, True
    for y, inked in enumerate(rows):
        if inked and gap:
            bands += 1
        gap = not inked and (gap or not any(rows[y : y + 8]))  # a gap is 8+ blank rows, not a thin stroke seam
    return bands


def test_check_tools_passes_here():
    check_tools()


def test_short_sentence_is_a_small_browser_friendly_mp4(short_clip):
    info = probe(short_clip.path)
    video = [s for s in info["streams"] if s["codec_type"] == "video"]
    audio = [s for s in info["streams"] if s["codec_type"] == "audio"]
    assert len(video) == 1 and len(audio) == 1
    assert video[0]["codec_name"] == "h264" and video[0]["pix_fmt"] == "yuv420p"
    assert (video[0]["width"], video[0]["height"]) == SIZE == (short_clip.width, short_clip.height)
    assert video[0]["avg_frame_rate"] == "5/1"
    assert audio[0]["codec_name"] == "aac"
    assert 1 < short_clip.duration < 10
    assert short_clip.duration == pytest.approx(float(info["format"]["duration"]), abs=0.01)
    assert short_clip.path.stat().st_size < 400_000
    assert not list(short_clip.path.parent.glob("*.part"))


def test_short_sentence_text_lies_inside_the_blur_box(short_clip, tmp_path):
    assert_blur_in_bottom_third(short_clip.blur)
    assert text_rows(assert_text_inside_blur(short_clip, tmp_path)) == 1


def test_long_sentence_wraps_to_two_lines_inside_frame_and_blur_box(long_clip, tmp_path):
    layout = layout_subtitle(LONG, SIZE)
    assert len(layout.lines) == 2 and "".join(layout.lines) == LONG
    assert all(10 <= len(line) <= 24 for line in layout.lines)
    assert layout.lines[0].endswith("，")  # the font shrinks a little so the break falls between clauses
    left, top, right, bottom = layout.text_box
    assert 0 <= left and right <= SIZE[0] and 0 <= top and bottom <= SIZE[1]
    assert layout.blur == long_clip.blur
    assert_blur_in_bottom_third(long_clip.blur)
    assert text_rows(assert_text_inside_blur(long_clip, tmp_path)) == 2


def test_very_long_text_shrinks_but_never_overflows():
    text = "我们" * 33  # 66 characters
    layout = layout_subtitle(text, SIZE)
    assert len(layout.lines) == 2 and layout.font_size < layout_subtitle(SHORT, SIZE).font_size
    assert 0 <= layout.text_box[0] and layout.text_box[2] <= SIZE[0] and layout.text_box[3] <= SIZE[1]
    with pytest.raises(ValueError):
        layout_subtitle("我" * 200, SIZE)
    with pytest.raises(ValueError):
        layout_subtitle("  ", SIZE)


def test_punctuation_never_starts_a_line():
    for text in (LONG, "我有一个中国朋友，他叫王明，他是北京人，今年二十五岁了，他很喜欢喝茶！"):
        for line in layout_subtitle(text, SIZE).lines[1:]:
            assert line[0] not in "，。！？、"


def test_same_input_gives_same_duration_and_blur_box(short_clip, background, tmp_path):
    again = render_clip(SHORT, background, tmp_path / "again.mp4")
    assert (again.duration, again.blur) == (short_clip.duration, short_clip.blur)


def test_slow_speech_is_longer(short_clip, background, tmp_path):
    slow = render_clip(SHORT, background, tmp_path / "slow.mp4", speed=110)
    assert slow.duration > short_clip.duration


def test_failures_raise_runtime_error_and_leave_nothing_behind(background, tmp_path, monkeypatch):
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))  # the module's temp dirs land here: leftovers show
    out = tmp_path / "out" / "clip.mp4"
    with pytest.raises(RuntimeError, match=r"(?s)ffmpeg failed.*divisible by 2"):
        render_clip(SHORT, background, out, size=(641, 361))  # libx264 rejects odd sizes: a real tool failure
    with pytest.raises(RuntimeError, match="background image"):
        render_clip(SHORT, tmp_path / "missing.jpg", out)
    assert not list(scratch.iterdir())
    assert not list(out.parent.iterdir())


# ---------------------------------------------------------------- easier on the ear: pace and lead-in pause


def audio_samples(path: Path) -> list[int]:
    """The clip's audio track decoded to 16-bit mono PCM at 8 kHz."""
    raw = subprocess.run(
        ["ffmpeg", "-nostdin", "-v", "error", "-i", str(path), "-map", "0:a:0", "-f", "s16le", "-ac", "1",
         "-ar", str(PCM_RATE), "-"],
        capture_output=True, check=True,
    ).stdout  # fmt: skip
    return list(array.array("h", raw))


PCM_RATE = 8000


def test_the_sentence_starts_after_a_lead_in_pause(short_clip):
    samples = audio_samples(short_clip.path)
    first_loud = next(i for i, v in enumerate(samples) if abs(v) > 1000) / PCM_RATE
    assert max(abs(v) for v in samples[: int(0.7 * PCM_RATE)]) < 100  # silent: not even codec noise
    assert LEAD_IN_SECONDS == 0.8 and 0.75 <= first_loud < 1.2  # ...and the speech follows the pause at once


def test_hsk_1_and_2_are_spoken_slowly_the_rest_at_normal_speed(background, tmp_path, monkeypatch):
    assert [speed_for_level(level) for level in ("1", "2", "3", "4", "5", "6", "7-9")] == [SLOW_SPEED] * 2 + [
        NORMAL_SPEED
    ] * 5
    assert (SLOW_SPEED, NORMAL_SPEED) == (110, 150)
    commands = []
    real_run = clips_module._run
    monkeypatch.setattr(clips_module, "_run", lambda cmd: commands.append(cmd) or real_run(cmd))
    slow = render_clip(SHORT, background, tmp_path / "slow.mp4", speed=speed_for_level("1"))
    normal = render_clip(SHORT, background, tmp_path / "normal.mp4", speed=speed_for_level("3"))
    speeds = [cmd[cmd.index("-s") + 1] for cmd in commands if cmd[0] == "espeak-ng"]
    assert speeds == ["110", "150"]
    assert slow.duration > normal.duration + 0.4  # 110 words a minute against 150: audibly slower


# ---------------------------------------------------------------- the set-up clips: HSK 1-6, only what is missing


class FakeRenderer:
    """Stands in for render_clip in the set-up tests (the real one takes ~1 s a clip): records each call."""

    def __init__(self):
        self.calls: list[tuple[str, int]] = []
        self.lock = threading.Lock()

    def __call__(self, chinese, background, out, *, speed=NORMAL_SPEED, size=SIZE):
        assert Path(background).is_file()
        with self.lock:
            self.calls.append((chinese, speed))
        Path(out).write_bytes(b"not really an mp4")
        return RenderedClip(path=Path(out), duration=2.0, blur=BlurBox(0.1, 0.8, 0.8, 0.12), width=1280, height=720)


@pytest.fixture
def fake_renderer(app_db, tmp_path, monkeypatch):
    """A content database whose clip renders are faked, into a media folder of this test's own (the session's
    one holds the real template clips, which a fake must never overwrite)."""
    from chinese_app.runtime import reset_caches

    monkeypatch.setenv("MEDIA_DIR", str(tmp_path / "media"))
    reset_caches()
    renderer = FakeRenderer()
    monkeypatch.setattr(clips_module, "render_clip", renderer)
    return renderer


def per_level(db) -> dict[str, int]:
    return dict(db.exec(select(Clip.level, func.count()).group_by(Clip.level)).all())


def test_set_up_clips_cover_hsk_1_to_6_evenly(fake_renderer):
    assert importer.CLIP_LEVELS == ("1", "2", "3", "4", "5", "6")
    assert importer.SET_UP_CLIPS == 150 and importer.SET_UP_CLIPS_PER_LEVEL == 25
    with session_scope() as db:
        template = per_level(db)  # the test template's few rendered clips
        db.add(real_video_clip(db, "4"))  # clips cut from real videos are not rendered ones: they do not count
        db.commit()
        missing = importer.clips_missing_for_set_up(db)
        assert missing == 150 - sum(template.values())
        todo = importer.sentences_needing_clips(db, missing)
        assert [s.level for s in todo] == sorted(s.level for s in todo)  # easiest first
        planned = {level: sum(s.level == level for s in todo) for level in importer.CLIP_LEVELS}
        assert planned == {level: 25 - template.get(level, 0) for level in importer.CLIP_LEVELS}
        assert all(len(s.chinese) <= importer.CLIP_MAX_CHARS for s in todo)
        assert {s.level for s in importer.sentences_needing_clips(db, 10_000)} == set(importer.CLIP_LEVELS)
    from chinese_app.core import clips as clip_job

    assert inspect.signature(clip_job.start_rendering).parameters["levels"].default == importer.CLIP_LEVELS


def real_video_clip(db, level: str) -> Clip:
    sentence = db.exec(select(Sentence).where(Sentence.level == level).order_by(col(Sentence.id).desc())).first()
    picture = db.exec(select(Picture)).first()
    return Clip(id="import-0123456789abcdef01234567", sentence_id=sentence.id, picture_id=picture.id, level=level,
                video_path="clips/import-0123456789abcdef01234567.mp4", duration=4.0)  # fmt: skip


def test_set_up_on_a_database_with_the_old_60_clips_adds_only_the_missing_ones(fake_renderer):
    from chinese_app.content import cli

    with session_scope() as db:  # what the first `make run` used to leave: 60 clips, the easiest first (HSK 1)
        db.execute(delete(Clip))
        old = db.exec(select(Sentence).where(Sentence.level == "1").order_by(Sentence.id).limit(60)).all()
        picture = db.exec(select(Picture)).first()
        for sentence in old:
            db.add(Clip(id=importer.clip_id(sentence.id), sentence_id=sentence.id, picture_id=picture.id,
                        level="1", video_path=f"clips/{importer.clip_id(sentence.id)}.mp4", duration=3.0))  # fmt: skip
        db.commit()
        before = {c.id: c.model_dump() for c in db.exec(select(Clip)).all()}
        assert importer.clips_missing_for_set_up(db) == 5 * 25

    cli.import_all()  # the set-up that `make run` runs
    rendered = {chinese for chinese, _speed in fake_renderer.calls}
    assert len(fake_renderer.calls) == len(rendered) == 125
    assert not rendered & {s.chinese for s in old}  # nothing re-rendered
    with session_scope() as db:
        assert per_level(db) == {"1": 60, "2": 25, "3": 25, "4": 25, "5": 25, "6": 25}
        assert {c.id: c.model_dump() for c in db.exec(select(Clip).where(col(Clip.id).in_(before))).all()} == before
        assert importer.clips_missing_for_set_up(db) == 0
        more = importer.sentences_needing_clips(db, 12)  # on demand, past the set-up: evenly, fewest first
        assert [s.level for s in more] == ["2"] * 3 + ["3"] * 3 + ["4"] * 2 + ["5"] * 2 + ["6"] * 2
        levels = {c.sentence_id: c.level for c in db.exec(select(Clip)).all()}
        sentences = {s.chinese: s.id for s in db.exec(select(Sentence).where(col(Sentence.id).in_(levels))).all()}
    for chinese, speed in fake_renderer.calls:  # HSK 2 slowly, HSK 3-6 at normal speed
        assert speed == speed_for_level(levels[sentences[chinese]])
    assert {speed for _, speed in fake_renderer.calls} == {SLOW_SPEED, NORMAL_SPEED}

    cli.import_all()  # the second `make run`
    assert len(fake_renderer.calls) == 125
