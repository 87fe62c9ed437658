/// The sections a data-source tree shows, and finding sources by name.
extension DataSource {
  /// The sections on screen, top to bottom: each source of sections in tree order (a
  /// segmented source only through its child shown), each section as the source's state
  /// shows it (see <doc:DataSources>). The segmented control's header is the first header
  /// of its child's first section. O(sections of the sources shown).
  public func visibleSections() -> [LayoutSection] { laidOut().sections }

  /// The state the source shows: its own for a source of sections, its children's by the
  /// sample's priority for a composed one (``ContentState/aggregate(_:)``), its child
  /// shown's for a segmented one.
  public var shownState: ContentState {
    switch content {
    case .sections: return state
    case .composed(let children): return ContentState.aggregate(children.map(\.shownState))
    case .segmented(let segmented):
      return segmented.children.indices.contains(segmented.selected)
        ? segmented.children[segmented.selected].shownState : .initial
    }
  }

  /// The names of the sources in the tree, in tree order; with `holdingSections`, only the
  /// sources of sections.
  public func sourceNames(holdingSections: Bool = false) -> [String] {
    var names: [String] = []
    forEachSource { source, _ in
      if let name = source.name {
        if case .sections = source.content {
          names.append(name)
        } else if !holdingSections {
          names.append(name)
        }
      }
    }
    return names
  }

  /// Calls `body` with every source of the tree and its path (child indexes from this
  /// source), in tree order: a source before its children.
  package func forEachSource(_ body: (DataSource, [Int]) -> Void) {
    func visit(_ source: DataSource, _ path: [Int]) {
      body(source, path)
      for (index, child) in source.children.enumerated() { visit(child, path + [index]) }
    }
    visit(self, [])
  }

  /// The children of a composed or segmented source; none for a source of sections.
  package var children: [DataSource] {
    switch content {
    case .sections: return []
    case .composed(let children): return children
    case .segmented(let segmented): return segmented.children
    }
  }

  /// The path of the source named `name`, or `nil`.
  package func path(of name: String) -> [Int]? {
    var found: [Int]?
    forEachSource { source, path in
      if found == nil, source.name == name { found = path }
    }
    return found
  }

  /// The source at `path` (child indexes from this source).
  package subscript(path path: [Int]) -> DataSource {
    get {
      guard let first = path.first else { return self }
      return children[first][path: Array(path.dropFirst())]
    }
    set {
      guard let first = path.first else {
        self = newValue
        return
      }
      switch content {
      case .sections:
        return
      case .composed(var children):
        children[first][path: Array(path.dropFirst())] = newValue
        content = .composed(children)
      case .segmented(var segmented):
        segmented.children[first][path: Array(path.dropFirst())] = newValue
        content = .segmented(segmented)
      }
    }
  }

  /// The sections of a source of sections; none for the others.
  package var ownSections: [LayoutSection] {
    if case .sections(let sections) = content { return sections }
    return []
  }

  /// The sections on screen, and where each comes from.
  package func laidOut() -> SourceLayout {
    var layout = SourceLayout()
    var cover: SourceLayout.Cover?
    layout.add(self, path: [], cover: &cover)
    return layout
  }
}
