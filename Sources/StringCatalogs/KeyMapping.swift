/// How keys correspond between platforms. The canonical key (used in findings and goldens) is
/// the Android spelling.
public enum KeyMapping: String, CaseIterable, Sendable {
    /// `matches_hello` (Android) ↔ `matches.hello` (Apple): Apple's dots become underscores.
    case dotsToUnderscores = "dots"
    /// The same key on both platforms.
    case identity

    public func canonical(_ key: String, platform: Platform) -> String {
        switch (self, platform) {
        case (.dotsToUnderscores, .apple):
            guard key.containsByte(UInt8(ascii: ".")) else { return key }
            return String(decoding: key.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
        default: return key
        }
    }
}
