import CollectionLayoutCore

/// One scenario played on several screens (root key `devices`).
extension Scenario {
  /// This scenario on the screen `device` describes: its environment made from the
  /// description alone (the root `environment`, `viewport` and `displayScale` are not used:
  /// each entry of `devices` is a whole screen), the root `contentInset` and `scrollView`
  /// kept, and no `devices` of its own. Resize steps with an `environment` are laid over the
  /// entry.
  ///
  /// - Throws: The entry's problems: a split view the device does not have, no device.
  public func playing(on device: EnvironmentDescription) throws(ScenarioError) -> Scenario {
    try playing(on: device, at: ValueLocation())
  }

  /// ``playing(on:)`` with the problems located under `location` (`devices[2]`).
  func playing(on device: EnvironmentDescription, at location: ValueLocation)
    throws(ScenarioError) -> Scenario
  {
    var scenario = self
    do {
      scenario.environment = try environment(of: device, at: location)
    } catch {
      throw ScenarioError(error)
    }
    scenario.environmentDescription = device
    scenario.devices = []
    return scenario
  }

  /// The environment of the screen `device` describes, with the root `contentInset`.
  func environment(of device: EnvironmentDescription, at location: ValueLocation)
    throws(LayoutError) -> LayoutEnvironment
  {
    guard device.device != nil else {
      throw LayoutError(
        location: location, message: "expected a \"device\" for each screen of \"devices\"")
    }
    return try device.environment(contentInset: environment.contentInset, at: location)
  }

  /// The scenario on each screen of ``devices``, with each screen's name
  /// (``EnvironmentDescription/screenName``), in order.
  ///
  /// - Throws: Every entry's problems, at `devices[N]`.
  public func playingOnEachDevice() throws(ScenarioError) -> [(name: String, scenario: Scenario)] {
    var played: [(name: String, scenario: Scenario)] = []
    var issues: [ScenarioIssue] = []
    for (index, device) in devices.enumerated() {
      do {
        played.append(
          (device.screenName, try playing(on: device, at: ValueLocation("devices")[index])))
      } catch {
        issues += error.issues
      }
    }
    if !issues.isEmpty { throw ScenarioError(issues: issues) }
    return played
  }
}

extension EnvironmentDescription {
  /// The screen in words, as `frames --device` matches it and files are named:
  /// `iPhone 15`, `iPhone 15 landscape`, `iPad Pro 13-inch (M4) landscape oneThird` (the
  /// orientation when landscape, the split view when not full).
  public var screenName: String {
    var words = [device?.name ?? "custom"]
    if orientation == .landscape { words.append("landscape") }
    if let splitView, splitView != .full { words.append(splitView.rawValue) }
    return words.joined(separator: " ")
  }

  /// `screenName` as a file name's part: every run of characters other than ASCII letters
  /// and digits becomes one `-`, none at either end (`iPad-Pro-13-inch-M4-landscape-oneThird`).
  public static func fileName(_ screenName: String) -> String {
    var name = ""
    for character in screenName {
      if character.isASCII, character.isLetter || character.isNumber {
        name.append(character)
      } else if !name.isEmpty, name.last != "-" {
        name.append("-")
      }
    }
    while name.last == "-" { name.removeLast() }
    return name
  }
}
