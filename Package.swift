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
    // RGBA8 images, integer compositing, PNG codec (libpng simplified API), SHA-256.
    .target(name: "Raster", dependencies: ["CPNG"]),
    // Fonts and fallback, bidi, shaping, glyph rasterization, layout dump.
    .target(name: "Typesetting", dependencies: ["Countries", "Raster", "CFreeType", "CHarfBuzz", "CFriBiDi"]),
    // The system under test: country rows and the list widget.
    .target(name: "Widgets", dependencies: ["Countries", "Raster", "Typesetting"]),
]

// MARK: - Command-line tool

let tools: [Target] = [
    .executableTarget(name: "localeshot", dependencies: ["Countries", "Raster", "Typesetting", "Widgets"]),
]

// MARK: - Tests

let tests: [Target] = [
    // Helpers shared by the test targets: PNG builder, fixtures, process runner.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "CountriesTests", dependencies: ["Countries"]),
    .testTarget(name: "RasterTests", dependencies: ["Raster", "TestSupport"]),
    .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "Countries", "TestSupport"]),
    .testTarget(name: "WidgetsTests", dependencies: ["Widgets", "Typesetting", "Raster", "Countries", "TestSupport", "localeshot"]),
]

// MARK: - Package

let package = Package(
    name: "LocaleShot",
    products: [
        .library(name: "Countries", targets: ["Countries"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Typesetting", targets: ["Typesetting"]),
        .library(name: "Widgets", targets: ["Widgets"]),
        .executable(name: "localeshot", targets: ["localeshot"]),
    ],
    targets: systemLibraries + layers + tools + tests
)
