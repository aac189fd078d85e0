"""Local accounts: accounts, refresh tokens, password resets, sign-in failures

Revision ID: 0001
Revises: 
Create Date: 2026-11-22
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision: str = '0001'
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('account',
    sa.Column('uid', sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
    sa.Column('email', sqlmodel.sql.sqltypes.AutoString(length=320), nullable=False),
    sa.Column('password_hash', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('is_admin', sa.Boolean(), nullable=False),
    sa.Column('created_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.PrimaryKeyConstraint('uid')
    )
    with op.batch_alter_table('account', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_account_email'), ['email'], unique=True)

    op.create_table('loginfailure',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('email', sqlmodel.sql.sqltypes.AutoString(length=320), nullable=False),
    sa.Column('ip', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.Column('at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('loginfailure', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_loginfailure_at'), ['at'], unique=False)
        batch_op.create_index(batch_op.f('ix_loginfailure_email'), ['email'], unique=False)
        batch_op.create_index(batch_op.f('ix_loginfailure_ip'), ['ip'], unique=False)

    op.create_table('passwordreset',
    sa.Column('code_hash', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.Column('uid', sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
    sa.Column('created_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('expires_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('used_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
    sa.ForeignKeyConstraint(['uid'], ['account.uid'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('code_hash')
    )
    with op.batch_alter_table('passwordreset', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_passwordreset_created_at'), ['created_at'], unique=False)
        batch_op.create_index(batch_op.f('ix_passwordreset_uid'), ['uid'], unique=False)

    op.create_table('refreshtoken',
    sa.Column('token_hash', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.Column('uid', sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
    sa.Column('created_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('revoked_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
    sa.ForeignKeyConstraint(['uid'], ['account.uid'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('token_hash')
    )
    with op.batch_alter_table('refreshtoken', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_refreshtoken_uid'), ['uid'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('refreshtoken', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_refreshtoken_uid'))

    op.drop_table('refreshtoken')
    with op.batch_alter_table('passwordreset', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_passwordreset_uid'))
        batch_op.drop_index(batch_op.f('ix_passwordreset_created_at'))

    op.drop_table('passwordreset')
    with op.batch_alter_table('loginfailure', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_loginfailure_ip'))
        batch_op.drop_index(batch_op.f('ix_loginfailure_email'))
        batch_op.drop_index(batch_op.f('ix_loginfailure_at'))

    op.drop_table('loginfailure')
    with op.batch_alter_table('account', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_account_email'))

    op.drop_table('account')
