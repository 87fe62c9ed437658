import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// The flow layout's pictures in its article are drawn from its goldens' frames, and current.
@Suite struct FlowPictureTests {
  /// The frames of a scenario of the goldens, as a renderer reads them.
  static func frames(_ name: String) throws -> FramesDocument {
    try ScenarioGoldens.framesReadBack(ofScenarioNamed: name)
  }

  @Test(arguments: [
    ("flow-tag-cloud.svg", "flow-tag-cloud", 0),
    ("flow-pinned-push-out.svg", "flow-pinned-headers-and-footers", 2),
  ])
  func theDocumentationPicturesAreCurrent(picture: String, scenario: String, step: Int) throws {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    let path = url.appendingPathComponent(
      "Sources/CollectionLayout/Documentation.docc/Resources/" + picture
    ).path
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == SVGPicture.svg(of: Self.frames(scenario), step: step),
      """
      \(picture) is out of date; draw it again:
      swift run collection-layout render Snapshots/\(scenario).frames.json \
      --svg --step \(step) -o \(path)
      """)
  }
}
