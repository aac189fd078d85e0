"""The /admin page's pictures: add one (an upload with its description, gloss and credit), withdraw one.

Every handler checks the admin claim on the server and the core checks it again; the checks of the
file and the text (and what a bad file leaves behind: nothing) are the core's (core.pictures).
"""

import reflex as rx

from chinese_app.core import pictures
from chinese_app.core.accounts import ADMIN_REQUIRED
from chinese_app.core.errors import CoreError
from chinese_app.core.pictures import MAX_UPLOAD_BYTES, PictureRow
from chinese_app.state.door import run, verified_admin

UPLOAD_ID = "picture-upload"
ADD_FAILED = "Failed to add the picture. Please try again."
CHOOSE_ONE = "Please choose one image (JPEG, PNG or WebP)."


class PicturesAdminState(rx.State):
    items: list[PictureRow] = []
    # The form's text arrives on blur (uncontrolled fields: an input method can compose in them).
    description: str = ""
    gloss: str = ""
    credit: str = ""
    form_key: int = 0  # a new key empties the fields
    adding: bool = False
    error: str = ""
    added: str = ""

    async def _refresh(self, user) -> None:
        self.items = await run(pictures.list_pictures, user)

    @rx.event
    async def load(self):
        user = await verified_admin(self)
        if user is None:
            return
        await self._refresh(user)

    @rx.event
    def set_description(self, value: str):
        self.description = str(value)[:2000]

    @rx.event
    def set_gloss(self, value: str):
        self.gloss = str(value)[:2000]

    @rx.event
    def set_credit(self, value: str):
        self.credit = str(value)[:2000]

    @rx.event
    async def add(self, files: list[rx.UploadFile]):
        user = await verified_admin(self)
        if user is None:
            self.error = ADMIN_REQUIRED
            return
        self.error, self.added = "", ""
        if len(files) != 1:
            self.error = CHOOSE_ONE
            return
        self.adding = True
        yield
        data = await files[0].read(MAX_UPLOAD_BYTES + 1)  # one byte more tells a file over the limit
        try:
            row = await run(pictures.add_picture, user, data, self.description, self.gloss, self.credit)
        except CoreError as e:
            self.error, self.adding = e.message, False
            return
        except Exception:
            self.error, self.adding = ADD_FAILED, False
            return
        self.added = f"Added “{row.title}”: learners are offered it from now on."
        self.description, self.gloss, self.credit, self.form_key, self.adding = "", "", "", self.form_key + 1, False
        await self._refresh(user)
        yield rx.clear_selected_files(UPLOAD_ID)

    @rx.event
    async def withdraw(self, picture_id: str):
        user = await verified_admin(self)
        if user is None:
            return rx.window_alert(ADMIN_REQUIRED)
        try:
            await run(pictures.withdraw_picture, user, picture_id)
        except CoreError as e:
            return rx.window_alert(e.message)
        await self._refresh(user)
