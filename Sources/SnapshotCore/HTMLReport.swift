import Foundation
import Raster
import SafeFiles

/// `report.html`: totals, environment drift apart, the failures **grouped by cause** (each
/// group with a few rows shown in full and the rest listed), the per-locale counts and, for a
/// manageable number of rows, a locale × row grid.
///
/// Size stays bounded at any scale: only the shown rows' images are embedded (each image once;
/// the slider reuses them), the other rows link to their artifacts by relative path (images
/// load lazily, and only when their group's list is opened). No absolute path of the machine
/// that ran `verify` appears.
extension RunReport {
    /// Rows per group shown in full, with embedded images.
    public static let representativesPerGroup = 3
    /// Above this many failing rows the locale × row grid is left out (the groups say more).
    public static let gridLimit = 150
    /// Above this many locales the grid is left out too (the per-locale table lists them).
    public static let gridLocaleLimit = 60

    /// The report, with artifact links relative to `outputFolder` (where report.html goes).
    public func html(outputFolder: URL? = nil) -> String {
        let failing = failures
        let groups = self.groups  // merged across runs once, used twice
        let embedder = ImageEmbedder()
        var body: [String] = []
        body.append("<header><h1>LocaleShot report</h1>")
        body.append(#"<p class="totals">\#(entries.count) snapshots · <strong>\#(failing.count) failing</strong>\#(groups.isEmpty ? "" : " in \(groups.count) group\(groups.count == 1 ? "" : "s")") · \#(runs.count) run\#(runs.count == 1 ? "" : "s")</p>"#)
        if !failing.isEmpty { body.append(#"<p class="headline"><strong>\#(escape(changeHeadline))</strong></p>"#) }
        body.append("</header>")
        for warning in warnings { body.append(#"<p class="warning">\#(escape(warning))</p>"#) }
        body.append(htmlFindings(outputFolder: outputFolder, embedder: embedder))
        if !drift.isEmpty {
            body.append(#"<section id="drift" class="drift"><h2>Environment drift</h2><p>The render environment differs from <code>Snapshots/manifest.json</code>; failures below may be caused by it rather than by a regression.</p><ul>"#)
            body += drift.map { "<li>\(escape($0))</li>" }
            body.append("</ul></section>")
        }
        body.append(groupsSection(failing, groups: groups, outputFolder: outputFolder, embedder: embedder))
        body.append(#"<section id="locales"><h2>Per locale</h2><table class="counts"><tr><th>locale</th><th>snapshots</th><th>failing</th></tr>"#)
        for locale in locales {
            let counts = counts(for: locale)
            body.append(#"<tr><td>\#(escape(locale))</td><td>\#(counts.total)</td><td class="\#(counts.failing > 0 ? "bad" : "good")">\#(counts.failing)</td></tr>"#)
        }
        body.append("</table></section>")
        body.append(grid(failing))
        if failing.isEmpty { body.append(#"<p class="good">Every snapshot matches.</p>"#) }
        if let note = embedder.note { body.append(#"<p class="note">\#(escape(note))</p>"#) }
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

    /// The element id of a row: a reversible `[A-Za-z0-9_-]` encoding of `suite/locale/name`,
    /// never the text itself.
    static func anchor(_ entry: RunRecord.Entry) -> String { OutputEscaping.idToken(entry.row) }

    // MARK: - Groups

    /// Each group: its cause and count, how to accept it, its first rows in full, the rest
    /// listed (with lazily loaded diff thumbnails inside a closed `<details>`).
    private func groupsSection(_ failing: [(folder: URL, entry: RunRecord.Entry)], groups: [RunRecord.Group], outputFolder: URL?,
                               embedder: ImageEmbedder) -> String {
        guard !failing.isEmpty else { return "" }
        var groups = groups
        let grouped = Set(groups.flatMap(\.rows))
        let loose = failing.filter { !grouped.contains($0.entry.row) }
        if !loose.isEmpty {
            groups.append(RunRecord.Group(id: "other", cause: "failures without a recorded cause", count: loose.count, rows: loose.map(\.entry.row)))
        }
        let byRow = Dictionary(failing.map { ($0.entry.row, $0) }) { first, _ in first }
        var html = [#"<section id="groups"><h2>Failures by cause</h2>"#]
        for group in groups {
            html.append(#"<section class="group" id="\#(OutputEscaping.idToken(group.id, prefix: "group-"))"><h3><span class="count">\#(group.count)</span> \#(escape(group.cause))</h3>"#)
            if group.id != "other" {
                html.append(#"<p class="accept">Accept this group after review: <code>\#(escape(acceptCommand(group: group.id)))</code></p>"#)
            }
            for row in group.rows.prefix(Self.representativesPerGroup) {
                if let failure = byRow[row] { html.append(card(failure.entry, folder: failure.folder, outputFolder: outputFolder, embedder: embedder)) }
            }
            let rest = group.rows.dropFirst(Self.representativesPerGroup).compactMap { byRow[$0] }
            if !rest.isEmpty {
                html.append(#"<details class="rest"><summary>\#(rest.count) more row\#(rest.count == 1 ? "" : "s")</summary><ul class="rows">"#)
                for failure in rest {
                    let diff = failure.entry.artifacts["diff"].flatMap { link($0, in: failure.folder, from: outputFolder) }
                    let thumbnail = diff.map { #" <img loading="lazy" alt="diff" src="\#(attribute($0))">"# } ?? ""
                    let target = diff ?? failure.entry.artifacts["text-diff"].flatMap { link($0, in: failure.folder, from: outputFolder) }
                    let name = escape(failure.entry.row)
                    html.append("<li id=\"\(Self.anchor(failure.entry))\">" + (target.map { #"<a href="\#(attribute($0))">\#(name)</a>"# } ?? name)
                                + thumbnail + "</li>")
                }
                html.append("</ul></details>")
            }
            html.append("</section>")
        }
        html.append("</section>")
        return html.joined(separator: "\n")
    }

    /// An artifact's path relative to the report's folder (`nil` for an unsafe path), each
    /// component percent-encoded so it is one URL path and never a scheme (`javascript:`).
    func link(_ relativePath: String, in folder: URL, from outputFolder: URL?) -> String? {
        guard (try? ConfinedFolder.components(relativePath)) != nil else { return nil }
        let target = folder.appendingPathComponent(relativePath).standardizedFileURL.pathComponents
        let parts: [String]
        if let base = outputFolder?.standardizedFileURL.pathComponents {
            let common = zip(target, base).prefix { $0 == $1 }.count
            parts = Array(repeating: "..", count: base.count - common) + target[common...]
        } else {
            parts = relativePath.split(separator: "/").map(String.init)
        }
        return parts.map { $0.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? "" }.joined(separator: "/")
    }

    // MARK: - Grid and cards

    private func grid(_ failing: [(folder: URL, entry: RunRecord.Entry)]) -> String {
        guard !failing.isEmpty else { return "" }
        let names = failing.map { "\($0.entry.suite)/\($0.entry.name)" }.uniqued()
        guard names.count <= Self.gridLimit, locales.count <= Self.gridLocaleLimit else {
            return #"<section id="grid"><h2>Failures by locale</h2><p>\#(names.count) failing rows in \#(locales.count) locales: the grid is left out; the groups above list every row.</p></section>"#
        }
        var cellsByName: [String: RunRecord.Entry] = [:]
        for (_, entry) in failing where cellsByName["\(entry.suite)/\(entry.name)\u{0}\(entry.locale)"] == nil {
            cellsByName["\(entry.suite)/\(entry.name)\u{0}\(entry.locale)"] = entry
        }
        var rows = [#"<section id="grid"><h2>Failures by locale</h2><table class="grid"><thead><tr><th>row</th>"#
                    + locales.map { "<th>\(escape($0))</th>" }.joined() + "</tr></thead><tbody>"]
        for name in names {
            var cells = "<tr><th>\(escape(name))</th>"
            for locale in locales {
                if let hit = cellsByName["\(name)\u{0}\(locale)"] {
                    let symbol = hit.diagnosisKind == "flagMismatch" ? "⚑" : "✗"
                    cells += ##"<td class="fail"><a href="#\##(Self.anchor(hit))" title="\##(attribute(hit.diagnosis ?? hit.status))">\##(symbol)</a></td>"##
                } else {
                    cells += #"<td class="pass">·</td>"#
                }
            }
            rows.append(cells + "</tr>")
        }
        rows.append("</tbody></table></section>")
        return rows.joined(separator: "\n")
    }

    /// One failure in full: diagnosis, message, expected / actual / diff embedded once, and a
    /// slider that reuses the expected and actual images.
    private func card(_ entry: RunRecord.Entry, folder: URL, outputFolder: URL?, embedder: ImageEmbedder) -> String {
        var html = [#"<article class="failure" id="\#(Self.anchor(entry))" data-locale="\#(attribute(entry.locale))" data-name="\#(attribute(entry.name))" data-status="\#(attribute(entry.status))">"#]
        html.append("<h4>\(escape(entry.locale)) / \(escape(entry.suite)) / \(escape(entry.name)) <span class=\"status\">\(escape(entry.status))</span></h4>")
        if let diagnosis = entry.diagnosis { html.append(#"<p class="diagnosis">\#(escape(diagnosis))</p>"#) }
        var message = Self.withoutArtifactPaths(entry.message)
        if let diagnosis = entry.diagnosis, message.hasPrefix(diagnosis + "\n") { message.removeFirst(diagnosis.count + 1) }
        html.append(#"<pre class="message">\#(escape(message))</pre>"#)
        let images = ["expected", "actual", "diff"].compactMap { kind in
            entry.artifacts[kind].flatMap { path in
                embedder.source(path, in: folder, link: link(path, in: folder, from: outputFolder)).map { (kind, $0) }
            }
        }
        if !images.isEmpty {
            html.append(#"<div class="views">"#)
            for (kind, source) in images {
                let origin: String
                switch source {
                case let .embedded(uri, id): origin = #"id="\#(id)" src="\#(attribute(uri))""#
                case let .sameAs(id): origin = #"data-same="\#(id)""#
                case let .linked(path): origin = #"loading="lazy" src="\#(attribute(path))""#
                }
                html.append(#"<figure><figcaption>\#(kind)</figcaption><img class="\#(kind)" alt="\#(kind)" \#(origin)></figure>"#)
            }
            html.append("</div>")
            if images.contains(where: { $0.0 == "expected" }), images.contains(where: { $0.0 == "actual" }) {
                // The expected layer sits on top, clipped to the slider's left part: expected on
                // the left, actual on the right, whatever the row's writing direction.
                html.append(#"<div class="slider" dir="ltr"><p class="caption"><span>◀ expected</span><span>actual ▶</span></p><div class="frame"><img class="under" alt="actual"><div class="top"><img class="over" alt="expected"></div></div><input type="range" min="0" max="100" value="50" step="1" aria-label="divider between expected (left) and actual (right), percent"></div>"#)
            }
        }
        html.append("</article>")
        return html.joined(separator: "\n")
    }

    /// A message without its artifact-path lines (`  expected: …`): the card shows the
    /// images themselves.
    static func withoutArtifactPaths(_ message: String) -> String {
        let kinds = ["expected", "actual", "diff", "side-by-side"].map { "  \($0): " }
        return message.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in !kinds.contains { line.hasPrefix($0) } }.joined(separator: "\n")
    }

    /// HTML element text.
    func escape(_ text: String) -> String { OutputEscaping.htmlText(text) }
    /// A quoted HTML attribute value.
    func attribute(_ text: String) -> String { OutputEscaping.htmlAttribute(text) }
    /// Characters a path component keeps unencoded in a link.
    static let pathCharacters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    static let style = """
    body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1c1c1e;background:#f2f2f7}
    h1{margin:0 0 4px}h2{margin:24px 0 8px}.totals{margin:0;color:#3a3a3c}
    .drift{background:#fff4ce;border:1px solid #e0c060;padding:8px 16px;border-radius:8px}
    .group{background:#fff;border-radius:10px;padding:8px 16px;margin:12px 0;box-shadow:0 1px 3px #0002}
    .group h3{margin:6px 0}.count{background:#c00;color:#fff;border-radius:10px;padding:1px 8px;margin-right:6px}
    .accept code{background:#f2f2f7;padding:2px 4px;border-radius:4px}
    .rows{columns:3 220px;padding-left:18px}.rows img{display:block;max-width:200px;margin:2px 0 8px}
    table{border-collapse:collapse;background:#fff}td,th{border:1px solid #d1d1d6;padding:4px 10px;text-align:center}
    .grid td.fail{background:#ffd6d6}.grid td.fail a{color:#c00;text-decoration:none;font-weight:bold}.grid td.pass{color:#aeaeb2}
    .bad{color:#c00;font-weight:bold}.good{color:#1a7f37}.note{color:#6c6c70}.warning{background:#ffd6d6;padding:8px 16px;border-radius:8px}
    .failure{border-top:1px solid #e5e5ea;padding:10px 0;margin:8px 0}
    .failure h4{margin:0 0 6px}.status{font-size:12px;background:#ffd6d6;color:#900;padding:2px 6px;border-radius:4px}
    .diagnosis{font-weight:bold;color:#900;margin:4px 0}.message{white-space:pre-wrap;font-size:12px;color:#3a3a3c;background:#f2f2f7;padding:6px;border-radius:6px}
    .views{display:flex;gap:12px;flex-wrap:nowrap}figure{margin:0;flex:1 1 0;min-width:0}figcaption{font-size:12px;color:#6c6c70}
    img{max-width:100%;border:1px solid #d1d1d6;display:block}
    .slider{margin-top:10px;width:max-content;max-width:100%}.caption{display:flex;justify-content:space-between;font-size:12px;color:#6c6c70;margin:0}
    .frame{position:relative;display:inline-block}.frame .top{position:absolute;top:0;left:0;width:50%;height:100%;overflow:hidden}
    .frame .top img{max-width:none}.slider input{display:block;width:100%}
    .findings{background:#fff;border-radius:10px;padding:8px 16px;margin:12px 0;box-shadow:0 1px 3px #0002}
    table.findings td{text-align:left;font-size:13px}table.findings img{max-width:320px}
    """

    /// Gives each repeated image its first use's source, fills each slider from its card's images and moves the divider; the range input
    /// is keyboard-operable (arrow keys, Home, End).
    static let script = """
    document.querySelectorAll('img[data-same]').forEach(function(i){i.src=document.getElementById(i.dataset.same).src;});
    document.querySelectorAll('.failure').forEach(function(card){var s=card.querySelector('.slider');if(!s)return;
    var e=card.querySelector('img.expected'),a=card.querySelector('img.actual');
    s.querySelector('img.over').src=e.src;s.querySelector('img.under').src=a.src;
    var i=s.querySelector('input'),t=s.querySelector('.top');
    function move(){t.style.width=i.value+'%';}i.addEventListener('input',move);move();});
    """
}
