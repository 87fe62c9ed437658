/// The slots of a ``GroupTemplate`` indexed by their extent along one axis, relative to the
/// group's origin, in points: a slot's extent runs from the least to the greatest coordinate
/// of its item's frame and its anchored supplementaries' frames (a badge that overhangs its
/// item included). It lists the slots whose extent meets a range without testing the others.
///
/// The slots are sorted by start; the ones that meet `low ..< high` are, among the positions
/// before the first start at or past `high`, those whose end is past `low`. A sparse table
/// gives the greatest end of any run of positions in O(1), so they are found from the greatest
/// end down, each costing O(1) and at most two runs that hold none:
///
/// ```
///  position (sorted by start)   0    1    2    3    4
///  slot                         4    0    1    2    3     slot 4 spans the group (a tall item)
///  start                        0    0   10   20   30
///  end                         40   10   20   30   40
///
///  low ..< high = 25 ..< 35: positions 0 ..< 5 start before 35;
///  greatest end in 0 ..< 5 → position 0 (40 > 25, listed); in 1 ..< 5 → 4 (listed);
///  in 1 ..< 4 → 3 (listed); in 1 ..< 3 → 2 (end 20 ≤ 25: position 1 is never read);
///  listed in order of position: slots 4, 2, 3
/// ```
///
/// Building it is O(s log s) for s slots; a query is O(log s + c), c the slots it lists.
struct SlotIndex: Hashable, Sendable {
  /// The slots' indexes in the template, sorted by start (ties by slot index).
  private var slotAtPosition: [Int]
  /// The slots' starts, ascending (by position).
  private var starts: [Double]
  /// The slots' ends, by position.
  private var ends: [Double]
  /// The slots' ends, ascending: how many end at or before a coordinate, by binary search.
  private var sortedEnds: [Double]
  /// `greatest[level - 1][position]`: the position of the greatest end among the `2^level`
  /// positions from `position` (the first of them on a tie), for `level` 1 ... ⌊log₂ s⌋.
  private var greatest: [[Int32]]
  /// Whether the ends ascend by position too, as the rows of a group of one axis do: then
  /// the slots that meet a range are one run of positions, found by two binary searches.
  private var endsAscend: Bool

  /// Indexes slots whose extents are `extents` (slot `i`'s at index `i`; each lower bound at
  /// most its upper bound).
  init(extents: [(start: Double, end: Double)]) {
    let order = extents.indices.sorted {
      extents[$0].start < extents[$1].start || (extents[$0].start == extents[$1].start && $0 < $1)
    }
    slotAtPosition = order
    starts = order.map { extents[$0].start }
    ends = order.map { extents[$0].end }
    sortedEnds = extents.map(\.end).sorted()
    endsAscend = ends == sortedEnds
    greatest = []
    let count = order.count
    var width = 2
    var previous = (0..<count).map { Int32($0) }
    while width <= count {
      let half = width / 2
      var level = [Int32](repeating: 0, count: count - width + 1)
      for position in level.indices {
        let first = previous[position]
        let second = previous[position + half]
        level[position] = ends[Int(first)] >= ends[Int(second)] ? first : second
      }
      greatest.append(level)
      previous = level
      width *= 2
    }
  }

  /// The number of slots indexed.
  var count: Int { starts.count }

  /// The position of the greatest end in `lower ..< upper` (not empty), the first on a tie.
  /// O(1).
  private func positionOfGreatestEnd(_ lower: Int, _ upper: Int) -> Int {
    let length = upper - lower
    let level = Int.bitWidth - 1 - length.leadingZeroBitCount
    guard level > 0 else { return lower }
    let table = greatest[level - 1]
    let first = Int(table[lower])
    let second = Int(table[upper - (1 << level)])
    return ends[first] >= ends[second] ? first : second
  }

  /// The number of positions whose value in `values` (ascending) is below `bound`
  /// (`orEqual`: at or below it). O(log s).
  private static func count(
    in values: [Double], below bound: Double, orEqual: Bool = false
  ) -> Int {
    var lower = 0
    var upper = values.count
    while lower < upper {
      let middle = (lower + upper) / 2
      let value = values[middle]
      if value < bound || (orEqual && value == bound) {
        lower = middle + 1
      } else {
        upper = middle
      }
    }
    return lower
  }

  /// How many slots meet `low ..< high` (start before `high`, end past `low`), `low < high`.
  /// O(log s): the slots starting before `high` less those ending at or before `low` (which
  /// all start before `high`).
  func count(meeting low: Double, _ high: Double) -> Int {
    search(meeting: low, high).count
  }

  /// The two searches of a range `low ..< high`: how many slots start before `high`, and how
  /// many end at or before `low`. ``count(meeting:_:)`` is their difference; a query that
  /// compares two indexes' counts lists the slots of one from its search, not searching again.
  struct Search {
    /// The number of slots starting before `high`.
    var startingBefore: Int
    /// The number of slots ending at or before `low` (all of them start before `high`).
    var endedBy: Int
    /// The number of slots meeting the range.
    var count: Int { startingBefore - endedBy }
  }

  /// The searches of `low ..< high`, `low < high`. O(log s); O(1) when every slot has the same
  /// extent (the full-width rows of a vertical group, along x: the least and greatest starts
  /// and ends are equal), all of them meeting the range or none.
  func search(meeting low: Double, _ high: Double) -> Search {
    let count = starts.count
    if count > 0, starts[0] == starts[count - 1], sortedEnds[0] == sortedEnds[count - 1] {
      return Search(
        startingBefore: starts[0] < high ? count : 0, endedBy: sortedEnds[0] <= low ? count : 0)
    }
    return Search(
      startingBefore: Self.count(in: starts, below: high),
      endedBy: Self.count(in: sortedEnds, below: low, orEqual: true))
  }

  /// Appends to `slots` the index of every slot that meets `low ..< high` (start before
  /// `high`, end past `low`), `low < high`, in the order of their starts. O(log s + the slots
  /// appended).
  func appendSlots(meeting low: Double, _ high: Double, to slots: inout [Int]) {
    appendSlots(search(meeting: low, high), meeting: low, high, to: &slots)
  }

  /// ``appendSlots(meeting:_:to:)`` given `search`, the searches of `low ..< high`.
  func appendSlots(
    _ search: Search, meeting low: Double, _ high: Double, to slots: inout [Int]
  ) {
    guard endsAscend else { return appendSlotsBySearch(meeting: low, high, to: &slots) }
    // The positions before the first start at or past `high`, from the first end past `low`
    // (the ends ascend with the positions: they are the sorted ends).
    let end = search.startingBefore
    let first = search.endedBy
    guard first < end else { return }
    slots.append(contentsOf: slotAtPosition[first..<end])
  }

  /// ``appendSlots(meeting:_:to:)`` for any extents: the greatest ends searched (see the
  /// type's comment). O(log s + the slots appended).
  func appendSlotsBySearch(meeting low: Double, _ high: Double, to slots: inout [Int]) {
    let end = Self.count(in: starts, below: high)
    guard end > 0 else { return }
    // The recursion "search the run before the greatest end, list it, search the run after"
    // on a stack (its depth may reach the slots listed): popped in order of position.
    enum Step {
      case search(Range<Int>)
      case list(Int)
    }
    var steps: [Step] = [.search(0..<end)]
    while let step = steps.popLast() {
      switch step {
      case .list(let position):
        slots.append(slotAtPosition[position])
      case .search(let run):
        let position = positionOfGreatestEnd(run.lowerBound, run.upperBound)
        guard ends[position] > low else { continue }
        if position + 1 < run.upperBound { steps.append(.search((position + 1)..<run.upperBound)) }
        steps.append(.list(position))
        if run.lowerBound < position { steps.append(.search(run.lowerBound..<position)) }
      }
    }
  }
}

/// A ``GroupTemplate``'s slots indexed along both axes (``SlotIndex``): a rect query asks the
/// axis along which fewer slots meet the rectangle (along the stride axis when the rectangle
/// spans the group across it, as a screen-sized query spans a vertical section's groups;
/// across it in a strip whose group is taller than the screen).
struct GroupSlotIndex: Hashable, Sendable {
  /// The slots by their extent along x.
  var horizontal: SlotIndex
  /// The slots by their extent along y.
  var vertical: SlotIndex

  /// The fewest slots a template must have to be indexed: a query tests a smaller template's
  /// slots in turn (at most 15 per group, O(1)).
  static let minimumSlotCount = 16

  /// Indexes `slots` (each slot's item frame with its anchored supplementaries' frames).
  init(_ slots: [GroupTemplate.Slot]) {
    var xs: [(start: Double, end: Double)] = []
    var ys: [(start: Double, end: Double)] = []
    xs.reserveCapacity(slots.count)
    ys.reserveCapacity(slots.count)
    for slot in slots {
      var x = (
        start: Swift.min(slot.frame.minX, slot.frame.maxX),
        end: Swift.max(slot.frame.minX, slot.frame.maxX)
      )
      var y = (
        start: Swift.min(slot.frame.minY, slot.frame.maxY),
        end: Swift.max(slot.frame.minY, slot.frame.maxY)
      )
      for frame in slot.supplementaryFrames {
        x = (Swift.min(x.start, frame.minX, frame.maxX), Swift.max(x.end, frame.minX, frame.maxX))
        y = (Swift.min(y.start, frame.minY, frame.maxY), Swift.max(y.end, frame.minY, frame.maxY))
      }
      xs.append(x)
      ys.append(y)
    }
    horizontal = SlotIndex(extents: xs)
    vertical = SlotIndex(extents: ys)
  }

  /// Replaces `slots` with the indexes, ascending, of every slot whose item or anchored
  /// supplementaries may meet `rect` (content coordinates) in the group whose origin is
  /// `origin`: the slots that meet it along the axis where fewer do, each range widened by a
  /// billionth of the coordinates' magnitude so that rounding (the template's frames are
  /// offset by the origin before the exact test) never leaves out a slot that meets it.
  /// O(log s + c log c), c the slots listed (O(log s + c) when their order along that axis
  /// is the template's, as in a group of one axis).
  func slots(meeting rect: LayoutRect, from origin: LayoutPoint, into slots: inout [Int]) {
    slots.removeAll(keepingCapacity: true)
    func range(_ first: Double, _ second: Double, _ offset: Double) -> (Double, Double)? {
      let low = Swift.min(first, second)
      let high = Swift.max(first, second)
      guard low < high else { return nil }
      let margin = (Swift.abs(low) + Swift.abs(high) + Swift.abs(offset) + 1) * 1e-9
      return (low - offset - margin, high - offset + margin)
    }
    guard let x = range(rect.minX, rect.maxX, origin.x),
      let y = range(rect.minY, rect.maxY, origin.y)
    else { return }
    let across = horizontal.search(meeting: x.0, x.1)
    let along = vertical.search(meeting: y.0, y.1)
    if across.count <= along.count {
      horizontal.appendSlots(across, meeting: x.0, x.1, to: &slots)
    } else {
      vertical.appendSlots(along, meeting: y.0, y.1, to: &slots)
    }
    // Sorted unless some slot follows a greater one (a plain loop: zipping the array with its
    // tail costs several times as much).
    var position = 1
    while position < slots.count, slots[position - 1] < slots[position] { position += 1 }
    if position < slots.count { slots.sort() }
  }
}
