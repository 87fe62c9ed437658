import CollectionLayout
import Foundation

/// Hand-built frames with an update step, for the reader, the pictures and the player, until
/// the goldens of update steps exist: a 320 x 480 list below a 20-point inset, one pinned
/// header, six 60-point items and a footer.
///
/// The update deletes `item/0/1`, inserts a new item at 2, reloads the old `item/0/3` (now
/// `item/0/4`) and moves the old `item/0/5` to the top; the others shift. The animation is
/// sampled linearly in 5 frames, 0.075 s apart, so every interpolated number is exact.
///
/// `Tests/Frames/transition-sample.frames.json` holds its frames JSON; `Scripts/test-player`
/// plays that file in a browser.
enum TransitionSample {
  /// `<root>/Tests/Frames/transition-sample.frames.json`.
  static let path: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Frames/transition-sample.frames.json").path
  }()

  static let viewport = LayoutSize(width: 320, height: 480)
  static let offset = LayoutPoint(x: 0, y: -20)
  static let contentSize = LayoutSize(width: 320, height: 440)

  static func header() -> LayoutAttributes {
    LayoutAttributes(
      id: .header(section: 0, index: 0), frame: LayoutRect(x: 0, y: 0, width: 320, height: 40),
      zIndex: 200, isPinned: false,
      backgroundColor: LayoutColor(red: 0xEF, green: 0xEF, blue: 0xF4),
      padding: LayoutInsets(left: 16, right: 16))
  }

  static func item(_ index: Int, row: Int, alpha: Double = 1) -> LayoutAttributes {
    LayoutAttributes(
      id: .item(section: 0, item: index),
      frame: LayoutRect(x: 0, y: 40 + 60 * Double(row), width: 320, height: 60), zIndex: 1,
      alpha: alpha, columnIndex: 0)
  }

  static func footer() -> LayoutAttributes {
    LayoutAttributes(
      id: .footer(section: 0, index: 0), frame: LayoutRect(x: 0, y: 400, width: 320, height: 40),
      zIndex: 100)
  }

  /// The layout before the update (and of the scroll step after it, which moves nothing).
  static func elements() -> [LayoutAttributes] {
    [header()] + (0..<6).map { item($0, row: $0) } + [footer()]
  }

  /// The change records, in ``ElementChange/id`` order, the deleted `item/0/1` first.
  static func changes() -> [ElementChange] {
    func kept(_ old: Int, _ new: Int, _ change: ChangeKind = .kept) -> ElementChange {
      ElementChange(
        change: change, before: .item(section: 0, item: old), after: .item(section: 0, item: new),
        initial: item(old, row: old), final: item(new, row: new))
    }
    return [
      ElementChange(
        change: .kept, before: header().id, after: header().id, initial: header(), final: header()),
      kept(5, 0, .moved),
      ElementChange(
        change: .deleted, before: .item(section: 0, item: 1), after: nil,
        initial: item(1, row: 1), final: item(1, row: 1, alpha: 0)),
      kept(0, 1),
      ElementChange(
        change: .inserted, before: nil, after: .item(section: 0, item: 2),
        initial: item(2, row: 2, alpha: 0), final: item(2, row: 2)),
      kept(2, 3),
      kept(3, 4, .reloaded),
      kept(4, 5),
      ElementChange(
        change: .kept, before: footer().id, after: footer().id, initial: footer(), final: footer()),
    ]
  }

  /// The animation: 5 frames, linear from every record's initial to its final attributes.
  static func animationFrames(of changes: [ElementChange]) -> [AnimationFrame] {
    (0...4).map { frame in
      let progress = Double(frame) / 4
      let elements = changes.enumerated().map { index, change in
        let from = change.initial.frame
        let to = change.final.frame
        return AnimatedElement(
          id: change.id, change: index,
          frame: LayoutRect(
            x: from.minX + (to.minX - from.minX) * progress,
            y: from.minY + (to.minY - from.minY) * progress, width: from.width,
            height: from.height),
          alpha: change.initial.alpha + (change.final.alpha - change.initial.alpha) * progress)
      }
      return AnimationFrame(
        frame: frame, time: Double(frame) * 75 / 1000, contentOffset: offset, elements: elements)
    }
  }

  /// The frames: the initial layout, the update, and a scroll step.
  static let frames: FramesDocument = {
    let records = TransitionSample.changes()
    let step = { (index: Int, action: StepAction, transition: LayoutTransition?) in
      FrameStep(
        index: index, action: action, viewport: viewport, contentOffset: offset,
        contentSize: contentSize, elements: elements(), transition: transition)
    }
    return FramesDocument(
      environment: LayoutEnvironment(viewport: viewport, contentInset: LayoutInsets(top: 20)),
      steps: [
        step(0, .initial, nil),
        step(
          1, .update,
          LayoutTransition(
            fromContentOffset: offset, fromContentSize: contentSize, changes: records,
            frames: animationFrames(of: records))),
        step(2, .scroll, nil),
      ])
  }()
}
