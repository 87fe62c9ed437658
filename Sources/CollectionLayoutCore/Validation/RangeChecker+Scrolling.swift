/// The problems of a scroll step's target: what validation checks before anything is played
/// (whether an item exists depends on the data at the step, and is checked when it is played).
extension RangeChecker {
  /// Checks a scroll target, located at the step's `scroll` (`steps[3].scroll`): a coordinate
  /// given is a scroll offset (finite, within ±10¹²), an item's indexes are >= 0.
  package mutating func checkScrollTarget(_ target: ScrollTarget, at location: ValueLocation) {
    switch target {
    case .offset(let x, let y):
      if let x { checkOffset(x, at: location["x"]) }
      if let y { checkOffset(y, at: location["y"]) }
    case .edge:
      break
    case .item(let path, _):
      checkPath(path, at: location["toItem"])
    case .itemID(_, let anchor):
      if let anchor { checkUnitPoint(anchor, at: location["anchor"]) }
    }
  }
}
