"""/translate: English shown, the learner types the Chinese, the server scores it 0-3."""

import reflex as rx

from chinese_app.components.fields import level_select
from chinese_app.components.layout import app_page
from chinese_app.components.pinyin_text import pinyin_text
from chinese_app.state.auth import AuthState
from chinese_app.state.translate import TranslateState

SCORE_COLOURS = {3: "grass", 2: "amber", 1: "orange"}


def _start() -> rx.Component:
    return rx.card(
        rx.vstack(
            rx.text("Type the Chinese for English sentences; each answer is scored from 0 to 3.", color_scheme="gray"),
            rx.hstack(
                rx.box(level_select(TranslateState.level, TranslateState.set_level, "translate-level"), width="10em"),
                rx.button(
                    "Start Session",
                    on_click=TranslateState.start,
                    loading=TranslateState.starting,
                    id="translate-start",
                ),
                align="center",
            ),
            spacing="4",
        ),
        width="100%",
    )


def _progress() -> rx.Component:
    return rx.hstack(
        rx.badge("HSK ", TranslateState.sentence_level, variant="soft"),
        rx.text(
            TranslateState.done_count,
            " done · ",
            TranslateState.again_count,
            " to try again · ",
            TranslateState.total,
            " sentences",
            size="2",
            color_scheme="gray",
            id="translate-progress",
        ),
        align="center",
    )


def _feedback() -> rx.Component:
    return rx.cond(
        TranslateState.score >= 0,
        rx.card(
            rx.vstack(
                rx.hstack(
                    rx.badge(
                        TranslateState.score_label,
                        color_scheme=rx.match(TranslateState.score, *SCORE_COLOURS.items(), "red"),
                        size="3",
                        id="score-label",
                    ),
                    rx.text("Score ", TranslateState.score, " / 3", size="2", color_scheme="gray", id="score"),
                    align="center",
                ),
                rx.text(TranslateState.explanation, id="explanation"),
                rx.text("Correct translation", size="2", weight="medium", color_scheme="gray"),
                pinyin_text(TranslateState.correct, TranslateState.tone_colours, id_="correct-translation"),
                rx.hstack(
                    rx.switch(
                        checked=TranslateState.tone_colours,
                        on_change=TranslateState.set_tone_colours,
                        id="tone-colours",
                    ),
                    rx.text("Tone colours", size="2"),
                    align="center",
                ),
                rx.cond(TranslateState.can_report, _report()),
                spacing="2",
                width="100%",
            ),
            width="100%",
            id="feedback",
        ),
    )


def _report() -> rx.Component:
    """ "My answer should be accepted", after a score below 3: a teacher reviews the answer."""
    return rx.flex(
        rx.button(
            rx.icon("flag", size=16),
            "My answer should be accepted",
            type="button",
            variant="soft",
            color_scheme="gray",
            on_click=TranslateState.report_answer,
            loading=TranslateState.reporting,
            disabled=TranslateState.reported,
            id="report-answer",
        ),
        rx.text(TranslateState.report_message, size="2", id="report-message", role="status", aria_live="polite"),
        gap="3",
        align="center",
        wrap="wrap",
        padding_top="0.5em",
        width="100%",
    )


def _practice() -> rx.Component:
    return rx.vstack(
        _progress(),
        rx.card(rx.text(TranslateState.english, size="6", weight="medium", id="english"), width="100%"),
        rx.form(
            rx.vstack(
                rx.input(
                    name="answer",
                    placeholder="Type the Chinese",
                    auto_focus=True,
                    auto_complete="off",
                    lang="zh-CN",
                    size="3",
                    width="100%",
                    id="answer",
                    key=TranslateState.answer_key,
                    aria_label="Your translation",
                ),
                rx.flex(
                    rx.button("Submit", type="submit", loading=TranslateState.evaluating, id="submit"),
                    rx.button(
                        "I give up!",
                        type="button",
                        variant="soft",
                        color_scheme="gray",
                        on_click=TranslateState.give_up,
                        disabled=TranslateState.evaluating,
                        id="give-up",
                    ),
                    rx.button(
                        "Next Sentence",
                        type="button",
                        variant="outline",
                        on_click=TranslateState.next_sentence,
                        disabled=TranslateState.evaluating,
                        id="next-sentence",
                    ),
                    gap="3",
                    wrap="wrap",
                ),
                width="100%",
            ),
            on_submit=TranslateState.submit,
            reset_on_submit=False,
            width="100%",
        ),
        _feedback(),
        width="100%",
        spacing="4",
    )


def _complete() -> rx.Component:
    return rx.card(
        rx.vstack(
            rx.heading("Session Complete!", size="6", id="session-complete"),
            rx.text(
                TranslateState.total,
                " sentences · ",
                TranslateState.first_shots,
                " right at the first try · ",
                TranslateState.total_tries,
                " tries",
                id="session-summary",
            ),
            rx.cond(
                TranslateState.daily,
                rx.button("Back to Home", on_click=rx.redirect("/home"), id="back-home"),
                rx.button("Start New Session", on_click=TranslateState.new_session, id="new-session"),
            ),
            spacing="3",
        ),
        width="100%",
    )


@rx.page(route="/translate", title="Translate · 学中文", on_load=[AuthState.require_user, TranslateState.load])
def translate() -> rx.Component:
    return app_page(
        rx.heading("Translate", size="7", id="page-heading"),
        rx.cond(TranslateState.notice != "", rx.callout(TranslateState.notice, icon="info", width="100%")),
        rx.match(
            TranslateState.view,
            ("practice", _practice()),
            ("complete", _complete()),
            _start(),
        ),
    )
