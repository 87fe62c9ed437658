/// The second built-in scenario of `collection-layout demo`: WWDC 2010's photo browser
/// (PhotoScroller) on a 320 x 480 point iPhone screen at 2x, with the sample's three frogs
/// and a small picture, pages 10 points apart, tiles of 256 pixels on 4 levels.
///
/// The steps: a swipe halfway to the second page (two pages visible, a second page view
/// made), a page turn to the landscape frog, a zoom towards its right edge (tiles of level
/// 0.25, the edge tiles clipped at the image's right and bottom edges), a closer zoom (level
/// 1), a rotation to landscape and back (the page and the point kept), a zoom out, a turn to
/// the last page (views recycled), and a batch update that deletes the first photo.
///
/// The same bytes are in `Tests/Scenarios/demo-photos.json`, which a test compares with this
/// text, so the golden suite pins its frames. Edit both together.
extension DemoScenario {
  /// The scenario document, UTF-8 JSON text ending in a newline.
  static let photosJSON = """
    {
      "version": 1,
      "viewport": {"width": 320, "height": 480},
      "displayScale": 2,
      "layout": {
        "kind": "paging",
        "pages": [
          {"id": "PeeringFrog", "imageSize": {"width": 2560, "height": 3840}},
          {"id": "CuriousFrog", "imageSize": {"width": 3600, "height": 2400}},
          {"id": "LeggyFrog", "imageSize": {"width": 2560, "height": 3840}},
          {"id": "Stamp", "imageSize": {"width": 300, "height": 200}}
        ],
        "pagePadding": 10,
        "tiles": {"tileSize": 256, "levelsOfDetail": 4, "levelsOfDetailBias": 0}
      },
      "steps": [
        {"scroll": {"x": 170, "y": 0}},
        {"page": {"index": 1, "animation": {"duration": 0.25, "fps": 30}}},
        {
          "zoom": {
            "page": 1,
            "scale": 0.12,
            "center": {"x": 3600, "y": 1200},
            "animation": {"duration": 0.25, "fps": 30}
          }
        },
        {"zoom": {"page": 1, "scale": 0.5, "center": {"x": 3300, "y": 2200}}},
        {"resize": {"width": 480, "height": 320}},
        {"resize": {"width": 320, "height": 480}},
        {"zoom": {"page": 1, "scale": 0.01, "animation": {"duration": 0.25, "fps": 30}}},
        {"page": {"index": 3, "animation": {"duration": 0.4, "fps": 30}}},
        {
          "update": {
            "deleteItems": [[0, 0]],
            "after": [
              {
                "items": [
                  {"id": "CuriousFrog", "imageSize": {"width": 3600, "height": 2400}},
                  {"id": "LeggyFrog", "imageSize": {"width": 2560, "height": 3840}},
                  {"id": "Stamp", "imageSize": {"width": 300, "height": 200}}
                ]
              }
            ],
            "animation": {"duration": 0.3, "fps": 30}
          }
        }
      ],
      "output": {"elements": "visible"}
    }

    """
}
