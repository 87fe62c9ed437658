import CollectionLayout
import SwiftUIStandIns
import Testing

/// An app's file imports CollectionLayout next to SwiftUI and Foundation. Every name below is
/// written unqualified: with both modules imported, this file compiles only because
/// CollectionLayout declares none of the names the stand-ins declare, and each resolves to the
/// stand-in.
@Suite struct NameCollisionTests {
  @Test func everyFrameworkNameStaysTheFrameworks() {
    #expect(Point.framework == "Foundation")
    #expect(Size.framework == "Foundation")
    #expect(Rect.framework == "Foundation")
    #expect(EdgeInsets.framework == "SwiftUI")
    #expect(Color.framework == "SwiftUI")
    #expect(Section.framework == "SwiftUI")
    #expect(Environment.framework == "SwiftUI")
    #expect(Transition.framework == "SwiftUI")
    #expect(Step.framework == "the app")
    #expect(Frames.framework == "the app")
  }

  @Test func theLibrarysNamesReadWithoutQualification() {
    let frame = LayoutRect(
      origin: LayoutPoint(x: 0, y: 8), size: LayoutSize(width: 320, height: 44))
    let insets = LayoutInsets(top: 8, left: 0, bottom: 0, right: 0)
    #expect(frame.maxY == 52)
    #expect(insets.top == frame.minY)
    #expect(LayoutColor(hex: "#FF0000")?.red == 255)
    #expect(LayoutSection(items: .count(3)).items == .count(3))
    #expect(LayoutEnvironment(viewport: frame.size).viewport.width == 320)
    let step = ScenarioStep.scroll(LayoutPoint(x: 0, y: 100))
    #expect(step != .scroll(.zero))
  }
}
