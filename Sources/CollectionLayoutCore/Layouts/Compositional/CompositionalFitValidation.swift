/// The checks of a compositional layout that need sizes resolved in an environment: what a
/// section draws must fit in its groups and across its content area.
extension RangeChecker {
  /// How far past its container a resolved length may reach and still fit, in points: room
  /// for the rounding of fractions (`0.2 · 390 · 5`), far below what a screen shows.
  static let compositionalFitTolerance = 1e-6

  /// Checks, in `environment`, what only sizes resolved there show (a documented choice:
  /// UIKit clips what a group draws past its container, this layout refuses it, so that every
  /// item lies inside its group and the content): every group of every section's
  /// description lays out at least its first subitem (a group whose first subitem does not
  /// fit lays out nothing, and a section of no slots no item); every subitem fits across its
  /// group, edge spacing included; a section's outermost group and its boundary
  /// supplementaries fit across the section's content area (a section that scrolls
  /// orthogonally may have groups wider than its strip), which its content insets leave
  /// room for; the configuration's boundary supplementaries fit across the content. Each
  /// description once, the configuration's at `configurationLocation` (`configuration.section`,
  /// `layout.section`). Run on values otherwise valid.
  package mutating func checkCompositionalFit(
    _ sections: [LayoutSection], with configuration: CompositionalConfiguration,
    in environment: LayoutEnvironment, at location: ValueLocation,
    configurationLocation: ValueLocation
  ) {
    let solver = CompositionalSolver(configuration: configuration, environment: environment)
    let axis = configuration.scrollDirection
    let crossSide = axis == .vertical ? "width" : "height"
    func across(_ size: LayoutSize) -> Double { axis == .vertical ? size.width : size.height }
    // The configuration's own location: `configuration.section` without `section`.
    let globalLocation = ValueLocation(steps: Array(configurationLocation.steps.dropLast()))
    for (index, item) in configuration.boundarySupplementaryItems.enumerated() {
      checkAcross(
        across(item.size.resolved(in: solver.container)), area: across(solver.container),
        what: "a boundary supplementary that fits across the content", side: crossSide,
        container: "the content's",
        at: globalLocation["boundarySupplementaryItems"][index]["size"][crossSide])
    }
    func check(_ description: CompositionalSection, at sectionLocation: ValueLocation) {
      guard description.list == nil else { return }
      let insets = description.contentInsets.resolved(in: solver.container)
      let (leading, trailing, insetNames) =
        axis == .vertical
        ? (insets.leading, insets.trailing, ("leading", "trailing"))
        : (insets.top, insets.bottom, ("top", "bottom"))
      // Measured from the section's reference (E.5): the width inside that boundary.
      let reference =
        description.contentInsetsReference.crossAxisBoundary ?? configuration.crossAxisBoundary
      let edges = solver.boundary(of: description.contentInsetsReference)
      let content = across(solver.container) - edges.leading - edges.trailing
      if !(leading + trailing < content) {
        let room =
          edges == .zero
          ? "the content's \(crossSide)" : "the \(crossSide) inside the \(reference.noun)"
        report(
          sectionLocation["contentInsets"],
          "expected content insets that leave room across the section: \(insetNames.0) "
            + "\(formatLength(leading)) and \(insetNames.1) \(formatLength(trailing)), "
            + "\(room) \(formatLength(content))")
        return
      }
      let effective = solver.effectiveContainer(of: description)
      let group = description.group
      let groupLocation = sectionLocation["group"][group.axis.rawValue]
      let size = group.size.resolved(in: effective)
      if description.orthogonalScrollingBehavior == .none {
        checkAcross(
          across(size), area: across(effective),
          what: "an outermost group that fits across its section's content area (a section that "
            + "does not scroll orthogonally draws nothing past it)",
          side: crossSide, container: "the content area's",
          at: groupLocation["size"][crossSide])
      }
      let supplementaryContainer = solver.supplementaryContainer(of: description)
      for (index, item) in description.boundarySupplementaryItems.enumerated() {
        checkAcross(
          across(item.size.resolved(in: supplementaryContainer)),
          area: across(supplementaryContainer),
          what: "a boundary supplementary that fits across its section's content area",
          side: crossSide, container: "the content area's",
          at: sectionLocation["boundarySupplementaryItems"][index]["size"][crossSide])
      }
      checkFit(group, size: size, at: groupLocation)
    }
    // A description the configuration or a rule gives is checked once; one code gives is
    // checked as a section's own (its values too: only the environment shows them).
    var checked: Set<ProvidedSectionOrigin> = []
    for (index, section) in sections.enumerated() {
      if let own = section.layout?.value(as: CompositionalSection.self) {
        check(own, at: location[index]["layout"])
      } else if let provided = configuration.providedSection(at: index, in: environment),
        checked.insert(provided.origin).inserted || provided.origin == .code
      {
        let providedLocation = configuration.location(
          ofProvidedSection: index, in: environment, under: globalLocation)
        if provided.origin == .code {
          let before = issues.count
          checkCompositionalSection(provided.section, axis: axis, at: providedLocation)
          guard issues.count == before else { continue }
        }
        check(provided.section, at: providedLocation)
      }
    }
  }

  /// The length `subitem` takes in a group whose content frame is `size` points, along its
  /// width (`horizontally`) or its height, in points: its resolved size plus its edge spacing
  /// (an item's or a nested group's) on both sides along that axis.
  static func extent(
    of subitem: CompositionalSubitem, in size: LayoutSize, horizontally: Bool
  ) -> Double {
    let resolved = subitem.size.resolved(in: size)
    let edges = subitem.edgeSpacing
    return (horizontally ? resolved.width : resolved.height)
      + (horizontally
        ? (edges.leading?.points ?? 0) + (edges.trailing?.points ?? 0)
        : (edges.top?.points ?? 0) + (edges.bottom?.points ?? 0))
  }

  /// The frame a group of `size` points lays its subitems out in: less its content insets
  /// (but along an estimated dimension), in points.
  static func contentSize(of group: CompositionalGroup, size: LayoutSize) -> LayoutSize {
    let insets = group.effectiveContentInsets
    return LayoutSize(
      width: max(0, size.width - insets.leading - insets.trailing),
      height: max(0, size.height - insets.top - insets.bottom))
  }

  /// Where the subitems a repeating group (no `count`) places end along its axis, in points,
  /// the index of the last one placed, how many it places, and where the first it does not
  /// place would end: the template's repeat loop (IBP's fit test,
  /// `floor(end) <= floor(length)`, inter-item spacing at its minimum, which is where a
  /// flexible spacing leaves it when the subitems overshoot), at most
  /// ``GroupTemplate/maximumSlotCount`` subitems.
  static func repeatingEnd(of group: CompositionalGroup, size: LayoutSize) -> (
    end: Double, lastIndex: Int, placed: Int, refusedEnd: Double
  ) {
    let horizontal = group.axis == .horizontal
    let length = horizontal ? size.width : size.height
    let spacing = group.interItemSpacing?.points ?? 0
    var end = 0.0
    var lastIndex = 0
    var count = 0
    var refusedEnd = 0.0
    while count < GroupTemplate.maximumSlotCount, !group.subitems.isEmpty {
      let index = count % group.subitems.count
      let extent = Self.extent(of: group.subitems[index], in: size, horizontally: horizontal)
      let start = count == 0 ? 0 : end + spacing
      guard extent > 0, (start + extent).rounded(.down) <= length.rounded(.down) else {
        refusedEnd = start + extent
        break
      }
      end = start + extent
      lastIndex = index
      count += 1
    }
    return (end, lastIndex, count, refusedEnd)
  }

  /// Reports at `location` when `extent` points do not fit in `area` points: "expected
  /// `what`: its `side` is …, `container` …".
  private mutating func checkAcross(
    _ extent: Double, area: Double, what: String, side: String, container: String,
    at location: ValueLocation
  ) {
    guard extent > area + Self.compositionalFitTolerance else { return }
    let (extentText, areaText) = formatLengths(extent, area)
    report(location, "expected \(what): its \(side) is \(extentText), \(container) \(areaText)")
  }

  /// Checks that `group`, `size` points, lays out its first subitem and that each subitem fits
  /// across it (edge spacing included), and so each of its nested groups (each once, in the
  /// size it gets). O(the description's size).
  private mutating func checkFit(
    _ group: CompositionalGroup, size outer: LayoutSize, at location: ValueLocation
  ) {
    guard let first = group.subitems.first else { return }
    // The group's content insets must leave room on both axes; its subitems fit in the rest.
    let insets = group.effectiveContentInsets
    for (side, before, after, names) in [
      ("width", insets.leading, insets.trailing, ("leading", "trailing")),
      ("height", insets.top, insets.bottom, ("top", "bottom")),
    ] {
      let length = side == "width" ? outer.width : outer.height
      if before + after > 0, !(before + after < length) {
        report(
          location["contentInsets"],
          "expected content insets that leave room in the group: \(names.0) "
            + "\(formatLength(before)) and \(names.1) \(formatLength(after)), the group's "
            + "\(side) \(formatLength(length))")
        return
      }
    }
    let size = Self.contentSize(of: group, size: outer)
    let horizontal = group.axis == .horizontal
    let side = horizontal ? "width" : "height"
    let crossSide = horizontal ? "height" : "width"
    let length = horizontal ? size.width : size.height
    let crossLength = horizontal ? size.height : size.width
    func subitemLocation(_ index: Int) -> ValueLocation {
      let base = Self.subitemLocation(of: group, index, at: location)
      switch group.subitems[index] {
      case .item: return base["item"]
      case .group(let nested): return base["group"][nested.axis.rawValue]
      }
    }
    if let count = group.count, count >= 1, group.keepsSubitemSize {
      let extent = Self.extent(of: first, in: size, horizontally: horizontal)
      let total =
        extent * Double(count) + (group.interItemSpacing?.points ?? 0) * Double(count - 1)
      // The template's fit test, for the last copy.
      if !(extent > 0 && total.rounded(.down) <= length.rounded(.down)) {
        let (totalText, lengthText) = formatLengths(total, length)
        report(
          subitemLocation(0)["size"][side],
          "expected \(count) copies of the repeating subitem that fit in their group: they "
            + "take \(totalText) along its \(side) (edge spacing and inter-item spacing "
            + "included), the group's \(lengthText)")
        return
      }
    }
    if group.count == nil {
      let extent = Self.extent(of: first, in: size, horizontally: horizontal)
      // The template's fit test (IBP's): floor(end) <= floor(the group's length).
      if !(extent > 0 && extent.rounded(.down) <= length.rounded(.down)) {
        let (extentText, lengthText) = formatLengths(extent, length)
        report(
          subitemLocation(0)["size"][side],
          "expected a first subitem that fits in its group (otherwise the group lays out no "
            + "item): its \(side) is \(extentText) (edge spacing included), the group's "
            + "\(lengthText)")
        return
      }
      // The fit test compares whole points, so the last subitem it places may end past the
      // group by less than one (390.5 in 390): what the group would draw past its end.
      let placed = Self.repeatingEnd(of: group, size: size)
      // Every subitem is laid out at least once: one that does not fit after the ones before
      // it would never be (one rule for every subitem, as for the first).
      if placed.placed < group.subitems.count {
        report(
          subitemLocation(placed.placed)["size"][side],
          "expected a subitem that fits in its group after the subitems before it (otherwise "
            + "the group never lays it out): it would end at \(format(placed.refusedEnd)) "
            + "along its \(side) (edge spacing and inter-item spacing included), the group's "
            + "\(format(length))")
        return
      }
      if placed.end > length + Self.compositionalFitTolerance {
        let (endText, lengthText) = formatLengths(placed.end, length)
        report(
          subitemLocation(placed.lastIndex)["size"][side],
          "expected subitems that end inside their group (its fit test compares whole points, "
            + "so the last one placed may pass it by less than one): they end at "
            + "\(endText) along its \(side), the group's \(lengthText)")
        return
      }
    }
    for (index, subitem) in group.subitems.enumerated() {
      var subitemSize = subitem.size.resolved(in: size)
      let extent = Self.extent(of: subitem, in: size, horizontally: !horizontal)
      if extent > crossLength + Self.compositionalFitTolerance {
        let (extentText, lengthText) = formatLengths(extent, crossLength)
        report(
          subitemLocation(index)["size"][crossSide],
          "expected a subitem that fits across its group (UIKit clips what it draws past the "
            + "group): its \(crossSide) is \(extentText) (edge spacing included), the "
            + "group's \(lengthText)")
      }
      if let count = group.count, count >= 1, !group.keepsSubitemSize {
        let spacing = group.interItemSpacing?.points ?? 0
        let share = max(0, (length - spacing * Double(count - 1)) / Double(count))
        if horizontal { subitemSize.width = share } else { subitemSize.height = share }
      }
      switch subitem {
      case .item(let item):
        checkInsets(of: item, size: subitemSize, at: subitemLocation(index))
      case .group(let nested):
        checkFit(nested, size: subitemSize, at: subitemLocation(index))
      }
    }
  }
}

extension RangeChecker {
  /// Checks that an item's content insets leave room in the `size` points its group gives it,
  /// on each axis whose length is not an estimate (the insets do not apply along one): an
  /// item inset past its slot would be drawn outside its group.
  mutating func checkInsets(
    of item: CompositionalItem, size: LayoutSize, at location: ValueLocation
  ) {
    let insets = item.contentInsets
    for (side, before, after, names, isEstimated) in [
      (
        "width", insets.leading, insets.trailing, ("leading", "trailing"),
        item.size.width.isEstimated
      ),
      ("height", insets.top, insets.bottom, ("top", "bottom"), item.size.height.isEstimated),
    ] where !isEstimated {
      let length = side == "width" ? size.width : size.height
      guard before + after > 0, !(before + after < length) else { continue }
      report(
        location["contentInsets"],
        "expected content insets that leave room in the item: \(names.0) "
          + "\(formatLength(before)) and \(names.1) \(formatLength(after)), the item's \(side) "
          + "\(formatLength(length))")
      return
    }
  }
}
