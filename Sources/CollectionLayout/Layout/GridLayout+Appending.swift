/// The grid's renderer query: its elements' common attributes written into the renderer's
/// buffer.
extension GridLayout {
  /// Appends the common attributes of the elements ``forEachElement(in:pins:_:)`` visits, in
  /// the same order, to `buffer`. O(g + log n + k); nothing is allocated once `buffer` has
  /// grown (the attributes are written straight into its spare capacity, see
  /// ``Swift/Array/appendVisited(by:)``), and nothing is reference-counted.
  public func appendElements(
    in rect: LayoutRect?, pins: PinState?, to buffer: inout [ElementAttributes]
  ) {
    // The layout and the pin state lent through pointers: held in the visitor by value, each
    // would be copied with its references.
    withUnsafePointer(to: self) { layout in
      withUnsafePointer(to: pins) { pins in
        buffer.appendVisited(by: GridVisitor(layout: layout, rect: rect, pins: pins))
      }
    }
  }
}

/// The visit of ``GridLayout/appendElements(in:pins:to:)``: the layout's elements in `rect`
/// (all when `nil`) with pinned positions from `pins`, both read in place through pointers that
/// are valid while the append runs.
private struct GridVisitor: ElementVisitor {
  let layout: UnsafePointer<GridLayout>
  let rect: LayoutRect?
  let pins: UnsafePointer<PinState?>

  func visit(into consumer: inout SpareCapacityConsumer) {
    var examined = 0
    withUnretainedBorrow(of: layout) { layout in
      withUnretainedBorrow(of: pins) { pins in
        layout.visitElements(in: rect, pins: pins, examined: &examined, into: &consumer)
      }
    }
  }
}
