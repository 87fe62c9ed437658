extension Item {
  /// This item (the one with the id before a step) as a step gives it again in `given`: a
  /// version given replaces the version; a height or an aspect ratio given replaces both, and
  /// whether the height is an estimate; every other value stays (see ``Snapshot``).
  func updated(by given: Item) -> Item {
    var item = self
    if let version = given.version { item.version = version }
    if given.height != nil || given.aspectRatio != nil {
      item.height = given.height
      item.aspectRatio = given.aspectRatio
      item.isHeightEstimated = given.isHeightEstimated
    }
    return item
  }
}
