import StringCatalogs

extension CatalogSyncCommand {
    /// At most this many keys are named per language.
    static let keysShown = 6

    /// The plan as text: what is added (keys × languages), converted, refused, left out.
    static func printPlan(_ plan: CatalogSync, target: Target, source: PlatformCatalog) {
        let to: Platform = plan.options.from == .android ? .apple : .android
        let where_ = to == .apple ? target.path : (target.path.isEmpty ? "" : target.path + "/") + "values*/" + AndroidSyncWriter.fileName
        Console.out("sync \(plan.options.from.rawValue) → \(to.rawValue): \(where_)")
        let keys = Set(plan.entries.map(\.key)), languages = Dictionary(grouping: plan.entries, by: \.language)
        Console.out("add: \(keys.count) key\(keys.count == 1 ? "" : "s") × \(languages.count) language\(languages.count == 1 ? "" : "s")"
                    + " → \(plan.entries.count) localization\(plan.entries.count == 1 ? "" : "s"), each marked for review")
        for (language, entries) in languages.sorted(by: { $0.key < $1.key }) {
            let names = entries.prefix(keysShown).map(\.key).joined(separator: ", ")
            Console.out("  \(language)  \(entries.count): \(names)" + (entries.count > keysShown ? ", and \(entries.count - keysShown) more" : ""))
        }
        let labels = [("placeholders", "placeholders respelled (\(to == .apple ? "%1$s → %1$@" : "%1$@ → %1$s, %lld → %d"))"),
                      ("escapes", "escapes unfolded (\\' \\\" \\n \\@ \\?)"), ("plurals", "plurals → \(to == .apple ? "plural variations" : "<plurals>")"),
                      ("regional", "taken from a regional variant (nb-NO for nb)"),
                      ("pluralFormsDropped", "plural forms dropped (not a CLDR category of their language)"),
                      ("untranslatable", "untranslatable (source language only\(to == .apple ? ", shouldTranslate false" : ", translatable=\"false\""))")]
        let conversions = labels.compactMap { key, label in plan.conversions[key].map { "\(label) \($0)" } }
        Console.out("conversions: " + (conversions.isEmpty ? "none" : conversions.joined(separator: "; ")))
        Console.out("refused: \(plan.refusals.count)")
        for refusal in plan.refusals.prefix(20) {
            Console.out("  \(refusal.key)  [\(refusal.language ?? "all")]  \(refusal.reason)")
        }
        if plan.refusals.count > 20 { Console.out("  and \(plan.refusals.count - 20) more") }
        if plan.identicalToSource > 0 {
            Console.out("left out: \(plan.identicalToSource) localization\(plan.identicalToSource == 1 ? "" : "s") identical to the \(source.sourceLanguage) text "
                        + "(Apple's exporters fill untranslated keys with it; Android falls back to it anyway)")
        }
        if plan.excluded > 0 {
            Console.out("left on \(plan.options.from.rawValue): \(plan.excluded) key\(plan.excluded == 1 ? "" : "s") (--exclude, a platform's name as suffix, platform-specific)")
        }
        if !plan.languagesLeftOut.isEmpty {
            Console.out("languages of \(plan.options.from.rawValue) the target lacks, not added (--languages adds them): "
                        + plan.languagesLeftOut.joined(separator: ", "))
        }
    }
}
