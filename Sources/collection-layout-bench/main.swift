import CollectionLayout
import Foundation

/// Entry point of `collection-layout-bench`: see ``Command/usage``.
switch Command.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
  printError("collection-layout-bench: \(error.message)")
  exit(2)
case .success(.help):
  print(Command.usage)
case .success(.memoryProbe(let subject, let items)):
  exit(MemoryProbe.runChild(subject: subject, items: items))
case .success(.operation(let key, let configuration, let side, let quick)):
  let plan = (quick ? Plan.quick : Plan.full).narrowed(to: configuration, side: side)
  exit(ChildProcesses.runChild(key: key, plan: plan))
case .success(.updateProbe(let subject, let items)):
  exit(UpdateMemoryProbe.runChild(subject: subject, items: items))
case .success(.decodeProbe(let shape, let items, let baseline)):
  exit(DecodeMemoryProbe.runChild(shape: shape, items: items, baseline: baseline))
case .success(.profile(let key, let items, let sections, let calls, let baseline)):
  do {
    let (made, checksum) = try Profiling.run(
      key: key,
      configuration: Profiling.configuration(of: key, items: items, sections: sections),
      calls: calls.map { .exactly($0) } ?? .during(seconds: 2), baseline: baseline)
    print("calls \(made)")
    print("checksum \(checksum)")
  } catch let error as UsageError {
    printError("collection-layout-bench: \(error.message)")
    exit(2)
  } catch {
    printError("collection-layout-bench: \(error)")
    exit(1)
  }
case .success(
  .run(let quick, let jsonPath, let markdownPath, let only, let inProcess, let children)):
  var plan = quick ? Plan.quick : Plan.full
  plan.only = only
  if let children { plan.childrenPerSide = children }
  do {
    let report = try Benchmark.run(plan, inProcess: inProcess)
    print(report.plainText(), terminator: "")
    if let jsonPath { try Benchmark.writeJSON(report, to: jsonPath) }
    if let markdownPath {
      try Data(report.markdown().utf8).write(to: URL(fileURLWithPath: markdownPath))
    }
  } catch {
    printError("collection-layout-bench: \(error)")
    exit(1)
  }
}
