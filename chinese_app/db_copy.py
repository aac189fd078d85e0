"""`python -m chinese_app db copy --from URL --to URL`: a deployment's data moved to another database
(SQLite -> PostgreSQL is the case that matters), all or nothing, then checked table by table.

The target gets its schema from the project's own migrations (never from the models), so it ends
exactly as `migrate` leaves a database. Rows go over in foreign-key order, a batch at a time, in one
transaction on the target, committed only once every table's row count and checksum (db_rows.py)
read back from the target match the source's.
"""

import os
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from alembic.config import Config
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from alembic.util import CommandError
from sqlalchemy import Integer, Table, func, inspect, select, text
from sqlalchemy.engine import URL, Connection, Engine, make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError, SQLAlchemyError
from sqlmodel import SQLModel

from alembic import command
from chinese_app import models
from chinese_app.core.errors import BadInput
from chinese_app.db import make_engine
from chinese_app.db_rows import ALEMBIC_VERSION, Checksum, batches
from chinese_app.private_files import private_sqlite
from chinese_app.settings import PROJECT_ROOT

BATCH_SIZE = 1000
EXAMPLES = "e.g. sqlite:///data/app.db or postgresql+psycopg://user@host:5432/dbname"
_LOCAL_HOSTS = {None, "", "localhost", "127.0.0.1", "::1"}  # a socket or loopback: the same server
_DEFAULT_PORTS = {"postgresql": 5432, "mysql": 3306, "mariadb": 3306, "mssql": 1433, "oracle": 1521}


class Refused(Exception):
    """Why the copy stops: one line for the user, passwords masked; exit status 1."""


@dataclass(frozen=True)
class Copied:
    rows: int
    checksum: str


def copy_database(
    source: str | None, target: str | None, batch_size: int = BATCH_SIZE, out: TextIO | None = None
) -> int:
    """The command: copy, check, report; the exit status (0 copied and checked, 1 refused or failed)."""
    out, err = out or sys.stdout, sys.stderr
    try:
        if not source or not target:
            raise Refused("needs both --from URL and --to URL (" + EXAMPLES + ")")
        _copy(_parse(source, "--from"), _parse(target, "--to"), batch_size, out, err)
    except Refused as refused:
        print(f"db copy: {refused}", file=err)
        return 1
    return 0


# ---------------------------------------------------------------- the URLs


def mask(url: str) -> str:
    """A URL as typed (perhaps not even parseable) with its password replaced by ***: people paste
    URLs with passwords, and stderr ends up in logs. Greedy up to the last @, as a password may hold
    an unencoded @ or space."""
    return re.sub(r"(://[^:/@]*):.*@", r"\1:***@", url, flags=re.DOTALL)


def shown(url: URL) -> str:
    return url.render_as_string(hide_password=True)


def _parse(text: str, option: str) -> URL:
    try:
        url = make_url(text)
    except (ArgumentError, ValueError):
        raise Refused(f"{option}: not a database URL: {mask(text)} ({EXAMPLES})") from None
    try:
        url.get_dialect()
    except NoSuchModuleError:
        raise Refused(f"{option}: unknown database URL scheme {url.drivername!r} ({EXAMPLES})") from None
    if url.get_backend_name() == "sqlite" and url.database in (None, "", ":memory:"):
        raise Refused(f"{option}: an in-memory SQLite database holds nothing to keep; name a file ({EXAMPLES})")
    return url


def _place(url: URL) -> tuple:
    """Where a URL's data lives, however it is spelt (another driver, a relative path, no port)."""
    backend = url.get_backend_name()
    if backend == "sqlite":
        return backend, os.path.realpath(url.database)
    host = "localhost" if url.host in _LOCAL_HOSTS else url.host.lower()
    return backend, host, url.port or _DEFAULT_PORTS.get(backend), url.database


def _reason(error: BaseException, *urls: URL) -> str:
    """The first line of a driver's error, without any password it may quote."""
    message = str(getattr(error, "orig", None) or error).strip().splitlines()
    line = message[0] if message else type(error).__name__
    for url in urls:
        if url.password:
            line = line.replace(str(url.password), "***")
    return line


def _engine(url: URL, option: str) -> Engine:
    if url.get_backend_name() == "sqlite":
        path = Path(url.database)
        if option == "--from" and not path.is_file():  # SQLite would create an empty one and copy nothing
            raise Refused(f"--from: no SQLite database at {path}")
        if option == "--to":
            try:
                private_sqlite(path)  # it will hold password hashes: owner-only, like the app's own
            except OSError as e:
                raise Refused(f"--to: cannot create {path}: {e.strerror}") from None
    try:
        return make_engine(url.render_as_string(hide_password=False))
    except ImportError as e:
        raise Refused(f"{option}: the driver for {url.drivername} is not installed ({e})") from None


def _connect(engine: Engine, url: URL, option: str) -> Connection:
    try:
        return engine.connect()
    except SQLAlchemyError as e:
        raise Refused(f"{option}: cannot connect to {shown(url)}: {_reason(e, url)}") from None


# ---------------------------------------------------------------- schemas and revisions


def app_tables() -> list[Table]:
    """The tables of models.py, parents before children. SQLModel.metadata may also hold tables of
    libraries imported in the same process; only the app's own are the app's data."""
    own = {getattr(value, "__table__", None) for value in vars(models).values()}
    return [table for table in SQLModel.metadata.sorted_tables if table in own]


def _alembic(connection: Connection) -> Config:
    config = Config(str(PROJECT_ROOT / "alembic.ini"))
    config.attributes["configure_logger"] = False  # keep the caller's logging as it is
    config.attributes["connection"] = connection  # alembic/env.py migrates this one, not DATABASE_URL's
    return config


def _head() -> str:
    return ScriptDirectory.from_config(_alembic(None)).get_current_head()


def _revision(connection: Connection) -> str | None:
    return MigrationContext.configure(connection).get_current_revision()


def _check_source(connection: Connection, url: URL, head: str) -> None:
    revision = _revision(connection)
    if revision != head:
        found = f"is at revision {revision}" if revision else "has no migration revision"
        raise Refused(
            f"--from: {shown(url)} {found}, not the latest ({head}): run `python -m chinese_app migrate` "
            "with DATABASE_URL set to it first"
        )


def _prepare_target(engine: Engine, url: URL, tables: list[Table], head: str, out: TextIO) -> None:
    """Refuse a target holding any app data; give an empty one the schema, by the migrations."""
    with _connect(engine, url, "--to") as connection:
        present = set(inspect(connection).get_table_names())
        for table in tables:
            if table.name in present and connection.execute(select(1).select_from(table).limit(1)).first():
                raise Refused(f"--to: the target is not empty (table {table.name} has rows); copy into an empty one")
        revision = _revision(connection)
        if revision == head:
            return
        if revision is None and present & {table.name for table in tables}:
            raise Refused("--to: the target has the app's tables but no migration revision; start from an empty one")
    with engine.begin() as connection:  # alembic runs inside this transaction, committed at its end
        command.upgrade(_alembic(connection), "head")
    print(f"target migrated to revision {head}", file=out)


# ---------------------------------------------------------------- the copy


def _snapshot(connection: Connection) -> None:
    """Read the whole source as of one moment, though the app may still be writing to it."""
    if connection.dialect.name == "postgresql":
        connection.execution_options(isolation_level="REPEATABLE READ")
    elif connection.dialect.name == "sqlite":
        connection.exec_driver_sql("BEGIN")  # pysqlite opens no transaction for reads by itself


def _write(target: Connection, table: Table, rows) -> None:
    """One batch, as one multi-row INSERT (the values go through the columns' own types)."""
    target.execute(table.insert(), [row._asdict() for row in rows])


def _copy_table(source: Connection, target: Connection, table: Table, batch_size: int, err: TextIO) -> Copied:
    total = source.scalar(select(func.count()).select_from(table))
    show = _progress(err, "copying", table.name, total, batch_size)
    checksum = Checksum()  # of the source, as it is read: the target's is computed from what it holds
    for rows in batches(source, table, batch_size):
        _write(target, table, rows)
        checksum.add(rows)
        show(checksum.rows)
    return Copied(checksum.rows, checksum.hexdigest())


def _read_back(connection: Connection, table: Table, batch_size: int, err: TextIO, total: int) -> Copied:
    show = _progress(err, "checking", table.name, total, batch_size)
    checksum = Checksum()
    for rows in batches(connection, table, batch_size):
        checksum.add(rows)
        show(checksum.rows)
    return Copied(checksum.rows, checksum.hexdigest())


def _difference(source: Copied, target: Copied) -> str:
    if source.rows != target.rows:
        return f"{source.rows:,} rows in the source, {target.rows:,} in the target"
    return f"the same {source.rows:,} rows, but not the same values"


def _reset_sequences(connection: Connection, tables: list[Table]) -> None:
    """Rows arrive with their ids, so PostgreSQL's sequences never moved: start each after the
    largest id copied, or the app's next insert would collide with a copied row."""
    if connection.dialect.name != "postgresql":
        return  # SQLite's integer keys follow the largest one present by themselves
    quote = connection.dialect.identifier_preparer
    for table in tables:
        keys = list(table.primary_key.columns)
        if len(keys) != 1 or not isinstance(keys[0].type, Integer):
            continue
        name, column = quote.format_table(table), quote.quote(keys[0].name)
        sequence = connection.scalar(text("SELECT pg_get_serial_sequence(:t, :c)"), {"t": name, "c": keys[0].name})
        if sequence:
            connection.execute(
                text(f"SELECT setval(CAST(:s AS regclass), COALESCE(MAX({column}), 0) + 1, false) FROM {name}"),
                {"s": sequence},
            )


def _progress(err: TextIO, verb: str, table: str, total: int, batch_size: int) -> Callable[[int], None]:
    """Rows done of a table bigger than one batch, on stderr: rewritten in place on a terminal, and
    a line at each tenth otherwise (a log gets ten lines a table, not one a batch)."""
    if total <= batch_size:
        return lambda done: None
    tty, tenths = err.isatty(), [0]

    def show(done: int) -> None:
        line = f"{verb} {table}: {done:,}/{total:,} rows"
        if tty:
            print("\r" + line, end="\n" if done >= total else "", file=err, flush=True)
        elif done * 10 // total > tenths[0] or done >= total:
            tenths[0] = done * 10 // total
            print(line, file=err, flush=True)

    return show


def _copy(source_url: URL, target_url: URL, batch_size: int, out: TextIO, err: TextIO) -> None:
    if _place(source_url) == _place(target_url):
        raise Refused(f"--from and --to are the same database ({shown(source_url)})")
    tables, head = app_tables(), _head()
    source_engine = _engine(source_url, "--from")
    target_engine = None
    table = None  # the table being copied or checked, named by any error
    try:
        with _connect(source_engine, source_url, "--from") as source:
            _snapshot(source)
            _check_source(source, source_url, head)
            target_engine = _engine(target_url, "--to")
            _prepare_target(target_engine, target_url, tables, head, out)
            with _connect(target_engine, target_url, "--to") as target, target.begin():  # committed at its end
                copied = {}
                for table in tables:
                    copied[table.name] = _copy_table(source, target, table, batch_size, err)
                table = ALEMBIC_VERSION  # written by the migrations: only compared
                copied[table.name] = _read_back(source, table, batch_size, err, 1)
                _reset_sequences(target, tables)
                for table in [*tables, ALEMBIC_VERSION]:
                    expected = copied[table.name]
                    found = _read_back(target, table, batch_size, err, expected.rows)
                    same = found == expected
                    print(f"{table.name:<16} {found.rows:>9,} rows  checksum {'ok' if same else 'MISMATCH'}", file=out)
                    if not same:  # leaving the block rolls the whole copy back
                        raise Refused(
                            f"table {table.name} differs after copying ({_difference(expected, found)}); "
                            "no rows were committed to the target"
                        )
                table = None
    except (SQLAlchemyError, BadInput, CommandError, OSError) as e:
        where = f" (table {table.name})" if table is not None else ""
        raise Refused(
            f"failed{where}: {_reason(e, source_url, target_url)}; no rows were committed to the target"
        ) from None
    finally:
        source_engine.dispose()
        if target_engine is not None:
            target_engine.dispose()
    rows = sum(found.rows for name, found in copied.items() if name != ALEMBIC_VERSION.name)
    print(
        f"copied {len(tables)} tables, {rows:,} rows, from {shown(source_url)} to {shown(target_url)}: "
        "every count and checksum matches",
        file=out,
    )
