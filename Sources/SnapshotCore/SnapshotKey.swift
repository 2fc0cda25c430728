import Foundation

/// The address of one golden: `<suite>/<locale>/<name>.<format>` under the store's root.
public struct SnapshotKey: Hashable, Sendable, CustomStringConvertible {
    /// The golden's format, which is its file extension.
    public enum Format: String, Sendable {
        case png, txt
    }

    public let suite: SnapshotName
    public let locale: SnapshotName
    public let name: SnapshotName
    public let format: Format

    public init(suite: String, locale: String, name: String, format: Format) throws(SnapshotNameError) {
        self.suite = try SnapshotName(suite)
        self.locale = try SnapshotName(locale)
        self.name = try SnapshotName(name)
        self.format = format
    }

    /// `suite/locale/name.ext`, relative to a snapshot or artifact root.
    public var relativePath: String { "\(suite)/\(locale)/\(name).\(format.rawValue)" }

    public var description: String { relativePath }
}
