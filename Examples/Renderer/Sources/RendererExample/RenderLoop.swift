import CollectionLayout

/// The example renderer's loop: what a renderer of its own (a game engine, a web canvas, a
/// Linux toolkit) does on every frame, for any layout (the grid, flow, compositional, yours).
public enum RenderLoop {
  // snippet: scroll
  /// Draws a scroll from the top to `distance` points down, one frame per sixtieth of a
  /// second over `duration` seconds: each frame asks the layout what is on screen at the
  /// frame's offset, into a buffer reused every frame (nothing allocated once it has grown).
  public static func scroll<Layout: CollectionViewLayout>(
    _ layout: Layout, by distance: Double, duration: Double = 0.5
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

  // snippet: fling
  /// Draws a fling: the finger lifts at the top with `velocity` points per second, and the
  /// scroll view's physics (UIScrollView's deceleration, the bounce at an edge, where the
  /// layout chooses to rest) gives the offset of every frame at `framesPerSecond`. A display
  /// tracker, kept across frames, says what UICollectionView's delegate would hear: the
  /// elements that will display (each with the reuse view it takes) and that end displaying,
  /// and the items to prefetch; most frames only move what is on screen, at O(log n) cost.
  public static func fling<Layout: CollectionViewLayout>(
    _ layout: Layout, velocity: Double, framesPerSecond: Double = 120
  ) -> (frames: [SVGFrame], events: [DisplayEvents]) {
    let motion = layout.scrollMotion(
      releasedAt: LayoutPoint(x: 0, y: 0), velocity: LayoutPoint(x: 0, y: velocity),
      rate: .normal)
    var tracker = DisplayTracker<Layout>()
    var onScreen: [ElementAttributes] = []
    var frames: [SVGFrame] = []
    var events: [DisplayEvents] = []
    let count = Int((motion.duration * framesPerSecond).rounded(.up))
    for index in 0...count {
      let offset = motion.offset(at: Double(index) / framesPerSecond)
      events.append(tracker.scroll(layout, to: offset))
      layout.visibleElements(at: offset, into: &onScreen)
      var frame = SVGFrame(viewport: layout.environment.viewport)
      for element in onScreen {
        frame.draw(element.id, frame: element.frame, alpha: element.alpha, contentOffset: offset)
      }
      frames.append(frame)
    }
    return (frames, events)
  }
  // end snippet

  // snippet: update
  /// Draws a batch update at `framesPerSecond` (any rate, not only the frames' 60): the
  /// update's timeline answers every element's attributes at any time, with the curve the
  /// sampled frames use; the content offset moves to the update's target as it animates.
  public static func update<Layout: CollectionViewLayout>(
    _ layout: Layout, at contentOffset: LayoutPoint, applying batch: BatchUpdate,
    framesPerSecond: Double = 120
  ) throws -> [SVGFrame] {
    let update = try LayoutUpdate(layout: layout, contentOffset: contentOffset, batch: batch)
    let timeline = update.timeline(for: update.changes(for: .visible))
    let count = Int((batch.animation.duration * framesPerSecond).rounded(.up))
    var frames: [SVGFrame] = []
    for index in 0...count {
      let time = Double(index) / framesPerSecond
      let offset = timeline.contentOffset(at: time)
      var frame = SVGFrame(viewport: layout.environment.viewport)
      for element in timeline.visibleElements(at: time) {
        frame.draw(element.id, frame: element.frame, alpha: element.alpha, contentOffset: offset)
      }
      frames.append(frame)
    }
    return frames
  }
  // end snippet
}
