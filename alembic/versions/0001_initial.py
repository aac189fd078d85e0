"""Initial schema: local accounts; content (sentences, pictures, clips); learners, decks, cards,
sessions and practice logs

Revision ID: 0001
Revises:
Create Date: 2026-11-22
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel

from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "account",
        sa.Column("uid", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
        sa.Column("email", sqlmodel.sql.sqltypes.AutoString(length=320), nullable=False),
        sa.Column("password_hash", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("is_admin", sa.Boolean(), nullable=False),
        sa.Column("created_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("uid"),
    )
    with op.batch_alter_table("account", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_account_email"), ["email"], unique=True)

    op.create_table(
        "authattempt",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("kind", sqlmodel.sql.sqltypes.AutoString(length=10), nullable=False),
        sa.Column("email", sqlmodel.sql.sqltypes.AutoString(length=320), nullable=False),
        sa.Column("ip", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("authattempt", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_authattempt_at"), ["at"], unique=False)
        batch_op.create_index("ix_authattempt_kind_email_at", ["kind", "email", "at"], unique=False)
        batch_op.create_index("ix_authattempt_kind_ip_at", ["kind", "ip", "at"], unique=False)

    op.create_table(
        "contentversion",
        sa.Column("name", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
        sa.Column("fingerprint", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("name"),
    )
    op.create_table(
        "deck",
        sa.Column("id", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("user_id", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
        sa.Column("type", sqlmodel.sql.sqltypes.AutoString(length=10), nullable=False),
        sa.Column("hsk_level", sqlmodel.sql.sqltypes.AutoString(length=3), nullable=False),
        sa.Column("is_virtual", sa.Boolean(), nullable=False),
        sa.Column("new_per_day", sa.Integer(), nullable=False),
        sa.Column("max_due_per_day", sa.Integer(), nullable=False),
        sa.Column("background_image", sqlmodel.sql.sqltypes.AutoString(length=60), nullable=True),
        sa.Column("created_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("deck", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_deck_user_id"), ["user_id"], unique=False)
        batch_op.create_index(
            "uq_daily_deck",
            ["user_id", "type", "hsk_level"],
            unique=True,
            sqlite_where=sa.text("is_virtual = 0"),
            postgresql_where=sa.text("NOT is_virtual"),
        )

    op.create_table(
        "descriptionlog",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
        sa.Column("picture_id", sqlmodel.sql.sqltypes.AutoString(length=60), nullable=False),
        sa.Column("description", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("character_count", sa.Integer(), nullable=False),
        sa.Column("at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("descriptionlog", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_descriptionlog_user_id"), ["user_id"], unique=False)

    op.create_table(
        "flashcardlog",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
        sa.Column("clip_id", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
        sa.Column("correct", sa.Boolean(), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("client_timestamp", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=True),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("flashcardlog", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_flashcardlog_user_id"), ["user_id"], unique=False)

    op.create_table(
        "learner",
        sa.Column("uid", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
        sa.Column("timezone", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("tone_colours", sa.Boolean(), nullable=False),
        sa.Column("date_override", sa.Date(), nullable=True),
        sa.PrimaryKeyConstraint("uid"),
    )
    op.create_table(
        "picture",
        sa.Column("id", sqlmodel.sql.sqltypes.AutoString(length=60), nullable=False),
        sa.Column("media_key", sqlmodel.sql.sqltypes.AutoString(length=200), nullable=False),
        sa.Column("width", sa.Integer(), nullable=False),
        sa.Column("height", sa.Integer(), nullable=False),
        sa.Column("title_en", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("description_zh", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("description_en", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("hsk_level", sa.Integer(), nullable=False),
        sa.Column("backgrounds", sa.JSON(), nullable=False),
        sa.Column("source", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("author", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("licence", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("licence_url", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_table(
        "sentence",
        sa.Column("id", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("level", sqlmodel.sql.sqltypes.AutoString(length=3), nullable=False),
        sa.Column("chinese", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("english", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("pinyin", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("source", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("sentence", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_sentence_level"), ["level"], unique=False)

    op.create_table(
        "translatelog",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
        sa.Column("sentence_id", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("level", sqlmodel.sql.sqltypes.AutoString(length=3), nullable=False),
        sa.Column("score", sa.Integer(), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("first_try", sa.Boolean(), nullable=False),
        sa.Column("at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("client_timestamp", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=True),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("translatelog", schema=None) as batch_op:
        batch_op.create_index("ix_translatelog_user_level_at", ["user_id", "level", "at"], unique=False)
        batch_op.create_index("ix_translatelog_user_sentence_day", ["user_id", "sentence_id", "day"], unique=False)

    op.create_table(
        "card",
        sa.Column("id", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("deck_id", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("content_id", sqlmodel.sql.sqltypes.AutoString(length=60), nullable=False),
        sa.Column("created_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("state", sa.Integer(), nullable=False),
        sa.Column("stability", sa.Float(), nullable=True),
        sa.Column("difficulty", sa.Float(), nullable=True),
        sa.Column("due", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.Column("last_review", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.Column("reps", sa.Integer(), nullable=False),
        sa.Column("lapses", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["deck_id"], ["deck.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("deck_id", "content_id"),
    )
    with op.batch_alter_table("card", schema=None) as batch_op:
        batch_op.create_index("ix_card_deck_due", ["deck_id", "due", "last_review"], unique=False)

    op.create_table(
        "clip",
        sa.Column("id", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
        sa.Column("sentence_id", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("picture_id", sqlmodel.sql.sqltypes.AutoString(length=60), nullable=False),
        sa.Column("level", sqlmodel.sql.sqltypes.AutoString(length=3), nullable=False),
        sa.Column("video_path", sqlmodel.sql.sqltypes.AutoString(length=200), nullable=False),
        sa.Column("duration", sa.Float(), nullable=False),
        sa.Column("blur", sa.JSON(), nullable=False),
        sa.Column("created_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["picture_id"],
            ["picture.id"],
        ),
        sa.ForeignKeyConstraint(
            ["sentence_id"],
            ["sentence.id"],
        ),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("video_path"),
    )
    with op.batch_alter_table("clip", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_clip_level"), ["level"], unique=False)
        batch_op.create_index(batch_op.f("ix_clip_sentence_id"), ["sentence_id"], unique=False)

    op.create_table(
        "passwordreset",
        sa.Column("code_hash", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("uid", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
        sa.Column("created_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("expires_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("used_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.ForeignKeyConstraint(["uid"], ["account.uid"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("code_hash"),
    )
    with op.batch_alter_table("passwordreset", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_passwordreset_created_at"), ["created_at"], unique=False)
        batch_op.create_index(batch_op.f("ix_passwordreset_uid"), ["uid"], unique=False)

    op.create_table(
        "refreshtoken",
        sa.Column("token_hash", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("uid", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
        sa.Column("created_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("revoked_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.ForeignKeyConstraint(["uid"], ["account.uid"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("token_hash"),
    )
    with op.batch_alter_table("refreshtoken", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_refreshtoken_uid"), ["uid"], unique=False)

    op.create_table(
        "studysession",
        sa.Column("id", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("deck_id", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("created_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("completed_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.ForeignKeyConstraint(["deck_id"], ["deck.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("deck_id", "day"),
    )
    op.create_table(
        "reviewlog",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
        sa.Column("deck_id", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("session_id", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("card_id", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("success", sa.Boolean(), nullable=False),
        sa.Column("score", sa.Integer(), nullable=True),
        sa.Column("rating", sa.Integer(), nullable=True),
        sa.Column("feedback", sa.JSON(), nullable=True),
        sa.ForeignKeyConstraint(["card_id"], ["card.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["deck_id"], ["deck.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["session_id"], ["studysession.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("reviewlog", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_reviewlog_deck_id"), ["deck_id"], unique=False)
        batch_op.create_index("ix_reviewlog_session_card", ["session_id", "card_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_reviewlog_user_id"), ["user_id"], unique=False)

    op.create_table(
        "sessioncard",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("session_id", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("card_id", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("pile", sqlmodel.sql.sqltypes.AutoString(length=10), nullable=False),
        sa.Column("was_new", sa.Boolean(), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("first_score", sa.Integer(), nullable=True),
        sa.Column("reviewed", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(["card_id"], ["card.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["session_id"], ["studysession.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("session_id", "card_id"),
    )
    with op.batch_alter_table("sessioncard", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_sessioncard_card_id"), ["card_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("sessioncard", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_sessioncard_card_id"))

    op.drop_table("sessioncard")
    with op.batch_alter_table("reviewlog", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_reviewlog_user_id"))
        batch_op.drop_index("ix_reviewlog_session_card")
        batch_op.drop_index(batch_op.f("ix_reviewlog_deck_id"))

    op.drop_table("reviewlog")
    op.drop_table("studysession")
    with op.batch_alter_table("refreshtoken", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_refreshtoken_uid"))

    op.drop_table("refreshtoken")
    with op.batch_alter_table("passwordreset", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_passwordreset_uid"))
        batch_op.drop_index(batch_op.f("ix_passwordreset_created_at"))

    op.drop_table("passwordreset")
    with op.batch_alter_table("clip", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_clip_sentence_id"))
        batch_op.drop_index(batch_op.f("ix_clip_level"))

    op.drop_table("clip")
    with op.batch_alter_table("card", schema=None) as batch_op:
        batch_op.drop_index("ix_card_deck_due")

    op.drop_table("card")
    with op.batch_alter_table("translatelog", schema=None) as batch_op:
        batch_op.drop_index("ix_translatelog_user_sentence_day")
        batch_op.drop_index("ix_translatelog_user_level_at")

    op.drop_table("translatelog")
    with op.batch_alter_table("sentence", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_sentence_level"))

    op.drop_table("sentence")
    op.drop_table("picture")
    op.drop_table("learner")
    with op.batch_alter_table("flashcardlog", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_flashcardlog_user_id"))

    op.drop_table("flashcardlog")
    with op.batch_alter_table("descriptionlog", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_descriptionlog_user_id"))

    op.drop_table("descriptionlog")
    with op.batch_alter_table("deck", schema=None) as batch_op:
        batch_op.drop_index(
            "uq_daily_deck", sqlite_where=sa.text("is_virtual = 0"), postgresql_where=sa.text("NOT is_virtual")
        )
        batch_op.drop_index(batch_op.f("ix_deck_user_id"))

    op.drop_table("deck")
    op.drop_table("contentversion")
    with op.batch_alter_table("authattempt", schema=None) as batch_op:
        batch_op.drop_index("ix_authattempt_kind_ip_at")
        batch_op.drop_index("ix_authattempt_kind_email_at")
        batch_op.drop_index(batch_op.f("ix_authattempt_at"))

    op.drop_table("authattempt")
    with op.batch_alter_table("account", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_account_email"))

    op.drop_table("account")
