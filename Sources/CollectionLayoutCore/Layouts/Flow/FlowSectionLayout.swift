/// A flow layout section's own metrics, overriding the layout's: what
/// `UICollectionViewDelegateFlowLayout` returns for one section. Each property is optional and
/// falls back to the layout's property of the same name.
///
/// ```swift
/// LayoutSection(
///   items: .count(6),
///   layout: FlowSectionLayout(
///     itemSize: LayoutSize(width: 80, height: 80), minimumLineSpacing: 4))
/// ```
///
/// A scenario gives it as a section's `layout` object, under the same names: the article The
/// Flow Layout.
public struct FlowSectionLayout: SectionLayoutDescription {
  /// `flow`.
  public static let layoutKind = "flow"

  /// The size of the section's items without a size of their own, in points, both > 0
  /// (`sizeForItemAt`, for the whole section).
  public var itemSize: LayoutSize?
  /// The section's insets, in points, each >= 0 (`insetForSectionAt`).
  public var sectionInset: LayoutInsets?
  /// The smallest gap between the section's lines, in points, >= 0
  /// (`minimumLineSpacingForSectionAt`).
  public var minimumLineSpacing: Double?
  /// The smallest gap between the items of one line, in points, >= 0
  /// (`minimumInteritemSpacingForSectionAt`).
  public var minimumInteritemSpacing: Double?
  /// The size of the section's header, in points, each >= 0
  /// (`referenceSizeForHeaderInSection`).
  public var headerReferenceSize: LayoutSize?
  /// The size of the section's footer, in points, each >= 0
  /// (`referenceSizeForFooterInSection`).
  public var footerReferenceSize: LayoutSize?

  /// Creates overrides; `nil` keeps the layout's value.
  public init(
    itemSize: LayoutSize? = nil, sectionInset: LayoutInsets? = nil,
    minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil,
    headerReferenceSize: LayoutSize? = nil, footerReferenceSize: LayoutSize? = nil
  ) {
    self.itemSize = itemSize
    self.sectionInset = sectionInset
    self.minimumLineSpacing = minimumLineSpacing
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.headerReferenceSize = headerReferenceSize
    self.footerReferenceSize = footerReferenceSize
  }
}
