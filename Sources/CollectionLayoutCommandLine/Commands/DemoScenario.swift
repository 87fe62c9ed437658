/// The built-in scenario of `collection-layout demo`: a product page (a desk lamp) on a
/// 768 x 1024 point iPad screen at 2x, below a 64-point navigation bar (status bar and
/// navigation bar, as the top content inset).
///
/// From top to bottom: a pinned 56-point title bar and a 360-point photo as global headers; a
/// one-column key/value "details" list with inset row separators; a two-column "related
/// products" grid with a pinned title header, a sort bar, column separators, spacing, padding
/// and a "see all" footer; and a "reviews" section that is loading.
///
/// The steps scroll down, then change the data as a user would: two `apply` steps give the
/// details and the related products by identity (the engine computes the inserts, the delete
/// and the move), a third switches the related products for similar ones (the sections slide),
/// and after a scroll to the bottom a `load` step brings three reviews in place of the loading
/// placeholder.
///
/// The same bytes are in `Tests/Scenarios/demo.json`, which a test compares with this text, so
/// the golden suite pins the demo's frames. Edit both together.
enum DemoScenario {
  /// The scenario document, UTF-8 JSON text ending in a newline.
  static let json = """
    {
      "version": 1,
      "viewport": {"width": 768, "height": 1024},
      "contentInset": {"top": 64, "left": 0, "bottom": 0, "right": 0},
      "displayScale": 2,
      "metrics": {
        "rowHeight": 44,
        "backgroundColor": "#FFFFFF",
        "selectedBackgroundColor": "#D9D9D9",
        "separatorColor": "#C8C7CC"
      },
      "globalHeaders": [
        {
          "height": 56,
          "pinned": true,
          "padding": {"top": 8, "left": 16, "bottom": 8, "right": 16},
          "backgroundColor": "#F7F7F7"
        },
        {"height": 360, "backgroundColor": "#EFEFF4"}
      ],
      "sections": [
        {
          "id": "details",
          "items": [
            "price",
            "availability",
            "colour",
            "material",
            "dimensions",
            "weight",
            {"id": "description", "height": 132}
          ],
          "metrics": {
            "columns": 1,
            "separators": {"row": true, "section": true, "insets": {"left": 16, "right": 0}}
          },
          "headers": [
            {
              "height": 44,
              "pinned": true,
              "padding": {"left": 16, "right": 16},
              "backgroundColor": "#EFEFF4"
            }
          ]
        },
        {
          "id": "related",
          "items": ["related-1", "related-2", "related-3", "related-4", "related-5", "related-6"],
          "metrics": {
            "rowHeight": 260,
            "columns": 2,
            "columnSpacing": 8,
            "rowSpacing": 8,
            "padding": {"top": 8, "left": 16, "bottom": 16, "right": 16},
            "separators": {"column": true, "section": true}
          },
          "headers": [
            {
              "height": 44,
              "pinned": true,
              "padding": {"left": 16, "right": 16},
              "backgroundColor": "#EFEFF4"
            },
            {"height": 36, "padding": {"left": 16, "right": 16}}
          ],
          "footers": [
            {"height": 44, "padding": {"left": 16, "right": 16}}
          ]
        },
        {
          "id": "reviews",
          "metrics": {
            "rowHeight": 88,
            "separators": {"row": true, "insets": {"left": 16, "right": 0}}
          },
          "headers": [
            {"height": 44, "padding": {"left": 16, "right": 16}, "backgroundColor": "#EFEFF4"}
          ],
          "state": "loading",
          "placeholder": {"title": "Loading reviews", "height": 200}
        }
      ],
      "steps": [
        {"scroll": {"x": 0, "y": 300}},
        {"scroll": {"x": 0, "y": 700}},
        {"scroll": {"x": 0, "y": 736}},
        {"scroll": {"x": 0, "y": 800}},
        {
          "apply": {
            "sections": [
              {
                "id": "details",
                "items": [
                  "sale",
                  "rating",
                  "price",
                  "availability",
                  "colour",
                  "dimensions",
                  "weight",
                  "description"
                ]
              },
              {"id": "related"},
              {"id": "reviews"}
            ]
          }
        },
        {
          "apply": {
            "sections": [
              {"id": "details"},
              {
                "id": "related",
                "items": ["related-1", "related-5", "related-2", "related-3", "related-4", "related-6"]
              },
              {"id": "reviews"}
            ]
          }
        },
        {
          "apply": {
            "sections": [
              {"id": "details"},
              {
                "id": "similar",
                "items": ["similar-1", "similar-2", "similar-3", "similar-4"],
                "metrics": {
                  "rowHeight": 200,
                  "columns": 2,
                  "columnSpacing": 8,
                  "rowSpacing": 8,
                  "padding": {"top": 8, "left": 16, "bottom": 16, "right": 16},
                  "separators": {"column": true, "section": true}
                },
                "headers": [
                  {
                    "height": 44,
                    "pinned": true,
                    "padding": {"left": 16, "right": 16},
                    "backgroundColor": "#EFEFF4"
                  },
                  {"height": 36, "padding": {"left": 16, "right": 16}}
                ],
                "footers": [
                  {"height": 44, "padding": {"left": 16, "right": 16}}
                ]
              },
              {"id": "reviews"}
            ],
            "insertedSectionsSlideFrom": "trailing"
          }
        },
        {"scroll": {"x": 0, "y": 676}},
        {
          "load": {
            "section": "reviews",
            "state": "loaded",
            "items": ["review-1", "review-2", "review-3"]
          }
        }
      ],
      "output": {"elements": "visible"}
    }

    """
}
