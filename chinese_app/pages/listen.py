"""/listen: a short clip with its subtitle blurred; replay, reveal, then Got it or Try again."""

import reflex as rx

from chinese_app.components.layout import app_page
from chinese_app.components.listen_parts import clip_video, listen_keys
from chinese_app.components.pinyin_text import pinyin_text
from chinese_app.core.limits import LISTEN_PAGE_CLIPS
from chinese_app.state.auth import AuthState
from chinese_app.state.listen import BoxView, ListenState

# The box hides the subtitle where backdrop blur is missing too: the layer itself is nearly opaque.
BLUR_STYLE = {
    "position": "absolute",
    "backdropFilter": "blur(14px)",
    "WebkitBackdropFilter": "blur(14px)",
    "background": "rgba(24, 24, 27, 0.88)",
    "borderRadius": "4px",
    "pointerEvents": "none",
}


def _start() -> rx.Component:
    return rx.card(
        rx.vstack(
            rx.text("Watch short clips, listen for the Chinese, then reveal the answer.", color_scheme="gray"),
            rx.hstack(
                rx.vstack(
                    rx.text("Clips", size="2", weight="medium", as_="label", html_for="listen-count"),
                    rx.input(
                        type="number",
                        min=LISTEN_PAGE_CLIPS.low,
                        max=LISTEN_PAGE_CLIPS.high,
                        value=ListenState.clip_count,
                        on_change=ListenState.set_clip_count,
                        width="6em",
                        id="listen-count",
                    ),
                    spacing="1",
                ),
                rx.button(
                    "Start Session",
                    on_click=ListenState.start,
                    loading=ListenState.starting,
                    id="listen-start",
                ),
                align="end",
            ),
            spacing="4",
        ),
        width="100%",
    )


def _box(box: BoxView) -> rx.Component:
    return rx.box(
        class_name="blur-box",
        style={**BLUR_STYLE, "left": box.left, "top": box.top, "width": box.width, "height": box.height},
    )


def _video() -> rx.Component:
    return rx.box(
        rx.cond(
            ListenState.video_failed,
            rx.center(
                rx.vstack(
                    rx.text("This clip could not be loaded.", color="white", id="video-failed"),
                    rx.button("Skip this clip", on_click=ListenState.skip, id="listen-skip"),
                    align="center",
                ),
                height="100%",
            ),
            rx.fragment(
                clip_video(
                    src=ListenState.video_url,
                    auto_play=True,
                    plays_inline=True,
                    preload="auto",
                    on_error=ListenState.video_error,
                    id="listen-video",
                    key=ListenState.card_id,
                    style={"width": "100%", "height": "100%", "display": "block"},
                ),
                rx.foreach(ListenState.boxes, _box),
            ),
        ),
        position="relative",
        width=ListenState.area_width,
        style={"aspectRatio": ListenState.aspect},
        background="black",
        border_radius="var(--radius-3)",
        overflow="hidden",
        id="listen-area",
    )


def _answer() -> rx.Component:
    return rx.cond(
        ListenState.revealed,
        rx.card(
            rx.vstack(
                pinyin_text(ListenState.chinese, ListenState.tone_colours, id_="listen-chinese"),
                rx.text(ListenState.english, id="listen-english"),
                rx.hstack(
                    rx.switch(
                        checked=ListenState.tone_colours, on_change=ListenState.set_tone_colours, id="tone-colours"
                    ),
                    rx.text("Tone colours", size="2"),
                    align="center",
                ),
                spacing="2",
            ),
            width="100%",
            id="listen-answer",
        ),
    )


def _buttons() -> rx.Component:
    replay = rx.button(
        rx.cond(
            ListenState.revealed,
            "Replay",
            rx.text.span("Replay (", ListenState.replays_left, " left)"),
        ),
        on_click=ListenState.replay,
        disabled=~ListenState.revealed & (ListenState.replays_left <= 0) | ListenState.video_failed,
        variant="soft",
        id="listen-replay",
    )
    return rx.flex(
        replay,
        rx.cond(
            ListenState.revealed,
            rx.fragment(
                rx.button(
                    "Try again",
                    on_click=ListenState.answer(False),
                    disabled=ListenState.answering,
                    color_scheme="orange",
                    variant="soft",
                    id="listen-try-again",
                ),
                rx.button(
                    "Got it",
                    on_click=ListenState.answer(True),
                    disabled=ListenState.answering,
                    color_scheme="grass",
                    id="listen-got-it",
                ),
                rx.cond(
                    ListenState.youtube_url != "",
                    rx.link(
                        "Watch on YouTube",
                        href=ListenState.youtube_url,
                        is_external=True,
                        id="listen-youtube",
                    ),
                ),
            ),
            rx.button(
                "Show Answer", on_click=ListenState.show_answer, disabled=ListenState.video_failed, id="listen-show"
            ),
        ),
        spacing="3",
        wrap="wrap",
        align="center",
    )


def _exercise() -> rx.Component:
    return rx.vstack(
        rx.text(
            ListenState.done_count,
            " done · ",
            ListenState.again_count,
            " to try again · ",
            ListenState.total,
            " clips",
            size="2",
            color_scheme="gray",
            id="listen-progress",
        ),
        _video(),
        _buttons(),
        _answer(),
        rx.text(
            "Keys: Space replays, Enter shows the answer, 1 Try again, 2 Got it.",
            size="1",
            color_scheme="gray",
        ),
        listen_keys(),
        spacing="4",
        width="100%",
    )


def _complete() -> rx.Component:
    return rx.card(
        rx.vstack(
            rx.heading("Session Complete!", size="6", id="session-complete"),
            rx.text(ListenState.done_count, " of ", ListenState.total, " clips done", id="session-summary"),
            rx.cond(
                ListenState.daily,
                rx.button("Back to Home", on_click=rx.redirect("/home"), id="back-home"),
                rx.button("Start New Session", on_click=ListenState.new_session, id="new-session"),
            ),
            spacing="3",
        ),
        width="100%",
    )


@rx.page(route="/listen", title="Listen · 学中文", on_load=[AuthState.require_user, ListenState.load])
def listen() -> rx.Component:
    return app_page(
        rx.heading("Listen", size="7", id="page-heading"),
        rx.match(
            ListenState.view,
            ("exercise", _exercise()),
            ("complete", _complete()),
            _start(),
        ),
    )
