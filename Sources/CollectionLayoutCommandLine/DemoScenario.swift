/// The built-in scenario of `collection-layout demo`: a product page (a desk lamp) on a
/// 768 x 1024 point iPad screen at 2x, below a 64-point navigation bar (status bar and
/// navigation bar, as the top content inset).
///
/// From top to bottom: a pinned 56-point title bar and a 360-point photo as global headers; a
/// one-column key/value "details" list with inset row separators; a two-column "related
/// products" grid with a pinned title header, a sort bar, column separators, spacing, padding
/// and a "see all" footer; and a "reviews" section that shows its no-content placeholder.
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
          "items": [
            {"id": "price"},
            {"id": "availability"},
            {"id": "colour"},
            {"id": "material"},
            {"id": "dimensions"},
            {"id": "weight"},
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
          "items": [
            {"id": "related-1"},
            {"id": "related-2"},
            {"id": "related-3"},
            {"id": "related-4"},
            {"id": "related-5"},
            {"id": "related-6"}
          ],
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
          "items": 0,
          "headers": [
            {"height": 44, "padding": {"left": 16, "right": 16}, "backgroundColor": "#EFEFF4"}
          ],
          "placeholder": {
            "kind": "noContent",
            "title": "No reviews yet",
            "message": "Be the first to review this lamp.",
            "height": 200
          }
        }
      ],
      "steps": [
        {"scroll": {"x": 0, "y": 300}},
        {"scroll": {"x": 0, "y": 700}},
        {"scroll": {"x": 0, "y": 736}},
        {"scroll": {"x": 0, "y": 800}},
        {"update": {"insertItems": [[0, 0], [0, 1]], "deleteItems": [[0, 3]]}},
        {"update": {"moveItems": [[[1, 4], [1, 1]]]}},
        {
          "update": {
            "deleteSections": [1],
            "insertSections": [1],
            "after": [
              {
                "items": [
                  {"id": "sale"},
                  {"id": "rating"},
                  {"id": "price"},
                  {"id": "availability"},
                  {"id": "colour"},
                  {"id": "dimensions"},
                  {"id": "weight"},
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
                "items": [
                  {"id": "similar-1"},
                  {"id": "similar-2"},
                  {"id": "similar-3"},
                  {"id": "similar-4"}
                ],
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
              {
                "items": 0,
                "headers": [
                  {"height": 44, "padding": {"left": 16, "right": 16}, "backgroundColor": "#EFEFF4"}
                ],
                "placeholder": {
                  "kind": "noContent",
                  "title": "No reviews yet",
                  "message": "Be the first to review this lamp.",
                  "height": 200
                }
              }
            ],
            "insertedSectionsSlideFrom": "trailing"
          }
        }
      ],
      "output": {"elements": "visible"}
    }

    """
}
