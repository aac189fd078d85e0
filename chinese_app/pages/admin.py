"""/admin: content counts, accounts and their admin flag, more listen clips, pictures, and learners'
reports of answers that should be accepted (admins only)."""

import reflex as rx

from chinese_app.components.layout import app_page
from chinese_app.core.limits import CLIPS_PER_RUN
from chinese_app.core.pictures import PictureRow
from chinese_app.core.reports import ReportRow
from chinese_app.state.admin import AdminPageState, LevelCount, UserRow
from chinese_app.state.auth import AuthState
from chinese_app.state.clips_admin import UPLOAD_ID as CLIP_UPLOAD_ID
from chinese_app.state.clips_admin import ClipsAdminState
from chinese_app.state.pictures_admin import UPLOAD_ID, PicturesAdminState
from chinese_app.state.reports_admin import ReportsAdminState

IMAGE_TYPES = {"image/jpeg": [".jpg", ".jpeg"], "image/png": [".png"], "image/webp": [".webp"]}


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
        rx.text(
            "Clips are rendered from HSK 1-6 sentences (the levels with the fewest first) with espeak-ng and ffmpeg.",
            size="2",
        ),
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


def _import_clips() -> rx.Component:
    return rx.card(
        rx.vstack(
            rx.heading("Import real clips", size="4"),
            rx.text(
                "A clip file (JSON: videoId, start, end, chinese, english, blur, videoPath for each clip) and the "
                "videos it names, as `python -m chinese_app content import-clips` takes them. Every entry is "
                "checked first: a file with a bad entry imports nothing.",
                size="2",
                color_scheme="gray",
            ),
            rx.upload.root(
                rx.vstack(
                    rx.button("Choose files", type="button", variant="soft"),
                    rx.text(
                        rx.cond(
                            rx.selected_files(CLIP_UPLOAD_ID).length() > 0,
                            rx.selected_files(CLIP_UPLOAD_ID).join(", "),
                            "or drop them here",
                        ),
                        size="2",
                        id="clip-selected",
                    ),
                    align="center",
                    spacing="1",
                ),
                id=CLIP_UPLOAD_ID,
                accept={"application/json": [".json"], "video/*": [".mp4", ".webm", ".mov", ".mkv"]},
                multiple=True,
                border="1px dashed var(--gray-a7)",
                border_radius="var(--radius-3)",
                padding="1em",
                width="100%",
            ),
            rx.button(
                "Import clips",
                on_click=ClipsAdminState.import_clips(rx.upload_files(upload_id=CLIP_UPLOAD_ID)),
                loading=ClipsAdminState.importing,
                id="clip-import",
            ),
            rx.cond(
                ClipsAdminState.result != "",
                rx.callout(ClipsAdminState.result, icon="check", color_scheme="grass", id="clip-imported"),
            ),
            rx.cond(
                ClipsAdminState.problems.length() > 0,
                rx.callout(
                    rx.vstack(rx.foreach(ClipsAdminState.problems, lambda line: rx.text(line, size="2"))),
                    icon="triangle_alert",
                    color_scheme="red",
                    id="clip-problems",
                ),
            ),
            spacing="3",
            width="100%",
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
        rx.cond(
            (AdminPageState.users_next != "") | (AdminPageState.users_before.length() > 0),
            rx.hstack(
                rx.button(
                    "Previous",
                    size="1",
                    variant="soft",
                    id="accounts-previous",
                    on_click=AdminPageState.turn_users_page(False),
                    disabled=AdminPageState.users_before.length() == 0,
                ),
                rx.button(
                    "Next",
                    size="1",
                    variant="soft",
                    id="accounts-next",
                    on_click=AdminPageState.turn_users_page(True),
                    disabled=AdminPageState.users_next == "",
                ),
                spacing="2",
                padding_top="0.5em",
            ),
        ),
        width="100%",
    )


def _text_field(label: str, name: str, handler, **props) -> rx.Component:
    """An uncontrolled field whose text reaches the state on blur (an input method can compose in it)."""
    component = rx.text_area if props.pop("area", False) else rx.input
    return rx.vstack(
        rx.text(label, size="2", weight="medium", as_="label", html_for=f"picture-{name}"),
        component(id=f"picture-{name}", on_blur=handler, width="100%", **props),
        spacing="1",
        width="100%",
    )


def _add_picture() -> rx.Component:
    return rx.card(
        rx.vstack(
            rx.heading("Add a picture", size="4"),
            rx.text(
                "JPEG, PNG or WebP, at most 10 MB: it is re-encoded and its metadata removed. "
                "Learners are offered it at once.",
                size="2",
                color_scheme="gray",
            ),
            rx.upload.root(
                rx.vstack(
                    rx.button("Choose image", type="button", variant="soft"),
                    rx.text(
                        rx.cond(
                            rx.selected_files(UPLOAD_ID).length() > 0,
                            rx.selected_files(UPLOAD_ID)[0],
                            "or drop it here",
                        ),
                        size="2",
                        id="picture-selected",
                    ),
                    align="center",
                    spacing="1",
                ),
                id=UPLOAD_ID,
                accept=IMAGE_TYPES,
                max_files=1,
                multiple=False,
                border="1px dashed var(--gray-a7)",
                border_radius="var(--radius-3)",
                padding="1em",
                width="100%",
            ),
            rx.fragment(
                _text_field(
                    "Chinese description (25-120 characters)",
                    "description",
                    PicturesAdminState.set_description,
                    area=True,
                    rows="3",
                    lang="zh-CN",
                    placeholder="用中文描述这张图片",
                ),
                _text_field("English gloss", "gloss", PicturesAdminState.set_gloss, area=True, rows="2"),
                _text_field(
                    "Credit line", "credit", PicturesAdminState.set_credit, placeholder="Author, source, licence"
                ),
                key=PicturesAdminState.form_key,
            ),
            rx.cond(
                PicturesAdminState.error != "",
                rx.callout(PicturesAdminState.error, icon="triangle_alert", color_scheme="red", id="picture-error"),
            ),
            rx.cond(
                PicturesAdminState.added != "",
                rx.callout(PicturesAdminState.added, icon="check", color_scheme="grass", id="picture-added"),
            ),
            rx.button(
                "Add picture",
                on_click=PicturesAdminState.add(rx.upload_files(upload_id=UPLOAD_ID)),
                loading=PicturesAdminState.adding,
                id="picture-add",
            ),
            spacing="3",
            width="100%",
        ),
        width="100%",
    )


def _picture_list() -> rx.Component:
    def row(item: PictureRow) -> rx.Component:
        return rx.hstack(
            rx.image(
                src=item.imageUrl,
                alt=item.title,
                loading="lazy",
                width="96px",
                height="72px",
                object_fit="cover",
                border_radius="var(--radius-2)",
                flex_shrink="0",
            ),
            rx.vstack(
                rx.hstack(
                    rx.text(item.title, weight="medium", size="2"),
                    rx.cond(item.uploaded, rx.badge("uploaded", color_scheme="blue")),
                    rx.cond(item.withdrawn, rx.badge("withdrawn", color_scheme="gray")),
                    wrap="wrap",
                    align="center",
                ),
                rx.text(item.description, size="2", lang="zh-CN"),
                rx.text(item.pinyin, size="1", color_scheme="gray"),
                rx.text(item.credit, size="1", color_scheme="gray"),
                spacing="1",
                min_width="0",
                flex="1",
            ),
            rx.cond(
                item.withdrawn,
                rx.fragment(),
                rx.button(
                    "Withdraw",
                    size="1",
                    variant="soft",
                    color_scheme="red",
                    on_click=PicturesAdminState.withdraw(item.id),
                    aria_label="Withdraw " + item.title,
                ),
            ),
            class_name="picture-row",
            data_picture=item.id,
            width="100%",
            align="start",
            padding_y="0.5em",
            border_bottom="1px solid var(--gray-a4)",
        )

    return rx.card(
        rx.heading("Pictures", size="4"),
        rx.box(rx.foreach(PicturesAdminState.items, row), id="picture-list", max_height="40em", overflow_y="auto"),
        width="100%",
    )


SCORE_COLOURS = {2: "amber", 1: "orange"}  # as the translate page shows a score; 0 red


def _reports() -> rx.Component:
    def labelled(label: str, value, **props) -> rx.Component:
        return rx.hstack(
            rx.text(label, size="1", color_scheme="gray", width="7em", flex_shrink="0"),
            rx.text(value, size="2", **props),
            spacing="2",
            align="baseline",
            width="100%",
        )

    def row(item: ReportRow) -> rx.Component:
        busy = ReportsAdminState.reviewing != ""
        return rx.flex(
            rx.vstack(
                rx.text(item.english, weight="medium", size="2"),
                labelled("Reference", item.chinese, lang="zh-CN"),
                labelled("Answer", item.attempt, lang="zh-CN", weight="bold", class_name="report-attempt"),
                rx.hstack(
                    rx.text("Score", size="1", color_scheme="gray", width="7em", flex_shrink="0"),
                    rx.badge(item.score, " / 3", color_scheme=rx.match(item.score, *SCORE_COLOURS.items(), "red")),
                    rx.text(item.explanation, size="1", color_scheme="gray"),
                    spacing="2",
                    align="center",
                    wrap="wrap",
                ),
                rx.text(item.learner, " · HSK ", item.level, " · ", item.createdAt, size="1", color_scheme="gray"),
                spacing="1",
                min_width="0",
                flex="1",
            ),
            rx.hstack(
                rx.button(
                    "Accept",
                    size="1",
                    color_scheme="grass",
                    on_click=ReportsAdminState.accept(item.id),
                    loading=ReportsAdminState.reviewing == item.id,
                    disabled=busy,
                    aria_label="Accept " + item.attempt,
                ),
                rx.button(
                    "Dismiss",
                    size="1",
                    variant="soft",
                    color_scheme="red",
                    on_click=ReportsAdminState.dismiss(item.id),
                    disabled=busy,
                    aria_label="Dismiss " + item.attempt,
                ),
                spacing="2",
                flex_shrink="0",
            ),
            class_name="report-row",
            data_report=item.id,
            direction=rx.breakpoints(initial="column", sm="row"),
            gap="3",
            align=rx.breakpoints(initial="stretch", sm="start"),
            width="100%",
            padding_y="0.75em",
            border_bottom="1px solid var(--gray-a4)",
        )

    pager = rx.cond(
        ReportsAdminState.pages > 1,
        rx.hstack(
            rx.button(
                "Previous",
                size="1",
                variant="soft",
                on_click=ReportsAdminState.turn_page(-1),
                disabled=ReportsAdminState.page <= 1,
                id="reports-previous",
            ),
            rx.text("Page ", ReportsAdminState.page, " of ", ReportsAdminState.pages, size="2", id="reports-page"),
            rx.button(
                "Next",
                size="1",
                variant="soft",
                on_click=ReportsAdminState.turn_page(1),
                disabled=ReportsAdminState.page >= ReportsAdminState.pages,
                id="reports-next",
            ),
            align="center",
            spacing="3",
        ),
    )
    return rx.card(
        rx.vstack(
            rx.hstack(
                rx.heading("Reports", size="4"),
                rx.badge(ReportsAdminState.total, " open", color_scheme="gray", id="reports-total"),
                align="center",
            ),
            rx.text(
                "Answers learners think should be accepted. Accept one and it scores 3 for every learner "
                "from now on; the other open reports of the same answer close with it.",
                size="2",
                color_scheme="gray",
            ),
            rx.cond(
                ReportsAdminState.message != "",
                rx.callout(ReportsAdminState.message, icon="check", color_scheme="grass", id="report-reviewed"),
            ),
            rx.cond(
                ReportsAdminState.error != "",
                rx.callout(ReportsAdminState.error, icon="triangle_alert", color_scheme="red", id="report-error"),
            ),
            rx.cond(
                ReportsAdminState.total > 0,
                rx.box(rx.foreach(ReportsAdminState.items, row), id="report-list", width="100%"),
                rx.text("No open reports.", size="2", id="no-reports"),
            ),
            pager,
            spacing="3",
            width="100%",
        ),
        width="100%",
        id="reports",
    )


@rx.page(
    route="/admin",
    title="Admin · 学中文",
    on_load=[AuthState.require_user, AdminPageState.load, PicturesAdminState.load, ReportsAdminState.load],
)
def admin_page() -> rx.Component:
    return app_page(
        rx.heading("Admin", size="7", id="page-heading"),
        rx.cond(
            AdminPageState.message != "",
            rx.callout(AdminPageState.message, icon="info", id="admin-message", width="100%"),
        ),
        rx.grid(
            rx.vstack(_content(), _add_picture(), width="100%"),
            rx.vstack(_clips(), _import_clips(), _users(), width="100%"),
            columns=rx.breakpoints(initial="1", md="2"),
            spacing="4",
            width="100%",
        ),
        _reports(),
        _picture_list(),
    )
