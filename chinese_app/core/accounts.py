"""Accounts and the admin claim: who may use the admin tools, and the rules for granting and
revoking the claim, the same for the admin page, /api and the command line."""

from chinese_app.core.errors import BadInput, Conflict, Forbidden, NotFound
from chinese_app.db import outside_transaction
from chinese_app.identity import IdentityError, Principal, get_identity
from chinese_app.settings import get_settings
from chinese_app.wire import Answer

# The server's command line acts as this operator: an admin with no account of its own.
OPERATOR = Principal(uid="", email="", is_admin=True)
ADMIN_REQUIRED = "Admin access required"
CANNOT_REVOKE_SELF = "You cannot revoke your own admin rights."
MAX_EMAIL = 320
ACCOUNTS_PER_PAGE = 50
MAX_ACCOUNTS_PER_PAGE = 1000  # Firebase's own limit for one page
MAX_PAGE_TOKEN = 2000


class AccountRow(Answer):
    localId: str
    email: str
    admin: bool
    fromSettings: bool  # an admin through ADMIN_EMAILS: only that setting can take it away


class AccountsPage(Answer):
    """One page of accounts; nextPageToken asks for the next ("" after the last)."""

    users: list[AccountRow]
    nextPageToken: str


class AdminChanged(Answer):
    email: str
    admin: bool
    message: str


def require_admin(user: Principal) -> None:
    """Admin actions are refused (403) to anyone whose verified token lacks the admin claim."""
    if not user.is_admin:
        raise Forbidden(ADMIN_REQUIRED)


@outside_transaction  # the identity provider keeps the accounts (a hosted one answers over the network)
def list_accounts(user: Principal, page_token: object = "", limit: object = ACCOUNTS_PER_PAGE) -> AccountsPage:
    """A page of accounts with their effective admin flags (local accounts oldest first; Firebase's in its
    own order), from a token the page before gave."""
    require_admin(user)
    if not isinstance(page_token, str) or len(page_token) > MAX_PAGE_TOKEN:
        raise BadInput("pageToken must be the nextPageToken of the page before")
    if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= MAX_ACCOUNTS_PER_PAGE:
        raise BadInput(f"limit must be 1 to {MAX_ACCOUNTS_PER_PAGE}")
    try:
        page = get_identity().list_accounts(page_token, limit)
    except IdentityError as e:
        raise BadInput(f"{e.message} : pageToken must be the nextPageToken of the page before") from None
    settings = get_settings()
    users = [
        AccountRow(localId=a.uid, email=a.email, admin=a.is_admin, fromSettings=settings.admin_by_setting(a.email))
        for a in page.accounts
    ]
    return AccountsPage(users=users, nextPageToken=page.next_page_token)


@outside_transaction
def set_admin(user: Principal, email: object, grant: object) -> AdminChanged:
    """Grant or revoke another account's admin claim; it reaches their token at the next refresh.

    Nobody revokes their own claim (the last admin could lock everyone out), and an admin through
    ADMIN_EMAILS stays one until that setting changes (a revoke would silently change nothing).
    """
    require_admin(user)
    if not isinstance(grant, bool):
        raise BadInput("admin must be true or false")
    if not isinstance(email, str) or not email.strip() or len(email) > MAX_EMAIL:
        raise BadInput("email must be an account's e-mail address")
    email = email.strip().lower()
    if not grant and email == user.email:
        raise Forbidden(CANNOT_REVOKE_SELF)
    if not grant and get_settings().admin_by_setting(email):
        raise Conflict(f"{email} is an admin through the ADMIN_EMAILS setting: remove it there.")
    try:
        get_identity().set_admin(email, grant)
    except IdentityError as e:
        raise NotFound(f"{e.message} : no account with the e-mail {email}") from None
    change = "granted to" if grant else "revoked from"
    return AdminChanged(
        email=email, admin=grant, message=f"Admin {change} {email}: it applies at their next sign-in or token refresh."
    )
