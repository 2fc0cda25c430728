import Countries
import Dispatch
import Foundation
import SnapshotCore
import Typesetting

/// One platform's strings in one language, measured: the text golden
/// `<suite>-<platform>/<language>/fit-sheet.txt`, a line per key in key order, so a
/// translation update is a readable text diff:
///
/// ```
/// # fit sheet Catalog-android de: key | width needed/available px | lines needed/max | fits or truncated | font roles | …
/// settings_title | 540/496 | 1/1 | truncated | latin | cut after "Benachrichtigungseinstellu"
/// ```
///
/// After the fonts come, when there are any, `fallback FONT(SCRIPT…)`, `missing U+XXXX…`,
/// `cut after "…"` and `error …`, separated by ` | `. Keys and texts are escaped
/// (``escape(_:)``), so a `|` or a line break in a key never splits a line.
public struct FitSheet: Sendable {
    public let sheet: CatalogSuite.Sheet
    /// A result per string of the sheet, in its order.
    public let results: [FitResult]

    public init(sheet: CatalogSuite.Sheet, results: [FitResult]) {
        self.sheet = sheet
        self.results = results
    }

    /// The text golden's name in its language folder.
    public static let snapshotName = "fit-sheet"

    /// The sheet's text.
    public var text: String {
        var lines = ["# fit sheet \(sheet.suite) \(sheet.language): key | width needed/available px | lines needed/max | "
                     + "fits or truncated | font roles | then fallback font roles (scripts), missing glyphs, where it is cut"]
        lines.reserveCapacity(results.count + 1)
        for (row, result) in zip(sheet.strings, results) {
            var fields = [Self.escape(row.key), "\(result.neededWidth)/\(result.budget.width)", "\(result.lines)/\(result.budget.maxLines)",
                          result.fits ? "fits" : "truncated", result.fonts.joined(separator: ",")]
            if !result.fallback.isEmpty {
                fields.append("fallback " + result.fallback.map { "\($0.font)(\($0.scripts.joined(separator: ",")))" }.joined(separator: ","))
            }
            if !result.missingGlyphs.isEmpty { fields.append("missing " + result.missingGlyphs.map(Self.codePoint).joined(separator: ",")) }
            if let visible = result.visibleText { fields.append("cut after \"\(Self.escape(visible))\"") }
            if let error = result.error { fields.append("error " + Self.escape(error)) }
            lines.append(fields.joined(separator: Self.separator))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Between a line's columns.
    public static let separator = " | "

    /// `U+E000`.
    public static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// A key or text on one sheet line: `\` and `"` with a backslash; `|`, tabs, line
    /// breaks, other controls and bidi controls as `\u{…}`, so a line is one key, its
    /// columns stay apart and no text reorders the line.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x5C, 0x22: out += "\\" + String(scalar)
            case 0..<0x20, 0x7C, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    // MARK: - Measuring

    /// Measures every sheet's strings against `budgets` on `workers` threads (a typesetter
    /// each), sheets dealt round-robin; results in the sheets' order.
    /// - Throws: the first error that is not a string's own (a font that cannot be loaded).
    public static func measure(_ sheets: [CatalogSuite.Sheet], budgets: FitBudgets, workers: Int) throws -> [FitSheet] {
        let slots = Slots(count: sheets.count)
        let workerCount = min(max(1, workers), max(1, sheets.count))
        DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
            do {
                let measurer = FitMeasurer(typesetter: Typesetter(fonts: try FontSet()))
                for index in stride(from: worker, to: sheets.count, by: workerCount) {
                    let sheet = sheets[index]
                    let locale = MatrixLocale(sheet.language)
                    let direction = locale.direction
                    let results = try sheet.strings.map { row in
                        try measurer.measure(row.text, language: locale.textLanguage, direction: direction, budget: budgets.budget(for: row.key))
                    }
                    slots.set(index, FitSheet(sheet: sheet, results: results))
                }
            } catch {
                slots.fail(error)
            }
        }
        return try slots.values()
    }

    /// Results written by index from several threads.
    private final class Slots: @unchecked Sendable {
        private var slots: [FitSheet?]
        private var error: Error?
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: FitSheet) {
            lock.lock()
            slots[index] = value
            lock.unlock()
        }

        func fail(_ error: Error) {
            lock.lock()
            if self.error == nil { self.error = error }
            lock.unlock()
        }

        /// Every sheet, or the first error (a worker that failed left its sheets unset).
        func values() throws -> [FitSheet] {
            lock.lock()
            defer { lock.unlock() }
            if let error { throw error }
            return slots.compactMap { $0 }
        }
    }
}
