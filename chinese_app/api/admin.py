"""Admin-only routes; every one depends on AdminUser (403 without the admin claim)."""

from fastapi import APIRouter

from chinese_app.api.deps import AdminUser
from chinese_app.identity import local

router = APIRouter(prefix="/api/admin", tags=["admin"])


@router.get("/users")
def list_users(_admin: AdminUser) -> list[dict]:
    return [{"localId": p.uid, "email": p.email, "admin": p.is_admin} for p in local.list_accounts()]
