import CollectionLayoutCore

/// The actions of the data steps, as frames write them.
extension StepAction {
  /// An `apply` step.
  public static let apply: StepAction = "apply"
  /// A `load` step.
  public static let load: StepAction = "load"
  /// A `select` step.
  public static let select: StepAction = "select"
}
