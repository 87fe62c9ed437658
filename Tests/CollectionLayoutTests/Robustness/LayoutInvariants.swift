@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The invariants every layout keeps, whatever its input. Each check returns one line per
/// violation (empty when the layout keeps it), naming the element and the numbers.
///
/// - Every frame is finite, with a width and a height >= 0; the element count computed from
///   the data alone (for the output-size limit) is the number of elements listed.
/// - Cells of one section never overlap: two items of a section never share a positive area.
/// - In a masonry section, the items of each column are stacked in index order: each starts
///   at or below the bottom of the previous item of its column.
/// - At natural positions every element lies within the content: 0 <= minX, maxX <= width,
///   0 <= minY, maxY <= height.
/// - Ids are unique and listed in ``ElementID`` order; a rect query returns exactly the
///   elements of the full listing that intersect the rect, and a single-element lookup agrees
///   with the listing.
/// - Pinning: only headers and global headers move. A displaced (pinned) header never lies
///   above its natural position (so never above its section's top), never below the pin line
///   plus the heights of the pinned headers stacked above it, and a section header never
///   reaches below its section's bottom: the next section pushes it off upwards, possibly out
///   of the viewport. A displaced global header is never above the pin line, so it starts
///   inside the visible rect. Elements that are not displaced keep their natural frames.
enum LayoutInvariants {
  /// The tolerance on positions, in points.
  static let tolerance = 0.001

  /// Every invariant of `layout` at `offset`.
  static func violations(of layout: GridLayout, at offset: LayoutPoint) -> [String] {
    let natural = layout.allElements()
    var problems = naturalViolations(layout, natural)
    problems += queryViolations(layout, natural, at: offset)
    problems += pinViolations(layout, natural, at: offset)
    return problems
  }

  /// Finite frames, the content bounds, unique sorted ids and non-overlapping cells.
  static func naturalViolations(_ layout: GridLayout, _ natural: [LayoutAttributes]) -> [String] {
    var problems: [String] = []
    let size = layout.contentSize
    if !size.width.isFinite || !size.height.isFinite || size.width < 0 || size.height < 0 {
      problems.append("content size \(size) is not finite and >= 0")
    }
    for element in natural {
      let frame = element.frame
      guard frame.isFinite, frame.width >= 0, frame.height >= 0 else {
        problems.append("\(element.id): frame \(frame) is not finite with sides >= 0")
        continue
      }
      if frame.minX < -tolerance || frame.maxX > size.width + tolerance || frame.minY < -tolerance
        || frame.maxY > size.height + tolerance
      {
        problems.append("\(element.id): frame \(frame) leaves the content \(size)")
      }
    }
    if layout.elementCount != natural.count {
      problems.append("elementCount is \(layout.elementCount), the layout lists \(natural.count)")
    }
    for (previous, next) in zip(natural, natural.dropFirst()) where !(previous.id < next.id) {
      problems.append("\(previous.id) is listed before \(next.id)")
    }
    var itemsBySection: [Int: [LayoutAttributes]] = [:]
    for element in natural where element.kind == .item {
      itemsBySection[element.id.section ?? -1, default: []].append(element)
    }
    for (section, items) in itemsBySection
    where layout.geometries.indices.contains(section) && layout.geometries[section].masonry != nil {
      var bottomOfColumn: [Int: (id: ElementID, bottom: Double)] = [:]
      for item in items {
        let column = item.columnIndex ?? -1
        if let previous = bottomOfColumn[column], item.frame.minY < previous.bottom - tolerance {
          problems.append(
            "\(item.id) starts at \(item.frame.minY), above the bottom \(previous.bottom) of "
              + "\(previous.id) in its masonry column \(column)")
        }
        bottomOfColumn[column] = (item.id, item.frame.maxY)
      }
    }
    for items in itemsBySection.values {
      for (index, item) in items.enumerated() {
        for other in items[(index + 1)...] where overlapArea(item.frame, other.frame) > 1e-9 {
          problems.append("\(item.id) \(item.frame) overlaps \(other.id) \(other.frame)")
        }
      }
    }
    return problems
  }

  /// Rect queries and lookups agree with the full listing.
  static func queryViolations(
    _ layout: GridLayout, _ natural: [LayoutAttributes], at offset: LayoutPoint
  ) -> [String] {
    var problems: [String] = []
    let pinned = layout.allElements(at: offset)
    let visible = layout.visibleRect(at: offset)
    let expected = pinned.filter { $0.frame.intersects(visible) }
    let found = layout.visibleElements(at: offset)
    if found != expected {
      let missing = expected.filter { !found.contains($0) }.map { "\($0.id) \($0.frame)" }
      let extra = found.filter { !expected.contains($0) }.map { "\($0.id) \($0.frame)" }
      problems.append(
        "visible query at \(offset) in \(visible) misses \(missing), finds extra \(extra)")
    }
    let band = LayoutRect(
      x: -5, y: offset.y + 10, width: layout.contentSize.width + 10, height: 137.25)
    let naturalInBand = natural.filter { $0.frame.intersects(band) }
    if layout.elements(in: band) != naturalInBand {
      problems.append("rect query \(band) disagrees with the full listing")
    }
    for element in natural.prefix(40) where layout.attributes(for: element.id) != element {
      problems.append("\(element.id): lookup disagrees with the listing")
    }
    for element in pinned.prefix(40)
    where layout.attributes(for: element.id, contentOffset: offset) != element {
      problems.append("\(element.id): pinned lookup at \(offset) disagrees with the listing")
    }
    // Every element the visible query lists, item rows included, against the lookup of one
    // element: the lookup snaps each row's edges on its own, the queries walk the rows with
    // their own arithmetic (uniform rows, edges shared between rows, columns tested once).
    // Frames compared bit for bit too: `==` takes -0 for +0, which the frames JSON does not.
    for element in found {
      let lookup = layout.attributes(for: element.id, contentOffset: offset)
      if lookup != element || lookup.map({ bits($0.frame) }) != bits(element.frame) {
        problems.append("\(element.id): lookup at \(offset) disagrees with the visible query")
      }
    }
    if pinned.map(\.id) != natural.map(\.id) {
      problems.append("the pinned listing at \(offset) has other elements than the natural one")
    }
    return problems
  }

  /// The pinning rules at `offset`.
  static func pinViolations(
    _ layout: GridLayout, _ natural: [LayoutAttributes], at offset: LayoutPoint
  ) -> [String] {
    var problems: [String] = []
    let naturalByID = Dictionary(
      natural.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let pixel = 1 / layout.environment.displayScale + tolerance
    let pinY = offset.y + layout.environment.contentInset.top
    var globalStack = 0.0
    var sectionStacks: [Int: Double] = [:]
    for element in layout.allElements(at: offset) {
      guard let base = naturalByID[element.id] else { continue }
      guard element.isPinned == true else {
        if element.frame != base.frame {
          problems.append("\(element.id) moved at \(offset) without being pinned")
        }
        continue
      }
      let top = element.frame.minY
      if top < base.frame.minY - tolerance {
        problems.append("\(element.id) pinned at \(top), above its natural top \(base.frame.minY)")
      }
      switch element.kind {
      case .globalHeader:
        let index = element.id.indexes[0]
        if top < pinY - pixel || top > pinY + globalStack + pixel {
          problems.append(
            "\(element.id) pinned at \(top), outside the pin line \(pinY) + stack \(globalStack)")
        }
        globalStack += layout.globalHeaders[index].height
      case .header:
        let section = element.id.indexes[0]
        let index = element.id.indexes[1]
        let line = layout.pinPass(at: offset).sectionPinLine
        let stack = sectionStacks[section, default: 0]
        if top > line + stack + pixel {
          problems.append(
            "\(element.id) pinned at \(top), below the pin line \(line) + stack \(stack)")
        }
        let sectionBottom = layout.frame(ofSection: section)?.maxY ?? 0
        if element.frame.maxY > sectionBottom + pixel {
          problems.append(
            "\(element.id) pinned down to \(element.frame.maxY), below its section's bottom "
              + "\(sectionBottom)")
        }
        if layout.sections[section].headers[index].isPinned {
          sectionStacks[section] = stack + layout.sections[section].headers[index].height
        }
      default:
        problems.append("\(element.id) is pinned but is not a header")
      }
    }
    return problems
  }

  /// The bit patterns of a frame's four numbers.
  static func bits(_ frame: LayoutRect) -> [UInt64] {
    [frame.minX, frame.minY, frame.width, frame.height].map(\.bitPattern)
  }

  /// The area two rectangles share, 0 when they do not intersect.
  static func overlapArea(_ a: LayoutRect, _ b: LayoutRect) -> Double {
    let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
    let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
    return width > 0 && height > 0 ? width * height : 0
  }
}
