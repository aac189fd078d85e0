#!/usr/bin/env python3
"""Rebuild the pictures added to content/pictures/ from Debian packages (see content/CREDITS.md).

Each picture is taken from a Debian package (`apt-get download`, unpacked with `dpkg-deb -x`), for the
GCompris photos from inside one of the package's Qt resource files (.rcc), then scaled so that its longer
side is at most 1280 px, converted to RGB and saved as a progressive JPEG (quality 80, lower only when a
file would pass 300 KB) with no metadata. Nothing is cropped or retouched.

Usage: .venv/bin/python scripts/add_pictures.py [--out DIR] [ID ...]
Writes <id>.jpg into content/pictures/ (or DIR) and prints each file's size; the descriptions, tags and
credits in pictures.json are written by hand. Needs apt-get and dpkg-deb (Debian) and Pillow.
"""

from __future__ import annotations

import argparse
import io
import struct
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
PICTURES = ROOT / "content" / "pictures"
MAX_SIDE = 1280
MAX_BYTES = 300_000

GCOMPRIS = ("gcompris-qt-data", "3.1-2")
MATE = ("mate-backgrounds", "1.26.0-1")
ACTIVITIES = "gcompris/src/activities"

# id -> (package, version, path inside the package, path inside the .rcc file or None)
SOURCES: dict[str, tuple[str, str, str, str | None]] = {}


def _gcompris(rcc: str, resource: str) -> tuple[str, str, str, str]:
    return (*GCOMPRIS, f"/usr/share/gcompris-qt/rcc/{rcc}.rcc", f"{ACTIVITIES}/{resource}")


for _id, _rcc, _res in [
    ("giant-panda", "explore_world_animals", "explore_world_animals/resource/animals/panda.webp"),
    ("kangaroo-and-joey", "explore_world_animals", "explore_world_animals/resource/animals/kangaroo.webp"),
    ("koala-in-tree", "explore_world_animals", "explore_world_animals/resource/animals/koala.webp"),
    ("polar-bear", "explore_world_animals", "explore_world_animals/resource/animals/polar_bear.webp"),
    ("red-panda", "erase", "erase/resource/red_panda.webp"),
    ("meerkats", "erase", "erase/resource/meerkats.webp"),
    ("camel-and-calf", "erase", "erase/resource/camels.webp"),
    ("swans-and-cygnets", "erase", "erase/resource/swans.webp"),
    ("kingfisher-on-branch", "erase", "erase/resource/kingfisher.webp"),
    ("penguin-walking", "erase", "erase/resource/penguin.webp"),
    ("pony-by-mountains", "erase", "erase/resource/horse.webp"),
    ("kitten-with-wool", "explore_farm_animals", "explore_farm_animals/resource/animals/cat.webp"),
    ("hens-on-grass", "explore_farm_animals", "explore_farm_animals/resource/animals/chicken.webp"),
    ("cows-in-field", "explore_farm_animals", "explore_farm_animals/resource/animals/cow.webp"),
    ("horses-and-foals", "explore_farm_animals", "explore_farm_animals/resource/animals/horse.webp"),
    ("drum-kit-and-guitar", "explore_world_music", "explore_world_music/resource/music/america.webp"),
    ("folk-musicians", "explore_world_music", "explore_world_music/resource/music/ireland.webp"),
    ("orchestra-concert", "explore_world_music", "explore_world_music/resource/music/orchestra.webp"),
    ("mariachi-band", "explore_world_music", "explore_world_music/resource/music/mexico.webp"),
    ("taiko-drums-at-night", "explore_world_music", "explore_world_music/resource/music/japan.webp"),
    ("great-wall", "explore_monuments", "explore_monuments/resource/wonders/greatWallofChina.webp"),
    ("eiffel-tower", "explore_monuments", "explore_monuments/resource/france/eiffelTower.webp"),
    ("mont-saint-michel", "explore_monuments", "explore_monuments/resource/france/montStMichel.webp"),
    ("castle-on-hill", "explore_monuments", "explore_monuments/resource/germany/neuschwansteinCastle.webp"),
    ("pyramid-in-desert", "explore_monuments", "explore_monuments/resource/egypt/greatPyramidOfGiza.webp"),
]:
    SOURCES[_id] = _gcompris(_rcc, _res)

SOURCES["raindrops-on-leaves"] = (*MATE, "/usr/share/backgrounds/mate/nature/RainDrops.jpg", None)


def rcc_file(data: bytes, wanted: str) -> bytes:
    """One file out of a Qt binary resource (format versions 1-3; zlib- or zstd-compressed entries)."""
    if data[:4] != b"qres":
        raise ValueError("not a Qt resource file")
    version, tree, payload, names = struct.unpack(">IIII", data[4:20])
    entry = 14 if version == 1 else 22

    def name(offset: int) -> str:
        (length,) = struct.unpack(">H", data[names + offset : names + offset + 2])
        return data[names + offset + 6 : names + offset + 6 + 2 * length].decode("utf-16-be")

    node, parts = 0, wanted.strip("/").split("/")
    for part in parts:
        offset = tree + node * entry
        flags = struct.unpack(">H", data[offset + 4 : offset + 6])[0]
        if not flags & 2:
            raise KeyError(wanted)
        count, first = struct.unpack(">II", data[offset + 6 : offset + 14])
        for child in range(first, first + count):
            if name(struct.unpack(">I", data[tree + child * entry : tree + child * entry + 4])[0]) == part:
                node = child
                break
        else:
            raise KeyError(wanted)
    offset = tree + node * entry
    flags = struct.unpack(">H", data[offset + 4 : offset + 6])[0]
    (start,) = struct.unpack(">I", data[offset + 10 : offset + 14])
    (size,) = struct.unpack(">I", data[payload + start : payload + start + 4])
    raw = data[payload + start + 4 : payload + start + 4 + size]
    if flags & 1:
        return zlib.decompress(raw[4:])  # qCompress: 4-byte length, then zlib
    if flags & 4:
        import zstandard  # only needed for zstd-compressed resources

        return zstandard.ZstdDecompressor().decompress(raw, max_output_size=1 << 28)
    return raw


def unpack(package: str, version: str, work: Path) -> Path:
    """The package's files, unpacked under work/<package>."""
    target = work / package
    if not target.exists():
        subprocess.run(["apt-get", "download", f"{package}={version}"], cwd=work, check=True, capture_output=True)
        deb = next(work.glob(f"{package}_*.deb"))
        subprocess.run(["dpkg-deb", "-x", str(deb), str(target)], check=True)
    return target


def encode(image: Image.Image) -> tuple[bytes, int]:
    image = image.convert("RGB")
    if max(image.size) > MAX_SIDE:
        scale = MAX_SIDE / max(image.size)
        image = image.resize((round(image.width * scale), round(image.height * scale)), Image.LANCZOS)
    for quality in (80, 75, 70):
        out = io.BytesIO()
        image.save(out, "JPEG", quality=quality, progressive=True, optimize=True)  # no exif, no icc_profile
        if out.tell() < MAX_BYTES:
            break
    return out.getvalue(), quality


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("ids", nargs="*", help="picture ids (default: all)")
    parser.add_argument("--out", type=Path, default=PICTURES)
    args = parser.parse_args()
    unknown = set(args.ids) - set(SOURCES)
    if unknown:
        parser.error(f"unknown ids: {', '.join(sorted(unknown))}")
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for picture_id in args.ids or SOURCES:
            package, version, path, resource = SOURCES[picture_id]
            data = (unpack(package, version, work) / path.lstrip("/")).read_bytes()
            if resource:
                data = rcc_file(data, resource)
            jpeg, quality = encode(Image.open(io.BytesIO(data)))
            (args.out / f"{picture_id}.jpg").write_bytes(jpeg)
            with Image.open(io.BytesIO(jpeg)) as done:
                print(f"{picture_id}.jpg {done.width}x{done.height} q{quality} {len(jpeg) // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
