"""Errors the core raises; each door turns them into its own answer (HTTP status, alert text)."""


class CoreError(Exception):
    status = 400

    def __init__(self, message: str, **extra):
        super().__init__(message)
        self.message = message
        self.extra = extra  # more fields for the answer body (e.g. the 409 EXISTING_SESSION shape)

    def body(self) -> dict:
        return {"error": self.message, **self.extra}


class BadInput(CoreError):
    status = 400


class NotFound(CoreError):
    status = 404


class Conflict(CoreError):
    status = 409
