import Foundation

/// Byte searches in a text's UTF-8, over a native string's contiguous bytes: the generic
/// `utf8.contains` steps a string index per byte (5 % of a 40-language check, run for every
/// text by the shape, specifier and key checks).
extension String {
    /// Whether the text's UTF-8 holds `byte`.
    func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        } ?? utf8.contains(byte)
    }

    /// Whether the text's UTF-8 holds `byte` `count` times or more (stopping at the `count`th).
    func containsByte(_ byte: UInt8, times count: Int) -> Bool {
        utf8.withContiguousStorageIfAvailable { bytes in
            guard var next = bytes.baseAddress else { return count <= 0 }
            let end = next + bytes.count
            for _ in 0..<count {
                guard next < end, let found = memchr(next, Int32(byte), end - next) else { return false }
                next = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return true
        } ?? (utf8.count { $0 == byte } >= count)
    }

    /// Whether `first` is directly followed by `second` in the text's UTF-8.
    func containsBytePair(_ first: UInt8, _ second: UInt8) -> Bool {
        func search<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
            var previous: UInt8 = 0
            for byte in bytes {
                if previous == first && byte == second { return true }
                previous = byte
            }
            return false
        }
        return utf8.withContiguousStorageIfAvailable { search($0) } ?? search(utf8)
    }

    /// Whether the text's UTF-8 holds `needle`'s (no Foundation search, no locale).
    func containsUTF8(_ needle: String) -> Bool {
        var (text, needle) = (self, needle)
        return text.withUTF8 { bytes in
            needle.withUTF8 { pattern in
                guard !pattern.isEmpty else { return true }
                guard bytes.count >= pattern.count else { return false }
                // Each candidate start found by memchr (the first byte is rare in most texts).
                let (base, last) = (bytes.baseAddress!, bytes.count - pattern.count)
                var start = 0
                while start <= last, let found = memchr(base + start, Int32(pattern[0]), last - start + 1) {
                    let offset = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                    if memcmp(base + offset, pattern.baseAddress!, pattern.count) == 0 { return true }
                    start = offset + 1
                }
                return false
            }
        }
    }

    /// Whether the text's UTF-8 holds `needle`'s with ASCII letters in either case; a needle
    /// with other characters is compared by lowercasing both (a catalog's every text is asked,
    /// and most hold no match: no string is made for them).
    func containsIgnoringCase(_ needle: String) -> Bool {
        guard needle.utf8.allSatisfy({ $0 < 0x80 }) else { return lowercased().contains(needle.lowercased()) }
        let folded = Array(needle.lowercased().utf8)
        guard let first = folded.first else { return true }
        let fold = { (byte: UInt8) -> UInt8 in byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
        var text = self
        return text.withUTF8 { bytes in
            guard bytes.count >= folded.count else { return false }
            return (0...(bytes.count - folded.count)).contains { start in
                fold(bytes[start]) == first && (1..<folded.count).allSatisfy { fold(bytes[start + $0]) == folded[$0] }
            }
        }
    }
}

extension Array where Element == UInt8 {
    /// Where `needle` starts in these bytes, left to right, each occurrence after the one
    /// before it ends (a text's UTF-8: a piece of whole characters never starts inside one).
    func occurrences(of needle: [UInt8]) -> [Int] {
        guard let first = needle.first else { return [] }
        var found: [Int] = [], index = 0
        while index + needle.count <= count {
            if self[index] == first, self[index..<index + needle.count].elementsEqual(needle) {
                found.append(index)
                index += needle.count
            } else {
                index += 1
            }
        }
        return found
    }
}
