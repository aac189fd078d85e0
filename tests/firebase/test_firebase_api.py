"""/api in Firebase mode against the real Auth emulator: its ID tokens are accepted like local ones, and
refused when they belong to another project, are tampered with, or their account is disabled; the admin
claim opens admin routes; ADMIN_EMAILS grants it only to a verified address; local-account routes are gone."""

import time

import pytest

from chinese_app.__main__ import main
from chinese_app.identity.firebase import CACHE_SECONDS, NOT_IN_THIS_MODE
from tests.conftest import ADMIN_EMAIL
from tests.firebase.conftest import PROJECT, bearer, claims_of, with_claims


def test_an_emulator_sign_up_and_sign_in_reach_private_routes(firebase, api):
    tokens = firebase.sign_up("ann@example.com")
    r = api.get("/api/learner", headers=bearer(tokens))
    assert r.status_code == 200, r.text
    again = firebase.sign_in("ann@example.com")
    assert again["localId"] == tokens["localId"]
    assert api.get("/api/decks", headers=bearer(again)).status_code == 200
    assert api.get("/api/decks").status_code == 401


def test_a_token_of_another_project_is_refused(firebase, api):
    tokens = firebase.sign_up("other@example.com")
    other = "demo-someone-else"
    forged = with_claims(tokens["idToken"], aud=other, iss=f"https://securetoken.google.com/{other}")
    assert claims_of(tokens["idToken"])["aud"] == PROJECT
    assert api.get("/api/decks", headers={"Authorization": f"Bearer {forged}"}).status_code == 401


@pytest.mark.parametrize(
    "tamper",
    [
        lambda t: t[: len(t) // 2],  # cut short
        lambda t: t.replace(".", "", 1),  # no longer three parts
        lambda t: with_claims(t, exp=int(time.time()) - 3600),  # expired an hour ago
        lambda t: with_claims(t, sub=""),  # no user
    ],
    ids=["truncated", "malformed", "expired", "no subject"],
)
def test_a_tampered_token_is_refused(firebase, api, tamper):
    tokens = firebase.sign_up("tamper@example.com")
    r = api.get("/api/decks", headers={"Authorization": f"Bearer {tamper(tokens['idToken'])}"})
    assert r.status_code == 401, r.text


def test_the_admin_claim_opens_admin_routes_after_a_refresh(firebase, api):
    tokens = firebase.sign_up("boss@example.com")
    assert api.get("/api/admin/users", headers=bearer(tokens)).status_code == 403
    firebase.update(tokens["localId"], customAttributes='{"admin": true}')
    refreshed = firebase.sign_in("boss@example.com")  # a fresh ID token carries the claim
    r = api.get("/api/admin/users", headers=bearer(refreshed))
    assert r.status_code == 200, r.text
    assert {"boss@example.com"} <= {row["email"] for row in r.json()["users"]}


def test_a_disabled_user_is_refused_at_the_next_call(firebase, api):
    tokens = firebase.sign_up("gone@example.com")
    assert api.get("/api/decks", headers=bearer(tokens)).status_code == 200
    firebase.update(tokens["localId"], disableUser=True)
    time.sleep(CACHE_SECONDS + 0.5)  # verifications are remembered this long
    r = api.get("/api/decks", headers=bearer(tokens))
    assert r.status_code == 401 and "USER_DISABLED" in r.text


def test_local_account_routes_answer_404(firebase, api):
    r = api.post("/api/auth/signup", json={"email": "x@example.com", "password": "secret123"})
    assert r.status_code == 404
    assert r.json()["error"]["message"] == NOT_IN_THIS_MODE
    assert api.post("/api/auth/signin", json={"email": "x@example.com", "password": "secret123"}).status_code == 404


def test_admin_emails_grants_the_claim_only_to_a_verified_address(firebase, api):
    unverified = firebase.sign_up(ADMIN_EMAIL)  # anyone can register an address they do not own
    assert api.get("/api/admin/users", headers=bearer(unverified)).status_code == 403
    firebase.clear()
    google = firebase.google(ADMIN_EMAIL)  # Google has verified it
    assert api.get("/api/admin/users", headers=bearer(google)).status_code == 200
    # the claim was stored: the next Google sign-in's token carries it
    assert claims_of(firebase.google(ADMIN_EMAIL)["idToken"]).get("admin") is True


def test_the_command_line_grants_and_revokes_the_claim(firebase, api, capsys):
    firebase.sign_up("helper@example.com")
    assert main(["admin", "grant", "helper@example.com"]) == 0
    admin_token = firebase.sign_in("helper@example.com")
    assert claims_of(admin_token["idToken"]).get("admin") is True
    assert api.get("/api/admin/users", headers=bearer(admin_token)).status_code == 200
    time.sleep(1.1)  # revocation counts in whole seconds: a token of the same second would still pass
    assert main(["admin", "revoke", "helper@example.com"]) == 0
    assert "admin" not in claims_of(firebase.sign_in("helper@example.com")["idToken"])
    # revoking the claim revokes the sessions: the token that still says admin stops working at once
    r = api.get("/api/admin/users", headers=bearer(admin_token))
    assert r.status_code == 401 and "TOKEN_REVOKED" in r.text
    assert main(["admin", "grant", "nobody@example.com"]) == 1
    assert "EMAIL_NOT_FOUND" in capsys.readouterr().err


def test_admin_users_come_a_page_at_a_time_from_firebase(firebase, api):
    firebase.google(ADMIN_EMAIL)
    admin = firebase.google(ADMIN_EMAIL)
    for name in ("one", "two", "three"):
        firebase.sign_up(f"{name}@example.com")
    seen, token = [], ""
    while True:
        r = api.get("/api/admin/users", params={"pageToken": token, "limit": 2}, headers=bearer(admin))
        assert r.status_code == 200, r.text
        assert len(r.json()["users"]) <= 2
        seen += [u["email"] for u in r.json()["users"]]
        token = r.json()["nextPageToken"]
        if not token:
            break
    assert sorted(seen) == sorted([ADMIN_EMAIL, "one@example.com", "two@example.com", "three@example.com"])
    assert {u["email"]: u["admin"] for u in api.get("/api/admin/users", headers=bearer(admin)).json()["users"]} == {
        ADMIN_EMAIL: True,
        "one@example.com": False,
        "two@example.com": False,
        "three@example.com": False,
    }
    r = api.get("/api/admin/users", params={"limit": 0}, headers=bearer(admin))
    assert r.status_code == 422, r.text
