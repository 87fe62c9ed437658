import CollectionLayout
import CollectionLayoutCommandLine

/// How a picture (`collection-layout render --svg`) draws a circle layout: each item labelled
/// with its number, and a legend entry `circle item` when items show. Elements of other kinds
/// are left alone.
public struct CircleDrawing: LayoutDrawing {
  /// Nothing to see before styling.
  public init(elements: [DrawnElement]) {}

  /// Labels a circle item `i` with its number.
  public func style(
    _ box: inout FrameScene.Box, attributes: LayoutAttributes, element: DrawnElement
  ) -> Bool {
    if box.id.kind == CircleLayout.item, let index = box.id.indexes.first {
      box.label = "\(index)"
    }
    return true
  }

  /// `circle item`, with a round swatch, when the picture shows one.
  public static func legendEntries(for scene: FrameScene) -> [SVGPicture.LegendEntry] {
    guard scene.boxes.contains(where: { $0.id.kind == CircleLayout.item }) else { return [] }
    return [
      SVGPicture.LegendEntry(
        swatch: { x, y in
          "<circle cx=\"\(x + 6)\" cy=\"\(y + 6)\" r=\"5.5\" fill=\"#E3E8EF\" stroke=\"#8593A8\"/>"
        },
        label: "circle item")
    ]
  }
}
