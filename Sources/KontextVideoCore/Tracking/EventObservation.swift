/// Keeps an event observer registered until cancelled.
///
/// Returned by ``KontextVideo/addEventObserver(_:)``; hold it as long as you want events.
@MainActor
public final class EventObservation {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops delivering events. Calling it again does nothing.
  public func cancel() {
    let action = onCancel
    onCancel = nil
    action?()
  }
}
