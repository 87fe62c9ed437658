@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Apple's "Implementing Modern Collection Views" sample layouts (reference B.12), written with
/// the Swift API as a UIKit user writes them, on a 390 × 844 screen.
enum AppleSample {
  /// `NSCollectionLayoutSize(widthDimension:heightDimension:)`.
  static func size(_ width: CompositionalDimension, _ height: CompositionalDimension)
    -> CompositionalSize
  {
    CompositionalSize(width: width, height: height)
  }

  /// An item.
  static func item(
    _ width: CompositionalDimension, _ height: CompositionalDimension,
    insets: DirectionalInsets = .zero, supplementaryItems: [AnchoredSupplementary] = []
  ) -> CompositionalSubitem {
    .item(
      CompositionalItem(
        size: size(width, height), contentInsets: insets, supplementaryItems: supplementaryItems))
  }

  /// B.12.1 List: item 1.0 × 1.0 in a 1.0w × 44 horizontal group.
  static var list: CompositionalSection {
    CompositionalSection(
      group: .horizontal(
        size: size(.fractionalWidth(1), .absolute(44)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
  }

  /// B.12.2 Grid: items 0.2w × 1.0h in a 1.0w × fractionalWidth(0.2) group.
  static func grid(itemInsets: Double = 0) -> CompositionalSection {
    CompositionalSection(
      group: .horizontal(
        size: size(.fractionalWidth(1), .fractionalWidth(0.2)),
        subitems: [
          item(
            .fractionalWidth(0.2), .fractionalHeight(1), insets: DirectionalInsets(all: itemInsets))
        ]))
  }

  /// B.12.4 Two-column: `subitem:count: 2`, fixed 10 between items and groups, insets 10
  /// leading and trailing.
  static var twoColumn: CompositionalSection {
    CompositionalSection(
      group: .horizontal(
        size: size(.fractionalWidth(1), .absolute(44)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))], count: 2,
        interItemSpacing: .fixed(10)),
      interGroupSpacing: 10, contentInsets: DirectionalInsets(leading: 10, trailing: 10))
  }

  /// B.12.5 Distinct sections: `columns` equal items with insets 2, section insets 20.
  static func distinct(columns: Int) -> CompositionalSection {
    CompositionalSection(
      group: .horizontal(
        size: size(.fractionalWidth(1), columns == 1 ? .absolute(44) : .fractionalWidth(0.2)),
        subitems: [
          item(.fractionalWidth(0.2), .fractionalHeight(1), insets: DirectionalInsets(all: 2))
        ],
        count: columns),
      contentInsets: DirectionalInsets(all: 20))
  }

  /// B.12.7 Badges: a 20 × 20 badge at the top trailing corner, fractional offset (0.3, −0.3).
  static var badges: CompositionalSection {
    let badge = AnchoredSupplementary(
      kind: "badge", size: size(.absolute(20), .absolute(20)),
      anchor: SupplementaryAnchor(
        edges: [.top, .trailing], offset: .fractional(LayoutPoint(x: 0.3, y: -0.3))))
    return CompositionalSection(
      group: .horizontal(
        size: size(.fractionalWidth(1), .fractionalWidth(0.2)),
        subitems: [
          item(
            .fractionalWidth(0.25), .fractionalHeight(1), insets: DirectionalInsets(all: 5),
            supplementaryItems: [badge])
        ]),
      contentInsets: DirectionalInsets(all: 20))
  }

  /// B.12.8 Nested groups: a 0.7 leading item and a 0.3 vertical group of two, 0.4 of the
  /// screen's height; every item inset 10.
  static func nested(width: CompositionalDimension = .fractionalWidth(1)) -> CompositionalSection {
    let trailing = CompositionalGroup.vertical(
      size: size(.fractionalWidth(0.3), .fractionalHeight(1)),
      subitems: [
        item(.fractionalWidth(1), .fractionalHeight(0.3), insets: DirectionalInsets(all: 10))
      ],
      count: 2)
    return CompositionalSection(
      group: .horizontal(
        size: size(width, .fractionalHeight(0.4)),
        subitems: [
          item(.fractionalWidth(0.7), .fractionalHeight(1), insets: DirectionalInsets(all: 10)),
          .group(trailing),
        ]))
  }

  /// B.12.11 Section background: 44-point rows, 5 between, insets 10, background inset 5.
  static var sectionBackground: CompositionalSection {
    CompositionalSection(
      group: .horizontal(
        size: size(.fractionalWidth(1), .absolute(44)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]),
      interGroupSpacing: 5, contentInsets: DirectionalInsets(all: 10),
      decorationItems: [.background(contentInsets: DirectionalInsets(all: 5))])
  }

  /// B.12.12/13 Section headers and footers: 44-point rows, 5 between, insets 10 leading and
  /// trailing, an estimated-44 header and footer; the header pinned when `pinned`.
  static func headersFooters(pinned: Bool = false) -> CompositionalSection {
    CompositionalSection(
      group: .horizontal(
        size: size(.fractionalWidth(1), .absolute(44)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]),
      interGroupSpacing: 5, contentInsets: DirectionalInsets(leading: 10, trailing: 10),
      boundarySupplementaryItems: [
        BoundarySupplementary(
          kind: "header", size: size(.fractionalWidth(1), .estimated(44)), alignment: .top,
          pinToVisibleBounds: pinned),
        BoundarySupplementary(
          kind: "footer", size: size(.fractionalWidth(1), .estimated(44)), alignment: .bottom),
      ])
  }

  /// A layout of `sections` (each `(items, section)`) on a 390 × 844 screen.
  static func layout(
    _ sections: [(Int, CompositionalSection)],
    configuration: CompositionalConfiguration = CompositionalConfiguration(),
    viewport: LayoutSize = LayoutSize(width: 390, height: 844)
  ) throws -> CompositionalLayout {
    try CompositionalLayout(
      configuration: configuration,
      sections: sections.map { LayoutSection(items: .count($0.0), layout: SectionLayout($0.1)) },
      environment: LayoutEnvironment(viewport: viewport))
  }
}

extension CompositionalLayout {
  /// The unpinned frame of the element with string id `id` (`item/0/7`); `nil` when none.
  func frame(_ id: String) -> LayoutRect? {
    ElementID(id).flatMap { attributes(for: $0, pins: nil)?.frame }
  }
}

/// Whether `rect` is (x, y, width, height) within 1e-9 points.
func isFrame(_ rect: LayoutRect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double)
  -> Bool
{
  guard let rect else { return false }
  return [rect.minX - x, rect.minY - y, rect.width - width, rect.height - height]
    .allSatisfy { abs($0) < 1e-9 }
}
