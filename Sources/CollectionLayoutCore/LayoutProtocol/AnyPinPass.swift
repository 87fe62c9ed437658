/// The pin pass of an ``AnyCollectionViewLayout``: its base layout's pin pass (a value of the
/// base's ``CollectionViewLayout/PinPass`` type: `Void` for a layout in which nothing pins),
/// boxed so that one wrapper type can hold the pass of any layout.
///
/// A pass is only meaningful to the layout that computed it, at the content offset it was
/// computed for. ``AnyCollectionViewLayout`` casts the box back to its base's `PinPass` type;
/// a box holding another type (the pass of another layout kind, or a value made by hand) is
/// treated as no pass at all: elements at their natural, unpinned positions, as `pins: nil`
/// asks.
///
/// ```swift
/// let layout = AnyCollectionViewLayout(grid)
/// let pins = layout.pinPass(at: offset)          // AnyPinPass holding a GridPinPass
/// layout.elements(in: rect, pins: pins, limit: .max)   // == grid.elements(in:pins:limit:)
/// ```
public struct AnyPinPass: Sendable {
  /// The base layout's pin pass.
  public var base: any Sendable

  /// Boxes `base`, a pin pass computed by a layout's ``CollectionViewLayout/pinPass(at:)``.
  public init(_ base: any Sendable) {
    self.base = base
  }

  /// The boxed pass as `Pass`, a layout's `PinPass` type; `nil` when the box holds a value of
  /// another type.
  func pass<Pass>(as type: Pass.Type) -> Pass? {
    base as? Pass
  }
}
