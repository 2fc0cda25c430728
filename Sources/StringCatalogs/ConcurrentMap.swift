import Dispatch
import Foundation

extension Array {
    /// `transform` applied to every element, spread over the machine's cores; the results in
    /// order, or the first error in order (so a run reports the same error every time).
    /// `transform` must only read shared state.
    func concurrentMap<T, Failure: Error>(_ transform: (Element) throws(Failure) -> T) throws(Failure) -> [T] {
        guard count > 1 else { return try map(transform) }
        let results = withoutActuallyEscaping(transform) { transform in
            let work = ConcurrentWork(elements: self, transform: transform)
            let workers = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let index = work.claim() { work.run(index) }
            }
            return work.results
        }
        return try results.map { result throws(Failure) -> T in try result!.get() }
    }
}

/// The elements, transform and result slots shared by the workers of ``Array/concurrentMap(_:)``:
/// each worker claims the next element when it is free (elements differ in cost), each slot is
/// written by exactly one worker, and read after all of them have returned.
private final class ConcurrentWork<Element, T, Failure: Error>: @unchecked Sendable {
    let elements: [Element]
    let transform: (Element) throws(Failure) -> T
    private(set) var results: [Result<T, Failure>?]
    private var next = 0
    private let lock = NSLock()

    init(elements: [Element], transform: @escaping (Element) throws(Failure) -> T) {
        self.elements = elements
        self.transform = transform
        results = Array(repeating: nil, count: elements.count)
    }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < elements.count else { return nil }
        next += 1
        return next - 1
    }

    func run(_ index: Int) {
        let result = Result { () throws(Failure) -> T in try transform(elements[index]) }
        lock.lock()
        results[index] = result
        lock.unlock()
    }
}
