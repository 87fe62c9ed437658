/// Chooses the layout of each section without its own from the section's index and the
/// environment: UIKit's `UICollectionViewCompositionalLayoutSectionProvider`, as rules a
/// document holds or as code.
///
/// ```swift
/// // Rules: the first that matches wins (Apple's "Adaptive Sections" sample: 800 points).
/// let provider = CompositionalSectionProvider(rules: [
///   CompositionalSectionRule(minimumWidth: 800, section: fourColumns),
///   CompositionalSectionRule(horizontalSizeClass: .regular, section: threeColumns),
///   CompositionalSectionRule(section: twoColumns),
/// ])
/// // Code: a closure of the section's index and the environment.
/// let code = CompositionalSectionProvider { section, environment in
///   environment.container.effectiveContentSize.width > 800 ? fourColumns : twoColumns
/// }
/// ```
///
/// The layout asks it every time it lays its sections out (``CompositionalLayout/init(configuration:sections:environment:)``,
/// an update, and ``CollectionViewLayout/relaidOut(in:)``, so a resize or a rotation that
/// brings a new environment chooses again). A section's own layout comes first; a section
/// no rule matches takes the configuration's ``CompositionalConfiguration/section``.
///
/// Equality: rules compare by value; code compares by identity, as a closure cannot be
/// compared: two providers made of code are equal when one is a copy of the other (the
/// code is held by reference), so a configuration stays `Hashable` and `Sendable` (the
/// closure is `@Sendable`), and a layout compares equal to its copies.
public struct CompositionalSectionProvider: Hashable, Sendable {
  /// The code: the section's index (0-based, in the sections being laid out) and the
  /// environment, giving the section's layout. It should give the same answer for the same
  /// arguments: the layout asks again whenever it lays out, and to answer questions about a
  /// section (``CompositionalLayout/description(ofSection:)``).
  public typealias Body =
    @Sendable (_ section: Int, _ environment: LayoutEnvironment) -> CompositionalSection

  /// The code, held by reference so that copies compare equal.
  private final class Code: Hashable, Sendable {
    let body: Body
    init(_ body: @escaping Body) { self.body = body }
    static func == (lhs: Code, rhs: Code) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  /// Where the choice comes from.
  private enum Source: Hashable, Sendable {
    case rules([CompositionalSectionRule])
    case code(Code)
  }

  private let source: Source

  /// A provider of rules, tried in order: the first whose conditions the environment meets
  /// gives the section. A rule after one without conditions (a catch-all) is a located
  /// problem; without a catch-all, the configuration needs a `section`.
  public init(rules: [CompositionalSectionRule]) {
    source = .rules(rules)
  }

  /// A provider running `body` for each section without its own layout.
  public init(_ body: @escaping Body) {
    source = .code(Code(body))
  }

  /// The rules, for a provider of rules; `nil` for code.
  public var rules: [CompositionalSectionRule]? {
    if case .rules(let rules) = source { return rules }
    return nil
  }

  /// The layout of section `section` in `environment`, and the index of the rule that gave
  /// it (`nil` for code); `nil` when no rule matches. O(rules), or the code's cost.
  public func section(at section: Int, in environment: LayoutEnvironment) -> (
    section: CompositionalSection, rule: Int?
  )? {
    switch source {
    case .code(let code): return (code.body(section, environment), nil)
    case .rules(let rules):
      guard let index = rules.firstIndex(where: { $0.matches(environment) }) else { return nil }
      return (rules[index].section, index)
    }
  }
}

/// One rule of a ``CompositionalSectionProvider``: the conditions an environment must meet
/// (all that are given), and the section layout it gives then. A rule without conditions
/// matches every environment (a catch-all).
public struct CompositionalSectionRule: Hashable, Sendable {
  /// The least width the container's effective content size must have, in points, >= 0
  /// (`container.effectiveContentSize.width`: the viewport less the adjusted content inset,
  /// E.9.4); `nil` for no condition on the width.
  public var minimumWidth: Double?
  /// The horizontal size class the environment must have, `compact` or `regular`; `nil` for
  /// no condition. An environment whose size class is unspecified matches no rule on it.
  public var horizontalSizeClass: SizeClass?
  /// The section layout the rule gives.
  public var section: CompositionalSection

  /// Creates a rule; without conditions it is a catch-all.
  public init(
    minimumWidth: Double? = nil, horizontalSizeClass: SizeClass? = nil,
    section: CompositionalSection
  ) {
    self.minimumWidth = minimumWidth
    self.horizontalSizeClass = horizontalSizeClass
    self.section = section
  }

  /// Whether the rule has no condition, and so matches every environment.
  public var isCatchAll: Bool { minimumWidth == nil && horizontalSizeClass == nil }

  /// Whether `environment` meets every condition of the rule.
  public func matches(_ environment: LayoutEnvironment) -> Bool {
    if let minimumWidth, environment.container.effectiveContentSize.width < minimumWidth {
      return false
    }
    if let horizontalSizeClass {
      guard horizontalSizeClass != .unspecified,
        environment.sizeClass.horizontal == horizontalSizeClass
      else { return false }
    }
    return true
  }
}

/// Where the layout of a section without its own comes from, for the location of its
/// problems.
enum ProvidedSectionOrigin: Hashable, Sendable {
  /// The configuration's `section`.
  case configurationSection
  /// Rule `index` of the configuration's `sectionProvider`.
  case rule(Int)
  /// The code of the configuration's `sectionProvider`.
  case code
}

extension CompositionalConfiguration {
  /// The layout of section `section` when it has none of its own, in `environment`: the
  /// provider's choice, else ``section``; `nil` when neither gives one. O(rules).
  func providedSection(at section: Int, in environment: LayoutEnvironment) -> (
    section: CompositionalSection, origin: ProvidedSectionOrigin
  )? {
    if let chosen = sectionProvider?.section(at: section, in: environment) {
      return (chosen.section, chosen.rule.map(ProvidedSectionOrigin.rule) ?? .code)
    }
    return self.section.map { ($0, .configurationSection) }
  }

  /// The boundary the configuration's `contentInsetsReference` names (`automatic` is the
  /// default, `safeArea`).
  var crossAxisBoundary: CrossAxisBoundary {
    contentInsetsReference.crossAxisBoundary ?? .safeArea
  }
}

extension ContentInsetsReference {
  /// The boundary the reference names; `nil` for ``automatic``, which defers to another
  /// reference.
  var crossAxisBoundary: CrossAxisBoundary? {
    switch self {
    case .automatic: return nil
    case .none: return .contentEdges
    case .safeArea: return .safeArea
    case .layoutMargins: return .layoutMargins
    case .readableContent: return .readableContent
    }
  }
}
