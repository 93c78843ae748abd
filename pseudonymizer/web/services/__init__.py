"""What requests do, one module per resource; routes call these and hold no logic of their own."""


class ServiceError(Exception):
    """A request that cannot be carried out; `status` is the HTTP status it answers with."""

    status = 400

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        if status is not None:
            self.status = status


class NotFound(ServiceError):
    status = 404


class Forbidden(ServiceError):
    status = 403


class Conflict(ServiceError):
    """Someone else changed what the request meant to change; `current` is its state now."""

    status = 409

    def __init__(self, message: str, current: object = None) -> None:
        super().__init__(message)
        self.current = current
