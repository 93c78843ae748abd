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
import pickle
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


# The settings and shared state of the phase this worker process works for, by its name.
_phase: tuple[str, Any, Any] | None = None


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


class _Unknown:
    """What a worker answers for a batch of a phase it was not sent (`_call`)."""


def _call(work: Work, name: str, batch: Any, phase: bytes | None = None) -> Any:
    """`work` for `batch` with the settings and shared state of phase `name`, kept from an
    earlier batch or unpickled from `phase`; `_Unknown` where this worker has neither."""
    global _phase
    if _phase is None or _phase[0] != name:
        if phase is None:
            return _Unknown()
        _phase = (name, *pickle.loads(phase))
    return work(_phase[1], _phase[2], batch)


class Processes:
    """Local worker processes (`spawn`: a worker shares no state with the runner but what it
    is sent), started once for the run and kept for each of its phases, so the models are
    loaded once per process. A phase's settings and shared state go with the first batch a
    worker gets of it, and are kept for the others."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self.pool: ProcessPoolExecutor | None = None
        self.phases = 0

    def map(self, work: Work, settings: Any, shared: Any, batches: Iterable[Any]) -> Iterator[Any]:
        if self.pool is None:
            context = multiprocessing.get_context("spawn")
            self.pool = ProcessPoolExecutor(
                self.workers,
                mp_context=context,
                initializer=_end_with,
                initargs=(os.getpid(),),
            )
        pool = self.pool
        self.phases += 1
        name = f"{os.getpid()}/{self.phases}"
        phase = pickle.dumps((settings, shared), protocol=pickle.HIGHEST_PROTOCOL)
        sent = 0

        def submit(batch: Any) -> _Answer:
            nonlocal sent
            # The first batches take the phase along: most workers get one of them.
            sent += 1
            along = phase if sent <= self.workers else None
            return _Answer(
                pool.submit(_call, work, name, batch, along), pool, work, name, batch, phase
            )

        return _in_order(submit, batches, self.workers)

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(cancel_futures=True)
            self.pool = None


class _Answer:
    """A batch's future result; sent again with its phase where the worker had not been sent
    the phase (it got none of the phase's first batches)."""

    def __init__(
        self, future: Future[Any], pool: ProcessPoolExecutor, work: Work, name: str,
        batch: Any, phase: bytes,
    ) -> None:  # fmt: skip
        self.future, self.pool, self.work = future, pool, work
        self.name, self.batch, self.phase = name, batch, phase

    def result(self) -> Any:
        answer = self.future.result()
        if isinstance(answer, _Unknown):
            return self.pool.submit(_call, self.work, self.name, self.batch, self.phase).result()
        return answer


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
