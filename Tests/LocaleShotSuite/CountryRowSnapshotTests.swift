import LocaleShotSuites
import Countries
import LocaleShotTesting
import SnapshotCore
import Testing
import Typesetting

/// The committed locale-matrix suite (``StandardSuite``): every assigned code × en/de/fr/ja/ar
/// as a PNG golden and a layout-dump golden, a dark sample, a list widget per locale, and the
/// currency, language and month rows, under `Snapshots/`.
@Suite("Standard suite × locale matrix")
struct StandardSuiteSnapshotTests {
    @Test(arguments: LocaleMatrix.standard.locales)
    func standardSuite(locale: MatrixLocale) throws {
        let typesetter = try Typesetter(fonts: FontSet())
        let jobs = try StandardSuite.jobs(locales: [locale])
        #expect(jobs.count == 249 + StandardSuite.darkSample.count + 1 + StandardSuite.currencies.count + 16 + 12)
        for job in jobs {
            let view = try job.render(typesetter)
            assertSnapshot(of: view.image, named: job.imageKey.name.value, locale: locale, suite: job.imageKey.suite.value)
            if let dumpKey = job.dumpKey {
                assertSnapshot(of: view.layoutDump, named: dumpKey.name.value, locale: locale, suite: dumpKey.suite.value)
            }
        }
    }
}
