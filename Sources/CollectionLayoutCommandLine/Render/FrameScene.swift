import CollectionLayout

/// One moment of the frames as a picture shows it: the viewport window at a content offset and
/// the boxes in it, in drawing order.
///
/// A step shows its elements; with one of its animation frames (any step with a transition: an
/// update, a data or drag step, a fling, a pan, an animated scroll, page turn or zoom), the
/// animated elements at the frame's interpolated offset, each with the change of its record.
/// An update step without a frame shows its elements marked with the change that produced
/// them.
public struct FrameScene: Hashable, Sendable {
  /// One element to draw.
  public struct Box: Hashable, Sendable {
    /// The element.
    public var id: ElementID
    /// Its frame, in content coordinates, in points.
    public var frame: LayoutRect
    /// Its opacity, 0 ... 1.
    public var alpha: Double
    /// How it is drawn transformed about its centre; `nil` for the identity.
    public var transform: LayoutTransform? = nil
    /// Whether it is hidden (drawn faint).
    public var isHidden: Bool
    /// Whether pinning displaces it now.
    public var isPinned: Bool
    /// What happened to it in the update, or `nil` outside an update.
    public var change: ChangeKind?
    /// The rectangle it is drawn inside, when its layout clips it (a paging layout's image
    /// and tiles are clipped by their page); `nil` when it is not clipped.
    public var clip: LayoutRect? = nil
    /// A tile's level of detail (its `level` attribute, the level's scale), which colours its
    /// outline; `nil` for other elements.
    public var tileLevel: Double? = nil
    /// The text drawn in the box instead of its id (a wall tile's image); `nil`: the id.
    public var label: String? = nil
    /// The scenario's id of the item the element is (`"price"`), named before its element id;
    /// `nil` when it has none.
    public var itemID: String? = nil
    /// A second line of text under the label (a wall tile's column and row); `nil`: none.
    public var sublabel: String? = nil
    /// The fill instead of its kind's, `#RRGGBB` (a wall tile's image colour); `nil`: the
    /// kind's.
    public var fill: String? = nil
  }

  /// The caption: the step, its action and the animation frame.
  var caption: String
  /// The second line of the caption: the content offset and size.
  var details: String
  /// The viewport size, in points.
  var viewport: LayoutSize
  /// The content inset, in points.
  var contentInset: LayoutInsets
  /// The device's safe area and layout margins, when the frames describe a device's screen
  /// (their header has a `safeArea`); `nil` for a bare rectangle.
  var screenGuides: ScreenGuides? = nil
  /// The content offset: the content point at the viewport's top-left corner.
  var contentOffset: LayoutPoint
  /// The content size, in points.
  var contentSize: LayoutSize
  /// The boxes that intersect the viewport, by zIndex, then in listed order.
  public var boxes: [Box]
  /// The screen's rectangle in content coordinates, when the viewport is wider than the
  /// screen (a paging layout's scroll view hangs off it by the page padding); `nil` otherwise.
  var screen: LayoutRect? = nil
  /// A line describing the page views of a paging layout (which page each shows, and the
  /// views waiting for reuse), or where a wall's viewport is in its plane; `nil` for other
  /// layouts.
  var pageViews: String? = nil
  /// The drawings that styled the scene, whose legend entries the picture shows.
  var drawings = DrawingList(FrameScene.drawings)

  /// The scene of step `step` of `frames`, or of its animation frame `animationFrame`, its
  /// elements styled by `drawings`. Throws when the step or the frame does not exist.
  init(
    frames: FramesDocument, step: Int, animationFrame: Int? = nil,
    drawings: [any LayoutDrawing.Type] = FrameScene.drawings
  ) throws(RenderError) {
    try Self.check(step: step, count: frames.steps.count)
    try self.init(
      environment: frames.environment, stepCount: frames.steps.count, index: step,
      step: frames.steps[step], animationFrame: animationFrame, drawings: drawings)
  }

  /// Throws unless `step` is one of `count` steps.
  static func check(step: Int, count: Int) throws(RenderError) {
    guard !(0..<count).contains(step) else { return }
    throw RenderError(
      count == 0
        ? "--step \(step): the frames have no steps"
        : "--step \(step): the frames have \(Self.counted(count, "step")) " + Self.range(count))
  }

  /// The scene of `frameStep`, step `step` of `stepCount` of frames that start in
  /// `environment`, or of its animation frame `animationFrame`: what a lazily read frames file
  /// gives without reading its other steps. Throws when the frame does not exist.
  /// `drawings` style the elements of the kinds of layout they know (``drawings`` by default).
  init(
    environment: LayoutEnvironment, stepCount: Int, index step: Int, step frameStep: FrameStep,
    animationFrame: Int? = nil, drawings: [any LayoutDrawing.Type] = FrameScene.drawings
  ) throws(RenderError) {
    self.drawings = DrawingList(drawings)
    viewport = frameStep.viewport
    contentInset = frameStep.contentInset ?? environment.contentInset
    if FramesDocument.writesScreen(of: environment) {
      screenGuides = ScreenGuides(
        safeArea: frameStep.safeArea ?? environment.safeArea,
        layoutMargins: frameStep.layoutMargins ?? environment.layoutMargins)
    }
    contentSize = frameStep.contentSize
    var caption = "step \(step) of \(stepCount) (\(frameStep.action.rawValue))"
    var listed: [(box: Box, zIndex: Int)]
    if let animationFrame {
      guard let transition = frameStep.transition, !transition.frames.isEmpty else {
        throw RenderError(
          "--frame \(animationFrame): step \(step) (\(frameStep.action.rawValue)) has no "
            + "animation frames; a step that animates has them (such as an update, a fling, a "
            + "pan or an animated scroll)")
      }
      guard transition.frames.indices.contains(animationFrame) else {
        throw RenderError(
          "--frame \(animationFrame): step \(step) has "
            + "\(Self.counted(transition.frames.count, "animation frame")) "
            + Self.range(transition.frames.count))
      }
      let sample = transition.frames[animationFrame]
      contentOffset = sample.contentOffset
      caption +=
        ", frame \(animationFrame) of \(transition.frames.count) at "
        + "\(SVGNumber.format(sample.time)) s"
      let records = sample.elements.map { element in
        transition.changes.indices.contains(element.change)
          ? transition.changes[element.change] : nil
      }
      let drawn = zip(sample.elements, records).compactMap { element, record in
        record.map { record in
          (
            element, record,
            DrawnElement(
              id: element.id, before: record.before, after: record.after, frame: element.frame)
          )
        }
      }
      let styles = drawings.map { $0.init(elements: drawn.map(\.2)) }
      listed = drawn.compactMap { element, record, drawnElement in
        let attributes = record.after == nil ? record.initial : record.final
        var box = Box(
          id: element.id, frame: element.frame, alpha: element.alpha,
          isHidden: attributes.isHidden, isPinned: attributes.isPinned ?? false,
          change: record.change, itemID: attributes.itemID)
        box.transform = element.transform
        guard
          Self.style(&box, attributes: attributes, element: drawnElement, with: styles)
        else { return nil }
        return (box, attributes.zIndex)
      }
      screen = drawings.lazy.compactMap { $0.screen(of: frameStep, at: sample.contentOffset) }.first
    } else {
      contentOffset = frameStep.contentOffset
      var changes: [ElementID: ChangeKind] = [:]
      for record in frameStep.transition?.changes ?? [] {
        if let after = record.after { changes[after] = record.change }
      }
      let isUpdate = frameStep.transition != nil
      let drawn = frameStep.elements.map { DrawnElement(id: $0.id, frame: $0.frame) }
      let styles = drawings.map { $0.init(elements: drawn) }
      listed = zip(frameStep.elements, drawn).compactMap { element, drawnElement in
        var box = Box(
          id: element.id, frame: element.frame, alpha: element.alpha,
          isHidden: element.isHidden, isPinned: element.isPinned ?? false,
          change: isUpdate ? changes[element.id] ?? .kept : nil, itemID: element.itemID)
        box.transform = element.transform
        guard Self.style(&box, attributes: element, element: drawnElement, with: styles)
        else { return nil }
        return (box, element.zIndex)
      }
      screen =
        drawings.lazy.compactMap { $0.screen(of: frameStep, at: frameStep.contentOffset) }.first
    }
    let offset = contentOffset
    let n = SVGNumber.format
    self.caption = caption
    pageViews = drawings.lazy.compactMap { $0.caption(of: frameStep) }.first
    details =
      "offset (\(n(offset.x)), \(n(offset.y))), content \(n(contentSize.width)) x "
      + "\(n(contentSize.height))"
    let visible = LayoutRect(origin: offset, size: viewport)
    boxes = listed.enumerated()
      .filter { Self.isInView($0.element.box.frame, visible) }
      .sorted {
        Self.drawingOrder($0.element, $0.offset) < Self.drawingOrder($1.element, $1.offset)
      }
      .map(\.element.box)
  }

  /// The key boxes are drawn by: zIndex, then changed elements over kept ones (a moving box
  /// stays in sight), then listed order.
  static func drawingOrder(_ entry: (box: Box, zIndex: Int), _ position: Int) -> (Int, Int, Int) {
    let isMarked = entry.box.change.map { $0 != .kept } ?? false
    return (entry.zIndex, isMarked ? 1 : 0, position)
  }

  /// Whether a frame is in the visible rectangle: it intersects it, or, being a line (zero
  /// width or height), lies across it.
  static func isInView(_ frame: LayoutRect, _ visible: LayoutRect) -> Bool {
    frame.minX <= visible.maxX && visible.minX <= frame.maxX && frame.minY <= visible.maxY
      && visible.minY <= frame.maxY
      && (frame.intersects(visible) || frame.width == 0 || frame.height == 0)
  }

  /// The indexes of `count` (>= 1) things: `(0)`, `(0 ... 2)`.
  static func range(_ count: Int) -> String {
    count == 1 ? "(0)" : "(0 ... \(count - 1))"
  }

  /// `1 step`, `3 steps`.
  static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}

/// Why a picture cannot be drawn: a step or frame that does not exist.
struct RenderError: Error, Hashable, Sendable {
  /// The message, naming the option and what exists.
  var message: String

  /// Creates an error.
  init(_ message: String) {
    self.message = message
  }
}
