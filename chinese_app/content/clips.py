"""Listening clips: one Chinese sentence spoken over a photo, with the text burned in as a subtitle.

The pipeline is three steps, all local and deterministic:

1. espeak-ng (voice ``cmn-latn-pinyin``) speaks the sentence into a WAV, slowly for HSK 1-2, padded with silence
   in Python (a lead-in pause, so the learner is listening before the first syllable);
2. Pillow paints the single video frame: the photo cropped to cover the frame, a darkened bottom band and the
   subtitle (WenQuanYi Zen Hei, white with a dark outline), wrapped to at most two lines;
3. ffmpeg loops that frame at 5 fps over the audio into a small H.264/AAC mp4.

Because Pillow draws the text, the subtitle rectangle is known exactly and is returned as the "blur box"
(fractions of the frame), which the listen exercise covers until the learner reveals the answer.

Runtime Debian packages: espeak-ng, ffmpeg, fonts-wqy-zenhei (and fontconfig, pulled in by the font).
"""

from __future__ import annotations

import math
import os
import shutil
import subprocess
import tempfile
import wave
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont, ImageOps

FONT_FAMILY = "WenQuanYi Zen Hei"
FONT_FALLBACK = Path("/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc")
VOICE = "cmn-latn-pinyin"  # the plain "cmn" voice reads tone digits in English
FPS = 5
LEAD_IN_SECONDS = 0.8  # silence before the speech: the learner has settled before the first syllable
TAIL_SECONDS = 0.5  # silence after it (espeak-ng already ends on ~0.4 s of its own), so no abrupt end
NORMAL_SPEED = 150  # espeak-ng words per minute
SLOW_SPEED = 110
SLOW_LEVELS = frozenset({"1", "2"})  # HSK levels spoken at SLOW_SPEED: beginners need every syllable clear

# Layout, as fractions of the frame, so any output size gets the same look.
_TEXT_WIDTH = 0.90  # widest a subtitle line may be
_CHARS_PER_LINE = 20  # at the largest font size, ~20 CJK characters fit one line
_MAX_FONT = 0.08  # largest font size, relative to the frame height (57 px at 720p)
_MIN_FONT_CHARS = 36  # smallest font size: 36 characters per line, so ~72 characters in all
_CLAUSE_SHRINK = 0.88  # shrink the font up to 12% (22 characters a line) to break at punctuation, not mid-word
_LINE_PITCH = 1.3  # baseline-to-baseline distance, in font sizes
_TEXT_CENTRE = 0.85  # vertical centre of the subtitle block
_BAND_TOP, _BAND_RAMP, _BAND_ALPHA = 0.62, 0.12, 0.5  # darkened bottom band: start, fade-in height, darkness
_PAD = 0.02  # blur box padding beyond the text (covers the outline and video-compression smear)

# Line-breaking rules (kinsoku): no line starts with closing punctuation or ends with an opening one.
_NO_LINE_START = set("，。、；：？！）》」』】〕”’…—·～,.;:?!)]}%")
_NO_LINE_END = set("（《「『【〔“‘([{")

_TIMEOUT = 120  # seconds; a hung subprocess must not hang the importer forever


@dataclass(frozen=True)
class BlurBox:
    """The subtitle rectangle, as fractions (0..1) of the frame, so the UI can scale it to any canvas."""

    left: float
    top: float
    width: float
    height: float


@dataclass(frozen=True)
class RenderedClip:
    """One rendered mp4 and what the listen exercise needs to know about it."""

    path: Path
    duration: float  # seconds, as ffprobe reports it
    blur: BlurBox
    width: int
    height: int


@dataclass(frozen=True)
class SubtitleLayout:
    """Where the subtitle goes: its lines, font size, the anchor of each line and the padded blur box."""

    lines: tuple[str, ...]
    font_size: int
    stroke: int
    anchors: tuple[tuple[int, int], ...]  # (centre x, ascender y) of each line, for Pillow's anchor "ma"
    text_box: tuple[int, int, int, int]  # exact pixel box of the drawn text and outline: left, top, right, bottom
    blur: BlurBox


def check_tools() -> None:
    """Raise RuntimeError naming the Debian package(s) to install if a tool or the font is missing."""
    missing = []
    if not shutil.which("espeak-ng"):
        missing.append("espeak-ng")
    if not (shutil.which("ffmpeg") and shutil.which("ffprobe")):
        missing.append("ffmpeg")
    try:
        font_path()
    except RuntimeError:
        missing.append("fonts-wqy-zenhei")
    if missing:
        raise RuntimeError(f"Clip rendering needs missing tools; run: apt-get install -y {' '.join(missing)}")


def font_path() -> Path:
    """The WenQuanYi Zen Hei .ttc file: asked of fontconfig, else the known Debian path."""
    if shutil.which("fc-match"):
        # fc-match always answers with *some* font, so check the family before trusting the file.
        result = subprocess.run(
            ["fc-match", "-f", "%{family}\n%{file}", FONT_FAMILY], capture_output=True, text=True, timeout=_TIMEOUT
        )
        family, _, file = result.stdout.partition("\n")
        if result.returncode == 0 and FONT_FAMILY in family and Path(file).is_file():
            return Path(file)
    if FONT_FALLBACK.is_file():
        return FONT_FALLBACK
    raise RuntimeError(f"Font {FONT_FAMILY!r} not found; run: apt-get install -y fonts-wqy-zenhei")


def layout_subtitle(chinese: str, size: tuple[int, int] = (1280, 720)) -> SubtitleLayout:
    """Fit the sentence on one line, else on two lines, shrinking the font only as far as needed.

    Within 12% of the largest font size a break after punctuation is preferred; after that, the most balanced
    break between any two characters that is legal (no line starts with a comma or ends with an opening quote).
    Raises ValueError for empty text or text too long to fit two lines at the smallest font size.
    """
    text = " ".join(chinese.split())
    if not text:
        raise ValueError("Cannot render a clip for empty text")
    width, height = size
    max_width = _TEXT_WIDTH * width
    largest = int(min(max_width / _CHARS_PER_LINE, _MAX_FONT * height))
    smallest = int(max_width / _MIN_FONT_CHARS)
    font_file = font_path()
    attempts = [(True, size_) for size_ in range(largest, int(_CLAUSE_SHRINK * largest) - 1, -1)]
    attempts += [(False, size_) for size_ in range(largest, smallest - 1, -1)]
    for clauses_only, font_size in attempts:
        font = ImageFont.truetype(str(font_file), font_size)
        lines = _wrap(text, font, max_width, clauses_only)
        if lines:
            return _place(lines, font, font_size, size)
    raise ValueError(f"Sentence too long for a two-line subtitle ({len(text)} characters): {text[:20]}…")


def speed_for_level(level: str) -> int:
    """The espeak-ng speed for a sentence of this HSK level: slow for HSK 1-2, normal above."""
    return SLOW_SPEED if level in SLOW_LEVELS else NORMAL_SPEED


def render_clip(
    chinese: str, background: Path, out: Path, *, speed: int = NORMAL_SPEED, size: tuple[int, int] = (1280, 720)
) -> RenderedClip:
    """Speak `chinese` over `background` (cropped to cover `size`) with a burned-in subtitle; write `out` (mp4).

    `speed` is espeak-ng words per minute (150 normal, 110 slow: see speed_for_level); `size` must be even in
    both dimensions (H.264 4:2:0). Raises RuntimeError if a tool fails (with its stderr tail) or the photo is
    unreadable, ValueError if the text cannot be laid out.
    """
    layout = layout_subtitle(chinese, size)
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    partial = out.with_name(out.name + ".part")  # never leave a half-written clip under the real name
    with tempfile.TemporaryDirectory(prefix="clip-") as tmp:
        work = Path(tmp)
        (work / "text.txt").write_text(" ".join(chinese.split()), encoding="utf-8")  # a file: no quoting issues
        _run(["espeak-ng", "-v", VOICE, "-s", str(speed), "-f", str(work / "text.txt"), "-w", str(work / "raw.wav")])
        seconds = _pad_wav(work / "raw.wav", work / "speech.wav", LEAD_IN_SECONDS, TAIL_SECONDS)
        # BMP, not PNG: ffmpeg decodes the looped image again for every frame, and a PNG decode was ~40% of
        # its CPU time.
        _paint_frame(background, layout, size).save(work / "frame.bmp")
        try:
            _run([
                "ffmpeg", "-nostdin", "-hide_banner", "-loglevel", "error", "-y",
                "-loop", "1", "-framerate", str(FPS), "-i", str(work / "frame.bmp"),
                "-i", str(work / "speech.wav"),
                "-map", "0:v:0", "-map", "1:a:0",
                # veryfast: ~3x quicker than medium and, on a still frame, smaller (no costly psy refinement).
                "-c:v", "libx264", "-preset", "veryfast", "-tune", "stillimage", "-crf", "30",
                "-pix_fmt", "yuv420p", "-r", str(FPS),  # yuv420p: the only H.264 chroma format browsers play
                "-c:a", "aac", "-b:a", "64k", "-ar", "44100", "-ac", "1",  # 44.1 kHz: every browser decodes it
                "-t", f"{seconds:.3f}", "-map_metadata", "-1", "-movflags", "+faststart", "-f", "mp4", str(partial),
            ])  # fmt: skip
            os.replace(partial, out)
        finally:
            partial.unlink(missing_ok=True)
    return RenderedClip(path=out, duration=probe_duration(out), blur=layout.blur, width=size[0], height=size[1])


def probe_duration(path: Path) -> float:
    """The container duration of a media file in seconds, from ffprobe."""
    result = _run(["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "default=nw=1:nk=1", str(path)])
    try:
        return round(float(result.stdout.strip()), 3)
    except ValueError as error:
        raise RuntimeError(f"ffprobe reported no duration for {path}: {result.stdout!r}") from error


def _wrap(text: str, font: ImageFont.FreeTypeFont, max_width: float, clauses_only: bool) -> tuple[str, ...] | None:
    """One line if it fits, else the best legal two-line split that fits, else None.

    Best: a break just after punctuation (it keeps words and clauses whole), then the most balanced lines;
    with `clauses_only`, only breaks after punctuation are considered.
    """
    if font.getlength(text) <= max_width:
        return (text,)
    best = None
    for i in range(1, len(text)):
        first, second = text[:i].rstrip(), text[i:].lstrip()  # a break at a space swallows the space
        if not first or not second or second[0] in _NO_LINE_START or first[-1] in _NO_LINE_END:
            continue
        mid_clause = first[-1] not in _NO_LINE_START  # _NO_LINE_START is exactly the clause-ending marks
        if clauses_only and mid_clause:
            continue
        widest = max(font.getlength(first), font.getlength(second))
        score = (mid_clause, widest)
        if widest <= max_width and (best is None or score < best[0]):
            best = (score, (first, second))
    return best[1] if best else None


def _place(
    lines: tuple[str, ...], font: ImageFont.FreeTypeFont, font_size: int, size: tuple[int, int]
) -> SubtitleLayout:
    """Centre the lines horizontally and the block around _TEXT_CENTRE; measure the exact drawn box."""
    width, height = size
    stroke = max(2, round(font_size / 16))
    pitch = round(_LINE_PITCH * font_size)
    draw = ImageDraw.Draw(Image.new("L", (1, 1)))  # only for measuring
    boxes = [
        draw.textbbox((0, i * pitch), line, font=font, anchor="ma", stroke_width=stroke) for i, line in enumerate(lines)
    ]
    top, bottom = min(b[1] for b in boxes), max(b[3] for b in boxes)
    shift = round(_TEXT_CENTRE * height - (top + bottom) / 2)
    anchors = tuple((width // 2, i * pitch + shift) for i in range(len(lines)))
    left = min(b[0] for b in boxes) + width // 2
    right = max(b[2] for b in boxes) + width // 2
    text_box = (left, top + shift, right, bottom + shift)
    return SubtitleLayout(lines, font_size, stroke, anchors, text_box, _blur_box(text_box, size))


def _blur_box(text_box: tuple[int, int, int, int], size: tuple[int, int]) -> BlurBox:
    """Pad the text box by _PAD of the frame, clamp to the frame, round outwards to 4 decimals."""
    width, height = size
    left = max(0.0, text_box[0] / width - _PAD)
    top = max(0.0, text_box[1] / height - _PAD)
    right = min(1.0, text_box[2] / width + _PAD)
    bottom = min(1.0, text_box[3] / height + _PAD)
    left, top = math.floor(left * 1e4) / 1e4, math.floor(top * 1e4) / 1e4
    right, bottom = math.ceil(right * 1e4) / 1e4, math.ceil(bottom * 1e4) / 1e4
    return BlurBox(left=left, top=top, width=round(right - left, 4), height=round(bottom - top, 4))


def _paint_frame(background: Path, layout: SubtitleLayout, size: tuple[int, int]) -> Image.Image:
    """The one video frame: the photo covering the frame, a darkened bottom band, the outlined subtitle."""
    width, height = size
    try:
        with Image.open(background) as photo:
            photo.draft("RGB", size)  # JPEG only: decode at a reduced scale still >= size; much faster for 8 MP photos
            photo = ImageOps.exif_transpose(photo).convert("RGB")  # phone photos are often stored rotated
    except OSError as error:
        raise RuntimeError(f"Cannot read background image {background}: {error}") from error
    frame = ImageOps.fit(photo, size, method=Image.Resampling.LANCZOS, centering=(0.5, 0.5))

    # The band fades in over _BAND_RAMP, then stays at _BAND_ALPHA darkness down to the bottom edge.
    band_top = int(_BAND_TOP * height)
    ramp = max(1, int(_BAND_RAMP * height))
    alpha = [round(255 * _BAND_ALPHA * min(1.0, y / ramp)) for y in range(height - band_top)]
    mask = Image.new("L", (1, len(alpha)))
    mask.putdata(alpha)
    frame.paste((0, 0, 0), (0, band_top, width, height), mask.resize((width, len(alpha))))

    draw = ImageDraw.Draw(frame)
    font = ImageFont.truetype(str(font_path()), layout.font_size)
    for line, anchor in zip(layout.lines, layout.anchors, strict=True):
        draw.text(anchor, line, font=font, anchor="ma", fill=(255, 255, 255),
                  stroke_width=layout.stroke, stroke_fill=(20, 20, 20))  # fmt: skip
    return frame


def _run(cmd: list[str]) -> subprocess.CompletedProcess:
    """Run a tool; on any failure raise RuntimeError with the command and the tail of its stderr."""
    try:
        result = subprocess.run(cmd, capture_output=True, text=True, timeout=_TIMEOUT)
    except FileNotFoundError as error:
        raise RuntimeError(f"{cmd[0]} is not installed (see check_tools()): {error}") from error
    except subprocess.TimeoutExpired as error:
        raise RuntimeError(f"{cmd[0]} timed out after {_TIMEOUT}s") from error
    if result.returncode != 0:
        tail = "\n".join(result.stderr.strip().splitlines()[-10:])
        raise RuntimeError(f"{cmd[0]} failed (exit {result.returncode}): {' '.join(cmd)}\n{tail}")
    return result


def _pad_wav(source: Path, target: Path, lead: float, tail: float) -> float:
    """Copy a WAV adding `lead` seconds of silence before and `tail` after; return the new duration in seconds."""
    with wave.open(str(source), "rb") as speech:
        params = speech.getparams()
        frames = speech.readframes(params.nframes)
    if not frames:
        raise RuntimeError(f"espeak-ng produced no audio ({source.name})")
    frame_bytes = params.sampwidth * params.nchannels
    before = b"\x00" * (round(lead * params.framerate) * frame_bytes)
    after = b"\x00" * (round(tail * params.framerate) * frame_bytes)
    with wave.open(str(target), "wb") as padded:
        padded.setparams(params)
        padded.writeframes(before + frames + after)
    return (len(before) + len(frames) + len(after)) / (frame_bytes * params.framerate)
