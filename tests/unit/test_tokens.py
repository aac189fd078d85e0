import time

import jwt
import pytest

from chinese_app.identity.principal import InvalidToken, Principal
from chinese_app.identity.tokens import issue_id_token, verify_id_token

SECRET = "s" * 48
ALICE = Principal(uid="uid-alice", email="alice@example.com", is_admin=False)


def test_round_trip_carries_uid_email_and_admin_claim():
    token = issue_id_token(ALICE, SECRET, 3600)
    assert verify_id_token(token, SECRET) == ALICE
    claims = jwt.decode(token, options={"verify_signature": False})
    assert claims["sub"] == claims["user_id"] == "uid-alice"
    assert claims["exp"] - claims["iat"] == 3600
    assert claims["admin"] is False


def test_admin_claim():
    admin = Principal(uid="u1", email="boss@example.com", is_admin=True)
    assert verify_id_token(issue_id_token(admin, SECRET, 60), SECRET).is_admin is True


def test_expired_token_is_refused():
    token = issue_id_token(ALICE, SECRET, 60, now=time.time() - 61)
    with pytest.raises(InvalidToken) as e:
        verify_id_token(token, SECRET)
    assert e.value.message == "TOKEN_EXPIRED" and e.value.status == 401


def test_token_is_valid_until_it_expires():
    token = issue_id_token(ALICE, SECRET, 60, now=time.time() - 55)
    assert verify_id_token(token, SECRET).uid == "uid-alice"


@pytest.mark.parametrize("token", ["", "not-a-jwt", "a.b.c"])
def test_garbage_is_refused(token):
    with pytest.raises(InvalidToken):
        verify_id_token(token, SECRET)


def test_other_secret_is_refused():
    with pytest.raises(InvalidToken):
        verify_id_token(issue_id_token(ALICE, "other" * 10, 60), SECRET)


def test_forged_admin_claim_is_refused():
    header, _payload, signature = issue_id_token(ALICE, SECRET, 60).split(".")
    claims = jwt.decode(issue_id_token(ALICE, SECRET, 60), options={"verify_signature": False})
    forged_payload = jwt.encode({**claims, "admin": True}, "x" * 40, algorithm="HS256").split(".")[1]
    with pytest.raises(InvalidToken):
        verify_id_token(f"{header}.{forged_payload}.{signature}", SECRET)


def test_unsigned_alg_none_is_refused():
    claims = jwt.decode(issue_id_token(ALICE, SECRET, 60), options={"verify_signature": False})
    unsigned = jwt.encode(claims, None, algorithm="none")
    with pytest.raises(InvalidToken):
        verify_id_token(unsigned, SECRET)


def test_token_for_another_audience_is_refused():
    claims = jwt.decode(issue_id_token(ALICE, SECRET, 60), options={"verify_signature": False})
    other = jwt.encode({**claims, "aud": "someone-else"}, SECRET, algorithm="HS256")
    with pytest.raises(InvalidToken):
        verify_id_token(other, SECRET)
