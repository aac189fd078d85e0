"""Local accounts through the real database: hashing, sign-in, refresh, resets, limits, admin."""

from datetime import timedelta

import pytest
from sqlmodel import select

from chinese_app.db import session_scope
from chinese_app.identity import IdentityError, InvalidToken, local, revocation, throttle, verify_token
from chinese_app.models import Account, AuthAttempt, PasswordReset, RefreshToken
from tests.conftest import ADMIN_EMAIL, outbox_codes

PASSWORD = "correct horse"


def test_password_is_stored_as_argon2id_hash(db):
    local.sign_up("Alice@Example.com ", PASSWORD)
    with session_scope() as s:
        account = s.exec(select(Account)).one()
    assert account.email == "alice@example.com"
    assert account.password_hash.startswith("$argon2id$")
    assert PASSWORD not in account.password_hash
    # OWASP's argon2id setting (19 MiB, 2 passes, 1 lane), not the library's 64 MiB x 3 x 4.
    assert account.password_hash.startswith("$argon2id$v=19$m=19456,t=2,p=1$")


def test_a_hash_stored_under_the_old_setting_still_signs_in(db):
    from pwdlib import PasswordHash

    local.sign_up("old@example.com", PASSWORD)
    old = PasswordHash.recommended().hash(PASSWORD)  # what sign-ups stored before
    assert old.startswith("$argon2id$v=19$m=65536,t=3,p=4$")
    with session_scope() as s:
        s.exec(select(Account)).one().password_hash = old
    assert local.sign_in("old@example.com", PASSWORD).email == "old@example.com"
    with pytest.raises(IdentityError):
        local.sign_in("old@example.com", "wrong horse")


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


def _age_failures(seconds: float) -> None:
    """Move every recorded sign-in failure `seconds` into the past (the wait counts from the latest)."""
    with session_scope() as s:
        for attempt in s.exec(select(AuthAttempt)).all():
            attempt.at -= timedelta(seconds=seconds)
            s.add(attempt)


def test_guessing_from_one_address_slows_down_rather_than_locks(db):
    local.sign_up("alice@example.com", PASSWORD)
    for _ in range(throttle.FREE_PER_PAIR):
        with pytest.raises(IdentityError, match="INVALID_LOGIN_CREDENTIALS"):
            local.sign_in("alice@example.com", "wrong pass", ip="6.6.6.6")
    with pytest.raises(IdentityError) as e:
        local.sign_in("alice@example.com", "wrong pass", ip="6.6.6.6")
    assert e.value.message.startswith("TOO_MANY_ATTEMPTS_TRY_LATER") and e.value.status == 429
    _age_failures(throttle.FIRST_WAIT.total_seconds() + 1)  # the wait is over: one more try
    with pytest.raises(IdentityError, match="INVALID_LOGIN_CREDENTIALS"):
        local.sign_in("alice@example.com", "wrong pass", ip="6.6.6.6")
    _age_failures(throttle.FIRST_WAIT.total_seconds() + 1)  # twice as long now
    with pytest.raises(IdentityError, match="TOO_MANY_ATTEMPTS_TRY_LATER"):
        local.sign_in("alice@example.com", PASSWORD, ip="6.6.6.6")
    assert throttle.wait_after(throttle.FREE_PER_PAIR + 1, throttle.FREE_PER_PAIR) == 2 * throttle.FIRST_WAIT
    assert throttle.wait_after(99, throttle.FREE_PER_PAIR) == throttle.WINDOW  # never longer than the window


def test_a_stranger_cannot_lock_a_learner_out(db):
    """Five (or fifty) wrong passwords from one address do not keep the owner out elsewhere."""
    local.sign_up("alice@example.com", PASSWORD)
    for _ in range(20):
        with pytest.raises(IdentityError):
            local.sign_in("alice@example.com", "wrong pass", ip="6.6.6.6")
    assert local.sign_in("alice@example.com", PASSWORD, ip="10.0.1.1").email == "alice@example.com"
    # Guessing from many addresses does not lock the owner out either.
    for i in range(throttle.FREE_PER_EMAIL + 5):
        with pytest.raises(IdentityError, match="INVALID_LOGIN_CREDENTIALS"):
            local.sign_in("alice@example.com", "wrong pass", ip=f"10.9.{i // 250}.{i % 250}")
    assert local.sign_in("alice@example.com", PASSWORD, ip="10.0.1.1").email == "alice@example.com"
    # ... but an address that guessed wrong for it is slowed by the account's count too.
    with pytest.raises(IdentityError, match="TOO_MANY_ATTEMPTS_TRY_LATER"):
        local.sign_in("alice@example.com", "wrong pass", ip="10.9.0.0")


def test_the_right_password_forgets_only_its_own_addresses_failures(db):
    local.sign_up("alice@example.com", PASSWORD)
    for ip in ("1.1.1.1", "6.6.6.6"):
        for _ in range(3):
            with pytest.raises(IdentityError, match="INVALID_LOGIN_CREDENTIALS"):
                local.sign_in("alice@example.com", "wrong pass", ip=ip)
    local.sign_in("alice@example.com", PASSWORD, ip="1.1.1.1")
    with session_scope() as s:
        assert {a.ip for a in s.exec(select(AuthAttempt).where(AuthAttempt.kind == "signin")).all()} == {"6.6.6.6"}


def test_sign_in_is_limited_per_address(db):
    local.sign_up("alice@example.com", PASSWORD)
    for i in range(throttle.FREE_PER_ADDRESS):
        with pytest.raises(IdentityError, match="INVALID_LOGIN_CREDENTIALS"):
            local.sign_in(f"user{i}@example.com", "wrong pass", ip="6.6.6.6")
    with pytest.raises(IdentityError, match="TOO_MANY_ATTEMPTS_TRY_LATER"):
        local.sign_in("alice@example.com", PASSWORD, ip="6.6.6.6")
    assert local.sign_in("alice@example.com", PASSWORD, ip="7.7.7.7").email == "alice@example.com"


def test_refresh_rotates_the_refresh_token(db):
    tokens = local.sign_up("alice@example.com", PASSWORD)
    again = local.refresh(tokens.refreshToken)
    assert verify_token(again.idToken).uid == tokens.localId
    assert again.refreshToken != tokens.refreshToken
    third = local.refresh(again.refreshToken)  # the new one works, and is replaced in turn
    assert third.refreshToken not in (tokens.refreshToken, again.refreshToken)
    with pytest.raises(IdentityError, match="MISSING_REFRESH_TOKEN"):
        local.refresh("")


def _replaced_long_ago() -> None:
    with session_scope() as s:
        for stored in s.exec(select(RefreshToken).where(RefreshToken.replaced_at.is_not(None))).all():
            stored.replaced_at -= local.REUSE_GRACE + timedelta(seconds=1)
            s.add(stored)


def test_reusing_a_replaced_refresh_token_revokes_its_whole_family(db):
    stolen = local.sign_up("alice@example.com", PASSWORD)
    other_device = local.sign_in("alice@example.com", PASSWORD)
    current = local.refresh(stolen.refreshToken)
    _replaced_long_ago()
    with pytest.raises(IdentityError, match="INVALID_REFRESH_TOKEN"):
        local.refresh(stolen.refreshToken)  # the thief (or the victim) shows the old token again
    with pytest.raises(IdentityError, match="INVALID_REFRESH_TOKEN"):
        local.refresh(current.refreshToken)  # the family is gone: whoever held it must sign in
    assert local.refresh(other_device.refreshToken).email == "alice@example.com"  # another sign-in lives


def test_two_tabs_refreshing_at_once_are_not_taken_for_theft(db):
    tokens = local.sign_up("alice@example.com", PASSWORD)
    first = local.refresh(tokens.refreshToken)
    second = local.refresh(tokens.refreshToken)  # within REUSE_GRACE: a sibling, nothing revoked
    assert local.refresh(first.refreshToken) and local.refresh(second.refreshToken)


def test_refresh_tokens_expire_after_30_days_unused(db):
    tokens = local.sign_up("alice@example.com", PASSWORD)
    assert local.REFRESH_IDLE == timedelta(days=30)
    with session_scope() as s:
        stored = s.exec(select(RefreshToken)).one()
        stored.last_used_at -= local.REFRESH_IDLE + timedelta(minutes=1)
        s.add(stored)
    with pytest.raises(IdentityError, match="TOKEN_EXPIRED"):
        local.refresh(tokens.refreshToken)


def test_sign_out_revokes_the_refresh_token_and_every_id_token_issued_so_far(db):
    tokens = local.sign_up("alice@example.com", PASSWORD)
    elsewhere = local.sign_in("alice@example.com", PASSWORD)
    rotated = local.refresh(tokens.refreshToken)
    local.sign_out(rotated.refreshToken)
    for refresh_token in (tokens.refreshToken, rotated.refreshToken):
        with pytest.raises(IdentityError, match="INVALID_REFRESH_TOKEN"):
            local.refresh(refresh_token)
    for id_token in (tokens.idToken, rotated.idToken, elsewhere.idToken):
        with pytest.raises(InvalidToken, match="TOKEN_REVOKED"):
            verify_token(id_token)
    # The other device refreshes silently and carries on.
    assert verify_token(local.refresh(elsewhere.refreshToken).idToken).email == "alice@example.com"


def test_a_revocation_reaches_other_workers_within_the_cache_time(db):
    tokens = local.sign_up("alice@example.com", PASSWORD)
    verify_token(tokens.idToken)  # cached as never revoked
    with session_scope() as s:  # another worker signs the account out
        account = s.exec(select(Account)).one()
        account.tokens_valid_after = account.created_at + timedelta(days=1)
        s.add(account)
    verify_token(tokens.idToken)  # this worker has not looked again yet
    assert revocation.CACHE_SECONDS <= 10
    revocation.forget()  # what CACHE_SECONDS later does
    with pytest.raises(InvalidToken, match="TOKEN_REVOKED"):
        verify_token(tokens.idToken)


def test_id_tokens_live_15_minutes(db):
    tokens = local.sign_up("alice@example.com", PASSWORD)
    assert tokens.expiresIn == "900"


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
    with pytest.raises(InvalidToken, match="TOKEN_REVOKED"):
        verify_token(tokens.idToken)


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
    admin_token = local.sign_in("alice@example.com", PASSWORD)
    assert verify_token(admin_token.idToken).is_admin
    assert main(["admin", "revoke", "alice@example.com"]) == 0
    with pytest.raises(InvalidToken, match="TOKEN_REVOKED"):
        verify_token(admin_token.idToken)  # an ID token still claiming admin stops working at once
    assert not verify_token(local.refresh(admin_token.refreshToken).idToken).is_admin
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
            local.sign_in("alice@example.com", f"wrong-{n}", ip="9.9.9.9")
        except IdentityError as e:
            return e.message

    with ThreadPoolExecutor(12) as pool:
        answers = list(pool.map(guess, range(24)))
    assert answers.count("INVALID_LOGIN_CREDENTIALS") <= throttle.FREE_PER_PAIR
    assert all(a.startswith("TOO_MANY_ATTEMPTS") for a in answers if a != "INVALID_LOGIN_CREDENTIALS")
