import CollectionLayoutCore

/// The checks of a scenario's data sources.
extension RangeChecker {
  /// Checks the tree under `dataSource`: names unique, segmented sources with children and
  /// a child selected, at most one placeholder per kind, every source's sections as a
  /// scenario's (their state and placeholder come from the source), section and item ids
  /// unique in the whole tree, and the scenario's `sections` the tree's sections on screen.
  mutating func checkDataSource(
    _ dataSource: DataSource, sections: [LayoutSection], inheriting metrics: SectionMetrics
  ) {
    var names: [String: String] = [:]
    var sectionIDs: [String: String] = [:]
    var itemIDs: [String: String] = [:]
    var sectionCount = SaturatingCount()
    var itemCount = SaturatingCount()
    func visit(_ source: DataSource, at path: ValueLocation) {
      if let name = source.name {
        if let first = names[name] {
          report(
            path["name"], "duplicate source name \(Quoting.quoted(name)), first used at \(first)")
        } else {
          names[name] = path["name"].description
        }
      }
      var kinds: [PlaceholderKind: Int] = [:]
      for (index, placeholder) in source.placeholders.enumerated() {
        if let first = kinds.updateValue(index, forKey: placeholder.kind) {
          kinds[placeholder.kind] = first
          report(
            path["placeholders"][index]["kind"],
            "duplicate placeholder kind \(Quoting.quoted(placeholder.kind.rawValue)), first "
              + "given at \(path).placeholders[\(first)]")
        }
        if let height = placeholder.height {
          checkPositive(height, at: path["placeholders"][index]["height"])
        }
      }
      switch source.content {
      case .sections(let own):
        let location = path["sections"]
        checkSections(own, at: location)
        checkMasonryItems(own, inheriting: metrics, at: location)
        sectionCount = sectionCount.adding(own.count)
        for (sectionIndex, section) in own.enumerated() {
          let sectionPath = location[sectionIndex]
          checkSourceSection(section, at: sectionPath)
          itemCount = itemCount.adding(section.items.count)
          if !source.state.showsItems, section.items.count > 0 {
            report(
              sectionPath["items"],
              "expected no items in a source in state \(Quoting.quoted(source.state.rawValue)), "
                + "which shows none (a load step brings them), got \(section.items.count)")
          }
          if let id = section.id {
            if let first = sectionIDs[id] {
              if !first.hasPrefix(location.description + "[") {
                report(
                  sectionPath["id"],
                  "duplicate section id \(Quoting.quoted(id)), first used at \(first)")
              }
            } else {
              sectionIDs[id] = sectionPath["id"].description
            }
          }
          guard case .list(let items) = section.items else { continue }
          for (itemIndex, item) in items.enumerated() {
            guard let id = item.id else { continue }
            let itemPath = sectionPath["items"][itemIndex]["id"]
            if let first = itemIDs[id] {
              if !first.hasPrefix(location.description + "[") {
                report(itemPath, "duplicate item id \(Quoting.quoted(id)), first used at \(first)")
              }
            } else {
              itemIDs[id] = itemPath.description
            }
          }
        }
      case .composed(let children):
        for (index, child) in children.enumerated() {
          visit(child, at: path["composed"][index])
        }
      case .segmented(let segmented):
        let location = path["segmented"]
        if segmented.children.isEmpty {
          report(location["children"], "expected at least 1 child, got none")
        } else if !segmented.children.indices.contains(segmented.selected) {
          report(
            location["selected"],
            "expected a segment between 0 and \(segmented.children.count - 1), got "
              + "\(segmented.selected)")
        }
        checkPositive(segmented.header.height, at: location["header"]["height"])
        if let padding = segmented.header.padding {
          checkInsets(padding, at: location["header"]["padding"])
        }
        for (index, child) in segmented.children.enumerated() {
          visit(child, at: location["children"][index])
        }
      }
    }
    visit(dataSource, at: "dataSource")
    if sectionCount.exceeds(Limits.maximumSectionCount) {
      report(
        "dataSource",
        "expected at most \(Limits.maximumSectionCount) sections, got \(sectionCount)")
    }
    if itemCount.exceeds(Limits.maximumItemCount) {
      report(
        "dataSource",
        "expected at most \(Limits.maximumItemCount) items in all sections, got \(itemCount)")
    }
    if issues.isEmpty, sections != dataSource.visibleSections() {
      report(
        "sections",
        "expected the sections of \"dataSource\" on screen, got other sections; give either "
          + "\"sections\" or \"dataSource\"")
    }
  }
}
