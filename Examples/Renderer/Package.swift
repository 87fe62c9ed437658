// swift-tools-version:6.0
// A package that uses CollectionLayout as its users do: by the package dependency line, its
// products by name. It is the code of the article "Use It from Swift" (Sources/CollectionLayout/
// Documentation.docc/UsingItFromSwift.md), which shows it region by region; CI builds it, runs
// it and runs its tests against the repository by path, so the article cannot rot.
import PackageDescription

let package = Package(
  name: "Renderer",
  platforms: [.macOS(.v13)],
  // snippet: dependency
  dependencies: [
    // From a checkout next to yours; a released version is a `url:` and `from:` instead.
    .package(name: "CollectionLayout", path: "../..")
  ],
  targets: [
    .target(
      name: "RendererExample",
      dependencies: [.product(name: "CollectionLayout", package: "CollectionLayout")]),
    .executableTarget(name: "renderer", dependencies: ["RendererExample"]),
    .testTarget(
      name: "RendererExampleTests",
      dependencies: [
        "RendererExample",
        .product(name: "CollectionLayoutTesting", package: "CollectionLayout"),
      ],
      // The goldens beside the tests are data, not sources: excluded, SwiftPM says nothing.
      exclude: ["Snapshots"]),
  ],
  // end snippet
  swiftLanguageModes: [.v6]
)
