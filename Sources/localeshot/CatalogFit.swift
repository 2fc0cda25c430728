import Foundation
import LocaleShotSuites
import Raster
import SafeFiles
import SnapshotCore
import Typesetting

/// `catalog render`'s fit options: `--budgets FILE`, `--pixels`, and the rendered rows of the
/// findings.
enum CatalogFit {
    /// The largest budgets file read.
    static let maxBudgetsBytes = 1 << 20

    /// `--budgets FILE` (or the default budget for every key).
    static func budgets(_ path: String?) throws -> FitBudgets {
        guard let path else { return FitBudgets() }
        let file = URL(fileURLWithPath: path, relativeTo: CLI.workingDirectory).standardizedFileURL.path
        guard let bytes = try FileReading.readUserFile(path: file, cap: maxBudgetsBytes) else {
            throw InputError(message: "\(path): no such budgets file", exitCode: ExitCode.noInput)
        }
        let roles = try FontManifest().fonts.map(\.role)
        do {
            return try FitBudgets.parse(bytes, knownFonts: roles)
        } catch {
            throw InputError(message: "\(path): \(error)", exitCode: ExitCode.dataError)
        }
    }

    /// `--pixels`: which keys get a PNG golden (and a layout dump) besides the fit sheet.
    enum PixelSelection: Equatable {
        case flagged, all, none
        case glob(String)

        init(_ value: String) throws {
            switch value {
            case "flagged": self = .flagged
            case "all": self = .all
            case "none": self = .none
            case "": throw UsageError(message: "--pixels must be flagged, all, none or a key glob")
            default: self = .glob(value)
            }
        }

        /// Whether `key` is drawn; `flagged`: it does not fit.
        func selects(_ key: String, flagged: Bool) -> Bool {
            switch self {
            case .flagged: return flagged
            case .all: return true
            case .none: return false
            case let .glob(pattern): return FitBudgets.matches(glob: pattern, key)
            }
        }
    }

    /// The most rows drawn for the findings' tables (the report embeds
    /// ``RunReport/findingsListed`` per kind).
    static let rowsDrawn = RunReport.findingsListed

    /// The most findings of one kind recorded in `run.json` (and JUnit): the fit sheets
    /// list every key, so the record stays small when most of an app's strings overflow.
    static let maxFindingsPerKind = 5_000

    /// The findings of `sheets` (at most ``maxFindingsPerKind`` of a kind, a warning saying
    /// how many more the sheets hold); the first ``rowsDrawn`` overflows each get their label
    /// row drawn into `artifacts` (`<suite>/<language>/<key>.fit.png`) for the report.
    static func findingsWithImages(_ sheets: [FitSheet], artifacts: URL) throws -> (findings: [RunFinding], warnings: [String]) {
        var findings: [RunFinding] = [], warnings: [String] = []
        var counts: [FitFindings.Kind: Int] = [:]
        findings = FitFindings.findings(sheets, limitPerKind: maxFindingsPerKind, counts: &counts)
        for kind in FitFindings.Kind.allCases {
            if let count = counts[kind], count > maxFindingsPerKind {
                warnings.append("\(count) \(kind.rawValue) findings; the first \(maxFindingsPerKind) are recorded, every one is in the fit sheets")
            }
        }
        let overflow = FitFindings.Kind.overflow.rawValue
        let indices = findings.indices.filter { findings[$0].kind == overflow }.prefix(rowsDrawn)
        guard !indices.isEmpty else { return (findings, warnings) }
        let bySuite = Dictionary(sheets.map { ("\($0.sheet.suite)/\($0.sheet.language)", $0.sheet) }) { first, _ in first }
        let typesetter = Typesetter(fonts: try FontSet())
        let store = ArtifactStore(root: artifacts)
        for index in indices {
            let finding = findings[index]
            guard let sheet = bySuite["\(finding.suite)/\(finding.locale)"],
                  let title = sheet.strings.first(where: { $0.key == finding.subject })?.text,
                  let key = try? SnapshotKey(suite: finding.suite, locale: finding.locale,
                                             name: CatalogSuite.snapshotName(for: finding.subject), format: .png),
                  let view = try? CatalogSuite.row(sheet, title: title).render(header: finding.subject, with: typesetter),
                  let png = try? PNGCodec.encode(view.image) else { continue }
            let url = store.url(for: key, kind: "fit")
            try GoldenStore.writeFile(png, to: url)
            findings[index].image = key.suite.description + "/" + key.locale.description + "/" + url.lastPathComponent
        }
        return (findings, warnings)
    }
}
