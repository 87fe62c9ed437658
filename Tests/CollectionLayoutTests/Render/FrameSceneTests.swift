import CollectionLayout
import Testing

@testable import CollectionLayoutCommandLine

@Suite struct FrameSceneTests {
  @Test func aStepShowsItsElementsInViewByZIndex() throws {
    let scene = try FrameScene(frames: TinyFrames.frames, step: 0)
    #expect(
      scene.boxes.map(\.id.description) == [
        "item/0/0", "item/0/1", "rowSeparator/0/1", "globalHeader/0",
      ])
    #expect(scene.boxes.map(\.change) == [nil, nil, nil, nil])
    #expect(scene.boxes.map(\.isPinned) == [false, false, false, true])
    #expect(scene.boxes.map(\.isHidden) == [false, true, false, false])
    #expect(scene.contentOffset == LayoutPoint(x: 0, y: -10))
  }

  @Test func anUpdateFrameShowsItsAnimatedElementsWithTheirChanges() throws {
    let scene = try FrameScene(frames: TinyFrames.frames, step: 1, animationFrame: 1)
    // Changed elements draw over kept ones of the same zIndex.
    #expect(scene.boxes.map(\.change) == [.inserted, .deleted, .moved, .kept])
    #expect(scene.boxes.map(\.alpha) == [0.5, 0.25, 1, 1])
    #expect(scene.boxes[2].frame == LayoutRect(x: 0, y: 55, width: 60, height: 40))
    #expect(scene.contentOffset == LayoutPoint(x: 0, y: 5))
  }

  @Test func anUpdateStepWithoutAFrameMarksItsElementsWithTheirChanges() throws {
    let scene = try FrameScene(frames: TinyFrames.frames, step: 1)
    // item/0/1 rests at y 80, the bottom edge of the view: not in view.
    #expect(scene.boxes.map(\.id.description) == ["item/0/0", "globalHeader/0"])
    #expect(scene.boxes.map(\.change) == [.inserted, .kept])
  }

  @Test func linesInViewAreDrawnAndEdgesAreNot() {
    let view = LayoutRect(x: 0, y: 0, width: 100, height: 100)
    #expect(FrameScene.isInView(LayoutRect(x: 0, y: 50, width: 100, height: 0), view))
    #expect(FrameScene.isInView(LayoutRect(x: 50, y: 10, width: 0, height: 20), view))
    #expect(!FrameScene.isInView(LayoutRect(x: 0, y: 100, width: 100, height: 10), view))
    #expect(!FrameScene.isInView(LayoutRect(x: -10, y: 0, width: 10, height: 10), view))
    #expect(!FrameScene.isInView(LayoutRect(x: 0, y: 101, width: 100, height: 0), view))
    #expect(FrameScene.isInView(LayoutRect(x: 99, y: 99, width: 10, height: 10), view))
  }

  /// `--frame` draws an animation frame of any step that animates, a fling's as an update's:
  /// the content offset of that frame, and the caption names it.
  @Test func aFlingsAnimationFrameIsDrawn() throws {
    let frames = try ScenarioDecoder.decode(
      Array(
        #"{"version": 1, "viewport": {"width": 320, "height": 480}, "sections": [{"items": 40}], "#
          .utf8)
        + Array(
          #""metrics": {"rowHeight": 100}, "steps": [{"fling": {"velocity": {"x": 0, "y": 2000}}}]}"#
            .utf8)
    ).frames()
    let transition = try #require(frames.steps[1].transition)
    let scene = try FrameScene(frames: frames, step: 1, animationFrame: 2)
    #expect(scene.contentOffset == transition.frames[2].contentOffset)
    #expect(scene.contentOffset.y > 0)
    #expect(scene.caption.hasPrefix("step 1 of 2 (fling), frame 2 of \(transition.frames.count)"))
  }

  @Test func missingStepsAndFramesAreNamed() {
    func message(step: Int, frame: Int? = nil, of frames: FramesDocument = TinyFrames.frames)
      -> String
    {
      do {
        _ = try FrameScene(frames: frames, step: step, animationFrame: frame)
        return ""
      } catch {
        return error.message
      }
    }
    #expect(message(step: 2) == "--step 2: the frames have 2 steps (0 ... 1)")
    #expect(
      message(step: 0, frame: 0)
        == "--frame 0: step 0 (initial) has no animation frames; a step that animates has them "
        + "(such as an update, a fling, a pan or an animated scroll)")
    #expect(message(step: 1, frame: 2) == "--frame 2: step 1 has 2 animation frames (0 ... 1)")
    let empty = FramesDocument(environment: TinyFrames.frames.environment, steps: [])
    #expect(message(step: 0, of: empty) == "--step 0: the frames have no steps")
    let one = FramesDocument(
      environment: TinyFrames.frames.environment, steps: [TinyFrames.frames.steps[0]])
    #expect(message(step: 1, of: one) == "--step 1: the frames have 1 step (0)")
  }
}
