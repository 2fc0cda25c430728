/// A translation that stops on a word its language never ends a sentence with: ownCloud's
/// Brazilian location prompt "Essa permissão é necessária para habilitar o envio automático
/// de" for "…upload of photos and videos in the background.", cut at 64 characters: "de"
/// (of) stands in hundreds of the language's texts and ends none. Read where the source ends
/// its sentence and the translation in a letter (``unendedSentences(_:_:)``).
extension CatalogChecker {
    /// How often a word must stand in a language's texts, never last, to be one no sentence ends with.
    static let fewestDanglingUses = 30
    /// The most a translation ending so may be of the length its language's translations
    /// have against their sources (a fifth shorter at least).
    static let mostDanglingLength = 0.8

    /// "…", "。", "！", "？", "：" in UTF-8.
    static let fullWidthEnds: [[UInt8]] = ["…", "。", "！", "？", "："].map { Array($0.utf8) }

    /// Per word of `wanted`: how many of a language's texts hold it, and how many of those end
    /// a sentence with it (the text's end, or ".", "!", "?", ":", "…" and their full-width
    /// forms next), as ``byteWords(_:startingLike:)`` reads words.
    static func sentenceEndings(_ strings: [String: CatalogString], of wanted: Set<String>) -> [String: (uses: Int, endings: Int)] {
        var counts: [String: (uses: Int, endings: Int)] = [:]
        guard !wanted.isEmpty else { return counts }
        // A word is spelled out only where its length and first bytes are a wanted word's.
        let lengths = Set(wanted.map(\.utf8.count)), starts = Set(wanted.map { firstThreeBytes(Array($0.utf8)) })
        for string in strings.values {
            for text in string.value.texts {
                var seen: Set<String> = []
                let bytes = Array(text.utf8)
                var word: [UInt8] = [], index = 0
                func finish() {
                    defer { word.removeAll(keepingCapacity: true) }
                    guard lengths.contains(word.count), starts.contains(firstThreeBytes(word)) else { return }
                    let spelled = String(decoding: word, as: UTF8.self)
                    guard wanted.contains(spelled) else { return }
                    var next = index
                    while next < bytes.count, bytes[next] == 0x20 { next += 1 }
                    let ends = next == bytes.count || [UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ":")].contains(bytes[next])
                        || fullWidthEnds.contains { bytes[next...].starts(with: $0) }
                    if seen.insert(spelled).inserted { counts[spelled, default: (0, 0)].uses += 1 }
                    if ends { counts[spelled, default: (0, 0)].endings += 1 }
                }
                while index < bytes.count {
                    let byte = bytes[index]
                    switch byte {
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte | 0x20)
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), 0x80...: word.append(byte)
                    default: finish()
                    }
                    index += 1
                }
                finish()
            }
        }
        return counts
    }

    /// A text's last word (``byteWords(_:startingLike:)``) when its language writes it in
    /// ``fewestDanglingUses`` other texts or more and ends none of them with it, with how many
    /// hold it (`endings` counts the text itself).
    static func danglingWord(_ text: String, endings: [String: (uses: Int, endings: Int)]) -> (word: String, uses: Int)? {
        guard let last = byteWords(text).last, let count = endings[last], count.uses - 1 >= fewestDanglingUses, count.endings <= 1 else { return nil }
        return (last, count.uses - 1)
    }
}
