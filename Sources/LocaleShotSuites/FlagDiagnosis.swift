import Countries
import Foundation
import Raster
import SnapshotCore
import Typesetting
import Widgets

/// Says what a failing row shows in the seed's terms: which flag is drawn, by matching the
/// row's flag box against reference renders of all 249 flags.
public final class FlagIdentifier: @unchecked Sendable {
    /// Codes whose flags render to the same pixels (e.g. NO, BV and SJ fly one flag).
    public struct Match: Sendable {
        public let codes: [CountryCode]
        /// Sum of absolute channel differences to the best reference (0 = exact).
        public let distance: Int
        public var exact: Bool { distance == 0 }
    }

    private struct ReferenceKey: Hashable {
        let direction: LayoutDirection
        let theme: Theme
    }

    private let style: RowStyle
    private struct Reference {
        let crop: [UInt8]
        let signature: [Int32]
        let codes: [CountryCode]
    }

    private struct References {
        let all: [Reference]
        /// Crop hash → index in `all`, for the exact match.
        let byHash: [PixelHash: Int]
    }

    private struct CodeKey: Hashable {
        let code: CountryCode
        let direction: LayoutDirection
        let theme: Theme
    }

    /// Guards the caches and the idle typesetters; never held while rendering.
    private let lock = NSLock()
    /// Held while the references of a direction and theme are built (once each).
    private let buildLock = NSLock()
    private var references: [ReferenceKey: References] = [:]
    /// The flag box of one code's reference row (see ``ownFlagShown(by:in:direction:theme:)``).
    private var codeCrops: [CodeKey: [UInt8]] = [:]
    /// Typesetters for reference rows, one per thread rendering at a time, kept with their
    /// glyph caches (every direction and theme draws the same flags).
    private var idleTypesetters: [Typesetter] = []

    public init(style: RowStyle = RowStyle()) {
        self.style = style
    }

    /// The flag box of a row (a few pixels wider than the flag), left to right.
    func flagColumns(direction: LayoutDirection) -> Range<Int> {
        let left = style.leadingBoxLeft(direction: direction), box = style.flagSize * style.scale, margin = 4
        return max(0, left - margin)..<min(style.pixelWidth, left + box + margin)
    }

    func crop(_ image: Image, direction: LayoutDirection) -> [UInt8] {
        let columns = flagColumns(direction: direction)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(columns.count * image.height * 4)
        for y in 0..<image.height {
            let start = (y * image.width + columns.lowerBound) * 4
            bytes += image.pixels[start..<(start + columns.count * 4)]
        }
        return bytes
    }

    /// Side of the cells of a crop's signature, in pixels.
    static let cell = 4

    /// Average colour per 4×4 cell: a small fingerprint for the nearest-neighbour search.
    func signature(_ crop: [UInt8], width: Int) -> [Int32] {
        let height = crop.count / 4 / width, cell = Self.cell
        let columns = (width + cell - 1) / cell, rows = (height + cell - 1) / cell
        var sums = [Int32](repeating: 0, count: columns * rows * 3)
        for y in 0..<height {
            for x in 0..<width {
                let source = (y * width + x) * 4, target = ((y / cell) * columns + x / cell) * 3
                sums[target] += Int32(crop[source])
                sums[target + 1] += Int32(crop[source + 1])
                sums[target + 2] += Int32(crop[source + 2])
            }
        }
        return sums
    }

    /// Whether two same-size row images differ anywhere outside the flag box.
    func outsideFlagDiffers(_ a: Image, _ b: Image, direction: LayoutDirection) -> Bool {
        guard a.width == b.width, a.height == b.height else { return true }
        let columns = flagColumns(direction: direction)
        for y in 0..<a.height {
            let row = y * a.width * 4
            let left = row..<(row + columns.lowerBound * 4), right = (row + columns.upperBound * 4)..<(row + a.width * 4)
            if a.pixels[left] != b.pixels[left] || a.pixels[right] != b.pixels[right] { return true }
        }
        return false
    }

    /// Whether `image` (a row of this style) shows `code`'s own flag: its flag box equals the
    /// box of `code`'s reference row, rendered once per code, direction and theme — what
    /// ``identify(in:direction:theme:)`` finds exactly, without the references of every flag.
    func ownFlagShown(by code: CountryCode, in image: Image, direction: LayoutDirection, theme: Theme) throws(TypesettingError) -> Bool {
        guard image.width == style.pixelWidth, image.height == style.pixelHeight else { return false }
        let key = CodeKey(code: code, direction: direction, theme: theme)
        lock.lock()
        let cached = codeCrops[key]
        lock.unlock()
        let reference: [UInt8]
        if let cached {
            reference = cached
        } else {
            let row = try withTypesetter { typesetter throws(TypesettingError) in
                try referenceRow(code, direction: direction, theme: theme, typesetter: typesetter)
            }
            reference = crop(row, direction: direction)
            lock.lock()
            codeCrops[key] = reference
            lock.unlock()
        }
        return crop(image, direction: direction) == reference
    }

    /// Whether two row images of this style have the same flag box.
    func sameFlagBox(_ a: Image, _ b: Image, direction: LayoutDirection) -> Bool {
        guard a.width == style.pixelWidth, a.height == style.pixelHeight, b.width == a.width, b.height == a.height else { return false }
        return crop(a, direction: direction) == crop(b, direction: direction)
    }

    /// The flag drawn in a row image: an exact match if there is one, else the reference
    /// whose signature is nearest (then measured exactly).
    public func identify(in image: Image, direction: LayoutDirection, theme: Theme) throws(TypesettingError) -> Match? {
        guard image.width == style.pixelWidth, image.height == style.pixelHeight else { return nil }
        let references = try self.references(direction: direction, theme: theme)
        let target = crop(image, direction: direction)
        if let index = references.byHash[PixelHash(of: target)], references.all[index].crop == target {
            return Match(codes: references.all[index].codes, distance: 0)
        }
        let fingerprint = signature(target, width: flagColumns(direction: direction).count)
        var best: (distance: Int, reference: Reference)?
        for reference in references.all {
            var distance = 0
            for index in fingerprint.indices { distance += Int(abs(fingerprint[index] - reference.signature[index])) }
            if best == nil || distance < best!.distance { best = (distance, reference) }
        }
        guard let best else { return nil }
        let distance = zip(target, best.reference.crop).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        return Match(codes: best.reference.codes, distance: distance)
    }

    private func references(direction: LayoutDirection, theme: Theme) throws(TypesettingError) -> References {
        let key = ReferenceKey(direction: direction, theme: theme)
        buildLock.lock()
        defer { buildLock.unlock() }
        lock.lock()
        let cached = references[key]
        lock.unlock()
        if let cached { return cached }
        // Flags with the same pixels (NO, BV, SJ…) form one reference.
        let width = flagColumns(direction: direction).count
        var all: [Reference] = []
        var byHash: [PixelHash: Int] = [:]
        try withTypesetter { typesetter throws(TypesettingError) in
            for code in CountryCode.allAssigned {
                let crop = crop(try referenceRow(code, direction: direction, theme: theme, typesetter: typesetter), direction: direction)
                let hash = PixelHash(of: crop)
                if let index = byHash[hash], all[index].crop == crop {
                    all[index] = Reference(crop: crop, signature: all[index].signature, codes: all[index].codes + [code])
                } else {
                    byHash[hash] = all.count
                    all.append(Reference(crop: crop, signature: signature(crop, width: width), codes: [code]))
                }
            }
        }
        let built = References(all: all, byHash: byHash)
        lock.lock()
        references[key] = built
        lock.unlock()
        return built
    }

    /// `code`'s row in the reference locale of a direction (en, or ar for right-to-left).
    private func referenceRow(_ code: CountryCode, direction: LayoutDirection, theme: Theme,
                              typesetter: Typesetter) throws(TypesettingError) -> Image {
        let locale = MatrixLocale(direction == .rightToLeft ? "ar" : "en")
        var style = self.style
        style.theme = theme
        return try CountryRow(code: code, locale: locale).render(style: style, with: typesetter).image
    }

    /// Runs `body` with a typesetter no other thread is using (an idle one, else a new one).
    private func withTypesetter<T>(_ body: (Typesetter) throws(TypesettingError) -> T) throws(TypesettingError) -> T {
        lock.lock()
        let idle = idleTypesetters.popLast()
        lock.unlock()
        let typesetter: Typesetter
        if let idle { typesetter = idle } else { typesetter = try Typesetter(fonts: FontSet()) }
        defer {
            lock.lock()
            idleTypesetters.append(typesetter)
            lock.unlock()
        }
        return try body(typesetter)
    }
}

/// The domain-level verdict on a failing row.
public struct FlagDiagnosis: Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// The rendered flag is not the row's country's flag: the seed's bug.
        case flagMismatch
        /// The rendered flag is right, but the golden shows another flag (swapped or stale golden).
        case goldenShowsOtherFlag
        /// Same flag in golden and render: only the text differs.
        case textOnly
    }

    public let kind: Kind
    public let text: String
    public var description: String { text }

    /// Diagnoses row `code` in `locale` from its rendered image and (when readable) its golden.
    public static func diagnose(code: CountryCode, locale: MatrixLocale, theme: Theme, expected: Image?, actual: Image,
                                identifier: FlagIdentifier) -> FlagDiagnosis? {
        let direction = locale.direction
        let prefix = "\(locale.identifier)/\(code.alpha2)"
        // The usual failure, found from `code`'s reference alone: the row's own flag, and the
        // golden's flag box unchanged (the verdict the references of every flag would give).
        if (try? identifier.ownFlagShown(by: code, in: actual, direction: direction, theme: theme)) == true,
           expected.map({ identifier.sameFlagBox($0, actual, direction: direction) }) ?? true {
            return FlagDiagnosis(kind: .textOnly, text: "\(prefix): text changed, flag unchanged")
        }
        guard let rendered = try? identifier.identify(in: actual, direction: direction, theme: theme) else { return nil }
        let renderedName = describe(rendered)
        // More than ~2 levels per channel from every reference: no country's flag is drawn (the
        // nearest reference is not named: at that distance it would only mislead).
        let pixels = identifier.flagColumns(direction: direction).count * actual.height
        if rendered.distance > pixels * 4 * 2 {
            return FlagDiagnosis(kind: .flagMismatch, text: "\(prefix): flag mismatch — expected \(code.flagEmoji) \(code.alpha2), "
                                 + "rendered no country's flag")
        }
        // Whether anything outside the flag box changed (the name, the background).
        let textNote = expected.map { identifier.outsideFlagDiffers($0, actual, direction: direction) ? "; text changed too" : "; text unchanged" } ?? ""
        if !rendered.codes.contains(code) {
            return FlagDiagnosis(kind: .flagMismatch,
                                 text: "\(prefix): flag mismatch — expected \(code.flagEmoji) \(code.alpha2), rendered \(renderedName)\(textNote)")
        }
        if let expected, let golden = try? identifier.identify(in: expected, direction: direction, theme: theme),
           !golden.codes.contains(code) {
            return FlagDiagnosis(kind: .goldenShowsOtherFlag,
                                 text: "\(prefix): golden shows \(describe(golden)), rendered \(renderedName) as the code says — golden swapped or stale\(textNote)")
        }
        return FlagDiagnosis(kind: .textOnly, text: "\(prefix): text changed, flag unchanged")
    }

    private static func describe(_ match: FlagIdentifier.Match) -> String {
        guard let first = match.codes.first else { return "nothing" }
        var text = "\(first.flagEmoji) \(first.alpha2)"
        if match.codes.count > 1 { text += " (same flag as \(match.codes.dropFirst().map(\.alpha2).joined(separator: ", ")))" }
        return text
    }
}
