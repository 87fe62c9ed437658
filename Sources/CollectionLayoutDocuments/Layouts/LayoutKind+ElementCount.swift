import CollectionLayoutCore

extension LayoutKind {
  /// The global headers, and each section's headers, footers, and placeholder or items: what
  /// a layout without decorations of its own lists.
  public static func elementCount(of configuration: Configuration, in scenario: Scenario) -> Int? {
    scenario.listedElementCountOfSections.exactValue
  }

  /// ``elementCount(of:in:)`` for `scenario`, whose layout is of this kind (the default count
  /// when it is of another kind): exact, or known to be more than `Int.max`.
  static func elementCount(of scenario: Scenario) -> SaturatingCount {
    guard let configuration = configuration(of: scenario.layout) else {
      return scenario.listedElementCountOfSections
    }
    return elementCount(of: configuration, in: scenario).map { SaturatingCount($0) }
      ?? .beyondInt
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

extension SaturatingCount {
  /// The count; `nil` once it has passed `Int.max`.
  var exactValue: Int? { isExact ? value : nil }
}
