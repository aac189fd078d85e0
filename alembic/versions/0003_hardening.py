"""Hardening: refresh-token families (rotation, idle expiry), a per-account 'tokens valid after'
stamp, and client attempt ids (idempotency keys) on the attempt logs

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-23
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel

from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

LOGS = ("reviewlog", "translatelog", "flashcardlog")


def upgrade() -> None:
    op.add_column("account", sa.Column("tokens_valid_after", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True))

    # Existing refresh tokens keep working: each becomes a family of its own, last used when issued.
    op.add_column("refreshtoken", sa.Column("family", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=True))
    op.add_column("refreshtoken", sa.Column("last_used_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True))
    op.add_column("refreshtoken", sa.Column("replaced_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True))
    op.execute("UPDATE refreshtoken SET family = substr(token_hash, 1, 32), last_used_at = created_at")
    with op.batch_alter_table("refreshtoken") as batch:
        batch.alter_column("family", existing_type=sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False)
        batch.alter_column("last_used_at", existing_type=sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False)
    op.create_index(op.f("ix_refreshtoken_family"), "refreshtoken", ["family"], unique=False)

    for table in LOGS:
        op.add_column(table, sa.Column("attempt_id", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=True))
        op.create_index(f"ix_{table}_user_attempt", table, ["user_id", "attempt_id"], unique=True)


def downgrade() -> None:
    for table in LOGS:
        op.drop_index(f"ix_{table}_user_attempt", table_name=table)
        op.drop_column(table, "attempt_id")
    op.drop_index(op.f("ix_refreshtoken_family"), table_name="refreshtoken")
    with op.batch_alter_table("refreshtoken") as batch:
        batch.drop_column("replaced_at")
        batch.drop_column("last_used_at")
        batch.drop_column("family")
    op.drop_column("account", "tokens_valid_after")
