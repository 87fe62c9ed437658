// The umbrella module: `import CollectionLayout` gives everything the package's two layers
// offer, as one module did before they were split.
//
//   CollectionLayoutCore       geometry, element ids and attributes, the layout protocol, the
//                              built-in layouts, updates, scrolling and interactions
//   CollectionLayoutDocuments  scenarios, decoding and validation, data sources, the step
//                              player, frames reading and writing (imports the core)
@_exported import CollectionLayoutCore
@_exported import CollectionLayoutDocuments
