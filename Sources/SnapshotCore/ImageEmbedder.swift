import Foundation
import Raster
import SafeFiles

/// Embeds a report's images as data URIs within a budget: each file once (a later use
/// refers to the first `<img>` by id and the page's script copies its source), only PNGs no larger than a rendered snapshot can be, and no more
/// than ``totalBudget`` bytes in all. Anything else is linked by relative path, and the
/// report says how many images were linked instead of embedded and why.
final class ImageEmbedder {
    /// The largest PNG file embedded (rows are tens of kilobytes; a widget a few hundred).
    static let maxImageBytes = 4 << 20
    /// The largest image embedded, in pixels (a 4096 × 4096 view).
    static let maxImagePixels = 4096 * 4096
    /// The most bytes of PNG embedded in one report (the base64 text is 4/3 of it).
    static let totalBudget = 48 << 20

    /// Where an image comes from in the page.
    enum Source {
        /// First use: the data URI, and the element id the later uses refer to.
        case embedded(uri: String, id: String)
        /// A later use of an embedded file: the id of its first `<img>`.
        case sameAs(id: String)
        /// Linked by relative path.
        case linked(String)
    }

    private var ids: [String: String] = [:]
    private var embeddedBytes = 0
    private var linkedTooLarge = 0
    private var linkedOverBudget = 0

    /// Where an `<img>` gets its pixels: embedded for an embeddable PNG (or a reference to
    /// its first use), else linked by `link` (the artifact's relative path); `nil` when the
    /// path is unsafe or the file unusable.
    func source(_ relativePath: String, in folder: URL, link: String?) -> Source? {
        let key = folder.standardizedFileURL.path + "/" + relativePath
        if let id = ids[key] { return .sameAs(id: id) }
        guard relativePath.hasSuffix(".png"), let link else { return nil }
        let confined = ConfinedFolder(root: folder)
        guard let kind = try? confined.kind(of: relativePath), kind == .regular else { return nil }
        guard let bytes = try? confined.read(relativePath, cap: Self.maxImageBytes) else {
            linkedTooLarge += 1
            return .linked(link)
        }
        guard let size = PNGChunks.declaredSize(of: bytes) else { return nil }
        guard size.width * size.height <= Self.maxImagePixels else {
            linkedTooLarge += 1
            return .linked(link)
        }
        guard embeddedBytes + bytes.count <= Self.totalBudget else {
            linkedOverBudget += 1
            return .linked(link)
        }
        embeddedBytes += bytes.count
        let id = "img-\(ids.count + 1)"
        ids[key] = id
        return .embedded(uri: "data:image/png;base64," + Data(bytes).base64EncodedString(), id: id)
    }

    /// Why some images are links rather than embedded, or `nil` when all were embedded.
    var note: String? {
        var parts: [String] = []
        if linkedTooLarge > 0 {
            parts.append("\(linkedTooLarge) image(s) larger than \(Self.maxImageBytes >> 20) MiB or \(Self.maxImagePixels) pixels")
        }
        if linkedOverBudget > 0 {
            parts.append("\(linkedOverBudget) image(s) past the report's \(Self.totalBudget >> 20) MiB embedding budget")
        }
        guard !parts.isEmpty else { return nil }
        return "Linked instead of embedded (open the artifacts folder beside this report): " + parts.joined(separator: "; ") + "."
    }
}
