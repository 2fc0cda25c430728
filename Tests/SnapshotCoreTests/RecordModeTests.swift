import SnapshotCore
import Testing

@Suite("Record modes")
struct RecordModeTests {
    @Test(arguments: [
        ([:], RecordMode.missing),
        (["CI": "true"], .never),
        (["CI": "1"], .never),
        (["CI": ""], .missing),
        (["LOCALESHOT_RECORD": "all"], .all),
        (["LOCALESHOT_RECORD": "FAILED"], .failed),
        (["LOCALESHOT_RECORD": "never"], .never),
        (["LOCALESHOT_RECORD": "missing", "CI": "true", "LOCALESHOT_FORCE_CI": "1"], .missing),
        (["LOCALESHOT_RECORD": "never", "CI": "true"], .never),
        (["LOCALESHOT_RECORD": "", "CI": "yes"], .never),
    ] as [([String: String], RecordMode)])
    func modeFromEnvironment(environment: [String: String], expected: RecordMode) throws {
        #expect(try RecordMode.fromEnvironment(environment) == expected)
    }

    @Test func unknownModeIsAnError() {
        #expect(throws: RecordMode.ParseError(value: "sometimes")) {
            try RecordMode.fromEnvironment(["LOCALESHOT_RECORD": "sometimes"])
        }
    }

    /// On CI, an explicit recording mode needs the explicit override, and the message says so (#17).
    @Test func recordingOnCINeedsTheForceOverride() {
        #expect(throws: RecordMode.ParseError(value: "all", refusedOnCI: true)) {
            try RecordMode.fromEnvironment(["LOCALESHOT_RECORD": "all", "CI": "true"])
        }
        let message = "\(RecordMode.ParseError(value: "missing", refusedOnCI: true))"
        #expect(message.contains("LOCALESHOT_FORCE_CI=1") && message.contains("--force-ci"))
    }

    /// Every mode × every golden state, spelled out.
    @Test(arguments: [
        (RecordMode.all, GoldenState.missing, true, RecordDecision.Outcome.failRecorded),
        (.all, .matches, true, .failRecorded),
        (.all, .differs, true, .failRecorded),
        (.all, .unusable, true, .failRecorded),
        (.failed, .missing, true, .failRecorded),
        (.failed, .matches, false, .pass),
        (.failed, .differs, true, .failRecorded),
        (.failed, .unusable, true, .failRecorded),
        (.missing, .missing, true, .failRecorded),
        (.missing, .matches, false, .pass),
        (.missing, .differs, false, .failUnchanged),
        (.missing, .unusable, false, .failUnchanged),
        (.never, .missing, false, .failUnchanged),
        (.never, .matches, false, .pass),
        (.never, .differs, false, .failUnchanged),
        (.never, .unusable, false, .failUnchanged),
    ])
    func decision(mode: RecordMode, state: GoldenState, writes: Bool, outcome: RecordDecision.Outcome) {
        #expect(RecordDecision.decide(mode: mode, state: state) == RecordDecision(writeGolden: writes, outcome: outcome))
    }

    @Test func nothingIsWrittenWithoutFailing() {
        for mode in RecordMode.allCases {
            for state in [GoldenState.missing, .matches, .differs, .unusable] {
                let decision = RecordDecision.decide(mode: mode, state: state)
                if decision.writeGolden { #expect(decision.outcome == .failRecorded, "\(mode)/\(state)") }
            }
        }
    }
}
