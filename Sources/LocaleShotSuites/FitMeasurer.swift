import Countries
import Foundation
import Layout
import Typesetting

/// What measuring one string against its ``FitBudget`` found.
public struct FitResult: Sendable, Equatable {
    /// The string's width on one line, in whole pixels (rounded up).
    public var neededWidth: Int
    /// Lines it takes at the budget's width (``FitMeasurer/wrappedLineCount(_:style:width:typesetter:)``);
    /// for a one-line budget 1 (a string that does not fit is cut, not wrapped).
    public var lines: Int
    public var budget: FitBudget
    /// Whether it fits: one line within the width, or at most `maxLines` lines none wider
    /// than the width (a single word wider than the width does not fit).
    public var fits: Bool
    /// Where the view cuts it when it does not fit: the text still shown (before the
    /// ellipsis), `nil` when it fits.
    public var visibleText: String?
    /// The font roles that draw it (`latin`, `arabic`: the names of `Fonts/manifest.tsv` and
    /// of budgets files), in text order.
    public var fonts: [String]
    /// The font roles other than the view's own that draw letters of it, each with the
    /// scripts (ISO 15924) they draw: `latin` for `Cyrl`. Colour emoji are never counted.
    public var fallback: [Fallback]
    /// Code points no font of the chain has, in text order (each once).
    public var missingGlyphs: [UInt32]
    /// A typesetting error other than a missing glyph (too many combining marks).
    public var error: String?
    /// The view's own font role (``FitMeasurer/ownFont(language:budget:)``).
    public var ownFont: String?

    public struct Fallback: Sendable, Equatable {
        public var font: String
        public var scripts: [String]
    }

    public var truncated: Bool { !fits }
}

/// Measures strings against budgets with ``Typesetter/layout(_:style:)``: the width, the lines
/// at the budget's width, the fonts used, fallback fonts and missing glyphs. A missing glyph
/// is recorded and the string measured without it; the measuring goes on.
///
/// Not thread-safe (a typesetter is not): one measurer per thread.
public struct FitMeasurer {
    public let typesetter: Typesetter

    /// The most distinct missing code points looked for in one string before giving up.
    public static let maxMissingGlyphs = 32

    public init(typesetter: Typesetter) {
        self.typesetter = typesetter
    }

    /// The view's own font for `language` under `budget`: the budget's role, else the first
    /// font of the language's fallback chain.
    public func ownFont(language: String, budget: FitBudget) -> FontRole? {
        budget.fontRole ?? typesetter.fonts.fallbackChain(for: language).first
    }

    /// Measures `text` in `language` (paragraph direction `direction`) against `budget`.
    /// - Throws: only what is not the string's fault: a font that cannot be loaded.
    public func measure(_ text: String, language: String, direction: LayoutDirection, budget: FitBudget) throws(TypesettingError) -> FitResult {
        let style = TextStyle(language: language, direction: direction, pixelSize: Fixed26_6(budget.pixelSize * 64),
                              preferredFonts: budget.fontRole.map { [$0] } ?? [])
        var result = FitResult(neededWidth: 0, lines: 0, budget: budget, fits: true, visibleText: nil, fonts: [], fallback: [],
                               missingGlyphs: [], error: nil)
        let own = ownFont(language: language, budget: budget)
        result.ownFont = own?.rawValue
        var measured = text
        let line: ShapedLine
        do {
            (line, measured) = try layoutSkippingMissing(text, style: style, missing: &result.missingGlyphs)
        } catch {
            guard Self.isTheString(error) else { throw error }
            result.error = "\(error)"
            result.fits = false
            return result
        }
        result.neededWidth = Self.pixels(line.width)
        let available = Fixed26_6(budget.width * 64)
        describeFonts(line, own: own, into: &result)
        if line.width <= available {
            result.lines = measured.isEmpty ? 0 : 1
            return result
        }
        do {
            if budget.maxLines == 1 {
                // One line: it is cut where the ellipsis fits; no wrapping is needed to say so.
                result.lines = 1
                result.fits = false
                result.visibleText = try visiblePrefix(measured, style: style, width: available)
            } else {
                let wrapped = try Self.wrappedLineCount(measured, style: style, width: available, typesetter: typesetter)
                result.lines = wrapped.count
                result.fits = wrapped.count <= budget.maxLines && wrapped.widest <= available
                if !result.fits { result.visibleText = wrapped.lines.prefix(budget.maxLines).joined(separator: " ") }
            }
        } catch {
            guard Self.isTheString(error) else { throw error }
            result.error = "\(error)"
            result.fits = false
        }
        return result
    }

    /// Whether an error is the string's (a finding) rather than the fonts' (the run stops).
    static func isTheString(_ error: TypesettingError) -> Bool {
        switch error {
        case .missingGlyph, .tooManyCombiningMarks, .bidiFailed: return true
        default: return false
        }
    }

    // MARK: - Wrapping

    /// Lines of `text` at `width` with Unicode line breaking (UAX #14 through ICU's line
    /// break iterator: Thai, Lao and Khmer break between dictionary words, Japanese never starts
    /// a line with small kana or a closing bracket), the widest line's width, and the lines'
    /// texts — the layout layer's wrapping (``Typesetter/layout(_:style:in:)``), so a fit sheet
    /// counts the lines a view drawing the same text in the same box shows.
    public static func wrappedLineCount(_ text: String, style: TextStyle, width: Fixed26_6,
                                        typesetter: Typesetter) throws(TypesettingError) -> (count: Int, widest: Fixed26_6, lines: [String]) {
        let scalars = Array(text.unicodeScalars)
        let box = TextBox(width: width, maxLines: max(1, scalars.count), truncates: false)
        let block = try typesetter.layout(text, style: style, in: box)
        let lines = block.lineRanges.map { range -> String in
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[max(0, range.lowerBound)..<min(scalars.count, range.upperBound)])
            return String(view).trimmingCharacters(in: .whitespaces)
        }
        return (block.lines.count, block.width, lines)
    }

    // MARK: - Pieces

    /// Lays out `text`; a code point no font has is recorded in `missing` and left out, and
    /// the rest laid out again (at most ``maxMissingGlyphs`` times).
    private func layoutSkippingMissing(_ text: String, style: TextStyle,
                                       missing: inout [UInt32]) throws(TypesettingError) -> (ShapedLine, String) {
        var current = text
        while true {
            do {
                return (try typesetter.layout(current, style: style), current)
            } catch let error {
                guard case let .missingGlyph(codePoint, _, _) = error, missing.count < Self.maxMissingGlyphs,
                      !missing.contains(codePoint) else { throw error }
                missing.append(codePoint)
                var scalars = String.UnicodeScalarView()
                scalars.append(contentsOf: current.unicodeScalars.filter { $0.value != codePoint })
                current = String(scalars)
            }
        }
    }

    /// The fonts of a line in text order, and those other than `own` that draw letters.
    private func describeFonts(_ line: ShapedLine, own: FontRole?, into result: inout FitResult) {
        let runs = line.runs.sorted { $0.codePointRange.lowerBound < $1.codePointRange.lowerBound }
        for run in runs {
            let role = run.font.rawValue
            if !result.fonts.contains(role) { result.fonts.append(role) }
            guard run.font != own, run.font != .emoji, !Self.nonLetterScripts.contains(run.script) else { continue }
            if let index = result.fallback.firstIndex(where: { $0.font == role }) {
                if !result.fallback[index].scripts.contains(run.script) { result.fallback[index].scripts.append(run.script) }
            } else {
                result.fallback.append(FitResult.Fallback(font: role, scripts: [run.script]))
            }
        }
    }

    /// Scripts of runs that hold no letters (digits, punctuation, symbols alone).
    private static let nonLetterScripts: Set<String> = ["Zyyy", "Zinh", "Zzzz"]

    /// The longest prefix (whole graphemes, trailing spaces dropped) that fits in `width`
    /// with an ellipsis after it: what a one-line view shows.
    private func visiblePrefix(_ text: String, style: TextStyle, width: Fixed26_6) throws(TypesettingError) -> String {
        let graphemes = Array(text)
        var low = 0, high = graphemes.count - 1, best = ""
        while low <= high {
            let middle = (low + high) / 2
            var prefix = String(graphemes[0..<middle])
            while prefix.last == " " { prefix.removeLast() }
            if try typesetter.layout(prefix + "…", style: style).width <= width {
                best = prefix
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return best
    }

    /// 26.6 to whole pixels, rounded up.
    static func pixels(_ value: Fixed26_6) -> Int { Int((Int64(value) + 63) >> 6) }
}
