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

  // snippet: strip
  /// Draws a finger on a strip, a section that scrolls on its own (UIKit's orthogonal scroll
  /// view), gesture after gesture, while the collection view stays at `contentOffset`:
  /// `sectionScrollFrames` moves the strip as a fling or a pan does (the section's
  /// deceleration, its rubber band, where its behaviour rests) and hands the layout of each
  /// frame at `framesPerSecond`. The strip's offset is part of the layout value, so every
  /// frame has its own layout: the display tracker is shown each one
  /// (`show(_:at:renaming:)`, which compares the elements shown), not scrolled, and the
  /// next gesture starts from the layout at rest. Visible-items effects (a carousel that
  /// scales its centred card) are drawn with their transforms.
  public static func strip<Layout: CollectionViewLayout>(
    _ layout: Layout, section: Int, _ gestures: [SectionScrollGesture],
    at contentOffset: LayoutPoint, framesPerSecond: Double = 120
  ) throws -> (frames: [[SVGFrame]], events: [[DisplayEvents]], layout: Layout) {
    var layout = layout
    var tracker = DisplayTracker<Layout>()
    var onScreen: [ElementAttributes] = []
    var frames: [[SVGFrame]] = []
    var events: [[DisplayEvents]] = []
    for gesture in gestures {
      let moved = try layout.sectionScrollFrames(
        ofSection: section, gesture, framesPerSecond: framesPerSecond)
      var drawn: [SVGFrame] = []
      var heard: [DisplayEvents] = []
      for moment in moved.frames {
        heard.append(tracker.show(moment.layout, at: contentOffset))
        moment.layout.visibleElements(at: contentOffset, into: &onScreen)
        var frame = SVGFrame(viewport: layout.environment.viewport)
        for element in onScreen {
          let transform =
            element.hasRareAttributes
            ? moment.layout.attributes(for: element.id, contentOffset: contentOffset)?.transform
            : nil
          frame.draw(
            element.id, frame: element.frame, alpha: element.alpha, transform: transform,
            contentOffset: contentOffset)
        }
        drawn.append(frame)
      }
      frames.append(drawn)
      events.append(heard)
      layout = moved.restingLayout ?? layout
    }
    return (frames, events, layout)
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
