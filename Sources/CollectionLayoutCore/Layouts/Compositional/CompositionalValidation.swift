/// The checks of a compositional layout's configuration and sections, located as in a
/// scenario (`sections[2].layout.group.horizontal.subitems[0].item.size.width`).
extension RangeChecker {
  /// The built-in element kinds a compositional supplementary may not take: they are the
  /// layout's own elements.
  static let reservedCompositionalKinds: [ElementKind] = [
    .item, .background, .placeholder, .globalHeader, .rowSeparator, .columnSeparator,
    .sectionSeparator,
  ]

  /// Checks a configuration at `location` (`layout` in a scenario).
  package mutating func checkCompositional(
    _ configuration: CompositionalConfiguration, at location: ValueLocation
  ) {
    checkNonNegative(
      configuration.interSectionSpacing, at: location["interSectionSpacing"])
    // The first kind of each global element kind: kinds differing only in their first
    // letter's case ("header", "Header") would share ids.
    var globalKinds: [ElementKind: String] = [:]
    for (index, item) in configuration.boundarySupplementaryItems.enumerated() {
      let itemLocation = location["boundarySupplementaryItems"][index]
      checkBoundary(item, axis: configuration.scrollDirection, at: itemLocation)
      let globalKind =
        item.kind == ElementKind.header.rawValue
        ? ElementKind.globalHeader : CompositionalLayout.globalKind(of: item.kind)
      if let globalKind, ElementKind(rawValue: item.kind) != nil {
        if let first = globalKinds[globalKind], first != item.kind {
          report(
            itemLocation["kind"],
            "expected a kind whose global element kind differs from that of \"\(first)\" "
              + "(both are \"\(globalKind.rawValue)\"), got \"\(item.kind)\"")
        } else {
          globalKinds[globalKind] = item.kind
        }
      }
      if item.kind != ElementKind.header.rawValue,
        ElementKind(rawValue: item.kind) != nil,
        CompositionalLayout.globalKind(of: item.kind) == nil
      {
        report(
          itemLocation["kind"],
          "expected a kind of at most 17 characters for a global supplementary (its element "
            + "kind is \"global\" and the kind), got \(item.kind.count)")
      }
    }
    if let section = configuration.section {
      checkCompositionalSection(
        section, axis: configuration.scrollDirection, at: location["section"])
    }
  }

  /// Checks every section: each has a compositional section layout (its own, or the
  /// configuration's `section`), and each of its own is valid.
  package mutating func checkCompositionalSections(
    _ sections: [LayoutSection], with configuration: CompositionalConfiguration,
    at location: ValueLocation, sectionsOf configurationLocation: String
  ) {
    for (index, section) in sections.enumerated() {
      let sectionLocation = location[index]["layout"]
      guard let layout = section.layout else {
        if configuration.section == nil {
          report(
            sectionLocation,
            "expected a section layout: the section has none, and \(configurationLocation) "
              + "has no \"section\" for it")
        }
        continue
      }
      guard let description = layout.value(as: CompositionalSection.self) else {
        report(
          sectionLocation,
          "expected a compositional section layout, got a \(layout.layoutKind) one")
        continue
      }
      checkCompositionalSection(
        description, axis: configuration.scrollDirection, at: sectionLocation)
    }
  }

  /// Checks a section description at `location`.
  mutating func checkCompositionalSection(
    _ section: CompositionalSection, axis: ScrollAxis, at location: ValueLocation
  ) {
    if section.list != nil { return }
    checkGroup(
      section.group, heightIsEstimated: false,
      at: location["group"][section.group.axis.rawValue])
    if section.group.edgeSpacing != CompositionalEdgeSpacing() {
      report(
        location["group"][section.group.axis.rawValue]["edgeSpacing"],
        "expected no edgeSpacing on a section's outermost group (it has no parent group to "
          + "space it in: the section's contentInsets and interGroupSpacing place it)")
    }
    let slots = Self.leastSlotCount(of: section.group)
    if slots > GroupTemplate.maximumSlotCount {
      report(
        location["group"][section.group.axis.rawValue],
        "expected a group of at most \(GroupTemplate.maximumSlotCount) slots in all (each count "
          + "multiplies its nested groups' slots), got \(slots)")
    }
    checkNonNegative(section.interGroupSpacing, at: location["interGroupSpacing"])
    checkDirectionalInsets(section.contentInsets, at: location["contentInsets"])
    if axis == .horizontal, section.orthogonalScrollingBehavior != .none {
      report(
        location["orthogonalScrollingBehavior"],
        "expected \"none\" in a horizontally scrolling layout (sections scroll across a "
          + "vertical layout only), got \"\(section.orthogonalScrollingBehavior.rawValue)\"")
    }
    checkVisibleItemsEffects(of: section, at: location)
    let anchoredKinds = Self.anchoredKinds(in: section.group)
    for (index, item) in section.boundarySupplementaryItems.enumerated() {
      checkBoundary(item, axis: axis, at: location["boundarySupplementaryItems"][index])
      if anchoredKinds.contains(item.kind) {
        report(
          location["boundarySupplementaryItems"][index]["kind"],
          "expected a kind other than those of the section's items' supplementaryItems (their "
            + "ids would be the same), got \"\(item.kind)\"")
      }
    }
    for (index, decoration) in section.decorationItems.enumerated() {
      if case .background(let insets) = decoration {
        checkDirectionalInsets(
          insets, at: location["decorationItems"][index]["background"]["contentInsets"])
      }
    }
  }

  /// The fewest slots `group`'s template has: a `count` group `count` times its subitem's, a
  /// repeating group each subitem's once (it repeats them as far as its container allows).
  /// Saturates at `Int.max`. O(the description's size).
  static func leastSlotCount(of group: CompositionalGroup) -> Int {
    var total = 0
    for subitem in group.subitems {
      let slots: Int
      switch subitem {
      case .item: slots = 1
      case .group(let nested): slots = leastSlotCount(of: nested)
      }
      let (sum, overflow) = total.addingReportingOverflow(slots)
      total = overflow ? Int.max : sum
    }
    if let count = group.count, count > 1 {
      let (product, overflow) = total.multipliedReportingOverflow(by: count)
      total = overflow ? Int.max : product
    }
    return total
  }

  /// The kinds of the supplementaries anchored to the items of `group`, nested groups
  /// included.
  package static func anchoredKinds(in group: CompositionalGroup) -> Set<String> {
    var kinds: Set<String> = []
    for subitem in group.subitems {
      switch subitem {
      case .item(let item): kinds.formUnion(item.supplementaryItems.map(\.kind))
      case .group(let nested): kinds.formUnion(anchoredKinds(in: nested))
      }
    }
    return kinds
  }

  /// Checks a group at `location` (`….group.horizontal`); `heightIsEstimated` when its
  /// container's height is an estimate.
  private mutating func checkGroup(
    _ group: CompositionalGroup, heightIsEstimated: Bool, at location: ValueLocation
  ) {
    checkCompositionalSize(group.size, heightIsEstimated: heightIsEstimated, at: location["size"])
    if group.subitems.isEmpty {
      report(location["subitems"], "expected at least one subitem")
    }
    if let count = group.count {
      if count < 1 || count > GroupTemplate.maximumSlotCount {
        report(
          location["count"],
          "expected a count 1 ... \(GroupTemplate.maximumSlotCount), got \(count)")
      }
      if group.subitems.count > 1 {
        report(
          location["count"],
          "expected a single subitem with \"count\", got \(group.subitems.count) subitems")
      }
    }
    if let spacing = group.interItemSpacing {
      checkNonNegative(spacing.points, at: location["interItemSpacing"])
    }
    checkDirectionalInsets(group.contentInsets, at: location["contentInsets"])
    checkEdgeSpacing(group.edgeSpacing, at: location["edgeSpacing"])
    let estimated = group.size.height.isEstimated
    for (index, subitem) in group.subitems.enumerated() {
      let subitemLocation = Self.subitemLocation(of: group, index, at: location)
      switch subitem {
      case .item(let item):
        checkItem(item, heightIsEstimated: estimated, at: subitemLocation["item"])
      case .group(let nested):
        checkGroup(
          nested, heightIsEstimated: estimated,
          at: subitemLocation["group"][nested.axis.rawValue])
      }
    }
  }

  /// Where subitem `index` of `group` (at `location`) is: `subitems[index]`, or
  /// `repeatingSubitem` for a group that repeats its subitem at its own size.
  static func subitemLocation(
    of group: CompositionalGroup, _ index: Int, at location: ValueLocation
  ) -> ValueLocation {
    group.keepsSubitemSize ? location["repeatingSubitem"] : location["subitems"][index]
  }

  /// Checks an item at `location`.
  private mutating func checkItem(
    _ item: CompositionalItem, heightIsEstimated: Bool, at location: ValueLocation
  ) {
    checkCompositionalSize(item.size, heightIsEstimated: heightIsEstimated, at: location["size"])
    checkDirectionalInsets(item.contentInsets, at: location["contentInsets"])
    checkEdgeSpacing(item.edgeSpacing, at: location["edgeSpacing"])
    var kinds: Set<String> = []
    for (index, supplementary) in item.supplementaryItems.enumerated() {
      let supplementaryLocation = location["supplementaryItems"][index]
      checkSupplementaryKind(supplementary.kind, at: supplementaryLocation["kind"])
      if supplementary.kind == ElementKind.header.rawValue
        || supplementary.kind == ElementKind.footer.rawValue
      {
        report(
          supplementaryLocation["kind"],
          "expected a kind other than \"header\" and \"footer\" for an item's supplementary")
      }
      if !kinds.insert(supplementary.kind).inserted {
        report(
          supplementaryLocation["kind"],
          "expected distinct kinds among an item's supplementaryItems, got "
            + "\"\(supplementary.kind)\" twice")
      }
      checkCompositionalSize(
        supplementary.size, heightIsEstimated: false, at: supplementaryLocation["size"])
    }
  }

  /// Checks an item's or a group's edge spacing at `location`: each edge >= 0.
  private mutating func checkEdgeSpacing(
    _ spacing: CompositionalEdgeSpacing, at location: ValueLocation
  ) {
    for (name, edge) in [
      ("leading", spacing.leading), ("top", spacing.top), ("trailing", spacing.trailing),
      ("bottom", spacing.bottom),
    ] {
      if let edge { checkNonNegative(edge.points, at: location[name]) }
    }
  }

  /// Checks a boundary supplementary at `location`.
  private mutating func checkBoundary(
    _ item: BoundarySupplementary, axis: ScrollAxis, at location: ValueLocation
  ) {
    checkSupplementaryKind(item.kind, at: location["kind"])
    checkCompositionalSize(item.size, heightIsEstimated: false, at: location["size"])
    if item.alignment.isAtStart(along: axis) == nil {
      let names = BoundaryAlignment.allCases.filter { $0.isAtStart(along: axis) != nil }
        .map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      report(
        location["alignment"],
        "expected an alignment at an end of the \(axis.rawValue) scroll axis (\(names)), got "
          + "\"\(item.alignment.rawValue)\"")
    }
    checkOffset(item.absoluteOffset.x, at: location["absoluteOffset"]["x"])
    checkOffset(item.absoluteOffset.y, at: location["absoluteOffset"]["y"])
  }

  /// Checks a supplementary's kind: a valid element kind, none of the layout's own.
  private mutating func checkSupplementaryKind(_ kind: String, at location: ValueLocation) {
    guard let elementKind = ElementKind(rawValue: kind) else {
      report(
        location,
        "expected a kind of 1 to 23 ASCII letters, digits, \"-\", \"_\" or \".\", got "
          + "\"\(kind)\"")
      return
    }
    if Self.reservedCompositionalKinds.contains(elementKind) {
      report(
        location, "expected a kind that is not one of the layout's own elements, got \"\(kind)\"")
    }
  }

  /// Checks a size: each dimension > 0, and no fractional height in a container whose height
  /// is an estimate.
  private mutating func checkCompositionalSize(
    _ size: CompositionalSize, heightIsEstimated: Bool, at location: ValueLocation
  ) {
    checkDimension(size.width, at: location["width"])
    checkDimension(size.height, at: location["height"])
    if heightIsEstimated, size.height.isFractionalHeight {
      report(
        location["height"],
        "expected no fractionalHeight inside a group whose height is estimated (it has no "
          + "height to be a fraction of)")
    }
  }

  /// Checks a dimension: a fraction > 0, or a length > 0.
  private mutating func checkDimension(
    _ dimension: CompositionalDimension, at location: ValueLocation
  ) {
    switch dimension {
    case .absolute(let points), .estimated(let points):
      checkPositive(points, at: location)
    case .fractionalWidth(let fraction), .fractionalHeight(let fraction):
      if !(fraction.isFinite && fraction > 0 && fraction <= Limits.maximumLength) {
        report(location, "expected a fraction > 0, got \(format(fraction))")
      }
    }
  }

  /// Checks directional insets: each >= 0.
  private mutating func checkDirectionalInsets(
    _ insets: DirectionalInsets, at location: ValueLocation
  ) {
    checkNonNegative(insets.top, at: location["top"])
    checkNonNegative(insets.leading, at: location["leading"])
    checkNonNegative(insets.bottom, at: location["bottom"])
    checkNonNegative(insets.trailing, at: location["trailing"])
  }
}
