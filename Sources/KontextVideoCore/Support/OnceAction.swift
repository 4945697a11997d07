/// A main-actor action that runs at most once, however many paths call it: a dismissal's
/// completion, reported by the presenter, by a retry or by the watchdog.
@MainActor
package final class OnceAction {
  private var action: (@MainActor () -> Void)?

  package init(_ action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  /// Runs the action the first time; does nothing later.
  package func run() {
    let pending = action
    action = nil
    pending?()
  }
}
