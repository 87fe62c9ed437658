import CollectionLayout
import Foundation

/// A layout of `itemCount` square items (`circleItem/i`, `itemSize` points a side) evenly on a
/// circle of `radius` points (centre to each item's centre), centred in the viewport; item 0 at
/// the top, the others clockwise. The content is the viewport: nothing scrolls.
///
/// ```text
///                 ┌─0─┐
///          ┌─7─┐         ┌─1─┐
///
///        ┌─6─┐      ·      ┌─2─┐      · the viewport's centre; radius to each item's centre
///
///          └─5─┘         └─3─┘
///                 └─4─┘
/// ```
///
/// Frames are rounded to a hundredth of a point, so that the sines and cosines of one
/// platform's library and another's give the same golden file.
public struct CircleLayout: CollectionViewLayout {
  /// The items' element kind.
  public static let item: ElementKind = "circleItem"

  /// The viewport and content inset (none: a circle layout refuses one).
  public var environment: LayoutEnvironment
  /// None: the items come from the configuration.
  public var sections: [LayoutSection] { [] }
  /// How many items, 0 or more.
  public var itemCount: Int
  /// The distance from the circle's centre to each item's centre, in points, > 0.
  public var radius: Double
  /// An item's side, in points, > 0.
  public var itemSize: Double

  /// A circle of `itemCount` items in `environment`'s viewport.
  public init(environment: LayoutEnvironment, itemCount: Int, radius: Double, itemSize: Double) {
    self.environment = environment
    self.itemCount = itemCount
    self.radius = radius
    self.itemSize = itemSize
  }

  /// The viewport's size, in points.
  public var contentSize: LayoutSize {
    LayoutSize(width: environment.viewport.width, height: environment.viewport.height)
  }

  /// The same circle in `environment` (a resize centres it again).
  public func laidOut(
    sections: [LayoutSection], in environment: LayoutEnvironment, carrying _: UpdateMapping?
  ) throws(LayoutError) -> CircleLayout {
    CircleLayout(
      environment: environment, itemCount: itemCount, radius: radius, itemSize: itemSize)
  }

  /// The items whose frames intersect `rect` (every item for `nil`), in order, at most
  /// `limit`.
  public func elements(in rect: LayoutRect?, pins _: Void?, limit: Int) -> [LayoutAttributes] {
    var found: [LayoutAttributes] = []
    for index in 0..<itemCount where found.count < limit {
      guard let id = ElementID(kind: Self.item, indexes: [index]),
        let element = attributes(for: id)
      else { continue }
      if rect.map({ element.frame.intersects($0) }) ?? true { found.append(element) }
    }
    return found
  }

  /// Item `i`'s attributes: its frame centred on the circle at `i / itemCount` of a turn
  /// clockwise from the top; `nil` for any other id.
  public func attributes(for id: ElementID, pins _: Void? = nil) -> LayoutAttributes? {
    guard id.kind == Self.item, id.indexes.count == 1, (0..<itemCount).contains(id.indexes[0])
    else { return nil }
    let angle = 2 * Double.pi * Double(id.indexes[0]) / Double(itemCount) - Double.pi / 2
    let centreX = contentSize.width / 2 + radius * cos(angle)
    let centreY = contentSize.height / 2 + radius * sin(angle)
    let frame = LayoutRect(
      x: Self.rounded(centreX - itemSize / 2), y: Self.rounded(centreY - itemSize / 2),
      width: itemSize, height: itemSize)
    return LayoutAttributes(id: id, frame: frame, zIndex: 1)
  }

  /// `value` to the nearest hundredth of a point.
  static func rounded(_ value: Double) -> Double {
    (value * 100).rounded() / 100
  }
}
