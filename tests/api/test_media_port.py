"""The media port's round trip, on local files (served by /api/media) and on a real S3-compatible server
(SeaweedFS, which checks signatures and expiry): store, a signed URL fetched over HTTP, a range
request, tampering, expiry; and `content sync-media` from local files to S3."""

import time

import httpx
import pytest
from fastapi.testclient import TestClient

from chinese_app.__main__ import main
from chinese_app.api import create_api
from chinese_app.media import get_media
from chinese_app.media.local import LocalMedia
from chinese_app.media.s3 import S3Media
from chinese_app.runtime import reset_caches

VIDEO = bytes(range(256)) * 40  # 10,240 bytes standing in for an mp4


@pytest.fixture
def local(data_dir) -> tuple[LocalMedia, TestClient]:
    media = get_media()
    assert isinstance(media, LocalMedia)
    with TestClient(create_api()) as client:
        yield media, client


@pytest.fixture
def s3(s3_server, monkeypatch, request) -> S3Media:
    bucket = f"media-{request.node.name.lower().replace('_', '-')[:40]}-{int(time.time() * 1000) % 100000}"
    s3_server.create_bucket(bucket)
    for name, value in s3_server.env(bucket).items():
        monkeypatch.setenv(name, value)
    reset_caches()
    media = get_media()
    assert isinstance(media, S3Media)
    yield media
    reset_caches()


def test_local_round_trip_with_ranges_tampering_and_expiry(local, monkeypatch):
    media, client = local
    media.put_bytes("clips/a.mp4", VIDEO, "video/mp4")
    assert media.exists("clips/a.mp4") and media.read("clips/a.mp4") == VIDEO
    url = media.url("clips/a.mp4", 60)
    r = client.get(url)
    assert r.status_code == 200 and r.content == VIDEO and r.headers["content-type"] == "video/mp4"
    r = client.get(url, headers={"Range": "bytes=100-199"})
    assert r.status_code == 206 and r.content == VIDEO[100:200]
    assert r.headers["content-range"] == f"bytes 100-199/{len(VIDEO)}"

    assert client.get(url.replace("signature=", "signature=0")).status_code == 403
    assert client.get(url.replace("clips/a.mp4", "clips/b.mp4")).status_code == 403  # signed for a.mp4 only
    expires = int(url.split("expires=")[1].split("&")[0])
    monkeypatch.setattr(time, "time", lambda: expires + 1)
    assert client.get(url).status_code == 403  # expired
    media.delete("clips/a.mp4")
    assert not media.exists("clips/a.mp4")


def test_s3_round_trip_with_ranges_tampering_and_expiry(s3, tmp_path):
    s3.put_bytes("clips/a.mp4", VIDEO, "video/mp4")
    video = tmp_path / "b.mp4"
    video.write_bytes(VIDEO[:500])
    s3.put_file("clips/b.mp4", video, "video/mp4")
    assert s3.read("clips/a.mp4") == VIDEO and s3.size("clips/b.mp4") == 500
    assert s3.exists("clips/a.mp4") and not s3.exists("clips/none.mp4")
    with pytest.raises(FileNotFoundError):
        s3.read("clips/none.mp4")

    url = s3.url("clips/a.mp4", 2)
    r = httpx.get(url)
    assert r.status_code == 200 and r.content == VIDEO and r.headers["content-type"] == "video/mp4"
    r = httpx.get(url, headers={"Range": "bytes=100-199"})
    assert r.status_code == 206 and r.content == VIDEO[100:200]
    assert httpx.get(url.replace("X-Amz-Signature=", "X-Amz-Signature=0")).status_code == 403
    time.sleep(3)
    assert httpx.get(url).status_code == 403  # expired
    s3.delete("clips/a.mp4")
    assert not s3.exists("clips/a.mp4")


def test_an_admin_upload_and_the_describe_feedback_go_through_s3(s3, db, monkeypatch):
    import io

    from PIL import Image

    from chinese_app.core import pictures
    from chinese_app.core.accounts import OPERATOR
    from chinese_app.db import call

    out = io.BytesIO()
    Image.new("RGB", (200, 150), (10, 200, 30)).save(out, "PNG")
    row = call(
        pictures.add_picture,
        OPERATOR,
        out.getvalue(),
        "一片绿色的草地上什么都没有，看起来非常安静，也很干净。",
        "A green field.",
        "Test",
    )
    assert row.imageUrl.startswith(s3.endpoint_url) and "X-Amz-Signature" in row.imageUrl
    stored = httpx.get(row.imageUrl)
    assert stored.status_code == 200 and stored.content[:2] == b"\xff\xd8"  # a JPEG, fetched from S3


def test_sync_media_copies_local_files_to_s3_once(s3, tmp_path, monkeypatch, capsys):
    local_root = tmp_path / "media"
    (local_root / "pictures").mkdir(parents=True)
    (local_root / "clips").mkdir()
    (local_root / "pictures" / "cat.jpg").write_bytes(b"\xff\xd8cat")
    (local_root / "clips" / "a.mp4").write_bytes(VIDEO)
    (local_root / "clips" / "half.mp4.part").write_bytes(b"half")
    monkeypatch.setenv("MEDIA_DIR", str(local_root))
    reset_caches()

    assert main(["content", "sync-media"]) == 0
    assert "copied 2, already there 0" in capsys.readouterr().out
    assert s3.read("clips/a.mp4") == VIDEO and not s3.exists("clips/half.mp4.part")
    assert main(["content", "sync-media"]) == 0
    assert "copied 0, already there 2" in capsys.readouterr().out


def test_sync_media_needs_s3(data_dir, capsys):
    assert main(["content", "sync-media"]) == 1
    assert "S3_BUCKET" in capsys.readouterr().err
