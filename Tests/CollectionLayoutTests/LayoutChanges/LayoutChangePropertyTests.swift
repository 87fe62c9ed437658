import Testing

@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Random layout changes between every pair of kinds (grid, flow, compositional list and grid,
/// the four lazy containers) over random data (1 to 3 sections of 0 to 200 items), from random
/// offsets, by random anchors, seeded (``SeededRandom``): the books of ``LayoutChange`` against
/// what the two layouts say on their own.
@Suite struct LayoutChangePropertyTests {
  /// The number of random changes per run.
  static let caseCount = 300

  /// The kinds on either side, as scenario layout objects drawn at random.
  enum Kind: CaseIterable {
    case grid, flow, compositionalList, compositionalGrid
    case lazyVGrid, lazyHGrid, lazyVStack, lazyHStack
  }

  /// A layout object of `kind` with random parameters (for a grid, followed by its top-level
  /// metrics).
  static func layoutJSON(_ kind: Kind, random: inout SeededRandom) -> String {
    switch kind {
    case .grid:
      let columns = random.int(1...5)
      let rowHeight = random.int(20...160)
      return #"{"kind": "grid"}, "metrics": {"columns": \#(columns), "rowHeight": \#(rowHeight)}"#
    case .flow:
      let spacing = random.int(0...12)
      return
        #"{"kind": "flow", "minimumLineSpacing": \#(spacing), "minimumInteritemSpacing": \#(spacing)}"#
    case .compositionalList:
      return #"{"kind": "compositional", "section": {"list": {"appearance": "plain"}}}"#
    case .compositionalGrid:
      let columns = random.int(2...5)
      let fraction = 1 / Double(columns)
      return #"""
        {"kind": "compositional", "section": {"group": {"horizontal": {
          "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalWidth": \#(fraction)}},
          "subitems": [{"item": {"size": {"width": {"fractionalWidth": \#(fraction)},
                                          "height": {"fractionalHeight": 1}}}}]}}}}
        """#
    case .lazyVGrid:
      let minimum = random.int(40...160)
      return
        #"{"kind": "lazyVGrid", "columns": [{"adaptive": {"minimum": \#(minimum)}}], "spacing": \#(random.int(0...8))}"#
    case .lazyHGrid:
      return
        #"{"kind": "lazyHGrid", "rows": [{"fixed": \#(random.int(60...200))}, {"flexible": {}}], "spacing": \#(random.int(0...8))}"#
    case .lazyVStack:
      return #"{"kind": "lazyVStack", "spacing": \#(random.int(0...8))}"#
    case .lazyHStack:
      return #"{"kind": "lazyHStack", "spacing": \#(random.int(0...8))}"#
    }
  }

  /// 1 to 3 sections of 0 to 200 items of random sizes, with `headers` some with a header.
  static func sectionsJSON(random: inout SeededRandom, headers: Bool) -> String {
    let sections = (0..<random.int(1...3)).map { _ in
      let count = random.pick([0, random.int(1...20), random.int(0...200)])
      let items = (0..<count).map { _ in
        #"{"width": \#(random.int(20...200)), "height": \#(random.int(20...200))}"#
      }
      let header =
        headers && random.chance(0.5) ? #""headers": [{"height": \#(random.int(20...60))}], "# : ""
      return "{" + header + #""items": [\#(items.joined(separator: ", "))]}"#
    }
    return "[" + sections.joined(separator: ", ") + "]"
  }

  /// The layout of `layout` over `sections`, in a random environment, erased; `nil` when the
  /// kind cannot lay out the data.
  static func make(_ layout: String, sections: String, environment: String)
    -> AnyCollectionViewLayout?
  {
    let json = #"{"version": 1, \#(environment), "layout": \#(layout), "sections": \#(sections)}"#
    do {
      let scenario = try ScenarioDecoder.decode(Array(json.utf8))
      let adopted = scenario.adoptedByItsKind()
      return AnyCollectionViewLayout(try adopted.layout.layoutKind.makeLayout(of: adopted))
    } catch { return nil }
  }

  /// A random anchor; an item anchor names an item of the data, when it has one.
  static func anchor(
    random: inout SeededRandom, counts: [Int], viewport: LayoutSize, axis: ScrollAxis
  ) -> LayoutChangeAnchor {
    let filled = counts.indices.filter { counts[$0] > 0 }
    switch random.int(0...4) {
    case 0: return .center
    case 1: return .proposed
    case 2: return .firstVisible
    case 3 where !filled.isEmpty:
      let section = random.pick(filled)
      let path = ItemPath(section: section, item: random.int(0...(counts[section] - 1)))
      return .item(path, position: axis == .vertical ? .top : .left)
    default:
      return .point(
        LayoutPoint(
          x: random.double(0...viewport.width).rounded(),
          y: random.double(0...viewport.height).rounded()))
    }
  }

  @Test func randomLayoutChangesKeepTheirBooks() throws {
    var random = SeededRandom(seed: 0x4C43_0043)
    var checked = 0
    var pairs = Set<String>()
    var anchors = [String: Int]()
    var anchorChecks = 0
    for index in 0..<Self.caseCount {
      let oldKind = random.pick(Kind.allCases)
      let newKind = random.pick(Kind.allCases)
      // Only the grid reads headers from the data (the others from their layout object).
      let sections = Self.sectionsJSON(
        random: &random, headers: oldKind == .grid && newKind == .grid)
      let environment =
        #""viewport": {"width": \#(random.pick([320, 390, 768])), "height": \#(random.pick([480, 844]))}, "displayScale": \#(random.pick([1, 2, 3]))"#
      guard
        let old = Self.make(
          Self.layoutJSON(oldKind, random: &random), sections: sections, environment: environment),
        let new = Self.make(
          Self.layoutJSON(newKind, random: &random), sections: sections, environment: environment)
      else { continue }
      let valid = old.validContentOffsets
      let offset = LayoutPoint(
        x: random.double(valid.x).rounded(), y: random.double(valid.y).rounded())
      let anchor = Self.anchor(
        random: &random, counts: old.sections.map(\.items.count),
        viewport: old.environment.viewport,
        axis: new.scrollAxis)
      let problems = try Self.violations(
        from: old, at: offset, to: new, anchor: anchor, anchorChecks: &anchorChecks)
      guard problems.isEmpty else {
        let message: String =
          "case \(index), \(oldKind) → \(newKind) at \(offset), \(anchor):\n"
          + problems.prefix(6).joined(separator: "\n") + "\nsections: \(sections.prefix(400))"
        Issue.record(Comment(rawValue: message))
        return
      }
      checked += 1
      pairs.insert("\(oldKind)→\(newKind)")
      anchors["\(anchor)".prefix(while: { $0 != "(" }).description, default: 0] += 1
    }
    #expect(checked > Self.caseCount * 2 / 3, "\(checked) changes checked")
    #expect(pairs.count > 50, "\(pairs.count) pairs of kinds")
    #expect(anchors.count == 5, "\(anchors)")
    #expect(anchorChecks > Self.caseCount / 4, "\(anchorChecks) anchors checked unclamped")
  }

  /// What is wrong with the change from `old` at `offset` to `new` by `anchor`.
  static func violations(
    from old: AnyCollectionViewLayout, at offset: LayoutPoint, to new: AnyCollectionViewLayout,
    anchor: LayoutChangeAnchor, anchorChecks: inout Int
  ) throws -> [String] {
    var problems: [String] = []
    let change = try LayoutChange(from: old, at: offset, to: new, anchor: anchor)
    let target = change.targetContentOffset
    let records = change.changes(for: .visible)
    // Records in ElementID order, each id once.
    let ids = records.map(\.id)
    if ids != ids.sorted() || Set(ids).count != ids.count {
      problems.append("the records are not in ElementID order, each once")
    }
    // An element of both layouts is kept, its alpha its attributes' at both ends.
    let oldPins = change.oldLayout.pinPass(at: offset)
    let newPins = change.newLayout.pinPass(at: target)
    for record in records {
      let before = change.oldLayout.attributes(for: record.id, pins: oldPins)
      let after = change.newLayout.attributes(for: record.id, pins: newPins)
      if let before, let after {
        if record.change != .kept || record.initial.alpha != before.alpha
          || record.final.alpha != after.alpha
        {
          problems.append(
            "\(record.id) is in both layouts but \(record.change), alpha \(record.initial.alpha) → \(record.final.alpha)"
          )
        }
      } else if record.change == .kept {
        problems.append("\(record.id) is kept but in one layout only")
      }
    }
    // The first frame is the old layout at the old offset, the last the new at the target.
    let transition = change.transition(
      for: .visible, animation: UpdateAnimation(duration: 0.1, fps: 30, curve: .easeInOut))
    let shown = { (elements: [LayoutAttributes]) in
      elements.filter { $0.alpha > 0 }.map { "\($0.id) \($0.frame) \($0.alpha)" }
    }
    let drawn = { (elements: [AnimatedElement]) in
      elements.filter { $0.alpha > 0 }.map { "\($0.id) \($0.frame) \($0.alpha)" }
    }
    if let first = transition.frames.first, let last = transition.frames.last {
      if first.contentOffset != offset
        || drawn(first.elements) != shown(old.visibleElements(at: offset))
      {
        problems.append("the first frame is not the old layout at \(offset)")
      }
      if last.contentOffset != target
        || drawn(last.elements) != shown(change.newLayout.visibleElements(at: target))
      {
        problems.append("the last frame is not the new layout at \(target)")
      }
    } else {
      problems.append("no frames")
    }
    // The target is a valid offset of the new layout; a proposed offset is kept, clamped.
    let valid = change.newLayout.validContentOffsets
    if !valid.x.contains(target.x) || !valid.y.contains(target.y) {
      problems.append("the target \(target) is outside \(valid)")
    }
    let clamped = LayoutPoint(
      x: min(max(offset.x, valid.x.lowerBound), valid.x.upperBound),
      y: min(max(offset.y, valid.y.lowerBound), valid.y.upperBound))
    if anchor == .proposed, target != clamped {
      problems.append("a proposed offset \(offset) became \(target), not \(clamped)")
    }
    if let anchorProblems = anchorViolations(change) {
      anchorChecks += 1
      problems += anchorProblems
    }
    problems += stretchViolations(change)
    return problems
  }

  /// Where the anchor's content point is at the end, along the new layout's scroll axis,
  /// when the target is not clamped along it; `nil` when there is nothing to check (clamped,
  /// no key item, or an anchor without a point to keep).
  static func anchorViolations(
    _ change: LayoutChange<AnyCollectionViewLayout, AnyCollectionViewLayout>
  ) -> [String]? {
    guard let key = change.keyItem, let newFrame = change.newLayout.frame(ofItem: key) else {
      return nil
    }
    let vertical = change.newLayout.scrollAxis == .vertical
    let valid =
      vertical ? change.newLayout.validContentOffsets.y : change.newLayout.validContentOffsets.x
    let target = vertical ? change.targetContentOffset.y : change.targetContentOffset.x
    // Clamped: the anchor's say is overruled.
    guard valid.lowerBound < target, target < valid.upperBound else { return nil }
    let environment = change.newLayout.environment
    let inset = environment.contentInset
    let leading = vertical ? inset.top : inset.left
    let length =
      vertical
      ? environment.viewport.height - inset.top - inset.bottom
      : environment.viewport.width - inset.left - inset.right
    let start = vertical ? newFrame.minY : newFrame.minX
    let size = vertical ? newFrame.height : newFrame.width
    let expected: Double
    let actual: Double
    switch change.anchor {
    case .center:
      expected = leading + length / 2
      actual = start + size / 2 - target
    case .item(_, let position) where position == .top || position == .left:
      expected = leading
      actual = start - target
    case .point(let point):
      guard let oldFrame = change.oldLayout.frame(ofItem: key) else {
        return ["no old frame of \(key)"]
      }
      let oldStart = vertical ? oldFrame.minY : oldFrame.minX
      let oldSize = vertical ? oldFrame.height : oldFrame.width
      let under =
        vertical ? change.oldContentOffset.y + point.y : change.oldContentOffset.x + point.x
      let relative = oldSize > 0 ? (under - oldStart) / oldSize : 0
      expected = vertical ? point.y : point.x
      actual = start + relative * size - target
    default:
      return nil
    }
    guard abs(expected - actual) < 1e-6 else {
      return [
        "the anchor \(change.anchor) puts \(key) at \(actual) along the scroll axis, not \(expected)"
      ]
    }
    return []
  }

  /// A stretch from 0.25 to 0.5 restates its records: its first frame is every record's
  /// attributes at 0.25, its last at 0.5.
  static func stretchViolations(
    _ change: LayoutChange<AnyCollectionViewLayout, AnyCollectionViewLayout>
  ) -> [String] {
    let records = change.changes(for: .visible)
    let stretch = change.transition(
      for: .visible, animation: .following([0.25, 0.3, 0.35, 0.4, 0.45, 0.5]))
    var problems: [String] = []
    if stretch.fromContentOffset != change.contentOffset(atProgress: 0.25) {
      problems.append("the stretch starts at \(stretch.fromContentOffset)")
    }
    let restated = records.map { record in
      (
        LayoutChange<AnyCollectionViewLayout, AnyCollectionViewLayout>.attributes(
          of: record, atProgress: 0.25),
        LayoutChange<AnyCollectionViewLayout, AnyCollectionViewLayout>.attributes(
          of: record, atProgress: 0.5)
      )
    }
    if stretch.changes.map(\.initial) != restated.map(\.0)
      || stretch.changes.map(\.final) != restated.map(\.1)
    {
      problems.append("the stretch's records are not restated from 0.25 to 0.5")
    }
    let byID = Dictionary(uniqueKeysWithValues: stretch.changes.map { ($0.id, $0) })
    guard let first = stretch.frames.first, let last = stretch.frames.last else {
      return ["no stretch frames"]
    }
    for element in first.elements
    where byID[element.id].map({
      $0.initial.frame != element.frame || $0.initial.alpha != element.alpha
    }) ?? true {
      problems.append("the stretch's first frame shows \(element.id) not at its initial attributes")
    }
    for element in last.elements
    where byID[element.id].map({
      $0.final.frame != element.frame || $0.final.alpha != element.alpha
    }) ?? true {
      problems.append("the stretch's last frame shows \(element.id) not at its final attributes")
    }
    if first.contentOffset != change.contentOffset(atProgress: 0.25)
      || last.contentOffset != change.contentOffset(atProgress: 0.5)
    {
      problems.append(
        "the stretch's frames are at \(first.contentOffset) ... \(last.contentOffset)")
    }
    return problems
  }
}
