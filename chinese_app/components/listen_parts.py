"""Pieces of the listen page that plain Reflex components lack: a video element that reports a failed
load, and the page's keyboard shortcuts."""

import reflex as rx
from reflex.event import no_args_event_spec
from reflex_components_core.el.elements.media import Video


class ClipVideo(Video):
    """rx.el.video with the load error as a trigger (a clip that cannot play says so and can be skipped)."""

    on_error: rx.EventHandler[no_args_event_spec]


clip_video = ClipVideo.create

# Space replays, Enter shows the answer, 1 Try again, 2 Got it: each clicks its button when it is
# on the page and enabled (so the keyboard can do only what a click can). Typing in a field is left alone.
_KEYS_HOOK = """
useEffect(() => {
  const buttons = {" ": "listen-replay", "Enter": "listen-show", "1": "listen-try-again", "2": "listen-got-it"};
  const onKey = (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
    const target = e.target;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable)) return;
    const button = document.getElementById(buttons[e.key] || "");
    if (!button || button.disabled) return;
    e.preventDefault();
    button.click();
  };
  document.addEventListener("keydown", onKey);
  return () => document.removeEventListener("keydown", onKey);
}, []);
"""


class ListenKeys(rx.Fragment):
    def add_imports(self) -> dict:
        return {"react": [rx.ImportVar(tag="useEffect")]}

    def add_hooks(self) -> list[str]:
        return [_KEYS_HOOK]


listen_keys = ListenKeys.create
