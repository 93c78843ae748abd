"""Where a run's batches are worked: in this process, in local worker processes, or on a Dask
cluster. Each gives the results in the order the batches were given, holding only a few
batches in flight (so a corpus is streamed however large it is), and each phase's shared state
is sent to a worker once, not with every batch. A local worker process ends by itself when
the runner's process dies (killed with SIGKILL, say): nothing is left working for no one.
"""

from __future__ import annotations

import ctypes
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, Protocol

# Batches in flight per worker (each about `passes.BATCH_CHARS` characters).
AHEAD = 8
# How often a worker without Linux's parent-death signal looks whether its runner is gone.
ORPHAN_CHECK_SECONDS = 1.0
# prctl's option to be sent a signal when the parent dies (linux/prctl.h).
_PR_SET_PDEATHSIG = 1
# A batch function: (settings, shared state of the phase, batch) -> result.
Work = Callable[[Any, Any, Any], Any]


class ExecutorError(RuntimeError):
    """A scheduler that cannot be used; the message says what to do."""


class Executor(Protocol):
    workers: int

    def map(self, work: Work, settings: Any, shared: Any, batches: Iterable[Any]) -> Iterator[Any]:
        """`work(settings, shared, batch)` for each batch, in order."""
        ...

    def close(self) -> None: ...


class InProcess:
    """Batches worked here, one after the other (one worker, or a single document)."""

    workers = 1

    def map(self, work: Work, settings: Any, shared: Any, batches: Iterable[Any]) -> Iterator[Any]:
        return (work(settings, shared, batch) for batch in batches)

    def close(self) -> None:
        pass


# The settings and shared state of the phase this worker process works for.
_phase: tuple[Any, Any] | None = None


def _install(settings: Any, shared: Any, runner: int | None = None) -> None:
    global _phase
    if runner is not None:
        _end_with(runner)
    _phase = (settings, shared)


def _end_with(runner: int) -> None:
    """End this worker process when the runner's process (pid `runner`, its parent) dies:
    on Linux the kernel sends it SIGTERM, and everywhere a thread looks every second whether
    its parent changed."""
    if sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
        except (OSError, AttributeError):  # pragma: no cover - a libc without prctl
            pass
    if os.getppid() != runner:  # it died before this worker could ask for the signal
        os._exit(1)
    threading.Thread(target=_watch, args=(runner,), name="orphan-watch", daemon=True).start()


def _watch(runner: int) -> None:
    while os.getppid() == runner:
        time.sleep(ORPHAN_CHECK_SECONDS)
    os._exit(1)


def _call(work: Work, batch: Any) -> Any:
    assert _phase is not None
    return work(_phase[0], _phase[1], batch)


class Processes:
    """Local worker processes, started afresh for each phase (`spawn`: a worker shares no
    state with the runner but what it is sent, and loads the models once)."""

    def __init__(self, workers: int) -> None:
        self.workers = workers

    def map(self, work: Work, settings: Any, shared: Any, batches: Iterable[Any]) -> Iterator[Any]:
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(
            self.workers,
            mp_context=context,
            initializer=_install,
            initargs=(settings, shared, os.getpid()),
        ) as pool:
            yield from _in_order(
                lambda batch: pool.submit(_call, work, batch), batches, self.workers
            )

    def close(self) -> None:
        pass


class Dask:
    """A Dask distributed cluster: `tcp://HOST:8786` (a running `dask scheduler`), or
    `local:N`, a LocalCluster of N worker processes started for the run."""

    def __init__(self, address: str) -> None:
        try:
            from dask.distributed import Client, LocalCluster
        except ImportError:  # pragma: no cover - dask is a dependency
            raise ExecutorError(
                "--scheduler needs dask[distributed]: pip install 'dask[distributed]'"
            ) from None
        self.cluster = None
        if address.startswith("local:"):
            count = _count(address.removeprefix("local:"))
            self.cluster = LocalCluster(
                n_workers=count, threads_per_worker=1, processes=True, dashboard_address=None
            )
            self.client = Client(self.cluster)
        else:
            try:
                self.client = Client(address, timeout="20s")
            except OSError as error:
                raise ExecutorError(
                    f"cannot reach the Dask scheduler at {address}: {error}"
                ) from None
        self.workers = max(1, sum(self.client.nthreads().values()))

    def map(self, work: Work, settings: Any, shared: Any, batches: Iterable[Any]) -> Iterator[Any]:
        sent = self.client.scatter([settings, shared], broadcast=True)
        # Results are not kept by the cluster once they are here (`pure=False`: a batch
        # sent twice is worked twice, as the runner asked).
        return _in_order(
            lambda batch: self.client.submit(work, sent[0], sent[1], batch, pure=False),
            batches,
            self.workers,
        )

    def close(self) -> None:
        self.client.close()
        if self.cluster is not None:
            self.cluster.close()


def executor(workers: int | None, scheduler: str | None) -> Executor:
    """The executor a run asks for: `scheduler` (Dask) if named, else `workers` local
    processes (all cores where None); one worker works in this process."""
    if scheduler is not None:
        if not (scheduler.startswith(("local:", "tcp://", "tls://"))):
            raise ExecutorError(
                f"unknown scheduler {scheduler!r}: give tcp://HOST:PORT of a running "
                "`dask scheduler`, or local:N for a local Dask cluster of N workers"
            )
        return Dask(scheduler)
    count = workers if workers is not None else (os.cpu_count() or 1)
    if count < 1:
        raise ExecutorError(f"--workers must be at least 1, got {count}")
    return InProcess() if count == 1 else Processes(count)


def _in_order(
    submit: Callable[[Any], Future[Any] | Any], batches: Iterable[Any], workers: int
) -> Iterator[Any]:
    """Each batch's result in order, with at most `AHEAD` batches per worker in flight: the
    workers keep working while the runner writes, or replaces again, what came back."""
    pending: deque[Any] = deque()
    stream = iter(batches)
    for batch in stream:
        pending.append(submit(batch))
        if len(pending) >= AHEAD * workers:
            break
    while pending:
        yield pending.popleft().result()
        for batch in stream:
            pending.append(submit(batch))
            break


def _count(text: str) -> int:
    try:
        count = int(text)
    except ValueError:
        count = 0
    if count < 1:
        raise ExecutorError(f"local:N needs a number of workers of at least 1, got {text!r}")
    return count
