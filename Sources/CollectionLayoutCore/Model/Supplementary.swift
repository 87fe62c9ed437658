/// A header or footer: a full-width view stacked above or below a section's content, or a
/// global header above every section.
///
/// ```swift
/// Supplementary(
///   height: 44, isPinned: true, padding: LayoutInsets(left: 16, right: 16),
///   backgroundColor: LayoutColor(hex: "#F7F7F7"))
/// Supplementary(height: 44, isHeightEstimated: true)
/// ```
///
/// The scenario's header and footer objects are in the scenario format's article (Headers and
/// Footers).
public struct Supplementary: Hashable, Sendable {
  /// The height, in points, > 0: the view's own height, or an estimate when
  /// ``isHeightEstimated``.
  public var height: Double
  /// Whether ``height`` is an estimate that a measure step will replace (a self-sizing view
  /// before it is measured). Default `false`.
  public var isHeightEstimated: Bool
  /// Whether the view pins to the top of the viewport while its section (or, for a global
  /// header, the whole content) scrolls under it. Default `false`.
  public var isPinned: Bool
  /// Padding of the view's own content, in points; handed to the renderer, it does not
  /// change the frame. Each side >= 0; default none.
  public var padding: LayoutInsets?
  /// The view's background colour; default (`nil`): its section's background colour, if any.
  public var backgroundColor: LayoutColor?
  /// What the view shows beyond the above, written with its attributes in frames (the
  /// segments of a segmented data source's header). Set by the data source, never by a
  /// scenario; empty by default.
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
