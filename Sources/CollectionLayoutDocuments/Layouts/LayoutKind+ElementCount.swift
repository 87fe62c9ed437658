import CollectionLayoutCore

extension LayoutKind {
  /// The global headers, and each section's headers, footers, and placeholder or items: what
  /// a layout without decorations of its own lists.
  static func elementCount(of configuration: Configuration, in scenario: Scenario)
    -> SaturatingCount
  {
    scenario.listedElementCountOfSections
  }

  /// ``elementCount(of:in:)`` for `scenario`, whose layout is of this kind; the default count
  /// when it is of another kind.
  static func elementCount(of scenario: Scenario) -> SaturatingCount {
    guard let configuration = configuration(of: scenario.layout) else {
      return scenario.listedElementCountOfSections
    }
    return elementCount(of: configuration, in: scenario)
  }
}

extension Scenario {
  /// The number of elements the global headers and the sections list in a layout that adds
  /// nothing of its own: the global headers, and each section's headers, footers, and
  /// placeholder or items (each count >= 0). O(sections).
  var listedElementCountOfSections: SaturatingCount {
    var count = SaturatingCount(globalHeaders.count)
    for section in sections {
      count = count.adding(section.headers.count).adding(section.footers.count)
      count = count.adding(section.placeholder == nil ? section.items.count : 1)
    }
    return count
  }
}
