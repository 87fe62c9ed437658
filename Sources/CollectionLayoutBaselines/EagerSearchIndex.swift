import CollectionLayout

/// The best conventional way to answer queries: an ``EagerLayout`` built once, its records
/// indexed by position so that a query binary-searches instead of scanning, as a careful
/// `UICollectionViewLayout` subclass that caches its attributes does. It is the benchmark's
/// fair baseline for the scroll step and the rect query.
///
/// ```
///  sections    ──s0──┬──s1──┬──s2──   binary search over the sections' vertical extents
///  runs in s1  background │ headers │ items (by row) │ row separators │ column separators │ …
///  a run       records whose tops and bottoms never decrease: binary search for the first
///              bottom below rect.minY, then scan while the top is above rect.maxY
/// ```
/// Records of one section are split into runs wherever a top or a bottom decreases (a new
/// kind starts over at the section's top), so each run is searchable; the headers of a section
/// are one run, answered from the pin pass (a pinned header may have moved into the rect).
/// Results come in `ElementID` order: sections in order, runs in order, records in order.
///
/// Cost: O(elements) to index, once; a query is O(g + log s + r log n + k) for g global
/// headers, s sections, r runs in the sections met (about 7 per grid section) and k results.
/// The records are copied from the layout, as a cache of attributes hands them out: each
/// stretch of consecutive records that meet the rect with one `append(contentsOf:)` (one
/// copy of memory), not record by record (which checks the array and updates its count for
/// every record: twice the time of a scroll step).
public struct EagerSearchIndex: Sendable {
  /// The layout whose records are searched.
  public let layout: EagerLayout
  /// For each section, the largest bottom of a record of this section or an earlier one
  /// (non-decreasing): the first section that can reach below a line.
  private let bottomsSoFar: [Double]
  /// For each section, the smallest top of a record of this section or a later one
  /// (non-decreasing): the first section entirely below a line.
  private let topsFromHere: [Double]
  /// The runs, in `ElementID` order: the range of records of each.
  private let runs: [Range<Int>]
  /// Whether each run is a section's headers.
  private let runIsHeaders: [Bool]
  /// The index in ``runs`` of each section's first run, then the number of runs.
  private let sectionRunStarts: [Int]
  /// The common attributes of ``EagerLayout/elements``, in the same order: the cache a
  /// query into `[ElementAttributes]` copies from (trivially copyable, as the engine's
  /// result).
  private let commonRecords: [ElementAttributes]

  /// Indexes the records of `layout`. O(elements).
  public init(layout: EagerLayout) {
    self.layout = layout
    let elements = layout.elements
    let sectionCount = layout.sections.count
    var bottoms: [Double] = []
    var tops: [Double] = []
    bottoms.reserveCapacity(sectionCount)
    tops.reserveCapacity(sectionCount)
    var runs: [Range<Int>] = []
    var runIsHeaders: [Bool] = []
    var sectionRunStarts: [Int] = []
    sectionRunStarts.reserveCapacity(sectionCount + 1)
    var lowestBottom = -Double.infinity
    for section in 0..<sectionCount {
      sectionRunStarts.append(runs.count)
      let records = layout.sectionStarts[section]..<layout.sectionStarts[section + 1]
      let headers = layout.sections[section].headers.map(\.elementIndex)
      var top = Double.infinity
      var bottom = -Double.infinity
      var start = records.lowerBound
      var index = records.lowerBound
      while index < records.upperBound {
        let frame = elements[index].frame
        top = min(top, frame.minY)
        bottom = max(bottom, frame.maxY)
        if let first = headers.first, index == first {
          if start < index { Self.append(start..<index, false, &runs, &runIsHeaders) }
          let end = first + headers.count
          Self.append(first..<end, true, &runs, &runIsHeaders)
          for header in first..<end {
            top = min(top, elements[header].frame.minY)
            bottom = max(bottom, elements[header].frame.maxY)
          }
          start = end
          index = end
          continue
        }
        if index > start {
          let previous = elements[index - 1].frame
          if frame.minY < previous.minY || frame.maxY < previous.maxY {
            Self.append(start..<index, false, &runs, &runIsHeaders)
            start = index
          }
        }
        index += 1
      }
      if start < records.upperBound {
        Self.append(start..<records.upperBound, false, &runs, &runIsHeaders)
      }
      // A pinned header pushed to the section's bottom may reach into its bottom padding,
      // below its last record.
      let scale = layout.environment.displayScale
      bottom = max(bottom, (layout.sections[section].bottom * scale).rounded() / scale)
      lowestBottom = max(lowestBottom, bottom)
      bottoms.append(lowestBottom)
      tops.append(top)
    }
    sectionRunStarts.append(runs.count)
    var highestTop = Double.infinity
    for section in stride(from: sectionCount - 1, through: 0, by: -1) {
      highestTop = min(highestTop, tops[section])
      tops[section] = highestTop
    }
    bottomsSoFar = bottoms
    topsFromHere = tops
    self.runs = runs
    self.runIsHeaders = runIsHeaders
    self.sectionRunStarts = sectionRunStarts
    commonRecords = elements.map(\.common)
  }

  private static func append(
    _ run: Range<Int>, _ isHeaders: Bool, _ runs: inout [Range<Int>], _ flags: inout [Bool]
  ) {
    runs.append(run)
    flags.append(isHeaders)
  }

  /// The elements visible at `contentOffset`, pinned headers included, in `ElementID` order,
  /// into `result` (emptied first, its capacity kept).
  public func visibleElements(at contentOffset: LayoutPoint, into result: inout [LayoutAttributes])
  {
    elements(
      in: layout.visibleRect(at: contentOffset), contentOffset: contentOffset, into: &result)
  }

  /// The elements whose frames intersect `rect` with headers pinned as at `contentOffset`, in
  /// `ElementID` order, into `result` (emptied first, its capacity kept): exactly
  /// ``EagerLayout/elements(in:contentOffset:)``, found by binary search.
  public func elements(
    in rect: LayoutRect, contentOffset: LayoutPoint, into result: inout [LayoutAttributes]
  ) {
    search(in: rect, contentOffset: contentOffset, records: layout.elements, into: &result)
  }

  /// The common attributes of the elements ``elements(in:contentOffset:into:)`` finds, copied
  /// from a cache of them, into `result` (emptied first, its capacity kept).
  public func elements(
    in rect: LayoutRect, contentOffset: LayoutPoint, into result: inout [ElementAttributes]
  ) {
    search(in: rect, contentOffset: contentOffset, records: commonRecords, into: &result)
  }

  /// The common attributes of the elements visible at `contentOffset`, pinned headers
  /// included, in `ElementID` order, into `result` (emptied first, its capacity kept).
  public func visibleElements(
    at contentOffset: LayoutPoint, into result: inout [ElementAttributes]
  ) {
    elements(
      in: layout.visibleRect(at: contentOffset), contentOffset: contentOffset, into: &result)
  }

  /// The search behind both kinds of result: `records` are the layout's elements (or their
  /// common attributes), in the layout's order.
  private func search<Record: SearchedRecord>(
    in rect: LayoutRect, contentOffset: LayoutPoint, records elements: [Record],
    into result: inout [Record]
  ) {
    result.removeAll(keepingCapacity: true)
    // The pin pass of the global headers, each one considered (there are a few).
    var line = contentOffset.y + layout.environment.contentInset.top
    for header in layout.globalHeaders {
      if header.isPinned && header.top < line {
        let pinned = Record(layout.attributes(of: header, movedTo: line))
        line += header.height
        if pinned.frame.intersects(rect) { result.append(pinned) }
      } else if elements[header.elementIndex].frame.intersects(rect) {
        result.append(elements[header.elementIndex])
      }
    }
    let sectionCount = bottomsSoFar.count
    let first = Self.firstIndex(in: 0..<sectionCount) { bottomsSoFar[$0] > rect.minY }
    let end = Self.firstIndex(in: first..<sectionCount) { topsFromHere[$0] >= rect.maxY }
    for section in first..<end {
      for run in sectionRunStarts[section]..<sectionRunStarts[section + 1] {
        if runIsHeaders[run] {
          appendHeaders(of: section, pinLine: line, in: rect, records: elements, to: &result)
          continue
        }
        let range = runs[run]
        var index = Self.firstIndex(in: range) { elements[$0].frame.maxY > rect.minY }
        // Each stretch of consecutive records that meet the rect is copied with one append
        // (one uniqueness check and one count update, as the engine's query writes).
        var stretchStart = index
        while index < range.upperBound, elements[index].frame.minY < rect.maxY {
          if !elements[index].frame.intersects(rect) {
            result.append(contentsOf: elements[stretchStart..<index])
            stretchStart = index + 1
          }
          index += 1
        }
        result.append(contentsOf: elements[stretchStart..<index])
      }
    }
  }

  /// Appends the headers of `section` that intersect `rect`, pinned headers at their pinned
  /// positions (the engine's rule: stacked from `pinLine`, pushed up so that the stack never
  /// goes below the section's bottom).
  private func appendHeaders<Record: SearchedRecord>(
    of section: Int, pinLine: Double, in rect: LayoutRect, records: [Record],
    to result: inout [Record]
  ) {
    let headers = layout.sections[section].headers
    let bottom = layout.sections[section].bottom
    var line = pinLine
    var stackBottom = -Double.infinity
    for header in headers where header.isPinned && header.top < line {
      line += header.height
      stackBottom = line
    }
    let overflow = stackBottom - bottom
    line = pinLine
    for header in headers {
      if header.isPinned && header.top < line {
        let top = overflow > 0 ? max(header.top, line - overflow) : line
        line += header.height
        let pinned = Record(layout.attributes(of: header, movedTo: top))
        if pinned.frame.intersects(rect) { result.append(pinned) }
      } else if records[header.elementIndex].frame.intersects(rect) {
        result.append(records[header.elementIndex])
      }
    }
  }

  /// The first index of `range` for which the monotonic `predicate` holds, or the end.
  private static func firstIndex(in range: Range<Int>, where predicate: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = (low + high) / 2
      if predicate(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}

/// What the search copies out of its cache: whole attributes, or their common part.
protocol SearchedRecord {
  /// The record's frame, in content coordinates.
  var frame: LayoutRect { get }
  /// The record of a header computed at its pinned position.
  init(_ attributes: LayoutAttributes)
}

extension LayoutAttributes: SearchedRecord {
  init(_ attributes: LayoutAttributes) { self = attributes }
}

extension ElementAttributes: SearchedRecord {
  init(_ attributes: LayoutAttributes) { self = attributes.common }
}
