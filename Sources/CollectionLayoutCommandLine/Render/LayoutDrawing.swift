import CollectionLayout

/// What a kind of layout adds to a picture drawn from its frames alone: how its elements
/// are styled (clipped, labelled, filled), a caption line from its step reports, the screen
/// inside a wider viewport, and its legend entries. A kind's drawing is one type in its own
/// folder (`Render/Paging/PagingDrawing.swift`), registered by one line in
/// `FrameScene.drawings`; a kind of yours adds its drawing to your own command line's
/// (`CommandLineTool.main(kinds:drawings:)`), after the package's.
///
/// Frames do not name their layout's kind: each drawing styles the element kinds it knows
/// (`page`, `tile`, `wallTile`) and reads the reports it knows, and leaves the rest alone.
/// Its metatypes are shared (the package's are a static list), hence `SendableMetatype`.
/// Coordinates are content coordinates, in points.
public protocol LayoutDrawing: SendableMetatype {
  /// The drawing of one picture, which sees every element the picture lists before any is
  /// styled (a paging layout clips each image by its page's frame).
  init(elements: [DrawnElement])

  /// Styles `box`, drawn for `element` with `attributes`: `false` when it must not be drawn.
  func style(_ box: inout FrameScene.Box, attributes: LayoutAttributes, element: DrawnElement)
    -> Bool

  /// A caption line from the step's reports (a paging layout's page views, a wall's place
  /// in its plane); `nil` when the step has none of this kind's reports.
  static func caption(of step: FrameStep) -> String?

  /// The screen's rectangle in content coordinates at `offset`, when the viewport is wider
  /// than the screen; `nil` otherwise.
  static func screen(of step: FrameStep, at offset: LayoutPoint) -> LayoutRect?

  /// The legend entries for what the scene shows of this kind; none when it shows nothing.
  static func legendEntries(for scene: FrameScene) -> [SVGPicture.LegendEntry]
}

extension LayoutDrawing {
  /// Draws every box as it is.
  public func style(
    _ box: inout FrameScene.Box, attributes: LayoutAttributes, element: DrawnElement
  )
    -> Bool
  { true }

  /// None.
  public static func caption(of step: FrameStep) -> String? { nil }

  /// None.
  public static func screen(of step: FrameStep, at offset: LayoutPoint) -> LayoutRect? { nil }

  /// None.
  public static func legendEntries(for scene: FrameScene) -> [SVGPicture.LegendEntry] { [] }
}

/// An element a picture draws: its id, the ids it has before and after an update (both its
/// id outside an update; one `nil` for an element only one side has), and its frame in
/// content coordinates, in points.
public struct DrawnElement: Hashable, Sendable {
  /// The element drawn.
  public var id: ElementID
  /// Its id before the update; `nil` when it is inserted.
  public var before: ElementID?
  /// Its id after the update; `nil` when it is deleted.
  public var after: ElementID?
  /// Its frame, in content coordinates, in points.
  public var frame: LayoutRect

  /// An element of a step (no update: the same id on both sides).
  public init(id: ElementID, frame: LayoutRect) {
    self.init(id: id, before: id, after: id, frame: frame)
  }

  /// An element of an update's animation frame, with its record's ids.
  public init(id: ElementID, before: ElementID?, after: ElementID?, frame: LayoutRect) {
    self.id = id
    self.before = before
    self.after = after
    self.frame = frame
  }
}

extension FrameScene {
  /// The drawings of the kinds of layout, in order: each styles its own elements.
  static let drawings: [any LayoutDrawing.Type] = [
    PagingDrawing.self,
    WallDrawing.self,
  ]

  /// Styles `box` with every drawing of `drawings`: `false` when one says not to draw it.
  static func style(
    _ box: inout Box, attributes: LayoutAttributes, element: DrawnElement,
    with drawings: [any LayoutDrawing]
  ) -> Bool {
    drawings.allSatisfy { $0.style(&box, attributes: attributes, element: element) }
  }
}

/// The drawings of a scene, compared by their types.
struct DrawingList: Hashable, Sendable {
  /// The drawings, in order.
  let types: [any LayoutDrawing.Type]

  /// The list of `types`.
  init(_ types: [any LayoutDrawing.Type]) {
    self.types = types
  }

  /// Whether both list the same types in the same order.
  static func == (lhs: DrawingList, rhs: DrawingList) -> Bool {
    lhs.types.map(ObjectIdentifier.init) == rhs.types.map(ObjectIdentifier.init)
  }

  /// Hashes the types.
  func hash(into hasher: inout Hasher) {
    hasher.combine(types.map(ObjectIdentifier.init))
  }
}
