/// The sections a data-source tree shows, and where each comes from.
package struct SourceLayout {
  /// A placeholder that covers a run of sections: the state they show and the placeholder,
  /// still to be drawn on the run's first section while `isPending`.
  package struct Cover {
    package var state: ContentState
    package var placeholder: Placeholder?
    package var isPending: Bool
  }

  /// The sections on screen.
  package var sections: [LayoutSection] = []
  /// For each section on screen: the path of its source and its index there.
  package var owners: [(source: [Int], index: Int)] = []
  /// Whether each section on screen shows no items (its items are held).
  package var hidden: [Bool] = []
  /// For each source shown, its sections' range on screen.
  package var ranges: [[Int]: Range<Int>] = [:]
  /// The sections on screen whose first header is a segmented source's control.
  package var segmentedHeaders: Set<Int> = []

  /// Adds `source`'s sections, under the placeholder `cover` of an enclosing source if any.
  package mutating func add(_ source: DataSource, path: [Int], cover: inout Cover?) {
    let start = sections.count
    defer { ranges[path] = start..<sections.count }
    switch source.content {
    case .sections(let own):
      var local = cover
      if local == nil, !source.state.showsItems {
        local = Cover(
          state: source.state,
          placeholder: source.state.placeholderKind.map {
            source.placeholder($0) ?? Placeholder(kind: $0)
          },
          isPending: true)
      }
      for (index, section) in own.enumerated() {
        var shown = section
        if var covering = local {
          shown.items = section.items.emptied
          shown.state = covering.state
          shown.placeholder = covering.isPending ? covering.placeholder : nil
          covering.isPending = false
          local = covering
        } else {
          shown.state = source.state
          shown.placeholder = nil
        }
        sections.append(shown)
        owners.append((path, index))
        hidden.append(local != nil)
      }
      if cover != nil { cover = local }
    case .composed(let children):
      var local = cover
      let state = source.shownState
      if local == nil, let kind = state.placeholderKind, let placeholder = source.placeholder(kind)
      {
        local = Cover(state: state, placeholder: placeholder, isPending: true)
      }
      for (index, child) in children.enumerated() {
        add(child, path: path + [index], cover: &local)
      }
      if cover != nil { cover = local }
    case .segmented(let segmented):
      guard segmented.children.indices.contains(segmented.selected) else { return }
      add(
        segmented.children[segmented.selected], path: path + [segmented.selected], cover: &cover)
      if sections.count > start {
        var header = segmented.header
        header.customAttributes["segments"] = .list(
          segmented.children.map { .string($0.title ?? $0.name ?? "") })
        header.customAttributes["selectedSegment"] = .number(Double(segmented.selected))
        sections[start].headers.insert(header, at: 0)
        segmentedHeaders.insert(start)
      }
    }
  }
}
