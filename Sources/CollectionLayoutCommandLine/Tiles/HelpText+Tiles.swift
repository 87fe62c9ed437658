import CollectionLayout

extension HelpText {
  /// The help of `tiles`: `collection-layout tiles --help`.
  static let tiles = """
    Usage: \(CommandLineTool.name) tiles --width W --height H [--tile-size 256] [--overlap 0]
             [--format dzi|photoscroller] [--name NAME] [--suffix EXT] [--frames LEVEL]
             [-o DIR_OR_FILE]

    Writes the plan of a tile pyramid of a W x H pixel image, without the image:
    every level, and every tile with its level, column, row, source rectangle in
    the full image (overlap included), size in pixels and file name, as JSON.

    --format dzi (the default) is Deep Zoom, as OpenSeadragon reads it and as
    libvips' 'vips dzsave' writes it: levels 0 (1 x 1) to ceil(log2(max(W, H))),
    level L of ceil(W / 2^(max - L)) x ceil(H / 2^(max - L)) pixels, tiles
    NAME_files/L/COLUMN_ROW.EXT, with OVERLAP pixels added on inner edges, and
    the descriptor NAME.dzi. --format photoscroller is WWDC 2010's PhotoScroller:
    four levels, 1000, 500, 250 and 125 per mille (fewer for an image too small
    to keep a pixel), tiles NAME_PERMILLE_COLUMN_ROW.EXT, no overlap.

    Every level has ceil(width / tile size) columns and ceil(height / tile size)
    rows: an exact multiple gets no empty column or row, the last column and row
    take the remainder, and no tile is ever 0 pixels wide or high.

    Options:
      --width W, --height H  The image's size, in pixels: whole numbers from 1 to
                             \(TilePyramid.maximumImageSide). Required.
      --tile-size T          The side of a tile, without overlap, in pixels: 1 to
                             \(TilePyramid.maximumTileSize) (default 256).
      --overlap O            The pixels a tile extends past each inner edge: 0 to
                             T - 1 (default 0; 0 for photoscroller).
      --format F             dzi (default) or photoscroller.
      --name NAME            The image's name, the start of every file name:
                             letters, digits, '-', '_' and '.' (default: image).
      --suffix EXT           The tiles' file extension, with or without its dot:
                             jpeg, png (default: jpeg for dzi, png for
                             photoscroller).
      --frames LEVEL         Write level LEVEL (0 the coarsest) as a frames document
                             instead of the plan: the image as a page, each tile a
                             box at its place, for 'render' (the player, or --svg)
                             to draw as a grid; at most \(TilePyramid.maximumGridTileCount) tiles.
                             With a directory -o, NAME.levelLEVEL.frames.json.
      -o, --output OUT       Where to write the plan: a file (replaced only once
                             it is complete, as for 'frames -o'), or a directory
                             (an existing one, or a path ending in '/', created if
                             needed) that gets NAME.plan.json and, for dzi, the
                             descriptor NAME.dzi. '-o -' or no -o: standard
                             output.
      -h, --help             Show this help.

    A plan has at most \(TilesCommand.maximumTileCount) tiles; a larger one is refused
    (give a larger --tile-size).

    \(exitStatus)

    """
}
