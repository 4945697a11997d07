#if canImport(UIKit) && os(tvOS)
  import UIKit

  /// The Siri Remote's presses a responder took as they began, so that their changes, ends and
  /// cancellations are taken too. UIResponder's documentation asks a responder that handles a
  /// press to handle its whole course, and to pass on to super the presses it does not handle;
  /// a press stays with the responder it began in (UIPress.h), so one held across a change of
  /// ad is still taken at its end. Shared by the inline ad view and the full-screen player.
  struct TakenPresses {
    private var types: Set<UIPress.PressType> = []

    /// The presses of `presses` that `take` does not take (for super); the others are kept.
    mutating func began(_ presses: Set<UIPress>, take: (UIPress) -> Bool) -> Set<UIPress> {
      presses.filter { press in
        guard take(press) else { return true }
        types.insert(press.type)
        return false
      }
    }

    /// The presses of `presses` not taken as they began (for super): a change of a taken press.
    func passed(_ presses: Set<UIPress>) -> Set<UIPress> {
      presses.filter { !types.contains($0.type) }
    }

    /// The presses of `presses` not taken as they began (for super), as they end or are
    /// cancelled; a taken one is forgotten.
    mutating func finished(_ presses: Set<UIPress>) -> Set<UIPress> {
      presses.filter { types.remove($0.type) == nil }
    }
  }
#endif
