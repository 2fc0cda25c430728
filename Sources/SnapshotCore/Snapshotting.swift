import Foundation
import Raster

/// How a value becomes a snapshot and how that snapshot is compared: a struct of closures in
/// the spirit of swift-snapshot-testing's `Snapshotting<Value, Format>`.
///
/// A strategy for one type becomes a strategy for another with ``pullback(_:)``:
/// ```swift
/// let badge: Snapshotting<Badge, Image> = .image.pullback { badge in try badge.render().image }
/// ```
/// The built-in formats are `Image` (a PNG golden, compared with the pixel diff) and `String`
/// (a text golden, compared line by line).
public struct Snapshotting<Value, Format>: Sendable {
    /// The golden's file format (`png` or `txt`).
    public let pathExtension: SnapshotKey.Format
    /// Turns a value into its snapshot, knowing where it is asserted (suite, locale, name).
    public let snapshotInContext: @Sendable (Value, SnapshotContext) throws -> Format
    /// Verifies a snapshot against its golden with a verifier (store, artifacts, record mode).
    public let verify: @Sendable (SnapshotVerifier, Format, SnapshotKey, RecordMode) -> SnapshotOutcome

    /// Turns a value into its snapshot (for a strategy that does not ask where it runs).
    public var snapshot: @Sendable (Value) throws -> Format {
        let snapshot = snapshotInContext
        return { try snapshot($0, .unknown) }
    }

    public init(pathExtension: SnapshotKey.Format, snapshot: @escaping @Sendable (Value) throws -> Format,
                verify: @escaping @Sendable (SnapshotVerifier, Format, SnapshotKey, RecordMode) -> SnapshotOutcome) {
        self.init(pathExtension: pathExtension, snapshotInContext: { value, _ in try snapshot(value) }, verify: verify)
    }

    /// A strategy whose snapshot depends on where it is asserted (e.g. renders for `context.locale`).
    public init(pathExtension: SnapshotKey.Format, snapshotInContext: @escaping @Sendable (Value, SnapshotContext) throws -> Format,
                verify: @escaping @Sendable (SnapshotVerifier, Format, SnapshotKey, RecordMode) -> SnapshotOutcome) {
        self.pathExtension = pathExtension
        self.snapshotInContext = snapshotInContext
        self.verify = verify
    }

    /// The same comparison for another type, through a transform to this strategy's value.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        pullback { value, _ in try transform(value) }
    }

    /// The same comparison for another type, through a transform that knows where the snapshot
    /// is asserted, so a view renders for the locale whose folder its golden goes in:
    /// ```swift
    /// let card: Snapshotting<Card, Image> = .image.pullback { card, context in
    ///     try card.render(for: MatrixLocale(context.locale), with: typesetter).image
    /// }
    /// ```
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue, SnapshotContext) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = snapshotInContext
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, snapshotInContext: { value, context in
            try snapshot(transform(value, context), context)
        }, verify: verify)
    }
}

/// Where a snapshot is asserted: its golden's suite, locale folder and name.
public struct SnapshotContext: Sendable, Equatable {
    public let suite: String
    /// The locale identifier the snapshot is asserted under (its golden's folder).
    public let locale: String
    public let name: String

    public init(suite: String, locale: String, name: String) {
        self.suite = suite
        self.locale = locale
        self.name = name
    }

    /// The context of a golden.
    public init(_ key: SnapshotKey) {
        self.init(suite: key.suite.value, locale: key.locale.value, name: key.name.value)
    }

    /// For a snapshot taken outside an assertion (`strategy.snapshot(value)`).
    public static let unknown = SnapshotContext(suite: "", locale: "", name: "")
}

extension Snapshotting where Value == Image, Format == Image {
    /// A PNG golden compared with the configured diff options (pixelmatch 7.2.0's YIQ delta,
    /// threshold 0.1, no differing pixel allowed).
    public static var image: Snapshotting { image(options: nil) }

    /// A PNG golden compared with these diff options (a threshold, a budget of differing
    /// pixels or a ratio) instead of the configured ones.
    public static func image(options: DiffOptions?) -> Snapshotting {
        Snapshotting(pathExtension: .png, snapshot: { $0 }) { verifier, image, key, mode in
            var verifier = verifier
            if let options { verifier.options = options }
            return verifier.verify(image: image, key: key, mode: mode)
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// A text golden (`.txt`), compared line by line; a failure shows a line diff.
    public static var lines: Snapshotting {
        Snapshotting(pathExtension: .txt, snapshot: { $0 }) { verifier, text, key, mode in
            verifier.verify(text: text, key: key, mode: mode)
        }
    }
}

extension Snapshotting where Value: Encodable, Format == String {
    /// Pretty-printed JSON with sorted keys, compared as text: a stable golden for any
    /// `Encodable` value (a view model, a layout, a catalog entry).
    public static var json: Snapshotting {
        // A function reference, not a closure: a closure would capture `Value`'s metatype,
        // which Swift 6.2 warns about in every package that builds LocaleShot.
        Snapshotting<String, String>.lines.pullback(prettyJSON)
    }
}

/// Pretty-printed JSON with sorted keys and a trailing newline.
@Sendable private func prettyJSON<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
}

extension Snapshotting where Value == RenderedSnapshot, Format == Image {
    /// The rendered image of a view, as a PNG golden.
    public static var image: Snapshotting { Snapshotting<Image, Image>.image.pullback(\.image) }

    /// The rendered image with these diff options.
    public static func image(options: DiffOptions?) -> Snapshotting { Snapshotting<Image, Image>.image(options: options).pullback(\.image) }
}

extension Snapshotting where Value == RenderedSnapshot, Format == String {
    /// The layout dump of a view (runs, fonts, glyphs), as a text golden: it tells a content
    /// change from a rendering change.
    public static var layoutDump: Snapshotting { Snapshotting<String, String>.lines.pullback(\.layoutDump) }
}
