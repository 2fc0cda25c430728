import Countries
import Typesetting
import Widgets

/// One snapshot of the standard suite: what to render and under which keys to compare it.
public struct SnapshotJob: Sendable {
    public let locale: MatrixLocale
    /// The PNG golden's key.
    public let imageKey: SnapshotKey
    /// The layout dump's key, when the dump is a golden too.
    public let dumpKey: SnapshotKey?
    /// The country of a row (for diagnosis); `nil` for widgets.
    public let code: CountryCode?
    public let theme: Theme
    /// Renders the view.
    public let render: @Sendable (Typesetter) throws(TypesettingError) -> RenderedView
}

/// The committed locale-matrix suite, defined once for `swift test` and `localeshot verify`:
/// every assigned code as a light row (PNG + layout dump), a dark sample, and one list widget
/// per locale.
public enum StandardSuite {
    public static let rowSuite = "CountryRow"
    public static let widgetSuite = "CountryListWidget"
    /// Codes also verified in the dark theme: short, long, Arabic-heavy and CJK names.
    public static let darkSample = ["DE", "JP", "SA", "BR", "GS", "US", "CN", "EG", "FR", "IN"]
    public static let widgetRegion = M49SubRegion.westernEurope

    /// The jobs for some locales and codes (default: the whole standard matrix), in a stable
    /// order: locale, then light rows, dark sample, widget.
    public static func jobs(locales: [MatrixLocale] = LocaleMatrix.standard.locales,
                            codes: [CountryCode] = CountryCode.allAssigned,
                            flagLookup: FlagLookup = .byCode) -> [SnapshotJob] {
        var jobs: [SnapshotJob] = []
        for locale in locales {
            for code in codes {
                let row = CountryRow(code: code, locale: locale, flagLookup: flagLookup)
                jobs.append(SnapshotJob(locale: locale, imageKey: key(rowSuite, locale, code.alpha2, .png),
                                        dumpKey: key(rowSuite, locale, code.alpha2, .txt), code: code, theme: .light) { typesetter throws(TypesettingError) in
                    try row.render(with: typesetter)
                })
            }
            for code in codes where darkSample.contains(code.alpha2) {
                let row = CountryRow(code: code, locale: locale, flagLookup: flagLookup)
                jobs.append(SnapshotJob(locale: locale, imageKey: key(rowSuite, locale, code.alpha2 + "-dark", .png),
                                        dumpKey: nil, code: code, theme: .dark) { typesetter throws(TypesettingError) in
                    try row.render(style: RowStyle(theme: .dark), with: typesetter)
                })
            }
            if codes.count == CountryCode.allAssigned.count {
                var configured = CountryListWidget(region: widgetRegion, locale: locale)
                configured.flagLookup = flagLookup
                let widget = configured
                jobs.append(SnapshotJob(locale: locale, imageKey: key(widgetSuite, locale, widgetRegion.rawValue, .png),
                                        dumpKey: key(widgetSuite, locale, widgetRegion.rawValue, .txt), code: nil, theme: .light) { typesetter throws(TypesettingError) in
                    try widget.render(with: typesetter)
                })
            }
        }
        return jobs
    }

    private static func key(_ suite: String, _ locale: MatrixLocale, _ name: String, _ format: SnapshotKey.Format) -> SnapshotKey {
        // Suite names are constants, locale identifiers and codes are in the safe set.
        try! SnapshotKey(suite: suite, locale: locale.identifier, name: name, format: format)
    }
}
