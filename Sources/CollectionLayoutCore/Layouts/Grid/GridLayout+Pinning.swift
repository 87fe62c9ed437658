extension GridLayout {
  /// The pin pass at `contentOffset`: O(global headers), independent of the item count.
  public func pinPass(at contentOffset: LayoutPoint) -> PinState {
    let pinY = contentOffset.y + environment.contentInset.top
    var line = pinY
    var tops = PinState.GlobalHeaderTops(natural: globalHeaderTops)
    for index in pinnedGlobalHeaders where tops[index] < line {
      tops[index] = line
      line += globalHeaders[index].height
    }
    // Consumed: a copy would go through the tops' outlined copy and destroy functions.
    return PinState(globalHeaderTops: consume tops, sectionPinLine: line)
  }

  /// How many elements a query for `rect` at `contentOffset` computes: the cost of the query,
  /// for tests that prove it does not grow with the item count.
  public func elementsExamined(in rect: LayoutRect, contentOffset: LayoutPoint) -> Int {
    var examined = 0
    _ = elements(in: rect, pins: pinPass(at: contentOffset), examined: &examined)
    return examined
  }

  /// The bottom of the whole pinned stack at this state: the lowest bottom of a displaced
  /// global or section header, or the pin line when nothing is displaced. Content below this
  /// line is what the reader sees.
  func pinnedStackBottom(_ state: PinState) -> Double {
    var bottom = state.sectionPinLine
    let section =
      firstIndex(in: geometries.count) { geometries[$0].top > state.sectionPinLine } - 1
    guard geometries.indices.contains(section) else { return bottom }
    SectionsHandle.read(sections) { sections in
      if let tops = geometries[section].pinnedHeaderTops(
        pinLine: state.sectionPinLine, in: sections)
      {
        let naturalTops = geometries[section].headerTops(in: sections)
        for (index, top) in tops.enumerated() where top != naturalTops[index] {
          bottom = max(bottom, top + sections[section].headers[index].height)
        }
      }
    }
    return bottom
  }
}

extension SectionGeometry {
  /// Calls `body` with each header's index, natural raw top and raw top when section headers
  /// pin at `pinLine` (the natural top when `nil`, or when the header does not move), in
  /// order: the positions of ``HeaderPositions``. O(headers), nothing allocated.
  /// The section's model, which holds its headers, is `sections[index]`.
  func forEachHeader(
    in sections: SectionsHandle, pinLine: Double?, _ body: (Int, Double, Double) -> Void
  ) {
    var positions = HeaderPositions(of: self, in: sections, pinLine: pinLine)
    while let position = positions.next(in: sections) {
      body(position.index, position.naturalTop, position.top)
    }
  }

  /// The raw top of each header when section headers pin at `pinLine`, or `nil` when no header
  /// of this section moves (none pins, or the line is above them). O(headers).
  /// The section's model, which holds its headers, is `sections[index]`.
  func pinnedHeaderTops(pinLine: Double, in sections: SectionsHandle) -> [Double]? {
    guard (0..<headerCount).contains(where: { sections[index].headers[$0].isPinned }) else {
      return nil
    }
    var tops: [Double] = []
    var moved = false
    forEachHeader(in: sections, pinLine: pinLine) { _, natural, top in
      tops.append(top)
      moved = moved || top != natural
    }
    return moved ? tops : nil
  }
}
