import Foundation

/// Both platforms of an app, read at once.
public enum CatalogProject {
    /// Reads the Android and the Apple catalogs concurrently (a single large `.xcstrings` is
    /// parsed on its own thread while the Android modules are parsed on every core); `skipped`
    /// lists what was left out and why, Android's first. One platform may be given alone
    /// (no paths for the other): its catalog is then empty, and checks that compare the
    /// platforms are not run.
    public static func read(android: [URL], apple: [URL], sourceLanguage: String)
        throws(CatalogError) -> (android: PlatformCatalog, apple: PlatformCatalog, skipped: [String]) {
        let appleRead = BackgroundResult { () throws(CatalogError) -> (PlatformCatalog, [String]) in
            var skipped: [String] = []
            if apple.isEmpty { return (PlatformCatalog(platform: .apple, sourceLanguage: sourceLanguage), []) }
            return (try AppleCatalogReader.read(paths: apple, defaultSourceLanguage: sourceLanguage, skipped: &skipped), skipped)
        }
        var skipped: [String] = []
        let androidCatalog = Result { () throws(CatalogError) in
            android.isEmpty ? PlatformCatalog(platform: .android, sourceLanguage: sourceLanguage)
                : try AndroidStringsReader.read(paths: android, sourceLanguage: sourceLanguage, skipped: &skipped)
        }
        let (appleCatalog, appleSkipped) = try appleRead.value()
        return (try androidCatalog.get(), appleCatalog, skipped + appleSkipped)
    }
}

/// A computation started on a thread of its own; ``value()`` waits for it.
private final class BackgroundResult<Value: Sendable>: @unchecked Sendable {
    private var result: Result<Value, CatalogError>?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () throws(CatalogError) -> Value) {
        let thread = Thread { [self] in
            result = Result { () throws(CatalogError) in try work() }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    func value() throws(CatalogError) -> Value {
        done.wait()
        return try result!.get()
    }
}
