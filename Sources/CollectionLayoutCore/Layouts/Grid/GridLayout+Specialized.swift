/// The grid's updates stream their change records, and display trackers follow its scroll
/// frames, through copies of the generic code compiled for it, bare and as the player presents
/// it (see ``SpecializedLayoutKind``); the records and the events are the same.
extension GridLayout: SpecializedLayoutKind {}

extension GridLayout {
  /// `true`: the grid lists and looks up an element's attributes with the same code
  /// (`ListedFinalsTests` holds them equal), so an update's claimed records take their final
  /// attributes from the listing.
  public static var listsTheAttributesItLooksUp: Bool { true }
}
