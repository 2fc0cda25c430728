/// A fast 128-bit content hash of bytes (four independent 64-bit multiply–rotate lanes over
/// 32-byte blocks). Not cryptographic: it keys *local, derived* caches such as "this golden
/// file decodes to these pixels", where inputs are not adversarial. Hashes ~GB/s, so a
/// 640×88 row costs microseconds where a PNG decode costs half a millisecond.
public struct PixelHash: Hashable, Sendable, CustomStringConvertible {
    public let high: UInt64
    public let low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The hash of `bytes`: four independent lanes over 32-byte blocks (one multiply per
    /// word, so the lanes overlap in the CPU), then a full avalanche of each half.
    public init(of bytes: [UInt8]) {
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F,
                                                        0x1656_67B1_9E37_79F9, 0x27D4_EB2F_1656_67C5)
        let k0: UInt64 = 0xFF51_AFD7_ED55_8CCD, k1: UInt64 = 0xC4CE_B9FE_1A85_EC53
        bytes.withUnsafeBytes { raw in
            let blocks = raw.count / 32
            for block in 0..<blocks {
                let base = block * 32
                lanes.0 = (lanes.0.rotated(23) ^ raw.loadUnaligned(fromByteOffset: base, as: UInt64.self)) &* k0
                lanes.1 = (lanes.1.rotated(29) ^ raw.loadUnaligned(fromByteOffset: base + 8, as: UInt64.self)) &* k1
                lanes.2 = (lanes.2.rotated(31) ^ raw.loadUnaligned(fromByteOffset: base + 16, as: UInt64.self)) &* k0
                lanes.3 = (lanes.3.rotated(37) ^ raw.loadUnaligned(fromByteOffset: base + 24, as: UInt64.self)) &* k1
            }
            // The last partial block, zero-padded, goes through all four lanes like the others:
            // every byte counts (a multiply-and-shift fold of the tail kept only its last eight
            // bytes, so "CountryRow/en/BR-dark.png" and "…/CN-dark.png" hashed alike). The
            // length tells a padded block from one that ends in zeros. Whole blocks only (every
            // RGBA row of a width divisible by 8) hash as before.
            let remainder = raw.count - blocks * 32
            if remainder > 0 {
                var last: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
                withUnsafeMutableBytes(of: &last) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[(blocks * 32)...])) }
                lanes.0 = (lanes.0.rotated(23) ^ UInt64(littleEndian: last.0)) &* k0
                lanes.1 = (lanes.1.rotated(29) ^ UInt64(littleEndian: last.1)) &* k1
                lanes.2 = (lanes.2.rotated(31) ^ UInt64(littleEndian: last.2)) &* k0
                lanes.3 = (lanes.3.rotated(37) ^ UInt64(littleEndian: last.3)) &* k1
            }
            lanes.0 = (lanes.0 ^ UInt64(raw.count)) &* k1
        }
        high = Self.avalanche(lanes.0 ^ lanes.2.rotated(17))
        low = Self.avalanche(lanes.1 ^ lanes.3.rotated(41) ^ high)
    }

    @inline(__always)
    private static func avalanche(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33; x = x &* 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33; x = x &* 0xC4CE_B9FE_1A85_EC53
        return x ^ (x >> 33)
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

    /// Parses exactly 32 hex digits (either case) from UTF-8 bytes; `nil` for anything else.
    /// Byte-level, so a cache file of thousands of entries loads in well under a millisecond.
    public init?(hexDigits bytes: ArraySlice<UInt8>) {
        guard bytes.count == 32 else { return nil }
        var high: UInt64 = 0, low: UInt64 = 0
        for (offset, byte) in bytes.enumerated() {
            let nibble: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            if offset < 16 { high = high << 4 | UInt64(nibble) } else { low = low << 4 | UInt64(nibble) }
        }
        self.init(high: high, low: low)
    }
}

extension UInt64 {
    @inline(__always)
    fileprivate func rotated(_ count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
