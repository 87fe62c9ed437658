import CollectionLayout

/// Collects the boxes of one segment and orders them for drawing.
struct SegmentBuilder {
  /// The segment.
  var segment: ExportTimeline.Segment
  /// The viewport and content boxes, bottom first.
  var scene: [ViewportBox] = []
  /// The element boxes with their drawing keys: zIndex, changed (1) or not (0), position.
  var elements: [(box: ViewportBox, key: (Int, Int, Int))] = []
  /// The content inset's bands.
  var overlay: [ViewportBox] = []

  /// Every box, bottom to top.
  var orderedBoxes: [ViewportBox] {
    scene + elements.sorted { $0.key < $1.key }.map(\.box) + overlay
  }

  /// A box of this segment.
  func box(
    _ role: ViewportBox.Role, _ name: String, _ paint: BoxPaint, _ samples: [ViewportBox.Sample]
  )
    -> ViewportBox
  {
    ViewportBox(
      role: role, name: name, start: segment.start, end: segment.end, paint: paint,
      samples: samples)
  }

  /// The viewport and the content of a step, the content at each of `contentOffsets` (one
  /// per sample time).
  mutating func addScene(step: FrameStep, contentOffsets: [LayoutPoint]) {
    let times = segment.sampleTimes
    scene.append(
      box(
        .viewport, "[viewport]", .viewport,
        [sample(times[0], LayoutRect(origin: .zero, size: step.viewport))]))
    let samples = zip(times, contentOffsets).map { time, offset in
      sample(
        time,
        LayoutRect(
          x: -offset.x, y: -offset.y, width: step.contentSize.width, height: step.contentSize.height
        ))
    }
    scene.append(box(.content, "[content]", .content, samples))
  }

  /// The viewport and the content moving from one step's state to the next one's.
  mutating func addScene(from previous: FrameStep, to step: FrameStep) {
    let start = segment.start
    let end = segment.motionEnd
    scene.append(
      box(
        .viewport, "[viewport]", .viewport,
        [
          sample(start, LayoutRect(origin: .zero, size: previous.viewport)),
          sample(end, LayoutRect(origin: .zero, size: step.viewport)),
        ]))
    scene.append(
      box(
        .content, "[content]", .content,
        [
          sample(start, Self.contentRect(of: previous)), sample(end, Self.contentRect(of: step)),
        ]))
  }

  /// The content area of a step, in viewport coordinates.
  static func contentRect(of step: FrameStep) -> LayoutRect {
    LayoutRect(
      x: -step.contentOffset.x, y: -step.contentOffset.y, width: step.contentSize.width,
      height: step.contentSize.height)
  }

  /// The elements of a step without motion: those in view, as listed.
  mutating func addHold(of step: FrameStep) {
    let visible = LayoutRect(origin: .zero, size: step.viewport)
    for (position, element) in step.elements.enumerated() {
      let rect = element.frame.offsetBy(dx: -step.contentOffset.x, dy: -step.contentOffset.y)
      guard rect.intersects(visible) else { continue }
      let samples = [
        sample(segment.start, rect, Self.visibleAlpha(of: element), element.transform)
      ]
      let isPinned = element.isPinned ?? false
      elements.append(
        (
          box(
            .element(element.id, change: nil), ElementNaming.name(of: element),
            .element(kind: element.kind, change: nil, isPinned: isPinned, samples: samples),
            samples),
          (element.zIndex, 0, position)
        ))
    }
  }

  /// The picture beyond the viewport, covered in white where the viewport (the first box of
  /// the scene) is smaller than the picture: a band on the right and one below.
  mutating func addOutsideViewport(size: LayoutSize) {
    guard let viewport = scene.first?.samples, !viewport.isEmpty else { return }
    let bands: [(name: String, rect: (LayoutRect) -> LayoutRect)] = [
      (
        "[outside viewport]",
        { LayoutRect(x: $0.width, y: 0, width: size.width - $0.width, height: size.height) }
      ),
      (
        "[outside viewport]",
        { LayoutRect(x: 0, y: $0.height, width: $0.width, height: size.height - $0.height) }
      ),
    ]
    for band in bands {
      let samples = viewport.map { sample($0.time, band.rect($0.rect)) }
      guard samples.contains(where: { $0.rect.width > 0 && $0.rect.height > 0 }) else { continue }
      overlay.append(box(.outsideViewport, band.name, .outsideViewport, samples))
    }
  }

  /// The bands of the content inset over a viewport, each drawn at
  /// ``Palette/insetOpacity``: top, bottom, left, right, those with an area.
  mutating func addContentInset(_ inset: LayoutInsets, viewport: LayoutSize) {
    let width = viewport.width
    let height = viewport.height
    let middle = height - inset.top - inset.bottom
    let bands = [
      LayoutRect(x: 0, y: 0, width: width, height: inset.top),
      LayoutRect(x: 0, y: height - inset.bottom, width: width, height: inset.bottom),
      LayoutRect(x: 0, y: inset.top, width: inset.left, height: middle),
      LayoutRect(x: width - inset.right, y: inset.top, width: inset.right, height: middle),
    ]
    for band in bands where band.width > 0 && band.height > 0 {
      overlay.append(
        box(
          .contentInset, "[content inset]", .contentInset,
          [sample(segment.start, band, Palette.insetOpacity)]))
    }
  }

  /// A sample.
  func sample(
    _ time: Double, _ rect: LayoutRect, _ alpha: Double = 1, _ transform: LayoutTransform? = nil
  ) -> ViewportBox.Sample {
    ViewportBox.Sample(time: time, rect: rect, alpha: alpha, transform: transform)
  }

  /// An element's opacity as shown: its alpha, or 0 when it is hidden.
  static func visibleAlpha(of attributes: LayoutAttributes) -> Double {
    attributes.isHidden ? 0 : attributes.alpha
  }
}
