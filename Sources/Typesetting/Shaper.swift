import CHarfBuzz

/// HarfBuzz shaping of one item with the whole paragraph as context (pipeline step 4).
final class Shaper {
    private let buffer: OpaquePointer = hb_buffer_create()

    deinit { hb_buffer_destroy(buffer) }

    /// HarfBuzz's version, e.g. `"6.0.0"`.
    static var version: String { String(cString: hb_version_string()) }

    /// `["ot", NULL]` for `hb_shape_full` (a static string: never freed, never moved).
    nonisolated(unsafe) private static let shaperList: [UnsafePointer<CChar>?] = [
        UnsafeRawPointer(("ot" as StaticString).utf8Start).assumingMemoryBound(to: CChar.self), nil,
    ]

    func shape(_ item: TextItem, codePoints: [UInt32], face: FontFace, style: TextStyle) -> [ShapedGlyph] {
        hb_buffer_clear_contents(buffer)
        codePoints.withUnsafeBufferPointer { all in
            hb_buffer_add_codepoints(buffer, all.baseAddress, Int32(all.count),
                                     UInt32(item.range.lowerBound), Int32(item.range.count))
        }
        hb_buffer_set_direction(buffer, item.level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: item.script))
        hb_buffer_set_language(buffer, hb_language_from_string(style.language, -1))
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
        hb_font_set_scale(face.hbFont, style.pixelSize, style.pixelSize)
        // Only the OpenType shaper: `HB_SHAPER_LIST=fallback` in the environment would
        // otherwise drop GSUB/GPOS (no Arabic joining, no flag ligatures).
        _ = Self.shaperList.withUnsafeBufferPointer { list in
            hb_shape_full(face.hbFont, buffer, nil, 0, list.baseAddress)
        }

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        return (0..<Int(count)).map { index in
            ShapedGlyph(glyphID: infos[index].codepoint, cluster: Int(infos[index].cluster),
                        xAdvance: positions[index].x_advance, xOffset: positions[index].x_offset,
                        yOffset: positions[index].y_offset)
        }
    }
}
