"""Who is signed in, for the Reflex door.

The tokens live in the browser's LocalStorage; the server re-verifies them in every handler
that needs the user (`_verified_user`: private, so the client cannot call it as an event), so a
redirect guard is a convenience, never the check.
"""

import reflex as rx

from chinese_app.identity import IdentityError, InvalidToken, Principal, Tokens, get_identity, verify_token
from chinese_app.state.door import run

RESET_SENT = "Password reset email sent! Check your inbox and spam folder."

RESET_NEEDS_EMAIL = "Please enter your email address first"


class AuthState(rx.State):
    id_token: str = rx.LocalStorage("", name="id_token", sync=True)
    refresh_token: str = rx.LocalStorage("", name="refresh_token", sync=True)

    # What the pages show; derived from a verified token, never trusted as proof.
    email: str = ""
    is_admin: bool = False
    checked: bool = False  # the auth state has loaded for this tab ('Loading...' until then)

    error: str = ""
    success: str = ""
    form_email: str = ""
    submitting: bool = False

    @rx.var
    def signed_in(self) -> bool:
        return self.email != ""

    # ---------------------------------------------------------------- verification
    async def _verified_user(self) -> Principal | None:
        """The caller, verified on the server now; refreshes an expired ID token once."""
        try:
            return verify_token(self.id_token)
        except InvalidToken:
            pass
        if not self.refresh_token:
            return None
        try:
            tokens = await run(get_identity().refresh, self.refresh_token)
        except IdentityError:
            return None
        self._store(tokens)
        return verify_token(tokens.idToken)

    def _store(self, tokens: Tokens) -> None:
        principal = verify_token(tokens.idToken)
        self.id_token, self.refresh_token = tokens.idToken, tokens.refreshToken
        self.email, self.is_admin, self.checked = principal.email, principal.is_admin, True

    def _clear(self) -> None:
        self.id_token = self.refresh_token = ""
        self.email, self.is_admin, self.checked = "", False, True

    # ---------------------------------------------------------------- page guards (on_load)
    @rx.event
    async def require_user(self):
        """App pages: anonymous visitors go to /login."""
        user = await self._verified_user()
        if user is None:
            self._clear()
            return rx.redirect("/login")
        self.email, self.is_admin, self.checked = user.email, user.is_admin, True

    @rx.event
    async def redirect_signed_in(self):
        """/login and /register: signed-in visitors go to /home."""
        self.error = self.success = ""
        self.submitting = False
        if await self._verified_user() is not None:
            return rx.redirect("/home")
        self._clear()

    # ---------------------------------------------------------------- forms
    @rx.event
    def set_form_email(self, value: str):
        self.form_email = str(value)[:320]

    async def _sign_in_with(self, provider_call, *args):
        self.error = self.success = ""
        self.submitting = True
        yield
        try:
            tokens = await run(provider_call, *args)
        except IdentityError as e:
            self.error = e.message
            return
        finally:
            self.submitting = False
        self._store(tokens)
        yield rx.redirect("/flashcards")

    @rx.event
    async def login(self, form: dict):
        self.form_email = str(form.get("email") or "")
        ip = self.router.session.client_ip
        async for update in self._sign_in_with(get_identity().sign_in, form.get("email"), form.get("password"), ip):
            yield update

    @rx.event
    async def register(self, form: dict):
        ip = self.router.session.client_ip
        async for update in self._sign_in_with(get_identity().sign_up, form.get("email"), form.get("password"), ip):
            yield update

    @rx.event
    async def google_sign_in(self):
        # The embedded provider has no Google accounts: it answers OPERATION_NOT_ALLOWED, shown as it is.
        async for update in self._sign_in_with(get_identity().google_sign_in):
            yield update

    @rx.event
    async def forgot_password(self):
        if not self.form_email.strip():
            self.success, self.error = "", RESET_NEEDS_EMAIL
            return
        try:
            await run(get_identity().send_password_reset, self.form_email)
        except IdentityError as e:
            self.success, self.error = "", e.message
            return
        self.success, self.error = RESET_SENT, ""

    @rx.event
    async def logout(self):
        await run(get_identity().sign_out, self.refresh_token)
        self._clear()
        return rx.redirect("/login")


class ResetPasswordState(rx.State):
    """/reset-password?oobCode=...: the page the reset mail links to."""

    error: str = ""
    done_email: str = ""
    submitting: bool = False

    @rx.event
    def clear(self):
        self.error = self.done_email = ""
        self.submitting = False

    @rx.event
    async def confirm(self, form: dict):
        code = self.router.url.query_parameters.get("oobCode", "")
        self.error, self.submitting = "", True
        yield
        try:
            self.done_email = (await run(get_identity().confirm_password_reset, code, form.get("password"))).email
        except IdentityError as e:
            self.error = e.message
        finally:
            self.submitting = False
