/// The defaults of what scroll targets and resizes with a new content inset ask a layout.
extension CollectionViewLayout {
  /// The frame of the `item` element at `path`, unpinned.
  public func frame(ofItem path: ItemPath) -> LayoutRect? {
    attributes(for: .item(section: path.section, item: path.item), pins: nil)?.frame
  }

  /// ``CollectionViewLayout/resized(to:from:)`` when `contentInset` is the layout's;
  /// otherwise the first anchor candidate at `contentOffset` is put back at its distance below
  /// the anchor line of the data laid out in the new environment, clamped.
  public func resized(
    to viewport: LayoutSize, contentInset: LayoutInsets, from contentOffset: LayoutPoint
  )
    throws(LayoutError) -> ResizedLayout<Self>
  {
    guard contentInset != environment.contentInset else {
      return try resized(to: viewport, from: contentOffset)
    }
    let anchor = scrollAnchor(at: contentOffset)
    var resized = environment
    resized.viewport = viewport
    resized.contentInset = contentInset
    let layout = try relaidOut(in: resized)
    return ResizedLayout(
      layout: layout, contentOffset: layout.contentOffset(restoring: anchor, from: contentOffset))
  }
}
