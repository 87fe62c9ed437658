import CircleLayout
import CollectionLayoutCommandLine
import Foundation

// This package's `collection-layout`: every command of the package's tool, reading circle
// layouts beside the built-in kinds and drawing them with their drawing.
exit(
  CommandLineTool.main(
    kinds: .standard.adding(CircleLayoutKind.self), drawings: [CircleDrawing.self]))
