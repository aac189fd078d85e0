"""The base of every typed answer the app gives, whichever door it leaves by.

A leaf module (like utc.py): the core, identity and the evaluators all build answers on it.
"""

from pydantic import BaseModel, ConfigDict


class Answer(BaseModel):
    """An answer as the wire carries it: field names are the JSON's own (camelCase, or snake_case where
    the product's API has it), so the /api door sends it as it is and the Reflex door reads its
    attributes. Serialised by pydantic-core, which is faster than json.dumps of a dict."""

    model_config = ConfigDict(extra="forbid")
