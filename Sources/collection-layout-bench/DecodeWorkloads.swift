import CollectionLayout

/// The scenario documents of the decode and end-to-end measurements: the benchmark's layout
/// (``Workloads``: 10 sections of 2 columns, a pinned header per section, a pinned global
/// header, 44-point rows, 768 × 1024 under a 64-point bar, scale 2) written as JSON text the
/// way a person or a tool would write it, one item per line.
enum DecodeWorkloads {
  /// How the items of a document are written.
  enum Shape: String, CaseIterable, Codable, Hashable {
    /// Each section's items as a bare count: `"items": 100000`.
    case uniform
    /// Every item listed with its own height: `{"height": 44.5}`.
    case heights
    /// Every item listed with an id and its own height: `{"id": "item-17", "height": 44.5}`.
    case heightsAndIDs = "heights-ids"

    /// The name in the tables.
    var title: String {
      switch self {
      case .uniform: return "uniform (counts)"
      case .heights: return "own heights"
      case .heightsAndIDs: return "heights and ids"
      }
    }
  }

  /// The document of `itemCount` items (rounded down to a multiple of 10) in `shape`, as
  /// UTF-8 bytes. Heights run from 20 to 80 points in steps of half a point.
  /// With `allElements`, the document asks for every element in every entry
  /// (`"output": {"elements": "all"}`). After the `steps` scrolls come `updates` update steps,
  /// each deleting item 1 of section 0 and inserting item 0: every item below moves, and with
  /// every element listed each update's transition has a record per element.
  static func document(
    itemCount: Int, shape: Shape, steps: Int = 1, allElements: Bool = false, updates: Int = 0
  )
    -> [UInt8]
  {
    let perSection = itemCount / Workloads.sectionCount
    var text: [UInt8] = []
    text.reserveCapacity(perSection * Workloads.sectionCount * 40 + 1_000)
    func append(_ string: String) { text.append(contentsOf: string.utf8) }
    append(
      """
      {"version": 1,
       "viewport": {"width": 768, "height": 1024},
       "contentInset": {"top": 64},
       "displayScale": 2,
       "metrics": {"rowHeight": 44, "columns": 2},
       "globalHeaders": [{"height": 50, "pinned": true}],
       "sections": [

      """)
    for section in 0..<Workloads.sectionCount {
      append(#"  {"headers": [{"height": 40, "pinned": true}], "items": "#)
      if shape == .uniform {
        append(String(perSection))
      } else {
        append("[\n")
        for item in 0..<perSection {
          let index = section * perSection + item
          let height = 20 + Double(index * 7_919 % 121) / 2
          let written = height == height.rounded() ? String(Int(height)) : String(height)
          append(shape == .heightsAndIDs ? #"    {"id": "item-\#(index)", "# : "    {")
          append(#""height": \#(written)}"#)
          append(item + 1 < perSection ? ",\n" : "\n")
        }
        append("  ]")
      }
      append(section + 1 < Workloads.sectionCount ? "},\n" : "}\n")
    }
    append(" ],\n \"steps\": [")
    for step in 0..<steps {
      append(#"{"scroll": {"x": 0, "y": \#(300 * (step + 1))}}"#)
      if step + 1 < steps + updates { append(", ") }
    }
    for update in 0..<updates {
      append(#"{"update": {"deleteItems": [[0, 1]], "insertItems": [[0, 0]]}}"#)
      if update + 1 < updates { append(", ") }
    }
    append(allElements ? "],\n \"output\": {\"elements\": \"all\"}}\n" : "]}\n")
    return text
  }
}
