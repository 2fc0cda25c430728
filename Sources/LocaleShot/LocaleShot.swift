// One import to draw a view with LocaleShot's renderer: `import LocaleShot` brings the
// typesetter and fonts (`Typesetter`, `FontSet`, `FontManifest`, `TextStyle`), the layout layer
// (`TextBox`, `TextBlock`, `TextFit`, `RowLayout`, `Slot`), the widgets
// building blocks (`RenderedView`, `RowStyle`, `LabelRow`, `CountryRow`), images
// (`Image`, `RGBA`, `PNGCodec`) and validated identities (`CountryCode`, `MatrixLocale`).
@_exported import Countries
@_exported import Raster
@_exported import Layout
@_exported import Typesetting
@_exported import Widgets
