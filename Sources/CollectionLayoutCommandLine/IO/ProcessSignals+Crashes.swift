import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A crash removes the temporary files too: `SIGSEGV`, `SIGBUS`, `SIGILL`, `SIGFPE`,
/// `SIGTRAP` (a Swift runtime trap) and `SIGABRT` (a failed allocation) remove the registered
/// temporary files, then the crash goes on as if the handler had not been there: the action
/// installed before (the Swift runtime's backtracer, or the default) is put back, and
///
/// - a signal the kernel raised for a faulting instruction (`si_code > 0`) returns, so that
///   the instruction faults again under that action, with its own fault address;
/// - a signal sent by `kill`, `raise` or `abort` is raised again, and that action receives it
///   when the handler returns.
///
/// The process still ends by the signal (status 128 + its number in a shell). The handler
/// runs on the alternate signal stack when one is set (`SA_ONSTACK`: the Swift runtime sets
/// one for a stack overflow), and calls only `unlink`, `sigaction` and `raise`, which are
/// safe in a signal handler. The previous actions are kept in memory set aside before any
/// signal can arrive.
extension ProcessSignals {
  /// The signals of a crash.
  static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT]

  /// Installs the crash handlers; called by ``install()``.
  static func installCrashHandlers() {
    let previous = CrashActions.shared
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for (slot, number) in crashing.enumerated() {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = removeTemporaryFilesAndCrash
      #else
        action.__sigaction_u.__sa_sigaction = removeTemporaryFilesAndCrash
      #endif
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigemptyset(&action.sa_mask)
      sigaction(number, &action, previous.actions + slot)
      sigaddset(&unblocked, number)
    }
    // As for the terminating signals: a mask inherited from the parent would keep a crash
    // signal sent by `kill` pending.
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
  }
}

/// The actions installed before the crash handlers, one per signal of
/// ``ProcessSignals/crashing``, in its order, beside a copy of those signals: the handler reads
/// both through pointers, never through an `Array` (see ``TemporaryFileRegistry``).
private final class CrashActions: @unchecked Sendable {
  static let shared = CrashActions()

  /// The number of crash signals.
  let count: Int
  /// The crash signals, `count` of them.
  let numbers: UnsafeMutablePointer<Int32>
  /// The previous action of each, `count` of them.
  let actions: UnsafeMutablePointer<sigaction>

  private init() {
    count = ProcessSignals.crashing.count
    numbers = UnsafeMutablePointer<Int32>.allocate(capacity: count)
    numbers.initialize(from: ProcessSignals.crashing, count: count)
    actions = UnsafeMutablePointer<sigaction>.allocate(capacity: count)
    actions.initialize(repeating: sigaction(), count: count)
  }
}

/// The crash handler: removes the registered temporary files, puts the previous action back,
/// and lets the crash go on (see ``ProcessSignals/installCrashHandlers()``).
private func removeTemporaryFilesAndCrash(
  _ number: Int32, _ information: UnsafeMutablePointer<siginfo_t>?,
  _ context: UnsafeMutableRawPointer?
) {
  TemporaryFileRegistry.shared.removeRegisteredFiles()
  let previous = CrashActions.shared
  var slot = 0
  while slot < previous.count, previous.numbers[slot] != number {
    slot += 1
  }
  if slot < previous.count {
    sigaction(number, previous.actions + slot, nil)
  } else {
    signal(number, SIG_DFL)
  }
  let raisedByTheKernel = (information?.pointee.si_code ?? 0) > 0
  if !raisedByTheKernel { raise(number) }
}
