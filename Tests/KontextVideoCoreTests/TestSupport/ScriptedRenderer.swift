import Foundation

@testable import KontextVideoCore

/// A renderer whose loads finish at once (`finishesAtOnce`, the default) or when the test calls
/// ``finishAll()``, handing each ad the creative `creative` makes (a ``ScriptedCreative`` that
/// draws nothing, by default). It counts the creatives it handed over that were released
/// (`released`) and those not yet released (`live`).
@MainActor
final class ScriptedRenderer: CreativeRenderer {
  let finishesAtOnce: Bool
  private let creative: @MainActor () -> ScriptedCreative
  /// The loads waiting for ``finishAll()``, oldest first.
  private(set) var pending: [@MainActor (Result<any RenderedCreative, CreativeFailure>) -> Void] =
    []
  /// How many creatives were handed over.
  private(set) var handedOver = 0
  /// How many of them were released.
  private(set) var released = 0
  /// How many of them are not released yet.
  var live: Int { handedOver - released }
  /// Why the load of a creative fails, or nil when it succeeds (the default, for every one).
  var failure: @MainActor (AdCreative) -> String? = { _ in nil }

  init(
    finishesAtOnce: Bool = true,
    creative: @escaping @MainActor () -> ScriptedCreative = { ScriptedCreative() }
  ) {
    self.finishesAtOnce = finishesAtOnce
    self.creative = creative
  }

  func load(
    _ creative: AdCreative,
    format: AdFormat,
    slotID: String,
    completion: @escaping @MainActor (Result<any RenderedCreative, CreativeFailure>) -> Void
  ) -> AdCancellable {
    if let message = failure(creative) {
      completion(.failure(CreativeFailure(message)))
    } else if finishesAtOnce {
      completion(.success(handOver()))
    } else {
      pending.append(completion)
    }
    return AdCancellable {}
  }

  /// Finishes every load waiting, in order.
  func finishAll() {
    let waiting = pending
    pending.removeAll()
    for completion in waiting { completion(.success(handOver())) }
  }

  private func handOver() -> any RenderedCreative {
    let made = creative()
    handedOver += 1
    let own = made.onRelease
    made.onRelease = { [weak self] in
      own?()
      self?.released += 1
    }
    return made
  }
}
