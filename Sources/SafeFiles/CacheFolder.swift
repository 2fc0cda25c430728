import Foundation

/// Where LocaleShot keeps derived data (font stamps, the golden pixel cache): `LOCALESHOT_CACHE`
/// when set, else `.build/localeshot-cache` of the package being tested or verified — the
/// current folder of `swift test` and `localeshot` — never a dependency's checkout.
public enum CacheFolder {
    public static func url(environment: [String: String] = ProcessInfo.processInfo.environment,
                           workingDirectory: String = FileManager.default.currentDirectoryPath) -> URL {
        if let path = environment["LOCALESHOT_CACHE"], !path.isEmpty {
            return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory)).standardizedFileURL
        }
        return URL(fileURLWithPath: workingDirectory).appendingPathComponent(".build/localeshot-cache")
    }
}
