"""SQLModel tables, and nothing else (AppHarness reloads app modules; tables must be defined once)."""

from datetime import datetime

from sqlmodel import Field, SQLModel

from chinese_app.core.clock import utcnow


class Account(SQLModel, table=True):
    """A local account (the embedded identity provider). Firebase mode keeps none."""

    uid: str = Field(primary_key=True, max_length=40)
    email: str = Field(unique=True, index=True, max_length=320)
    password_hash: str
    is_admin: bool = False
    created_at: datetime = Field(default_factory=utcnow)


class RefreshToken(SQLModel, table=True):
    """A refresh token, stored only as its SHA-256 so a leaked table signs nobody in."""

    token_hash: str = Field(primary_key=True, max_length=64)
    uid: str = Field(foreign_key="account.uid", index=True, ondelete="CASCADE", max_length=40)
    created_at: datetime = Field(default_factory=utcnow)
    revoked_at: datetime | None = None


class PasswordReset(SQLModel, table=True):
    """A one-time password-reset code (the oobCode of the e-mailed link), stored hashed."""

    code_hash: str = Field(primary_key=True, max_length=64)
    uid: str = Field(foreign_key="account.uid", index=True, ondelete="CASCADE", max_length=40)
    created_at: datetime = Field(default_factory=utcnow, index=True)
    expires_at: datetime
    used_at: datetime | None = None


class LoginFailure(SQLModel, table=True):
    """One failed sign-in, counted per e-mail and per client address for rate limiting."""

    id: int | None = Field(default=None, primary_key=True)
    email: str = Field(index=True, max_length=320)
    ip: str = Field(index=True, max_length=64)
    at: datetime = Field(default_factory=utcnow, index=True)
