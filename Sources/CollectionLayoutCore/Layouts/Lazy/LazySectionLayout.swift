/// A lazy container's section (`Section { } header: { } footer: { }`): the length of its
/// header and footer along the scroll axis (the height in a vertical container, the width in
/// a horizontal one). Both span the container across the scroll axis.
///
/// ```swift
/// LayoutSection(items: .count(20), layout: LazySectionLayout(header: 40))
/// ```
public struct LazySectionLayout: SectionLayoutDescription {
  /// `lazy`, the family of the four lazy kinds.
  public static let layoutKind = "lazy"

  /// The header's length along the scroll axis, in points, >= 0; `nil` for no header.
  public var header: Double?
  /// The footer's length along the scroll axis, in points, >= 0; `nil` for no footer.
  public var footer: Double?

  /// A section with the header and footer given.
  public init(header: Double? = nil, footer: Double? = nil) {
    self.header = header
    self.footer = footer
  }
}
