/// The grid's renderer query: its elements' common attributes written into the renderer's
/// buffer.
extension GridLayout {
  /// Appends the common attributes of the elements ``forEachElement(in:pins:_:)`` visits, in
  /// the same order, to `buffer`. O(g + log n + k); nothing is allocated once `buffer` has
  /// grown (the attributes are written straight into its spare capacity), and nothing is
  /// reference-counted.
  public func appendElements(
    in rect: LayoutRect?, pins: PinState?, to buffer: inout [ElementAttributes]
  ) {
    // The layout and the pin state lent: held in the visitor by value, each would be copied
    // with its references.
    LentValue.lend(self) { layout in
      LentValue.lend(pins) { pins in
        buffer.appendVisited(by: GridVisitor(layout: layout, rect: rect, pins: pins))
      }
    }
  }
}

/// The visit of ``GridLayout/appendElements(in:pins:to:)`` and
/// ``GridLayout/elements(in:pins:limit:)``: the layout's elements in `rect` (all when `nil`)
/// with pinned positions from `pins`, both lent while the listing runs.
struct GridVisitor: ElementVisitor {
  /// The layout visited, valid while the append runs.
  let layout: LentValue<GridLayout>
  /// The rect the elements must meet; `nil` for every element.
  let rect: LayoutRect?
  /// The pin pass at the query's content offset, valid while the append runs.
  let pins: LentValue<PinState?>

  /// Hands `consumer` the layout's elements in `rect`, in ``ElementID`` order.
  func visit<Consumer: ElementConsumer>(into consumer: inout Consumer) {
    var examined = 0
    layout.withValue { layout in
      pins.withValue { pins in
        layout.visitElements(in: rect, pins: pins, examined: &examined, into: &consumer)
      }
    }
  }
}
