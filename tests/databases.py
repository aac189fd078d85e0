"""Real databases for the tests: SQLite files and a PostgreSQL 15 server started for the session.

Content is imported once per session into a template database of each kind; every test then gets
its own copy (a file copy for SQLite, CREATE DATABASE ... TEMPLATE for PostgreSQL).
"""

import itertools
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import psycopg
import pytest
from sqlmodel import select

from bench.harness import free_port
from chinese_app.runtime import reset_caches

PG_BIN = Path("/usr/lib/postgresql/15/bin")
TEST_CLIPS = 3
_names = itertools.count()


def _as_postgres(command: list) -> list:
    # initdb refuses to run as root; `make test` runs as root on CI.
    return ["runuser", "-u", "postgres", "--", *map(str, command)] if os.geteuid() == 0 else list(map(str, command))


@pytest.fixture(scope="session")
def postgres_server():
    """A throwaway PostgreSQL server on a free loopback port; yields its base URL."""
    assert (PG_BIN / "initdb").exists(), f"{PG_BIN}/initdb is missing: `make test` installs Debian's postgresql"
    root = Path(tempfile.mkdtemp(prefix="chinese-app-pg-"))
    if os.geteuid() == 0:
        shutil.chown(root, "postgres")
    data, port = root / "data", free_port()
    subprocess.run(
        _as_postgres([PG_BIN / "initdb", "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8"]),
        check=True,
        capture_output=True,
    )
    fast = "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"  # a throwaway server
    options = f"-c listen_addresses=127.0.0.1 -p {port} -k {root} {fast}"
    subprocess.run(
        _as_postgres([PG_BIN / "pg_ctl", "-D", data, "-w", "-l", root / "log", "-o", options, "start"]),
        check=True,
        capture_output=True,
    )
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}"
    finally:
        subprocess.run(_as_postgres([PG_BIN / "pg_ctl", "-D", data, "-m", "immediate", "stop"]), capture_output=True)
        shutil.rmtree(root, ignore_errors=True)


def _admin(base_url: str) -> psycopg.Connection:
    return psycopg.connect(base_url.replace("postgresql+psycopg", "postgresql") + "/postgres", autocommit=True)


@pytest.fixture(scope="session")
def content_media(tmp_path_factory):
    """The session's media folder (pictures and a few real rendered clips live here)."""
    return tmp_path_factory.mktemp("media")


@pytest.fixture(scope="session")
def sentence_sources():
    from chinese_app.content.sentences import load_sentences

    return load_sentences()


def _fill_template(url: str, media_dir: Path, sources, clips_from: str | None) -> None:
    """Migrate the database at `url` and import the content into it."""
    from chinese_app.content import importer
    from chinese_app.db import make_engine, session_scope
    from chinese_app.media import get_media
    from chinese_app.migrations import upgrade_to_head
    from chinese_app.models import Clip

    os.environ.update(DATABASE_URL=url, MEDIA_DIR=str(media_dir))
    reset_caches()
    upgrade_to_head()
    with session_scope() as db:
        importer.import_sentences(db, sources=sources)
        importer.import_pictures(db, get_media())
        if clips_from is None:
            importer.add_clips(db, get_media(), TEST_CLIPS)
        else:  # the same clips (already rendered into the shared media folder)
            engine = make_engine(clips_from)
            with engine.connect() as source:
                for row in source.execute(select(Clip)).mappings():
                    db.add(Clip(**row))
            engine.dispose()
    reset_caches()


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory, content_media, sentence_sources):
    path = tmp_path_factory.mktemp("templates") / "template.db"
    saved = dict(os.environ)
    try:
        _fill_template(f"sqlite:///{path}", content_media, sentence_sources, None)
    finally:
        os.environ.clear()
        os.environ.update(saved)
        reset_caches()
    return path


@pytest.fixture(scope="session")
def postgres_template(postgres_server, sqlite_template, content_media, sentence_sources):
    with _admin(postgres_server) as conn:
        conn.execute("CREATE DATABASE template_app")
    saved = dict(os.environ)
    try:
        _fill_template(
            f"{postgres_server}/template_app", content_media, sentence_sources, f"sqlite:///{sqlite_template}"
        )
    finally:
        os.environ.clear()
        os.environ.update(saved)
        reset_caches()
    return "template_app"


def _sqlite_copy(template: Path, tmp_path: Path, monkeypatch) -> None:
    target = tmp_path / "app.db"
    shutil.copyfile(template, target)
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{target}")
    reset_caches()


@pytest.fixture
def sqlite_db(data_dir, tmp_path, monkeypatch, content_media, sqlite_template):
    """A fresh copy of the content database on SQLite only (for tests of the Reflex door)."""
    monkeypatch.setenv("MEDIA_DIR", str(content_media))
    _sqlite_copy(sqlite_template, tmp_path, monkeypatch)
    yield "sqlite"
    reset_caches()


@pytest.fixture(params=["sqlite", "postgres"])
def app_db(request, data_dir, tmp_path, monkeypatch, content_media):
    """A fresh copy of the content database, on SQLite and on PostgreSQL; yields the backend name."""
    monkeypatch.setenv("MEDIA_DIR", str(content_media))
    if request.param == "sqlite":
        _sqlite_copy(request.getfixturevalue("sqlite_template"), tmp_path, monkeypatch)
        yield "sqlite"
        reset_caches()
        return
    server = request.getfixturevalue("postgres_server")
    template = request.getfixturevalue("postgres_template")
    name = f"test_{os.getpid()}_{next(_names)}"
    with _admin(server) as conn:
        conn.execute(f"CREATE DATABASE {name} TEMPLATE {template}")
    monkeypatch.setenv("DATABASE_URL", f"{server}/{name}")
    reset_caches()
    try:
        yield "postgres"
    finally:
        reset_caches()
        with _admin(server) as conn:
            conn.execute(f"DROP DATABASE {name} WITH (FORCE)")
