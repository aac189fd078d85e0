"""Answer reports: a learner's "My answer should be accepted" (kept with the server's score and
explanation until an admin reviews it), and the answers admins accepted for a sentence

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel

from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "acceptedanswer",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("sentence_id", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("chinese", sqlmodel.sql.sqltypes.AutoString(length=500), nullable=False),
        sa.Column("accepted_by", sqlmodel.sql.sqltypes.AutoString(length=320), nullable=False),
        sa.Column("accepted_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(["sentence_id"], ["sentence.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("sentence_id", "chinese"),
    )
    op.create_table(
        "answerreport",
        sa.Column("id", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("user_id", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
        sa.Column("user_email", sqlmodel.sql.sqltypes.AutoString(length=320), nullable=False),
        sa.Column("sentence_id", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("attempt", sqlmodel.sql.sqltypes.AutoString(length=500), nullable=False),
        sa.Column("normalised", sqlmodel.sql.sqltypes.AutoString(length=500), nullable=False),
        sa.Column("score", sa.Integer(), nullable=False),
        sa.Column("explanation", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("created_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("status", sqlmodel.sql.sqltypes.AutoString(length=10), nullable=False),
        sa.Column("reviewed_by", sqlmodel.sql.sqltypes.AutoString(length=320), nullable=True),
        sa.Column("reviewed_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.ForeignKeyConstraint(["sentence_id"], ["sentence.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("user_id", "sentence_id", "normalised"),
    )
    op.create_index("ix_answerreport_user_created", "answerreport", ["user_id", "created_at"], unique=False)
    op.create_index("ix_answerreport_status_created", "answerreport", ["status", "created_at"], unique=False)
    op.create_index("ix_answerreport_sentence_normalised", "answerreport", ["sentence_id", "normalised"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_answerreport_sentence_normalised", table_name="answerreport")
    op.drop_index("ix_answerreport_status_created", table_name="answerreport")
    op.drop_index("ix_answerreport_user_created", table_name="answerreport")
    op.drop_table("answerreport")
    op.drop_table("acceptedanswer")
