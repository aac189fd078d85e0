"""Pictures: tags (for the describe feedback's relevance note), withdrawal by an admin, and who added
an uploaded one; clips: the video's frame size (blur boxes in pixels are scaled by it)

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-23
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel

from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("picture", sa.Column("tags", sa.JSON(), nullable=False, server_default="[]"))
    op.add_column("picture", sa.Column("withdrawn", sa.Boolean(), nullable=False, server_default=sa.false()))
    op.add_column("picture", sa.Column("added_by", sqlmodel.sql.sqltypes.AutoString(length=128), nullable=True))
    op.create_index(op.f("ix_picture_withdrawn"), "picture", ["withdrawn"], unique=False)
    # Every clip so far was rendered at 1280x720.
    op.add_column("clip", sa.Column("width", sa.Integer(), nullable=False, server_default="1280"))
    op.add_column("clip", sa.Column("height", sa.Integer(), nullable=False, server_default="720"))


def downgrade() -> None:
    with op.batch_alter_table("clip") as batch:
        batch.drop_column("height")
        batch.drop_column("width")
    op.drop_index(op.f("ix_picture_withdrawn"), table_name="picture")
    with op.batch_alter_table("picture") as batch:
        batch.drop_column("added_by")
        batch.drop_column("withdrawn")
        batch.drop_column("tags")
