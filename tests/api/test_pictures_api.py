"""Admins add pictures to describe and withdraw them, over HTTP (SQLite and PostgreSQL)."""

import io

import pytest
from PIL import Image

from chinese_app.media import get_media

DESCRIPTION = "一只白色的小猫坐在红色的椅子上，它看着窗外的小鸟，好像很想出去玩。"
FORM = {"description": DESCRIPTION, "gloss": "A white kitten on a red chair.", "credit": "Jane Doe, CC0-1.0"}


def image_bytes(fmt: str = "PNG", size=(1600, 900), **save) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, (200, 40, 40)).save(out, fmt, **save)
    return out.getvalue()


def jpeg_with_gps() -> bytes:
    exif = Image.Exif()
    exif[0x010F] = "Camera maker"  # Make
    exif[0x8825] = {2: (48.0, 51.0, 30.0)}  # GPS latitude
    return image_bytes("JPEG", exif=exif.tobytes())


def upload(who, data: bytes, name="cat.png", **fields):
    return who.call("POST", "/api/admin/pictures", data={**FORM, **fields}, files={"image": (name, data)})


def test_an_admin_adds_a_picture_learners_are_offered_at_once(admin, alice):
    before = alice.ok("GET", "/api/decks/backgrounds/describe")["images"]
    r = upload(admin, jpeg_with_gps(), "cat.jpg")
    assert r.status_code == 201, r.text
    row = r.json()
    assert row["description"] == DESCRIPTION and row["uploaded"] and not row["withdrawn"]
    assert row["pinyin"].startswith("yī zhī báisè de xiǎomāo")
    assert row["credit"] == "Jane Doe, CC0-1.0"

    # Stored re-encoded: JPEG, longer side 1280, no metadata left.
    stored = Image.open(io.BytesIO(get_media().read(f"pictures/uploads/{row['id']}.jpg")))
    assert stored.format == "JPEG" and stored.size == (1280, 720)
    assert not stored.getexif() and "exif" not in stored.info and "icc_profile" not in stored.info

    after = alice.ok("GET", "/api/decks/backgrounds/describe")["images"]
    assert [i["id"] for i in after if i not in before] == [row["id"]]
    feedback = alice.ok("POST", "/api/describe/evaluate", json={"imageId": row["id"], "description": DESCRIPTION})
    assert feedback["aiDescription"]["description"] == DESCRIPTION
    assert "".join(f["text"] for f in feedback["feedback"]["fragments"]) == DESCRIPTION
    assert row["id"] in [p["id"] for p in admin.ok("GET", "/api/admin/pictures")]


def listed(admin) -> list[dict]:
    """The admin's picture list without its signed URLs (their expiry moves on at the hour)."""
    return [{k: v for k, v in row.items() if k != "imageUrl"} for row in admin.ok("GET", "/api/admin/pictures")]


def stored_uploads() -> set:
    uploads = get_media().root / "pictures" / "uploads"
    return set(uploads.iterdir()) if uploads.exists() else set()


@pytest.mark.parametrize(
    ("data", "fields", "message"),
    [
        (b"GIF89a not really", {}, "The file is not a JPEG, PNG or WebP image."),
        (image_bytes("GIF"), {}, "The file is not a JPEG, PNG or WebP image."),
        (image_bytes("PNG")[:200], {}, "The file is not a JPEG, PNG or WebP image."),
        (image_bytes("PNG", size=(20, 20)), {}, "The image is too small (at least 64 x 64 pixels)."),
        (image_bytes("WEBP"), {"description": "太短了。"}, "The Chinese description must be 25-120 characters"),
        (image_bytes("WEBP"), {"description": "A white kitten sits on a red chair and looks at the birds."}, None),
        (image_bytes("WEBP"), {"gloss": ""}, "Please give an English gloss of the description."),
        (image_bytes("WEBP"), {"credit": "  "}, "Please give a credit line (author, source and licence)."),
    ],
)
def test_bad_uploads_are_refused_and_leave_nothing(admin, data, fields, message):
    before, files_before = listed(admin), stored_uploads()
    r = upload(admin, data, **fields)
    assert r.status_code == 400, r.text
    assert r.json()["error"].startswith(message or "The Chinese description must be written in Chinese")
    assert listed(admin) == before
    assert stored_uploads() == files_before


def test_an_image_over_10_mb_is_refused_with_413(admin):
    r = upload(admin, b"\xff" * (10 * 1024 * 1024 + 70_000))
    assert r.status_code == 413
    assert r.json() == {"error": "The image is too large (at most 10 MB)."}


def test_other_routes_keep_their_small_body_limit(alice):
    r = alice.call("POST", "/api/describe/evaluate", content=b"{" + b" " * 70_000 + b"}")
    assert r.status_code == 413


def test_learners_can_neither_add_nor_withdraw_nor_list(alice):
    assert upload(alice, image_bytes()).status_code == 403
    assert alice.call("POST", "/api/admin/pictures/picture-1/withdraw").status_code == 403
    assert alice.call("GET", "/api/admin/pictures").status_code == 403


def test_a_withdrawn_picture_is_offered_to_nobody_and_logs_stay(admin, alice):
    row = upload(admin, image_bytes()).json()
    alice.ok("POST", "/api/describe/evaluate", json={"imageId": row["id"], "description": DESCRIPTION})
    assert admin.ok("POST", f"/api/admin/pictures/{row['id']}/withdraw") == {"id": row["id"], "withdrawn": True}

    offered = [i["id"] for i in alice.ok("GET", "/api/decks/backgrounds/describe")["images"]]
    assert row["id"] not in offered
    listed = {p["id"]: p for p in admin.ok("GET", "/api/admin/pictures")}
    assert listed[row["id"]]["withdrawn"] is True
    # Every other picture can still be described; this one never comes up again.
    seen = set()
    for _ in range(len(offered) + 1):
        r = alice.call("POST", "/api/describe/session")
        if r.status_code == 404:
            break
        image = r.json()["imageId"]
        seen.add(image)
        alice.ok("POST", "/api/describe/evaluate", json={"imageId": image, "description": DESCRIPTION})
    assert row["id"] not in seen
    assert admin.call("POST", "/api/admin/pictures/no-such-picture/withdraw").status_code == 404
