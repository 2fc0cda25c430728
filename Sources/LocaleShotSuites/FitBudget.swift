import Typesetting

/// The room a string has on screen: a width in pixels, a number of lines, the font role the
/// view draws with and its size. `catalog render` measures every key against its budget.
public struct FitBudget: Sendable, Equatable {
    /// Available width per line, in pixels.
    public var width: Int
    /// The most lines the view shows.
    public var maxLines: Int
    /// The view's own font (`nil`: the first font of the language's fallback chain).
    public var fontRole: FontRole?
    /// Font size in pixels per em.
    public var pixelSize: Int

    public init(width: Int, maxLines: Int = 1, fontRole: FontRole? = nil, pixelSize: Int = FitBudget.rowTitle.pixelSize) {
        self.width = width
        self.maxLines = maxLines
        self.fontRole = fontRole
        self.pixelSize = pixelSize
    }

    /// The default: the title of a catalog label row (``LabelRow`` at ``RowStyle``'s
    /// defaults: 640 px row, 32 px padding each side, a 56 px badge and a 24 px gap leave
    /// 496 px) on one line, at 34 px (17 pt at 2×).
    public static let rowTitle = FitBudget(width: 496, maxLines: 1, fontRole: nil, pixelSize: 34)

    /// Limits a budget file may set: beyond them a line is an error, not a huge allocation.
    public static let widthRange = 1...100_000
    public static let linesRange = 1...1_000
    public static let sizeRange = 1...1_000
}

/// Errors of a budgets file, with its 1-based line number.
public enum FitBudgetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A line that is not `GLOB WIDTH [LINES [FONT [SIZE]]]`.
    case malformed(line: Int, reason: String)
    /// A font role that the font manifest does not have.
    case unknownFont(line: Int, role: String, known: [String])
    /// The file is not UTF-8.
    case notUTF8

    public var description: String {
        switch self {
        case let .malformed(line, reason): return "line \(line): \(reason)"
        case let .unknownFont(line, role, known):
            return "line \(line): no font has the role \"\(role)\" (known: \(known.joined(separator: ", ")))"
        case .notUTF8: return "the budgets file is not UTF-8"
        }
    }
}

/// `--budgets FILE`: which budget each key gets. One rule per line, the first rule whose glob
/// matches the key wins; keys no rule matches get ``FitBudget/rowTitle``:
///
/// ```
/// # key glob         width  lines  font    size
/// onboarding.*       600    3
/// tab.*              120    1      latin   26
/// settings.title     496    1      -       34
/// ```
///
/// Columns are separated by spaces or tabs: a glob (`*` any run of characters, `?` one
/// character, matched against the whole key), the width in pixels, then optionally the
/// maximum lines (default 1), the font role of `Fonts/manifest.tsv` (`-`: the language's own
/// font) and the size in pixels (default 34). `#` starts a comment line.
public struct FitBudgets: Sendable, Equatable {
    public struct Rule: Sendable, Equatable {
        public let glob: String
        public let budget: FitBudget
        /// The line of the file it came from.
        public let line: Int
    }

    public let rules: [Rule]
    public let fallback: FitBudget

    /// The most rules a file may hold: every key is matched against them in turn.
    public static let maxRules = 1_000

    public init(rules: [Rule] = [], fallback: FitBudget = .rowTitle) {
        self.rules = rules
        self.fallback = fallback
    }

    /// The budget of `key`: the first matching rule's, else ``fallback``.
    public func budget(for key: String) -> FitBudget {
        rules.first { Self.matches(glob: $0.glob, key) }?.budget ?? fallback
    }

    // MARK: - Parsing

    /// Parses a budgets file; `knownFonts` are the roles a rule may name.
    /// - Throws: ``FitBudgetError`` naming the first bad line.
    public static func parse(_ bytes: [UInt8], knownFonts: [FontRole]) throws(FitBudgetError) -> FitBudgets {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
        var rules: [Rule] = []
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = raw.trimmingSuffix("\r")
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let glob = fields.first, !glob.hasPrefix("#") else { continue }
            guard rules.count < maxRules else { throw .malformed(line: number, reason: "more than \(maxRules) rules") }
            guard fields.count >= 2 else { throw .malformed(line: number, reason: "a glob needs a width: GLOB WIDTH [LINES [FONT [SIZE]]]") }
            guard fields.count <= 5 else { throw .malformed(line: number, reason: "\(fields.count) columns; at most 5: GLOB WIDTH [LINES [FONT [SIZE]]]") }
            let width = try integer(fields[1], "width", widthRange: FitBudget.widthRange, line: number)
            let lines = fields.count > 2 ? try integer(fields[2], "lines", widthRange: FitBudget.linesRange, line: number) : 1
            var role: FontRole?
            if fields.count > 3, fields[3] != "-" {
                let candidate = FontRole(rawValue: fields[3])
                guard knownFonts.contains(candidate) else {
                    throw .unknownFont(line: number, role: fields[3], known: knownFonts.map(\.rawValue))
                }
                role = candidate
            }
            let size = fields.count > 4 ? try integer(fields[4], "size", widthRange: FitBudget.sizeRange, line: number)
                : FitBudget.rowTitle.pixelSize
            rules.append(Rule(glob: glob, budget: FitBudget(width: width, maxLines: lines, fontRole: role, pixelSize: size), line: number))
        }
        return FitBudgets(rules: rules)
    }

    private static func integer(_ text: String, _ what: String, widthRange range: ClosedRange<Int>, line: Int) throws(FitBudgetError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw .malformed(line: line, reason: "\(what) \"\(text)\" is not a whole number in \(range.lowerBound)…\(range.upperBound)")
        }
        return value
    }

    // MARK: - Globs

    /// Whether `key` matches `glob` as a whole (`*` any run, `?` one character): linear
    /// backtracking over the last `*`, so no glob is exponential.
    public static func matches(glob: String, _ key: String) -> Bool {
        let pattern = Array(glob), text = Array(key)
        var p = 0, t = 0
        var star: Int?, resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1; t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p; resume = t; p += 1
            } else if let star {
                p = star + 1; resume += 1; t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

private extension Substring {
    func trimmingSuffix(_ suffix: String) -> Substring { hasSuffix(suffix) ? dropLast(suffix.count) : self }
}
