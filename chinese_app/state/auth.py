"""Who is signed in, for the Reflex door.

The tokens live in the browser's LocalStorage; the server re-verifies them in every handler
that needs the user (`_verified_user`: private, so the client cannot call it as an event), so a
redirect guard is a convenience, never the check.

Local accounts sign in through the handlers below. In Firebase mode the browser's SDK signs in
(components/firebase_auth.py) and hands its tokens to the `firebase_*` handlers, which verify them
like any other; refreshing an expired token and the guards are the same in both modes.
"""

from typing import Any

import reflex as rx

from chinese_app.identity import IdentityError, InvalidToken, Principal, get_identity, verify_token
from chinese_app.settings import get_settings
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

    @rx.var
    def firebase_config(self) -> dict[str, str]:
        """What the browser's Firebase SDK needs (all public by design), or nothing in local mode."""
        settings = get_settings()
        if not settings.firebase_mode:
            return {}
        return {
            "apiKey": settings.firebase_api_key,
            "authDomain": settings.firebase_auth_domain,
            "projectId": settings.firebase_project_id,
            "emulatorHost": settings.firebase_auth_emulator_host,
        }

    @rx.var
    def firebase_mode(self) -> bool:
        return get_settings().firebase_mode

    # ---------------------------------------------------------------- verification
    async def _verified_user(self) -> Principal | None:
        """The caller, verified on the server now; refreshes an expired ID token once."""
        try:
            return await run(verify_token, self.id_token)
        except InvalidToken:
            pass
        if not self.refresh_token:
            return None
        try:
            tokens = await run(get_identity().refresh, self.refresh_token)
            return await self._store(tokens.idToken, tokens.refreshToken)
        except IdentityError:
            return None

    async def _store(self, id_token: str, refresh_token: str) -> Principal:
        """Keep tokens once their ID token is verified (InvalidToken otherwise)."""
        principal = await run(verify_token, id_token)
        self.id_token, self.refresh_token = id_token, refresh_token
        self.email, self.is_admin, self.checked = principal.email, principal.is_admin, True
        return principal

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
            await self._store(tokens.idToken, tokens.refreshToken)
        except IdentityError as e:
            self.error = e.message
            return
        finally:
            self.submitting = False
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

    # ---------------------------------------------------------------- Firebase mode (the SDK's answers)
    @rx.event
    def firebase_started(self):
        self.error = self.success = ""
        self.submitting = True

    @rx.event
    async def firebase_signed_in(self, answer: dict[str, Any]):
        """Login, Register or Google: {idToken, refreshToken} from the SDK, or {error} shown verbatim."""
        self.submitting = False
        if not isinstance(answer, dict) or answer.get("error") or not get_settings().firebase_mode:
            self.success, self.error = "", str((answer or {}).get("error") or "Sign-in failed")[:500]
            return
        try:
            await self._store(str(answer.get("idToken") or ""), str(answer.get("refreshToken") or ""))
        except IdentityError as e:
            self.error = e.message
            return
        return rx.redirect("/flashcards")

    @rx.event
    async def firebase_token(self, id_token: str, refresh_token: str):
        """A fresh ID token from the SDK (sign-in, its hourly refresh, or the refresh of a page load)."""
        if not get_settings().firebase_mode:
            return
        try:
            await self._store(str(id_token), str(refresh_token))
        except IdentityError:
            pass  # not proof of anything: the tokens the state has stay as they were

    @rx.event
    def firebase_reset_sent(self, answer: dict[str, Any]):
        answer = answer if isinstance(answer, dict) else {}
        self.submitting = False
        if not str(answer.get("email") or "").strip():
            self.success, self.error = "", RESET_NEEDS_EMAIL
        elif answer.get("error"):
            self.success, self.error = "", str(answer["error"])[:500]
        else:
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

    @rx.event
    def firebase_started(self):
        self.error, self.submitting = "", True

    @rx.event
    def firebase_confirmed(self, answer: dict[str, Any]):
        """The SDK's answer to the new password: {email} or {error} shown verbatim."""
        answer = answer if isinstance(answer, dict) else {}
        self.submitting = False
        if answer.get("error") or not answer.get("email"):
            self.error = str(answer.get("error") or "Password reset failed")[:500]
        else:
            self.done_email = str(answer["email"])
