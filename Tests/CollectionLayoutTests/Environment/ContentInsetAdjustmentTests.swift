import Testing

@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Each adjustment behaviour's adjusted inset, initial offset and pinned header on an iPhone
/// 15 (safe area portrait (59, 0, 34, 0), landscape (0, 59, 21, 59)), by E.4.
@Suite struct ContentInsetAdjustmentTests {
  /// A grid of `items` rows 44 points tall under a pinned global header 50 points tall, on
  /// an iPhone 15, scrolled to 300 after the initial layout.
  static func frames(
    _ behavior: ContentInsetAdjustmentBehavior, orientation: DeviceOrientation = .portrait,
    items: Int = 100, settings: (inout ScrollViewSettings) -> Void = { _ in }
  ) throws -> FramesDocument {
    var scrollView = ScrollViewSettings(contentInsetAdjustmentBehavior: behavior)
    settings(&scrollView)
    let scenario = Scenario(
      environment: LayoutEnvironment(device: .iPhone15, orientation: orientation),
      globalHeaders: [Supplementary(height: 50, isPinned: true)],
      sections: [LayoutSection(items: .count(items))],
      steps: [.scroll(LayoutPoint(x: 0, y: 300))], scrollView: scrollView)
    return try scenario.frames()
  }

  /// The pinned header's frame in entry `step`.
  static func header(_ frames: FramesDocument, _ step: Int) -> LayoutRect? {
    frames.steps[step].elements.first { $0.id == .globalHeader(index: 0) }?.frame
  }

  @Test func automaticAddsTheTopAndBottomToContentTallerThanTheScreen() throws {
    // 50 + 100 × 44 = 4450 > 852: the vertical axis scrolls.
    let frames = try Self.frames(.automatic)
    #expect(frames.environment.contentInset == LayoutInsets(top: 59, bottom: 34))
    #expect(frames.steps[0].contentOffset == LayoutPoint(x: 0, y: -59))
    #expect(Self.header(frames, 0) == LayoutRect(x: 0, y: 0, width: 393, height: 50))
    // Pinned below the adjusted top: 300 + 59.
    #expect(Self.header(frames, 1) == LayoutRect(x: 0, y: 359, width: 393, height: 50))
    #expect(frames.steps[0].contentSize == LayoutSize(width: 393, height: 4450))
  }

  @Test func scrollableAxesIsAutomaticOutsideABarController() throws {
    let frames = try Self.frames(.scrollableAxes)
    #expect(frames.environment.contentInset == LayoutInsets(top: 59, bottom: 34))
    #expect(frames.steps[0].contentOffset == LayoutPoint(x: 0, y: -59))
    #expect(Self.header(frames, 1)?.minY == 359)
  }

  @Test func neverLeavesTheContentUnderTheSensorHousing() throws {
    let frames = try Self.frames(.never)
    #expect(frames.environment.contentInset == .zero)
    #expect(frames.steps[0].contentOffset == LayoutPoint(x: 0, y: 0))
    #expect(Self.header(frames, 0)?.minY == 0)
    #expect(Self.header(frames, 1)?.minY == 300)
  }

  @Test func alwaysAddsEverySideEvenInLandscape() throws {
    let frames = try Self.frames(.always, orientation: .landscape)
    #expect(
      frames.environment.contentInset == LayoutInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(frames.steps[0].contentOffset == LayoutPoint(x: -59, y: 0))
    // 852 - 59 - 59 = 734 points of content, from x = 0.
    #expect(Self.header(frames, 0) == LayoutRect(x: 0, y: 0, width: 734, height: 50))
    #expect(Self.header(frames, 1)?.minY == 300)
  }

  @Test func automaticInLandscapeAddsOnlyTheBottom() throws {
    // The content is not wider than the scroll view: left and right are not added (E.4).
    let frames = try Self.frames(.automatic, orientation: .landscape)
    #expect(frames.environment.contentInset == LayoutInsets(bottom: 21))
    #expect(frames.steps[0].contentOffset == LayoutPoint(x: 0, y: 0))
    #expect(Self.header(frames, 0) == LayoutRect(x: 0, y: 0, width: 852, height: 50))
  }

  @Test func shortContentIsAdjustedOnlyInABarControllerOrWhenItAlwaysBounces() throws {
    // 50 + 3 × 44 = 182 <= 852: nothing scrolls.
    let short = try Self.frames(.automatic, items: 3)
    #expect(short.environment.contentInset == .zero)
    #expect(short.steps[0].contentOffset == LayoutPoint(x: 0, y: 0))
    let inBar = try Self.frames(.automatic, items: 3) { $0.inBarController = true }
    #expect(inBar.environment.contentInset == LayoutInsets(top: 59, bottom: 34))
    #expect(inBar.steps[0].contentOffset == LayoutPoint(x: 0, y: -59))
    let bouncing = try Self.frames(.scrollableAxes, items: 3) { $0.alwaysBounceVertical = true }
    #expect(bouncing.environment.contentInset == LayoutInsets(top: 59, bottom: 34))
    let scrollableInBar = try Self.frames(.scrollableAxes, items: 3) { $0.inBarController = true }
    #expect(scrollableInBar.environment.contentInset == .zero)
  }

  @Test func theAppsOwnInsetIsKeptBeneathTheSafeArea() {
    let settings = ScrollViewSettings()
    let adjusted = settings.adjustedContentInset(
      LayoutInsets(top: 44, left: 8), safeArea: LayoutInsets(top: 59, bottom: 34),
      viewport: LayoutSize(width: 393, height: 852),
      contentSize: LayoutSize(width: 393, height: 900))
    #expect(adjusted == LayoutInsets(top: 103, left: 8, bottom: 34))
  }

  @Test func aRotationReEvaluatesTheAdjustmentAndKeepsTheRawInset() throws {
    let scenario = Scenario(
      environment: LayoutEnvironment(
        device: .iPhone15, contentInset: LayoutInsets(top: 10)),
      sections: [LayoutSection(items: .count(100))],
      steps: [
        .resizeEnvironment(
          EnvironmentResize(environment: EnvironmentDescription(orientation: .landscape)))
      ],
      environmentDescription: EnvironmentDescription(device: .iPhone15))
    let frames = try scenario.frames()
    #expect(frames.environment.contentInset == LayoutInsets(top: 69, bottom: 34))
    #expect(frames.steps[0].contentOffset == LayoutPoint(x: 0, y: -69))
    // Landscape: 10 of the app's own, 0 of the safe area's top, 21 at the bottom.
    #expect(frames.steps[1].viewport == LayoutSize(width: 852, height: 393))
    #expect(frames.steps[1].contentInset == LayoutInsets(top: 10, bottom: 21))
    #expect(frames.steps[1].contentOffset == LayoutPoint(x: 0, y: -10))
    #expect(frames.steps[1].safeArea == LayoutInsets(left: 59, bottom: 21, right: 59))
    let text = String(decoding: FramesWriter.utf8(for: frames), as: UTF8.self)
    #expect(text.contains(#"   "safeArea": {"top": 0, "left": 59, "bottom": 21, "right": 59},"#))
  }
}
