extension GridLayout {
  /// The grid plays no interaction step: throws `a grid layout does not play "zoom" steps;
  /// "layout": {"kind": "paging"} does`, reported at the step.
  public func playing(_ step: InteractionStep, from contentOffset: LayoutPoint) throws(StepError)
    -> InteractionOutcome<GridLayout>
  {
    throw StepError(
      message: "a grid layout does not play \"\(step.name)\" steps; "
        + "\"layout\": {\"kind\": \"\(step.layoutKind)\"} does")
  }
}
