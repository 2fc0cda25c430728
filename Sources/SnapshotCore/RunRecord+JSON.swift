// `run.json` written by hand (``PrettyJSONWriter``): the same bytes `JSONEncoder` wrote with
// sorted keys, which `JSONDecoder` reads back into the same record. Each type lists its
// members in key order; a field added to a type must be added here too (the round-trip
// test compares the decoded records, field by field).

extension RunRecord {
    /// Sorted, pretty-printed JSON with a trailing newline; strings escaped for display
    /// (``OutputEscaping/appendJSONString(_:to:)``).
    public func encoded() -> [UInt8] {
        var writer = PrettyJSONWriter(capacity: 4096 + 700 * entries.count)
        write(to: &writer)
        return writer.bytes + [0x0A]
    }

    func write(to writer: inout PrettyJSONWriter) {
        writer.object { writer in
            writer.member("completeSuites", completeSuites)
            writer.key("durationSeconds")
            writer.double(durationSeconds)
            writer.member("entries", entries, onEveryCore: true) { entry, writer in entry.write(to: &writer) }
            writer.key("environment")
            environment.write(to: &writer)
            writer.member("environmentDrift", environmentDrift)
            writer.member("findings", findings) { finding, writer in finding.write(to: &writer) }
            writer.member("format", format)
            writer.member("groups", groups) { group, writer in group.write(to: &writer) }
            writer.member("mode", mode)
            writer.key("selection")
            selection.write(to: &writer)
            writer.member("tool", tool)
            writer.member("warnings", warnings)
        }
    }
}

extension RunRecord.Entry {
    func write(to writer: inout PrettyJSONWriter) {
        writer.object { writer in
            writer.member("artifacts", artifacts)
            writer.member("code", code)
            writer.member("diagnosis", diagnosis)
            writer.member("diagnosisKind", diagnosisKind)
            writer.member("differingPixels", differingPixels)
            writer.member("differingRatio", differingRatio)
            writer.member("environmentDrift", environmentDrift)
            writer.member("goldenHashes", goldenHashes)
            writer.member("goldens", goldens)
            writer.member("group", group)
            writer.member("largestDelta", largestDelta)
            writer.member("locale", locale)
            writer.member("message", message)
            writer.member("name", name)
            writer.key("passed")
            writer.bool(passed)
            writer.member("snapshotFolder", snapshotFolder)
            writer.member("status", status)
            writer.member("suite", suite)
        }
    }
}

extension RunRecord.Selection {
    func write(to writer: inout PrettyJSONWriter) {
        writer.object { writer in
            writer.member("codes", codes)
            writer.member("locales", locales)
            if let shard {
                writer.key("shard")
                writer.object { writer in
                    writer.member("count", shard.count)
                    writer.member("index", shard.index)
                }
            }
            writer.member("theme", theme)
        }
    }
}

extension RunRecord.Group {
    func write(to writer: inout PrettyJSONWriter) {
        writer.object { writer in
            writer.member("cause", cause)
            writer.member("consequence", consequence?.rawValue)
            writer.member("count", count)
            writer.member("id", id)
            writer.member("rows", rows)
        }
    }
}

extension RunFinding {
    func write(to writer: inout PrettyJSONWriter) {
        writer.object { writer in
            writer.member("details", details) { detail, writer in
                writer.object { writer in
                    writer.member("name", detail.name)
                    writer.member("value", detail.value)
                }
            }
            writer.member("heading", heading)
            writer.member("image", image)
            writer.member("kind", kind)
            writer.member("locale", locale)
            writer.member("message", message)
            writer.member("severity", severity.rawValue)
            writer.member("subject", subject)
            writer.member("suite", suite)
        }
    }
}

extension RenderEnvironment {
    func write(to writer: inout PrettyJSONWriter) {
        writer.object { writer in
            writer.member("fonts", fonts)
            writer.member("format", format)
            writer.member("libraries", libraries)
            writer.member("localizedNames", localizedNames)
            writer.member("rowStyleVersion", rowStyleVersion)
            writer.member("toolchain", toolchain)
        }
    }
}
