import CollectionLayout
import Foundation

extension OperationRunner {
  /// `ScenarioDecoder.decode(_:)` of a generated document (``DecodeWorkloads``), validation
  /// included, next to Foundation's `JSONSerialization` parsing the same bytes into its own
  /// tree (no model, no checks): the generic way to read JSON, measured in the same run.
  mutating func decode(_ shape: DecodeWorkloads.Shape) throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let bytes = DecodeWorkloads.document(itemCount: size, shape: shape)
      let data = Data(bytes)
      let engine = try measure(with: slow(21)) {
        let scenario = try ScenarioDecoder.decode(bytes)
        return scenario.sections.count &+ scenario.sections[1].items.count
      }
      let baseline = try measure(.baseline, with: slow(11)) {
        let tree = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return tree?.count ?? 0
      }
      let megabytes = Double(bytes.count) / 1e6
      var parts: [String] = []
      if let engine {
        parts.append(
          "\(formatCount(bytes.count)) bytes; "
            + "\(formatFixed(megabytes / engine.median, digits: 0)) MB/s")
      }
      if let baseline {
        parts.append(
          "JSONSerialization \(formatFixed(megabytes / baseline.median, digits: 0)) MB/s")
      }
      rows.append(
        ResultRow(
          items: size, engine: engine, baseline: baseline,
          note: parts.joined(separator: "; ")))
    }
    return report("decode-\(shape.rawValue)", "decode, \(shape.title)", rows)
  }

  /// Met when the engine reads at least 200 MB of JSON a second at the plan's target size.
  func throughputVerdict(_ rows: [ResultRow], shape: DecodeWorkloads.Shape) -> Verdict {
    let size = plan.targetSize
    guard let row = rows.first(where: { $0.items == size }), let engine = row.engine else {
      return Verdict(met: nil, summary: "not measured at \(formatCount(size)) items in this run")
    }
    let bytes = DecodeWorkloads.document(itemCount: size, shape: shape).count
    let throughput = Double(bytes) / engine.median / 1e6
    return Verdict(
      met: throughput >= 200,
      summary: "\(formatCount(size)) items: \(formatFixed(throughput, digits: 0)) MB/s "
        + "(target >= 200 MB/s)")
  }
}
