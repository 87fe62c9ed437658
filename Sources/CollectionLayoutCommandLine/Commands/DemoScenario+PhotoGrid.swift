/// The third built-in scenario of `collection-layout demo`: a photo library's grid on a
/// 390 x 844 point iPhone screen at 3x, 300 square photos in 3 columns of a flow layout, 1.5
/// points apart, as the Photos app shows them.
///
/// The steps: a scroll into the library, a pinch that spreads the fingers over a photo until
/// it is one and a half times its size (3 columns become 2, the photo kept under the
/// fingers), and a pinch back that stops at 0.9 and is let go before half way (the 2 columns
/// stay).
///
/// The same bytes are in `Tests/Scenarios/demo-photo-grid.json`, which a test compares with
/// this text, so the golden suite pins its frames. Edit both together.
extension DemoScenario {
  /// The scenario document, UTF-8 JSON text ending in a newline.
  static let photoGridJSON = """
    {
      "version": 1,
      "viewport": {"width": 390, "height": 844},
      "displayScale": 3,
      "layout": {
        "kind": "flow",
        "itemSize": {"width": 129, "height": 129},
        "minimumLineSpacing": 1.5,
        "minimumInteritemSpacing": 1.5
      },
      "sections": [{"items": 300}],
      "steps": [
        {"scroll": {"x": 0, "y": 1300}},
        {
          "pinch": {
            "at": {"x": 200, "y": 400},
            "scale": [1.0, 1.025, 1.05, 1.075, 1.1, 1.125, 1.15, 1.175, 1.2, 1.225, 1.25, 1.275, 1.3, 1.325, 1.35, 1.375, 1.4, 1.425, 1.45, 1.475, 1.5],
            "columns": [3, 2]
          }
        },
        {
          "pinch": {
            "at": {"x": 100, "y": 300},
            "scale": [1.0, 0.9875, 0.975, 0.9625, 0.95, 0.9375, 0.925, 0.9125, 0.9],
            "columns": [2, 3]
          }
        }
      ]
    }

    """
}
