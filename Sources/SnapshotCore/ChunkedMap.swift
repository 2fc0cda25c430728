import Dispatch
import Foundation

extension Array {
    /// `transform` of every element, in order, over `chunks` contiguous slices made on as many
    /// threads (at most one per core): for cheap transforms of many elements — a run record's
    /// 1,540 entries — where a lock per element would cost more than the work.
    /// `transform` must only read shared state; a chunk has at least `minimumChunk` elements.
    func chunkedMap<T>(chunks: Int = ProcessInfo.processInfo.activeProcessorCount, minimumChunk: Int = 64,
                       _ transform: (Element) -> T) -> [T] {
        let ways = Swift.max(1, Swift.min(chunks, count / Swift.max(1, minimumChunk)))
        guard ways > 1 else { return map(transform) }
        return withoutActuallyEscaping(transform) { transform in
            let work = ChunkedWork(elements: self, ways: ways, transform: transform)
            DispatchQueue.concurrentPerform(iterations: ways) { part in work.run(part) }
            return work.joined()
        }
    }
}

/// The elements, transform and one result array per chunk, shared by the threads of
/// ``Array/chunkedMap(chunks:minimumChunk:_:)``: each chunk is written by exactly one thread
/// and read after all of them have returned.
private final class ChunkedWork<Element, T>: @unchecked Sendable {
    private let elements: [Element]
    private let transform: (Element) -> T
    private let size: Int
    private var parts: [[T]]
    private let lock = NSLock()

    init(elements: [Element], ways: Int, transform: @escaping (Element) -> T) {
        self.elements = elements
        self.transform = transform
        size = (elements.count + ways - 1) / ways
        parts = Array(repeating: [], count: ways)
    }

    func run(_ part: Int) {
        let values = elements[Swift.min(elements.count, part * size)..<Swift.min(elements.count, (part + 1) * size)].map(transform)
        lock.lock()
        parts[part] = values
        lock.unlock()
    }

    func joined() -> [T] {
        lock.lock()
        defer { lock.unlock() }
        return Array(parts.joined())
    }
}
