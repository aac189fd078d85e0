"""Shared test set-up: every setting pinned, a throwaway DATA_DIR and database per test."""

import os
import tempfile

import pytest

# Pin every setting before chinese_app is imported, so a developer's .env or shell never leaks in.
_BASE_DIR = tempfile.mkdtemp(prefix="chinese-app-tests-")
os.environ.update(
    DATA_DIR=os.path.join(_BASE_DIR, "data"),
    DATABASE_URL="",
    MEDIA_DIR="",
    SECRET_KEY="",
    ADMIN_EMAILS="admin@example.com",
    APP_URL="",
    SMTP_HOST="",
    OPENAI_API_KEY="",  # never a hosted model from a developer's shell or .env
    OPENAI_BASE_URL="",
    OPENAI_MODEL="gpt-4o-mini",
    OPENAI_TIMEOUT_SECONDS="20",
    FIREBASE_PROJECT_ID="",  # local accounts unless a test turns Firebase mode on (tests/firebase)
    FIREBASE_API_KEY="",
    FIREBASE_AUTH_DOMAIN="",
    FIREBASE_AUTH_EMULATOR_HOST="",
)

from chinese_app.migrations import upgrade_to_head  # noqa: E402
from chinese_app.runtime import reset_caches  # noqa: E402

ADMIN_EMAIL = "admin@example.com"
pytest_plugins = ["tests.databases", "tests.fake_openai", "tests.s3_server"]


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A fresh, empty DATA_DIR (and so a fresh SQLite file and secret key) for one test."""
    path = tmp_path / "data"
    monkeypatch.setenv("DATA_DIR", str(path))
    reset_caches()
    yield path
    reset_caches()


@pytest.fixture
def db(data_dir):
    """A migrated database in the test's DATA_DIR."""
    upgrade_to_head()
    return data_dir


def outbox_codes(data_dir, to: str = "") -> list[str]:
    """The reset codes (oobCode) of the mails in DATA_DIR/outbox (to that address only, if given), oldest first.

    Oldest by the time the file was written: the names sort by the second only, then by a random suffix, and one
    test's mail may follow another's within a second."""
    import email
    import re
    from email import policy

    codes = []
    for path in sorted((data_dir / "outbox").glob("*.eml"), key=lambda p: p.stat().st_mtime_ns):
        mail = email.message_from_bytes(path.read_bytes(), policy=policy.default)
        if to and to.lower() not in str(mail["To"]).lower():
            continue
        codes.append(re.search(r"oobCode=([\w-]+)", mail.get_body().get_content()).group(1))
    return codes


SENTENCES = [
    # (level, chinese, english, pinyin)
    ("1", "我喜欢喝茶。", "I like drinking tea.", "wǒ xǐhuan hē chá."),
    ("1", "他是我的朋友。", "He is my friend.", "tā shì wǒ de péngyou."),
    ("1", "今天很热。", "It is very hot today.", "jīntiān hěn rè."),
    ("1", "你叫什么名字？", "What is your name?", "nǐ jiào shénme míngzi?"),
    ("1", "我们去吃饭吧。", "Let's go and eat.", "wǒmen qù chīfàn ba."),
    ("1", "猫在桌子下面。", "The cat is under the table.", "māo zài zhuōzi xiàmiàn."),
    ("1", "我有两个哥哥。", "I have two older brothers.", "wǒ yǒu liǎng gè gēge."),
    ("1", "明天见！", "See you tomorrow!", "míngtiān jiàn!"),
    ("2", "猫爬到了树上。", "The cat climbed up the tree.", "māo pá dào le shù shàng."),
    ("2", "我每天早上跑步。", "I run every morning.", "wǒ měitiān zǎoshang pǎobù."),
    ("2", "这件衣服太贵了。", "This piece of clothing is too expensive.", "zhè jiàn yīfu tài guì le."),
    ("2", "他正在看电视。", "He is watching TV.", "tā zhèngzài kàn diànshì."),
]


@pytest.fixture
def content(db):
    """A little real content in the test's database: sentences at HSK 1 and 2, pictures, clips."""
    import hashlib

    from chinese_app.db import session_scope
    from chinese_app.models import Clip, Picture, Sentence

    with session_scope() as s:
        for level, chinese, english, pinyin in SENTENCES:
            key = hashlib.sha1(f"{level}|{chinese}".encode()).hexdigest()[:16]
            s.add(Sentence(id=key, level=level, chinese=chinese, english=english, pinyin=pinyin, source="test"))
        for n in range(4):
            s.add(
                Picture(
                    id=f"picture-{n}",
                    media_key=f"pictures/picture-{n}.jpg",
                    width=1280,
                    height=853,
                    title_en=f"Picture {n}",
                    description_zh="桌子上有一杯咖啡。",
                    description_en="A coffee on a table.",
                    hsk_level=3,
                    backgrounds=["translate", "describe", "listen"] if n else ["describe"],
                    source="test",
                    author="test",
                    licence="CC0-1.0",
                    licence_url="https://creativecommons.org/publicdomain/zero/1.0/",
                )
            )
        s.flush()
        level_one = s.exec(Sentence.__table__.select().where(Sentence.level == "1")).all()
        for n, row in enumerate(level_one[:3]):
            s.add(
                Clip(
                    id=f"clip-{n}",
                    sentence_id=row.id,
                    picture_id="picture-1",
                    level="1",
                    video_path=f"clips/clip-{n}.mp4",
                    duration=3.5,
                    blur=[{"bounding_box": {"left": 0.1, "top": 0.8, "width": 0.8, "height": 0.12}}],
                )
            )
    return db


def user(name: str = "alice", admin: bool = False):
    from chinese_app.identity import Principal

    return Principal(uid=f"uid-{name}", email=f"{name}@example.com", is_admin=admin)


def call(core_function, *args, **kwargs):
    """Call the core as the doors do (one transaction, or none for outside_transaction functions)."""
    from chinese_app.db import call as call_core

    return call_core(core_function, *args, **kwargs)
