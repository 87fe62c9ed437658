/// One element a section's ``VisibleItemsInvalidationHandler`` sees and may change:
/// `NSCollectionLayoutVisibleItem`. An item of a strip, or a supplementary anchored to one
/// (a badge), whose frame meets the strip.
///
/// ``frame`` is where the element is in the strip's content, as if the strip were not
/// scrolled (UIKit gives the items' frames so): the drawn frame is `frame` moved by
/// `−contentOffset.x`, so the distance of an item's centre from the strip's centre is
/// `|center.x − contentOffset.x − W / 2|`, `W` the strip's width
/// (`environment.contentWidth`).
public struct VisibleItem: Hashable, Sendable {
  /// The element.
  public let id: ElementID
  /// Its frame in the strip's content, unscrolled, in the collection view's content
  /// coordinates, in points.
  public let frame: LayoutRect
  /// Its opacity, 0 ... 1 (values past it are kept within it).
  public var alpha: Double
  /// Its drawing order.
  public var zIndex: Int
  /// Whether it is hidden.
  public var isHidden: Bool
  /// How it is drawn transformed about its centre (UIKit's `transform`); the identity by
  /// default.
  public var transform: LayoutTransform

  /// Creates a visible item.
  public init(
    id: ElementID, frame: LayoutRect, alpha: Double = 1, zIndex: Int, isHidden: Bool = false,
    transform: LayoutTransform = .identity
  ) {
    self.id = id
    self.frame = frame
    self.alpha = alpha
    self.zIndex = zIndex
    self.isHidden = isHidden
    self.transform = transform
  }

  /// Its kind: `item`, or an anchored supplementary's kind.
  public var kind: ElementKind { id.kind }

  /// The centre of ``frame`` (UIKit's `center`), in points.
  public var center: LayoutPoint {
    LayoutPoint(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
  }
}

/// A compositional section's `visibleItemsInvalidationHandler`: code that runs, every time
/// the section's strip is laid out at an offset (every frame a strip moves), over the
/// section's visible items (``VisibleItem``), the strip's content offset (`x`, in points; `y`
/// 0) and the layout's environment, and may change their opacity, drawing order, visibility
/// and transform. It must be a function of its arguments alone, so that frames are the same
/// on every run.
///
/// ```swift
/// section.visibleItemsInvalidationHandler = VisibleItemsInvalidationHandler {
///   items, offset, environment in
///   let width = environment.contentWidth
///   for index in items.indices where items[index].kind == .item {
///     let distance = abs(items[index].center.x - offset.x - width / 2)
///     let scale = max(1.1 - distance / width, 0.7)
///     items[index].transform = LayoutTransform(scaleX: scale, y: scale)
///   }
/// }
/// ```
///
/// Two handlers are equal when they are the same value (copies of one handler): a section
/// compares equal to its copies.
public struct VisibleItemsInvalidationHandler: Hashable, Sendable {
  /// The code: `items` to change in place, the strip's offset and the environment.
  public typealias Body =
    @Sendable (
      _ items: inout [VisibleItem], _ contentOffset: LayoutPoint, _ environment: LayoutEnvironment
    ) -> Void

  /// The code, held by reference so that copies compare equal.
  private final class Code: Sendable {
    let body: Body
    init(_ body: @escaping Body) { self.body = body }
  }

  private let code: Code

  /// The handler running `body`.
  public init(_ body: @escaping Body) {
    code = Code(body)
  }

  /// Runs the handler over `items`.
  public func callAsFunction(
    _ items: inout [VisibleItem], contentOffset: LayoutPoint, environment: LayoutEnvironment
  ) {
    code.body(&items, contentOffset, environment)
  }

  /// Whether the two are the same handler (copies of one value).
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.code === rhs.code }

  /// Hashes the handler's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(code)) }
}

/// The scaling carousel of a strip, the handler's canonical use, as plain values:
/// `VisibleItemsEffect(scale: .init(minimum: 0.7, maximum: 1.1), alpha: .init(minimum: 0.5))`
/// (a scenario's section gives it as `visibleItemsEffect`: the article The Compositional
/// Layout). Each item (kind `item`; badges keep theirs) of the strip gets, with
/// `d = |center.x − offset.x − W / 2|` its centre's distance from the strip's centre and `W`
/// the strip's width (the container's width, `environment.contentWidth`):
///
/// ```
///  value = max(maximum − d / W, minimum)        alpha: also at most 1
///
///  value ▲ maximum ┐      ╱╲                     scale: [value, 0, 0, value, 0, 0]
///        │        ╱  ╲                            about the item's centre
///        │  ─────╱    ╲─────  minimum
///        └──────────┼──────────▶ item centre − strip centre
///                   0    W · (maximum − minimum)
/// ```
///
/// `maximum` defaults to 1 for both: the centred item at its own size and opacity (Apple's
/// sample scales it to 1.1; give `maximum` for that). Strips scroll along x only (a
/// horizontally scrolling layout has no strips), so `d` is measured along x.
public struct VisibleItemsEffect: Hashable, Sendable {
  /// The least and the greatest value of an effect.
  public struct Range: Hashable, Sendable {
    /// The value far from the centre, >= 0, at most ``maximum``.
    public var minimum: Double
    /// The value at the centre, >= ``minimum``; default 1.
    public var maximum: Double

    /// The range from `minimum` to `maximum`.
    public init(minimum: Double, maximum: Double = 1) {
      self.minimum = minimum
      self.maximum = maximum
    }

    /// `max(maximum − distance / width, minimum)`; `maximum` when `width` is not positive.
    public func value(atDistance distance: Double, width: Double) -> Double {
      guard width > 0 else { return maximum }
      return max(maximum - distance / width, minimum)
    }
  }

  /// The scale of each item, about its centre; `nil` keeps them unscaled.
  public var scale: Range?
  /// The opacity of each item (at most 1); `nil` keeps theirs.
  public var alpha: Range?

  /// The effect of `scale` and `alpha`.
  public init(scale: Range? = nil, alpha: Range? = nil) {
    self.scale = scale
    self.alpha = alpha
  }

  /// The largest scale an effect may give, 100: beyond every screen.
  public static let maximumScale = 100.0

  /// Applies the effect to the items of `items` (kind `item`), the strip at `contentOffset`,
  /// `environment.contentWidth` wide.
  public func apply(
    to items: inout [VisibleItem], contentOffset: LayoutPoint, environment: LayoutEnvironment
  ) {
    let width = environment.contentWidth
    for index in items.indices where items[index].kind == .item {
      let distance = abs(items[index].center.x - contentOffset.x - width / 2)
      if let scale {
        let value = scale.value(atDistance: distance, width: width)
        items[index].transform = LayoutTransform(scaleX: value, y: value)
      }
      if let alpha {
        items[index].alpha = min(1, alpha.value(atDistance: distance, width: width))
      }
    }
  }
}
