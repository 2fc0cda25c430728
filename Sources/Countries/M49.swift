/// UN M49 regions (the top level under World).
public enum M49Region: String, CaseIterable, Sendable {
    case africa, americas, asia, europe, oceania

    /// The M49 numeric code, e.g. `"150"` for Europe.
    public var m49Code: String {
        switch self {
        case .africa: return "002"
        case .americas: return "019"
        case .asia: return "142"
        case .europe: return "150"
        case .oceania: return "009"
        }
    }

    /// The English name used by the UN Statistics Division.
    public var englishName: String {
        self == .americas ? "Americas" : rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}

/// UN M49 sub-regions, each inside exactly one ``M49Region``.
public enum M49SubRegion: String, CaseIterable, Sendable {
    case northernAfrica, subSaharanAfrica
    case latinAmericaAndTheCaribbean, northernAmerica
    case centralAsia, easternAsia, southEasternAsia, southernAsia, westernAsia
    case easternEurope, northernEurope, southernEurope, westernEurope
    case australiaAndNewZealand, melanesia, micronesia, polynesia

    /// The region containing this sub-region.
    public var region: M49Region {
        switch self {
        case .northernAfrica, .subSaharanAfrica: return .africa
        case .latinAmericaAndTheCaribbean, .northernAmerica: return .americas
        case .centralAsia, .easternAsia, .southEasternAsia, .southernAsia, .westernAsia: return .asia
        case .easternEurope, .northernEurope, .southernEurope, .westernEurope: return .europe
        case .australiaAndNewZealand, .melanesia, .micronesia, .polynesia: return .oceania
        }
    }

    /// The M49 numeric code and English name.
    public var m49: (code: String, englishName: String) {
        switch self {
        case .northernAfrica: return ("015", "Northern Africa")
        case .subSaharanAfrica: return ("202", "Sub-Saharan Africa")
        case .latinAmericaAndTheCaribbean: return ("419", "Latin America and the Caribbean")
        case .northernAmerica: return ("021", "Northern America")
        case .centralAsia: return ("143", "Central Asia")
        case .easternAsia: return ("030", "Eastern Asia")
        case .southEasternAsia: return ("035", "South-eastern Asia")
        case .southernAsia: return ("034", "Southern Asia")
        case .westernAsia: return ("145", "Western Asia")
        case .easternEurope: return ("151", "Eastern Europe")
        case .northernEurope: return ("154", "Northern Europe")
        case .southernEurope: return ("039", "Southern Europe")
        case .westernEurope: return ("155", "Western Europe")
        case .australiaAndNewZealand: return ("053", "Australia and New Zealand")
        case .melanesia: return ("054", "Melanesia")
        case .micronesia: return ("057", "Micronesia")
        case .polynesia: return ("061", "Polynesia")
        }
    }
}

/// UN M49 intermediate regions (only Sub-Saharan Africa and Latin America have them).
public enum M49IntermediateRegion: String, CaseIterable, Sendable {
    case easternAfrica, middleAfrica, southernAfrica, westernAfrica
    case caribbean, centralAmerica, southAmerica

    /// The sub-region containing this intermediate region.
    public var subRegion: M49SubRegion {
        switch self {
        case .easternAfrica, .middleAfrica, .southernAfrica, .westernAfrica: return .subSaharanAfrica
        case .caribbean, .centralAmerica, .southAmerica: return .latinAmericaAndTheCaribbean
        }
    }
}
