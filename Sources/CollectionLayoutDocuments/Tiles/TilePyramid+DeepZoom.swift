import CollectionLayoutCore

extension TilePyramid {
  /// The Deep Zoom descriptor (`<name>.dzi`, ``descriptorFileName``), or `nil` for another
  /// format: Microsoft's `http://schemas.microsoft.com/deepzoom/2008` XML, an `Image` with
  /// `Format` (the tiles' file extension), `Overlap` and `TileSize` (in pixels), holding a
  /// `Size` with the image's `Width` and `Height` (in pixels), as OpenSeadragon and libvips
  /// read and write it. `tiles -o DIR/` writes it beside the plan (``TilePlanWriter``), whose
  /// `descriptor` holds it too. Written from the pyramid's values alone: the same pyramid
  /// always gives the same bytes.
  public var deepZoomDescriptor: String? {
    guard format == .deepZoom else { return nil }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <Image xmlns="http://schemas.microsoft.com/deepzoom/2008" \
      Format="\(TextEscaping.xml(fileExtension))" \
      Overlap="\(overlap)" TileSize="\(tileSize)">
        <Size Width="\(imageWidth)" Height="\(imageHeight)"/>
      </Image>

      """
  }
}
