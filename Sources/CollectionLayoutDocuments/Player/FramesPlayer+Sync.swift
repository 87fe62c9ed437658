import CollectionLayoutCore

/// Keeping the data sources in step with what other steps did to the sections on screen.
extension FramesPlayer {
  /// The data sources, with what steps other than data steps changed on screen carried into
  /// their sections: a drop that moved items, a measure step's heights. A section shown with
  /// its items gives its new value; one that shows no items keeps the items it holds; the
  /// state, the placeholder and the segmented control's header stay the sources'.
  func syncedRoot() -> DataSource? {
    guard var root = data.root else { return nil }
    let laid = root.laidOut()
    let shown = layout.sections
    guard laid.sections.count == shown.count else { return root }
    for index in shown.indices where laid.sections[index] != shown[index] {
      let owner = laid.owners[index]
      var source = root[path: owner.source]
      var sections = source.ownSections
      guard sections.indices.contains(owner.index) else { continue }
      let own = sections[owner.index]
      var section = shown[index]
      section.state = own.state
      section.placeholder = own.placeholder
      if laid.hidden[index] { section.items = own.items }
      if laid.segmentedHeaders.contains(index), !section.headers.isEmpty {
        section.headers.removeFirst()
      }
      sections[owner.index] = section
      source.content = .sections(sections)
      root[path: owner.source] = source
    }
    return root
  }
}
