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
  /// are laid out; `nil`: such sections are a located problem.
  public var section: CompositionalSection?

  /// Creates a configuration.
  public init(
    scrollDirection: ScrollAxis = .vertical, interSectionSpacing: Double = 0,
    boundarySupplementaryItems: [BoundarySupplementary] = [],
    section: CompositionalSection? = nil
  ) {
    self.scrollDirection = scrollDirection
    self.interSectionSpacing = interSectionSpacing
    self.boundarySupplementaryItems = boundarySupplementaryItems
    self.section = section
  }
}
