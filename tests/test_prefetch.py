"""The background prefetch keeps order, hands errors over and stops with its consumer."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest

from pseudonymizer.prefetch import prefetched


def test_order_is_kept() -> None:
    assert list(prefetched(range(1000), depth=3)) == list(range(1000))


def test_an_error_in_the_thread_reaches_the_consumer() -> None:
    def failing() -> Iterator[int]:
        yield 1
        raise LookupError("model missing")

    items = prefetched(failing())
    assert next(items) == 1
    with pytest.raises(LookupError, match="model missing"):
        next(items)


def test_the_thread_stops_when_the_consumer_does() -> None:
    produced: list[int] = []

    def endless() -> Iterator[int]:
        i = 0
        while True:
            produced.append(i)
            yield i
            i += 1

    items = prefetched(endless(), depth=2)
    assert next(items) == 0
    items.close()
    time.sleep(0.3)
    count = len(produced)
    time.sleep(0.3)
    assert len(produced) == count  # nothing more was produced
    assert not any(
        t.name == "pseudonymizer-prefetch" and t.is_alive() for t in threading.enumerate()
    )
