import Testing

@testable import KontextVideoCore

/// In Low Data Mode (a constrained network), a linear ad plays the lightest
/// playable file, whatever the screen.
struct VASTMediaSelectorConstrainedTests {
  static func file(_ name: String, _ width: Int?, _ height: Int?, bitrate: Int?) -> VASTMediaFile {
    VASTMediaFile(
      url: "https://cdn.example/\(name).mp4", delivery: "progressive", mimeType: "video/mp4",
      width: width, height: height, bitrate: bitrate)
  }

  let files = [
    file("hd", 1920, 1080, bitrate: 4000), file("sd", 640, 360, bitrate: 700),
    file("mid", 1280, 720, bitrate: 1500),
  ]

  @Test func onAConstrainedNetworkTheLowestBitrateWins() {
    let screen = AdSize(width: 1920, height: 1080)
    #expect(VASTMediaSelector.select(files, target: screen)?.url.contains("hd") == true)
    #expect(
      VASTMediaSelector.select(files, target: screen, constrained: true)?.url.contains("sd")
        == true)
  }

  @Test func withoutBitratesTheFewestPixelsWin() {
    let unrated = [
      Self.file("big", 1920, 1080, bitrate: nil), Self.file("small", 480, 270, bitrate: nil),
      Self.file("unsized", nil, nil, bitrate: nil),
    ]
    let choice = VASTMediaSelector.select(
      unrated, target: AdSize(width: 1920, height: 1080), constrained: true)
    #expect(choice?.url.contains("small") == true)
  }
}
