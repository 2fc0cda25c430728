/// A key written as its own translation: Home Assistant's Polish `panel::energy` =
/// "panel::energy", where the source has "Energy". Export tools and translation platforms
/// fill a missing translation with the key; users then read the identifier.
extension CatalogChecker {
    /// Whether a translation's text is its key (as the platform spells it, or canonically),
    /// where the source's text is not.
    static func isKeyAsText(_ string: CatalogString, key: String, source: CatalogString) -> Bool {
        // (Asked of every translation: equality with the key first, cheap and nearly always false.)
        guard case let .text(text) = string.value, text == string.key || text == key, case let .text(original) = source.value,
              looksLikeAnIdentifier(text) else { return false }
        return original.lowercased() != text.lowercased()
    }

    /// Whether a key reads as an identifier, not a word: it joins words with `_`, `.` or `:`,
    /// or in camel case ("panel::energy", "newTabMenuItem"; Bitwarden's key `april` is also
    /// the Dutch word).
    static func looksLikeAnIdentifier(_ key: String) -> Bool {
        let scalars = Array(key.unicodeScalars)
        guard !scalars.contains(" ") else { return false }
        if scalars.contains(where: { $0 == "_" || $0 == "." || $0 == ":" }) { return true }
        return zip(scalars, scalars.dropFirst()).contains { $0.properties.isLowercase && $1.properties.isUppercase }
    }
}
