import Foundation

/// Writes synced strings on Android into files of their own, `values-xx/strings-synced.xml`,
/// never into a file a team wrote: a `strings-synced.xml` LocaleShot did not create (no
/// ``marker``) is refused, one it created gets the new entries before `</resources>`.
public enum AndroidSyncWriter {
    /// The file name synced strings go to in each `values*/` folder.
    public static let fileName = "strings-synced.xml"
    /// The first comment of a file LocaleShot created.
    public static let marker = "<!-- localeshot catalog sync: every entry below was carried over by a machine; review it -->"

    /// Why a file cannot take synced strings.
    public struct Refused: Error, Equatable, CustomStringConvertible {
        public let path: String
        public var description: String {
            "\(path): not created by `localeshot catalog sync` (no marker comment); synced strings never go into a file a team wrote"
        }
    }

    /// The `values*/` folder of `language` in a `res/` folder holding `existingFolders`: the
    /// existing one that means exactly that language, else Android's spelling of it
    /// (`values`, `values-it`, `values-pt-rBR`, `values-in`, `values-b+sr+Latn`).
    public static func folder(for language: String, sourceLanguage: String, existingFolders: [String]) -> String {
        if language == sourceLanguage { return "values" }
        let candidates = existingFolders.sorted().filter { folder in
            AndroidStringsReader.qualifiedLanguage(forValuesFolder: folder, sourceLanguage: sourceLanguage).map { $0.language == language && !$0.alternate } ?? false
        }
        if let existing = candidates.first { return existing }
        var subtags = language.split(separator: "-").map(String.init)
        guard let first = subtags.first else { return "values" }
        subtags[0] = AndroidStringsReader.legacyLanguages.first(where: { $0.value == first })?.key ?? first
        if subtags.count == 2, subtags[1].count == 2 || subtags[1].count == 3 { return "values-\(subtags[0])-r\(subtags[1])" }
        return subtags.count == 1 ? "values-\(subtags[0])" : "values-b+" + subtags.joined(separator: "+")
    }

    /// The file `existing` (or a new one) with `entries` (one language's) added.
    public static func file(adding entries: [CatalogSync.Entry], to existing: [UInt8]?, path: String, origin: String) throws(Refused) -> [UInt8] {
        let body = entries.map { element(for: $0, origin: origin) }.joined()
        guard let existing else {
            return Array(("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\(marker)\n<resources>\n" + body + "</resources>\n").utf8)
        }
        let text = String(decoding: existing, as: UTF8.self)
        guard text.contains(marker), let close = text.range(of: "</resources>", options: .backwards) else { throw Refused(path: path) }
        return Array((text[..<close.lowerBound] + body + text[close.lowerBound...]).utf8)
    }

    /// One resource with the comment that asks for review.
    static func element(for entry: CatalogSync.Entry, origin: String) -> String {
        let comment = "    <!-- needs review: synced from \(commentSafe(origin)) -->\n"
        let name = AndroidEscaping.escape(entry.key)
        let translatable = entry.translatable ? "" : " translatable=\"false\""
        switch entry.value {
        case let .text(text):
            return comment + "    <string name=\"\(name)\"\(translatable)>\(AndroidEscaping.escape(text))</string>\n"
        case let .plural(forms):
            let items = PluralRules.order.filter { forms[$0] != nil }
                .map { "        <item quantity=\"\($0)\">\(AndroidEscaping.escape(forms[$0] ?? ""))</item>\n" }.joined()
            return comment + "    <plurals name=\"\(name)\"\(translatable)>\n" + items + "    </plurals>\n"
        case let .array(items):
            return comment + "    <string-array name=\"\(name)\"\(translatable)>\n"
                + items.map { "        <item>\(AndroidEscaping.escape($0))</item>\n" }.joined() + "    </string-array>\n"
        }
    }

    /// `--` cannot appear inside an XML comment.
    private static func commentSafe(_ text: String) -> String {
        text.replacingOccurrences(of: "--", with: "- -")
    }
}
