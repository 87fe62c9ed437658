/// The lines of one flow section: where each item is along its line and across lines, in
/// points, in content coordinates (u along a line, v across lines: see ``FlowMetrics``).
enum FlowLines: Hashable, Sendable {
  /// Items all of one size: lines derived by arithmetic, nothing stored per item.
  case uniform(UniformFlowLines)
  /// Items of their own sizes: lines broken one item at a time, stored.
  case varied(VariedFlowLines)

  /// The tolerance of the fit test, in points: items fit on a line when their lengths and the
  /// minimum gaps add up to at most the line's length plus this (A.3: `(A - s(n-1))/n` wide
  /// items must not wrap on a rounding error). A ten-thousandth of a pixel at 3x.
  static let fitTolerance = 1e-4 / 3
}

/// The lines of a section whose items are all `itemLength` × `itemThickness`: as many per
/// line as fit, every line (the last one too) keeping the same columns, justified (A.4, the
/// uniform fast path: the last line keeps the grid).
///
/// ```
///  lineStart                                 lineStart + A
///  │┌────┐        ┌────┐        ┌────┐│
///  ││ 0  │  gap   │ 1  │  gap   │ 2  ││   gap = (A - k·len) / (k - 1), k >= 2
///  │└────┘        └────┘        └────┘│
///  │┌────┐                            │   the last line keeps the columns
///  ││ 3  │                            │
///  │└────┘                            │   k = 1: every item centered
/// ```
struct UniformFlowLines: Hashable, Sendable {
  /// The items' length along the line, in points, > 0.
  var itemLength: Double
  /// The items' thickness across lines, in points, > 0.
  var itemThickness: Double
  /// How many items a line holds, >= 1.
  var itemsPerLine: Int
  /// Where column 0 starts along the line, in points.
  var firstColumn: Double
  /// The distance between two columns' starts, in points (0 with one column).
  var columnStep: Double
  /// The distance between two lines' starts, in points: the thickness plus the line spacing.
  var linePitch: Double

  /// The lines of items `itemLength` × `itemThickness` on lines `lineLength` long starting
  /// at `lineStart`, `interitemSpacing` apart at least, `lineSpacing` between lines.
  init(
    itemLength: Double, itemThickness: Double, lineStart: Double,
    lineLength: Double, interitemSpacing: Double, lineSpacing: Double
  ) {
    self.itemLength = itemLength
    self.itemThickness = itemThickness
    // n items fit when n·len + (n - 1)·s <= A, that is n <= (A + s) / (len + s).
    let fitting =
      ((lineLength + interitemSpacing + FlowLines.fitTolerance) / (itemLength + interitemSpacing))
      .rounded(.down)
    // The columns come from what fits, not from the items there are: a single short line
    // keeps the columns a full one would have (UIKit pads it with copies, A.4).
    let columns = max(1, Int(min(max(fitting, 1), 1e15)))
    itemsPerLine = columns
    if columns == 1 {
      firstColumn = lineStart + (lineLength - itemLength) / 2
      columnStep = 0
    } else {
      let gap = (lineLength - Double(columns) * itemLength) / Double(columns - 1)
      firstColumn = lineStart
      columnStep = itemLength + gap
    }
    linePitch = itemThickness + lineSpacing
  }

  /// The number of lines `count` items take.
  func lineCount(of count: Int) -> Int {
    count == 0 ? 0 : (count - 1) / itemsPerLine + 1
  }

  /// The u, v of item `index` in a section whose first line starts at `contentStart`.
  func origin(ofItem index: Int, contentStart: Double) -> (u: Double, v: Double) {
    let line = index / itemsPerLine
    let column = index - line * itemsPerLine
    return (firstColumn + Double(column) * columnStep, contentStart + Double(line) * linePitch)
  }

  /// The lines that may meet the range `lower ..< upper` along v, of `lineCount`.
  func lines(meeting lower: Double, _ upper: Double, contentStart: Double, lineCount: Int)
    -> Range<Int>
  {
    func line(at v: Double) -> Int {
      let position = ((v - contentStart) / linePitch).rounded(.down)
      // A NaN from the caller's rect meets no line rather than trapping.
      guard !position.isNaN else { return -1 }
      return Int(min(max(position, -1), Double(lineCount)))
    }
    let first = max(0, line(at: lower))
    let end = min(lineCount, max(first, line(at: upper) + 1))
    return first..<end
  }
}

/// The lines of a section whose items have sizes of their own (A.3, A.4, A.10): items placed
/// greedily, a line justified, a lone item on a line centered, the last line packed from the
/// line's start with the minimum spacing, each item centered across its line.
///
/// ```
///  │┌──┐      ┌──────┐      ┌─┐│   justified: gap = (A - Σ len) / (n - 1)
///  │└──┘      └──────┘      └─┘│
///  │       ┌──────────┐        │   alone on a line that is not the last: centered
///  │       └──────────┘        │
///  │┌───┐ ┌──┐                 │   the last line: packed, minimum spacing
///  │└───┘ └──┘                 │
/// ```
struct VariedFlowLines: Hashable, Sendable {
  /// The first item of each line, ascending, the first 0.
  var firstItems: [Int]
  /// The start of each line across lines (v), in points, ascending.
  var lineStarts: [Double]
  /// The thickness of each line: its thickest item's, in points.
  var lineThicknesses: [Double]
  /// Each item's start along its line (u), in points.
  var origins: [Double]
  /// Each item's length along its line, in points, > 0.
  var lengths: [Double]
  /// Each item's thickness across lines, in points, > 0.
  var thicknesses: [Double]

  /// Breaks items of `lengths` and `thicknesses` into lines `lineLength` long starting at
  /// `lineStart` along the line and at `contentStart` across lines. O(items).
  init(
    lengths: [Double], thicknesses: [Double], lineStart: Double, lineLength: Double,
    contentStart: Double, interitemSpacing: Double, lineSpacing: Double
  ) {
    self.lengths = lengths
    self.thicknesses = thicknesses
    var origins = [Double](repeating: 0, count: lengths.count)
    var firstItems: [Int] = []
    var lineStarts: [Double] = []
    var lineThicknesses: [Double] = []
    let count = lengths.count
    let limit = lineLength + FlowLines.fitTolerance
    var v = contentStart
    var index = 0
    while index < count {
      let first = index
      var used = lengths[index]
      var lengthSum = lengths[index]
      var thickness = thicknesses[index]
      index += 1
      while index < count, used + interitemSpacing + lengths[index] <= limit {
        used += interitemSpacing + lengths[index]
        lengthSum += lengths[index]
        thickness = max(thickness, thicknesses[index])
        index += 1
      }
      let itemsInLine = index - first
      if index == count {
        // The last line: packed from the start with the minimum spacing.
        var u = lineStart
        for item in first..<index {
          origins[item] = u
          u += lengths[item] + interitemSpacing
        }
      } else if itemsInLine == 1 {
        origins[first] = lineStart + (lineLength - lengths[first]) / 2
      } else {
        let gap = (lineLength - lengthSum) / Double(itemsInLine - 1)
        var u = lineStart
        for item in first..<index {
          origins[item] = u
          u += lengths[item] + gap
        }
      }
      firstItems.append(first)
      lineStarts.append(v)
      lineThicknesses.append(thickness)
      v += thickness + lineSpacing
    }
    self.origins = origins
    self.firstItems = firstItems
    self.lineStarts = lineStarts
    self.lineThicknesses = lineThicknesses
  }

  /// The end of the last line across lines, or `contentStart` without lines.
  func contentEnd(from contentStart: Double) -> Double {
    guard let start = lineStarts.last, let thickness = lineThicknesses.last else {
      return contentStart
    }
    return start + thickness
  }

  /// The line holding item `index` (0 ..< items). O(log lines).
  func line(ofItem index: Int) -> Int {
    firstIndex(in: firstItems.count) { firstItems[$0] > index } - 1
  }

  /// The items of line `line`.
  func items(ofLine line: Int) -> Range<Int> {
    let end = line + 1 < firstItems.count ? firstItems[line + 1] : origins.count
    return firstItems[line]..<end
  }

  /// The lines that meet the range `lower ..< upper` along v. O(log lines).
  func lines(meeting lower: Double, _ upper: Double) -> Range<Int> {
    let count = lineStarts.count
    let first = firstIndex(in: count) { lineStarts[$0] + lineThicknesses[$0] > lower }
    let end = firstIndex(in: count) { lineStarts[$0] >= upper }
    return first..<max(first, end)
  }

  /// The u, v of item `index`: centered across its line. O(log lines).
  func origin(ofItem index: Int) -> (u: Double, v: Double) {
    let line = line(ofItem: index)
    return (origins[index], lineStarts[line] + (lineThicknesses[line] - thicknesses[index]) / 2)
  }
}
