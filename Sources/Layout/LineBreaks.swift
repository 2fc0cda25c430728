import CPluralRules
import Typesetting

/// One place a line may end (UAX #14, from ICU's line break iterator).
public struct LineBreak: Hashable, Sendable {
    /// The code point (Unicode scalar) offset the next line starts at.
    public let offset: Int
    /// Whether the line must end here (after a line feed or paragraph separator).
    public let isMandatory: Bool

    public init(offset: Int, isMandatory: Bool) {
        self.offset = offset
        self.isMandatory = isMandatory
    }
}

/// Unicode line breaking (UAX #14) through ICU's `ubrk_*` line iterator, reached through the
/// `CPluralRules` C target (ICU's headers are never imported into Swift: see DESIGN.md).
///
/// The language selects ICU's tailoring: Thai, Lao, Khmer and Burmese are broken with ICU's
/// dictionaries; Japanese never breaks before small kana, the prolonged sound mark or
/// closing brackets.
public enum LineBreaking {
    /// The ICU locale used for `language`: Japanese takes the strict line-break keyword
    /// (`ja@lb=strict`), so a line never starts with small kana (`っ`) or `ー`.
    public static func icuLocale(for language: String) -> String {
        let base = language.split(separator: "@", maxSplits: 1).first.map(String.init) ?? language
        let primary = base.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return primary == "ja" ? base + "@lb=strict" : base
    }

    /// The break opportunities of `text` for `language`, as code point offsets in increasing
    /// order; the end of the text is always the last one. Empty for empty text.
    /// - Throws: ``TypesettingError/lineBreakingFailed(language:text:)`` when ICU refuses
    ///   the locale or the text.
    public static func opportunities(in text: String, language: String) throws(TypesettingError) -> [LineBreak] {
        let utf16 = Array(text.utf16)
        guard !utf16.isEmpty else { return [] }
        guard utf16.count < Int(Int32.max) else { throw .lineBreakingFailed(language: language, text: text) }
        // UTF-16 offset → code point offset (a surrogate pair is one code point).
        var scalarAt = [Int](repeating: 0, count: utf16.count + 1)
        var scalars = 0
        for index in utf16.indices {
            scalarAt[index] = scalars
            if !UTF16.isTrailSurrogate(utf16[index]) { scalars += 1 }
        }
        scalarAt[utf16.count] = scalars
        let capacity = utf16.count + 1
        var offsets = [Int32](repeating: 0, count: capacity)
        var hard = [UInt8](repeating: 0, count: capacity)
        let count = icuLocale(for: language).withCString { locale in
            localeshot_line_breaks(locale, utf16, Int32(utf16.count), &offsets, &hard, Int32(capacity))
        }
        guard count > 0 else { throw .lineBreakingFailed(language: language, text: text) }
        var breaks: [LineBreak] = []
        breaks.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let offset = Int(offsets[index])
            guard offset > 0, offset <= utf16.count else { throw .lineBreakingFailed(language: language, text: text) }
            let scalar = scalarAt[offset]
            if let last = breaks.last, last.offset >= scalar { continue }
            breaks.append(LineBreak(offset: scalar, isMandatory: hard[index] != 0))
        }
        if breaks.last?.offset != scalars { breaks.append(LineBreak(offset: scalars, isMandatory: false)) }
        return breaks
    }
}
