/// A tap on an endless wall: which tile, and which image, is under a point of the viewport,
/// as the recipe's `collectionFromTouch` answers; played by ``WallLayout``.
public struct HitTestStep: LayoutStep, Codable {
  /// `hitTest`.
  public static let name = "hitTest"
  /// `wall`: a ``WallLayout`` plays it.
  public static let layoutKind = "wall"

  /// The point, in points from the viewport's top-left corner: `0 <= x < width`,
  /// `0 <= y < height` of the viewport when the step plays.
  public var point: LayoutPoint

  /// A tap at `point` (viewport coordinates).
  public init(point: LayoutPoint) {
    self.point = point
  }
}

extension InteractionStep {
  /// A hit test, as an interaction step.
  public static func hitTest(_ step: HitTestStep) -> InteractionStep { InteractionStep(step) }
}

extension StepAction {
  /// A hit test (``HitTestStep``).
  public static let hitTest: StepAction = "hitTest"
}

/// The steps a wall plays, and its resize.
extension WallLayout {
  /// Plays a ``HitTestStep``: the layout and the offset stay; the entry reports, before the
  /// settle's report, `hit`: `{"column", "row", "image", "name" (when named), "pointInTile":
  /// {"x", "y"}, "position": {"x": "…", "y": "…"}}`, the tile under the point, its image, the
  /// point in the tile's own coordinates and the plane point, exact. Throws for a point
  /// outside the viewport and for the other layouts' steps.
  public func playing(_ step: InteractionStep, from contentOffset: LayoutPoint) throws(StepError)
    -> InteractionOutcome<WallLayout>
  {
    guard let hit = step.value(as: HitTestStep.self) else {
      throw StepError(
        message: "a wall layout does not play \"\(step.name)\" steps; "
          + "\"layout\": {\"kind\": \"\(step.layoutKind)\"} does")
    }
    if let problem = RangeChecker.viewportPointProblem(hit.point, in: environment.viewport) {
      throw StepError(message: "hitTest.\(problem.axis): \(problem.message)")
    }
    let position = self.position(
      at: LayoutPoint(x: contentOffset.x + hit.point.x, y: contentOffset.y + hit.point.y))
    let tile = position.tile
    let image = image(of: tile)
    var answer = CustomAttributes(distinct: [
      ("column", .number(Double(tile.column))), ("row", .number(Double(tile.row))),
      ("image", .number(Double(image))),
    ])
    if let imageNames, imageNames.indices.contains(image) {
      answer["name"] = .string(imageNames[image])
    }
    answer["pointInTile"] = .point(LayoutPoint(x: position.x.offset, y: position.y.offset))
    answer["position"] = .object(
      CustomAttributes(distinct: [
        ("x", .string(position.x.decimalText(tileLength: tileWidth))),
        ("y", .string(position.y.decimalText(tileLength: tileHeight))),
      ]))
    return InteractionOutcome(
      layout: self, contentOffset: contentOffset, action: .hitTest,
      report: CustomAttributes(distinct: [("hit", .object(answer))]))
  }

  /// The wall in a viewport of `viewport` points, showing the same plane point at the
  /// viewport's top-left corner: the content extent follows the viewport, and the offset is
  /// placed within half a tile of the new centre. Tile views are kept; the next settle
  /// recycles as the new viewport says. Throws the problems of the new size.
  public func resized(to viewport: LayoutSize, from contentOffset: LayoutPoint)
    throws(LayoutError)
    -> ResizedLayout<WallLayout>
  {
    var environment = self.environment
    environment.viewport = viewport
    return try resized(keepingPlaneAt: contentOffset, in: environment)
  }

  /// The wall on another screen (a rotation, a split-view change: a new viewport, safe area,
  /// margins or size classes), placed as ``resized(to:from:)-(LayoutSize,_)`` places it: the
  /// same plane point at the viewport's top-left corner, not the anchor of a list. Throws the
  /// problems of `environment`.
  public func resized(to environment: LayoutEnvironment, from contentOffset: LayoutPoint)
    throws(LayoutError) -> ResizedLayout<WallLayout>
  {
    try environment.validate()
    return try resized(keepingPlaneAt: contentOffset, in: environment)
  }

  /// The wall laid out in `environment`, showing the plane point at `contentOffset`'s
  /// top-left corner there too.
  private func resized(keepingPlaneAt contentOffset: LayoutPoint, in environment: LayoutEnvironment)
    throws(LayoutError) -> ResizedLayout<WallLayout>
  {
    let position = self.position(at: contentOffset)
    var layout = try laidOut(sections: sections, in: environment, carrying: nil)
    let placement = layout.placement(of: position)
    layout.origin = placement.origin
    return ResizedLayout(layout: layout, contentOffset: placement.offset)
  }
}
