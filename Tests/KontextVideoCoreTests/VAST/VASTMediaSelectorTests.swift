import Testing

@testable import KontextVideoCore

struct VASTMediaSelectorTests {
  static let files = [
    VASTMediaFile(
      url: "https://cdn.example/1080.mp4", delivery: "progressive", mimeType: "video/mp4",
      width: 1920, height: 1080, bitrate: 4000),
    VASTMediaFile(
      url: "https://cdn.example/720.mp4", delivery: "progressive", mimeType: "video/mp4",
      width: 1280, height: 720, bitrate: 2000),
    VASTMediaFile(
      url: "https://cdn.example/360.mp4", delivery: "progressive", mimeType: "video/mp4",
      width: 640, height: 360, bitrate: 600),
    VASTMediaFile(
      url: "https://cdn.example/ad.webm", delivery: "progressive", mimeType: "video/webm",
      width: 390, height: 693, bitrate: 500),
    VASTMediaFile(
      url: "https://cdn.example/vpaid.js", delivery: "progressive",
      mimeType: "application/javascript", width: 390, height: 693),
  ]

  @Test func picksThePlayableFileClosestToTheScreen() {
    #expect(
      VASTMediaSelector.select(Self.files, target: AdSize(width: 1280, height: 720))?.url
        == "https://cdn.example/720.mp4")
    #expect(
      VASTMediaSelector.select(Self.files, target: AdSize(width: 390, height: 693))?.url
        == "https://cdn.example/360.mp4")
    #expect(
      VASTMediaSelector.select(Self.files, target: AdSize(width: 2560, height: 1440))?.url
        == "https://cdn.example/1080.mp4")
  }

  @Test func staysWithinTheBandwidthWhenItCan() {
    let choice = VASTMediaSelector.select(
      Self.files, target: AdSize(width: 1920, height: 1080), bandwidth: 2500)
    #expect(choice?.url == "https://cdn.example/720.mp4")
  }

  @Test func whenNoFileFitsTheBandwidthTheLightestPlays() {
    // The rule: with every playable file over the bandwidth, the one least likely to stall is
    // the one with the lowest bitrate, whatever the screen.
    let starved = VASTMediaSelector.select(
      Self.files, target: AdSize(width: 1920, height: 1080), bandwidth: 100)
    let lightest = Self.files.filter { $0.mimeType == "video/mp4" }
      .min { ($0.bitrate ?? .max) < ($1.bitrate ?? .max) }
    #expect(starved?.url == lightest?.url)
    #expect(starved?.url == "https://cdn.example/360.mp4")
  }

  @Test func takesHLSAndRefusesWhatCannotPlay() {
    let hls = VASTMediaFile(
      url: "https://cdn.example/a.m3u8", delivery: "streaming", mimeType: "application/x-mpegURL",
      width: nil, height: nil, bitrate: nil)
    #expect(VASTMediaSelector.select([hls], target: AdSize(width: 1, height: 1))?.url == hls.url)
    #expect(
      VASTMediaSelector.select(Array(Self.files.suffix(2)), target: AdSize(width: 390, height: 693))
        == nil)
  }
}
