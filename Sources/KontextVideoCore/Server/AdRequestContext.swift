import Foundation

/// What the main actor knows when an ad is asked for; the rest of the request (install id,
/// stored consent, platform) is read off the main actor just before sending.
package struct AdRequestContext: Sendable, Hashable {
  package var format: AdFormat
  package var requestID: String
  package var content: KontextVideo.Content
  package var playhead: TimeInterval?
  package var playerSize: AdSize?
  package var consent: ConsentSignals
  /// What the app wants back on its server with a rewarded ad's reward.
  package var rewardRequest: RewardRequest?

  package init(
    format: AdFormat,
    requestID: String,
    content: KontextVideo.Content,
    playhead: TimeInterval? = nil,
    playerSize: AdSize? = nil,
    consent: ConsentSignals = ConsentSignals(),
    rewardRequest: RewardRequest? = nil
  ) {
    self.rewardRequest = rewardRequest
    self.format = format
    self.requestID = requestID
    self.content = content
    self.playhead = playhead
    self.playerSize = playerSize
    self.consent = consent
  }
}
