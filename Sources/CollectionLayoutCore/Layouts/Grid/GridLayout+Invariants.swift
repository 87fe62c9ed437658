/// The grid's internal invariants, checked in the builds that define
/// `COLLECTION_LAYOUT_INTERNAL_CHECKS` (debug builds, so every test checks them).
extension GridLayout {
  /// Checks what the searches and the reuse of sections rely on: one geometry per section,
  /// each at its index, its style held by the layout's styles at the position it names (no
  /// other style held, none twice), its box of rows (if any) held by the layout's boxes, its
  /// counts of headers and footers and the heights of the first of each its model's, stacked
  /// without gaps below the global headers (each section's top is the bottom of the one
  /// before, bit for bit), the sections with height listed ascending, exactly those taller
  /// than 0, with their tops and bottoms, the pinned global headers ascending, and the content
  /// height the snapped bottom of the last section. O(sections + headers). Compiled only with
  /// `COLLECTION_LAYOUT_INTERNAL_CHECKS`: nothing in release builds, where the benchmark
  /// measures.
  func checkInvariants() {
    #if COLLECTION_LAYOUT_INTERNAL_CHECKS
      precondition(geometries.count == sections.count, "one geometry per section")
      precondition(globalHeaderTops.count == globalHeaders.count, "one top per global header")
      var y = globalHeaders.reduce(0.0) { $0 + $1.height }
      var withHeight = 0
      // Every style a geometry uses is held by the layout (its reference is not counted), at
      // the position the geometry names; the layout holds no other style, and none twice.
      var usedStyles = Set<Int>()
      precondition(
        Set(styles.all.map(ObjectIdentifier.init)).count == styles.all.count, "a style held twice")
      for index in geometries.indices {
        let geometry = geometries[index]
        precondition(geometry.index == index, "geometry \(geometry.index) at \(index)")
        let style = geometry.heldStyle
        precondition(
          styles.all.indices.contains(style.index) && styles.all[style.index] === style.style,
          "the style of section \(index) is not held by the layout")
        usedStyles.insert(style.index)
        // The supplementaries are read from the model: the counts must be its.
        precondition(
          geometry.headerCount == sections[index].headers.count
            && geometry.footerCount == sections[index].footers.count,
          "section \(index)'s supplementaries are not its model's")
        precondition(
          geometry.firstHeaderHeight.bitPattern
            == (sections[index].headers.first?.height ?? 0).bitPattern
            && geometry.firstFooterHeight.bitPattern
              == (sections[index].footers.first?.height ?? 0).bitPattern,
          "section \(index)'s first header or footer height is not its model's")
        precondition(
          (geometry.placeholder == nil) || sections[index].placeholder != nil,
          "section \(index) shows a placeholder its model does not have")
        precondition(geometry.top.bitPattern == y.bitPattern, "gap above section \(index)")
        precondition(!(geometry.bottom < geometry.top), "section \(index) upside down")
        if geometry.bottom > geometry.top {
          precondition(
            sectionsWithHeight.indices.contains(withHeight)
              && sectionsWithHeight[withHeight] == index,
            "section \(index) missing from the sections with height")
          precondition(topsOfSectionsWithHeight[withHeight].bitPattern == geometry.top.bitPattern)
          precondition(
            bottomsOfSectionsWithHeight[withHeight].bitPattern == geometry.bottom.bitPattern)
          withHeight += 1
        }
        y = geometry.bottom
      }
      precondition(usedStyles.count == styles.all.count, "a style no section uses")
      // Every box of rows a geometry holds (its reference is not counted) is held by the
      // layout, once per geometry holding it, in the order of the geometries; no other.
      precondition(
        geometries.compactMap { $0.heldRows.box.map(ObjectIdentifier.init) }
          == rowBoxes.all.map(ObjectIdentifier.init),
        "the boxes of rows the layout holds are not its geometries'")
      precondition(withHeight == sectionsWithHeight.count, "extra sections with height")
      precondition(topsOfSectionsWithHeight.count == withHeight)
      precondition(bottomsOfSectionsWithHeight.count == withHeight)
      for position in pinnedGlobalHeaders.indices {
        let header = pinnedGlobalHeaders[position]
        precondition(globalHeaders.indices.contains(header) && globalHeaders[header].isPinned)
        precondition(position == 0 || pinnedGlobalHeaders[position - 1] < header)
      }
      precondition(
        contentSize.height.bitPattern == pixelGrid.snap(y).bitPattern, "content height")
    #endif
  }
}
