import Foundation

/// Per platform and language: how many of its translations hold each word
/// (``CatalogChecker/translationWords(_:source:)``), read once per run for every check that
/// asks (the language pass, texts in another language, sibling sentences ran it each).
final class TranslationWordCache: @unchecked Sendable {
    typealias Words = (counts: [String: Int], translations: Int)
    private let lock = NSLock()
    private var known: [String: Words] = [:]

    /// The words of `language` on `platform`, read by `read` the first time (two checks asking
    /// at once may both read; the first kept).
    func words(_ platform: Platform, _ language: String, read: () -> Words) -> Words {
        let key = "\(platform.rawValue) \(language)"
        if let found = lock.withLock({ known[key] }) { return found }
        let found = read()
        return lock.withLock {
            if let earlier = known[key] { return earlier }
            known[key] = found
            return found
        }
    }
}

extension CatalogChecker {
    /// How many of `language`'s translations on `catalog`'s platform hold each word, of how
    /// many (its canonical `strings`, as every check reads them): read once per run.
    func translationWords(of language: String, _ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> TranslationWordCache.Words {
        wordCache.words(catalog.platform, language) {
            Self.translationWords(strings[language] ?? [:], source: strings[catalog.sourceLanguage] ?? [:])
        }
    }
}
