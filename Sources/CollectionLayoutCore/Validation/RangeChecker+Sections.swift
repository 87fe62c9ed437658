/// The checks of sections: a layout's data, and an update's `after` sections.
extension RangeChecker {
  /// Checks sections, as the scenario's `sections` or an update's `after`: the section and
  /// item limits, each section's values, and item ids unique among these sections.
  ///
  /// Every problem is reported in document order. Sets ``listedItemsHaveHeights`` to `false`
  /// when a listed item it checks has neither a height nor an aspect ratio.
  package mutating func checkSections(
    _ sections: [LayoutSection], at location: ValueLocation, checking: CheckedSections = .all
  ) {
    var checking = checking
    if !checking.isAll, !checking.itemIDsAreUnique {
      // Ids repeated across a checked and an unchecked section: check the ids of every
      // section, and when one repeats, every section (the problem may be located in either).
      let only = checking
      let hasIDs = sections.indices.contains { index in
        guard only.contains(index), case .list(let items) = sections[index].items else {
          return false
        }
        return items.contains { $0.id != nil }
      }
      if hasIDs, !ItemIdentifiers.duplicates(in: sections).isEmpty { checking = .all }
    }
    guard checking.isAll else {
      _ = checkSections(sections, at: location, checking: checking, duplicates: [])
      return
    }
    // Every item's id is looked for while its values are checked: items without ids (the
    // usual data) are read once, not once to count ids and once to check. At the second id,
    // the pass stops, its problems are dropped, and the sections are checked again with the
    // repeated ids known (their problems interleave with the others in document order).
    // With ``recordsItemIDIndex``, the ids found unique are kept as an index, from the search's
    // hashes (``itemIDIndex``).
    let first = issues.count
    let heights = listedItemsHaveHeights
    if let idCount = checkSections(sections, at: location, checking: checking, duplicates: nil) {
      if recordsItemIDIndex {
        itemIDIndex =
          idCount == 0
          ? ItemIDIndex(hashes: [], hashing: .bytes)
          : ItemIdentifiers.duplicates(in: sections, indexing: true).index
      }
      return
    }
    issues.removeSubrange(first...)
    listedItemsHaveHeights = heights
    let found = ItemIdentifiers.duplicates(in: sections, indexing: recordsItemIDIndex)
    if recordsItemIDIndex { itemIDIndex = found.duplicates.isEmpty ? found.index : nil }
    _ = checkSections(
      sections, at: location, checking: checking, duplicates: found.duplicates)
  }

  /// ``checkSections(_:at:checking:)`` with the repeated item ids known (`duplicates`), or,
  /// when `nil`, none expected: returns `nil` as soon as a second item id is met (its
  /// problems then incomplete), once every section is checked the number of item ids met
  /// (counted only without `duplicates`: 0 or 1).
  private mutating func checkSections(
    _ sections: [LayoutSection], at location: ValueLocation, checking: CheckedSections,
    duplicates knownDuplicates: [ItemIdentifiers.Duplicate]?
  ) -> Int? {
    if sections.count > Limits.maximumSectionCount {
      report(
        location, "expected at most \(Limits.maximumSectionCount) sections, got \(sections.count)"
      )
    }
    var totalItems = SaturatingCount()
    // Every repeated item id, in document order, with its first use; the locations are only
    // written out for these.
    let duplicates = knownDuplicates ?? []
    let countsIDs = knownDuplicates == nil
    var idCount = 0
    var nextDuplicate = 0
    var firstUseOfSectionID: [String: Int] = [:]
    // Section ids repeat across checked and unchecked sections alike: every section records
    // its id, a checked one after its content's problems (document order).
    func checkSectionID(at sectionIndex: Int) {
      guard let id = sections[sectionIndex].id else { return }
      if let first = firstUseOfSectionID[id] {
        report(
          location[sectionIndex]["id"],
          "duplicate section id \"\(id)\", first used at \(location)[\(first)].id")
      } else {
        firstUseOfSectionID[id] = sectionIndex
      }
    }
    // By index, each section read in place (no copy of its lists for the check).
    for sectionIndex in sections.indices {
      guard checking.contains(sectionIndex) else {
        // Known valid: only its count and its id matter, when they are not known otherwise.
        if checking.itemCount == nil {
          totalItems = totalItems.adding(sections[sectionIndex].items.count)
        }
        if checking.uncheckedMayHaveIDs { checkSectionID(at: sectionIndex) }
        continue
      }
      // A section whose values are all plainly in range (the usual case) reports nothing but
      // a repeated id: checked in place, without copying it or its metrics.
      if let count = Self.uniformCountIfPlainlyValid(sections, at: sectionIndex) {
        totalItems = totalItems.adding(count)
        checkSectionID(at: sectionIndex)
        continue
      }
      let section = sections[sectionIndex]
      // Built only for a problem: a valid section costs no string.
      func path() -> ValueLocation { location[sectionIndex] }
      // A valid section with only its items changed (an update's rebuilt section) reports
      // nothing on its other values: only what its items decide (shown in its state, each new
      // item's values) is checked.
      let itemsOnly = checking.hasOnlyItemsChanged(ofSection: sectionIndex)
      if itemsOnly {
        checkItemsShown(of: section, at: path())
        checkSectionID(at: sectionIndex)
      } else {
        checkContent(of: section, at: path())
        checkSectionID(at: sectionIndex)
        checkMetrics(section.metrics, at: path()["metrics"])
        checkSupplementaries(section.headers, at: path()["headers"])
        checkSupplementaries(section.footers, at: path()["footers"])
        if let height = section.placeholder?.height {
          checkPositive(height, at: path()["placeholder"]["height"])
        }
      }
      switch section.items {
      case .count(let count):
        if count < 0 { report(path()["items"], "expected a count >= 0, got \(count)") }
        totalItems = totalItems.adding(count)
      case .measuredCount(let count, let measured):
        if count < 0 { report(path()["items"], "expected a count >= 0, got \(count)") }
        totalItems = totalItems.adding(count)
        for (position, index) in measured.indexes.enumerated() {
          if index < 0 || index >= count {
            report(
              path()["items"], "expected measured items below the count \(count), got \(index)")
          }
          checkPositive(measured.heights[position], at: path()["items"][index]["height"])
          if let width = measured.widths[position] {
            checkPositive(width, at: path()["items"][index]["width"])
          }
        }
      case .list(let list):
        totalItems = totalItems.adding(list.count)
        // Only the items new to the section when the others are known valid (an update's
        // survivors: no problem, and no repeated id, which a repeat would check them all for).
        let newItems = checking.checkedItems(ofSection: sectionIndex)
        // Not known of the items not read.
        if newItems != nil { listedItemsHaveHeights = false }
        // Each item read in place: copying it out of the list (its id retained and released)
        // costs more than checking it.
        let checkedAll = list.forEachPiece(inEach: newItems) {
          pieceItems, start in
          for offset in pieceItems.indices {
            let itemIndex = start + offset
            if countsIDs, pieceItems[offset].id != nil {
              idCount += 1
              if idCount > 1 { return false }
            }
            // The usual item, a height in range and nothing else, without a repeated id.
            if let height = pieceItems[offset].plainHeight, height.isFinite, height > 0,
              height <= Limits.maximumLength, nextDuplicate == duplicates.count
            {
              continue
            }
            // An item with no value but its id (listed items of a diffable data source): nothing
            // to check but its id.
            if pieceItems[offset].presentValues.isEmpty, nextDuplicate == duplicates.count {
              listedItemsHaveHeights = false
              continue
            }
            // The values read out first (no reference among them): a check that may report
            // would otherwise make the compiler copy the whole item to keep it stable.
            let values = ItemValues(pieceItems[offset])
            if values.height == nil, values.aspectRatio == nil { listedItemsHaveHeights = false }
            checkItem(values, at: path()["items"][itemIndex])
            guard nextDuplicate < duplicates.count,
              duplicates[nextDuplicate].repeated
                == ItemIdentifiers.Position(sectionIndex, itemIndex),
              let id = pieceItems[offset].id
            else { continue }
            let first = duplicates[nextDuplicate].first
            report(
              path()["items"][itemIndex]["id"],
              "duplicate item id \(Quoting.quoted(id)), first used at "
                + "\(location[first.section]["items"][first.item]["id"])")
            nextDuplicate += 1
          }
          return true
        }
        if !checkedAll { return nil }
      }
    }
    if !checking.isAll, let itemCount = checking.itemCount {
      totalItems = SaturatingCount(itemCount)
    }
    if totalItems.exceeds(Limits.maximumItemCount) {
      report(
        location,
        "expected at most \(Limits.maximumItemCount) items in all sections, got \(totalItems)")
    }
    return idCount
  }

  /// Checks one item's own values (width, height, aspect ratio, image size, version), each
  /// problem located under `location` (the item's, built only for a problem).
  private mutating func checkItem(
    _ item: ItemValues, at location: @autoclosure () -> ValueLocation
  ) {
    if let width = item.width {
      checkPositive(width, at: location()["width"])
    }
    if let height = item.height {
      let key = item.isHeightEstimated ? "estimatedHeight" : "height"
      checkPositive(height, at: location()[key])
    }
    if let ratio = item.aspectRatio {
      checkAspectRatio(ratio, hasHeight: item.height != nil, at: location())
    }
    if let size = item.imageSize {
      checkImageSize(size, at: location()["imageSize"])
    }
    if let version = item.version {
      checkIndex(version, at: location()["version"])
    }
  }

  package mutating func checkSupplementaries(
    _ views: [Supplementary], at location: @autoclosure () -> ValueLocation
  ) {
    if views.count > Limits.maximumSupplementaryCount {
      report(
        location(),
        "expected at most \(Limits.maximumSupplementaryCount) entries, got \(views.count)")
    }
    for (index, view) in views.enumerated() {
      let key = view.isHeightEstimated ? "estimatedHeight" : "height"
      checkPositive(view.height, at: location()[index][key])
      if let padding = view.padding { checkInsets(padding, at: location()[index]["padding"]) }
    }
  }

  /// The number of uniform items of section `index` of `sections` when checking its own
  /// values (its content, metrics, headers, footers and item count) would report nothing;
  /// `nil` when they must be checked one by one (a section with a placeholder, a version or
  /// listed items, or a value out of range). Conservative: `nil` may be returned for a valid
  /// section, never a count for a section with a problem. Reads the section in place.
  static func uniformCountIfPlainlyValid(_ sections: [LayoutSection], at index: Int) -> Int? {
    SectionsHandle.read(sections) { buffer -> Int? in
      guard case .count(let count) = buffer[index].items, count >= 0,
        buffer[index].state.showsItems, buffer[index].placeholder == nil,
        buffer[index].version == nil, buffer.metricsArePlainlyValid(at: index),
        Supplementary.arePlainlyValid(buffer[index].headers),
        Supplementary.arePlainlyValid(buffer[index].footers)
      else { return nil }
      return count
    }
  }
}

extension Supplementary {
  /// Whether ``RangeChecker/checkSupplementaries(_:at:)`` would report nothing for `views`:
  /// not too many, every height within its range, every padding non-negative.
  static func arePlainlyValid(_ views: [Supplementary]) -> Bool {
    guard views.count <= Limits.maximumSupplementaryCount else { return false }
    return views.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        guard isPlainlyPositiveLength(buffer[index].height) else { return false }
        if let padding = buffer[index].padding, !padding.isPlainlyNonNegative { return false }
      }
      return true
    }
  }
}

extension LayoutInsets {
  /// Whether ``RangeChecker/checkInsets(_:at:)`` would report nothing: every side within
  /// `0 ... Limits.maximumLength`.
  var isPlainlyNonNegative: Bool {
    isPlainlyNonNegativeLength(top) && isPlainlyNonNegativeLength(left)
      && isPlainlyNonNegativeLength(bottom)
      && isPlainlyNonNegativeLength(right)
  }
}

/// Whether ``RangeChecker/checkPositive(_:at:maximum:)`` accepts `value` with its default
/// maximum: finite, > 0 and <= ``Limits/maximumLength``.
@inline(__always)
func isPlainlyPositiveLength(_ value: Double) -> Bool {
  value.isFinite && value > 0 && value <= Limits.maximumLength
}

/// Whether ``RangeChecker/checkNonNegative(_:at:maximum:)`` accepts `value` with its default
/// maximum: finite, >= 0 and <= ``Limits/maximumLength``.
@inline(__always)
func isPlainlyNonNegativeLength(_ value: Double) -> Bool {
  value.isFinite && value >= 0 && value <= Limits.maximumLength
}

extension RangeChecker {
  /// A section's state against its items and placeholder, and its version.
  mutating func checkContent(
    of section: LayoutSection, at location: @autoclosure () -> ValueLocation
  ) {
    // Both built only for a problem: a valid section costs no string.
    var state: String { Quoting.quoted(section.state.rawValue) }
    var path: ValueLocation { location() }
    checkItemsShown(of: section, at: path)
    if let placeholder = section.placeholder {
      if let kind = section.state.placeholderKind {
        if placeholder.kind != kind {
          report(
            path["placeholder"]["kind"],
            "expected \(Quoting.quoted(kind.rawValue)), the section's state, got "
              + Quoting.quoted(placeholder.kind.rawValue))
        }
      } else {
        report(
          path["placeholder"],
          "expected no placeholder in a section in state \(state), which shows none")
      }
    }
    if let version = section.version { checkIndex(version, at: path["version"]) }
  }
}

extension RangeChecker {
  /// A section's items against its state: none in a state that shows none.
  mutating func checkItemsShown(
    of section: LayoutSection, at location: @autoclosure () -> ValueLocation
  ) {
    // Built only for a problem.
    var state: String { Quoting.quoted(section.state.rawValue) }
    if !section.state.showsItems, section.items.count > 0 {
      report(
        location()["items"],
        "expected no items in a section in state \(state), which shows none (a load step "
          + "brings them), got \(section.items.count)")
    }
  }
}

/// The values of an item that a check reads, without its id: nothing here is a reference, so
/// they are read out of a list without retaining anything.
struct ItemValues {
  var width: Double?
  var height: Double?
  var isHeightEstimated: Bool
  var aspectRatio: Double?
  var imageSize: LayoutSize?
  var version: Int?

  /// The values of `item`.
  init(_ item: borrowing Item) {
    width = item.width
    height = item.height
    isHeightEstimated = item.isHeightEstimated
    aspectRatio = item.aspectRatio
    imageSize = item.imageSize
    version = item.version
  }
}
