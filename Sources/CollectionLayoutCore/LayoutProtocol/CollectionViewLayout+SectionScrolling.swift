/// The defaults of sections that scroll on their own: a layout has none.
extension CollectionViewLayout {
  /// None.
  public var sectionScrollers: [SectionScroller] { [] }

  /// `self`: no section scrolls on its own.
  public func scrolled(section: Int, to contentOffset: LayoutPoint) -> Self { self }

  /// The scroller of `section`; `nil` when the section does not scroll on its own.
  public func sectionScroller(_ section: Int) -> SectionScroller? {
    sectionScrollers.first { $0.section == section }
  }
}
