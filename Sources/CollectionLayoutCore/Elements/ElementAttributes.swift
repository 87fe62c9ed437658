/// The common attributes of one laid-out element: every attribute of ``LayoutAttributes``
/// but a placeholder's content, the custom attributes and the transform. Trivially copyable (no reference
/// counting, copied as bytes): what a renderer asks for on every frame of a scroll, into a
/// buffer it reuses (``CollectionViewLayout/visibleElements(at:into:)``).
///
/// Frames are in content coordinates, in points, snapped as in ``LayoutAttributes``. When
/// ``hasRareAttributes`` is `true` the element also has a placeholder's content, custom
/// attributes or a transform (a placeholder, a page's zoom scale, a scaled card), which
/// ``CollectionViewLayout/attributes(for:contentOffset:)`` returns whole.
public struct ElementAttributes: Hashable, Sendable, BitwiseCopyable {
  /// The element's stable identity.
  public var id: ElementID
  /// The frame, in content coordinates, in points.
  public var frame: LayoutRect
  /// The drawing order: higher draws on top. See ``ElementKind`` for the bands.
  public var zIndex: Int
  /// The opacity, 0 (transparent) ... 1 (opaque).
  public var alpha: Double
  /// Whether the element is hidden.
  public var isHidden: Bool
  /// For items: the visual column the cell occupies, 0 being the leftmost.
  public var columnIndex: Int?
  /// For headers and global headers: whether the element is displaced from its natural
  /// position by pinning. `nil` for kinds that never pin.
  public var isPinned: Bool?
  /// The background colour, if any (for separators: the separator colour).
  public var backgroundColor: LayoutColor?
  /// The background colour of a selected cell, if any.
  public var selectedBackgroundColor: LayoutColor?
  /// For headers, footers and global headers: the padding of the view's own content.
  public var padding: LayoutInsets?
  /// Whether the element has a placeholder's content, custom attributes or a transform,
  /// which only its ``LayoutAttributes`` carry.
  public var hasRareAttributes: Bool

  /// Creates common attributes; alpha defaults to 1, the optional attributes to `nil`, and
  /// ``hasRareAttributes`` to `false`.
  public init(
    id: ElementID, frame: LayoutRect, zIndex: Int, alpha: Double = 1, isHidden: Bool = false,
    columnIndex: Int? = nil, isPinned: Bool? = nil, backgroundColor: LayoutColor? = nil,
    selectedBackgroundColor: LayoutColor? = nil, padding: LayoutInsets? = nil,
    hasRareAttributes: Bool = false
  ) {
    self.id = id
    self.frame = frame
    self.zIndex = zIndex
    self.alpha = alpha
    self.isHidden = isHidden
    self.columnIndex = columnIndex
    self.isPinned = isPinned
    self.backgroundColor = backgroundColor
    self.selectedBackgroundColor = selectedBackgroundColor
    self.padding = padding
    self.hasRareAttributes = hasRareAttributes
  }

  /// The element's kind.
  public var kind: ElementKind { id.kind }
}
