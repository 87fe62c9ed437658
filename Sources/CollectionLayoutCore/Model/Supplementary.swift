/// A header or footer: a full-width view stacked above or below a section's content, or a
/// global header above every section.
///
/// ```json
/// {"height": 44, "pinned": true, "padding": {"left": 16, "right": 16},
///  "backgroundColor": "#F7F7F7"}
/// {"estimatedHeight": 44}
/// ```
public struct Supplementary: Hashable, Sendable {
  /// The height, in points, > 0. Key `height`, or `estimatedHeight` for an estimate (see
  /// ``isHeightEstimated``): one of the two is required.
  public var height: Double
  /// Whether ``height`` is an estimate that a measure step will replace (a self-sizing view
  /// before it is measured). Set by the key `estimatedHeight`; default `false`.
  public var isHeightEstimated: Bool
  /// Whether the view pins to the top of the viewport while its section (or, for a global
  /// header, the whole content) scrolls under it. Key `pinned`, default `false`.
  public var isPinned: Bool
  /// Padding of the view's own content, in points; handed to the renderer, it does not
  /// change the frame. Key `padding` (`{"top", "left", "bottom", "right"}`, a side left out
  /// is 0), default none.
  public var padding: LayoutInsets?
  /// The view's background colour. Key `backgroundColor`, default: its section's background
  /// colour, if any.
  public var backgroundColor: LayoutColor?
  /// What the view shows beyond the above, written with its attributes in frames (the
  /// segments of a segmented data source's header). Not read from scenarios; empty by
  /// default.
  public var customAttributes: CustomAttributes

  /// Creates a header or footer of the given height, in points.
  public init(
    height: Double, isPinned: Bool = false, padding: LayoutInsets? = nil,
    backgroundColor: LayoutColor? = nil, isHeightEstimated: Bool = false,
    customAttributes: CustomAttributes = CustomAttributes()
  ) {
    self.height = height
    self.isHeightEstimated = isHeightEstimated
    self.isPinned = isPinned
    self.padding = padding
    self.backgroundColor = backgroundColor
    self.customAttributes = customAttributes
  }
}
