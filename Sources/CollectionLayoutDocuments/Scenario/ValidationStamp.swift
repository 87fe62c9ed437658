import CollectionLayoutCore

/// Whether a ``Scenario`` value is known to be valid: the decoder validates every scenario it
/// returns and stamps it, and ``Scenario/validate()`` returns at once for a stamped value, so
/// that a scenario read by the command line is validated once, not again when it is laid out
/// and played. Changing any property of the scenario clears the stamp (the properties'
/// observers do), so a scenario built or changed in code is always validated before it is
/// played.
///
/// The stamp is bookkeeping, not part of the value: every stamp equals every other and hashes
/// to nothing, so that it changes neither equality nor hashing of a scenario.
struct ValidationStamp: Hashable, Sendable {
  /// Whether the scenario passed ``Scenario/validationIssues()`` as it is.
  let isValid: Bool

  /// Not known to be valid: the scenario must be validated before it is used.
  static let unchecked = ValidationStamp(isValid: false)
  /// Validated, and unchanged since.
  static let valid = ValidationStamp(isValid: true)

  /// Always `true`: the stamp is no part of the scenario's value.
  static func == (_: ValidationStamp, _: ValidationStamp) -> Bool { true }

  /// Hashes nothing: the stamp is no part of the scenario's value.
  func hash(into hasher: inout Hasher) {}
}

extension Scenario: CustomReflectable {
  /// The scenario's properties, without its validity (which is no part of its value), so that
  /// printing or dumping a scenario shows the same whether it was validated or not.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "version": version, "environment": environment, "metrics": metrics,
        "globalHeaders": globalHeaders, "sections": sections, "dataSource": dataSource as Any,
        "steps": steps, "output": output, "layout": layout,
        "environmentDescription": environmentDescription as Any, "scrollView": scrollView,
        "devices": devices,
      ], displayStyle: .struct)
  }
}
