/// Renders a report as a plain-text table (the terminal) or as Markdown (Performance.md).
struct ReportTable {
  /// The header cells.
  var header: [String]
  /// Whether each column is right-aligned (numbers).
  var rightAligned: [Bool]
  /// The body rows, one cell per column.
  var rows: [[String]] = []

  /// Columns padded to their widest cell, two spaces apart.
  func plainText() -> String {
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      cells.indices.map { column in
        let padding = String(repeating: " ", count: widths[column] - cells[column].count)
        return rightAligned[column] ? padding + cells[column] : cells[column] + padding
      }.joined(separator: "  ")
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return ([line(header), rule] + rows.map(line)).map { trimmed($0) }.joined(separator: "\n")
  }

  /// A Markdown table.
  func markdown() -> String {
    let separator = rightAligned.map { $0 ? "---:" : "---" }
    return ([header, separator] + rows).map { "| " + $0.joined(separator: " | ") + " |" }
      .joined(separator: "\n")
  }

  private func trimmed(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}

extension BenchmarkReport {
  /// The timings: one row per operation and size.
  var timingTable: ReportTable {
    var table = ReportTable(
      header: ["operation", "items", "median", "min", "max", "baseline median", "ratio"],
      rightAligned: [false, true, true, true, true, true, true])
    for operation in operations {
      for row in operation.rows {
        table.rows.append([
          operation.title,
          formatCount(row.items) + (row.sections.map { " in \(formatCount($0)) sections" } ?? ""),
          row.engine.map { formatDuration($0.median) } ?? "unavailable",
          row.engine.map { formatDuration($0.minimum) } ?? "-",
          row.engine.map { formatDuration($0.maximum) } ?? "-",
          row.baseline.map { formatDuration($0.median) } ?? "not run",
          row.ratio.map(formatRatio) ?? "-",
        ])
      }
    }
    return table
  }

  /// Peak memory: one row per size.
  var memoryTable: ReportTable {
    var table = ReportTable(
      header: [
        "items", "engine's part", "engine peak (VmHWM)", "eager's part", "eager peak", "ratio",
      ],
      rightAligned: [true, true, true, true, true, true])
    for row in memory {
      var ratio = "-"
      if let engine = row.engine, let eager = row.eager, engine.part > 0 {
        ratio = formatRatio(Double(eager.part) / Double(engine.part))
      }
      table.rows.append([
        formatCount(row.items),
        row.engine.map { formatMegabytes(kibibytes: $0.part) } ?? "unavailable",
        row.engine.map { formatMegabytes(kibibytes: $0.peak) } ?? "-",
        row.eager.map { formatMegabytes(kibibytes: $0.part) } ?? "unavailable",
        row.eager.map { formatMegabytes(kibibytes: $0.peak) } ?? "-",
        ratio,
      ])
    }
    return table
  }

  /// One line per target: met, missed or not measured, with the figures.
  var verdictLines: [String] {
    var lines = operations.map { "\($0.title): \(verdictWord($0.verdict)) - \($0.verdict.summary)" }
    lines.append("peak memory: \(verdictWord(memoryVerdict)) - \(memoryVerdict.summary)")
    lines += decodeVerdicts.map {
      "\($0.title): \(verdictWord($0.verdict)) - \($0.verdict.summary)"
    }
    return lines
  }

  /// The notes of the rows, as `operation, N items: note`.
  var noteLines: [String] {
    operations.flatMap { operation in
      operation.rows.compactMap { row in
        row.note.map { "\(operation.title), \(formatCount(row.items)) items: \($0)" }
      }
    }
      + memory.compactMap { row in row.note.map { "memory, \(formatCount(row.items)) items: \($0)" }
      }
      + updateMemory.compactMap { row in
        row.note.map { "update memory, \(formatCount(row.items)) items: \($0)" }
      } + decodeNotes
  }

  private func verdictWord(_ verdict: Verdict) -> String {
    switch verdict.met {
    case true?: return "met"
    case false?: return "MISSED"
    case nil: return "not measured"
    }
  }

  /// The whole report as plain text, for the terminal.
  func plainText() -> String {
    var text = "CollectionLayout benchmark (\(mode)), \(date)\n"
    text += "machine: \(machine.cores) cores, \(machine.cpu)\n"
    if !machine.optimized {
      text += "WARNING: a debug build; run with -c release for meaningful figures\n"
    }
    text += "\n" + timingTable.plainText() + "\n\n"
    text += "baselines (measured in the same run; ratio = baseline median / engine median):\n"
    for operation in operations { text += "  \(operation.title): \(operation.baseline)\n" }
    text += "\npeak memory of uniform items prepared and queried (MB = 10^6 bytes):\n"
    text += memoryTable.plainText() + "\n"
    if !updateMemory.isEmpty {
      text += "\npeak memory of a batch update beyond the layout (MB = 10^6 bytes):\n"
      text += updateMemoryTable.plainText() + "\n"
    }
    text += decodeSection(markdown: false) + "\n"
    text += "targets:\n" + verdictLines.map { "  \($0)\n" }.joined()
    text += "\n" + growthSection(markdown: false)
    if !noteLines.isEmpty { text += "\nnotes:\n" + noteLines.map { "  \($0)\n" }.joined() }
    text += "\nchecksum \(checksum)\n"
    return text
  }

  /// The results section of Performance.md: the tables, the targets and the notes.
  func markdown() -> String {
    var text = timingTable.markdown() + "\n\n"
    text += "Peak memory of uniform items prepared and queried (MB = 10^6 bytes):\n\n"
    text += memoryTable.markdown() + "\n\n"
    if !updateMemory.isEmpty {
      text += "Peak memory of a batch update beyond the layout (MB = 10^6 bytes):\n\n"
      text += updateMemoryTable.markdown() + "\n\n"
    }
    text += decodeSection(markdown: true)
    text += "Targets:\n\n" + verdictLines.map { "- \($0)\n" }.joined()
    text += "\n" + growthSection(markdown: true)
    if !noteLines.isEmpty { text += "\nNotes:\n\n" + noteLines.map { "- \($0)\n" }.joined() }
    return text
  }
}
