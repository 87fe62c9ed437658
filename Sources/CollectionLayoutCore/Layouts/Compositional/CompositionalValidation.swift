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
    if let provider = configuration.sectionProvider {
      checkSectionProvider(provider, of: configuration, at: location)
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
        if configuration.section == nil, configuration.sectionProvider == nil {
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
    if let list = section.list {
      for edge in SwipeEdge.allCases {
        for (index, action) in list.swipeActions[edge].enumerated() {
          checkPositive(
            action.width,
            at: location["list"]["swipeActions"][edge.rawValue][index]["width"])
        }
      }
      return
    }
    checkGroup(section.group, isOutermost: true, at: location["group"][section.group.axis.rawValue])
    if section.group.edgeSpacing != CompositionalEdgeSpacing() {
      report(
        location["group"][section.group.axis.rawValue]["edgeSpacing"],
        "expected no edgeSpacing on a section's outermost group (it has no parent group to "
          + "space it in: the section's contentInsets and interGroupSpacing place it)")
    }
    let slots = Self.leastSlotCount(of: section.group)
    if slots.exceeds(GroupTemplate.maximumSlotCount) {
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
    let boundaryKinds = Set(section.boundarySupplementaryItems.map(\.kind))
    for (index, supplementary) in section.group.supplementaryItems.enumerated() {
      let kindLocation =
        location["group"][section.group.axis.rawValue]["supplementaryItems"][index]["kind"]
      if anchoredKinds.contains(supplementary.kind) {
        report(
          kindLocation,
          "expected a kind other than those of the section's items' supplementaryItems (their "
            + "ids would be the same), got \"\(supplementary.kind)\"")
      } else if boundaryKinds.contains(supplementary.kind) {
        report(
          kindLocation,
          "expected a kind other than those of the section's boundarySupplementaryItems (their "
            + "ids would be the same), got \"\(supplementary.kind)\"")
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
  /// Exact, or known to be more than `Int.max`. O(the description's size).
  static func leastSlotCount(of group: CompositionalGroup) -> SaturatingCount {
    var total = SaturatingCount()
    for subitem in group.subitems {
      switch subitem {
      case .item: total = total.adding(1)
      case .group(let nested): total = total.adding(leastSlotCount(of: nested))
      }
    }
    if let count = group.count, count > 1 { total = total.multiplied(by: count) }
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

  /// Checks a group at `location` (`….group.horizontal`); `isOutermost` for a section's
  /// outermost group, the only one that may have `supplementaryItems`.
  private mutating func checkGroup(
    _ group: CompositionalGroup, isOutermost: Bool, at location: ValueLocation
  ) {
    checkCompositionalSize(group.size, at: location["size"])
    if isOutermost {
      checkAnchoredSupplementaries(
        group.supplementaryItems, of: "a group's", at: location["supplementaryItems"])
    } else if !group.supplementaryItems.isEmpty {
      report(
        location["supplementaryItems"],
        "expected no supplementaryItems on a nested group (only a section's outermost group "
          + "has them: their ids KIND/S/G count the section's groups)")
    }
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
    for (index, subitem) in group.subitems.enumerated() {
      let subitemLocation = Self.subitemLocation(of: group, index, at: location)
      switch subitem {
      case .item(let item):
        checkItem(item, at: subitemLocation["item"])
      case .group(let nested):
        checkGroup(
          nested, isOutermost: false, at: subitemLocation["group"][nested.axis.rawValue])
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
  private mutating func checkItem(_ item: CompositionalItem, at location: ValueLocation) {
    checkCompositionalSize(item.size, at: location["size"])
    checkDirectionalInsets(item.contentInsets, at: location["contentInsets"])
    checkEdgeSpacing(item.edgeSpacing, at: location["edgeSpacing"])
    checkAnchoredSupplementaries(
      item.supplementaryItems, of: "an item's", at: location["supplementaryItems"])
  }

  /// Checks the anchored supplementaries of an item or a group (`owner`: "an item's", "a
  /// group's") at `location` (`….supplementaryItems`): their kinds, sizes and anchors.
  private mutating func checkAnchoredSupplementaries(
    _ supplementaries: [AnchoredSupplementary], of owner: String, at location: ValueLocation
  ) {
    var kinds: Set<String> = []
    for (index, supplementary) in supplementaries.enumerated() {
      let supplementaryLocation = location[index]
      checkSupplementaryKind(supplementary.kind, at: supplementaryLocation["kind"])
      if supplementary.kind == ElementKind.header.rawValue
        || supplementary.kind == ElementKind.footer.rawValue
      {
        report(
          supplementaryLocation["kind"],
          "expected a kind other than \"header\" and \"footer\" for \(owner) supplementary")
      }
      if !kinds.insert(supplementary.kind).inserted {
        report(
          supplementaryLocation["kind"],
          "expected distinct kinds among \(owner) supplementaryItems, got "
            + "\"\(supplementary.kind)\" twice")
      }
      checkCompositionalSize(supplementary.size, at: supplementaryLocation["size"])
      checkAnchor(supplementary.anchor, at: supplementaryLocation["anchor"])
    }
  }

  /// The largest magnitude of a fractional anchor offset: a million times the
  /// supplementary's size, as far as a length goes (``Limits/maximumLength``).
  static let maximumFractionalOffset = Limits.maximumLength

  /// Checks an anchor at `location`: at least one edge, and an offset a frame can hold (an
  /// absolute one as a boundary supplementary's, a fractional one within
  /// ±``maximumFractionalOffset``).
  private mutating func checkAnchor(_ anchor: SupplementaryAnchor, at location: ValueLocation) {
    if anchor.edges.isEmpty {
      report(
        location["edges"],
        "expected one edge, or two adjacent edges (a corner), to anchor to, got none")
    }
    switch anchor.offset {
    case .absolute(let point):
      checkOffset(point.x, at: location["absoluteOffset"]["x"])
      checkOffset(point.y, at: location["absoluteOffset"]["y"])
    case .fractional(let point):
      for (name, value) in [("x", point.x), ("y", point.y)] {
        let bound = Self.maximumFractionalOffset
        if !value.isFinite {
          report(
            location["fractionalOffset"][name], "expected a finite number, got \(format(value))")
        } else if abs(value) > bound {
          report(
            location["fractionalOffset"][name],
            "expected a fraction of the supplementary's size between -\(format(bound)) and "
              + "\(format(bound)), got \(format(value))")
        }
      }
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
    checkCompositionalSize(item.size, at: location["size"])
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

  /// Checks a size: each dimension > 0. A fraction of an estimated height is a fraction of
  /// the estimate until the group is measured.
  private mutating func checkCompositionalSize(
    _ size: CompositionalSize, at location: ValueLocation
  ) {
    checkDimension(size.width, at: location["width"])
    checkDimension(size.height, at: location["height"])
  }

  /// Checks a dimension: a fraction > 0, or a length > 0, each at most
  /// ``Limits/maximumLength`` (the message names the bound passed: `expected a fraction <=
  /// 1000000, got 10000000`).
  private mutating func checkDimension(
    _ dimension: CompositionalDimension, at location: ValueLocation
  ) {
    switch dimension {
    case .absolute(let points), .estimated(let points):
      checkPositive(points, at: location)
    case .fractionalWidth(let fraction), .fractionalHeight(let fraction):
      checkPositive(fraction, at: location, noun: "fraction")
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
