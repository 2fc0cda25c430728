import Raster
import Testing

@Suite("PixelHash")
struct PixelHashTests {
    /// Every byte of a partial last block counts. The earlier tail fold (shift by 8, multiply)
    /// kept only the last eight bytes, so golden paths, failure causes and catalog keys that
    /// differ further from their end hashed alike (#20).
    @Test(arguments: [
        ("/work/Snapshots/CountryRow/en/BR-dark.png", "/work/Snapshots/CountryRow/en/CN-dark.png"),
        ("a b_title_text", "a:b_title_text"),
        ("abc", "abc\u{0}"),
        ("", "\u{0}"),
    ])
    func bytesOfAPartialBlockAllCount(first: String, second: String) {
        #expect(PixelHash(of: Array(first.utf8)) != PixelHash(of: Array(second.utf8)))
    }

    /// Each byte of inputs of every length up to three blocks and more: one changed byte changes the hash.
    @Test func oneChangedByteAnywhereChangesTheHash() {
        for length in 1...200 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            let original = PixelHash(of: bytes)
            for index in 0..<length {
                var changed = bytes
                changed[index] ^= 0x01
                #expect(PixelHash(of: changed) != original, "length \(length), byte \(index)")
            }
        }
    }

    /// One pixel changed anywhere in a 640×88 row changes its hash, the last one included.
    @Test func onePixelOfARowChangesTheHash() {
        let row = [UInt8](repeating: 0xF0, count: 640 * 88 * 4)
        let original = PixelHash(of: row)
        for index in [0, 4, 63, 64, 1000, row.count / 2, row.count - 65, row.count - 4, row.count - 1] {
            var changed = row
            changed[index] = 0x0F
            #expect(PixelHash(of: changed) != original, "byte \(index)")
        }
    }

    /// Whole 32-byte blocks (every 640×88 RGBA row) hash as they did before the tail fix: the
    /// golden pixel cache's pixel hashes stay valid. The value is what the previous
    /// implementation gave (commit e0333db).
    @Test func wholeBlocksHashAsBefore() {
        let bytes = (0..<64).map { UInt8($0) }
        #expect(PixelHash(of: bytes).description == "d297229153483cb2d874f39010e1e6f9")
    }
}
