import Foundation

/// What several checks of one run read alike, read once (new for each
/// ``CatalogChecker/findings()`` call): per platform and language, how many of its
/// translations hold each word (``CatalogChecker/translationWords(_:source:)``: the language
/// pass, texts in another language and sibling sentences each counted them), and each
/// platform's source strings in key order (every consensus check sorted them).
final class CheckRunCache: @unchecked Sendable {
    typealias Words = (counts: [String: Int], translations: Int)
    private let lock = NSLock()
    private var words: [String: Words] = [:]
    private var sortedSources: [Platform: [(key: String, string: CatalogString)]] = [:]

    /// The words of `language` on `platform`, read by `read` the first time (two checks asking
    /// at once may both read; the first kept).
    func words(_ platform: Platform, _ language: String, read: () -> Words) -> Words {
        remembered(\.words, "\(platform.rawValue) \(language)", read: read)
    }

    /// `platform`'s source strings by key, sorted by `read` the first time.
    func sortedSource(_ platform: Platform, read: () -> [(key: String, string: CatalogString)]) -> [(key: String, string: CatalogString)] {
        remembered(\.sortedSources, platform, read: read)
    }

    private func remembered<Key: Hashable, Value>(_ table: ReferenceWritableKeyPath<CheckRunCache, [Key: Value]>, _ key: Key, read: () -> Value) -> Value {
        if let found = lock.withLock({ self[keyPath: table][key] }) { return found }
        let found = read()
        return lock.withLock {
            if let earlier = self[keyPath: table][key] { return earlier }
            self[keyPath: table][key] = found
            return found
        }
    }
}

extension CatalogChecker {
    /// How many of `language`'s translations on `catalog`'s platform hold each word, of how
    /// many (its canonical `strings`, as every check reads them): read once per run.
    func translationWords(of language: String, _ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> CheckRunCache.Words {
        runCache.words(catalog.platform, language) {
            Self.translationWords(strings[language] ?? [:], source: strings[catalog.sourceLanguage] ?? [:])
        }
    }

    /// `catalog`'s source strings (of its canonical `strings`) sorted by key: sorted once per run.
    func sortedSource(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [(key: String, string: CatalogString)] {
        runCache.sortedSource(catalog.platform) {
            (strings[catalog.sourceLanguage] ?? [:]).sorted(by: { $0.key < $1.key }).map { (key: $0.key, string: $0.value) }
        }
    }
}
