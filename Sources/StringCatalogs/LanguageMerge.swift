/// One language's strings merged across files (see ``PlatformCatalog/merging(_:platform:sourceLanguage:)``).
struct LanguageMerge {
    let platform: Platform
    let language: String
    private(set) var conflicts: [ConflictingDefinition] = []
    /// Apple definitions hidden by a first one from another unit (``PlatformCatalog/shadowed``).
    private(set) var shadowed: [CatalogString] = []
    /// Each string and the unit it came from (an index into ``unitNames``), by typed key: the
    /// key, or `@plurals/key` / `@array/key` for Android's other resource types.
    private var entries: [String: (string: CatalogString, unit: Int)] = [:]
    private var unitNames: [String] = []
    /// The Android module of each unit (``AndroidModules/module(ofUnit:)``), as ``unitNames``.
    private var unitModules: [String] = []
    /// Where each key's conflict is in ``conflicts``.
    private var conflictIndex: [String: Int] = [:]

    /// Android's application modules: two of them never merge (see ``AndroidModules``).
    let applications: Set<String>

    init(platform: Platform, language: String, applications: Set<String> = []) {
        self.platform = platform
        self.language = language
        self.applications = applications
    }

    /// Android's resource type prefix of a string's key (`@plurals/`, `@array/`), empty for text.
    static func typePrefix(_ value: CatalogValue) -> String {
        switch value {
        case .text: return ""
        case .plural: return "@plurals/"
        case .array: return "@array/"
        }
    }

    /// Android's resource type prefixes, text's (none) first.
    static let typePrefixes = ["", "@plurals/", "@array/"]

    /// The typed keys (see ``entries``).
    var typedKeys: [String] { Array(entries.keys) }

    /// The merged strings by key. The plain name goes to the resource type the source
    /// language defines under it (`sourceTyped`: the source's typed keys; a text when it has
    /// two); another type keeps its prefix (`@plurals/x`, `@string/x` for a text).
    func strings(sourceTyped: Set<String>) -> [String: CatalogString] {
        var result: [String: CatalogString] = [:]
        result.reserveCapacity(entries.count)
        for (typed, entry) in entries {
            let plain = entry.string.key
            let owner = sourceTyped.contains(plain) ? "" : Self.typePrefixes.dropFirst().first { sourceTyped.contains($0 + plain) }
            let mine = Self.typePrefix(entry.string.value)
            if owner == mine || (owner == nil && (mine.isEmpty || entries[plain] == nil)) {
                result[plain] = entry.string
            } else {
                let key = mine.isEmpty ? "@string/" + plain : typed
                result[key] = entry.string.renamed(key)
            }
        }
        return result
    }

    /// Sets each string's unit while `strings` is their only holder (a file's strings as
    /// parsed): ``add(_:unit:alternate:)`` then finds the unit set instead of copying each
    /// string to set it.
    static func assign(_ unit: String, to strings: inout [CatalogString]) {
        for index in strings.indices { strings[index].unit = unit }
    }

    mutating func add(_ fileStrings: [CatalogString], unit: String, alternate: Bool = false) {
        let unitIndex = unitNames.lastIndex(of: unit) ?? {
            unitNames.append(unit)
            unitModules.append(platform == .android ? AndroidModules.module(ofUnit: unit) : "")
            return unitNames.count - 1
        }()
        entries.reserveCapacity(entries.count + fileStrings.count)
        for var string in fileStrings {
            if string.unit != unit { string.unit = unit }
            let key = platform == .android ? Self.typePrefix(string.value) + string.key : string.key
            // One lookup for a new key (the common case); a key seen before keeps its first definition.
            guard let (existing, existingUnit) = entries.updateValue((string, unitIndex), forKey: key) else { continue }
            entries[key] = (existing, existingUnit)
            // A configuration's alternative (values-de-night) of a key its language defines.
            if alternate { continue }
            // One unit defines a key twice: aapt refuses it across the files of one folder; an
            // Apple table in Base.lproj and en.lproj is the development language twice (the
            // specific one is used), a conflict only within one file.
            let sameUnit = existingUnit == unitIndex && (platform == .android || existing.location.file == string.location.file)
            if existingUnit == unitIndex && !sameUnit { continue }
            // The same value twice in one Apple table changes nothing users see; in one Android
            // folder it stops the build (aapt2: "duplicate value for resource", whatever the values).
            if sameUnit && existing.value == string.value && platform == .apple { continue }
            // Apple tables are separate namespaces (the same key in two tables is legal), and a
            // values-<source> folder overrides values/ of its own module: only two Android
            // modules, or one unit defining a key twice, conflict.
            // A module's build variants (src/debug/res, src/release/res) are one module: one
            // build uses one of them. Two application modules (a phone app, its wear app) are
            // two apps: they never merge.
            if platform == .apple && !sameUnit && existing.value != string.value { shadowed.append(string) }
            let (first, second) = (unitModules[existingUnit], unitModules[unitIndex])
            guard sameUnit || (platform == .android && first != second && existing.value != string.value
                && AndroidModules.mayMerge(first, second, applications: applications)) else { continue }
            if let index = conflictIndex[key] {
                conflicts[index] = ConflictingDefinition(key: string.key, language: language, definitions: conflicts[index].definitions + [string])
            } else {
                conflictIndex[key] = conflicts.count
                conflicts.append(ConflictingDefinition(key: string.key, language: language, definitions: [existing, string]))
            }
        }
    }
}
