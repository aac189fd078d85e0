"""Errors the core raises, with the answer each carries; a door turns them into its own (an HTTP
status with that answer as JSON, an alert with the message)."""

from typing import Literal

from chinese_app.wire import Answer


class ErrorAnswer(Answer):
    """Every product error on the wire: the message a learner is shown."""

    error: str


class DuplicateDeckAnswer(ErrorAnswer):
    existingDeckId: str


class ExistingSessionAnswer(ErrorAnswer):
    errorCode: Literal["EXISTING_SESSION"] = "EXISTING_SESSION"
    existingDeckId: str
    existingDeckType: str


class CoreError(Exception):
    status = 400

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message

    def answer(self) -> ErrorAnswer:
        return ErrorAnswer(error=self.message)


class BadInput(CoreError):
    status = 400


class Forbidden(CoreError):
    status = 403


class NotFound(CoreError):
    status = 404


class Conflict(CoreError):
    status = 409


class TooManyRequests(CoreError):
    """A limit per learner reached (the sign-in limits answer 429 too, in the identity provider's shape)."""

    status = 429


class DuplicateDeck(Conflict):
    """A daily deck of this type (and level) exists already."""

    def __init__(self, message: str, existing_deck_id: str):
        super().__init__(message)
        self.existing_deck_id = existing_deck_id

    def answer(self) -> DuplicateDeckAnswer:
        return DuplicateDeckAnswer(error=self.message, existingDeckId=self.existing_deck_id)


class ExistingSession(Conflict):
    """A quick session of this type is still in progress: resume it, or start anew with forceNew."""

    def __init__(self, message: str, deck_id: str, deck_type: str):
        super().__init__(message)
        self.deck_id, self.deck_type = deck_id, deck_type

    def answer(self) -> ExistingSessionAnswer:
        return ExistingSessionAnswer(error=self.message, existingDeckId=self.deck_id, existingDeckType=self.deck_type)
