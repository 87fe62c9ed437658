/// The decode part of a run: peak memory of decoding and the end-to-end command, their
/// tables and their targets (issue 18: at most 64 bytes of peak memory per item beyond the
/// model; 1,000,000 items with heights and ids end to end in under 300 ms and 150 MB, and
/// 10,000,000 in under 3 s and 1.5 GB).
extension Plan {
  /// The item counts of the decode memory probes.
  var decodeMemorySizes: [Int] { mode == "quick" ? [10_000] : [100_000, 1_000_000] }
  /// The item counts of the end-to-end runs.
  var endToEndSizes: [Int] {
    mode == "quick" ? [1_000, 10_000] : [100_000, 1_000_000, 10_000_000]
  }
}

extension Benchmark {
  /// Runs the decode memory probes of `plan`.
  static func decodeMemory(_ plan: Plan) -> [DecodeMemoryRow] {
    var rows: [DecodeMemoryRow] = []
    for size in plan.decodeMemorySizes {
      for shape in DecodeWorkloads.Shape.allCases where shape != .uniform {
        printError("running decode memory probes, \(shape.title), \(formatCount(size)) items...")
        var row = DecodeMemoryRow(
          shape: shape, items: size,
          bytes: DecodeWorkloads.document(itemCount: size, shape: shape).count)
        var problems: [String] = []
        switch DecodeMemoryProbe.measure(shape: shape, items: size, baseline: false) {
        case .success(let figures): row.decoder = figures
        case .failure(let error): problems.append("decoder: \(error.message)")
        }
        switch DecodeMemoryProbe.measure(shape: shape, items: size, baseline: true) {
        case .success(let figures): row.baseline = figures
        case .failure(let error): problems.append("JSONSerialization: \(error.message)")
        }
        if [row.decoder, row.baseline].contains(where: { $0?.peakWasReset == false }) {
          problems.append("the peak could not be reset: it includes the process start-up")
        }
        if !problems.isEmpty { row.note = problems.joined(separator: "; ") }
        rows.append(row)
      }
    }
    return rows
  }
}

extension BenchmarkReport {
  /// Peak memory of decoding: one row per document.
  var decodeMemoryTable: ReportTable {
    var table = ReportTable(
      header: [
        "document", "items", "JSON", "model", "peak beyond the model", "per item",
        "JSONSerialization tree", "its peak beyond",
      ],
      rightAligned: [false, true, true, true, true, true, true, true])
    for row in decodeMemory {
      table.rows.append([
        row.shape.title, formatCount(row.items), formatMegabytes(bytes: row.bytes),
        row.decoder.map { formatMegabytes(kibibytes: $0.model) } ?? "unavailable",
        row.decoder.map { formatMegabytes(kibibytes: $0.transient) } ?? "-",
        row.decoder.map { "\(formatCount($0.transient * 1024 / max(1, row.items))) bytes" } ?? "-",
        row.baseline.map { formatMegabytes(kibibytes: $0.model) } ?? "unavailable",
        row.baseline.map { formatMegabytes(kibibytes: $0.transient) } ?? "-",
      ])
    }
    return table
  }

  /// `collection-layout frames` on generated files: one row per file.
  var endToEndTable: ReportTable {
    var table = ReportTable(
      header: ["document", "items", "file", "wall time", "peak resident"],
      rightAligned: [false, true, true, true, true])
    for row in endToEnd where row.items > 0 {
      table.rows.append([
        (row.allElements == true ? "\(row.shape.title), every element" : row.shape.title)
          + (row.updates.map { ", \($0) updates" } ?? ""),
        formatCount(row.items), formatMegabytes(bytes: row.bytes),
        row.wallSeconds.map(formatDuration) ?? "unavailable",
        row.peakKiB.map { formatMegabytes(kibibytes: $0) } ?? "-",
      ])
    }
    return table
  }

  /// The decode targets, met or missed, with the figures.
  var decodeVerdicts: [(title: String, verdict: Verdict)] {
    var verdicts: [(String, Verdict)] = []
    if !decodeMemory.isEmpty {
      let row = decodeMemory.first { $0.shape == .heightsAndIDs && $0.items == 1_000_000 }
      if let row, let decoder = row.decoder {
        let perItem = decoder.transient * 1024 / row.items
        verdicts.append(
          (
            "decode memory",
            Verdict(
              met: perItem <= 64,
              summary: "1,000,000 items with heights and ids: \(perItem) bytes per item beyond "
                + "the model (target <= 64)")
          ))
      } else {
        verdicts.append(
          ("decode memory", Verdict(met: nil, summary: "not measured at 1,000,000 items")))
      }
    }
    if !endToEnd.isEmpty {
      for (items, seconds, megabytes) in [(1_000_000, 0.3, 150.0), (10_000_000, 3.0, 1_500.0)] {
        let title = "end to end, \(formatCount(items)) items with heights and ids"
        guard
          let row = endToEnd.first(where: {
            $0.shape == .heightsAndIDs && $0.items == items && $0.allElements != true
          }),
          let wall = row.wallSeconds, let peak = row.peakKiB
        else {
          verdicts.append((title, Verdict(met: nil, summary: "not measured in this run")))
          continue
        }
        let resident = Double(peak) * 1024 / 1e6
        verdicts.append(
          (
            title,
            Verdict(
              met: wall < seconds && resident < megabytes,
              summary: "\(formatDuration(wall)) (target < \(formatDuration(seconds))), "
                + "\(formatMegabytes(kibibytes: peak)) (target < "
                + "\(formatFixed(megabytes, digits: 0)) MB)")
          ))
      }
    }
    let all = endToEnd.filter { $0.allElements == true && $0.updates == nil && $0.peakKiB != nil }
    if let million = all.first(where: { $0.items == 1_000_000 }), let wall = million.wallSeconds,
      let smallest = all.first, let largest = all.last, let low = smallest.peakKiB,
      let high = largest.peakKiB
    {
      // The output of the largest run is its items times about 150 bytes, in two entries:
      // memory independent of it means a peak that does not follow the items.
      let growth = Double(high) / Double(max(1, low))
      verdicts.append(
        (
          "end to end, every element",
          Verdict(
            met: wall < 0.3 && growth < 1.5,
            summary: "1,000,000 items: \(formatDuration(wall)) (target < 300 ms); peak "
              + "\(formatMegabytes(kibibytes: low)) at \(formatCount(smallest.items)) items and "
              + "\(formatMegabytes(kibibytes: high)) at \(formatCount(largest.items)) (target: "
              + "independent of the output, within 1.5x)")
        ))
    }
    // Updates whose transitions list every element, written as their records are made: the
    // peak is that of the same document without the updates, not the records'.
    if let updated = endToEnd.last(where: { $0.updates != nil && $0.peakKiB != nil }),
      let plain = all.first(where: { $0.items == updated.items }), let peak = updated.peakKiB,
      let plainPeak = plain.peakKiB, let wall = updated.wallSeconds
    {
      let growth = Double(peak) / Double(max(1, plainPeak))
      verdicts.append(
        (
          "end to end, updates listing every element",
          Verdict(
            met: growth < 1.5,
            summary: "\(formatCount(updated.items)) items, \(updated.updates ?? 0) updates: "
              + "\(formatDuration(wall)), peak \(formatMegabytes(kibibytes: peak)) against "
              + "\(formatMegabytes(kibibytes: plainPeak)) without the updates (target: within "
              + "1.5x, the transitions never held whole)")
        ))
    }
    return verdicts
  }

  /// The notes of the decode measurements.
  var decodeNotes: [String] {
    decodeMemory.compactMap { row in
      row.note.map { "decode memory, \(row.shape.title), \(formatCount(row.items)) items: \($0)" }
    }
      + endToEnd.compactMap { row in
        row.note.map { "end to end, \(row.shape.title), \(formatCount(row.items)) items: \($0)" }
      }
  }

  /// The decode tables, as plain text or Markdown.
  func decodeSection(markdown: Bool) -> String {
    var text = ""
    if !decodeMemory.isEmpty {
      text +=
        markdown
        ? "Peak memory of decoding (MB = 10^6 bytes):\n\n"
        : "\npeak memory of decoding (MB = 10^6 bytes):\n"
      text += (markdown ? decodeMemoryTable.markdown() : decodeMemoryTable.plainText()) + "\n\n"
    }
    if !endToEnd.isEmpty {
      text +=
        markdown
        ? "`collection-layout frames FILE > /dev/null`, median of \(EndToEnd.runs) runs:\n\n"
        : "collection-layout frames FILE > /dev/null, median of \(EndToEnd.runs) runs:\n"
      text += (markdown ? endToEndTable.markdown() : endToEndTable.plainText()) + "\n\n"
    }
    return text
  }
}

/// A size in bytes as MB (10^6 bytes) with one decimal: `41.9 MB`.
func formatMegabytes(bytes: Int) -> String {
  "\(formatFixed(Double(bytes) / 1e6, digits: 1)) MB"
}
