#if canImport(UIKit)
  /// A main-actor action that runs at most once, however many paths call it: a dismissal's
  /// completion, reported by UIKit or by a retry.
  @MainActor
  final class OnceAction {
    private var action: (@MainActor () -> Void)?

    init(_ action: @escaping @MainActor () -> Void) {
      self.action = action
    }

    /// Runs the action the first time; does nothing later.
    func run() {
      let pending = action
      action = nil
      pending?()
    }
  }
#endif
