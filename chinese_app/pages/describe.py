"""/describe: a picture, the learner writes 25-100 characters about it, feedback comes back fragment by fragment."""

import reflex as rx

from chinese_app.components.chinese_input import composing_text_area
from chinese_app.components.layout import app_page
from chinese_app.components.pinyin_text import pinyin_text, ruby
from chinese_app.state.auth import AuthState
from chinese_app.state.describe import FEEDBACK_BROKEN, MAX_CHARS, MIN_CHARS, DescribeState

HIGHLIGHTS = {"minor": "var(--amber-a5)", "major": "var(--red-a5)"}
UNDERLINES = {"minor": "2px dotted var(--amber-10)", "major": "2px solid var(--red-10)"}

# A fragment's feedback shows on hover, and on focus: a tap focuses it on a phone, Tab on a keyboard.
# The tip is placed against the whole text (the fragments' box), just under the fragment's line:
# next to a fragment at the end of a line it would run off a phone's screen.
FRAGMENT_STYLE = {
    "borderRadius": "4px",
    "outline": "none",
    "& .fragment-tip": {"display": "none"},
    "&:hover .fragment-tip, &:focus .fragment-tip, &:focus-within .fragment-tip": {"display": "block"},
    "&:focus-visible": {"boxShadow": "0 0 0 2px var(--accent-8)"},
}
TIP_STYLE = {
    "position": "absolute",  # no top: it stays at its own line, under the fragment
    "left": "0",
    "zIndex": "10",
    "width": "max-content",
    "maxWidth": "100%",
    "padding": "0.5em 0.75em",
    "borderRadius": "6px",
    "background": "var(--gray-12)",
    "color": "var(--gray-1)",
    "fontSize": "0.9rem",
    "lineHeight": "1.4",
    "whiteSpace": "normal",
    "boxShadow": "0 4px 12px var(--black-a5)",
}


def _start() -> rx.Component:
    return rx.card(
        rx.vstack(
            rx.text(
                "Write 25-100 characters about what you see, and receive AI feedback on your grammar and vocabulary.",
                color_scheme="gray",
                id="describe-intro",
            ),
            rx.cond(
                DescribeState.error != "",
                rx.callout(DescribeState.error, icon="triangle_alert", color_scheme="red", id="describe-error"),
            ),
            rx.button(
                rx.cond(DescribeState.starting, "Loading Image...", "Start Session"),
                on_click=DescribeState.start,
                disabled=DescribeState.starting,
                size="3",
                id="describe-start",
            ),
            spacing="4",
        ),
        width="100%",
    )


def _counter() -> rx.Component:
    colour = rx.cond(DescribeState.count > MAX_CHARS, "red", rx.cond(DescribeState.count >= MIN_CHARS, "grass", "gray"))
    return rx.text(
        DescribeState.count,
        f"/{MAX_CHARS} characters (minimum {MIN_CHARS})",
        size="2",
        color_scheme=colour,
        id="char-count",
        aria_live="polite",
    )


def _writing() -> rx.Component:
    return rx.form(
        rx.vstack(
            rx.heading("Write Your Description", size="4", as_="h2"),
            composing_text_area(
                name="description",
                rows=6,
                max_length=MAX_CHARS,
                placeholder="Describe the image in Chinese (用中文描述这张图片)...",
                lang="zh-CN",
                auto_focus=True,
                on_change=DescribeState.typed,
                on_composition_start=DescribeState.composition_started,
                on_composition_end=DescribeState.composition_ended,
                key=DescribeState.text_key,
                id="description",
                aria_label="Your description in Chinese",
                style={
                    "width": "100%",
                    "padding": "0.6em 0.75em",
                    "fontSize": "1.15rem",
                    "lineHeight": "1.6",
                    "border": "1px solid var(--gray-a7)",
                    "borderRadius": "var(--radius-3)",
                    "background": "var(--color-surface)",
                    "resize": "vertical",
                    "&:focus": {"outline": "2px solid var(--accent-8)", "outlineOffset": "1px"},
                },
            ),
            _counter(),
            rx.cond(
                DescribeState.submit_error != "",
                rx.callout(DescribeState.submit_error, icon="triangle_alert", color_scheme="red", id="submit-error"),
            ),
            rx.button(
                rx.cond(DescribeState.submitting, "Getting Feedback...", "Submit Description"),
                type="submit",
                disabled=~DescribeState.count_ok | DescribeState.submitting,
                size="3",
                id="submit-description",
            ),
            spacing="3",
            width="100%",
        ),
        on_submit=DescribeState.submit,
        reset_on_submit=False,
        width="100%",
    )


def _fragment(fragment, index) -> rx.Component:
    critiqued = fragment.critique != "none"
    tip_id = "fragment-tip-" + index.to_string()
    return rx.el.span(
        rx.foreach(fragment.rubies, lambda pair: ruby(pair, DescribeState.tone_colours, DescribeState.show_pinyin)),
        rx.cond(
            critiqued & (fragment.feedback != ""),
            rx.el.span(fragment.feedback, class_name="fragment-tip", role="tooltip", id=tip_id, style=TIP_STYLE),
        ),
        class_name="fragment fragment-" + fragment.critique,
        tab_index=rx.cond(critiqued, 0, -1),
        aria_describedby=rx.cond(critiqued, tip_id, ""),
        style={
            **FRAGMENT_STYLE,
            "background": rx.match(fragment.critique, *HIGHLIGHTS.items(), "transparent"),
            "borderBottom": rx.match(fragment.critique, *UNDERLINES.items(), "none"),
            "cursor": rx.cond(critiqued, "help", "auto"),
        },
    )


def _feedback() -> rx.Component:
    return rx.vstack(
        rx.hstack(
            rx.heading("Your Description", size="4", as_="h2"),
            rx.spacer(),
            rx.text("Pinyin", size="2", as_="label", html_for="pinyin-toggle"),
            rx.switch(checked=DescribeState.show_pinyin, on_change=DescribeState.toggle_pinyin, id="pinyin-toggle"),
            width="100%",
            align="center",
        ),
        rx.cond(
            DescribeState.broken,
            rx.callout(FEEDBACK_BROKEN, icon="triangle_alert", color_scheme="red", id="feedback-broken"),
            rx.cond(
                DescribeState.fragments.length() > 0,
                rx.box(
                    rx.foreach(DescribeState.fragments, _fragment),
                    id="feedback-fragments",
                    style={"fontSize": "1.4rem", "lineHeight": "2.4", "position": "relative"},
                ),
                rx.text(DescribeState.ai_text, id="ai-feedback-text"),
            ),
        ),
        rx.cond(
            DescribeState.note != "",
            rx.callout(DescribeState.note, icon="info", color_scheme="blue", id="relevance-note"),
        ),
        rx.text(
            "Hover over, tap or tab to a highlighted part to read its feedback. Yellow: a small slip. Red: an error.",
            size="1",
            color_scheme="gray",
        ),
        rx.heading("Our Description", size="4", as_="h2"),
        pinyin_text(
            DescribeState.reference,
            DescribeState.tone_colours,
            size="1.3rem",
            id_="our-description",
            show=DescribeState.show_pinyin,
        ),
        rx.hstack(
            rx.switch(checked=DescribeState.tone_colours, on_change=DescribeState.set_tone_colours, id="tone-colours"),
            rx.text("Tone colours", size="2"),
            align="center",
        ),
        rx.button(
            DescribeState.action_label,
            on_click=DescribeState.next_step,
            loading=DescribeState.moving | DescribeState.submitting,
            size="3",
            id="describe-next",
        ),
        spacing="3",
        width="100%",
    )


def _session() -> rx.Component:
    return rx.vstack(
        rx.cond(
            DescribeState.daily,
            rx.text(
                "Daily Session Progress: ",
                DescribeState.done_count,
                "/",
                DescribeState.total,
                id="daily-progress",
                color_scheme="gray",
            ),
        ),
        rx.flex(
            rx.box(
                rx.image(
                    src=DescribeState.image_url,
                    alt="The picture to describe",
                    id="describe-image",
                    style={"maxHeight": "500px", "maxWidth": "100%", "borderRadius": "var(--radius-3)"},
                ),
                flex="1 1 0",
                min_width="0",
            ),
            rx.box(
                rx.cond(DescribeState.evaluated, _feedback(), _writing()),
                flex="1 1 0",
                min_width="0",
                width="100%",
            ),
            direction={"initial": "column", "md": "row"},
            spacing="5",
            width="100%",
        ),
        spacing="3",
        width="100%",
    )


@rx.page(route="/describe", title="Describe · 学中文", on_load=[AuthState.require_user, DescribeState.load])
def describe() -> rx.Component:
    return app_page(
        rx.heading(
            rx.cond(DescribeState.view == "session", "Describe This Image", "Describe Images in Chinese"),
            size="7",
            id="page-heading",
        ),
        rx.cond(DescribeState.view == "session", _session(), _start()),
    )
