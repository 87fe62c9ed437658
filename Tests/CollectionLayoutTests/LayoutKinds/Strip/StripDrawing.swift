@testable import CollectionLayout
@testable import CollectionLayoutCommandLine

/// How a picture draws the throwaway ``StripLayout``: each cell labelled `cell i`, the caption
/// line `jumped to cell i` after a jump, and a legend entry `strip cell` when cells show.
struct StripDrawing: LayoutDrawing {
  init(elements: [DrawnElement]) {}

  func style(_ box: inout FrameScene.Box, attributes: LayoutAttributes, element: DrawnElement)
    -> Bool
  {
    if box.id.kind == StripLayout.cell, let index = box.id.indexes.first {
      box.label = "cell \(index)"
    }
    return true
  }

  static func caption(of step: FrameStep) -> String? {
    guard step.action == "jump", let cell = step.customAttributes["cell"]?.numberValue else {
      return nil
    }
    return "jumped to cell \(SVGNumber.format(cell))"
  }

  static func legendEntries(for scene: FrameScene) -> [SVGPicture.LegendEntry] {
    guard scene.boxes.contains(where: { $0.id.kind == StripLayout.cell }) else { return [] }
    return [
      SVGPicture.LegendEntry(
        swatch: { x, y in "<rect x=\"\(x + 1)\" y=\"\(y + 1)\" width=\"11\" height=\"11\"/>" },
        label: "strip cell")
    ]
  }
}
