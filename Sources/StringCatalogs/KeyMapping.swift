/// How keys correspond between platforms. The canonical key (used in findings and goldens) is
/// the Android spelling.
public enum KeyMapping: String, CaseIterable, Sendable {
    /// `matches_hello` (Android) ↔ `matches.hello` (Apple): Apple's dots become underscores.
    case dotsToUnderscores = "dots"
    /// The same key on both platforms.
    case identity

    public func canonical(_ key: String, platform: Platform) -> String {
        switch (self, platform) {
        case (.dotsToUnderscores, .apple): return key.replacingOccurrences(of: ".", with: "_")
        default: return key
        }
    }
}
