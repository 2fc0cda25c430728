/// When goldens are (re)written: the modes users of swift-snapshot-testing and Playwright know.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Rewrite every golden, and fail so the run is not mistaken for a verification.
    case all
    /// Rewrite goldens that are missing or fail the comparison (and fail).
    case failed
    /// Write absent goldens (and fail with "recorded, re-run"); compare the rest.
    case missing
    /// Write nothing; a missing golden fails.
    case never

    /// Why a record-mode setting was refused.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        public let value: String
        /// A recording mode asked for on CI without `LOCALESHOT_FORCE_CI`.
        public let refusedOnCI: Bool

        public init(value: String, refusedOnCI: Bool = false) {
            self.value = value
            self.refusedOnCI = refusedOnCI
        }

        public var description: String {
            if refusedOnCI {
                return "LOCALESHOT_RECORD=\(value) is refused on CI (CI is set): goldens are recorded on CI only with "
                    + "LOCALESHOT_FORCE_CI=1 as well (the CLI's --force-ci); nothing was recorded"
            }
            return "LOCALESHOT_RECORD=\"\(value)\" is not a record mode; use one of all, failed, missing, never"
        }
    }

    /// The mode from the environment: `LOCALESHOT_RECORD` when set; otherwise `never` when
    /// `CI` is set to any non-empty value, else `missing`. On CI, a mode that writes goldens
    /// needs `LOCALESHOT_FORCE_CI` too (the same explicit override as the CLI's `--force-ci`).
    public static func fromEnvironment(_ environment: [String: String]) throws(ParseError) -> RecordMode {
        if let value = environment["LOCALESHOT_RECORD"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else { throw ParseError(value: value) }
            if mode != .never, isCI(environment), (environment["LOCALESHOT_FORCE_CI"] ?? "").isEmpty {
                throw ParseError(value: value, refusedOnCI: true)
            }
            return mode
        }
        return isCI(environment) ? .never : .missing
    }

    /// `CI` set to any non-empty value.
    public static func isCI(_ environment: [String: String]) -> Bool {
        !(environment["CI"] ?? "").isEmpty
    }
}

/// What the comparison found for one snapshot.
public enum GoldenState: Equatable, Sendable {
    case missing
    case matches
    case differs
    /// The golden exists but cannot be used (corrupt PNG, unreadable file).
    case unusable
}

/// What to do about one snapshot: whether to write the golden, and the test outcome.
public struct RecordDecision: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        case pass
        /// Fail: the golden was written and the test must be re-run.
        case failRecorded
        /// Fail: the comparison failed (or the golden is missing/unusable) and nothing was written.
        case failUnchanged
    }

    public let writeGolden: Bool
    public let outcome: Outcome

    public init(writeGolden: Bool, outcome: Outcome) {
        self.writeGolden = writeGolden
        self.outcome = outcome
    }

    /// The one decision function: pure, total over mode × state.
    public static func decide(mode: RecordMode, state: GoldenState) -> RecordDecision {
        switch (mode, state) {
        case (.all, _):
            return RecordDecision(writeGolden: true, outcome: .failRecorded)
        case (_, .matches):
            return RecordDecision(writeGolden: false, outcome: .pass)
        case (.never, _):
            return RecordDecision(writeGolden: false, outcome: .failUnchanged)
        case (.missing, .missing), (.failed, _):
            return RecordDecision(writeGolden: true, outcome: .failRecorded)
        case (.missing, .differs), (.missing, .unusable):
            return RecordDecision(writeGolden: false, outcome: .failUnchanged)
        }
    }
}
