import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// The documentation's picture of a compositional screen (a centred carousel scrolled one
/// group, badges over a background, an inset-grouped list) must be what `render --svg` draws.
@Suite struct CompositionalPictureTests {
  @Test func theDocumentationPictureOfTheAppStoreScreenIsCurrent() throws {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    let path = url.appendingPathComponent(
      "Sources/CollectionLayout/Documentation.docc/Resources/compositional-app-store.svg"
    ).path
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == SVGPicture.svg(of: WallPictureTests.frames("compositional-app-store"), step: 1),
      """
      compositional-app-store.svg is out of date; draw it again:
      swift run collection-layout render Snapshots/compositional-app-store.frames.json \
      --svg --step 1 -o \(path)
      """)
  }
}
