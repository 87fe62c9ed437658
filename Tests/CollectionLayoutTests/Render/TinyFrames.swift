import CollectionLayout

/// A tiny hand-built frames value for the picture tests: a 120 x 90 viewport below a
/// 10-point inset, a pinned global header, two items side by side (the second hidden), a row
/// separator, an item out of view, and an update step with 2 animation frames.
enum TinyFrames {
  static let viewport = LayoutSize(width: 120, height: 90)
  static let offset = LayoutPoint(x: 0, y: -10)

  static let header = LayoutAttributes(
    id: .globalHeader(index: 0), frame: LayoutRect(x: 0, y: 0, width: 120, height: 30),
    zIndex: 1001,
    isPinned: true)
  static let first = LayoutAttributes(
    id: .item(section: 0, item: 0), frame: LayoutRect(x: 0, y: 30, width: 60, height: 40),
    zIndex: 1,
    columnIndex: 0)
  static let second = LayoutAttributes(
    id: .item(section: 0, item: 1), frame: LayoutRect(x: 60, y: 30, width: 60, height: 40),
    zIndex: 1,
    alpha: 0.5, isHidden: true, columnIndex: 1)
  static let separator = LayoutAttributes(
    id: .rowSeparator(section: 0, row: 1),
    frame: LayoutRect(x: 0, y: 69.75, width: 120, height: 0.5),
    zIndex: 10)
  static let outOfView = LayoutAttributes(
    id: .item(section: 0, item: 2), frame: LayoutRect(x: 0, y: 100, width: 60, height: 40),
    zIndex: 1,
    columnIndex: 0)

  /// The update: `item/0/0` is inserted at the top, the old `item/0/0` moves down to become
  /// `item/0/1`, and the old `item/0/1` is deleted.
  static let changes = [
    ElementChange(
      change: .kept, before: header.id, after: header.id, initial: header, final: header),
    ElementChange(
      change: .inserted, before: nil, after: first.id, initial: with(first, alpha: 0), final: first),
    ElementChange(
      change: .deleted, before: second.id, after: nil, initial: second,
      final: with(second, alpha: 0)),
    ElementChange(
      change: .moved, before: first.id, after: second.id, initial: first,
      final: with(first, id: second.id, y: 80)),
  ]

  static func with(
    _ attributes: LayoutAttributes, id: ElementID? = nil, y: Double? = nil, alpha: Double? = nil
  ) -> LayoutAttributes {
    var copy = attributes
    if let id { copy.id = id }
    if let y { copy.frame.origin.y = y }
    if let alpha { copy.alpha = alpha }
    return copy
  }

  static let frames = FramesDocument(
    environment: LayoutEnvironment(viewport: viewport, contentInset: LayoutInsets(top: 10)),
    steps: [
      FrameStep(
        index: 0, action: .initial, viewport: viewport, contentOffset: offset,
        contentSize: LayoutSize(width: 120, height: 140),
        elements: [header, first, second, separator, outOfView]),
      FrameStep(
        index: 1, action: .update, viewport: viewport, contentOffset: offset,
        contentSize: LayoutSize(width: 120, height: 180),
        elements: [header, first, with(first, id: second.id, y: 80)],
        transition: LayoutTransition(
          fromContentOffset: offset, fromContentSize: LayoutSize(width: 120, height: 140),
          changes: changes,
          frames: [
            AnimationFrame(
              frame: 0, time: 0, contentOffset: offset,
              elements: [
                AnimatedElement(id: header.id, change: 0, frame: header.frame, alpha: 1),
                AnimatedElement(id: first.id, change: 1, frame: first.frame, alpha: 0),
                AnimatedElement(id: second.id, change: 2, frame: second.frame, alpha: 0.5),
                AnimatedElement(id: second.id, change: 3, frame: first.frame, alpha: 1),
              ]),
            AnimationFrame(
              frame: 1, time: 0.25, contentOffset: LayoutPoint(x: 0, y: 5),
              elements: [
                AnimatedElement(id: header.id, change: 0, frame: header.frame, alpha: 1),
                AnimatedElement(id: first.id, change: 1, frame: first.frame, alpha: 0.5),
                AnimatedElement(id: second.id, change: 2, frame: second.frame, alpha: 0.25),
                AnimatedElement(
                  id: second.id, change: 3, frame: LayoutRect(x: 0, y: 55, width: 60, height: 40),
                  alpha: 1),
              ]),
          ])),
    ])
}
