import Foundation

/// Which Android modules are applications. Android merges resources per application module
/// (the app and the libraries it depends on): two application modules of one repository (a
/// phone app and its wear app, an app and a test harness) never merge, so the same key in
/// both, with two values, is no conflict.
enum AndroidModules {
    // MARK: Units and modules

    /// The module of a unit (`wear/src/main/res|values` → `wear`): a module's build variants
    /// (`src/debug/res`, `src/full/res`) are one module.
    static func module(ofUnit unit: String) -> String {
        let folder = unit.split(separator: "|").first.map(String.init) ?? unit
        if let range = folder.range(of: "/src/") { return String(folder[..<range.lowerBound]) }
        if folder.hasPrefix("src/") { return "" }
        return folder
    }

    // MARK: Build files

    /// Names of the Gradle build files whose plugin says what a module is.
    static let buildFileNames: Set<String> = ["build.gradle", "build.gradle.kts"]

    /// What a module's build file (its text) says: `true` for an application
    /// (`com.android.application`, `alias(libs.plugins.android.application)`), `false` for a
    /// library, `nil` when it names neither.
    static func isApplication(buildFile text: String) -> Bool? {
        if text.contains("com.android.application") || text.contains("android.application") || text.contains("androidApplication") {
            return true
        }
        if text.contains("com.android.library") || text.contains("android.library") || text.contains("androidLibrary") {
            return false
        }
        return nil
    }

    // MARK: Layout, when there is no build file

    /// Module folder names that are applications by convention (`app`, `wear`, `mobile`,
    /// `tv`, `automotive`…, and names ending in `app`: `owncloudApp`).
    static let applicationNames: Set<String> = ["app", "wear", "mobile", "phone", "tv", "automotive", "watch", "testharness", "sample"]

    /// The application modules among `modules`: from their build files (module → text) where
    /// one says, else from the layout: a conventional application name, or a module whose own
    /// source set defines `app_name` (`definesAppName`: modules whose `values/` has it).
    static func applications(modules: Set<String>, buildFiles: [String: String], definesAppName: Set<String>) -> Set<String> {
        Set(modules.filter { module in
            if let text = buildFiles[module], let application = isApplication(buildFile: text) { return application }
            let name = (module.split(separator: "/").last.map(String.init) ?? module).lowercased()
            return applicationNames.contains(name) || (name.count > 3 && name.hasSuffix("app")) || definesAppName.contains(module)
        })
    }

    /// Whether two modules can be merged into one app: not when both are applications.
    static func mayMerge(_ first: String, _ second: String, applications: Set<String>) -> Bool {
        !(applications.contains(first) && applications.contains(second))
    }
}
