/// The value of a section's own layout description, for kinds of layouts whose sections each
/// say how they are laid out: a flow layout's per-section overrides
/// (`UICollectionViewDelegateFlowLayout`), a compositional layout's `NSCollectionLayoutSection`.
///
/// A kind of layout declares its section description by conforming a value to this protocol,
/// in its own folder; nothing shared lists them. The layout reads it back with
/// ``SectionLayout/value(as:)``.
public protocol SectionLayoutDescription: Hashable, Sendable {
  /// The name of the kind of layouts that read the description, for messages: `flow`,
  /// `compositional`.
  static var layoutKind: String { get }
}

/// How one section is laid out, in the kinds of layouts that let each section say so
/// (``LayoutSection/layout``).
///
/// ```swift
/// LayoutSection(
///   items: .count(12), layout: SectionLayout(FlowSectionLayout(minimumLineSpacing: 4)))
/// ```
///
/// A scenario gives it as a section's `layout` object, which the article of each kind
/// describes (The Flow Layout, The Compositional Layout).
///
/// The set of descriptions is open: a description is any ``SectionLayoutDescription`` value,
/// wrapped with ``init(_:)``. Layouts that do not read section descriptions (the grid, the
/// photo browser, the wall) reject a section that has one.
public struct SectionLayout: Hashable, Sendable, CustomStringConvertible {
  /// The description.
  public let value: any SectionLayoutDescription

  /// Wraps a description.
  public init(_ value: some SectionLayoutDescription) {
    self.value = value
  }

  /// The description when it is a `Description`; `nil` for one of another type.
  public func value<Description: SectionLayoutDescription>(as type: Description.Type)
    -> Description?
  {
    value as? Description
  }

  /// The kind of the layouts that read the description (``SectionLayoutDescription/layoutKind``).
  public var layoutKind: String { type(of: value).layoutKind }

  /// The description, for test failures.
  public var description: String { "\(value)" }

  /// Whether both are of exactly the same type and equal, so that equal values hash alike.
  public static func == (lhs: SectionLayout, rhs: SectionLayout) -> Bool {
    type(of: lhs.value) == type(of: rhs.value) && lhs.value.isEqual(to: rhs.value)
  }

  /// Hashes the description's type and value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: value)))
    value.hash(into: &hasher)
  }
}

extension SectionLayoutDescription {
  /// Whether `other` is a description of this type, equal to this one.
  fileprivate func isEqual(to other: any SectionLayoutDescription) -> Bool {
    (other as? Self) == self
  }
}

extension LayoutSection {
  /// A section of `items` laid out by `layout`, a kind of layout's own section description (a
  /// `CompositionalSection`, a `FlowSectionLayout`), without wrapping it: the same section as
  /// `LayoutSection(items: items, id: id, layout: SectionLayout(layout))`.
  ///
  /// ```swift
  /// LayoutSection(items: .count(8), layout: CompositionalSection.list(ListConfiguration()))
  /// ```
  public init(items: Items = .count(0), id: String? = nil, layout: some SectionLayoutDescription) {
    self.init(items: items, id: id, layout: SectionLayout(layout))
  }
}
