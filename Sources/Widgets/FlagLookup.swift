import Countries
import Foundation

/// How a row finds its flag.
public enum FlagLookup: Sendable {
    /// Correct: the flag is computed from the code.
    case byCode
    /// **The seed's bug**, kept for canary tests: a table keyed by English display names,
    /// consulted with the name being drawn. Under other locales it misses (and the row shows
    /// the white "unknown" flag) or, with the prefix fallback, shows a plausible wrong flag.
    case byEnglishDisplayName

    func flag(for presentation: CountryPresentation) -> String {
        switch self {
        case .byCode:
            return presentation.flag
        case .byEnglishDisplayName:
            return NameKeyedFlagTable.shared.flag(forName: presentation.name.text) ?? "🏳"
        }
    }
}

/// The old design's table: English display name → flag, with a longest-prefix fallback.
struct NameKeyedFlagTable: Sendable {
    static let shared = NameKeyedFlagTable()

    private let flags: [(name: String, flag: String)]

    private init() {
        let english = Locale(identifier: "en")
        flags = CountryCode.allAssigned
            .map { ($0.displayName(in: english).text, $0.flagEmoji) }
            .sorted { $0.0 < $1.0 }
    }

    func flag(forName name: String) -> String? {
        if let exact = flags.first(where: { $0.name == name }) { return exact.flag }
        let needle = Array(name.lowercased())
        var best: (length: Int, flag: String)?
        for entry in flags {
            let length = zip(entry.name.lowercased(), needle).prefix { $0 == $1 }.count
            if length >= 3, length > (best?.length ?? 0) { best = (length, entry.flag) }
        }
        return best?.flag
    }
}
