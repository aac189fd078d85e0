"""Local accounts through the real database: hashing, sign-in, refresh, resets, limits, admin."""

from datetime import timedelta

import pytest
from sqlmodel import select

from chinese_app.db import session_scope
from chinese_app.identity import IdentityError, local, verify_token
from chinese_app.models import Account, PasswordReset, RefreshToken
from tests.conftest import ADMIN_EMAIL, outbox_codes

PASSWORD = "correct horse"


def test_password_is_stored_as_argon2id_hash(db):
    local.sign_up("Alice@Example.com ", PASSWORD)
    with session_scope() as s:
        account = s.exec(select(Account)).one()
    assert account.email == "alice@example.com"
    assert account.password_hash.startswith("$argon2id$")
    assert PASSWORD not in account.password_hash


def test_sign_up_returns_a_verified_identity(db):
    tokens = local.sign_up("alice@example.com", PASSWORD)
    principal = verify_token(tokens.idToken)
    assert principal.uid == tokens.localId and principal.email == "alice@example.com"
    assert principal.is_admin is False
    assert len(tokens.localId) == 28
    assert tokens.model_dump().keys() == {"idToken", "refreshToken", "expiresIn", "localId", "email"}


@pytest.mark.parametrize(
    ("email", "password", "message"),
    [
        ("", PASSWORD, "MISSING_EMAIL"),
        ("not-an-email", PASSWORD, "INVALID_EMAIL"),
        ("a@example.com", "", "MISSING_PASSWORD"),
        ("a@example.com", "12345", "WEAK_PASSWORD : Password should be at least 6 characters"),
    ],
)
def test_sign_up_refuses_bad_input(db, email, password, message):
    with pytest.raises(IdentityError) as e:
        local.sign_up(email, password)
    assert e.value.message == message


def test_duplicate_email_is_refused_case_insensitively(db):
    local.sign_up("alice@example.com", PASSWORD)
    with pytest.raises(IdentityError, match="EMAIL_EXISTS"):
        local.sign_up("ALICE@example.com", "another password")


def test_sign_in(db):
    uid = local.sign_up("alice@example.com", PASSWORD).localId
    assert local.sign_in("alice@example.com", PASSWORD, ip="1.1.1.1").localId == uid
    for email, password in [("alice@example.com", "wrong pass"), ("nobody@example.com", PASSWORD)]:
        with pytest.raises(IdentityError) as e:
            local.sign_in(email, password, ip="1.1.1.1")
        assert e.value.message == "INVALID_LOGIN_CREDENTIALS"  # same answer: no account probing


def test_sign_in_is_limited_per_email(db):
    local.sign_up("alice@example.com", PASSWORD)
    for i in range(local.MAX_FAILURES_PER_EMAIL):
        with pytest.raises(IdentityError, match="INVALID_LOGIN_CREDENTIALS"):
            local.sign_in("alice@example.com", "wrong pass", ip=f"10.0.0.{i}")
    with pytest.raises(IdentityError) as e:
        local.sign_in("alice@example.com", PASSWORD, ip="10.0.1.1")  # even the right password
    assert e.value.message.startswith("TOO_MANY_ATTEMPTS_TRY_LATER") and e.value.status == 429
    # Another account is not affected.
    local.sign_up("bob@example.com", PASSWORD)
    local.sign_in("bob@example.com", PASSWORD, ip="10.0.1.1")


def test_sign_in_is_limited_per_address(db):
    local.sign_up("alice@example.com", PASSWORD)
    for i in range(local.MAX_FAILURES_PER_IP):
        with pytest.raises(IdentityError, match="INVALID_LOGIN_CREDENTIALS"):
            local.sign_in(f"user{i}@example.com", "wrong pass", ip="6.6.6.6")
    with pytest.raises(IdentityError, match="TOO_MANY_ATTEMPTS_TRY_LATER"):
        local.sign_in("alice@example.com", PASSWORD, ip="6.6.6.6")
    assert local.sign_in("alice@example.com", PASSWORD, ip="7.7.7.7").email == "alice@example.com"


def test_refresh_gives_a_new_id_token_and_sign_out_revokes(db):
    tokens = local.sign_up("alice@example.com", PASSWORD)
    again = local.refresh(tokens.refreshToken)
    assert verify_token(again.idToken).uid == tokens.localId
    local.sign_out(tokens.refreshToken)
    with pytest.raises(IdentityError, match="INVALID_REFRESH_TOKEN"):
        local.refresh(tokens.refreshToken)
    with pytest.raises(IdentityError, match="MISSING_REFRESH_TOKEN"):
        local.refresh("")


def test_refresh_tokens_are_stored_hashed(db):
    tokens = local.sign_up("alice@example.com", PASSWORD)
    with session_scope() as s:
        stored = s.exec(select(RefreshToken)).one()
    assert stored.token_hash != tokens.refreshToken and len(stored.token_hash) == 64


def test_admin_claim_from_admin_emails(db):
    assert verify_token(local.sign_up(ADMIN_EMAIL, PASSWORD).idToken).is_admin is True
    assert verify_token(local.sign_up("user@example.com", PASSWORD).idToken).is_admin is False


def test_admin_grant_reaches_the_token_at_the_next_refresh(db):
    tokens = local.sign_up("alice@example.com", PASSWORD)
    local.set_admin("Alice@example.com", True)
    assert verify_token(tokens.idToken).is_admin is False  # the old token keeps its claims
    assert verify_token(local.refresh(tokens.refreshToken).idToken).is_admin is True
    local.set_admin("alice@example.com", False)
    assert verify_token(local.refresh(tokens.refreshToken).idToken).is_admin is False
    with pytest.raises(IdentityError, match="EMAIL_NOT_FOUND"):
        local.set_admin("nobody@example.com", True)


def test_password_reset_round_trip(db):
    tokens = local.sign_up("alice@example.com", PASSWORD)
    local.send_password_reset("alice@example.com")
    code = outbox_codes(db)[-1]
    with pytest.raises(IdentityError, match="WEAK_PASSWORD"):
        local.confirm_password_reset(code, "123")
    assert local.confirm_password_reset(code, "brand new pass").email == "alice@example.com"
    with pytest.raises(IdentityError, match="INVALID_LOGIN_CREDENTIALS"):
        local.sign_in("alice@example.com", PASSWORD)
    local.sign_in("alice@example.com", "brand new pass")
    # Used once only, and every old session is signed out.
    with pytest.raises(IdentityError, match="INVALID_OOB_CODE"):
        local.confirm_password_reset(code, "third password")
    with pytest.raises(IdentityError, match="INVALID_REFRESH_TOKEN"):
        local.refresh(tokens.refreshToken)


def test_password_reset_code_expires(db):
    local.sign_up("alice@example.com", PASSWORD)
    local.send_password_reset("alice@example.com")
    with session_scope() as s:
        reset = s.exec(select(PasswordReset)).one()
        reset.expires_at -= local.RESET_CODE_TTL + timedelta(seconds=1)
        s.add(reset)
    with pytest.raises(IdentityError, match="EXPIRED_OOB_CODE"):
        local.confirm_password_reset(outbox_codes(db)[-1], "brand new pass")


def test_password_reset_for_unknown_email_sends_nothing_and_says_nothing(db):
    local.send_password_reset("nobody@example.com")
    assert not (db / "outbox").exists()
    with pytest.raises(IdentityError, match="MISSING_EMAIL"):
        local.send_password_reset("  ")


def test_password_reset_mails_are_limited_per_hour(db):
    local.sign_up("alice@example.com", PASSWORD)
    for _ in range(local.MAX_RESET_MAILS_PER_HOUR + 2):
        local.send_password_reset("alice@example.com")
    assert len(list((db / "outbox").glob("*.eml"))) == local.MAX_RESET_MAILS_PER_HOUR


def test_admin_cli_grants_and_revokes(db, capsys):
    from chinese_app.__main__ import main

    tokens = local.sign_up("alice@example.com", PASSWORD)
    assert main(["admin", "grant", "alice@example.com"]) == 0
    assert verify_token(local.refresh(tokens.refreshToken).idToken).is_admin
    assert main(["admin", "revoke", "alice@example.com"]) == 0
    assert not verify_token(local.refresh(tokens.refreshToken).idToken).is_admin
    assert main(["admin", "grant", "nobody@example.com"]) == 1
    assert "EMAIL_NOT_FOUND" in capsys.readouterr().err


def test_a_reset_ends_every_other_reset_link(db):
    local.sign_up("alice@example.com", PASSWORD)
    local.send_password_reset("alice@example.com")
    local.send_password_reset("alice@example.com")
    first, second = outbox_codes(db)
    local.confirm_password_reset(first, "brand new pass")
    with pytest.raises(IdentityError, match="INVALID_OOB_CODE"):
        local.confirm_password_reset(second, "someone elses")


def test_sign_ups_are_limited_per_address(db, monkeypatch):
    monkeypatch.setenv("SIGNUPS_PER_IP_PER_HOUR", "3")
    from chinese_app.runtime import reset_caches

    reset_caches()
    for n in range(3):
        local.sign_up(f"user{n}@example.com", PASSWORD, ip="5.5.5.5")
    with pytest.raises(IdentityError) as e:
        local.sign_up("user9@example.com", PASSWORD, ip="5.5.5.5")
    assert e.value.status == 429 and e.value.message.startswith("TOO_MANY_ATTEMPTS_TRY_LATER")
    local.sign_up("user9@example.com", PASSWORD, ip="6.6.6.6")


def test_parallel_guesses_cannot_beat_the_limit(db):
    from concurrent.futures import ThreadPoolExecutor

    local.sign_up("alice@example.com", PASSWORD)

    def guess(n):
        try:
            local.sign_in("alice@example.com", f"wrong-{n}", ip=f"9.9.9.{n}")
        except IdentityError as e:
            return e.message

    with ThreadPoolExecutor(12) as pool:
        answers = list(pool.map(guess, range(24)))
    assert answers.count("INVALID_LOGIN_CREDENTIALS") <= local.MAX_FAILURES_PER_EMAIL
    assert all(a.startswith("TOO_MANY_ATTEMPTS") for a in answers if a != "INVALID_LOGIN_CREDENTIALS")
