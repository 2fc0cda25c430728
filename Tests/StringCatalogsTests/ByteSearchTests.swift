@testable import StringCatalogs
import Testing

/// The byte searches every text of a catalog is asked (``String/containsUTF8(_:)`` finds its
/// candidate starts by `memchr`), against the standard library's answers.
@Suite("Byte searches")
struct ByteSearchTests {
    @Test func aNeedleIsFoundWhereTheStandardLibraryFindsIt() {
        let texts = ["", "a", "aaab", "abab", "Wikimedia Foundation", "https://wikimediafoundation.org/", "ファイル %1$s を削除", "x://", "::/"]
        let needles = ["", "a", "ab", "aab", "://", "Wiki", "wikimediafoundation.org/", "削除", "を削除", "ル %", "zz", "b"]
        for text in texts {
            for needle in needles {
                #expect(text.containsUTF8(needle) == (needle.isEmpty || text.utf8.count >= needle.utf8.count && String(decoding: Array(text.utf8), as: UTF8.self).contains(needle)),
                        "\"\(text)\" holding \"\(needle)\"")
            }
        }
    }

    @Test func aByteIsCountedUpToTheTimesAsked() {
        #expect("one two three four".containsByte(0x20, times: 3))
        #expect(!"one two three".containsByte(0x20, times: 3))
        #expect("".containsByte(0x20, times: 0))
        #expect(!"".containsByte(0x20, times: 1))
        #expect("   ".containsByte(0x20, times: 3))
        #expect(!"   ".containsByte(0x20, times: 4))
    }
}
