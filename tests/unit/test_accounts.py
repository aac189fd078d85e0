"""The admin claim's rules, in the core: the same for the admin page, /api and the command line."""

import pytest

from chinese_app.core import accounts
from chinese_app.core.errors import BadInput, Conflict, Forbidden, NotFound
from chinese_app.identity import local, verify_token
from tests.conftest import ADMIN_EMAIL, call, user

PASSWORD = "secret123"
ADMIN = user("admin", admin=True)  # admin@example.com: an admin through ADMIN_EMAILS


def test_grant_and_revoke_reach_the_token_at_the_next_refresh(db):
    tokens = local.sign_up("alice@example.com", PASSWORD)
    granted = call(accounts.set_admin, ADMIN, "Alice@Example.com ", True)
    assert (granted.email, granted.admin) == ("alice@example.com", True)
    assert granted.message == "Admin granted to alice@example.com: it applies at their next sign-in or token refresh."
    assert verify_token(local.refresh(tokens.refreshToken).idToken).is_admin
    assert call(accounts.set_admin, ADMIN, "alice@example.com", False).message.startswith("Admin revoked from")
    assert not verify_token(local.refresh(tokens.refreshToken).idToken).is_admin


def test_nobody_revokes_their_own_claim(db):
    local.sign_up("alice@example.com", PASSWORD)
    alice = user("alice", admin=True)
    with pytest.raises(Forbidden, match="You cannot revoke your own admin rights."):
        call(accounts.set_admin, alice, "ALICE@example.com", False)


def test_an_admin_through_admin_emails_is_revoked_there(db):
    local.sign_up(ADMIN_EMAIL, PASSWORD)
    other = user("other", admin=True)
    with pytest.raises(Conflict, match="ADMIN_EMAILS"):
        call(accounts.set_admin, other, ADMIN_EMAIL, False)
    with pytest.raises(Conflict, match="ADMIN_EMAILS"):  # the command line too
        call(accounts.set_admin, accounts.OPERATOR, ADMIN_EMAIL, False)


def test_learners_may_not_touch_the_claim(db):
    local.sign_up("alice@example.com", PASSWORD)
    for action in (
        lambda: call(accounts.set_admin, user("bob"), "alice@example.com", True),
        lambda: call(accounts.list_accounts, user("bob")),
    ):
        with pytest.raises(Forbidden, match="Admin access required"):
            action()


@pytest.mark.parametrize(
    ("email", "grant", "error"),
    [("nobody@example.com", True, NotFound), ("", True, BadInput), (None, True, BadInput), ("a@b.c", "yes", BadInput)],
)
def test_bad_input(db, email, grant, error):
    with pytest.raises(error):
        call(accounts.set_admin, ADMIN, email, grant)


def test_accounts_list_says_where_a_claim_comes_from(db):
    local.sign_up(ADMIN_EMAIL, PASSWORD)
    local.sign_up("alice@example.com", PASSWORD)
    rows = {r.email: r for r in call(accounts.list_accounts, ADMIN).users}
    assert rows[ADMIN_EMAIL].admin and rows[ADMIN_EMAIL].fromSettings
    assert not rows["alice@example.com"].admin and not rows["alice@example.com"].fromSettings


def test_accounts_come_a_page_at_a_time(db):
    emails = [f"user{i}@example.com" for i in range(5)]
    for email in emails:
        local.sign_up(email, PASSWORD)
    seen, token = [], ""
    while True:
        page = call(accounts.list_accounts, ADMIN, token, 2)
        assert len(page.users) <= 2
        seen += [r.email for r in page.users]
        token = page.nextPageToken
        if not token:
            break
    assert seen == emails  # oldest first, each once
    last = call(accounts.list_accounts, ADMIN, "4", 2)
    assert [r.email for r in last.users] == emails[4:] and last.nextPageToken == ""


@pytest.mark.parametrize(
    ("token", "limit", "message"),
    [("abc", 10, "INVALID_PAGE_TOKEN"), ("-1", 10, "INVALID_PAGE_TOKEN"), ("", 0, "limit"), ("", 1001, "limit")],
)
def test_bad_account_pages_are_refused(db, token, limit, message):
    with pytest.raises(BadInput, match=message):
        call(accounts.list_accounts, ADMIN, token, limit)


def test_the_command_line_follows_the_same_rules(db, capsys):
    from chinese_app.__main__ import main

    local.sign_up(ADMIN_EMAIL, PASSWORD)
    assert main(["admin", "revoke", ADMIN_EMAIL]) == 1
    assert "ADMIN_EMAILS" in capsys.readouterr().err


def test_every_identity_provider_call_is_made_outside_a_transaction():
    """db.call passes a session as the first argument unless a function is marked: a provider keeps
    its own storage, so each of its methods must be marked."""
    from chinese_app.identity import IdentityProvider, get_identity

    provider = get_identity()
    methods = [name for name in dir(IdentityProvider) if not name.startswith("_")]
    assert len(methods) == 10
    for name in methods:
        assert getattr(getattr(provider, name), "outside_transaction", False), name
