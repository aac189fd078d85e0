"""A text area for Chinese typed through an input method.

It is not controlled by the state (a controlled area breaks composition: React issue 3926): the text
is read from the form on submit. Its input events report the length as the learner types; between
compositionstart and compositionend an input method is still choosing characters, so the state
ignores those and takes the length when composition ends.
"""

import reflex as rx
from reflex.event import input_event, no_args_event_spec


class ComposingTextArea(rx.el.Textarea):
    """rx.el.textarea with the composition events as triggers."""

    on_composition_start: rx.EventHandler[no_args_event_spec]
    on_composition_end: rx.EventHandler[input_event]


composing_text_area = ComposingTextArea.create
