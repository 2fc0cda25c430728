import Countries
import Identifiers
import Raster
import SnapshotCore
import Typesetting
import Widgets

/// A job of the built-in suites: rendered with a ``Typesetter`` per worker.
public typealias TypesetJob = SnapshotJob<Typesetter>

/// The seed's bug and its siblings, injectable to prove the suite catches them.
public struct InjectedBugs: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Country flags looked up by localized name in an English-keyed table.
    public static let nameKeyedFlags = InjectedBugs(rawValue: 1)
    /// Currency symbols cached by localized currency name.
    public static let nameKeyedCurrencySymbols = InjectedBugs(rawValue: 2)
    /// The language picker persisting the language's name instead of its tag.
    public static let nameStoredLanguages = InjectedBugs(rawValue: 4)
    /// Month numbers found by comparing localized month names with English ones.
    public static let nameComparedMonths = InjectedBugs(rawValue: 8)

    public static let all: InjectedBugs = [.nameKeyedFlags, .nameKeyedCurrencySymbols, .nameStoredLanguages, .nameComparedMonths]
}

/// The committed locale-matrix suite, defined once for `swift test` and `localeshot verify`:
/// every assigned code as a light row (PNG + layout dump), a dark sample, one list widget per
/// locale, and the sibling rows — currencies, picker languages, months.
public enum StandardSuite {
    public static let rowSuite = "CountryRow"
    public static let widgetSuite = "CountryListWidget"
    public static let currencySuite = "CurrencyRow"
    public static let languageSuite = "LanguageRow"
    public static let monthSuite = "MonthRow"
    /// Every suite folder under `Snapshots/`.
    public static let suites = [rowSuite, widgetSuite, currencySuite, languageSuite, monthSuite]

    /// Codes also verified in the dark theme: short, long, Arabic-heavy and CJK names.
    public static let darkSample = ["DE", "JP", "SA", "BR", "GS", "US", "CN", "EG", "FR", "IN"]
    public static let widgetRegion = M49SubRegion.westernEurope
    /// Currencies with goldens: the most traded, plus the matrix locales' own.
    public static let currencies = ["AED", "AUD", "BRL", "CAD", "CHF", "CNY", "EGP", "EUR", "GBP", "INR", "JPY", "KRW",
                                    "MXN", "PLN", "RUB", "SAR", "SEK", "TRY", "USD", "ZAR"].map { try! CurrencyCode(parsing: $0) }

    /// The jobs for some locales and codes (default: the whole standard matrix), in a stable
    /// order: locale, then light rows, dark sample, widget, currencies, languages, months.
    /// The widget and sibling rows belong to the whole matrix, so a `codes` filter drops them.
    public static func jobs(locales: [MatrixLocale] = LocaleMatrix.standard.locales,
                            codes: [CountryCode] = CountryCode.allAssigned,
                            bugs: InjectedBugs = []) throws(SnapshotNameError) -> [TypesetJob] {
        let flagLookup: FlagLookup = bugs.contains(.nameKeyedFlags) ? .byEnglishDisplayName : .byCode
        let wholeMatrix = codes.count == CountryCode.allAssigned.count
        var jobs: [TypesetJob] = []
        for locale in locales {
            for code in codes {
                let row = CountryRow(code: code, locale: locale, flagLookup: flagLookup)
                jobs.append(try job(rowSuite, locale, code.alpha2, dump: true, code: code) { typesetter throws(TypesettingError) in
                    try row.render(with: typesetter)
                })
            }
            for code in codes where darkSample.contains(code.alpha2) {
                let row = CountryRow(code: code, locale: locale, flagLookup: flagLookup)
                jobs.append(try job(rowSuite, locale, code.alpha2 + "-dark", dump: false, code: code, theme: .dark) { typesetter throws(TypesettingError) in
                    try row.render(style: RowStyle(theme: .dark), with: typesetter)
                })
            }
            guard wholeMatrix else { continue }
            var configured = CountryListWidget(region: widgetRegion, locale: locale)
            configured.flagLookup = flagLookup
            let widget = configured
            jobs.append(try job(widgetSuite, locale, widgetRegion.rawValue, dump: true) { typesetter throws(TypesettingError) in
                try widget.render(with: typesetter)
            })
            jobs += try siblingJobs(locale: locale, bugs: bugs)
        }
        return jobs
    }

    private static func siblingJobs(locale: MatrixLocale, bugs: InjectedBugs) throws(SnapshotNameError) -> [TypesetJob] {
        var jobs: [TypesetJob] = []
        for currency in currencies {
            let row = CurrencyRow(code: currency, locale: locale,
                                  symbolLookup: bugs.contains(.nameKeyedCurrencySymbols) ? .byEnglishDisplayName : .byCode)
            jobs.append(try job(currencySuite, locale, currency.alpha3, dump: true) { typesetter throws(TypesettingError) in
                try row.render(with: typesetter)
            })
        }
        for tag in LanguagePicker.standard.tags {
            let row = LanguageRow(tag: tag, locale: locale, storedPreference: bugs.contains(.nameStoredLanguages) ? .englishName : .tag)
            jobs.append(try job(languageSuite, locale, tag.identifier, dump: true) { typesetter throws(TypesettingError) in
                try row.render(with: typesetter)
            })
        }
        for month in Month.all {
            let row = MonthRow(month: month, locale: locale, numberLookup: bugs.contains(.nameComparedMonths) ? .byEnglishName : .byNumber)
            jobs.append(try job(monthSuite, locale, String(format: "%02d", month.number), dump: true) { typesetter throws(TypesettingError) in
                try row.render(with: typesetter)
            })
        }
        return jobs
    }

    private static func job(_ suite: String, _ locale: MatrixLocale, _ name: String, dump: Bool, code: CountryCode? = nil,
                            theme: Theme = .light,
                            render: @escaping @Sendable (Typesetter) throws(TypesettingError) -> RenderedView) throws(SnapshotNameError) -> TypesetJob {
        var labels = ["theme": theme.rawValue]
        labels["subject"] = code?.alpha2
        return TypesetJob(locale: locale.identifier, imageKey: try key(suite, locale, name, .png),
                          dumpKey: dump ? try key(suite, locale, name, .txt) : nil, labels: labels,
                          regions: code == nil ? [] : rowRegions(RowStyle(theme: theme), direction: locale.direction),
                          render: { typesetter in try render(typesetter).snapshot },
                          diagnose: code.map { code in FlagDiagnosis.diagnoser(code: code, locale: locale, theme: theme) })
    }

    /// A country row's flag box and its text side, for saying where pixels changed.
    static func rowRegions(_ style: RowStyle, direction: LayoutDirection) -> [SnapshotRegion] {
        let left = style.leadingBoxLeft(direction: direction), box = style.flagSize * style.scale
        let text = direction == .rightToLeft ? 0..<left : (left + box)..<style.pixelWidth
        return [SnapshotRegion(name: "flag", columns: left..<(left + box)), SnapshotRegion(name: "text", columns: text)]
    }

    /// Suite names are constants and codes, tags and numbers are in the safe set; a locale
    /// identifier that is not (`MatrixLocale("../x")`) is refused here.
    private static func key(_ suite: String, _ locale: MatrixLocale, _ name: String, _ format: SnapshotKey.Format) throws(SnapshotNameError) -> SnapshotKey {
        try SnapshotKey(suite: suite, locale: locale.identifier, name: name, format: format)
    }
}
