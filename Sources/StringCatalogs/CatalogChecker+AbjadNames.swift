import Foundation

/// A name transliterated into a script that writes few vowels (Arabic, Hebrew): ownCloud's
/// Arabic "أون كلاود" for "ownCloud", read in Latin letters "awn klawd", too far from the name
/// letter by letter for ``CatalogChecker/transliteration(of:in:closerThan:)``. Both are
/// compared by their consonants (``consonantSkeleton(_:)``: "nkld", "nkld").
extension CatalogChecker {
    /// The fewest consonants of a name compared (fewer match words by chance).
    static let fewestSkeletonConsonants = 4

    /// The words of `text` (one to three in a row) that are `name` written in Arabic or Hebrew
    /// letters, by their consonants; nil where none is, or the text holds no such letter.
    static func abjadTransliteration(of name: String, in text: String) -> String? {
        let target = consonantSkeleton(name)
        let isAbjad = { (scalar: Unicode.Scalar) in (0x0590...0x06FF).contains(scalar.value) }  // Hebrew, Arabic
        guard target.count >= fewestSkeletonConsonants, text.unicodeScalars.contains(where: isAbjad) else { return nil }
        // (The text read in Latin letters once, word for word.)
        let isWordCharacter = { (character: Character) in character.isLetter || character.isNumber }
        let prose = CatalogNoise.prose(text)
        let words = prose.split(whereSeparator: { !isWordCharacter($0) })
        guard words.count <= 2_000, let latin = inLatinLetters(prose) else { return nil }
        let skeletons = latin.split(whereSeparator: { !isWordCharacter($0) }).map { consonantSkeleton(String($0)) }
        guard skeletons.count == words.count else { return nil }
        let abjad = words.map { $0.unicodeScalars.contains(where: isAbjad) }
        for span in 1...3 where words.count >= span {
            for start in 0...(words.count - span) where abjad[start..<(start + span)].allSatisfy({ $0 }) {
                // (Joined, a letter twice across two words counts once: "…n", "n…"; so the window's
                // consonants number the name's, or up to one more per joint.)
                let length = skeletons[start..<(start + span)].reduce(0) { $0 + $1.count }
                guard length >= target.count, length - (span - 1) <= target.count,
                      consonantSkeleton(skeletons[start..<(start + span)].joined()) == target else { continue }
                return words[start..<(start + span)].joined(separator: " ")
            }
        }
        return nil
    }

    /// A word's consonants in Latin letters as Arabic and Hebrew write them: vowels and the
    /// letters that stand for them (w, y, h's of no sound) left out, letters those scripts
    /// write alike made one (c, k, q; b, p; f, v; g, j), "x" as "ks", a letter twice as once.
    static func consonantSkeleton(_ word: String) -> String {
        var skeleton: [Character] = []
        for letter in word.lowercased() where letter.isASCII && letter.isLetter {
            let mapped: [Character]
            switch letter {
            case "a", "e", "i", "o", "u", "w", "y": mapped = []
            case "c", "q": mapped = ["k"]
            case "p": mapped = ["b"]
            case "v": mapped = ["f"]
            case "g": mapped = ["j"]
            case "x": mapped = ["k", "s"]
            default: mapped = [letter]
            }
            for consonant in mapped where skeleton.last != consonant { skeleton.append(consonant) }
        }
        return String(skeleton)
    }
}
