/// The defaults of what scroll targets and resizes with a new content inset ask a layout.
extension CollectionViewLayout {
  /// The frame of the `item` element at `path`, unpinned.
  public func frame(ofItem path: ItemPath) -> LayoutRect? {
    attributes(for: .item(section: path.section, item: path.item), pins: nil)?.frame
  }

  /// ``CollectionViewLayout/resized(to:from:)-(LayoutSize,_)`` when `contentInset` is the layout's;
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

  /// ``CollectionViewLayout/resized(to:contentInset:from:)`` when `environment` differs from
  /// the layout's in its viewport and content inset alone; otherwise the first anchor
  /// candidate at `contentOffset` is put back at its distance below the anchor line of the
  /// data laid out in `environment`, clamped.
  public func resized(to environment: LayoutEnvironment, from contentOffset: LayoutPoint)
    throws(LayoutError) -> ResizedLayout<Self>
  {
    var sameScreen = environment
    sameScreen.viewport = self.environment.viewport
    sameScreen.contentInset = self.environment.contentInset
    guard sameScreen != self.environment else {
      return try resized(
        to: environment.viewport, contentInset: environment.contentInset, from: contentOffset)
    }
    let anchor = scrollAnchor(at: contentOffset)
    let layout = try relaidOut(in: environment)
    return ResizedLayout(
      layout: layout, contentOffset: layout.contentOffset(restoring: anchor, from: contentOffset))
  }
}
