// The README's code, compiled as written: its launch call.
import Foundation
import KontextVideoSDK

@MainActor
func startAds(tcfString: String) {
  KontextVideo.shared.initialize(
    with: .init(
      publisherToken: "your-token",
      server: .url(URL(string: "https://your-ad-server.example")!),
      consent: ConsentSignals(gdprApplies: true, gdprConsent: tcfString)))
  // while developing, offline:  KontextVideo.shared.initialize(with: .sandbox())
}
