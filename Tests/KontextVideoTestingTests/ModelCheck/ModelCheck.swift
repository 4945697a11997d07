import Foundation

/// Runs a seeded series of random actions through the SDK's public API and the testing kit,
/// checking every promise after each step.
///
/// A run is a series of worlds of ``worldLength`` steps (`KONTEXT_MODEL_WORLD_STEPS` changes
/// it, for long-lived worlds); each world ends torn down and checked released. Actions come
/// from the seed alone, so `KONTEXT_MODEL_SEED` replays a run, and a world's actions can be
/// replayed as a list (``run(actions:)``).
@MainActor
struct ModelCheck {
  static let worldLength = ModelCheckSettings().worldLength
  static let traceLength = 30

  let seed: UInt64
  let steps: Int
  /// Adds up the events of every world, when given.
  var tally: ((_ counts: [String: Int]) -> Void)?

  /// A broken promise: where, and what led to it.
  struct Failure: Error, CustomStringConvertible {
    let seed: UInt64
    let step: Int
    let message: String
    let trace: [String]
    /// Every action of the failing world up to the failure, for replay and minimising.
    let worldActions: [ModelAction]
    let worldLength: Int

    private var worldSetting: String {
      worldLength == 500 ? "" : " KONTEXT_MODEL_WORLD_STEPS=\(worldLength)"
    }

    var description: String {
      """
      Model check failed: \(message)
      seed \(seed), step \(step) (replay: KONTEXT_MODEL_SEED=\(seed) \
      KONTEXT_MODEL_STEPS=\(step + 1)\(worldSetting) swift test --filter ModelCheck)
      last actions:
      \(trace.joined(separator: "\n"))
      """
    }
  }

  /// Runs the seed's actions; returns the first broken promise, if any.
  func run() async -> Failure? {
    var random = ModelRandom(seed: seed)
    return await run(steps: steps) { _ in ModelAction.draw(&random) }
  }

  /// Runs `actions` in one world, then tears it down and checks it; `tally` hears how many of
  /// each event came (and of the model's own happenings, `model: …`).
  static func run(
    actions: [ModelAction], tally: ((_ counts: [String: Int]) -> Void)? = nil
  ) async -> Failure? {
    let check = ModelCheck(seed: 0, steps: actions.count, tally: tally)
    return await check.run(steps: actions.count + 1) { step in
      step < actions.count ? actions[step] : nil
    }
  }

  private func run(steps: Int, next: (Int) -> ModelAction?) async -> Failure? {
    var world = ModelWorld()
    var trace: [String] = []
    var actions: [ModelAction] = []
    func failure(_ step: Int, _ message: String) -> Failure {
      Failure(
        seed: seed, step: step, message: message, trace: Array(trace.suffix(Self.traceLength)),
        worldActions: actions, worldLength: Self.worldLength)
    }
    for step in 0..<steps {
      if step > 0 && step % Self.worldLength == 0 {
        trace.append("#\(step) tear down the world")
        if let message = await world.tearDown() { return failure(step, message) }
        tally?(world.ledger.counts)
        weak let sdk = world.sdk
        world = ModelWorld()
        if sdk != nil { return failure(step, "the SDK instance outlived its world") }
        actions.removeAll(keepingCapacity: true)
      }
      guard let action = next(step) else { break }
      actions.append(action)
      let outcome = await world.step(action)
      trace.append("#\(step) \(action) → \(outcome)")
      trace.append(contentsOf: world.notes)
      world.notes.removeAll(keepingCapacity: true)
      if trace.count > 4 * Self.traceLength { trace.removeFirst(trace.count - Self.traceLength) }
      if let message = world.check() { return failure(step, message) }
    }
    trace.append("#\(steps) tear down the world")
    if let message = await world.tearDown() { return failure(steps, message) }
    tally?(world.ledger.counts)
    return nil
  }
}
