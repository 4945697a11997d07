/// A renderer that draws nothing: it prepares creatives on the injected clock and follows the
/// behaviour of sandbox creatives (load failures, slow loads, failures on screen).
///
/// It is the renderer on platforms without UIKit, and in tests and the demo.
@MainActor
package final class HeadlessCreativeRenderer: CreativeRenderer {
  private let clock: any AdClock

  package init(clock: any AdClock) {
    self.clock = clock
  }

  package func load(
    _ creative: AdCreative,
    format: AdFormat,
    slotID: String,
    completion: @escaping @MainActor (Result<any RenderedCreative, CreativeFailure>) -> Void
  ) -> AdCancellable {
    let behavior = creative.sandboxBehavior ?? SandboxCreativeBehavior()
    let finish: @MainActor () -> Void = { [clock] in
      if behavior.failsToLoad {
        completion(.failure(CreativeFailure("the sandbox creative is set to fail to load")))
      } else {
        completion(.success(HeadlessRenderedCreative(clock: clock, behavior: behavior)))
      }
    }
    return clock.schedule(at: clock.now + behavior.loadSeconds, finish)
  }
}

/// A prepared headless creative; reports a failure on screen when its behaviour says so.
@MainActor
final class HeadlessRenderedCreative: RenderedCreative {
  package var eventHandler: (@MainActor (CreativeEvent) -> Void)?
  private let clock: any AdClock
  private let behavior: SandboxCreativeBehavior
  private var failureTimer: AdCancellable?

  init(clock: any AdClock, behavior: SandboxCreativeBehavior) {
    self.clock = clock
    self.behavior = behavior
  }

  package func didAppear() {
    guard let seconds = behavior.failsAfterSeconds else { return }
    failureTimer = clock.schedule(at: clock.now + seconds) { [weak self] in
      self?.eventHandler?(.failed("the sandbox creative is set to fail on screen"))
    }
  }

  package func release() {
    failureTimer?.cancel()
    failureTimer = nil
    eventHandler = nil
  }
}
