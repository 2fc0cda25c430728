/// The rules that keep findings a team acts on: what is no translation gap, no platform gap,
/// no untranslated text.
public enum CatalogNoise {
    /// Key suffixes that name a platform (`…_android`, `…_ios`, `…Android`, `…iOS`): such a key
    /// is platform-only by design.
    public static let defaultPlatformSuffixes = ["android", "ios"]

    /// Whether `key` ends with one of `suffixes` after a separator (`_ . -`) or as a
    /// capitalized word (`openInIOS`, `shareAndroid`), case-insensitively.
    public static func namesAPlatform(_ key: String, suffixes: [String]) -> Bool {
        let lower = key.lowercased()
        for suffix in suffixes where !suffix.isEmpty && lower.hasSuffix(suffix.lowercased()) && key.count > suffix.count {
            let start = key.index(key.endIndex, offsetBy: -suffix.count)
            let before = key[key.index(before: start)]
            if "_.-".contains(before) { return true }
            if key[start].isUppercase && (before.isLowercase || before.isNumber || key[start...].dropFirst().contains(where: \.isUppercase)) { return true }
        }
        return false
    }

    /// Whether a key names store-listing text (`store_full_desc`, `playStoreDescription`,
    /// `fastlane_…`): a script exports it raw to the store (fastlane's metadata), no screen
    /// of the app shows it, so its line breaks are the raw file's, not what aapt2 makes of them
    /// (the Android reader keeps them).
    public static func namesStoreListing(_ key: String) -> Bool {
        // Nearly no key names either word: a byte scan decides those (this runs for every string read).
        guard mentions(key, "store") || mentions(key, "fastlane") else { return false }
        var words: [String] = [], word = ""
        for character in key {
            if !character.isLetter { if !word.isEmpty { words.append(word) }; word = ""; continue }
            if character.isUppercase, !word.isEmpty { words.append(word); word = "" }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        let lower = Set(words.map { $0.lowercased() })
        return lower.contains("fastlane")
            || (lower.contains("store") && !lower.isDisjoint(with: ["desc", "description", "listing", "changelog"]))
    }

    /// Whether `text` contains the lowercase ASCII `word` in any letter case.
    private static func mentions(_ text: String, _ word: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        let bytes = Array(text.utf8)
        guard bytes.count >= pattern.count else { return false }
        return (0...(bytes.count - pattern.count)).contains { start in
            pattern.indices.allSatisfy { bytes[start + $0] | 0x20 == pattern[$0] }
        }
    }

    /// A text with each placeholder replaced by a space, or by `placeholder`: its prose
    /// ("v%1$s" → "v "). One pass over the scanner's ranges (a search and replace per
    /// placeholder was quadratic in a text of 50,000 of them).
    static func prose(_ text: String, placeholder replacement: UInt8 = 0x20) -> String {
        guard text.containsByte(UInt8(ascii: "%")) else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var cursor = 0
        for case let .placeholder(placeholder, range) in Placeholder.scan(text) where !placeholder.isProse {
            output += bytes[cursor..<range.lowerBound]
            output.append(replacement)
            cursor = range.upperBound
        }
        output += bytes[cursor...]
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether a text has a letter outside its placeholders (`%1$s: %2$s`, `—`, `%d %%` have
    /// none: never untranslated).
    public static func hasLetters(_ text: String) -> Bool {
        guard text.unicodeScalars.contains(where: \.isAlphabeticQuickly) else { return false }
        guard text.containsByte(UInt8(ascii: "%")) else { return true }
        // The placeholders blanked out, byte for byte (their syntax is ASCII).
        var bytes = Array(text.utf8)
        for case let .placeholder(_, range) in Placeholder.scan(text) {
            for index in range { bytes[index] = 0x20 }
        }
        return String(decoding: bytes, as: UTF8.self).unicodeScalars.contains(where: \.isAlphabeticQuickly)
    }

    /// The string an app's own `@string/name` reference names (`nil` for any other text, and
    /// for `@android:string/…`, the platform's).
    public static func referencedString(_ text: String) -> String? {
        text.hasPrefix("@string/") && isResourceReference(text) ? String(text.dropFirst("@string/".count)) : nil
    }

    /// An Android resource reference (`@string/app_name`, `@android:string/ok`): an alias of
    /// another string, no text of its own to translate.
    public static func isResourceReference(_ text: String) -> Bool {
        guard text.hasPrefix("@"), let slash = text.firstIndex(of: "/") else { return false }
        let type = text[text.index(after: text.startIndex)..<slash]
        let name = text[text.index(after: slash)...]
        return ["string", "android:string", "plurals", "android:plurals"].contains(type) && !name.isEmpty
            && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "." }
    }

    /// A hexadecimal fingerprint or hash (`3A:5F:0C:…`, `9f86d081884c7d65…`): 16 hex digits or
    /// more, optionally in colon-separated pairs.
    static func isFingerprint(_ text: String) -> Bool {
        let digits = text.unicodeScalars.filter { $0 != ":" }
        guard digits.count >= 16, digits.allSatisfy({ $0.properties.isASCIIHexDigit }) else { return false }
        return !text.contains(":") || text.split(separator: ":", omittingEmptySubsequences: false).allSatisfy { $0.count == 2 }
    }

    /// A reverse-domain identifier (`com.nextcloud.android.providers.UsersAndGroupsSearchProvider`,
    /// a content provider's authority): a lowercase first label, three labels or more, no spaces.
    static func isReverseDomainName(_ text: String) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 3, let first = labels.first, first.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }), !first.isEmpty else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty && label.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
        }
    }

    /// A domain name, internationalized ones too (`公司.cn`, `aéroport.ci`, `*.ck`): no
    /// spaces, labels joined by dots, the last (the top-level domain) two letters or more in
    /// no upper case.
    public static func isDomainName(_ text: String) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let tld = labels.last, tld.count >= 2,
              tld.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic && !$0.properties.isUppercase }) else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty && label.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || "-*!".unicodeScalars.contains($0) }
        }
    }

    /// Whether an array's items are data that reads the same in every language (certificate
    /// fingerprints, a public suffix list): configuration, domain names or no letters, all but
    /// one in twenty (a suffix list's bare internationalized top-level domains, `ישראל`).
    public static func isDataArray(_ items: [String]) -> Bool {
        let prose = items.filter { !(looksLikeCode($0) || isDomainName($0) || !hasLetters($0)) }.count
        return prose * 20 <= items.count && prose < items.count
    }

    /// Whether a source text is configuration rather than prose: a URL, a lowercase identifier
    /// (`oc`, `com.example.app`), a product/version token (`Mozilla/5.0`). Android apps keep
    /// such values in `setup.xml` without `translatable="false"`; no translator acts on them.
    public static func looksLikeCode(_ text: String) -> Bool {
        if text.contains("://") || text.hasPrefix("www.") || isReverseDomainName(text) || isFingerprint(text) { return true }
        if !text.isEmpty, text.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || "._:/-%$*!".unicodeScalars.contains($0) }) {
            return true
        }
        let scalars = Array(text.unicodeScalars)
        return scalars.indices.dropFirst().dropLast().contains { index in
            scalars[index] == "/" && scalars[index - 1].properties.isAlphabetic && ("0"..."9").contains(scalars[index + 1])
        }
    }

    /// Languages localized in a handful of units only (an `InfoPlist.strings` for the app's
    /// name, one module's `strings.xml`): at most two units, or at most half the source's,
    /// where the source has three or more, and under half the source's keys; and stubs, whose
    /// strings are under one in a hundred of the source's keys (``isStub(keys:sourceKeys:)``).
    /// One summary line, not a missing translation per key.
    public static func partialLanguages(_ catalog: PlatformCatalog) -> [String] {
        let overlays = Set(regionalOverlays(catalog).keys)
        let sourceKeys = catalog.languages[catalog.sourceLanguage]?.count ?? 0
        let stubs = catalog.languages.filter { $0.key != catalog.sourceLanguage && isStub(keys: $0.value.count, sourceKeys: sourceKeys) }.keys
        return Set(partialByUnits(catalog)).union(stubs).filter { !overlays.contains($0) }.sorted()
    }

    /// A language folder a translation platform created and nobody filled: under one in a
    /// hundred of the source's keys (ownCloud's Android `values-ml-rIN`, `values-jv`: 1 of 808;
    /// Element X's `values-si`: 4 of 1,880). In the corpus the smallest languages above them
    /// hold 1.4 % (11 of 808, 26 of 1,880) — partly translated, their gaps listed per key.
    public static func isStub(keys: Int, sourceKeys: Int) -> Bool {
        keys * 100 < sourceKeys
    }

    /// Regional folders holding a handful of keys for a language the catalog has in full
    /// (`values-nb-rNO` with one file beside a full `values-nb`): overrides of their parent
    /// language, not languages of their own. Variant → the parent it overlays. A regional
    /// folder that is the language's only one (`values-nb-rNO` alone) is the language.
    public static func regionalOverlays(_ catalog: PlatformCatalog) -> [String: String] {
        var overlays: [String: String] = [:]
        for (language, strings) in catalog.languages where language != catalog.sourceLanguage && isRegional(language) {
            guard let parent = LanguageFallback.parents(of: language).first(where: { $0 != catalog.sourceLanguage && catalog.languages[$0] != nil }),
                  let parentCount = catalog.languages[parent]?.count, strings.count * 2 < parentCount else { continue }
            overlays[language] = parent
        }
        return overlays
    }

    /// Whether a tag ends in a region (`nb-NO`, `es-419`), not a script or a private use
    /// subtag (`be-x-old` is an orthography of its own).
    public static func isRegional(_ language: String) -> Bool {
        let subtags = language.split(separator: "-")
        guard subtags.count >= 2, !subtags.contains("x"), let last = subtags.last else { return false }
        return (last.count == 2 && last.allSatisfy { $0.isASCII && $0.isUppercase }) || (last.count == 3 && last.allSatisfy { $0.isASCII && $0.isNumber })
    }

    private static func partialByUnits(_ catalog: PlatformCatalog) -> [String] {
        let sourceUnits = catalog.sourceUnits.count
        let sourceKeys = catalog.languages[catalog.sourceLanguage]?.count ?? 0
        guard sourceUnits >= 3, sourceKeys > 0 else { return [] }
        return catalog.languages.keys.filter { language in
            let units = catalog.units[language]?.count ?? 0
            return language != catalog.sourceLanguage && (units <= 2 || units * 2 <= sourceUnits)
                && (catalog.languages[language]?.count ?? 0) * 2 < sourceKeys
        }.sorted()
    }
}
