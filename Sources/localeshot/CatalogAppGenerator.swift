import Foundation
import SafeFiles
import StringCatalogs

/// A generated app the size of a real one shipped on both platforms, for `bench --catalog`:
/// Android feature modules (`strings.xml`, some `localazy.xml`) with `<plurals>`,
/// `<string-array>`, `translatable="false"` and `<xliff:g>`; an Xcode-shaped tree with
/// `Localizable.strings` and `.stringsdict` per language and `knownRegions`; and the gaps a real
/// app has (a key missing on one platform or both, a text left in English), spread evenly.
/// Deterministic: the same sizes give the same bytes.
struct CatalogAppGenerator {
    var keys = 2000
    var modules = 60
    /// The Apple side as one `Localizable.xcstrings` (Xcode 15's string catalog) instead of
    /// `.strings` and `.stringsdict` per language.
    var xcstrings = false
    /// Android qualifiers and the Apple folder of the same language; the first is the source.
    static let languages: [(android: String, apple: String)] = [
        ("", "en"), ("ar", "ar"), ("bg", "bg"), ("bn", "bn"), ("ca", "ca"), ("cs", "cs"), ("da", "da"), ("de", "de"),
        ("el", "el"), ("es", "es"), ("fa", "fa"), ("fi", "fi"), ("fr", "fr"), ("in", "id"), ("iw", "he"), ("hi", "hi"),
        ("hr", "hr"), ("hu", "hu"), ("it", "it"), ("ja", "ja"), ("ko", "ko"), ("lt", "lt"), ("ms", "ms"), ("nb", "nb"),
        ("nl", "nl"), ("pl", "pl"), ("pt-rBR", "pt-BR"), ("ro", "ro"), ("ru", "ru"), ("sk", "sk"), ("sl", "sl"),
        ("b+sr+Latn", "sr-Latn"), ("sv", "sv"), ("ta", "ta"), ("th", "th"), ("tr", "tr"), ("uk", "uk"), ("vi", "vi"),
        ("zh-rCN", "zh-Hans"), ("zh-rTW", "zh-Hant"),
    ]

    enum Kind { case text, plural, array, brand }

    /// The plural forms a language needs (CLDR: `ja` other; `ru` one, few, many, other), with
    /// the word each shows.
    func pluralForms(language: Int) -> [(category: String, word: String)] {
        let needed = PluralRules.neededCategories(Self.languages[language].apple)
        return (needed.contains("other") ? needed : needed + ["other"]).map { ($0, $0 == "one" ? "item" : "items") }
    }

    func kind(of key: Int) -> Kind {
        key % 25 == 3 ? .plural : key % 60 == 7 ? .array : key % 45 == 11 ? .brand : .text
    }

    func module(of key: Int) -> Int { key % modules }

    /// `feature07_screen_12_title`; Apple spells it with dots.
    func name(of key: Int) -> String { String(format: "feature%02d_screen_%d_label_%d", module(of: key), key / 7, key) }

    /// What a language does with a key: the gaps are spread so that every kind of finding occurs.
    enum Gap { case none, missingOnApple, missingOnBoth, untranslatedOnAndroid }

    func gap(key: Int, language: Int) -> Gap {
        guard language > 0, kind(of: key) == .text else { return .none }
        switch (key * 31 + language * 17) % 400 {
        case 0, 1: return .missingOnApple
        case 2: return .missingOnBoth
        case 3: return .untranslatedOnAndroid
        default: return .none
        }
    }

    func text(key: Int, language: Int, apple: Bool) -> String {
        let tag = language == 0 ? "en" : Self.languages[language].apple
        let argument = apple ? "%1$@" : "%1$s"
        return "\(tag) label \(key) for \(argument) on screen \(key / 7)"
    }

    /// Writes the app below `root`: `android/` and `ios/`.
    func write(to root: URL) throws {
        let folder = ConfinedFolder(root: root)
        for module in 0..<modules {
            for (language, qualifier) in Self.languages.map(\.android).enumerated() {
                let values = qualifier.isEmpty ? "values" : "values-\(qualifier)"
                let file = module % 5 == 4 ? "localazy.xml" : "strings.xml"
                try folder.write(Array(androidFile(module: module, language: language).utf8),
                                 to: String(format: "android/feature%02d/src/main/res/%@/%@", module, values, file), durable: false)
            }
        }
        try folder.write(Array(localesConfig().utf8), to: "android/app/src/main/res/xml/locales_config.xml", durable: false)
        if xcstrings {
            try folder.write(try stringCatalog(), to: "ios/App/Resources/Localizable.xcstrings", durable: false)
        } else {
            for (language, tag) in Self.languages.map(\.apple).enumerated() {
                try folder.write(Array(stringsFile(language: language).utf8), to: "ios/App/Resources/\(tag).lproj/Localizable.strings", durable: false)
                try folder.write(Array(stringsDict(language: language).utf8), to: "ios/App/Resources/\(tag).lproj/Localizable.stringsdict", durable: false)
            }
        }
        let regions = Self.languages.map { "\"\($0.apple)\"" }.joined(separator: ", ")
        try folder.write(Array("// !$*UTF8*$!\n{ objects = { root = { knownRegions = (\(regions), Base, ); }; }; }\n".utf8),
                         to: "ios/App.xcodeproj/project.pbxproj", durable: false)
    }

    func androidFile(module: Int, language: Int) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"utf-8\"?>",
                     "<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\">"]
        for key in stride(from: module, to: keys, by: modules) {
            let gap = gap(key: key, language: language)
            if gap == .missingOnBoth { continue }
            let text = gap == .untranslatedOnAndroid ? self.text(key: key, language: 0, apple: false) : self.text(key: key, language: language, apple: false)
            switch kind(of: key) {
            case .text:
                lines.append("    <string name=\"\(name(of: key))\">\(text.replacingOccurrences(of: "%1$s", with: "<xliff:g id=\"name\">%1$s</xliff:g>"))</string>")
            case .brand:
                if language == 0 { lines.append("    <string name=\"\(name(of: key))\" translatable=\"false\">Brand \(key)</string>") }
            case .plural:
                lines.append("    <plurals name=\"\(name(of: key))\">")
                for (category, word) in pluralForms(language: language) {
                    lines.append("        <item quantity=\"\(category)\">\(text.replacingOccurrences(of: "%1$s", with: "%d")) \(word)</item>")
                }
                lines.append("    </plurals>")
            case .array:
                let tag = Self.languages[language].apple
                lines.append("    <string-array name=\"\(name(of: key))\"><item>\(tag) \(key) one</item><item>\(tag) \(key) two</item></string-array>")
            }
        }
        return (lines + ["</resources>", ""]).joined(separator: "\n")
    }

    func stringsFile(language: Int) -> String {
        var lines = ["/* Localizable.strings, generated by localeshot bench --catalog */"]
        for key in 0..<keys where kind(of: key) == .text {
            let gap = gap(key: key, language: language)
            if gap == .missingOnApple || gap == .missingOnBoth { continue }
            lines.append("\"\(appleName(of: key))\" = \"\(text(key: key, language: language, apple: true))\";")
        }
        return (lines + [""]).joined(separator: "\n")
    }

    /// Apple's key for a key: the screen namespace becomes a dot.
    func appleName(of key: Int) -> String { name(of: key).replacingOccurrences(of: "_screen_", with: ".screen_") }

    /// The same strings as one string catalog, as Xcode writes it (sorted, pretty-printed).
    func stringCatalog() throws -> [UInt8] {
        var strings: [String: Any] = [:]
        for key in 0..<keys where kind(of: key) == .text || kind(of: key) == .plural {
            var localizations: [String: Any] = [:]
            for (language, tag) in Self.languages.map(\.apple).enumerated() {
                let gap = gap(key: key, language: language)
                if gap == .missingOnApple || gap == .missingOnBoth { continue }
                let text = self.text(key: key, language: language, apple: true)
                if kind(of: key) == .plural {
                    let format = text.replacingOccurrences(of: "%1$@", with: "%lld")
                    let forms = pluralForms(language: language).map { ($0.category, ["stringUnit": ["state": "translated", "value": "\(format) \($0.word)"]]) }
                    localizations[tag] = ["variations": ["plural": Dictionary(uniqueKeysWithValues: forms)]]
                } else {
                    localizations[tag] = ["stringUnit": ["state": "translated", "value": text]]
                }
            }
            strings[appleName(of: key)] = ["localizations": localizations]
        }
        let catalog: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": strings]
        return [UInt8](try JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
    }

    func stringsDict(language: Int) -> String {
        var entries: [String] = []
        for key in 0..<keys where kind(of: key) == .plural {
            let format = text(key: key, language: language, apple: true).replacingOccurrences(of: "%1$@", with: "%d")
            entries.append("""
                <key>\(appleName(of: key))</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
                    <key>count</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        \(pluralForms(language: language).map { "<key>\($0.category)</key><string>\(format) \($0.word)</string>" }.joined(separator: "\n                "))
                    </dict>
                </dict>
            """)
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(entries.joined(separator: "\n"))
            </dict>
            </plist>

            """
    }

    func localesConfig() -> String {
        let locales = Self.languages.map { $0.apple == "en" ? "en" : $0.apple }
            .map { "    <locale android:name=\"\($0)\"/>" }
        return (["<?xml version=\"1.0\" encoding=\"utf-8\"?>", "<locale-config xmlns:android=\"http://schemas.android.com/apk/res/android\">"]
            + locales + ["</locale-config>", ""]).joined(separator: "\n")
    }
}
