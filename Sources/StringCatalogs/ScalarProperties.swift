extension Unicode.Scalar {
    /// `properties.isAlphabetic`, answered for ASCII (most of a catalog's text) without the
    /// Unicode property table: there, only `A`–`Z` and `a`–`z` are alphabetic.
    var isAlphabeticQuickly: Bool {
        guard value < 0x80 else { return properties.isAlphabetic }
        let lower = value | 0x20
        return lower >= 0x61 && lower <= 0x7A
    }
}
