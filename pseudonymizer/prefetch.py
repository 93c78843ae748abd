"""Run an iterator one step ahead in a background thread.

The pipeline's two halves need different resources: spaCy's analysis spends most of its time in
matrix products that release the GIL, detection in Python and regular expressions that hold it.
With the next documents analysed in a thread while the current ones are detected, the two
overlap on a second core. Order is kept; an exception in the thread reaches the consumer; a
consumer that stops early stops the thread.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterable, Iterator
from typing import TypeVar

T = TypeVar("T")
_DONE = object()


def prefetched(items: Iterable[T], depth: int = 32) -> Iterator[T]:
    buffer: queue.Queue[object] = queue.Queue(maxsize=depth)
    stop = threading.Event()

    def produce() -> None:
        try:
            for item in items:
                if not _put(buffer, item, stop):
                    return
            _put(buffer, _DONE, stop)
        except BaseException as error:  # handed to the consumer, which raises it
            _put(buffer, _Failure(error), stop)

    thread = threading.Thread(target=produce, name="pseudonymizer-prefetch", daemon=True)
    thread.start()
    try:
        while (item := buffer.get()) is not _DONE:
            if isinstance(item, _Failure):
                raise item.error
            yield item  # type: ignore[misc]
    finally:
        stop.set()
        thread.join(timeout=5)


class _Failure:
    def __init__(self, error: BaseException) -> None:
        self.error = error


def _put(buffer: queue.Queue[object], item: object, stop: threading.Event) -> bool:
    """Put `item`, giving up when the consumer has stopped."""
    while not stop.is_set():
        try:
            buffer.put(item, timeout=0.1)
            return True
        except queue.Full:
            continue
    return False
