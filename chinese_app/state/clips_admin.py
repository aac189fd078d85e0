"""The /admin page's real clips: the clip file and its videos uploaded, imported all or none.

The handler checks the admin claim on the server and the core checks it again; the checks of each
entry (times, blur, the videos) are the clip import's.
"""

import reflex as rx

from chinese_app.core import clip_uploads
from chinese_app.core.accounts import ADMIN_REQUIRED
from chinese_app.core.errors import CoreError
from chinese_app.state.door import run, verified_admin

UPLOAD_ID = "clip-upload"
IMPORT_FAILED = "Failed to import the clips. Please try again."
MAX_FILE_BYTES = 45 * 1024 * 1024  # the upload endpoint takes 50 MB in all (chinese_app.edge)


class ClipsAdminState(rx.State):
    importing: bool = False
    result: str = ""
    problems: list[str] = []

    @rx.event
    async def import_clips(self, files: list[rx.UploadFile]):
        user = await verified_admin(self)
        if user is None:
            self.problems = [ADMIN_REQUIRED]
            return
        self.importing, self.result, self.problems = True, "", []
        yield
        uploaded = [(file.name or "", await file.read(MAX_FILE_BYTES + 1)) for file in files]
        try:
            if any(len(data) > MAX_FILE_BYTES for _name, data in uploaded):
                raise CoreError("Each file may be at most 45 MB.")
            self.result = await run(clip_uploads.import_uploaded_clips, user, uploaded)
        except CoreError as e:
            self.problems = e.message.splitlines()
        except Exception:
            self.problems = [IMPORT_FAILED]
        self.importing = False
        yield rx.clear_selected_files(UPLOAD_ID)
