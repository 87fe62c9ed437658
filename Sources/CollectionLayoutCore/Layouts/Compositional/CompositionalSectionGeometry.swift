/// A boundary supplementary placed: its id, its natural frame, and which end it pins to.
struct PlacedSupplementary: Hashable, Sendable {
  /// The element's id.
  var id: ElementID
  /// Its frame without pinning, in content coordinates, in points.
  var frame: LayoutRect
  /// `true`: it pins at the start of the visible bounds (a header); `false`: at the end (a
  /// footer); `nil`: it does not pin.
  var pinsAtStart: Bool?
  /// Whether it sits at the start of its section or content (a header), pinned or not; `false`
  /// at the end (a footer).
  var isAtStart = true
}

/// One section of a compositional layout, solved: where it is, its group template and how the
/// template repeats, its boundary supplementaries and background. An item's frame is
/// arithmetic: the origin of its group plus its slot's frame.
///
/// ```
///  group k's origin = firstGroupOrigin + k · groupStride along strideAxis
///  item i           = slot i % n of group i / n     (n = template.slots.count)
/// ```
struct CompositionalSectionGeometry: Hashable, Sendable {
  /// The section's frame in content coordinates: along the scroll axis from its start to its
  /// end, across it the whole content.
  var frame: LayoutRect
  /// The solved group.
  var template: GroupTemplate
  /// The origin of group 0, in content coordinates.
  var firstGroupOrigin: LayoutPoint
  /// The distance between consecutive groups' origins along ``strideAxis``, in points, > 0
  /// for a group with a length.
  var groupStride: Double
  /// The axis the groups repeat along: the scroll axis, or across it for an orthogonal
  /// section.
  var strideAxis: ScrollAxis
  /// The section's items, >= 0.
  var itemCount: Int
  /// The boundary supplementaries, in the section's order.
  var supplementaries: [PlacedSupplementary]
  /// The background's frame, when the section has one.
  var background: LayoutRect?
  /// The thickness of list separators, in points, when the section is a list that shows
  /// them (`rowSeparator/S/R` under every row but the last).
  var separatorThickness: Double?
  /// How far a list separator starts past its row's leading edge, in points: where the
  /// row's content starts, the layout margin past the safe area's edge or the row's, which
  /// is further (a choice: UIKit aligns it with the cell's text, which is not documented);
  /// 20 without a device.
  var separatorLeadingInset = 20.0
  /// The strip of an orthogonal section; `nil` for a section laid along the scroll axis.
  var strip: CompositionalStrip?
  /// For a list whose items give their own heights, the start of each row along the stride
  /// axis relative to group 0's origin, and after them the end of the last: `itemCount + 1`
  /// ascending values (each row its item's height, 44 without one, B.10); `nil` when every
  /// row is the group's.
  var rowStarts: [Double]? = nil
  /// The groups laid out again with heights a renderer measured (``MeasuredGroups``); `nil`
  /// when none is. A measured group's length along ``strideAxis`` moves the groups after it.
  var measured: MeasuredGroups? = nil

  /// How tall an orthogonal section's strip is: its thickest group (measured groups
  /// included), in points.
  var stripThickness: Double {
    var thickest = template.size.height
    if let measured {
      if measured.groups.count >= groupCount { thickest = 0 }
      for laidOut in measured.templates { thickest = Swift.max(thickest, laidOut.size.height) }
    }
    return thickest
  }

  /// The slots of one group, > 0 for a section that can hold items.
  var slotsPerGroup: Int { template.slots.count }

  /// The number of groups the items fill.
  var groupCount: Int {
    guard slotsPerGroup > 0 else { return 0 }
    return measured?.groupCount(of: itemCount) ?? (itemCount + slotsPerGroup - 1) / slotsPerGroup
  }

  /// The group holding item `item` (0 ..< itemCount) and its slot in that group's layout.
  /// O(log measured groups).
  func place(ofItem item: Int) -> (group: Int, slot: Int) {
    measured?.place(ofItem: item) ?? (item / slotsPerGroup, item % slotsPerGroup)
  }

  /// The first item of group `group`. O(log measured groups).
  func firstItem(ofGroup group: Int) -> Int {
    measured?.firstItem(ofGroup: group) ?? group * slotsPerGroup
  }

  /// The slot of item `item` (0 ..< itemCount) in its group's layout.
  func slot(ofItem item: Int) -> GroupTemplate.Slot {
    let (group, slot) = place(ofItem: item)
    return template(ofGroup: group).slots[slot]
  }

  /// The origin of group `group`, in content coordinates.
  func origin(ofGroup group: Int) -> LayoutPoint {
    let distance =
      rowStarts.map { $0[group] }
      ?? Double(group) * groupStride + (measured?.change(before: group) ?? 0)
    return strideAxis == .vertical
      ? LayoutPoint(x: firstGroupOrigin.x, y: firstGroupOrigin.y + distance)
      : LayoutPoint(x: firstGroupOrigin.x + distance, y: firstGroupOrigin.y)
  }

  /// The layout of group `group`: its measured layout, or the section's template. O(log
  /// measured groups).
  func template(ofGroup group: Int) -> GroupTemplate {
    measured?.template(ofGroup: group) ?? template
  }

  /// The frame of item `item`, 0 ..< itemCount.
  func frame(ofItem item: Int) -> LayoutRect {
    let (group, slot) = place(ofItem: item)
    let origin = origin(ofGroup: group)
    var frame = template(ofGroup: group).slots[slot].frame.offsetBy(dx: origin.x, dy: origin.y)
    if let rowStarts {
      frame.size.height = rowStarts[item + 1] - rowStarts[item]
    }
    return frame
  }

  /// The frame of anchored supplementary `index` of item `item`.
  func frame(ofSupplementary index: Int, ofItem item: Int) -> LayoutRect {
    let (group, slot) = place(ofItem: item)
    let origin = origin(ofGroup: group)
    return template(ofGroup: group).slots[slot].supplementaryFrames[index].offsetBy(
      dx: origin.x, dy: origin.y)
  }

  /// The frame of group `group`'s own anchored supplementary `index` (0 ..< groupCount).
  func frame(ofGroupSupplementary index: Int, ofGroup group: Int) -> LayoutRect {
    let origin = origin(ofGroup: group)
    return template(ofGroup: group).groupSupplementaryFrames[index].offsetBy(
      dx: origin.x, dy: origin.y)
  }

  /// The frame of the separator under row `row`, 0 ..< itemCount − 1: from
  /// ``separatorLeadingInset`` past the row's leading edge (at most its width) to its
  /// trailing edge, `thickness` tall, at the row's bottom.
  func frame(ofSeparator row: Int, thickness: Double) -> LayoutRect {
    let rowFrame = frame(ofItem: row)
    let inset = min(separatorLeadingInset, rowFrame.width)
    return LayoutRect(
      x: rowFrame.minX + inset, y: rowFrame.maxY - thickness,
      width: rowFrame.width - inset, height: thickness)
  }

  /// The extent along `axis` (the scroll axis) of everything the section draws: its frame,
  /// background, boundary supplementaries (their offsets included, unpinned: a pinned one stays
  /// within the frame) and its groups' bounds (items and their anchored supplementaries).
  /// O(boundary supplementaries).
  func drawnExtent(along axis: ScrollAxis) -> ClosedRange<Double> {
    func range(_ rect: LayoutRect) -> (Double, Double) {
      axis == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }
    var (low, high) = range(frame)
    forEachDrawnRect { rect in
      let (start, end) = range(rect)
      low = Swift.min(low, start)
      high = Swift.max(high, end)
    }
    return low...Swift.max(low, high)
  }

  /// Calls `body` with each rectangle that bounds part of what the section draws beyond its
  /// frame: its background, boundary supplementaries (unpinned), and the bounds of its first
  /// and last groups (along the scroll axis groups only move forward, a strip's across it)
  /// and of each measured group (which may draw past its group: an item taller than a group
  /// of a given height). O(boundary supplementaries + measured groups).
  func forEachDrawnRect(_ body: (LayoutRect) -> Void) {
    if let background { body(background) }
    for supplementary in supplementaries { body(supplementary.frame) }
    let count = groupCount
    guard count > 0, rowStarts == nil else { return }
    body(template(ofGroup: 0).bounds.offsetBy(dx: origin(ofGroup: 0).x, dy: origin(ofGroup: 0).y))
    let last = origin(ofGroup: count - 1)
    body(template(ofGroup: count - 1).bounds.offsetBy(dx: last.x, dy: last.y))
    if let measured {
      for (group, laidOut) in zip(measured.groups, measured.templates) {
        let origin = origin(ofGroup: group)
        body(laidOut.bounds.offsetBy(dx: origin.x, dy: origin.y))
      }
    }
  }

  /// The groups whose bounds may meet `rect` (every group for `nil`): ``groups(meeting:_:)``
  /// over its range along ``strideAxis``.
  func groups(meeting rect: LayoutRect?) -> Range<Int> {
    guard let rect else { return 0..<groupCount }
    let vertical = strideAxis == .vertical
    return groups(meeting: vertical ? rect.minY : rect.minX, vertical ? rect.maxY : rect.maxX)
  }

  /// The groups whose bounds may meet the range `low ... high` along ``strideAxis``; empty
  /// when none.
  func groups(meeting low: Double, _ high: Double) -> Range<Int> {
    let count = groupCount
    guard count > 0 else { return 0..<0 }
    if let rowStarts {
      // Rows of their own heights: the first row ending after `low`, up to the first starting
      // at or after `high`, by binary search.
      let start = strideAxis == .vertical ? firstGroupOrigin.y : firstGroupOrigin.x
      func firstRow(where predicate: (Int) -> Bool) -> Int {
        var lower = 0
        var upper = count
        while lower < upper {
          let middle = (lower + upper) / 2
          if predicate(middle) { upper = middle } else { lower = middle + 1 }
        }
        return lower
      }
      let first = firstRow { start + rowStarts[$0 + 1] > low }
      let end = firstRow { start + rowStarts[$0] >= high }
      return first..<max(first, end)
    }
    guard groupStride > 0 else { return 0..<count }
    if let measured { return groups(meeting: low, high, measured: measured) }
    let start = strideAxis == .vertical ? firstGroupOrigin.y : firstGroupOrigin.x
    let boundsLow = strideAxis == .vertical ? template.bounds.minY : template.bounds.minX
    let boundsHigh = strideAxis == .vertical ? template.bounds.maxY : template.bounds.maxX
    let first = ((low - start - boundsHigh) / groupStride).rounded(.down)
    let last = ((high - start - boundsLow) / groupStride).rounded(.up)
    let lower = Int(max(0, min(first, Double(count))))
    let upper = Int(max(0, min(last + 1, Double(count))))
    return lower..<max(lower, upper)
  }

  /// ``groups(meeting:_:)`` for a section with measured groups, by binary search over the
  /// groups: group g's drawn extent along the stride axis lies within
  /// `origin(g) + least bounds start … origin(g) + its length + greatest overhang past the
  /// end` (over the template and every measured group), and both ends only grow with g (the
  /// next group starts its length plus the spacing later). O(log groups · log measured).
  private func groups(meeting low: Double, _ high: Double, measured: MeasuredGroups) -> Range<Int> {
    let count = groupCount
    let vertical = strideAxis == .vertical
    func start(_ bounds: LayoutRect) -> Double { vertical ? bounds.minY : bounds.minX }
    func overhang(_ laidOut: GroupTemplate) -> Double {
      (vertical ? laidOut.bounds.maxY : laidOut.bounds.maxX)
        - MeasuredGroups.length(of: laidOut.size, along: strideAxis)
    }
    var before = start(template.bounds)
    var after = overhang(template)
    for laidOut in measured.templates {
      before = Swift.min(before, start(laidOut.bounds))
      after = Swift.max(after, overhang(laidOut))
    }
    func position(_ group: Int) -> Double {
      let origin = origin(ofGroup: group)
      return vertical ? origin.y : origin.x
    }
    let first = firstIndex(in: count) { group in
      position(group) + MeasuredGroups.length(of: template(ofGroup: group).size, along: strideAxis)
        + after >= low
    }
    let end = firstIndex(in: count) { position($0) + before > high }
    return first..<Swift.max(first, end)
  }
}
