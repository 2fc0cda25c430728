import Dispatch

/// A value computed on another thread while the caller goes on; ``value`` waits for it.
/// For the serial set-up of a run: a one-row `verify` uses one core for its row, and the
/// other can read the goldens' manifest or look up the localized names meanwhile.
final class Background<Value: Sendable>: @unchecked Sendable {
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = work()
            self.done.signal()
        }
    }

    /// The computed value (waits for it the first time).
    var value: Value {
        done.wait()
        defer { done.signal() }
        return result!
    }
}
