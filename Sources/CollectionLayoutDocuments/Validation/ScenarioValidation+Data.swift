import CollectionLayoutCore

/// The checks of sections' states, data steps and data sources, for ``Scenario/validationIssues()``.
extension RangeChecker {
  /// An apply step: ids present and unique among its sections, and among its items; values
  /// as in sections; the animation.
  mutating func checkSnapshot(_ snapshot: Snapshot, at location: ValueLocation) {
    var sectionIDs: [String: Int] = [:]
    // The second use of each repeated item id, in order, with its first.
    var repeatedIDs: [(second: ItemPath, first: ItemPath)] = []
    _ = ItemsByID(itemLists: snapshot.sections.map { $0.items ?? [] }) { first, second in
      repeatedIDs.append((second, first))
    }
    var nextRepeated = 0
    for (sectionIndex, section) in snapshot.sections.enumerated() {
      let path = location["sections"][sectionIndex]
      if let first = sectionIDs.updateValue(sectionIndex, forKey: section.id) {
        sectionIDs[section.id] = first
        report(
          path["id"],
          "duplicate section id \(Quoting.quoted(section.id)), first used at "
            + "\(location["sections"][first]["id"])")
      }
      if let version = section.version { checkIndex(version, at: path["version"]) }
      if let metrics = section.metrics { checkMetrics(metrics, at: path["metrics"]) }
      if let headers = section.headers { checkSupplementaries(headers, at: path["headers"]) }
      if let footers = section.footers { checkSupplementaries(footers, at: path["footers"]) }
      for (itemIndex, item) in (section.items ?? []).enumerated() {
        let itemPath = path["items"][itemIndex]
        checkItemValues(item, at: itemPath)
        guard let id = item.id else {
          report(itemPath["id"], "expected an item id, got none")
          continue
        }
        if nextRepeated < repeatedIDs.count,
          repeatedIDs[nextRepeated].second == ItemPath(section: sectionIndex, item: itemIndex)
        {
          let first = repeatedIDs[nextRepeated].first
          nextRepeated += 1
          report(
            itemPath["id"],
            "duplicate item id \(Quoting.quoted(id)), first used at "
              + "\(location["sections"][first.section]["items"][first.item]["id"])")
        }
      }
    }
    checkAnimation(snapshot.animation, at: location["animation"])
  }

  /// An item's height, aspect ratio and version.
  mutating func checkItemValues(_ item: Item, at path: ValueLocation) {
    if let height = item.height { checkPositive(height, at: path["height"]) }
    if let ratio = item.aspectRatio {
      checkAspectRatio(ratio, hasHeight: item.height != nil, at: path)
    }
    if let version = item.version { checkIndex(version, at: path["version"]) }
  }

  /// A load step: the section index, items only for a state that shows them (each id once),
  /// texts only for a state that shows a placeholder, the animation.
  mutating func checkLoad(_ load: Load, at location: ValueLocation) {
    if case .section(let index) = load.target { checkIndex(index, at: location["section"]) }
    let state = Quoting.quoted(load.state.rawValue)
    if let items = load.items {
      if !load.state.showsItems {
        report(location["items"], "expected no items for state \(state), which shows none")
      } else {
        switch items {
        case .count(let count), .measuredCount(let count, _):
          if count < 0 { report(location["items"], "expected a count >= 0, got \(count)") }
        case .list(let list):
          var firstUse: [String: Int] = [:]
          for (index, item) in list.enumerated() {
            checkItemValues(item, at: location["items"][index])
            guard let id = item.id else { continue }
            if let first = firstUse[id] {
              report(
                location["items"][index]["id"],
                "duplicate item id \(Quoting.quoted(id)), first used at "
                  + "\(location["items"][first]["id"])")
            } else {
              firstUse[id] = index
            }
          }
        }
      }
    }
    if !load.state.showsPlaceholder {
      if load.title != nil {
        report(
          location["title"], "expected no title for state \(state), which shows no placeholder")
      }
      if load.message != nil {
        report(
          location["message"],
          "expected no message for state \(state), which shows no placeholder")
      }
    }
    checkAnimation(load.animation, at: location["animation"])
  }

  /// A select step: the segment index and the animation.
  mutating func checkSelection(_ selection: SegmentSelection, at location: ValueLocation) {
    checkIndex(selection.segment, at: location["segment"])
    checkAnimation(selection.animation, at: location["animation"])
  }

  /// Batches addressed to sources: each as an update, its `after` as a source's sections.
  mutating func checkSourceUpdates(_ updates: [SourceUpdate], at location: ValueLocation) {
    for (index, update) in updates.enumerated() {
      let path = updates.count == 1 ? location : location[index]
      checkUpdate(update.batch, at: path)
      checkNoItemData(update.batch, at: path)
      for (sectionIndex, section) in (update.batch.after ?? []).enumerated() {
        checkSourceSection(section, at: path["after"][sectionIndex])
      }
    }
  }

  /// A section of a source: its state and placeholder come from the source.
  mutating func checkSourceSection(_ section: LayoutSection, at path: ValueLocation) {
    if section.placeholder != nil {
      report(
        path["placeholder"],
        "expected no placeholder on a section of a data source; give \"placeholders\" on the "
          + "source")
    } else if section.state != .loaded {
      report(
        path["state"],
        "expected no state on a section of a data source; give \"state\" on the source")
    }
  }
}
