// The README's code, compiled as written: its launch call.
import Foundation
import KontextVideoSDK

@MainActor
func startAds() {
  KontextVideo.shared.initialize(
    with: .init(
      publisherToken: "your-token",
      server: .url(URL(string: "https://your-ad-server.example")!)))
  // while developing, offline:  KontextVideo.shared.initialize(with: .sandbox())
}

/// Only for a consent platform that does not store the IAB keys: call it after `startAds()`
/// and whenever the viewer's choice changes.
@MainActor
func viewerChoseConsent(gdprApplies: Bool, tcfString: String) {
  KontextVideo.shared.updateConsent(
    ConsentSignals(gdprApplies: gdprApplies, gdprConsent: tcfString))
}
