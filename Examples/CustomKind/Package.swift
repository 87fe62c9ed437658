// swift-tools-version:6.0
// A package that adds a kind of layout of its own to CollectionLayout's documents, as a user's
// package would: a circle layout (`"layout": {"kind": "circle", ...}`), its document kind, its
// drawing, and its own `collection-layout` tool (`circle-collection-layout`) that reads, plays, draws and exports scenarios
// of it beside the built-in kinds. It is the code of the section "Add a kind from outside" of
// the article "Write a Layout of Your Own"; CI builds it, runs its tool and runs its tests
// against the repository by path (Scripts/test-examples).
import PackageDescription

let package = Package(
  name: "CustomKind",
  platforms: [.macOS(.v13)],
  dependencies: [
    // From a checkout next to yours; a released version is a `url:` and `from:` instead.
    .package(name: "CollectionLayout", path: "../..")
  ],
  targets: [
    // The layout, its document kind and its drawing.
    .target(
      name: "CircleLayout",
      dependencies: [
        .product(name: "CollectionLayout", package: "CollectionLayout"),
        .product(name: "CollectionLayoutCommandLine", package: "CollectionLayout"),
      ]),
    // This package's `collection-layout`: the package's tool with the circle added. Its name
    // is its own: a target name is unique across the package graph, and two executables
    // named `collection-layout` would be linked to one path, the dependency's winning.
    .executableTarget(
      name: "circle-collection-layout",
      dependencies: [
        "CircleLayout",
        .product(name: "CollectionLayoutCommandLine", package: "CollectionLayout"),
      ]),
    .testTarget(
      name: "CircleLayoutTests",
      dependencies: [
        "CircleLayout",
        .product(name: "CollectionLayoutCommandLine", package: "CollectionLayout"),
        .product(name: "CollectionLayoutTesting", package: "CollectionLayout"),
      ],
      // The scenario and the goldens beside the tests are data, not sources.
      exclude: ["Scenarios", "Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
