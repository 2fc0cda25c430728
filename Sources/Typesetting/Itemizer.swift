import CHarfBuzz

/// A maximal stretch of code points with one bidi level, one script and one font.
struct TextItem: Equatable {
    var range: Range<Int>
    var level: UInt8
    var script: UInt32
    var role: FontRole
}

/// Splits a paragraph into shaping items (the libraqm/Pango itemization, step 3).
struct Itemizer {
    let fonts: FontSet
    let chain: [FontRole]

    private static let common = HB_SCRIPT_COMMON.rawValue
    private static let inherited = HB_SCRIPT_INHERITED.rawValue
    private static let unknown = HB_SCRIPT_UNKNOWN.rawValue

    func items(codePoints: [UInt32], levels: [UInt8], text: String) throws(TypesettingError) -> [TextItem] {
        let scripts = Self.resolvedScripts(codePoints)
        let roles = try fontRoles(codePoints, scripts: scripts, text: text)
        var items: [TextItem] = []
        for index in codePoints.indices {
            if var last = items.last, last.level == levels[index], last.script == scripts[index], last.role == roles[index] {
                last.range = last.range.lowerBound..<(index + 1)
                items[items.count - 1] = last
            } else {
                items.append(TextItem(range: index..<(index + 1), level: levels[index], script: scripts[index], role: roles[index]))
            }
        }
        return items
    }

    /// HarfBuzz's script per code point; Common and Inherited take the script of the text
    /// before them (or, at the start, after them) so punctuation and marks do not split runs.
    static func resolvedScripts(_ codePoints: [UInt32]) -> [UInt32] {
        let funcs = hb_unicode_funcs_get_default()
        var scripts = codePoints.map { hb_unicode_script(funcs, $0).rawValue }
        let isWeak: (UInt32) -> Bool = { $0 == common || $0 == inherited || $0 == unknown }
        var previous: UInt32?
        for index in scripts.indices {
            if isWeak(scripts[index]) {
                if let previous { scripts[index] = previous }
            } else {
                previous = scripts[index]
            }
        }
        if let first = scripts.firstIndex(where: { !isWeak($0) }) {
            for index in 0..<first { scripts[index] = scripts[first] }
        } else {
            scripts = scripts.map { _ in common }
        }
        return scripts
    }

    /// The font for each code point: the first font of the chain that has it, except that
    /// spaces, punctuation, marks and joiners stay in the previous (text) font when it has them,
    /// and the second regional indicator of a flag stays with the first.
    private func fontRoles(_ codePoints: [UInt32], scripts: [UInt32], text: String) throws(TypesettingError) -> [FontRole] {
        let funcs = hb_unicode_funcs_get_default()
        var roles: [FontRole] = []
        roles.reserveCapacity(codePoints.count)
        var regionalIndicatorOpen = false
        for codePoint in codePoints {
            let isRegionalIndicator = (0x1F1E6...0x1F1FF).contains(codePoint)
            if isRegionalIndicator, regionalIndicatorOpen, let previous = roles.last {
                roles.append(previous)
                regionalIndicatorOpen = false
                continue
            }
            regionalIndicatorOpen = isRegionalIndicator
            let raw = hb_unicode_script(funcs, codePoint).rawValue
            let sticky = raw == Self.common || raw == Self.inherited || Self.isJoinerOrSelector(codePoint)
            // Text never continues in a colour bitmap font: a space after a flag is set in
            // the text font, not as an emoji-font space.
            if sticky, let previous = roles.last, fonts.face(previous).bitmapStrikePPEM == nil,
               fonts.face(previous).glyphIndex(for: codePoint) != 0 {
                roles.append(previous)
                continue
            }
            guard let role = chain.first(where: { fonts.face($0).glyphIndex(for: codePoint) != 0 }) else {
                if Self.isJoinerOrSelector(codePoint), let previous = roles.last {
                    roles.append(previous)  // default-ignorable: the shaper hides it
                    continue
                }
                throw .missingGlyph(codePoint: codePoint, text: text, fontsTried: chain.map { fonts.face($0).name })
            }
            roles.append(role)
        }
        return roles
    }

    private static func isJoinerOrSelector(_ codePoint: UInt32) -> Bool {
        codePoint == 0x200C || codePoint == 0x200D || (0xFE00...0xFE0F).contains(codePoint)
            || (0x200E...0x200F).contains(codePoint) || (0x202A...0x202E).contains(codePoint)
            || (0x2066...0x2069).contains(codePoint)
    }
}
