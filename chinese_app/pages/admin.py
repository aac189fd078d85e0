"""/admin: content counts, accounts and their admin flag, more listen clips (admins only)."""

import reflex as rx

from chinese_app.components.layout import app_page
from chinese_app.core.limits import CLIPS_PER_RUN
from chinese_app.state.admin import AdminPageState, LevelCount, UserRow
from chinese_app.state.auth import AuthState


def _content() -> rx.Component:
    def level_row(row: LevelCount) -> rx.Component:
        return rx.table.row(rx.table.cell(f"HSK {row.level}"), rx.table.cell(row.count))

    return rx.card(
        rx.heading("Content", size="4"),
        rx.table.root(
            rx.table.header(rx.table.row(rx.table.column_header_cell("Sentences"), rx.table.column_header_cell(""))),
            rx.table.body(rx.foreach(AdminPageState.sentences, level_row)),
            size="1",
            id="sentence-counts",
        ),
        rx.text("Pictures: ", AdminPageState.pictures, id="picture-count"),
        rx.text("Listen clips: ", AdminPageState.clips, id="clip-count"),
        width="100%",
    )


def _clips() -> rx.Component:
    return rx.card(
        rx.heading("More listen clips", size="4"),
        rx.text("Clips are rendered from HSK 1-3 sentences with espeak-ng and ffmpeg, one by one.", size="2"),
        rx.hstack(
            rx.input(
                type="number",
                min=CLIPS_PER_RUN.low,
                max=CLIPS_PER_RUN.high,
                value=AdminPageState.clip_count,
                on_change=AdminPageState.set_clip_count,
                width="6em",
                id="clip-count-input",
                aria_label="Clips to render",
            ),
            rx.button(
                "Render clips",
                on_click=AdminPageState.render_clips,
                loading=AdminPageState.rendering,
                id="render-clips",
            ),
            align="center",
        ),
        rx.cond(
            AdminPageState.rendering,
            rx.vstack(
                rx.progress(value=AdminPageState.rendered, max=AdminPageState.to_render, width="100%"),
                rx.text(
                    AdminPageState.rendered,
                    " of ",
                    AdminPageState.to_render,
                    " rendered",
                    size="2",
                    id="render-progress",
                ),
                width="100%",
            ),
        ),
        width="100%",
    )


def _users() -> rx.Component:
    def user_row(row: UserRow) -> rx.Component:
        action = rx.cond(
            row.from_settings,
            rx.text("set by ADMIN_EMAILS", size="1", color_scheme="gray"),
            rx.cond(
                row.admin,
                rx.button(
                    "Revoke",
                    size="1",
                    variant="soft",
                    color_scheme="red",
                    on_click=AdminPageState.set_admin(row.email, False),
                    disabled=row.email == AdminPageState.me,
                ),
                rx.button("Grant", size="1", variant="soft", on_click=AdminPageState.set_admin(row.email, True)),
            ),
        )
        return rx.table.row(
            rx.table.cell(row.email),
            rx.table.cell(rx.cond(row.admin, rx.badge("admin", color_scheme="red"), rx.text("learner", size="2"))),
            rx.table.cell(action),
            data_email=row.email,
        )

    return rx.card(
        rx.heading("Accounts", size="4"),
        rx.box(
            rx.table.root(
                rx.table.header(
                    rx.table.row(
                        rx.table.column_header_cell("E-mail"),
                        rx.table.column_header_cell("Role"),
                        rx.table.column_header_cell(""),
                    )
                ),
                rx.table.body(rx.foreach(AdminPageState.users, user_row)),
                size="1",
                id="accounts",
            ),
            overflow_x="auto",
        ),
        width="100%",
    )


@rx.page(route="/admin", title="Admin · 学中文", on_load=[AuthState.require_user, AdminPageState.load])
def admin_page() -> rx.Component:
    return app_page(
        rx.heading("Admin", size="7", id="page-heading"),
        rx.cond(
            AdminPageState.message != "",
            rx.callout(AdminPageState.message, icon="info", id="admin-message", width="100%"),
        ),
        rx.grid(
            _content(),
            rx.vstack(_clips(), _users(), width="100%"),
            columns=rx.breakpoints(initial="1", md="2"),
            spacing="4",
            width="100%",
        ),
    )
