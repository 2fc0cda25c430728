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
        let emoji = emojiRoles(codePoints)
        var regionalIndicatorOpen = false
        var leadingIgnorables = 0
        for (index, codePoint) in codePoints.enumerated() {
            if let role = emoji[index] {
                roles.append(role)
                regionalIndicatorOpen = false
                continue
            }
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
                // Default-ignorable (a variation selector, a tag, a joiner): it needs no glyph
                // of its own and stays in its base's run, where HarfBuzz selects a variant or
                // hides it; at the start of the text it takes the font of what follows.
                guard Self.isDefaultIgnorable(codePoint), let first = chain.first else {
                    throw .missingGlyph(codePoint: codePoint, text: text, fontsTried: chain.map { fonts.face($0).name })
                }
                if let previous = roles.last, roles.count > leadingIgnorables {
                    roles.append(previous)
                } else {
                    roles.append(first)  // a placeholder, replaced below
                    leadingIgnorables += 1
                }
                continue
            }
            roles.append(role)
        }
        if leadingIgnorables > 0, roles.count > leadingIgnorables {
            for index in 0..<leadingIgnorables { roles[index] = roles[leadingIgnorables] }
        }
        return roles
    }

    /// Unicode's Default_Ignorable_Code_Point (variation selectors, tags, joiners, bidi
    /// controls, …): never drawn, so never a missing glyph.
    static func isDefaultIgnorable(_ codePoint: UInt32) -> Bool {
        isJoinerOrSelector(codePoint) || (Unicode.Scalar(codePoint)?.properties.isDefaultIgnorableCodePoint ?? false)
    }

    /// The colour font for every code point of an emoji presentation sequence (see
    /// ``EmojiSequence``), so keycaps, ZWJ sequences, modifiers, tags and `U+FE0F` selectors
    /// are shaped whole in the emoji font; `nil` elsewhere.
    private func emojiRoles(_ codePoints: [UInt32]) -> [FontRole?] {
        var roles = [FontRole?](repeating: nil, count: codePoints.count)
        guard let colour = chain.first(where: { fonts.face($0).bitmapStrikePPEM != nil }) else { return roles }
        var index = 0
        while index < codePoints.count {
            let end = EmojiSequence.end(of: codePoints, from: index)
            if end > index, EmojiSequence.isPresentation(codePoints[index..<end]),
               fonts.face(colour).glyphIndex(for: codePoints[index]) != 0 {
                for position in index..<end { roles[position] = colour }
            }
            index = max(end, index + 1)
        }
        return roles
    }

    private static func isJoinerOrSelector(_ codePoint: UInt32) -> Bool {
        codePoint == 0x200C || codePoint == 0x200D || (0xFE00...0xFE0F).contains(codePoint)
            || (0x200E...0x200F).contains(codePoint) || (0x202A...0x202E).contains(codePoint)
            || (0x2066...0x2069).contains(codePoint)
    }
}

/// Emoji sequences (Unicode TR #51) and which of them are shown as colour emoji.
enum EmojiSequence {
    /// The end of the emoji sequence starting at `start`: a regional-indicator pair, or an
    /// emoji followed by selectors, a keycap mark, skin-tone modifiers, tag characters and
    /// ZWJ-joined emoji. `start` itself when no emoji starts there.
    static func end(of codePoints: [UInt32], from start: Int) -> Int {
        guard isEmoji(codePoints[start]) else { return start }
        var end = start + 1
        if isRegionalIndicator(codePoints[start]) {
            return end < codePoints.count && isRegionalIndicator(codePoints[end]) ? end + 1 : end
        }
        while end < codePoints.count {
            switch codePoints[end] {
            case 0xFE0E, 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: end += 1
            case 0x200D where end + 1 < codePoints.count && isEmoji(codePoints[end + 1]): end += 2
            default: return end
            }
        }
        return end
    }

    /// An emoji with emoji presentation by default, or any emoji followed by `U+FE0F`, a
    /// keycap `U+20E3`, a ZWJ, a skin-tone modifier or tag characters; never a sequence with
    /// the text selector `U+FE0E`.
    static func isPresentation(_ sequence: ArraySlice<UInt32>) -> Bool {
        guard let first = sequence.first, !sequence.contains(0xFE0E) else { return false }
        if Unicode.Scalar(first)?.properties.isEmojiPresentation == true { return true }
        return sequence.dropFirst().contains { value in
            switch value {
            case 0xFE0F, 0x20E3, 0x200D, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return true
            default: return false
            }
        }
    }

    /// The Emoji property, with a fast answer for the letters of ordinary text.
    static func isEmoji(_ value: UInt32) -> Bool {
        switch value {
        case 0x23, 0x2A, 0x30...0x39, 0xA9, 0xAE: return true
        case 0..<0x2000: return false
        default: return Unicode.Scalar(value)?.properties.isEmoji ?? false
        }
    }

    static func isRegionalIndicator(_ value: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(value) }
}
