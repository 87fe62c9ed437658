/// What the engine's interactions ask the grid: its cascaded settings, and a layout for
/// measured heights that lays out again only what the heights move.
extension GridLayout {
  /// The section's settings over the layout's default metrics, key by key (the cascade every
  /// section key follows).
  public func sectionSettings(ofSection section: Int) -> SectionSettings? {
    guard sections.indices.contains(section) else { return nil }
    return sections[section].settings.overriding(metrics.settings)
  }

  /// The layout for `sections`, this layout's data with the heights of `measurement`: the
  /// sections measured are laid out again (O(measured items) for a section of uniform items,
  /// O(items) for a list), and every later section is placed again below them (O(headers and
  /// footers) each). Nothing else is visited: measuring 20 items of a section of a million
  /// uniform items costs O(20 + log n + sections). The result is the layout of the same data
  /// laid out from the start, to the bit (the sections are placed by the same arithmetic).
  ///
  /// Data that differs from this layout's in other ways than heights (another section count)
  /// is laid out from the start.
  public func laidOut(measuring measurement: HeightMeasurement, in sections: [LayoutSection])
    throws(LayoutError) -> GridLayout
  {
    let measured = Set(
      measurement.items.map(\.item.section) + measurement.headers.map(\.section)
        + measurement.footers.map(\.section)
    ).filter { sections.indices.contains($0) }
    guard sections.count == self.sections.count,
      measured.allSatisfy({ sections[$0].items.count == self.sections[$0].items.count }),
      unmeasuredSectionsAreUnchanged(in: sections, measured: measured)
    else {
      let mapping = try? UpdateMapping(before: self.sections, batch: BatchUpdate(after: sections))
      return try laidOut(sections: sections, in: environment, carrying: mapping)
    }
    return GridLayout(remeasuring: self, sections: sections, measured: measured.sorted())
  }

  /// Whether every section of `sections` not in `measured` equals this layout's section at its
  /// index: such a section keeps its geometry (or is placed again), which reads its headers,
  /// footers and placeholder from `sections` by the counts it was laid out with. O(sections)
  /// when they share their boxes with this layout's (what ``HeightMeasurement/applied(to:)``
  /// gives), more for sections compared value by value.
  private func unmeasuredSectionsAreUnchanged(in sections: [LayoutSection], measured: Set<Int>)
    -> Bool
  {
    SectionsHandle.read(sections) { new in
      SectionsHandle.read(self.sections) { old in
        new.indices.allSatisfy { index in
          measured.contains(index) || LayoutSection.areEqual(new, index, old, index)
        }
      }
    }
  }

  /// `layout` with sections `measured` (ascending) laid out again from `sections`, and the
  /// sections after the first of them placed again.
  init(remeasuring layout: GridLayout, sections: [LayoutSection], measured: [Int]) {
    let environment = layout.environment
    let pixelGrid = layout.pixelGrid
    var geometries = layout.geometries
    // The boxes of the rows of the sections laid out again (the others keep theirs, which the
    // old layout keeps alive until the list below is made).
    var newBoxes: [BoxedRows] = []
    if let first = measured.first {
      let measured = Set(measured)
      var y = geometries[first].top
      for index in first..<geometries.count {
        let old = geometries[index]
        if measured.contains(index) {
          let kept: [Int32?]?
          if old.metrics.masonryPlacement == .stable, let masonry = old.masonry {
            kept = masonry.columnOfItem.map { $0 }
          } else {
            kept = nil
          }
          geometries[index] = SectionsHandle.read(sections) { sections in
            SectionGeometry(
              index: index, in: sections, style: old.heldStyle, top: y, isLast: old.isLast,
              environment: layout.environment, keptColumns: kept, keepingBoxIn: &newBoxes)
          }
        } else if old.top != y {
          geometries[index] = SectionsHandle.read(sections) { sections in
            old.placed(at: y, in: sections, environment: layout.environment)
          }
        }
        y = geometries[index].bottom
      }
    }
    let rowBoxes = withExtendedLifetime(newBoxes) {
      RowBoxes(all: geometries.compactMap { $0.heldRows.box })
    }
    // Measuring changes heights, not arrangements; the measured sections are looked at anyway.
    // Every section is read for its id: the sections given may differ from the layout's in
    // more than heights (the unmeasured ones are not validated here), and a later update
    // that trusts this flag would then not see a repeated id.
    let hints = LayoutHints(
      hasStableMasonrySections: layout.hasStableMasonrySections
        || measured.contains { index in
          geometries.indices.contains(index) && geometries[index].heldRows.hasMasonry
            && geometries[index].metrics.masonryPlacement == .stable
        },
      mayHaveSectionIDs: layout.mayHaveSectionIDs || sections.contains { $0.id != nil },
      itemIDs: ItemIDIndexCache())
    let (sectionsWithHeight, tops, bottoms) = GeometriesHandle.read(geometries) {
      $0.sectionsWithHeight()
    }
    var bottom = 0.0
    if let last = geometries.last {
      bottom = last.bottom
    } else if let top = layout.globalHeaderTops.last, let header = layout.globalHeaders.last {
      bottom = top + header.height
    }
    // The same styles: the geometries keep theirs, at the same positions.
    storage = SharedFields(
      GridLayoutFields(
        environment: environment, metrics: layout.metrics, globalHeaders: layout.globalHeaders,
        sections: sections,
        contentSize: LayoutSize(width: environment.contentWidth, height: pixelGrid.snap(bottom)),
        pixelGrid: pixelGrid, globalHeaderTops: layout.globalHeaderTops, geometries: geometries,
        styles: layout.styles, rowBoxes: rowBoxes, sectionsWithHeight: sectionsWithHeight,
        topsOfSectionsWithHeight: tops, bottomsOfSectionsWithHeight: bottoms,
        pinnedGlobalHeaders: layout.pinnedGlobalHeaders, hints: hints))
    checkInvariants()
  }
}
