import CollectionLayout

/// The range of the numbers an export reads, so that every number it computes and writes is
/// finite: the frames reader accepts any finite number, but a frame at 1e308 points or a
/// sample at 1e308 seconds would overflow once centred, summed or turned into frames.
///
/// The engine writes far less: lengths up to 1,000,000 points and offsets up to 10^12, and
/// animations up to 60 seconds.
enum ExportLimits {
  /// The largest magnitude of a length, position or opacity, the engine's largest scroll
  /// offset.
  static let largestMagnitude = 1e12
  /// The latest time of an animation sample, in seconds: an hour.
  static let latestTime = 3600.0

  /// Throws, located, for the first number of `frames` out of range: the location is the
  /// object that holds it (`steps[2].elements[5]`), the number as Swift prints it (`1e+300`).
  static func check(_ frames: FramesDocument) throws(ExportError) {
    for (index, step) in frames.steps.enumerated() {
      let path = "steps[\(index)]"
      try check(step.viewport, at: path + ".viewport")
      try check(step.contentOffset, at: path + ".contentOffset")
      try check(step.contentSize, at: path + ".contentSize")
      for (position, element) in step.elements.enumerated() {
        try check(element, at: path + ".elements[\(position)]")
      }
      guard let transition = step.transition else { continue }
      try check(transition.fromContentOffset, at: path + ".transition.from.contentOffset")
      for (position, record) in transition.changes.enumerated() {
        try check(record.initial, at: path + ".transition.changes[\(position)].initial")
        try check(record.final, at: path + ".transition.changes[\(position)].final")
      }
      for (position, sample) in transition.frames.enumerated() {
        let samplePath = path + ".transition.frames[\(position)]"
        guard sample.time >= 0, sample.time <= latestTime else {
          throw ExportError(
            "\(samplePath).time: expected a time between 0 and 3600 seconds to export, got "
              + String(sample.time))
        }
        try check(sample.contentOffset, at: samplePath + ".contentOffset")
        for (number, element) in sample.elements.enumerated() {
          let elementPath = samplePath + ".elements[\(number)]"
          try check(
            [
              element.frame.minX, element.frame.minY, element.frame.width, element.frame.height,
              element.alpha,
            ], at: elementPath)
        }
      }
    }
  }

  /// Checks the frame and alpha of an element's attributes.
  static func check(_ attributes: LayoutAttributes, at path: String) throws(ExportError) {
    let frame = attributes.frame
    try check([frame.minX, frame.minY, frame.width, frame.height, attributes.alpha], at: path)
  }

  /// Checks a point.
  static func check(_ point: LayoutPoint, at path: String) throws(ExportError) {
    try check([point.x, point.y], at: path)
  }

  /// Checks a size.
  static func check(_ size: LayoutSize, at path: String) throws(ExportError) {
    try check([size.width, size.height], at: path)
  }

  /// Throws for the first of `numbers` whose magnitude is above ``largestMagnitude``.
  static func check(_ numbers: [Double], at path: String) throws(ExportError) {
    for number in numbers where !(number.magnitude <= largestMagnitude) {
      throw ExportError(
        "\(path): expected numbers between -1000000000000 and 1000000000000 to export, got "
          + String(number))
    }
  }
}
