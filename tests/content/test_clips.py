"""Listening clips through the real espeak-ng, ffmpeg and font: format, size, layout and the blur box."""

import json
import random
import subprocess
import tempfile
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageDraw

from chinese_app.content.clips import BlurBox, check_tools, layout_subtitle, render_clip

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
