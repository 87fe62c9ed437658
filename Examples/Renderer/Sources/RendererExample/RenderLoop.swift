import CollectionLayout

/// The example renderer's loop: what a renderer of its own (a game engine, a web canvas, a
/// Linux toolkit) does on every frame.
public enum RenderLoop {
  // snippet: scroll
  /// Draws a scroll from the top to `distance` points down, one frame per sixtieth of a
  /// second over `duration` seconds: each frame asks the layout what is on screen at the
  /// frame's offset, into a buffer reused every frame (nothing allocated once it has grown).
  public static func scroll(
    _ layout: GridLayout, by distance: Double, duration: Double = 0.5
  ) -> [SVGFrame] {
    var onScreen: [ElementAttributes] = []
    var frames: [SVGFrame] = []
    let count = Int((duration * 60).rounded())
    for index in 0...count {
      let offset = LayoutPoint(x: 0, y: distance * Double(index) / Double(count))
      layout.visibleElements(at: offset, into: &onScreen)
      var frame = SVGFrame(viewport: layout.environment.viewport)
      for element in onScreen {
        frame.draw(element.id, frame: element.frame, alpha: element.alpha, contentOffset: offset)
      }
      frames.append(frame)
    }
    return frames
  }
  // end snippet

  // snippet: update
  /// Draws a batch update's animation as its frames sample it: each sample's elements at
  /// their interpolated frames and alphas, seen from the sample's content offset.
  public static func update(_ frames: FramesDocument) -> [SVGFrame] {
    var drawn: [SVGFrame] = []
    for step in frames.steps {
      guard let transition = step.transition else { continue }
      for sample in transition.frames {
        var frame = SVGFrame(viewport: step.viewport)
        for element in sample.elements {
          frame.draw(
            element.id, frame: element.frame, alpha: element.alpha,
            contentOffset: sample.contentOffset)
        }
        drawn.append(frame)
      }
    }
    return drawn
  }
  // end snippet
}
