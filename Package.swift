// swift-tools-version:6.0
import PackageDescription

// MARK: - System libraries (module.modulemap + shim.h, no logic)

/// One Debian/Homebrew C library, reached through pkg-config.
func systemLibrary(_ name: String, pkgConfig: String, apt: [String], brew: [String]) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt(apt), .brew(brew)])
}

let systemLibraries: [Target] = [
    systemLibrary("CFreeType", pkgConfig: "freetype2", apt: ["libfreetype-dev"], brew: ["freetype"]),
    systemLibrary("CHarfBuzz", pkgConfig: "harfbuzz", apt: ["libharfbuzz-dev"], brew: ["harfbuzz"]),
    systemLibrary("CFriBiDi", pkgConfig: "fribidi", apt: ["libfribidi-dev"], brew: ["fribidi"]),
    systemLibrary("CPNG", pkgConfig: "libpng", apt: ["libpng-dev"], brew: ["libpng"]),
]

// MARK: - Library layers (dependencies point one way, top to bottom)

let layers: [Target] = [
    // ISO 3166-1 data, validated codes, flags, localized display names. Foundation only.
    .target(name: "Countries"),
]

// MARK: - Command-line tool

let tools: [Target] = [
    .executableTarget(name: "localeshot", dependencies: ["Countries"]),
]

// MARK: - Tests

let tests: [Target] = [
    .testTarget(name: "CountriesTests", dependencies: ["Countries"]),
]

// MARK: - Package

let package = Package(
    name: "LocaleShot",
    products: [
        .library(name: "Countries", targets: ["Countries"]),
        .executable(name: "localeshot", targets: ["localeshot"]),
    ],
    targets: systemLibraries + layers + tools + tests
)
