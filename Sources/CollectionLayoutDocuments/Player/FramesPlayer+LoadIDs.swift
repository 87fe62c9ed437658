import CollectionLayoutCore

/// The item ids a `load` step gives, checked against the other sections on screen: a
/// duplicate is reported at the load step's item, not at the batch the step becomes.
extension FramesPlayer {
  /// Throws when an item of `load`'s list has the id of an item another section of `after`
  /// shows (`section` is the section the load fills): `duplicate item id "x", already the id
  /// of item [0, 2] at this step`, at `steps[N].load.items[i].id`. Nothing when the load
  /// gives no list. O(items of `after`).
  static func checkLoadedIDs(
    _ load: Load, filling section: Int, after: [LayoutSection], at location: String
  ) throws(ScenarioError) {
    guard case .list(let list)? = load.items, list.contains(where: { $0.id != nil }) else {
      return
    }
    var shown: [String: ItemPath] = [:]
    for (index, other) in after.enumerated() where index != section {
      guard case .list(let items) = other.items else { continue }
      for (item, value) in items.enumerated() {
        if let id = value.id, shown[id] == nil {
          shown[id] = ItemPath(section: index, item: item)
        }
      }
    }
    for (index, item) in list.enumerated() {
      guard let id = item.id, let path = shown[id] else { continue }
      throw ScenarioError(
        location: "\(location).items[\(index)].id",
        message: "duplicate item id \(Quoting.quoted(id)), already the id of item "
          + "[\(path.section), \(path.item)] at this step")
    }
  }
}
