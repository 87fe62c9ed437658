import CollectionLayoutCore

extension StreamingReader {
  /// The keys of an `environment` object (the root's, a resize step's, an entry of
  /// `devices`), in documented order.
  enum EnvironmentKey: String, CaseIterable, Sendable {
    case device, orientation, splitView, safeArea, layoutMargins, readableWidth, sizeClass
    case displayScale
  }
  /// The keys of a `sizeClass` object, in documented order.
  enum SizeClassKey: String, CaseIterable, Sendable {
    case horizontal, vertical
  }
  /// The keys of the `scrollView` object, in documented order.
  enum ScrollViewKey: String, CaseIterable, Sendable {
    case contentInsetAdjustmentBehavior, alwaysBounceVertical, alwaysBounceHorizontal
    case inBarController
  }

  static let environmentKeys = ObjectKeys<EnvironmentKey>()
  static let sizeClassKeys = ObjectKeys<SizeClassKey>(
    shape: #"{"horizontal": "compact", "vertical": "regular"}"#)
  static let scrollViewKeys = ObjectKeys<ScrollViewKey>()

  /// `{"device": "iPhone 15", "orientation": "landscape", ...}`; `nil` when not an object. A
  /// device is named as Apple's simulators name it, without regard to case; an unknown name
  /// is reported with the nearest preset's name, and the description then has no device.
  mutating func environmentDescription() throws(DecodingStop) -> EnvironmentDescription? {
    guard var object = try beginObject() else { return nil }
    var description = EnvironmentDescription()
    while let key = try nextMember(&object, of: Self.environmentKeys) {
      switch key {
      case .device: description.device = try device()
      case .orientation:
        description.orientation = try enumeration(DeviceOrientation.self, suggesting: true)
      case .splitView: description.splitView = try enumeration(SplitView.self, suggesting: true)
      case .safeArea: description.safeArea = try edgeInsets()
      case .layoutMargins: description.layoutMargins = try directionalInsets()
      case .readableWidth: description.readableWidth = try number()
      case .sizeClass:
        guard var sizes = try beginObject(Self.sizeClassKeys) else { break }
        while let sizeKey = try nextMember(&sizes, of: Self.sizeClassKeys) {
          switch sizeKey {
          case .horizontal:
            description.horizontalSizeClass = try enumeration(SizeClass.self, suggesting: true)
          case .vertical:
            description.verticalSizeClass = try enumeration(SizeClass.self, suggesting: true)
          }
        }
      case .displayScale: description.displayScale = try number()
      }
    }
    return description
  }

  /// `["iPhone 15", {"device": "iPad Pro 13-inch (M4)", "splitView": "oneThird"}]`: each
  /// entry a device's name or an `environment` object; none when not an array, and an entry
  /// that is wrong is reported and left out.
  mutating func devices() throws(DecodingStop) -> [EnvironmentDescription] {
    guard var array = try beginArray() else { return [] }
    var devices: [EnvironmentDescription] = []
    while try nextElement(&array) {
      let kind = try peek()
      switch kind {
      case .string:
        if let device = try device() { devices.append(EnvironmentDescription(device: device)) }
      case .object:
        if let description = try environmentDescription() { devices.append(description) }
      default:
        try reportWrongType(
          "expected a device name or an object such as {\"device\": \"iPhone 15\"}", found: kind)
      }
    }
    return devices
  }

  /// A preset's name, found without regard to case; `nil` after reporting anything else
  /// (`unknown device "iPhone 51"; did you mean "iPhone 15"?`).
  mutating func device() throws(DecodingStop) -> Device? {
    let kind = try peek()
    let names = Device.all.map(\.name)
    guard kind == .string else {
      try reportWrongType("expected a device name such as \"iPhone 15\"", found: kind)
      return nil
    }
    let token = try scanString()
    let name = cursor.decode(token)
    if let device = Device.named(name) { return device }
    // Names match without regard to case, and so are they suggested: "IPHONE 51" is as near
    // "iPhone 15" as "iphone 51" is.
    let lowercasedNames = names.map { $0.lowercased() }
    let nearest = KeySuggestion.nearest(to: name.lowercased(), among: lowercasedNames)
      .flatMap { lowercasedNames.firstIndex(of: $0) }.map { names[$0] }
    let hint =
      nearest.map { "did you mean \(Quoting.quoted($0))?" }
      ?? "expected one of \(Self.list(names))"
    reportReplaced("unknown device \(Quoting.quoted(name)); \(hint)", offset: token.start)
    return nil
  }

  /// `{"contentInsetAdjustmentBehavior": "never", "alwaysBounceVertical": true, ...}`; the
  /// defaults when not an object.
  mutating func scrollViewSettings() throws(DecodingStop) -> ScrollViewSettings {
    var settings = ScrollViewSettings()
    guard var object = try beginObject() else { return settings }
    while let key = try nextMember(&object, of: Self.scrollViewKeys) {
      switch key {
      case .contentInsetAdjustmentBehavior:
        settings.contentInsetAdjustmentBehavior =
          try enumeration(ContentInsetAdjustmentBehavior.self, suggesting: true) ?? .automatic
      case .alwaysBounceVertical: settings.alwaysBounceVertical = try boolean() ?? false
      case .alwaysBounceHorizontal: settings.alwaysBounceHorizontal = try boolean() ?? false
      case .inBarController: settings.inBarController = try boolean() ?? false
      }
    }
    return settings
  }

  /// The environment of a scenario: `description` resolved with the root's `viewport`,
  /// `contentInset` and `displayScale`, its problems reported at `offset` (the
  /// `environment` object); a bare rectangle of the root's values without a description.
  mutating func resolvedEnvironment(
    _ description: EnvironmentDescription?, offset: Int, viewport: LayoutSize?,
    contentInset: LayoutInsets?, displayScale: Double?
  ) -> LayoutEnvironment {
    let bare = LayoutEnvironment(
      viewport: viewport ?? .zero, contentInset: contentInset ?? .zero,
      displayScale: displayScale ?? 2)
    guard let description else { return bare }
    // An unknown device was reported: nothing else is said of the screen it would have made.
    guard description.device != nil || !replacedLocations.contains("environment.device") else {
      replacedLocations.insert("viewport")
      return bare
    }
    if description.device == nil, viewport == nil {
      // The description reports the missing viewport at the document, as a missing key is.
      replacedLocations.insert("viewport")
    }
    do {
      return try description.environment(
        viewport: viewport, contentInset: contentInset ?? .zero, displayScale: displayScale,
        at: "environment")
    } catch {
      // The screen is unknown: nothing is said of the bare rectangle put in its place.
      replacedLocations.insert("viewport")
      for issue in error.issues {
        issues.append(
          DocumentIssue(
            issue: ScenarioIssue(issue), offset: issue.location.steps.isEmpty ? 0 : offset))
      }
      return bare
    }
  }
}
