"""`python -m chinese_app db copy`: a deployment's SQLite data moved into PostgreSQL (and back), all
or nothing, checked; and the refusals, one line each, passwords masked."""

import itertools
import os

import psycopg
import pytest
from sqlalchemy import func, select

from bench.harness import free_port
from chinese_app import db_copy
from chinese_app.__main__ import main
from chinese_app.core import decks, exercises, sessions, stats
from chinese_app.db import make_engine
from chinese_app.identity import local, verify_token
from chinese_app.runtime import reset_caches
from tests.conftest import call

PASSWORD = "secret123"
_names = itertools.count()


@pytest.fixture
def empty_postgres(postgres_server):
    """A new, empty PostgreSQL database (no tables at all); yields its URL."""
    name = f"copy_{os.getpid()}_{next(_names)}"
    admin = postgres_server.replace("postgresql+psycopg", "postgresql") + "/postgres"
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    yield f"{postgres_server}/{name}"
    reset_caches()  # a test may have pointed the app at it
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE {name} WITH (FORCE)")


def copy(source: str, target: str) -> int:
    return main(["db", "copy", "--from", source, "--to", target])


def counts(url: str) -> dict[str, int]:
    engine = make_engine(url)
    with engine.connect() as connection:
        found = {t.name: connection.scalar(select(func.count()).select_from(t)) for t in db_copy.app_tables()}
    engine.dispose()
    return found


def use(url: str, monkeypatch) -> None:
    """Point the app at another database, as a restart with a new DATABASE_URL would."""
    monkeypatch.setenv("DATABASE_URL", url)
    reset_caches()


def a_learners_history():
    """Alice signs up and practises: a translate deck (cards, a session, review and translate logs
    with their JSON feedback) and a listen deck (a flashcard log); returns her and her tokens."""
    tokens = local.sign_up("alice@example.com", PASSWORD)
    alice = verify_token(tokens.idToken)
    deck = call(decks.create_deck, alice, "translate", hsk_level=1)
    first, second = call(sessions.start_daily_session, alice, deck.id).cards[:2]
    call(exercises.record_translation, alice, deck.id, first.cardId, 3, answer="我喜欢喝茶。", attempt_id="a1")
    call(exercises.record_translation, alice, deck.id, second.cardId, 1, answer="我喜欢茶", attempt_id="a2")
    listen = call(decks.create_deck, alice, "listen")
    clip = call(sessions.start_daily_session, alice, listen.id).cards[0]
    call(exercises.record_listen, alice, listen.id, clip.cardId, "correct", attempt_id="a3")
    return alice, tokens


def test_round_trip_sqlite_to_postgresql_and_the_app_works_there(
    sqlite_db, empty_postgres, tmp_path, monkeypatch, capsys
):
    source = os.environ["DATABASE_URL"]
    alice, tokens = a_learners_history()
    her_decks = [d.model_dump() for d in call(decks.list_decks, alice)]
    her_stats = call(stats.translate_stats, alice).model_dump()
    before = counts(source)
    assert before["sentence"] > 1000 and before["reviewlog"] == 3 and before["translatelog"] == 2
    reset_caches()

    assert copy(source, empty_postgres) == 0
    out = capsys.readouterr().out
    assert "target migrated to revision" in out
    for table in [*before, "alembic_version"]:
        assert f"\n{table} " in out and f"{table} checksum MISMATCH" not in out
    assert out.count("checksum ok") == len(before) + 1
    assert "every count and checksum matches" in out.splitlines()[-1]
    assert counts(empty_postgres) == before

    use(empty_postgres, monkeypatch)  # the app, now on PostgreSQL
    assert [d.model_dump() for d in call(decks.list_decks, alice)] == her_decks
    assert call(stats.translate_stats, alice).model_dump() == her_stats
    signed_in = local.sign_in("alice@example.com", PASSWORD)  # her password hash came along
    assert verify_token(signed_in.idToken).uid == alice.uid
    assert local.refresh(tokens.refreshToken).localId == alice.uid  # and her refresh token
    # New rows get fresh ids: the sequences were moved past the copied ones (the sign-in logged one).
    deck = call(decks.create_deck, alice, "translate", hsk_level=2)
    card = call(sessions.start_daily_session, alice, deck.id).cards[0]
    call(exercises.record_translation, alice, deck.id, card.cardId, 3, attempt_id="a4")
    assert counts(empty_postgres)["translatelog"] == before["translatelog"] + 1

    # And back, PostgreSQL -> SQLite, into a new file.
    back = f"sqlite:///{tmp_path}/back.db"
    assert copy(empty_postgres, back) == 0
    assert counts(back) == counts(empty_postgres)


def test_a_target_with_data_is_refused(sqlite_db, empty_postgres, capsys):
    source = os.environ["DATABASE_URL"]
    reset_caches()
    assert copy(source, empty_postgres) == 0
    written = counts(empty_postgres)
    capsys.readouterr()

    assert copy(source, empty_postgres) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("db copy: --to: the target is not empty (table ")
    assert len(captured.err.splitlines()) == 1
    assert counts(empty_postgres) == written


def test_a_mismatch_names_the_table_and_commits_nothing(sqlite_db, empty_postgres, monkeypatch, capsys):
    source = os.environ["DATABASE_URL"]
    reset_caches()
    write = db_copy._write

    def tamper(target, table, rows):  # a copy that silently changed one value on the way
        if table.name != "sentence":
            return write(target, table, rows)
        changed = [{**row._asdict(), **({"english": "changed"} if n == 0 else {})} for n, row in enumerate(rows)]
        target.execute(table.insert(), changed)

    monkeypatch.setattr(db_copy, "_write", tamper)
    assert copy(source, empty_postgres) == 1
    captured = capsys.readouterr()
    assert "sentence " in captured.out and "checksum MISMATCH" in captured.out
    last = captured.err.splitlines()[-1]  # after the progress lines
    assert last.startswith("db copy: table sentence differs after copying (the same ") and "not the same values" in last
    assert "no rows were committed to the target" in last
    assert set(counts(empty_postgres).values()) == {0}  # the schema stays, empty: a new run may follow

    monkeypatch.setattr(db_copy, "_write", write)
    assert copy(source, empty_postgres) == 0
    assert counts(empty_postgres) == counts(source)


def test_progress_of_large_tables_on_stderr(sqlite_db, tmp_path, capsys):
    source = os.environ["DATABASE_URL"]
    reset_caches()
    total = counts(source)["sentence"]
    assert db_copy.copy_database(source, f"sqlite:///{tmp_path}/copy.db", batch_size=100) == 0
    err = capsys.readouterr().err.splitlines()
    copying = [line for line in err if line.startswith("copying sentence: ")]
    assert 10 <= len(copying) <= 11  # a line each tenth, not one a batch
    assert copying[-1] == f"copying sentence: {total:,}/{total:,} rows"
    assert f"checking sentence: {total:,}/{total:,} rows" in err
    assert not any(line.startswith("copying alembic_version") for line in err)  # small tables are quiet


def test_source_and_target_the_same_database(tmp_path, capsys):
    same = [
        (f"sqlite:///{tmp_path}/app.db", f"sqlite:///{tmp_path}/../{tmp_path.name}/app.db"),
        ("postgresql://me:pw@localhost/app", "postgresql+psycopg://me:pw@127.0.0.1:5432/app"),
    ]
    for source, target in same:
        assert copy(source, target) == 1
        err = capsys.readouterr().err
        assert err.startswith("db copy: --from and --to are the same database (") and err.count("\n") == 1
        assert ":pw@" not in err


@pytest.mark.parametrize(
    ("source", "target", "message"),
    [
        ("mongodb://me:hunter2@db.example/app", "sqlite:///{tmp}/t.db", "--from: unknown database URL scheme"),
        ("sqlite:///{source}", "postgresql+psycopg://me:hunter2@127.0.0.1:{port}/app", "--to: cannot connect to"),
        ("sqlite:///{source}", "postgresql://me:hunt er2@host:port/app", "--to: not a database URL"),
        ("sqlite:///{tmp}/missing.db", "sqlite:///{tmp}/t.db", "--from: no SQLite database at"),
        ("sqlite://", "sqlite:///{tmp}/t.db", "--from: an in-memory SQLite database"),
        ("sqlite:///{source}", None, "needs both --from URL and --to URL"),
    ],
)
def test_bad_input_is_one_line_without_a_password(db, tmp_path, capsys, source, target, message):
    fill = {"source": db / "app.db", "tmp": tmp_path, "port": free_port()}  # a real, migrated source
    argv = ["db", "copy", "--from", source.format(**fill)] + (["--to", target.format(**fill)] if target else [])
    assert main(argv) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and "Traceback" not in captured.err
    assert captured.err.count("\n") == 1 and captured.err.startswith(f"db copy: {message}")
    assert "hunter2" not in captured.err and "hunt er2" not in captured.err
    if "me:" in captured.err:
        assert "me:***@" in captured.err


def test_a_source_behind_the_migrations_is_refused(db, tmp_path, capsys):
    from alembic import command

    source = tmp_path / "old.db"
    engine = make_engine(f"sqlite:///{source}")
    with engine.begin() as connection:
        command.upgrade(db_copy._alembic(connection), "0004")
    engine.dispose()
    assert copy(f"sqlite:///{source}", f"sqlite:///{tmp_path}/new.db") == 1
    err = capsys.readouterr().err
    assert "is at revision 0004, not the latest (" in err and "python -m chinese_app migrate" in err
