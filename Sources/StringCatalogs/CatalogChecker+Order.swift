/// The order of a report: by language, kind, key, platform and Apple spelling; findings equal
/// in all five keep the order they were found in.
extension CatalogChecker {
    /// By language, kind, key and platform (as tuples compare, without building them).
    static func reportOrder(_ a: CatalogFinding, _ b: CatalogFinding) -> Bool {
        let (languageA, languageB) = (a.language ?? "", b.language ?? "")
        if languageA != languageB { return languageA < languageB }
        if a.kind != b.kind { return a.kind.rawValue < b.kind.rawValue }
        if a.key != b.key { return a.key < b.key }
        if a.platform != b.platform { return (a.platform?.rawValue ?? "") < (b.platform?.rawValue ?? "") }
        return (a.appleKey ?? a.key) < (b.appleKey ?? b.key)
    }

    /// `findings` sorted by ``reportOrder(_:_:)``, stably. Languages, kinds and platforms are
    /// ranked once (a few dozen of each), so sorting compares integers and only the keys as
    /// text, and moves indices instead of findings (tens of thousands in a large app).
    static func inReportOrder(_ findings: [CatalogFinding]) -> [CatalogFinding] {
        func ranks(_ names: [String]) -> [String: Int] {
            Dictionary(uniqueKeysWithValues: Set(names).sorted().enumerated().map { ($1, $0) })
        }
        let languageRank = ranks(findings.map { $0.language ?? "" })
        let kindRank = ranks(CatalogFinding.Kind.allCases.map(\.rawValue))
        let platformRank = ranks([""] + Platform.allCases.map(\.rawValue))
        let rank = findings.map { finding in
            (languageRank[finding.language ?? ""]!, kindRank[finding.kind.rawValue]!, platformRank[finding.platform?.rawValue ?? ""]!)
        }
        let order = findings.indices.sorted { a, b in
            let (rankA, rankB) = (rank[a], rank[b])
            if rankA.0 != rankB.0 { return rankA.0 < rankB.0 }
            if rankA.1 != rankB.1 { return rankA.1 < rankB.1 }
            if findings[a].key != findings[b].key { return findings[a].key < findings[b].key }
            if rankA.2 != rankB.2 { return rankA.2 < rankB.2 }
            // Two Apple spellings of one canonical key (`a.b` and `a_b`): by the spelling.
            let (appleA, appleB) = (findings[a].appleKey ?? findings[a].key, findings[b].appleKey ?? findings[b].key)
            if appleA != appleB { return appleA < appleB }
            return a < b
        }
        return order.map { findings[$0] }
    }
}
