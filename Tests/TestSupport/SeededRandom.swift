import Foundation

/// A deterministic random number generator (SplitMix64) for fuzz and property tests: the same
/// seed gives the same cases on every machine, and a failure prints its seed.
public struct SeededRandom: RandomNumberGenerator {
    public private(set) var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The iteration count of a fuzz test: `LOCALESHOT_FUZZ_ITERATIONS` when set (for a longer
    /// run), else `default` (sized for CI).
    public static func iterations(default count: Int) -> Int {
        ProcessInfo.processInfo.environment["LOCALESHOT_FUZZ_ITERATIONS"].flatMap(Int.init) ?? count
    }

    /// The base seed: `LOCALESHOT_FUZZ_SEED` when set (to replay a failure), else fixed.
    public static var baseSeed: UInt64 {
        ProcessInfo.processInfo.environment["LOCALESHOT_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x10CA1E5407
    }
}

/// Byte-level mutations of a valid file, as a fuzzer makes them.
public enum Mutation {
    /// `bytes` with 1–4 random mutations: flipped bits, random bytes, truncation, an inserted
    /// or duplicated slice, or one of `tokens` spliced in.
    public static func mutate(_ bytes: [UInt8], tokens: [[UInt8]] = [], using random: inout SeededRandom) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            guard !bytes.isEmpty else { bytes = tokens.randomElement(using: &random) ?? [0]; continue }
            let position = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: bytes[position] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
            case 1: bytes[position] = UInt8.random(in: 0...255, using: &random)
            case 2: bytes.removeLast(bytes.count - position)
            case 3:
                let end = min(bytes.count, position + Int.random(in: 1...64, using: &random))
                bytes.insert(contentsOf: bytes[position..<end], at: position)
            case 4: if let token = tokens.randomElement(using: &random) { bytes.insert(contentsOf: token, at: position) }
            default: bytes.insert(contentsOf: (0..<Int.random(in: 1...8, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }, at: position)
            }
        }
        return bytes
    }
}
