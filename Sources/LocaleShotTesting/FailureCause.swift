import Foundation
import Raster
import SafeFiles
import SnapshotCore

/// The cause of a failing `swift test` assertion, found as `verify` finds it (shift, region,
/// layout change), so a team's suite gets the same groups by cause, review order and
/// `localeshot accept --group` as the built-in suites.
enum FailureCause {
    /// The signature of a failing outcome: an image compared from its expected and actual
    /// artifacts (decoded once, on failure only), a text golden from its changed lines.
    static func signature(of outcome: SnapshotOutcome) -> FailureSignature {
        guard outcome.key.format == .png else {
            guard outcome.kind == .mismatch else { return SuiteRunner.signature(image: outcome, dump: nil, golden: nil, actual: nil, regions: []) }
            // A text golden (a layout dump, JSON): its content changed.
            var signature = FailureSignature(kind: "text")
            signature.layoutUnchanged = false
            signature.layoutChange = Array(outcome.changedLines.prefix(2))
            return signature
        }
        return SuiteRunner.signature(image: outcome, dump: nil, golden: image(outcome.artifacts["expected"]),
                                     actual: image(outcome.artifacts["actual"]), regions: [])
    }

    /// An artifact PNG, decoded (within the goldens' cap), or `nil`.
    private static func image(_ url: URL?) -> Image? {
        guard let url, let bytes = try? ConfinedFolder(root: url.deletingLastPathComponent()).read(url.lastPathComponent, cap: GoldenStore.maxPNGBytes) else {
            return nil
        }
        return try? PNGCodec.decode(bytes)
    }
}
