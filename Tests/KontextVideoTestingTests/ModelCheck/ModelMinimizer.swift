/// Cuts a failing world's actions down to a short list that still breaks the same promise
/// (delta debugging: drop chunks, then single actions, while the failure stays).
@MainActor
struct ModelMinimizer {
  let failure: ModelCheck.Failure

  /// The promise, without the ids and counts that change from run to run.
  private static func kind(_ message: String) -> Substring {
    message.prefix { $0 != ":" }
  }

  func minimize() async -> [ModelAction] {
    var actions = failure.worldActions
    let kind = Self.kind(failure.message)
    func fails(_ candidate: [ModelAction]) async -> Bool {
      guard let found = await ModelCheck.run(actions: candidate) else { return false }
      return Self.kind(found.message) == kind
    }
    guard await fails(actions) else { return actions }
    var chunk = max(actions.count / 2, 1)
    while chunk >= 1 {
      var start = 0
      var removedAny = false
      while start < actions.count {
        var candidate = actions
        candidate.removeSubrange(start..<min(start + chunk, actions.count))
        if await fails(candidate) {
          actions = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny || chunk > 1 { chunk /= 2 }
      if chunk == 0 { break }
    }
    return actions
  }
}
