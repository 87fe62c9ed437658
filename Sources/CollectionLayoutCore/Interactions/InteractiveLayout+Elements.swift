/// The elements of an ``InteractiveLayout``: the base's, decorated.
///
/// ```
///  editing          ┌──┬──────────────────────────┬──┐  items: editing, movable
///                   │ ⊖│          item            │≡ │  deleteControl, reorderHandle
///                   └──┴──────────────────────────┴──┘
///  swiped     ┌──────────── item ─────────┐┌ Delete ┐   the item shifted left by
///             └───────────────────────────┘└────────┘   swipeOffset; editAction behind
///  (leading)        ┌ Pin ┐┌──────────── item ─────────┐ shifted right (swipeOffset < 0);
///                   └─────┘└───────────────────────────┘ leadingEditAction behind
///  dragging         ┌ ─ dragGap ─ ┐   ┌── item ──┐      the gap in the item's slot, the
///                   └ ─  ─  ─  ─  ┘   └──────────┘      item at the finger, on top
/// ```
extension InteractiveLayout {
  /// The base's elements in `rect` (all when `nil`), decorated, with the interactions'
  /// elements that meet `rect`, in ``ElementID`` order. The swiped and the dragged items are
  /// listed where they are shown, not where the base puts them. O(base query + k log k).
  package func elements(in rect: LayoutRect?, pins: Base.PinPass?, limit: Int) -> [LayoutAttributes]
  {
    let listed = base.elements(in: rect, pins: pins, limit: limit)
    guard !state.isEmpty else { return listed }
    let swiped = state.openSwipe?.item
    let dragged = state.drag?.item
    var result: [LayoutAttributes] = []
    result.reserveCapacity(listed.count + 8)
    for element in listed {
      guard element.kind == .item, let path = element.id.itemPath else {
        result.append(element)
        continue
      }
      // The swiped and dragged items are shown elsewhere: added below.
      if path == swiped || path == dragged { continue }
      appendItem(decorating: element, path: path, in: rect, to: &result)
    }
    for path in [swiped, dragged].compactMap({ $0 }) {
      guard
        let natural = base.attributes(
          for: .item(section: path.section, item: path.item), pins: pins)
      else { continue }
      appendItem(decorating: natural, path: path, in: rect, to: &result)
    }
    result.sort { $0.id < $1.id }
    return result
  }

  /// The base's bound when nothing is shown on top; otherwise none.
  package func elementCountBound(in rect: LayoutRect?) -> Int? {
    state.isEmpty ? base.elementCountBound(in: rect) : nil
  }

  /// The base's elements visited in place when nothing is shown on top; otherwise the
  /// decorated list of ``elements(in:pins:limit:)``.
  package func forEachElement(
    in rect: LayoutRect?, pins: Base.PinPass?, _ body: (LayoutAttributes) -> Bool
  ) {
    guard state.isEmpty else {
      for element in elements(in: rect, pins: pins, limit: .max) {
        guard body(element) else { return }
      }
      return
    }
    base.forEachElement(in: rect, pins: pins, body)
  }

  /// The base's common attributes appended in place when nothing is shown on top; otherwise
  /// those of the decorated list of ``elements(in:pins:limit:)``.
  package func appendElements(
    in rect: LayoutRect?, pins: Base.PinPass?, to buffer: inout [ElementAttributes]
  ) {
    guard state.isEmpty else {
      buffer.append(contentsOf: elements(in: rect, pins: pins, limit: .max).lazy.map(\.common))
      return
    }
    base.appendElements(in: rect, pins: pins, to: &buffer)
  }

  /// The attributes of `id`, decorated; the interactions' elements when shown.
  package func attributes(for id: ElementID, pins: Base.PinPass?) -> LayoutAttributes? {
    guard !state.isEmpty else { return base.attributes(for: id, pins: pins) }
    if id.kind == .item {
      guard let path = id.itemPath, let natural = base.attributes(for: id, pins: pins) else {
        return nil
      }
      return decoratedItem(natural, path: path)
    }
    guard id.kind.isInteractionKind, let path = id.interactionItem,
      let natural = base.attributes(for: .item(section: path.section, item: path.item), pins: pins)
    else { return base.attributes(for: id, pins: pins) }
    var extras: [LayoutAttributes] = []
    appendExtras(
      of: natural, decorated: decoratedItem(natural, path: path), path: path, to: &extras)
    return extras.first { $0.id == id }
  }

  // MARK: - Decorating one item

  /// Appends item `path` decorated, if it meets `rect`, and its extra elements that do.
  private func appendItem(
    decorating natural: LayoutAttributes, path: ItemPath, in rect: LayoutRect?,
    to result: inout [LayoutAttributes]
  ) {
    let item = decoratedItem(natural, path: path)
    var extras: [LayoutAttributes] = []
    appendExtras(of: natural, decorated: item, path: path, to: &extras)
    for element in [item] + extras where rect.map(element.frame.intersects) ?? true {
      result.append(element)
    }
  }

  /// The item's attributes as shown: editing attributes, shifted by its swipe, or at the
  /// finger.
  private func decoratedItem(_ natural: LayoutAttributes, path: ItemPath) -> LayoutAttributes {
    var item = natural
    var custom = natural.customAttributes
    if state.isEditing {
      custom[InteractionAttribute.editing] = .boolean(true)
      custom[InteractionAttribute.movable] = .boolean(
        InteractiveLayout.allowsReorder(in: base, section: path.section))
    }
    if let drag = state.drag, drag.item == path {
      item.frame = drag.frame
      item.zIndex = ZIndex.draggedItem
      custom[InteractionAttribute.dragging] = .boolean(true)
    } else if let swipe = state.openSwipe, swipe.item == path {
      let shift = swipe.edge == .trailing ? swipe.offset : -swipe.offset
      item.frame = natural.frame.offsetBy(dx: -shift, dy: 0)
      custom[InteractionAttribute.swipeOffset] = .number(shift)
    }
    item.customAttributes = custom
    return item
  }

  /// The interactions' elements of item `path`: its edit actions when swiped, its editing
  /// controls, its gap when dragged. `natural` is where the base puts the item, `item` where
  /// it is shown.
  private func appendExtras(
    of natural: LayoutAttributes, decorated item: LayoutAttributes, path: ItemPath,
    to extras: inout [LayoutAttributes]
  ) {
    if let drag = state.drag, drag.item == path {
      extras.append(
        LayoutAttributes(
          id: ElementID(kind: .dragGap, path.section, path.item),
          frame: natural.frame, zIndex: ZIndex.editAction))
    }
    if let swipe = state.openSwipe, swipe.item == path {
      // From the unshifted item's edge inward: the first action outermost.
      let actions = base.swipeActions(ofSection: path.section, at: swipe.edge)
      let kind = ElementKind.swipeAction(at: swipe.edge)
      var edge = swipe.edge == .trailing ? natural.frame.maxX : natural.frame.minX
      for (index, action) in actions.enumerated() {
        var custom = CustomAttributes()
        custom[InteractionAttribute.title] = .string(action.title)
        custom[InteractionAttribute.style] = .string(action.style.rawValue)
        let x = swipe.edge == .trailing ? edge - action.width : edge
        extras.append(
          LayoutAttributes(
            id: ElementID(kind: kind, path.section, path.item, index),
            frame: LayoutRect(
              x: x, y: natural.frame.minY, width: action.width, height: natural.frame.height),
            zIndex: ZIndex.editAction, customAttributes: custom))
        edge += swipe.edge == .trailing ? -action.width : action.width
      }
    }
    if state.isEditing {
      let frame = item.frame
      let side = InteractionMetrics.editingControlSide(in: frame.size)
      let top = frame.minY + (frame.height - side) / 2
      extras.append(
        LayoutAttributes(
          id: ElementID(kind: .deleteControl, path.section, path.item),
          frame: LayoutRect(x: frame.minX, y: top, width: side, height: side),
          zIndex: max(item.zIndex, ZIndex.editingControl)))
      if InteractiveLayout.allowsReorder(in: base, section: path.section) {
        extras.append(
          LayoutAttributes(
            id: ElementID(kind: .reorderHandle, path.section, path.item),
            frame: LayoutRect(x: frame.maxX - side, y: top, width: side, height: side),
            zIndex: max(item.zIndex, ZIndex.editingControl)))
      }
    }
  }
}
