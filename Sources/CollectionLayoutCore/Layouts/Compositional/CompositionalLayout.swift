/// UIKit's compositional layout (`UICollectionViewCompositionalLayout`) off the device: each
/// section's group is solved once as a template (``CompositionalSection``), and every item's
/// frame is arithmetic, its group's origin plus its slot's frame, as the grid derives rows.
///
/// ```
///  content (vertical scrolling)
///  ┌───────────────────────────────┐ 0
///  │ global headers (globalHeader) │
///  ├───────────────────────────────┤ section 0 start
///  │ header/0/0                    │
///  │ ┌ group 0 ┐ … ┌ group k ┐     │ item i: slot i % n of group i / n
///  │ footer/0/0                    │
///  ├─ interSectionSpacing ─────────┤
///  │ section 1 …                   │
///  └───────────────────────────────┘
/// ```
///
/// Elements: `item/S/I` (zIndex 1); an item's anchored supplementaries `KIND/S/I` (zIndex 2,
/// owned by the item: ``ElementOwner/attached(to:)``); a group's anchored supplementaries
/// `KIND/S/G`, G the group's index in its section (zIndex 2, owned by the section); a
/// section's boundary supplementaries
/// `KIND/S/K` (zIndex 100, 200 when they pin); the section background `background/S`
/// (zIndex 0); a list's separators `rowSeparator/S/R` (zIndex 10); global boundary
/// supplementaries `globalHeader/K` (kind `header`) or `globalKind/K` (other kinds, the kind
/// capitalised), owned by the collection.
///
/// Cost: preparing is O(sections + s log s for the s slots of each distinct group shape),
/// whatever the number of items: sections of the same shape (the same group in the same
/// container, such as every section that takes the configuration's `section` or the rule
/// of its section provider that matches) share one template of at most 10,000 slots (a
/// provider of code is asked for each section without its own layout, when the layout is
/// checked and when it is laid out); a rect query is O(log sections + log slots + k): a
/// binary search for the sections, by what each draws (badges and offset supplementaries past
/// its frame included), then the range of groups that meet the rectangle, and in each the
/// slots that meet it, from an index of the template's slots built with it (by their extents
/// along x and y).
public struct CompositionalLayout: CollectionViewLayout, Hashable {
  /// The pin pass of a compositional layout.
  public typealias PinPass = CompositionalPins

  /// The scroll view.
  public internal(set) var environment: LayoutEnvironment
  /// The sections of items; each section's `layout` is a ``CompositionalSection`` or absent
  /// (then the configuration's ``CompositionalConfiguration/section``).
  public internal(set) var sections: [LayoutSection]
  /// The configuration.
  public let configuration: CompositionalConfiguration
  /// The solved sections, in order.
  var geometries: [CompositionalSectionGeometry]
  /// For each section, the least start along the scroll axis of what it and the sections after
  /// it draw (badges and offset boundary supplementaries included), ascending: a query stops
  /// at the first section whose value is past its rectangle.
  var drawnStartsFromHere: [Double]
  /// For each section, the greatest end along the scroll axis of what it and the sections
  /// before it draw, ascending: a query starts at the first section whose value is past the
  /// start of its rectangle (binary search).
  var drawnEndsUpToHere: [Double]
  /// The global boundary supplementaries, placed.
  var globalSupplementaries: [PlacedSupplementary]
  /// The size of the content, in points.
  public private(set) var contentSize: LayoutSize
  /// The offsets the orthogonal sections' strips were scrolled to, by section (clamped to
  /// each strip's range when laid out, but in a frame of a finger's rubber band or a bounce:
  /// ``scrolled(section:through:)``); a section not listed rests at its strip's start.
  public internal(set) var stripOffsets: [Int: Double]
  /// What the strips' visible-items effects made of their items, by section (see
  /// ``runVisibleItemsEffects()``); empty when no strip has an effect.
  var visibleItemsChanges: [Int: VisibleItemsChanges] = [:]

  /// The axis the content scrolls along: the configuration's scroll direction.
  public var scrollAxis: ScrollAxis { configuration.scrollDirection }

  /// Lays out `sections` with `configuration` in `environment`. Throws every problem, located
  /// at the environment's properties, under `configuration` and under `sections`
  /// (`sections[2].layout.group.horizontal.subitems[0].item.size.width`), and every computed
  /// frame out of the range a frames document holds (``Limits/maximumFrameMagnitude`` points
  /// either side of the origin).
  ///
  /// - Complexity: O(sections + s log s for the s slots of each distinct group shape, whose
  ///   slots are indexed when s >= 16), independent of the item count.
  public init(
    configuration: CompositionalConfiguration, sections: [LayoutSection],
    environment: LayoutEnvironment
  ) throws(LayoutError) {
    var checker = RangeChecker()
    checker.checkEnvironment(environment)
    checker.checkCompositional(configuration, at: "configuration")
    checker.checkCompositionalSections(
      sections, with: configuration, at: "sections", sectionsOf: "configuration")
    guard checker.issues.isEmpty else { throw LayoutError(issues: checker.issues) }
    checker.checkCompositionalFit(
      sections, with: configuration, in: environment, at: "sections",
      configurationLocation: ValueLocation("configuration")["section"])
    guard checker.issues.isEmpty else { throw LayoutError(issues: checker.issues) }
    self.init(validated: configuration, sections: sections, environment: environment)
    let outOfRange = frameRangeIssues(configurationLocation: "configuration")
    guard outOfRange.isEmpty else { throw LayoutError(issues: outOfRange) }
  }

  /// Lays out values known to be valid; each strip at its offset in `stripOffsets`, clamped
  /// to its range unless `keepingOverscroll` (a frame of a rubber band or a bounce).
  package init(
    validated configuration: CompositionalConfiguration, sections: [LayoutSection],
    environment: LayoutEnvironment, stripOffsets: [Int: Double] = [:],
    keepingOverscroll: Bool = false
  ) {
    self.configuration = configuration
    self.environment = environment
    self.sections = sections
    self.stripOffsets = stripOffsets
    var solver = CompositionalSolver(configuration: configuration, environment: environment)
    solver.keepsStripOverscroll = keepingOverscroll
    let solved = solver.solve(sections, stripOffsets: stripOffsets)
    geometries = solved.geometries
    let axis = configuration.scrollDirection
    var starts = solved.geometries.map { $0.drawnExtent(along: axis).lowerBound }
    var ends = solved.geometries.map { $0.drawnExtent(along: axis).upperBound }
    if !starts.isEmpty {
      for index in stride(from: starts.count - 2, through: 0, by: -1) {
        starts[index] = min(starts[index], starts[index + 1])
      }
      for index in 1..<ends.count { ends[index] = max(ends[index], ends[index - 1]) }
    }
    drawnStartsFromHere = starts
    drawnEndsUpToHere = ends
    globalSupplementaries = solved.globals
    contentSize = solved.contentSize
    visibleItemsChanges = runVisibleItemsEffects()
  }

  /// The same layout for other sections or another environment; throws their problems,
  /// located under `sections`. Each strip keeps its offset, clamped to its new range (a strip
  /// whose content shrinks comes back to its new end): through an update (`mapping` given) it
  /// follows its section where the update moves it, and an inserted section's strip starts at
  /// its start; a resize keeps the offsets by section.
  public func laidOut(
    sections: [LayoutSection], in environment: LayoutEnvironment, carrying mapping: UpdateMapping?
  ) throws(LayoutError) -> CompositionalLayout {
    var checker = RangeChecker()
    checker.checkEnvironment(environment)
    checker.checkCompositionalSections(
      sections, with: configuration, at: "sections", sectionsOf: "configuration")
    guard checker.issues.isEmpty else { throw LayoutError(issues: checker.issues) }
    checker.checkCompositionalFit(
      sections, with: configuration, in: environment, at: "sections",
      configurationLocation: ValueLocation("configuration")["section"])
    guard checker.issues.isEmpty else { throw LayoutError(issues: checker.issues) }
    var offsets = currentStripOffsets
    if let mapping {
      offsets = [:]
      for (old, offset) in currentStripOffsets {
        if let new = mapping.newSection(forOld: old) { offsets[new] = offset }
      }
    }
    let layout = CompositionalLayout(
      validated: configuration, sections: sections, environment: environment,
      stripOffsets: offsets)
    let outOfRange = layout.frameRangeIssues(configurationLocation: "configuration")
    guard outOfRange.isEmpty else { throw LayoutError(issues: outOfRange) }
    return layout
  }

  /// The offset of every orthogonal section's strip, by section, as laid out.
  public var currentStripOffsets: [Int: Double] {
    var offsets: [Int: Double] = [:]
    for (section, geometry) in geometries.enumerated() {
      if let strip = geometry.strip { offsets[section] = strip.offset }
    }
    return offsets
  }

  /// The strip of section `section`; `nil` when it does not scroll orthogonally.
  public func strip(ofSection section: Int) -> CompositionalStrip? {
    geometries.indices.contains(section) ? geometries[section].strip : nil
  }

  /// The section description section `section` is laid out with: its own, the one the
  /// configuration's section provider chooses in ``environment``, or the configuration's
  /// `section`.
  public func description(ofSection section: Int) -> CompositionalSection? {
    guard sections.indices.contains(section) else { return nil }
    return sections[section].layout?.value(as: CompositionalSection.self)
      ?? configuration.providedSection(at: section, in: environment)?.section
  }

  /// The frame of `section`: along the scroll axis from its start to its end (its boundary
  /// supplementaries included), across it the whole content.
  public func frame(ofSection section: Int) -> LayoutRect? {
    geometries.indices.contains(section) ? geometries[section].frame : nil
  }
}

/// Where the pinned boundary supplementaries of a compositional layout are at one content
/// offset: the lines they pin to, along the scroll axis, in content coordinates.
public struct CompositionalPins: Hashable, Sendable {
  /// The start of the visible bounds: the offset plus the leading content inset. A pinned
  /// header is at `max(natural, min(start, where its section's pinned footers start − its
  /// length))`, the section's end without pinned footers (B.7, ``BoundaryPinning``).
  public var start: Double
  /// The end of the visible bounds: the offset plus the viewport minus the trailing inset. A
  /// pinned footer is at `min(natural, max(end − its length, where its section's headers
  /// end))`.
  public var end: Double
}
