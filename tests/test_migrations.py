"""The migrations build exactly the schema the models describe, on SQLite and on PostgreSQL."""

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlmodel import SQLModel

import chinese_app.models  # noqa: F401  (registers the tables)
from chinese_app.db import get_engine


def test_no_drift_between_models_and_migrations(app_db):
    with get_engine().connect() as connection:
        differences = compare_metadata(MigrationContext.configure(connection), SQLModel.metadata)
    assert differences == []
