import CollectionLayout

/// Runs `body`, a core call, and rethrows its error as the documents layer reports it
/// (``ScenarioError/init(_:)``: the same messages, each location written as a path), so that
/// a test states the locations as a scenario's user reads them.
func inDocumentTerms<Result>(_ body: () throws(LayoutError) -> Result) throws(ScenarioError)
  -> Result
{
  do {
    return try body()
  } catch {
    throw ScenarioError(error)
  }
}
