import Foundation

/// Which argument of one translation stands where another translation of the same language
/// puts which argument, told by the letters around them: a reordering moves the words
/// around an argument with it ("第 %1$d 步（共 %2$d 步）" beside "%2$d 中之第 %1$d 步": "第…步"
/// stays at `%1$d`), a swap leaves the words in place and exchanges the arguments ("正在 %2$s
/// 上以 %1$s 身份登录" beside "在 %1$s 上以 %2$s 身分登入").
enum ArgumentAlignment {
    /// Letters looked at on each side of an argument.
    static let window = 4

    /// The letters just before and after each argument position of `text` (the first
    /// occurrence of each), placeholders and non-letters left out.
    static func contexts(_ text: String) -> [Int: (before: Set<Character>, after: Set<Character>)] {
        var result: [Int: (before: Set<Character>, after: Set<Character>)] = [:]
        let tokens = Placeholder.scan(text)
        var pieces: [(position: Int, range: Range<Int>)] = []
        for case let .placeholder(placeholder, range) in tokens where !placeholder.isProse { pieces.append((placeholder.position, range)) }
        let bytes = Array(text.utf8)
        func letters(_ range: Range<Int>) -> [Character] {
            String(decoding: bytes[range], as: UTF8.self).filter(\.isLetter)
        }
        for (index, piece) in pieces.enumerated() where result[piece.position] == nil {
            let start = index == 0 ? 0 : pieces[index - 1].range.upperBound
            let end = index + 1 < pieces.count ? pieces[index + 1].range.lowerBound : bytes.count
            result[piece.position] = (Set(letters(start..<piece.range.lowerBound).suffix(window)),
                                      Set(letters(piece.range.upperBound..<end).prefix(window)))
        }
        return result
    }

    /// The arguments `first` and `second` exchanged, when the words around them say so: the
    /// pairing of positions that shares the most letters around them is not the identity,
    /// and every argument it moves shares at least two letters with its new partner and more
    /// than with the same position. Nil when the identity is as good (up to 4 arguments).
    static func swapped(_ first: String, _ second: String) -> [(Int, Int)]? {
        let a = contexts(first), b = contexts(second)
        let positions = a.keys.sorted()
        guard positions.count >= 2, positions.count <= 4, Set(b.keys) == Set(positions) else { return nil }
        func shared(_ p: Int, _ q: Int) -> Int {
            a[p]!.before.intersection(b[q]!.before).count + a[p]!.after.intersection(b[q]!.after).count
        }
        var best = (score: positions.map { shared($0, $0) }.reduce(0, +), pairing: positions)
        for pairing in permutations(positions) where pairing != positions {
            let score = zip(positions, pairing).map { shared($0, $1) }.reduce(0, +)
            if score > best.score { best = (score, pairing) }
        }
        let moved = zip(positions, best.pairing).filter { $0 != $1 }
        guard !moved.isEmpty, moved.allSatisfy({ shared($0, $1) >= 2 && shared($0, $1) > shared($0, $0) }) else { return nil }
        return moved
    }

    static func permutations(_ items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            permutations(Array(items[..<index] + items[(index + 1)...])).map { [items[index]] + $0 }
        }
    }

    /// Traditional Chinese written in Simplified characters (ICU's `Hant-Hans`), so that the
    /// two scripts' translations share their letters; other texts as they are.
    static func comparable(_ text: String, language: String) -> String {
        guard LanguageFallback.base(language) == "zh" else { return text }
        return text.applyingTransform(StringTransform(rawValue: "Hant-Hans"), reverse: false) ?? text
    }
}
