/// The effects of strips' visible items (`visibleItemsEffect`, `visibleItemsInvalidationHandler`):
/// run once per layout value, for each strip that has one, at the strip's offset; what they
/// changed is applied to every element the queries list.
extension CompositionalLayout {
  /// What a section's effects made of each of its visible items, by id: the attributes the
  /// queries give it instead of the layout's.
  struct VisibleItemsChanges: Hashable, Sendable {
    /// The opacity, drawing order, visibility and transform of a changed element.
    struct Change: Hashable, Sendable {
      var alpha: Double
      var zIndex: Int
      var isHidden: Bool
      var transform: LayoutTransform?
    }

    var changes: [ElementID: Change]

    /// `attributes` with the change of its element, if any.
    func apply(to attributes: inout LayoutAttributes) {
      guard let change = changes[attributes.id] else { return }
      attributes.alpha = change.alpha
      attributes.zIndex = change.zIndex
      attributes.isHidden = change.isHidden
      attributes.transform = change.transform
    }
  }

  /// The visible items of every strip whose section has a `visibleItemsEffect` or a
  /// `visibleItemsInvalidationHandler`, run through them, by section: the items (and the
  /// supplementaries anchored to them) whose frames meet the strip's frame (the collection
  /// view's width across, the strip's band along), at the strip's offset. Sections without
  /// one cost one check each.
  func runVisibleItemsEffects() -> [Int: VisibleItemsChanges] {
    var result: [Int: VisibleItemsChanges] = [:]
    for (section, geometry) in geometries.enumerated() {
      guard let strip = geometry.strip, let description = description(ofSection: section),
        description.visibleItemsEffect != nil || description.visibleItemsInvalidationHandler != nil
      else { continue }
      let band = LayoutRect(
        x: 0, y: geometry.firstGroupOrigin.y, width: strip.pageLength,
        height: geometry.stripThickness)
      let shown = elements(in: band, pins: nil, limit: .max).filter { element in
        switch owner(of: element.id) {
        case .item(let path)?, .attached(to: let path)?: return path.section == section
        default: return false
        }
      }
      let offset = LayoutPoint(x: strip.offset, y: 0)
      var items = shown.map { element in
        VisibleItem(
          id: element.id, frame: element.frame.offsetBy(dx: strip.offset, dy: 0),
          alpha: element.alpha, zIndex: element.zIndex, isHidden: element.isHidden,
          transform: element.transform ?? .identity)
      }
      description.visibleItemsEffect?.apply(
        to: &items, contentOffset: offset, environment: environment)
      description.visibleItemsInvalidationHandler?(
        &items, contentOffset: offset, environment: environment)
      var changes: [ElementID: VisibleItemsChanges.Change] = [:]
      for (item, element) in zip(items, shown) {
        let alpha = item.alpha.isFinite ? min(1, max(0, item.alpha)) : element.alpha
        let transform = Self.drawable(item.transform)
        guard
          alpha != element.alpha || item.zIndex != element.zIndex
            || item.isHidden != element.isHidden || transform != element.transform
        else { continue }
        changes[element.id] = VisibleItemsChanges.Change(
          alpha: alpha, zIndex: item.zIndex, isHidden: item.isHidden, transform: transform)
      }
      if !changes.isEmpty { result[section] = VisibleItemsChanges(changes: changes) }
    }
    return result
  }

  /// `transform` as frames can hold it: `nil` for the identity or a transform with a number
  /// that is not finite (a handler's mistake is not drawn), translations kept within
  /// ±``Limits/maximumOffset``.
  static func drawable(_ transform: LayoutTransform) -> LayoutTransform? {
    guard !transform.isIdentity, transform.values.allSatisfy(\.isFinite) else { return nil }
    var transform = transform
    transform.tx = min(max(transform.tx, -Limits.maximumOffset), Limits.maximumOffset)
    transform.ty = min(max(transform.ty, -Limits.maximumOffset), Limits.maximumOffset)
    return transform
  }

  /// `attributes`, an element of section `section`, with what the section's visible-items
  /// effects made of it.
  func withVisibleItemsEffects(_ attributes: LayoutAttributes, inSection section: Int)
    -> LayoutAttributes
  {
    guard !visibleItemsChanges.isEmpty, let changes = visibleItemsChanges[section] else {
      return attributes
    }
    var attributes = attributes
    changes.apply(to: &attributes)
    return attributes
  }
}
