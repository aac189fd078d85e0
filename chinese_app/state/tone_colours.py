"""The learner's tone-colour setting, as every exercise page shows and switches it (a state mixin)."""

import reflex as rx

from chinese_app.core import learner
from chinese_app.identity import Principal
from chinese_app.state.door import run, verified_user


class ToneColours(rx.State, mixin=True):
    tone_colours: bool = True

    async def _read_tone_colours(self, user: Principal) -> None:
        self.tone_colours = (await run(learner.settings, user)).toneColours

    @rx.event
    async def set_tone_colours(self, on: bool):
        user = await verified_user(self)
        if user is None:
            return
        self.tone_colours = bool(on)
        await run(learner.set_tone_colours, user, bool(on))
