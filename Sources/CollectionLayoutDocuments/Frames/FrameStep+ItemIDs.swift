import CollectionLayoutCore

/// Finding a frames entry's elements by the ids a scenario gives its items (see
/// ``LayoutAttributes/itemID``).
extension FrameStep {
  /// The listed element whose ``LayoutAttributes/itemID`` is `itemID`; `nil` when the entry
  /// does not list it (off screen with the output mode `visible`, or no such item). O(elements).
  public func element(withItemID itemID: String) -> LayoutAttributes? {
    elements.first { $0.itemID == itemID }
  }
}

extension LayoutTransition {
  /// The change records of the item whose scenario id is `itemID` (their `initial` or `final`
  /// attributes carry it), in record order: one record, or none when the item was neither
  /// on screen before nor after the update, or two when a reload replaced its element (a
  /// deleted and a reloaded record). O(records).
  public func changes(withItemID itemID: String) -> [ElementChange] {
    changes.filter { $0.initial.itemID == itemID || $0.final.itemID == itemID }
  }
}
