import CollectionLayoutCore

/// Writing the `animation` of a transition: the curve its frames sample, in the words a
/// scenario gives an update's animation.
///
/// ```
/// "animation": {"duration": 0.3, "fps": 60, "curve": "easeInOut"}
/// "animation": {"duration": 0.808, "fps": 60, "curve": {"spring": {"damping": 1, "response": 0.55}}}
/// "animation": {"duration": 0.1, "fps": 60, "curve": {"keyframes": [0, 0.083, 0.167, 0.25]}}
/// ```
/// Every key is written, the defaults included, so that the frames say which curve played
/// whether or not the scenario named one. `keyframes` (a gesture's progress, one value per
/// frame) is the one curve a scenario does not write: its steps (`transitionProgress`,
/// `finishTransition`, `cancelTransition`, `pinch`) give the progress their own way.
extension FramesOutput {
  /// Writes `, "animation": {…}` for `animation` (nothing for `nil`).
  mutating func writeAnimationMember(_ animation: UpdateAnimation?) {
    guard let animation else { return }
    raw(", \"animation\": {\"duration\": ")
    number(animation.duration)
    raw(", \"fps\": ")
    number(animation.fps)
    raw(", \"curve\": ")
    writeCurve(animation.curve)
    raw("}")
  }

  /// Writes a curve: its name as a string, or `{"spring": {"damping", "response"}}`, or
  /// `{"keyframes": [p0, p1, …]}`.
  mutating func writeCurve(_ curve: AnimationCurve) {
    switch curve {
    case .linear: raw("\"linear\"")
    case .easeIn: raw("\"easeIn\"")
    case .easeOut: raw("\"easeOut\"")
    case .easeInOut: raw("\"easeInOut\"")
    case .spring(let damping, let response):
      raw("{\"spring\": {\"damping\": ")
      number(damping)
      raw(", \"response\": ")
      number(response)
      raw("}}")
    case .keyframes(let values):
      raw("{\"keyframes\": [")
      for (position, value) in values.enumerated() {
        if position > 0 { raw(", ") }
        number(value)
      }
      raw("]}")
    }
  }
}
