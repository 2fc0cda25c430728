/// A count's index and total that traded places in a language outside the families of
/// ``languageFamilies``, told by the languages that build the phrase as it does.
///
/// Languages that put their prepositions before the noun keep a count "%1$s of %2$s" in the
/// source's order; those that put them after (Japanese "%2$sの%1$s",
/// Korean "%2$s 중 %1$s", Turkish, Hungarian) reorder it by right. ownCloud's Arabic
/// "%2$s من %1$s مستخدم" for "%1$s of %2$s used" ("10 GB of 1 GB used") reorders where every
/// other translation into a prepositional language (Hebrew "%1$s מתוך %2$s", Greek, Thai, the
/// European ones: 38) keeps the order, and only verb-last languages reorder. Other sentences
/// such languages reorder by right (Latvian "Piesakās %2$s kā %1$s" for "Logging in as %1$s
/// on %2$s", French "Téléversement de %2$s : %1$d%%" for "%1$d%% Uploading %2$s").
extension CatalogChecker {
    /// Languages (base subtags) whose prepositions stand before their noun and whose phrases
    /// of two arguments keep an English order: Germanic, Romance, Slavic (``languageFamilies``),
    /// Greek, Baltic, Celtic, Albanian, Semitic, Malay, Tai, Vietnamese, Swahili, Esperanto.
    static let prepositionalLanguages: Set<String> = Set(languageFamilies.joined()).union([
        "el", "lt", "lv", "ga", "gd", "cy", "br", "sq", "ar", "he", "iw", "mt", "id", "in", "ms", "th", "lo", "vi", "sw", "eo", "ia",
    ])

    /// The finding for a translation into a prepositional language whose arguments stand in
    /// another order than its source's, a count ("%1$s of %2$s", ``indexAndTotal(_:)``) or a
    /// text whose arguments all follow one word ("type %1$@ … type %2$@"), where
    /// every other translation into such a language (twelve at least) keeps the source's order;
    /// nil otherwise.
    static func swappedAmongPrepositionalLanguages(_ swapped: (translation: TextTranslation, order: [Int]),
                                                   _ ordered: [(translation: TextTranslation, order: [Int])], sourceText: String, sourceOrder: [Int]) -> (TextTranslation, String)? {
        // (Or a source whose arguments all follow one word, which no grammar moves apart: Home Assistant's Hebrew "…סוג %2$@ אך
        // סוג צפוי %1$@" for "…result of type %1$@ but expected type %2$@".)
        let before = wordsBeforeArguments(sourceText)
        let alike = before.count == sourceOrder.count && Set(before.values).count == 1
        guard prepositionalLanguages.contains(LanguageFallback.base(swapped.translation.language)), alike || indexAndTotal(sourceText) != nil else { return nil }
        let others = ordered.filter { prepositionalLanguages.contains(LanguageFallback.base($0.translation.language)) && $0.translation.language != swapped.translation.language }
        guard others.count >= 12, others.allSatisfy({ $0.order == sourceOrder }) else { return nil }
        let reordering = Set(ordered.filter { $0.order != sourceOrder && $0.translation.language != swapped.translation.language }
            .map { LanguageFallback.base($0.translation.language) }).sorted()
        let elsewhere = reordering.isEmpty ? "" : " (only \(reordering.prefix(6).joined(separator: ", "))\(reordering.count > 6 ? "…" : ""), which put their words after the noun, reorder)"
        return (swapped.translation, "the arguments stand in the order \(describe(swapped.order)), where the source and all \(others.count) other translations into "
            + "languages that put their prepositions first, as \(LanguageFallback.base(swapped.translation.language)) does, keep \(describe(sourceOrder))\(elsewhere): "
            + "the arguments traded places (a value shown in the other's place)")
    }
}
