/// Solves a compositional layout's sections one after the other along the scroll axis
/// (B.5): each section's group template once, its boundary supplementaries, background and
/// the groups' origin and stride. "Main" is along the scroll axis, "cross" across it.
struct CompositionalSolver {
  /// The layout's configuration.
  let configuration: CompositionalConfiguration
  /// The scroll axis.
  let axis: ScrollAxis
  /// The container of every section, before its insets: across, the content width (height
  /// for horizontal scrolling); along, the viewport's length, which fractional heights of a
  /// vertical layout resolve against (B.12's assumption).
  let container: LayoutSize
  /// The content's extent across the scroll axis, in points.
  let crossLength: Double
  /// The thickness of a list separator: one pixel.
  let hairline: Double
  /// The scroll view: its safe area, margins and readable width place the boundaries
  /// sections measure their insets from across the axis, and a section provider chooses by it.
  let environment: LayoutEnvironment
  /// Whether a strip's offset past its range is kept as given (a frame of a finger's rubber
  /// band or of a bounce) instead of clamped to the range.
  var keepsStripOverscroll = false

  init(configuration: CompositionalConfiguration, environment: LayoutEnvironment) {
    self.configuration = configuration
    axis = configuration.scrollDirection
    if axis == .vertical {
      crossLength = environment.contentWidth
      container = LayoutSize(width: crossLength, height: environment.viewport.height)
    } else {
      crossLength = environment.visibleContentHeight
      container = LayoutSize(width: environment.viewport.width, height: crossLength)
    }
    hairline = 1 / max(environment.displayScale, 1)
    self.environment = environment
  }

  /// What solving gives.
  struct Solution {
    var geometries: [CompositionalSectionGeometry]
    var globals: [PlacedSupplementary]
    var contentSize: LayoutSize
    /// The number of group templates solved: one per distinct group shape.
    var templatesSolved: Int
  }

  /// Solves `sections`, each laid out with its own description or the configuration's; an
  /// orthogonal section's strip is scrolled to `stripOffsets[section]` (clamped to its
  /// range unless ``keepsStripOverscroll``), or rests at its start.
  mutating func solve(_ sections: [LayoutSection], stripOffsets: [Int: Double] = [:]) -> Solution {
    var cursor = 0.0
    var globals: [PlacedSupplementary] = []
    let globalItems = configuration.boundarySupplementaryItems
    var globalCounts: [String: Int] = [:]
    func placeGlobals(atStart: Bool) {
      let area = (cross: 0.0, length: crossLength)
      for item in globalItems where item.alignment.isAtStart(along: axis) == atStart {
        let index = globalCounts[item.kind, default: 0]
        globalCounts[item.kind] = index + 1
        let id = CompositionalLayout.globalID(kind: item.kind, index: index)
        let size = item.size.resolved(in: container)
        let length = mainLength(size)
        // As a section's: extending, stacked at the cursor; not extending, over the content, a
        // header at its start, a footer ending where it ends.
        let main = item.extendsBoundary || atStart ? cursor : cursor - length
        let frame = place(size, main: main, in: area, alignment: item.alignment)
          .offsetBy(dx: item.absoluteOffset.x, dy: item.absoluteOffset.y)
        if item.extendsBoundary { cursor += length }
        if let id {
          globals.append(
            PlacedSupplementary(
              id: id, frame: frame, pinsAtStart: item.pinToVisibleBounds ? atStart : nil,
              isAtStart: atStart))
        }
      }
    }
    placeGlobals(atStart: true)
    var templates = GroupTemplateCache()
    var geometries: [CompositionalSectionGeometry] = []
    geometries.reserveCapacity(sections.count)
    for (index, section) in sections.enumerated() {
      if index > 0 { cursor += configuration.interSectionSpacing }
      let own = section.layout?.value(as: CompositionalSection.self)
      let provided = own == nil ? configuration.providedSection(at: index, in: environment) : nil
      let description =
        own ?? provided?.section ?? CompositionalSection.list(ListConfiguration())
      // Every section a rule or the configuration lays out takes the same description (a
      // rule depends on the environment only); code may give each section its own.
      let template = templates.template(
        of: description.group, in: effectiveContainer(of: description),
        shared: own == nil && provided?.origin != .code)
      let geometry = solve(
        description, template: template, section: index, itemCount: section.items.count,
        start: cursor, stripOffset: stripOffsets[index],
        rowHeights: Self.rowHeights(of: section, description),
        measures: axis == .vertical && description.list == nil
          ? Self.measures(of: section) : nil)
      cursor = geometry.frame.leadingEdge(along: axis) + mainLength(geometry.frame.size)
      geometries.append(geometry)
    }
    placeGlobals(atStart: false)
    let size =
      axis == .vertical
      ? LayoutSize(width: crossLength, height: cursor)
      : LayoutSize(width: cursor, height: crossLength)
    return Solution(
      geometries: geometries, globals: globals, contentSize: size,
      templatesSolved: templates.solvedCount)
  }

  /// Solves one section starting at `start` along the scroll axis, its group solved as
  /// `template`.
  func solve(
    _ description: CompositionalSection, template: GroupTemplate, section: Int, itemCount: Int,
    start: Double, stripOffset: Double? = nil, rowHeights: [Double]? = nil,
    measures: ItemMeasures? = nil
  ) -> CompositionalSectionGeometry {
    let insets = description.contentInsets.resolved(in: container)
    let mainLeading = axis == .vertical ? insets.top : insets.leading
    let mainTrailing = axis == .vertical ? insets.bottom : insets.trailing
    let (crossLeading, crossTrailing) = crossInsets(of: description)
    let effective = effectiveContainer(of: description)
    // Boundary supplementaries follow the content insets across the axis (B.5), measured from
    // their own reference (E.5).
    let area = supplementaryArea(of: description)
    let supplementaryContainer = supplementaryContainer(of: description)
    var counts: [String: Int] = [:]
    var supplementaries: [PlacedSupplementary] = []
    var cursor = start
    func placeBoundary(atStart: Bool, contentEnd: Double) {
      for item in description.boundarySupplementaryItems
      where item.alignment.isAtStart(along: axis) == atStart {
        let index = counts[item.kind, default: 0]
        counts[item.kind] = index + 1
        let size = item.size.resolved(in: supplementaryContainer)
        let length = mainLength(size)
        // Extending: stacked at the cursor. Not extending: over the content, a header at the
        // cursor, a footer ending where the content ends.
        let main = item.extendsBoundary || atStart ? cursor : contentEnd - length
        let frame = place(size, main: main, in: area, alignment: item.alignment)
          .offsetBy(dx: item.absoluteOffset.x, dy: item.absoluteOffset.y)
        if item.extendsBoundary { cursor += length }
        guard let kind = ElementKind(rawValue: item.kind),
          let id = ElementID(kind: kind, indexes: [section, index])
        else { continue }
        supplementaries.append(
          PlacedSupplementary(
            id: id, frame: frame, pinsAtStart: item.pinToVisibleBounds ? atStart : nil,
            isAtStart: atStart))
      }
    }
    placeBoundary(atStart: true, contentEnd: start)
    let contentStart = cursor + mainLeading
    let slots = template.slots.count
    let groupMain = mainLength(template.size)
    let groupCross = axis == .vertical ? template.size.width : template.size.height
    let orthogonal = description.orthogonalScrollingBehavior != .none
    var measured: MeasuredGroups?
    if let measures, !measures.isEmpty {
      let groups = MeasuredGroups(
        measures: measures, itemCount: itemCount, group: description.group,
        container: effective, template: template,
        along: orthogonal ? (axis == .vertical ? .horizontal : .vertical) : axis)
      if !groups.isEmpty { measured = groups }
    }
    let groups =
      measured?.groupCount(of: itemCount) ?? (slots == 0 ? 0 : (itemCount + slots - 1) / slots)
    let contentLength: Double
    let firstCross: Double
    let stride: Double
    let strideAxis: ScrollAxis
    var strip: CompositionalStrip?
    var rowStarts: [Double]?
    if orthogonal {
      // A strip: the groups run across the scroll axis (B.6), scrolled by the strip's own
      // offset; groupPagingCentered insets it by (strip − group) / 2 on both sides.
      // As thick as its thickest group (a measured group may be taller than the template).
      var thickest = measured.map { $0.groups.count < groups ? groupMain : 0 } ?? groupMain
      for laidOut in measured?.templates ?? [] {
        thickest = max(thickest, mainLength(laidOut.size))
      }
      contentLength = groups > 0 ? thickest : 0
      stride = groupCross + description.interGroupSpacing
      strideAxis = axis == .vertical ? .horizontal : .vertical
      let behavior = description.orthogonalScrollingBehavior
      let inset = behavior == .groupPagingCentered ? (crossLength - groupCross) / 2 : 0
      let content =
        crossLeading + crossTrailing
        + (groups > 0
          ? Double(groups) * groupCross + Double(groups - 1) * description.interGroupSpacing : 0)
      let range = -inset...max(-inset, content + inset - crossLength)
      let given = stripOffset.flatMap { $0.isFinite ? $0 : nil } ?? range.lowerBound
      let offset =
        keepsStripOverscroll ? given : min(max(given, range.lowerBound), range.upperBound)
      strip = CompositionalStrip(
        behavior: behavior, offset: offset, range: range, groupStride: stride,
        groupStart: crossLeading, pageLength: crossLength, inset: inset, contentLength: content,
        scrollingProperties: description.orthogonalScrollingProperties)
      firstCross = crossLeading - offset
    } else if let rowHeights, axis == .vertical {
      // A list whose items give their heights: row i is that tall (B.10).
      var starts = [0.0]
      starts.reserveCapacity(rowHeights.count + 1)
      for height in rowHeights { starts.append((starts.last ?? 0) + height) }
      rowStarts = starts
      contentLength = starts.last ?? 0
      firstCross = crossLeading
      stride = groupMain
      strideAxis = axis
    } else {
      contentLength =
        groups > 0
        ? Double(groups) * groupMain + Double(groups - 1) * description.interGroupSpacing
          + (measured?.cumulativeChanges.last ?? 0) : 0
      firstCross = crossLeading
      stride = groupMain + description.interGroupSpacing
      strideAxis = axis
    }
    let contentEnd = contentStart + contentLength
    cursor = contentEnd + mainTrailing
    placeBoundary(atStart: false, contentEnd: contentEnd)
    let frame = rect(main: start, cross: 0, mainLength: cursor - start, crossLength: crossLength)
    var background: LayoutRect?
    for case .background(let decorationInsets) in description.decorationItems {
      background = decorationInsets.inset(frame)
    }
    let firstOrigin =
      axis == .vertical
      ? LayoutPoint(x: firstCross, y: contentStart) : LayoutPoint(x: contentStart, y: firstCross)
    let separators = description.list?.showsSeparators == true ? hairline : nil
    var geometry = CompositionalSectionGeometry(
      frame: frame, template: template, firstGroupOrigin: firstOrigin, groupStride: stride,
      strideAxis: strideAxis, itemCount: itemCount, supplementaries: supplementaries,
      background: background, separatorThickness: separators, strip: strip,
      rowStarts: rowStarts, measured: measured)
    if separators != nil {
      // A separator starts where the row's content does: the layout margin past the row's
      // leading edge, or past the safe area's edge for a row that reaches under it.
      let safeLeading = environment.insets(of: .safeArea, across: axis).clampedToContent.leading
      geometry.separatorLeadingInset =
        max(firstCross, safeLeading) - firstCross + environment.layoutMargins.leading
    }
    return geometry
  }

  /// The height of every row of a list section whose items give heights (each its item's
  /// `height`, 44 without one); `nil` for other sections, and for lists of uniform rows.
  static func rowHeights(of section: LayoutSection, _ description: CompositionalSection)
    -> [Double]?
  {
    guard description.list != nil else { return nil }
    switch section.items {
    case .count: return nil
    case .measuredCount(let count, let measured):
      // Rows a measure step measured (a list's rows size themselves, B.10).
      var heights = [Double](repeating: ListConfiguration.rowHeight, count: max(0, count))
      for (index, height) in zip(measured.indexes, measured.heights) where index < count {
        heights[index] = height
      }
      return heights
    case .list(let items):
      guard items.contains(where: { $0.height != nil }) else { return nil }
      return items.map { $0.height ?? ListConfiguration.rowHeight }
    }
  }

  /// What a renderer measured for the items of `section` (a `measure` step's, or items
  /// listed with a `height` that is not an estimate or with a `width`); `nil` when nothing.
  /// They replace the heights (widths) of items whose height (width) dimension is estimated.
  /// O(items) for a listed section, O(measured items) otherwise.
  static func measures(of section: LayoutSection) -> ItemMeasures? {
    let measures: ItemMeasures
    switch section.items {
    case .count: return nil
    case .measuredCount(_, let measured): measures = ItemMeasures(measured)
    case .list(let items): measures = ItemMeasures(items)
    }
    return measures.isEmpty ? nil : measures
  }

  /// The length of `size` along the scroll axis.
  func mainLength(_ size: LayoutSize) -> Double { axis == .vertical ? size.height : size.width }

  /// A rectangle from its extent along and across the scroll axis.
  func rect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> LayoutRect {
    axis == .vertical
      ? LayoutRect(x: cross, y: main, width: crossLength, height: mainLength)
      : LayoutRect(x: main, y: cross, width: mainLength, height: crossLength)
  }

  /// A supplementary of `size` at `main` along the axis, placed across `area` by its
  /// alignment (leading, centred or trailing).
  func place(
    _ size: LayoutSize, main: Double, in area: (cross: Double, length: Double),
    alignment: BoundaryAlignment
  ) -> LayoutRect {
    let cross = axis == .vertical ? size.width : size.height
    let position = area.cross + alignment.crossPosition(along: axis) * (area.length - cross)
    return rect(main: main, cross: position, mainLength: mainLength(size), crossLength: cross)
  }
}

/// The group templates a solve has made, by group and container: sections of the same shape
/// share one.
struct GroupTemplateCache {
  /// A group description in the container it resolves against: what a template depends on.
  struct Key: Hashable {
    var group: CompositionalGroup
    var container: LayoutSize
  }
  /// The templates solved so far.
  private var templates: [Key: GroupTemplate] = [:]
  /// The template of the configuration's `section` (or the default list), solved at its first
  /// use: sections without their own layout take it without hashing their description.
  private var shared: GroupTemplate?
  /// The number of templates solved (each group shape once).
  private(set) var solvedCount = 0

  /// The template of `group` in `container`: solved once per group shape, and once for every
  /// section that takes the configuration's description (`shared`). O(1) for a shared
  /// description, O(the description's size) to hash another.
  mutating func template(
    of group: CompositionalGroup, in container: LayoutSize, shared isShared: Bool
  ) -> GroupTemplate {
    if isShared, let shared { return shared }
    let key = Key(group: group, container: container)
    let template: GroupTemplate
    if let cached = templates[key] {
      template = cached
    } else {
      template = GroupTemplate(group, in: container)
      templates[key] = template
      solvedCount += 1
    }
    if isShared { shared = template }
    return template
  }
}
