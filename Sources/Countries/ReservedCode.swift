/// Alpha-2 codes that ISO 3166-1 reserves but does not assign to a country.
///
/// Source: the ISO 3166 Maintenance Agency's reservation classes (ISO 3166-1:2020, clause 7).
/// Codes that are merely unassigned are not listed here; they fail as
/// ``CountryCodeError/unassigned(code:)``.
public enum ReservedCode {
    /// The class of a reservation.
    public enum Kind: String, Sendable, Equatable {
        /// Reserved at the request of a national or international body (e.g. `EU`, `UN`, `UK`).
        case exceptionallyReserved
        /// Formerly assigned, kept reserved during a transition period (e.g. `YU`, `CS`).
        case transitionallyReserved
        /// Free for users' own purposes (`AA`, `QM`–`QZ`, `XA`–`XZ`, `ZZ`); `XK` (Kosovo) is one.
        case userAssigned
        /// Used in other coding systems (vehicle codes, WIPO) and kept out of ISO 3166-1.
        case indeterminatelyReserved

        var phrase: String {
            switch self {
            case .exceptionallyReserved: return "exceptionally reserved"
            case .transitionallyReserved: return "transitionally reserved"
            case .userAssigned: return "user-assigned"
            case .indeterminatelyReserved: return "indeterminately reserved"
            }
        }
    }

    /// A reservation: its class and what the code stands for.
    public struct Reservation: Sendable, Equatable {
        public let kind: Kind
        public let note: String

        public init(kind: Kind, note: String) {
            self.kind = kind
            self.note = note
        }
    }

    private static let exceptional: [String: String] = [
        "AC": "Ascension Island", "CP": "Clipperton Island", "CQ": "Sark", "DG": "Diego Garcia",
        "EA": "Ceuta, Melilla", "EU": "European Union", "EZ": "Eurozone",
        "FX": "France, Metropolitan", "IC": "Canary Islands", "SU": "USSR",
        "TA": "Tristan da Cunha", "UK": "United Kingdom (use GB)", "UN": "United Nations",
    ]
    private static let transitional: [String: String] = [
        "AN": "Netherlands Antilles", "BU": "Burma", "CS": "Serbia and Montenegro",
        "NT": "Neutral Zone", "TP": "East Timor", "YU": "Yugoslavia",
    ]
    private static let indeterminate: [String: String] = [
        "DY": "Benin (vehicles)", "EW": "Estonia (vehicles)", "FL": "Liechtenstein (vehicles)",
        "JA": "Jamaica (vehicles)", "LF": "Libya Fezzan (vehicles)", "PI": "Philippines (vehicles)",
        "RA": "Argentina (vehicles)", "RB": "Bolivia/Botswana (vehicles)", "RC": "China (vehicles)",
        "RH": "Haiti (vehicles)", "RI": "Indonesia (vehicles)", "RL": "Lebanon (vehicles)",
        "RM": "Madagascar (vehicles)", "RN": "Niger (vehicles)", "RP": "Philippines (vehicles)",
        "WG": "Grenada (vehicles)", "WL": "Saint Lucia (vehicles)", "WV": "Saint Vincent (vehicles)",
        "YV": "Venezuela (vehicles)", "EF": "European Patent Convention (WIPO)",
        "EM": "European trademark (WIPO)", "EP": "European Patent Organization (WIPO)",
        "EV": "Eurasian Patent Organization (WIPO)", "GC": "Gulf Cooperation Council (WIPO)",
        "IB": "International Bureau of WIPO", "OA": "African Intellectual Property Organization (WIPO)",
        "WO": "World Intellectual Property Organization", "BX": "Benelux trademarks (WIPO)",
    ]

    /// The reservation of `code` (uppercase alpha-2), or `nil` when it is not reserved.
    public static func reservation(of code: String) -> Reservation? {
        if let note = exceptional[code] { return Reservation(kind: .exceptionallyReserved, note: note) }
        if let note = transitional[code] { return Reservation(kind: .transitionallyReserved, note: note) }
        if let note = indeterminate[code] { return Reservation(kind: .indeterminatelyReserved, note: note) }
        if isUserAssigned(code) {
            let note = code == "XK" ? "used for Kosovo by convention" : "free for private use"
            return Reservation(kind: .userAssigned, note: note)
        }
        return nil
    }

    private static func isUserAssigned(_ code: String) -> Bool {
        if code == "AA" || code == "ZZ" { return true }
        let scalars = Array(code.unicodeScalars)
        guard scalars.count == 2 else { return false }
        if scalars[0] == "Q" { return scalars[1] >= "M" && scalars[1] <= "Z" }
        return scalars[0] == "X"
    }
}
