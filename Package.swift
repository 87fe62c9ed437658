// swift-tools-version:6.0
// CollectionLayout: collection-view layouts computed outside UIKit, as plain values.
// No package dependencies: the Swift toolchain only (Foundation, Swift Testing, XCTest).
import PackageDescription

// The structures of the core and of the documents' writers check their internal invariants
// (`checkInvariants()`: the grid's stacked sections, the item map's edit points, the radix
// order, the output buffer's bounds) only when this condition is defined: in debug builds, so
// that `swift test` runs every check, and never in release builds, where the benchmark
// measures and an app runs.
let internalChecks: [SwiftSetting] = [
  .define("COLLECTION_LAYOUT_INTERNAL_CHECKS", .when(configuration: .debug))
]

let package = Package(
  name: "CollectionLayout",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
    .library(name: "CollectionLayoutCore", targets: ["CollectionLayoutCore"]),
    .library(name: "CollectionLayoutDocuments", targets: ["CollectionLayoutDocuments"]),
    .library(name: "CollectionLayoutTesting", targets: ["CollectionLayoutTesting"]),
    // The command line as a library: a package of yours builds its own `collection-layout`
    // with its kinds of layout (`CommandLineTool.main(kinds:drawings:)`; Examples/CustomKind).
    .library(name: "CollectionLayoutCommandLine", targets: ["CollectionLayoutCommandLine"]),
    .executable(name: "collection-layout", targets: ["collection-layout"]),
  ],
  targets: [
    // The layers, along the data flow; the compiler refuses an import against it.
    // The core: geometry, the layout protocol, the built-in layouts, updates, scrolling,
    // interactions, data sources and identity diffing. It knows no document: no scenario, no
    // JSON, no document path.
    .target(
      name: "CollectionLayoutCore",
      swiftSettings: internalChecks,
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    // Documents: the scenario model, decoding, validation, the step player, frames reading and
    // writing.
    .target(
      name: "CollectionLayoutDocuments", dependencies: ["CollectionLayoutCore"],
      swiftSettings: internalChecks),
    // The umbrella: `import CollectionLayout` re-exports both layers.
    .target(
      name: "CollectionLayout", dependencies: ["CollectionLayoutCore", "CollectionLayoutDocuments"]
    ),
    .target(name: "CollectionLayoutTesting", dependencies: ["CollectionLayout"]),
    .target(
      name: "CollectionLayoutCommandLine", dependencies: ["CollectionLayout"],
      resources: [
        .embedInCode("Player/player.html"), .embedInCode("Player/player-model.js"),
        .embedInCode("Player/player-drawing.js"), .embedInCode("Player/player-motion.js"),
        .embedInCode("Player/player-panels.js"), .embedInCode("Player/player-controls.js"),
        .embedInCode("Player/player-inspector-test.js"), .embedInCode("Player/player-self-test.js"),
      ]
    ),
    .executableTarget(name: "collection-layout", dependencies: ["CollectionLayoutCommandLine"]),
    // The conventional approaches the benchmark compares the engine with (not a product).
    .target(name: "CollectionLayoutBaselines", dependencies: ["CollectionLayout"]),
    // `swift run -c release collection-layout-bench [--quick] [--json FILE]`.
    .executableTarget(
      name: "collection-layout-bench",
      dependencies: ["CollectionLayout", "CollectionLayoutBaselines"]
    ),
    // Stand-ins for SwiftUI's and Foundation's names (`Color`, `Rect`, ...), which Linux lacks:
    // a test imports them next to CollectionLayout to prove that no name is ambiguous.
    .target(name: "SwiftUIStandIns", path: "Tests/SwiftUIStandIns"),
    .testTarget(
      name: "CollectionLayoutTests",
      dependencies: [
        "CollectionLayout", "CollectionLayoutCore", "CollectionLayoutDocuments",
        "CollectionLayoutTesting",
        "CollectionLayoutCommandLine",
        "CollectionLayoutBaselines", "SwiftUIStandIns",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
