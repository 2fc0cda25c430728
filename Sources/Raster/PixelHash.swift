/// A fast 128-bit content hash of bytes (two independent 64-bit multiply–xorshift lanes over
/// 8-byte words). Not cryptographic: it keys *local, derived* caches such as "this golden
/// file decodes to these pixels", where inputs are not adversarial. Hashes ~GB/s, so a
/// 640×88 row costs microseconds where a PNG decode costs half a millisecond.
public struct PixelHash: Hashable, Sendable, CustomStringConvertible {
    public let high: UInt64
    public let low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The hash of `bytes`.
    public init(of bytes: [UInt8]) {
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F &+ UInt64(bytes.count)
        bytes.withUnsafeBytes { raw in
            let words = raw.count / 8
            for index in 0..<words {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
                a = Self.mix(a ^ word, 0xFF51_AFD7_ED55_8CCD)
                b = Self.mix(b &+ word, 0xC4CE_B9FE_1A85_EC53)
            }
            var tail: UInt64 = 0
            for index in (words * 8)..<raw.count { tail = tail << 8 | UInt64(raw[index]) }
            a = Self.mix(a ^ tail, 0xFF51_AFD7_ED55_8CCD)
            b = Self.mix(b &+ tail, 0xC4CE_B9FE_1A85_EC53)
        }
        high = Self.mix(a ^ (b >> 29), 0x94D0_49BB_1331_11EB)
        low = Self.mix(b ^ (a >> 31), 0xBF58_476D_1CE4_E5B9)
    }

    @inline(__always)
    private static func mix(_ value: UInt64, _ multiplier: UInt64) -> UInt64 {
        var x = value &* multiplier
        x ^= x >> 32
        return x &* 0x2545_F491_4F6C_DD1D
    }

    /// 32 lowercase hex digits.
    public var description: String {
        let hex = { (value: UInt64) -> String in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(high) + hex(low)
    }

    /// Parses the 32 hex digits of ``description``.
    public init?(hex: some StringProtocol) {
        guard hex.count == 32, let high = UInt64(hex.prefix(16), radix: 16), let low = UInt64(hex.suffix(16), radix: 16) else { return nil }
        self.init(high: high, low: low)
    }
}
