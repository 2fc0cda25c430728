import Foundation
import Raster
import SafeFiles

/// A self-contained `report.html`: totals, environment drift apart, a locale × row grid of
/// failures, and per failure its diagnosis, message, expected / actual / diff images and a
/// slider view. Images are embedded as data URIs (up to ``embeddedFailureLimit`` failures).
extension RunReport {
    public static let embeddedFailureLimit = 300

    public func html() -> String {
        let failing = failures
        var body: [String] = []
        body.append("<header><h1>LocaleShot report</h1>")
        body.append(#"<p class="totals">\#(entries.count) snapshots · <strong>\#(failing.count) failing</strong> · \#(runs.count) run\#(runs.count == 1 ? "" : "s")</p></header>"#)
        if !drift.isEmpty {
            body.append(#"<section id="drift" class="drift"><h2>Environment drift</h2><p>The render environment differs from <code>Snapshots/manifest.json</code>; failures below may be caused by it rather than by a regression.</p><ul>"#)
            body += drift.map { "<li>\(escape($0))</li>" }
            body.append("</ul></section>")
        }
        body.append(#"<section id="locales"><h2>Per locale</h2><table class="counts"><tr><th>locale</th><th>snapshots</th><th>failing</th></tr>"#)
        for locale in locales {
            let counts = counts(for: locale)
            body.append(#"<tr><td>\#(escape(locale))</td><td>\#(counts.total)</td><td class="\#(counts.failing > 0 ? "bad" : "good")">\#(counts.failing)</td></tr>"#)
        }
        body.append("</table></section>")
        body.append(grid(failing))
        body.append(#"<section id="failures"><h2>Failures</h2>"#)
        for (index, failure) in failing.enumerated() {
            body.append(card(failure.entry, folder: failure.folder, embed: index < Self.embeddedFailureLimit))
        }
        if failing.isEmpty { body.append(#"<p class="good">Every snapshot matches.</p>"#) }
        body.append("</section>")
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>LocaleShot report</title>
        <style>\(Self.style)</style></head>
        <body>
        \(body.joined(separator: "\n"))
        <script>\(Self.script)</script>
        </body></html>

        """
    }

    static func anchor(_ entry: RunRecord.Entry) -> String { "\(entry.suite)-\(entry.locale)-\(entry.name)" }

    private func grid(_ failing: [(folder: URL, entry: RunRecord.Entry)]) -> String {
        guard !failing.isEmpty else { return "" }
        let names = failing.map { "\($0.entry.suite)/\($0.entry.name)" }.uniqued()
        var rows = [#"<section id="grid"><h2>Failures by locale</h2><table class="grid"><thead><tr><th>row</th>"#
                    + locales.map { "<th>\(escape($0))</th>" }.joined() + "</tr></thead><tbody>"]
        for name in names {
            var cells = "<tr><th>\(escape(name))</th>"
            for locale in locales {
                if let hit = failing.first(where: { "\($0.entry.suite)/\($0.entry.name)" == name && $0.entry.locale == locale }) {
                    let symbol = hit.entry.diagnosisKind == "flagMismatch" ? "⚑" : "✗"
                    cells += ##"<td class="fail"><a href="#\##(Self.anchor(hit.entry))" title="\##(escape(hit.entry.diagnosis ?? hit.entry.status))">\##(symbol)</a></td>"##
                } else {
                    cells += #"<td class="pass">·</td>"#
                }
            }
            rows.append(cells + "</tr>")
        }
        rows.append("</tbody></table></section>")
        return rows.joined(separator: "\n")
    }

    private func card(_ entry: RunRecord.Entry, folder: URL, embed: Bool) -> String {
        var html = [#"<article class="failure" id="\#(Self.anchor(entry))" data-locale="\#(escape(entry.locale))" data-name="\#(escape(entry.name))" data-status="\#(escape(entry.status))">"#]
        html.append("<h3>\(escape(entry.locale)) / \(escape(entry.suite)) / \(escape(entry.name)) <span class=\"status\">\(escape(entry.status))</span></h3>")
        if let diagnosis = entry.diagnosis { html.append(#"<p class="diagnosis">\#(escape(diagnosis))</p>"#) }
        html.append(#"<pre class="message">\#(escape(entry.message))</pre>"#)
        let images = ["expected", "actual", "diff"].compactMap { kind in entry.artifacts[kind].map { (kind, $0) } }
        if embed, !images.isEmpty {
            html.append(#"<div class="views">"#)
            for (kind, path) in images {
                html.append(#"<figure><figcaption>\#(kind)</figcaption><img alt="\#(kind)" src="\#(dataURI(path, in: folder))"></figure>"#)
            }
            html.append("</div>")
            if let expected = entry.artifacts["expected"], let actual = entry.artifacts["actual"] {
                html.append(#"<div class="slider"><figcaption>slider: expected ◀ ▶ actual</figcaption><div class="frame"><img alt="expected" src="\#(dataURI(expected, in: folder))"><div class="top"><img alt="actual" src="\#(dataURI(actual, in: folder))"></div></div><input type="range" min="0" max="100" value="50" aria-label="slider"></div>"#)
            }
        } else if !images.isEmpty {
            let safe = images.filter { (try? ConfinedFolder.components($0.1)) != nil }
            html.append("<p>" + safe.map { #"<a href="\#(escape(folder.appendingPathComponent($0.1).path))">\#($0.0)</a>"# }.joined(separator: " · ") + "</p>")
        }
        html.append("</article>")
        return html.joined(separator: "\n")
    }

    /// An artifact as a data URI: only a `.png` regular file below its run's artifact folder,
    /// reached without a link (a `run.json` naming `../../etc/passwd` embeds nothing).
    private func dataURI(_ relativePath: String, in folder: URL) -> String {
        guard relativePath.hasSuffix(".png"),
              let bytes = try? ConfinedFolder(root: folder).read(relativePath, cap: GoldenStore.maxPNGBytes),
              PNGChunks.declaredSize(of: bytes) != nil else { return "" }
        return "data:image/png;base64," + Data(bytes).base64EncodedString()
    }

    func escape(_ text: String) -> String { JUnitReport.escape(text) }

    static let style = """
    body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1c1c1e;background:#f2f2f7}
    h1{margin:0 0 4px}h2{margin:24px 0 8px}.totals{margin:0;color:#3a3a3c}
    .drift{background:#fff4ce;border:1px solid #e0c060;padding:8px 16px;border-radius:8px}
    table{border-collapse:collapse;background:#fff}td,th{border:1px solid #d1d1d6;padding:4px 10px;text-align:center}
    .grid td.fail{background:#ffd6d6}.grid td.fail a{color:#c00;text-decoration:none;font-weight:bold}.grid td.pass{color:#aeaeb2}
    .bad{color:#c00;font-weight:bold}.good{color:#1a7f37}
    .failure{background:#fff;border-radius:10px;padding:12px 16px;margin:12px 0;box-shadow:0 1px 3px #0002}
    .failure h3{margin:0 0 6px}.status{font-size:12px;background:#ffd6d6;color:#900;padding:2px 6px;border-radius:4px}
    .diagnosis{font-weight:bold;color:#900;margin:4px 0}.message{white-space:pre-wrap;font-size:12px;color:#3a3a3c;background:#f2f2f7;padding:6px;border-radius:6px}
    .views{display:flex;gap:12px;flex-wrap:wrap}figure{margin:0}figcaption{font-size:12px;color:#6c6c70}
    img{max-width:100%;border:1px solid #d1d1d6;display:block}
    .slider{margin-top:10px}.frame{position:relative;display:inline-block}.frame .top{position:absolute;top:0;left:0;width:50%;overflow:hidden}
    .frame .top img{max-width:none}.slider input{display:block;width:640px;max-width:100%}
    """

    static let script = """
    document.querySelectorAll('.slider').forEach(function(s){var i=s.querySelector('input'),t=s.querySelector('.top');
    i.addEventListener('input',function(){t.style.width=i.value+'%';});});
    """
}
