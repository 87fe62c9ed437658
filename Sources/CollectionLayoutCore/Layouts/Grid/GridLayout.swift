/// A laid-out collection: global headers, then sections of multi-column item grids, computed
/// once into a compact model from which any element's attributes are derived.
///
/// ```
///  y = 0 ───── global header 0 ────────  full width, stacked
///              global header 1
///  ─────────── section 0 ──────────────  headers, placeholder or item grid, footers
///  ─────────── section 1 ──────────────  starts exactly where section 0 ends
///  contentSize.height ─────────────────  the bottom of the last element
/// ```
/// All frames are in content coordinates, in points, at their natural (unpinned) positions;
/// pinning is applied on top by ``CollectionViewLayout/elements(in:contentOffset:)``.
///
/// Cost: building the layout is O(sections + headers) for sections of uniform items and
/// O(items) for items with their own heights; nothing is stored per uniform item. A rect
/// query is O(log n + k) for n elements and k results (binary search over sections and rows).
/// The value is immutable and held in one object: keeping the previous
/// layout as an old snapshot, or handing the layout to a query by value, is a copy of one
/// reference.
public struct GridLayout: CollectionViewLayout, Hashable {
  /// Everything the layout holds, in one object: a copy of the layout retains this one
  /// reference (see ``GridLayoutFields``).
  let storage: SharedFields<GridLayoutFields>

  /// The scroll view the layout was computed for.
  public var environment: LayoutEnvironment { storage.fields.environment }
  /// The default metrics of every section.
  public var metrics: SectionMetrics { storage.fields.metrics }
  /// The global headers, as given.
  public var globalHeaders: [Supplementary] { storage.fields.globalHeaders }
  /// The sections, as given (the data the layout was computed from).
  public var sections: [LayoutSection] { storage.fields.sections }
  /// The size of the content, in points: the content width W, and the bottom of the last
  /// element (0 for an empty layout).
  public var contentSize: LayoutSize { storage.fields.contentSize }

  var pixelGrid: PixelGrid { storage.fields.pixelGrid }
  var globalHeaderTops: [Double] { storage.fields.globalHeaderTops }
  /// Each section laid out.
  var geometries: [SectionGeometry] { storage.fields.geometries }
  /// The styles of the sections, each once: the geometries' references to them are not
  /// counted (see ``HeldStyle``), this list keeps them alive. Not part of the layout's value.
  var styles: SectionStyles { storage.fields.styles }
  /// The boxes of the rows the geometries hold without a count (rows of their own heights,
  /// sparse rows, masonry columns; see ``HeldRows``): what keeps them alive. Empty when every
  /// section's rows are uniform.
  var rowBoxes: RowBoxes { storage.fields.rowBoxes }
  /// The indexes of the sections taller than 0, ascending: a section of no height has no
  /// element, so searches skip runs of empty sections instead of visiting them.
  var sectionsWithHeight: [Int] { storage.fields.sectionsWithHeight }
  /// The raw top and bottom of each section of ``sectionsWithHeight``, in the same order: what
  /// the binary search over sections reads, without touching the sections themselves.
  var topsOfSectionsWithHeight: [Double] { storage.fields.topsOfSectionsWithHeight }
  var bottomsOfSectionsWithHeight: [Double] { storage.fields.bottomsOfSectionsWithHeight }
  /// The indexes of the global headers that pin, ascending.
  var pinnedGlobalHeaders: [Int] { storage.fields.pinnedGlobalHeaders }
  /// What the layout knows of its sections to skip work in an update; not part of its value
  /// (see ``LayoutHints``).
  var hints: LayoutHints { storage.fields.hints }
  /// Whether some section is laid out in masonry columns with stable placement: an update
  /// lays such a section out again (its items keep their columns), so
  /// ``reusableSections(for:in:carrying:)`` looks for them only when there are some.
  var hasStableMasonrySections: Bool { hints.hasStableMasonrySections }
  /// Whether some section may have an id (`false`: none has): validating data whose reused
  /// sections are this layout's then needs not read their ids.
  var mayHaveSectionIDs: Bool { hints.mayHaveSectionIDs }

  /// Lays out global headers and sections in an environment.
  ///
  /// - Parameters:
  ///   - environment: The scroll view: its viewport, content inset and display scale.
  ///   - metrics: The defaults every section inherits, key by key.
  ///   - globalHeaders: The headers above the first section, full width, stacked.
  ///   - sections: The sections of items.
  /// - Throws: Every validation problem, each located at the argument it comes from
  ///   (`sections[2].metrics.columns`, `globalHeaders[0].height`), the environment's at its
  ///   property (`viewport.width`).
  /// - Complexity: O(sections + headers) for sections of uniform items, O(items) for items
  ///   with their own heights.
  public init(
    environment: LayoutEnvironment, metrics: SectionMetrics = SectionMetrics(),
    globalHeaders: [Supplementary] = [], sections: [LayoutSection]
  ) throws(LayoutError) {
    let issues = GridLayout.issues(
      environment: environment, metrics: metrics, globalHeaders: globalHeaders,
      sections: sections)
    if !issues.isEmpty { throw LayoutError(issues: issues) }
    self.init(
      validatedEnvironment: environment, metrics: metrics, globalHeaders: globalHeaders,
      sections: sections)
  }

  /// Lays out values that have passed validation. With `previous`, the layout before a batch
  /// update and the update's mapping, masonry sections with stable placement keep the column
  /// of every surviving item. With `reusing`, a layout and for each section the index of the
  /// section of that layout it equals (or -1), an equal section is placed again at its new top
  /// instead of laid out (see ``reusableSections(for:in:carrying:)``). `itemIDs`, when
  /// given, holds the index of the ids of `sections` (else built at need).
  package init(
    validatedEnvironment environment: LayoutEnvironment, metrics: SectionMetrics,
    globalHeaders: [Supplementary], sections sectionModels: [LayoutSection],
    previous: (layout: GridLayout, mapping: UpdateMapping)? = nil,
    reusing reused: (layout: GridLayout, sources: [Int])? = nil,
    itemIDs: ItemIDIndexCache? = nil
  ) {
    let pixelGrid = PixelGrid(scale: environment.displayScale)
    var y = 0.0
    let globalHeaderTops = globalHeaders.map { header in
      defer { y += header.height }
      return y
    }
    // Bound once: reading them inside the loop would copy the layouts' references each time.
    // Seeded with the reused layout's styles when they fit: its geometries keep their style.
    var styleCache = SectionStyleCache(
      defaults: metrics, environment: environment, pixelGrid: pixelGrid, reusing: reused?.layout)
    // A geometry is placed again only when the cache holds its style (else it would point at a
    // style the new layout does not keep): otherwise every section is laid out.
    let reusedGeometries = styleCache.holdsReusedStyles ? (reused?.layout.geometries ?? []) : []
    let sources = styleCache.holdsReusedStyles ? (reused?.sources ?? []) : []
    let previousLayout = previous?.layout
    let mapping = previous?.mapping
    let reusesStableMasonry = reused?.layout.hasStableMasonrySections ?? false
    var hasStableMasonry = false
    // A reused section is a section of the reused layout: it has an id only if that layout may.
    var mayHaveIDs = reused?.layout.mayHaveSectionIDs ?? false
    let lastIndex = sectionModels.count - 1
    // The sections are read in place (a copy of a section retains all its lists), and each
    // geometry is built in its place in the array: no section and no geometry is copied.
    // Whether the style of the section laid out last places its masonry columns stably.
    var placesStably = false
    // The boxes of the rows the geometries hold (a reused geometry's, each new one's).
    var boxes: [BoxedRows] = []
    // A section of no height has no element: the searches skip it. Collected as each geometry
    // is placed, while it is in the cache (a pass after them read 15 MB again at 100,000
    // sections), into arrays allocated after the geometries' array, at its size: arrays
    // allocated before it or growing with it would change the order of the large
    // allocations, and glibc's allocator would then give a batch update at 100,000 sections
    // fresh pages at every update instead of reusing the old layout's.
    var sectionsWithHeight: [Int] = []
    var tops: [Double] = []
    var bottoms: [Double] = []
    // The reused geometries are read in place too: a copy of one goes through its outlined
    // copy and destroy.
    var geometries = GeometriesHandle.read(reusedGeometries) { reusedGeometries in
      GeometriesHandle.build(for: sectionModels) { models, index in
        if index < sources.count, sources[index] >= 0 {
          styleCache.use(reusedGeometries[sources[index]].heldStyle.index)
          if let box = reusedGeometries[sources[index]].heldRows.box { boxes.append(box) }
          return reusedGeometries.withGeometry(at: sources[index]) { reused in
            reused.placed(
              at: y, asSection: index, isLast: index == lastIndex, in: models,
              environment: environment)
          }
        }
        // Alive while the cache, which holds it, is; read in place.
        let held = styleCache.style(ofSection: index, in: models)
        var kept: [Int32?]?
        // The arrangement first: binding the previous layout and its mapping copies them.
        if held.read({ $0.metrics.arrangement == .masonry }), let previousLayout, let mapping {
          kept = previousLayout.keptMasonryColumns(
            ofNewSection: index, itemCount: models[index].items.count,
            metrics: held.read { $0.metrics }, mapping: mapping)
        }
        placesStably = held.read { $0.metrics.masonryPlacement == .stable }
        if models[index].id != nil { mayHaveIDs = true }
        return SectionGeometry.laidOut(
          index: index, in: models, style: held, top: y, isLast: index == lastIndex,
          environment: environment, keptColumns: kept, keepingBoxIn: &boxes)
      } placed: { geometries, index in
        if index == 0 {
          sectionsWithHeight.reserveCapacity(sectionModels.count)
          tops.reserveCapacity(sectionModels.count)
          bottoms.reserveCapacity(sectionModels.count)
        }
        if index < sources.count, sources[index] >= 0 {
          if reusesStableMasonry, geometries[index].heldRows.hasMasonry,
            geometries[index].metrics.masonryPlacement == .stable
          {
            hasStableMasonry = true
          }
        } else if geometries[index].heldRows.hasMasonry, placesStably {
          hasStableMasonry = true
        }
        let top = geometries[index].top
        y = geometries[index].bottom
        if y > top {
          sectionsWithHeight.append(index)
          tops.append(top)
          bottoms.append(y)
        }
      }
    }
    // The styles the sections use; a seeded style no section uses any more is dropped, and the
    // geometries' positions follow (rare: when an update removes the last section of some
    // metrics).
    let (usedStyles, positions) = styleCache.usedStyles()
    if let positions {
      for index in geometries.indices {
        geometries[index].heldStyle.index = positions[geometries[index].heldStyle.index]
      }
    }
    storage = SharedFields(
      GridLayoutFields(
        environment: environment, metrics: metrics, globalHeaders: globalHeaders,
        sections: sectionModels,
        contentSize: LayoutSize(width: environment.contentWidth, height: pixelGrid.snap(y)),
        pixelGrid: pixelGrid, globalHeaderTops: globalHeaderTops, geometries: geometries,
        styles: SectionStyles(all: usedStyles), rowBoxes: RowBoxes(all: boxes),
        sectionsWithHeight: sectionsWithHeight, topsOfSectionsWithHeight: tops,
        bottomsOfSectionsWithHeight: bottoms,
        pinnedGlobalHeaders: globalHeaders.indices.filter { globalHeaders[$0].isPinned },
        hints: LayoutHints(
          hasStableMasonrySections: hasStableMasonry, mayHaveSectionIDs: mayHaveIDs,
          itemIDs: itemIDs ?? ItemIDIndexCache())))
    checkInvariants()
  }

  /// The same global headers and metrics laid out for `sections` in `environment`, after
  /// checking both as ``init(environment:metrics:globalHeaders:sections:)`` does (every
  /// problem, located at `sections[…]`, `viewport`, …). With `mapping` (a batch update), masonry sections with stable placement keep the
  /// column of every surviving item; without it (a resize), every item is placed anew.
  ///
  /// A section equal to the section of this layout it comes from (by `mapping`, or at the same
  /// index without it), in the same content width and display scale, is neither validated nor
  /// laid out again: its geometry is placed at its new top, O(headers + footers). So an update
  /// costs O(sections) plus what the sections it changes cost (O(1) for uniform rows, O(items)
  /// for items with their own heights), as does a resize that keeps the width.
  public func laidOut(
    sections: [LayoutSection], in environment: LayoutEnvironment, carrying mapping: UpdateMapping?
  ) throws(LayoutError) -> GridLayout {
    let sources = reusableSections(for: sections, in: environment, carrying: mapping)
    let derived = mapping?.derivedItems(before: self.sections)
    let itemIDs = itemIDIndex(of: sections, carrying: mapping, derived: derived)
    let issues = GridLayout.issues(
      environment: environment, metrics: metrics, globalHeaders: globalHeaders,
      sections: sections,
      checking: checkedSections(
        for: sections, sources: sources, mapping, derived: derived,
        itemIDsAreUnique: itemIDs != nil))
    if !issues.isEmpty { throw LayoutError(issues: issues) }
    return GridLayout(
      validatedEnvironment: environment, metrics: metrics, globalHeaders: globalHeaders,
      sections: sections, previous: mapping.map { (self, $0) }, reusing: (self, sources),
      itemIDs: itemIDs)
  }

  // MARK: - Structure

  /// The number of sections.
  public var numberOfSections: Int { geometries.count }

  /// The number of items shown in `section` (0 when it shows a placeholder); `nil` when there
  /// is no such section.
  public func numberOfItems(inSection section: Int) -> Int? {
    geometries.indices.contains(section) ? geometries[section].itemCount : nil
  }

  /// The frame of `section`, from the top of its first header to the bottom of its last
  /// footer, in content coordinates; `nil` when there is no such section.
  public func frame(ofSection section: Int) -> LayoutRect? {
    guard geometries.indices.contains(section) else { return nil }
    return geometries[section].frame(width: environment.contentWidth, pixelGrid: pixelGrid)
  }

  // MARK: - Elements

  /// The attributes of element `id` at its natural (unpinned) position; `nil` when the layout
  /// has no such element. O(1).
  public func attributes(for id: ElementID) -> LayoutAttributes? {
    attributes(for: id, pins: nil)
  }

  /// The attributes of element `id` with headers pinned as in `pins`, a pin pass of this
  /// layout (natural positions when `nil`); `nil` when the layout has no such element. O(1)
  /// but for a pinned section header (O(headers of its section)).
  public func attributes(for id: ElementID, pins: PinState?) -> LayoutAttributes? {
    if id.kind == .globalHeader {
      let index = id.indexes[0]
      guard globalHeaders.indices.contains(index) else { return nil }
      return globalHeaderAttributes(index, top: pins?.globalHeaderTop(index))
    }
    guard let section = id.section, geometries.indices.contains(section) else { return nil }
    let width = environment.contentWidth
    let pinLine = pins?.sectionPinLine
    // Lent without a copy (the subscript copies the geometry with its references: about half
    // of a lookup's instructions when an update names every element).
    return SectionsHandle.read(sections) { sections in
      GeometriesHandle.read(geometries) { geometries in
        geometries.withGeometry(at: section) { geometry in
          geometry.attributes(
            for: id, in: sections, width: width, pixelGrid: pixelGrid, pinLine: pinLine)
        }
      }
    }
  }

  /// The elements whose natural frames intersect `rect` (content coordinates), in
  /// ``ElementID`` order. O(log n + k) for n elements and k results.
  public func elements(in rect: LayoutRect) -> [LayoutAttributes] {
    var examined = 0
    return elements(in: rect, examined: &examined)
  }

  /// Every element of the layout at its natural position, in ``ElementID`` order. O(n).
  public func allElements() -> [LayoutAttributes] {
    var examined = 0
    return elements(in: nil, examined: &examined)
  }

  /// The elements intersecting `rect` (every element when `nil`), headers pinned as in `pins`
  /// (natural positions when `nil`), in ``ElementID`` order; stops early, with more than
  /// `limit` elements, once it has found more than `limit`. O(g + log n + k) for g pinned
  /// global headers and k results.
  ///
  /// Each element's attributes are written in place into the array's storage (room for a
  /// screenful first, for every element when `rect` is `nil`): the same elements, in the same
  /// order, as the visit appended one element at a time, without building each on the stack
  /// and copying it in.
  public func elements(in rect: LayoutRect?, pins: PinState?, limit: Int) -> [LayoutAttributes] {
    let capacity =
      rect == nil ? min(elementCount, limit.saturatingAdding(1)) : Self.screenfulCapacity
    // The layout and the pin state lent: held in the visitor by value, each would be copied
    // with its references.
    return LentValue.lend(self) { layout in
      LentValue.lend(pins) { pins in
        [LayoutAttributes](
          visitedBy: GridVisitor(layout: layout, rect: rect, pins: pins), capacity: capacity,
          limit: limit)
      }
    }
  }

  /// The elements a rect query makes room for at first, those past it appended after: a
  /// screenful of a dense grid (a 768 × 1024 viewport of 44-point rows in two columns shows
  /// about 50). Twice that (24 KB) was enough, in an update listing the screen before and
  /// after, to take the heap's top past the allocator's trim threshold: every update then
  /// gave memory back to the system and faulted it in again.
  static var screenfulCapacity: Int { 64 }

  /// The elements intersecting `rect` (every element when `nil`), in ``ElementID`` order;
  /// `examined` counts the elements whose attributes were computed, to prove the cost.
  /// With `pins`, headers are at their pinned positions; every global header that pins is
  /// examined (O(pinned global headers)), the others are found by binary search. Stops early, with
  /// more than `limit` elements, once it has found more than `limit`.
  func elements(
    in rect: LayoutRect?, pins: PinState? = nil, examined: inout Int, limit: Int = .max
  ) -> [LayoutAttributes] {
    var listed = ListedElements(limit: limit)
    if rect == nil {
      // Every element: the count is known from the data (O(sections)), so the array is
      // allocated once instead of doubling (which needs twice the memory at its last step).
      listed.elements.reserveCapacity(min(elementCount, limit.saturatingAdding(1)))
    }
    visitElements(in: rect, pins: pins, examined: &examined, into: &listed)
    return listed.elements
  }

  /// Calls `body` with each element of ``elements(in:pins:limit:)`` without a limit, in
  /// ``ElementID`` order, until it returns `false`: every element of a step written without
  /// an array of them. O(g + log n + k), nothing allocated.
  public func forEachElement(
    in rect: LayoutRect?, pins: PinState?, _ body: (LayoutAttributes) -> Bool
  ) {
    withoutActuallyEscaping(body) { body in
      var visited = VisitedElements(body)
      var examined = 0
      visitElements(in: rect, pins: pins, examined: &examined, into: &visited)
    }
  }

  /// Hands `consumer` the elements intersecting `rect` (every element when `nil`), in
  /// ``ElementID`` order, as ``elements(in:pins:examined:limit:)`` lists them; stops between
  /// rows once the consumer wants no more.
  func visitElements<Consumer: ElementConsumer>(
    in rect: LayoutRect?, pins: PinState?, examined: inout Int, into consumer: inout Consumer
  ) {
    // The pin line read once: testing `pins` against nil, or reading it again, copies the
    // optional pin state (with its reference) through the generic value witnesses.
    let pinLine = pins?.sectionPinLine
    let naturalRange = globalHeaderRange(intersecting: rect)
    var candidates = GlobalHeaderCandidates(natural: naturalRange, pinned: pinLine != nil)
    while let index = candidates.next(in: pinnedGlobalHeaders) {
      let common = globalHeaderCommonAttributes(index, top: pins?.globalHeaderTop(index))
      examined += 1
      // `intersects(_:)` as its two halves, inlined.
      if let rect,
        !(common.frame.overlapsHorizontally(rect) && common.frame.overlapsVertically(rect))
      {
        continue
      }
      if globalHeaders[index].customAttributes.isEmpty {
        consumer.take(common: common)
      } else {
        consumer.take(
          LayoutAttributes(common, customAttributes: globalHeaders[index].customAttributes))
      }
    }
    let width = environment.contentWidth
    // Lent without a copy: reading each visited geometry out of the array copies it with its
    // references (see GeometriesHandle.withGeometry(at:_:)).
    SectionsHandle.read(sections) { sections in
      GeometriesHandle.read(geometries) { geometries in
        var candidates = sectionCandidates(intersecting: rect)
        var memo = QueryMemo()
        while let position = candidates.next(in: topsOfSectionsWithHeight) {
          guard consumer.wantsMore else { break }
          geometries.withGeometry(at: sectionsWithHeight[position]) { geometry in
            geometry.appendElements(
              in: rect, sections: sections, width: width, pixelGrid: pixelGrid,
              pinLine: pinLine, memo: &memo, to: &consumer,
              examined: &examined)
          }
        }
      }
    }
  }

  /// The attributes of global header `index` with its raw top at `top` (natural when `nil`).
  func globalHeaderAttributes(_ index: Int, top: Double? = nil) -> LayoutAttributes {
    LayoutAttributes(
      globalHeaderCommonAttributes(index, top: top),
      customAttributes: globalHeaders[index].customAttributes)
  }

  /// The common attributes of ``globalHeaderAttributes(_:top:)``. Inlined: every query with
  /// a pinned global header makes one.
  @inline(__always)
  func globalHeaderCommonAttributes(_ index: Int, top: Double?) -> ElementAttributes {
    let naturalTop = globalHeaderTops[index]
    let top = top ?? naturalTop
    let span = pixelGrid.verticalSpan(from: top, to: top + globalHeaders[index].height)
    return ElementAttributes(
      id: .globalHeader(index: index),
      frame: LayoutRect(x: 0, y: span.y, width: environment.contentWidth, height: span.height),
      zIndex: ZIndex.globalHeader(index: index, count: globalHeaders.count),
      isPinned: top != naturalTop,
      backgroundColor: globalHeaders[index].backgroundColor,
      padding: globalHeaders[index].padding,
      hasRareAttributes: !globalHeaders[index].customAttributes.isEmpty)
  }
}
