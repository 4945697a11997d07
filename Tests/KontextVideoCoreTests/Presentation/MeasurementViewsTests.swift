import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A measurement provider gets the ad's view and, as friendly obstructions, every view the SDK
/// draws over it, each with the purpose Open Measurement asks for.
@MainActor
struct MeasurementViewsTests {
  @Test func anInlineAdsViewAndControlsReachTheProvider() async throws {
    let fixture = Fixture()
    let provider = RecordingMeasurementProvider()
    fixture.sdk.measurementProvider = provider
    _ = try await fixture.shownAd(.overlay)
    let views = try #require(provider.ads.first?.views)
    #expect((views.adView as? HeadlessView)?.name == "ad")
    #expect(views.obstructions.map(\.element) == [.info, .close, .badge])
    #expect(views.obstructions.map(\.purpose) == [.other, .closeAd, .other])
  }

  @Test func aLinearAdsVideoAndChromeReachTheProvider() async throws {
    let fixture = Fixture()
    let provider = RecordingMeasurementProvider()
    fixture.sdk.measurementProvider = provider
    _ = try await fixture.shownAd(.linear)
    let views = try #require(provider.ads.first?.views)
    #expect((views.adView as? HeadlessView)?.name == "video")
    // The sandbox's linear ad may be skipped and has a landing page.
    #expect(
      views.obstructions.map(\.element) == [.info, .badge, .mute, .play, .skip, .learnMore])
    #expect(
      views.obstructions.map(\.purpose) == [
        .other, .other, .mediaControls, .mediaControls, .mediaControls, .other,
      ])
  }

  @Test func aContainerWithoutViewsGivesNone() async throws {
    let fixture = Fixture()
    let provider = RecordingMeasurementProvider()
    fixture.sdk.measurementProvider = provider
    let ad = try await fixture.readyAd(.overlay)
    try ad.show(in: ScriptedContainer())
    #expect(provider.ads.count == 1 && provider.ads.first?.views == nil)
  }

  @Test(arguments: AdChromeElement.allCases)
  func everyElementHasAReasonOpenMeasurementTakes(element: AdChromeElement) {
    let detail = AdMeasurementObstruction.detail(of: element)
    #expect(!detail.isEmpty && detail.count <= 50)
    #expect(detail.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == " ") })
    let purpose = AdMeasurementObstruction.purpose(of: element)
    switch element {
    case .close, .resume: #expect(purpose == .closeAd)
    case .skip, .play, .mute, .captions: #expect(purpose == .mediaControls)
    case .info, .learnMore, .badge, .icon, .captionText: #expect(purpose == .other)
    }
  }
}
