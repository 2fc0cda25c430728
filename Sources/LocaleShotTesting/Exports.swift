// One import to write a test: `import LocaleShotTesting` brings `assertSnapshot(s)`, the
// traits, the strategies (`Snapshotting`, `DiffOptions`, `RecordMode` from SnapshotCore) and
// everything `import LocaleShot` brings to draw a view (`MatrixLocale`, `Image`,
// `RenderedView`, `Typesetter`…).
@_exported import LocaleShot
@_exported import SnapshotCore
