// swift-tools-version:6.0
import Foundation
import PackageDescription

// An outside package using LocaleShot as a team would: its own view, its own locale matrix,
// its own goldens, tests written only against LocaleShot's public API.

// A path dependency's identity is its folder's name (`LocaleShot` in a checkout named so).
let localeShot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "ScoreCard",
    // LocaleShot's own minimum (a package cannot go below its dependencies').
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: localeShot.path),
    ],
    targets: [
        // The app's view: a match score card. Draws with LocaleShot's renderer (one import,
        // `LocaleShot`) — the same fonts, bidi and shaping as the goldens.
        .target(name: "ScoreCard", dependencies: [
            .product(name: "LocaleShot", package: localeShot.lastPathComponent),
        ]),
        .testTarget(name: "ScoreCardTests", dependencies: [
            "ScoreCard",
            .product(name: "LocaleShotTesting", package: localeShot.lastPathComponent),
        ]),
    ]
)
