@testable import CollectionLayoutDocuments

// The tests' kinds are the package's own kind of kind: they read with the streaming reader
// and check with the range checker (a kind from outside the package conforms to
// `LayoutKind` alone; `Examples/CustomKind` shows one).
extension ShelfLayoutKind: StreamingLayoutKind {}
