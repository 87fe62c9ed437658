/// What a placeholder shows, carried on its attributes for the renderer.
public struct PlaceholderContent: Hashable, Sendable {
  /// Why the placeholder is shown.
  public var kind: PlaceholderKind
  /// The title, if any.
  public var title: String?
  /// The message, if any.
  public var message: String?

  /// Creates placeholder content.
  public init(kind: PlaceholderKind, title: String? = nil, message: String? = nil) {
    self.kind = kind
    self.title = title
    self.message = message
  }
}

/// The attributes of one laid-out element: where it is and how to draw it. The engine's
/// counterpart of `UICollectionViewLayoutAttributes`.
///
/// Frames are in content coordinates, in points. Vertical edges and the interior column
/// edges are snapped to the display's pixel grid; values taken as given are not: the outer
/// edges of the item grid (`padding.left`, `W - padding.right`), separator insets and
/// thickness, and the content width itself.
///
/// The common attributes are stored inline as an ``ElementAttributes`` (trivially copyable,
/// what a renderer's per-frame query returns); the rare ones (``placeholder``,
/// ``customAttributes`` and ``transform``) share one reference, absent for almost every
/// element.
///
/// ```
///  LayoutAttributes ┬ common: ElementAttributes   id, frame, zIndex, alpha, isHidden,
///                   │                             columnIndex, isPinned, colours, padding
///                   └ rare ───▶ placeholder, customAttributes, transform
///                                                  (nil for most elements)
/// ```
public struct LayoutAttributes: Hashable, Sendable {
  /// The common attributes: everything but the placeholder's content and the custom
  /// attributes. Its ``ElementAttributes/hasRareAttributes`` tells whether those exist.
  public private(set) var common: ElementAttributes
  /// The placeholder, the custom attributes and the transform, `nil` when there are none.
  /// Readable by inlined code: the frames writer reads it for every element it writes. Set
  /// through ``setRare(_:)``, which keeps ``ElementAttributes/hasRareAttributes`` in step (a
  /// stored property without an observer, so that a query can initialise it in place:
  /// ``initialize(_:common:)``).
  @usableFromInline private(set) var rare: RareAttributes?

  /// The element's stable identity.
  public var id: ElementID {
    get { common.id }
    set { common.id = newValue }
  }
  /// The frame, in content coordinates, in points.
  public var frame: LayoutRect {
    get { common.frame }
    set { common.frame = newValue }
  }
  /// The drawing order: higher draws on top. See ``ElementKind`` for the bands.
  public var zIndex: Int {
    get { common.zIndex }
    set { common.zIndex = newValue }
  }
  /// The opacity, 0 (transparent) ... 1 (opaque).
  public var alpha: Double {
    get { common.alpha }
    set { common.alpha = newValue }
  }
  /// Whether the element is hidden.
  public var isHidden: Bool {
    get { common.isHidden }
    set { common.isHidden = newValue }
  }
  /// For items: the visual column the cell occupies, 0 being the leftmost.
  public var columnIndex: Int? {
    get { common.columnIndex }
    set { common.columnIndex = newValue }
  }
  /// For headers and global headers: whether the element is displaced from its natural
  /// position by pinning. `nil` for kinds that never pin.
  public var isPinned: Bool? {
    get { common.isPinned }
    set { common.isPinned = newValue }
  }
  /// The background colour, if any (for separators: the separator colour).
  public var backgroundColor: LayoutColor? {
    get { common.backgroundColor }
    set { common.backgroundColor = newValue }
  }
  /// The background colour of a selected cell, if any.
  public var selectedBackgroundColor: LayoutColor? {
    get { common.selectedBackgroundColor }
    set { common.selectedBackgroundColor = newValue }
  }
  /// For headers, footers and global headers: the padding of the view's own content.
  public var padding: LayoutInsets? {
    get { common.padding }
    set { common.padding = newValue }
  }
  /// For placeholders: what they show.
  public var placeholder: PlaceholderContent? {
    @inlinable get { rare?.placeholder }
    set {
      setRare(
        RareAttributes.make(placeholder: newValue, custom: customAttributes, transform: transform))
    }
  }
  /// What the element's layout attaches beyond the attributes above (a page's zoom scale, a
  /// tile's level), written in frames after them, in order. Empty for the grid's elements.
  public var customAttributes: CustomAttributes {
    @inlinable get { rare?.custom ?? CustomAttributes() }
    set {
      setRare(RareAttributes.make(placeholder: placeholder, custom: newValue, transform: transform))
    }
  }
  /// How the element is drawn transformed about its centre (see ``LayoutTransform``); `nil`
  /// for the identity, as almost every element is: a compositional strip's
  /// `visibleItemsEffect` or `visibleItemsInvalidationHandler` sets it. The frame stays the
  /// layout's, untransformed. Setting the identity stores `nil`.
  public var transform: LayoutTransform? {
    @inlinable get { rare?.transform }
    set {
      setRare(
        RareAttributes.make(
          placeholder: placeholder, custom: customAttributes,
          transform: newValue?.isIdentity == true ? nil : newValue))
    }
  }

  /// Creates attributes; alpha defaults to 1, and the optional attributes to `nil` (an
  /// identity `transform` is stored as `nil`).
  public init(
    id: ElementID, frame: LayoutRect, zIndex: Int, alpha: Double = 1, isHidden: Bool = false,
    columnIndex: Int? = nil, isPinned: Bool? = nil, backgroundColor: LayoutColor? = nil,
    selectedBackgroundColor: LayoutColor? = nil, padding: LayoutInsets? = nil,
    placeholder: PlaceholderContent? = nil, customAttributes: CustomAttributes = CustomAttributes(),
    transform: LayoutTransform? = nil
  ) {
    let rare = RareAttributes.make(
      placeholder: placeholder, custom: customAttributes,
      transform: transform?.isIdentity == true ? nil : transform)
    self.common = ElementAttributes(
      id: id, frame: frame, zIndex: zIndex, alpha: alpha, isHidden: isHidden,
      columnIndex: columnIndex, isPinned: isPinned, backgroundColor: backgroundColor,
      selectedBackgroundColor: selectedBackgroundColor, padding: padding,
      hasRareAttributes: rare != nil)
    self.rare = rare
  }

  /// Attributes with only common ones: no placeholder, no custom attributes (whatever
  /// `common.hasRareAttributes` says).
  public init(_ common: ElementAttributes) {
    self.common = common
    self.common.hasRareAttributes = false
    self.rare = nil
  }

  /// Attributes made of `common` and the rare ones; `common.hasRareAttributes` is set from
  /// them.
  init(
    _ common: ElementAttributes, placeholder: PlaceholderContent? = nil,
    customAttributes: CustomAttributes
  ) {
    self.common = common
    self.rare = RareAttributes.make(
      placeholder: placeholder, custom: customAttributes, transform: nil)
    self.common.hasRareAttributes = rare != nil
  }

  /// The element's kind.
  public var kind: ElementKind { id.kind }

  /// Stores `rare` and says in ``ElementAttributes/hasRareAttributes`` whether there are any.
  private mutating func setRare(_ rare: RareAttributes?) {
    self.rare = rare
    common.hasRareAttributes = rare != nil
  }

  /// Initialises `memory` with the attributes `LayoutAttributes(common)` makes, writing each
  /// stored property in place: a query listing an element into an array's storage does not
  /// build the attributes on the stack, copy them (retaining their absent rare attributes)
  /// and destroy the original, which is what `initialize(to: LayoutAttributes(common))`
  /// compiles to.
  ///
  /// - Precondition: `memory` is uninitialized; it is initialized afterwards.
  @inline(__always)
  static func initialize(
    _ memory: UnsafeMutablePointer<LayoutAttributes>, common: ElementAttributes
  ) {
    var common = common
    common.hasRareAttributes = false
    memory.pointer(to: \.common).unsafelyUnwrapped.initialize(to: common)
    memory.pointer(to: \.rare).unsafelyUnwrapped.initialize(to: nil)
  }
}

/// The rare attributes of a ``LayoutAttributes``, shared by copies: immutable, compared and
/// hashed by value.
@usableFromInline final class RareAttributes: Hashable, Sendable {
  @usableFromInline let placeholder: PlaceholderContent?
  @usableFromInline let custom: CustomAttributes
  @usableFromInline let transform: LayoutTransform?

  private init(
    placeholder: PlaceholderContent?, custom: CustomAttributes, transform: LayoutTransform?
  ) {
    self.placeholder = placeholder
    self.custom = custom
    self.transform = transform
  }

  /// The rare attributes, or `nil` when there are none.
  static func make(
    placeholder: PlaceholderContent?, custom: CustomAttributes, transform: LayoutTransform?
  ) -> RareAttributes? {
    placeholder == nil && custom.isEmpty && transform == nil
      ? nil : RareAttributes(placeholder: placeholder, custom: custom, transform: transform)
  }

  @usableFromInline static func == (lhs: RareAttributes, rhs: RareAttributes) -> Bool {
    lhs === rhs
      || (lhs.placeholder == rhs.placeholder && lhs.custom == rhs.custom
        && lhs.transform == rhs.transform)
  }

  @usableFromInline func hash(into hasher: inout Hasher) {
    hasher.combine(placeholder)
    hasher.combine(custom)
    hasher.combine(transform)
  }
}
