/// A compositional layout's configuration, `UICollectionViewCompositionalLayoutConfiguration`,
/// and the section used by sections without their own.
public struct CompositionalConfiguration: Hashable, Sendable {
  /// The axis the content scrolls along; default vertical.
  public var scrollDirection: ScrollAxis
  /// The space between consecutive sections, in points, >= 0; default 0.
  public var interSectionSpacing: Double
  /// Headers and footers of the whole content (`globalHeader/K`, `globalFooter/K`).
  public var boundarySupplementaryItems: [BoundarySupplementary]
  /// The section layout of every section without a `layout` of its own
  /// (`UICollectionViewCompositionalLayout(section:)`), so that sections an update inserts
  /// are laid out; with a ``sectionProvider``, of the sections no rule matches; `nil`: such
  /// sections are a located problem.
  public var section: CompositionalSection?
  /// What sections whose ``CompositionalSection/contentInsetsReference`` is `automatic`
  /// measure their content insets from across the scroll axis
  /// (`UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference`, E.5): default
  /// ``ContentInsetsReference/safeArea``, as UIKit's; `automatic` here means `safeArea` too.
  public var contentInsetsReference: ContentInsetsReference
  /// Chooses the layout of each section without its own from its index and the environment
  /// (`UICollectionViewCompositionalLayout(sectionProvider:)`), again whenever the layout is
  /// laid out in a new environment; `nil` for none (``section`` lays them out).
  public var sectionProvider: CompositionalSectionProvider?

  /// Creates a configuration.
  public init(
    scrollDirection: ScrollAxis = .vertical, interSectionSpacing: Double = 0,
    boundarySupplementaryItems: [BoundarySupplementary] = [],
    section: CompositionalSection? = nil,
    contentInsetsReference: ContentInsetsReference = .safeArea,
    sectionProvider: CompositionalSectionProvider? = nil
  ) {
    self.scrollDirection = scrollDirection
    self.interSectionSpacing = interSectionSpacing
    self.boundarySupplementaryItems = boundarySupplementaryItems
    self.section = section
    self.contentInsetsReference = contentInsetsReference
    self.sectionProvider = sectionProvider
  }
}
