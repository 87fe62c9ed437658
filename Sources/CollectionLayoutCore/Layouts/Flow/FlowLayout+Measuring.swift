/// What a flow layout takes from a measure step.
extension FlowLayout {
  /// `nil`: every item of a flow layout sizes itself in both axes, as a cell of a flow layout
  /// with an `estimatedItemSize` does (`preferredLayoutAttributesFitting(_:)`): a measured
  /// width replaces the item's width and its line breaks again (A.10 step 11), as a measured
  /// height replaces its height.
  public func measuredWidthRefusal(ofItem path: ItemPath) -> String? { nil }
}
