"""Firebase Authentication in the browser (Firebase mode): the JS SDK signs in, signs up, opens Google's
popup, sends reset e-mails and keeps the session; every ID token it gets is handed to AuthState, which
verifies it on the server before anything private is read.

One build serves both modes: the SDK is imported on demand, only when the server hands the page a
Firebase configuration (AuthState.firebase_config), so a local-accounts deployment never loads it.

- `firebase_session()` sits on every page: it starts the SDK and hands each fresh ID token (and the
  refresh token the server falls back on when a page opens after the token's hour) to the server. Once
  per page load the token is refreshed, so a claim granted since (admin) reaches the header.
- `firebase_call` for buttons (`rx.call_script`): each answers {idToken, refreshToken} or {error}, the
  SDK's message as it is (SPEC §8). The Google popup opens within the click, as popup blockers require:
  the button runs the script directly, with no server round trip first.
"""

import reflex as rx
from reflex.vars.base import Var

from chinese_app.state.auth import AuthState

FIREBASE_SDK = "firebase@12.19.0"

# Module code of every page that has the session component; the SDK object lives on window, once.
_SDK = r"""
const xzwFirebase = (() => {
  if (typeof window === "undefined") return null;
  if (window.xzwFirebase) return window.xzwFirebase;
  let started = null;
  const api = {
    config: null,
    handed: "",  // the last ID token handed to the server (the SDK repeats itself)
    refreshed: false,  // this page load has refreshed the token once
    ready() {
      if (!api.config) return Promise.reject(new Error("Firebase is not configured"));
      if (!started) {
        const config = api.config;
        started = Promise.all([import("firebase/app"), import("firebase/auth")]).then(([app, sdk]) => {
          const {apiKey, authDomain, projectId, emulatorHost} = config;
          const auth = sdk.getAuth(app.initializeApp({apiKey, authDomain, projectId}));
          if (emulatorHost) sdk.connectAuthEmulator(auth, "http://" + emulatorHost, {disableWarnings: true});
          return {auth, sdk};
        });
      }
      return started;
    },
    message(e) {
      return (e && e.message) || String(e);
    },
    async signedIn(signIn) {
      try {
        const {auth, sdk} = await api.ready();
        const credential = await signIn(auth, sdk);
        return {idToken: await credential.user.getIdToken(), refreshToken: credential.user.refreshToken};
      } catch (e) {
        return {error: api.message(e)};
      }
    },
    field(id) {
      const input = document.getElementById(id);
      return input ? input.value : "";
    },
    signIn() {
      const [email, password] = [api.field("email"), api.field("password")];
      return api.signedIn((auth, sdk) => sdk.signInWithEmailAndPassword(auth, email, password));
    },
    signUp() {
      const [email, password] = [api.field("email"), api.field("password")];
      return api.signedIn((auth, sdk) => sdk.createUserWithEmailAndPassword(auth, email, password));
    },
    google() {
      return api.signedIn((auth, sdk) => sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider()));
    },
    async reset() {
      const email = api.field("email");
      if (!email.trim()) return {email: ""};
      try {
        const {auth, sdk} = await api.ready();
        await sdk.sendPasswordResetEmail(auth, email);
        return {email, sent: true};
      } catch (e) {
        return {email, error: api.message(e)};
      }
    },
    async confirmReset() {
      const code = new URLSearchParams(window.location.search).get("oobCode") || "";
      const password = api.field("password");
      try {
        const {auth, sdk} = await api.ready();
        const email = await sdk.verifyPasswordResetCode(auth, code);
        await sdk.confirmPasswordReset(auth, code, password);
        return {email};
      } catch (e) {
        return {error: api.message(e)};
      }
    },
    async signOut() {
      api.handed = "";
      if (!api.config) return;
      const {auth, sdk} = await api.ready();
      await sdk.signOut(auth);
    },
  };
  window.xzwFirebase = api;
  return api;
})();

function FirebaseSession({config, onToken}) {
  const apiKey = config && config.apiKey;
  useEffect(() => {
    if (!apiKey || !xzwFirebase) return undefined;
    xzwFirebase.config = config;
    let stop = null;
    let gone = false;
    xzwFirebase.ready().then(({auth, sdk}) => {
      if (gone) return;
      stop = sdk.onIdTokenChanged(auth, async (user) => {
        if (!user) return;  // signed out: Logout has already cleared the server's side
        try {
          const force = !xzwFirebase.refreshed;
          xzwFirebase.refreshed = true;
          const idToken = await user.getIdToken(force);
          if (idToken === xzwFirebase.handed) return;
          xzwFirebase.handed = idToken;
          onToken(idToken, user.refreshToken);
        } catch (e) {
          console.log("firebase token", e);
        }
      });
    }, (e) => console.log("firebase", e));
    return () => {
      gone = true;
      if (stop) stop();
    };
  }, [apiKey]);
  return null;
}
"""


def _token_and_refresh(id_token: Var[str], refresh_token: Var[str]) -> tuple[Var[str], Var[str]]:
    return id_token, refresh_token


class FirebaseSession(rx.Component):
    """The SDK's session on this page (renders nothing); see the module docstring."""

    tag = "FirebaseSession"
    lib_dependencies: list[str] = [FIREBASE_SDK]  # noqa: RUF012 (Reflex reads it from the class)

    config: Var[dict]
    on_token: rx.EventHandler[_token_and_refresh]

    def add_imports(self) -> dict:
        return {"react": [rx.ImportVar(tag="useEffect")]}

    def add_custom_code(self) -> list[str]:
        return [_SDK]


def firebase_session() -> rx.Component:
    return FirebaseSession.create(config=AuthState.firebase_config, on_token=AuthState.firebase_token)


def firebase_call(action: str, callback) -> rx.event.EventSpec:
    """A button's call into the SDK (signIn, signUp, google, reset, confirmReset), its answer to `callback`."""
    return rx.call_script(f"window.xzwFirebase.{action}()", callback=callback)


def firebase_sign_out() -> rx.event.EventSpec:
    """Ends the SDK's session (nothing in local mode); Logout then clears the server's side."""
    return rx.call_script("window.xzwFirebase && window.xzwFirebase.signOut()")
