import Dispatch
import Foundation

/// Work spread over the machine's cores, with results in the order of the input: the one
/// way the batch renderer, the golden check, the PNG reader and `check`'s workers share
/// out independent items.
///
/// Threads take the next item from a shared counter rather than fixed slices, so one slow
/// item does not hold up a slice of others. `progress(done)` is called after each item from
/// the thread that finished it.
public func parallelMap<Item: Sendable, Result: Sendable>(
    _ items: [Item],
    threads: Int = ProcessInfo.processInfo.activeProcessorCount,
    progress: @Sendable (Int) -> Void = { _ in },
    _ transform: @Sendable (Item) -> Result
) -> [Result] {
    parallelMap(items, threads: threads, progress: progress, worker: {}, { _, item in transform(item) })
}

/// The same, where each thread keeps a worker across its items (`check`'s worker
/// process): `worker()` makes one per thread, `transform` may replace it, and `finish`
/// ends it when no item is left.
public func parallelMap<Item: Sendable, Worker, Result: Sendable>(
    _ items: [Item],
    threads: Int = ProcessInfo.processInfo.activeProcessorCount,
    progress: @Sendable (Int) -> Void = { _ in },
    worker makeWorker: @Sendable () -> Worker,
    finish: @Sendable (Worker) -> Void = { _ in },
    _ transform: @Sendable (inout Worker, Item) -> Result
) -> [Result] {
    let state = MapState<Result>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: max(1, min(threads, items.count))) { _ in
        var worker = makeWorker()
        while let index = state.take() {
            progress(state.store(transform(&worker, items[index]), at: index))
        }
        finish(worker)
    }
    return state.results
}

/// The next index to hand out and the results so far, behind one lock.
private final class MapState<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var done = 0
    private var slots: [Result?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func take() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            next += 1
            return next - 1
        }
    }

    /// Stores a result; returns how many are done.
    func store(_ result: Result, at index: Int) -> Int {
        lock.withLock {
            slots[index] = result
            done += 1
            return done
        }
    }

    var results: [Result] { lock.withLock { slots.map { $0! } } }
}
