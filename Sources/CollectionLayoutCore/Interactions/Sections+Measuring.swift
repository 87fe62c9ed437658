/// Measured heights in the data: which elements still carry estimates, and the data with a
/// measure step's heights.
extension Array where Element == LayoutSection {
  /// Whether element `id` (an item, a header or a footer of these sections) has an estimated
  /// height; `false` for other elements, and for items given as a count (they are one row
  /// tall, not estimated).
  package func isHeightEstimated(_ id: ElementID) -> Bool {
    guard let section = id.section, indices.contains(section), id.indexes.count >= 2 else {
      return false
    }
    let index = id.indexes[1]
    switch id.kind {
    case .item:
      guard case .list(let items) = self[section].items, items.indices.contains(index) else {
        return false
      }
      return items[index].isHeightEstimated
    case .header:
      return self[section].headers.indices.contains(index)
        && self[section].headers[index].isHeightEstimated
    case .footer:
      return self[section].footers.indices.contains(index)
        && self[section].footers[index].isHeightEstimated
    default:
      return false
    }
  }

  /// Why `path` names no item of these sections, for a message: `there are N sections`,
  /// `section S has N items`, or, when the data has the item, that the layout does not show
  /// it.
  package func absence(ofItem path: ItemPath) -> String {
    guard indices.contains(path.section) else { return "there \(Self.count(count, "section"))" }
    let items = self[path.section].items.count
    guard path.item >= 0, path.item < items else {
      return "section \(path.section) has \(Self.count(items, "item", verb: false))"
    }
    return "the layout does not show it (section \(path.section) shows a placeholder)"
  }

  /// These sections with the heights of `measurement`: a measured item of a list gets the
  /// height as its own (estimate and aspect ratio dropped) and its measured width, a measured
  /// item of a count is stored sparsely (``Items/measuredCount(_:measured:)``), a measured
  /// header or footer gets the height. Throws every element that does not exist, located under `location`
  /// (`steps[4].measure`). O(sections with measured items + c log c), plus a copy of each list
  /// section measured.
  package func applying(_ measurement: HeightMeasurement, at location: ValueLocation)
    throws(LayoutError)
    -> [LayoutSection]
  {
    var issues: [LayoutIssue] = []
    var sections = self
    var countChanges: [Int: [(index: Int, height: Double, width: Double?)]] = [:]
    for (position, measured) in measurement.items.enumerated() {
      let path = measured.item
      guard indices.contains(path.section), path.item >= 0,
        path.item < self[path.section].items.count
      else {
        issues.append(
          LayoutIssue(
            location: location["items"][position],
            message: "expected an item of the data at this step, got [\(path.section), "
              + "\(path.item)]: \(absence(ofItem: path))"))
        continue
      }
      switch sections[path.section].items {
      case .list(var items):
        sections[path.section].items = .count(0)  // releases the list: edited in place
        items[path.item].height = measured.height
        if let width = measured.width { items[path.item].width = width }
        items[path.item].aspectRatio = nil
        items[path.item].isHeightEstimated = false
        sections[path.section].items = .list(items)
      case .count, .measuredCount:
        countChanges[path.section, default: []].append(
          (path.item, measured.height, measured.width))
      }
    }
    for (section, changes) in countChanges {
      switch sections[section].items {
      case .count(let count):
        sections[section].items = .measuredCount(count, measured: MeasuredHeights(sizes: changes))
      case .measuredCount(let count, let measured):
        sections[section].items = .measuredCount(
          count, measured: measured.merging(sizes: changes))
      case .list:
        break
      }
    }
    for (position, measured) in measurement.headers.enumerated() {
      if let issue = Self.measure(
        &sections, \.headers, measured, kind: "header", at: location["headers"][position])
      {
        issues.append(issue)
      }
    }
    for (position, measured) in measurement.footers.enumerated() {
      if let issue = Self.measure(
        &sections, \.footers, measured, kind: "footer", at: location["footers"][position])
      {
        issues.append(issue)
      }
    }
    guard issues.isEmpty else { throw LayoutError(issues: issues) }
    return sections
  }

  /// Gives header or footer `measured` its height; the issue of one that does not exist.
  private static func measure(
    _ sections: inout [LayoutSection], _ views: WritableKeyPath<LayoutSection, [Supplementary]>,
    _ measured: MeasuredSupplementary, kind: String, at location: ValueLocation
  ) -> LayoutIssue? {
    let got = "got [\(measured.section), \(measured.index)]"
    guard sections.indices.contains(measured.section) else {
      return LayoutIssue(
        location: location,
        message: "expected a \(kind) of the data at this step, \(got): "
          + "there \(count(sections.count, "section"))")
    }
    let count = sections[measured.section][keyPath: views].count
    guard measured.index >= 0, measured.index < count else {
      return LayoutIssue(
        location: location,
        message: "expected a \(kind) of the data at this step, \(got): section "
          + "\(measured.section) has \(Self.count(count, kind, verb: false))")
    }
    sections[measured.section][keyPath: views][measured.index].height = measured.height
    sections[measured.section][keyPath: views][measured.index].isHeightEstimated = false
    return nil
  }

  /// `is 1 section`, `are 3 sections`; without the verb, `1 item`, `3 items`.
  private static func count(_ count: Int, _ noun: String, verb: Bool = true) -> String {
    let counted = "\(count) \(noun)\(count == 1 ? "" : "s")"
    guard verb else { return counted }
    return (count == 1 ? "is " : "are ") + counted
  }
}
