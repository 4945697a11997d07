import Foundation

/// VoiceOver's confirmation after the viewer reported a linear ad ("Thanks for telling us…"):
/// the ad's dismissal waits for it, so the screen change does not cut it off.
///
/// The player posts the announcement as the ad is reported, while VoiceOver runs, and tells
/// when VoiceOver says it finished speaking it (on iOS, `UIAccessibility`'s
/// `announcementDidFinishNotification`, whose string is the announcement's). The dismissal
/// waits for that, or for ``longestWait`` on the SDK's clock, whichever comes first: VoiceOver
/// may be turned off meanwhile, or never say it finished.
@MainActor
package final class ReportAnnouncement {
  /// The longest the dismissal waits for the announcement, in seconds: the thanks in a long
  /// language at VoiceOver's slowest usual rate, queued behind the reason just spoken.
  package static let longestWait: TimeInterval = 8

  /// What VoiceOver says.
  package let text: String
  private var isDone = false
  private var waiting: (@MainActor () -> Void)?
  private var timer: AdCancellable?

  /// An announcement of `text`, posted now.
  package init(text: String) {
    self.text = text
  }

  /// VoiceOver finished (or gave up) speaking `spoken`: when it is this announcement, what
  /// waited for it runs now.
  package func finished(speaking spoken: String) {
    guard spoken == text else { return }  // another announcement, queued before this one
    done()
  }

  /// Runs `body` once the announcement is done, or ``longestWait`` after it was first asked
  /// for on `clock`; at once when it is done already.
  package func whenDone(clock: any AdClock, _ body: @escaping @MainActor () -> Void) {
    guard !isDone else { return body() }
    let previous = waiting
    waiting = {
      previous?()
      body()
    }
    if timer == nil {
      timer = clock.schedule(at: clock.now + Self.longestWait) { [weak self] in self?.done() }
    }
  }

  private func done() {
    guard !isDone else { return }
    isDone = true
    timer?.cancel()
    timer = nil
    let body = waiting
    waiting = nil
    body?()
  }
}
