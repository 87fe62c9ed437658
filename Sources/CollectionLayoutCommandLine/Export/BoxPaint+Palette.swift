import CollectionLayout

/// The paints of boxes, from the player's ``Palette``: the same fills, outlines, widths and
/// dashes as `render --svg` and the player page.
extension BoxPaint {
  /// The viewport outside the content.
  static let viewport = BoxPaint(fill: Palette.outsideContent, outline: nil)
  /// The content area.
  static let content = BoxPaint(fill: Palette.content, outline: nil)
  /// The picture beyond the viewport: the background around the viewport in pictures.
  static let outsideViewport = BoxPaint(fill: "#FFFFFF", outline: nil)
  /// A band of the content inset (drawn at ``Palette/insetOpacity``).
  static let contentInset = BoxPaint(fill: Palette.inset, outline: nil)

  /// The paint of an element of `kind`, as the player paints it:
  ///
  /// - A box larger than twice its outline width in both directions at every sample is
  ///   filled with its kind's fill and outlined inside its edges: in its change's colour and
  ///   dash (inserted, deleted, moved, reloaded), else in ink when pinned, else in its kind's
  ///   outline colour; 2.5 points wide when changed or pinned, 1 point otherwise.
  /// - A smaller box (a separator) is filled with its change's colour, or its kind's outline
  ///   colour.
  ///
  /// Kinds the palette does not know are painted as items.
  static func element(
    kind: ElementKind, change: ChangeKind?, isPinned: Bool, samples: [ViewportBox.Sample]
  ) -> BoxPaint {
    let kindStyle = Palette.style(of: kind)
    let changeStyle = change.flatMap(Palette.style(of:))
    let width =
      changeStyle != nil || isPinned ? Palette.markedStrokeWidth : Palette.strokeWidth
    let canOutline = samples.allSatisfy {
      $0.rect.width > 2 * width && $0.rect.height > 2 * width
    }
    guard canOutline else {
      return BoxPaint(fill: changeStyle?.color ?? kindStyle.stroke, outline: nil)
    }
    let color = changeStyle?.color ?? (isPinned ? Palette.ink : kindStyle.stroke)
    let dashes = (changeStyle?.dash ?? "").split(separator: " ").compactMap { Double($0) }
    return BoxPaint(
      fill: kindStyle.fill, outline: Outline(color: color, width: width, dashes: dashes))
  }
}
