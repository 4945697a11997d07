import Foundation
import Testing

@testable import KontextVideoCore

/// Which VAST icons the player draws, how big, when, and what a tap on one does.
struct LinearAdIconTests {
  private func icon(
    resource: VASTIcon.Resource = .staticImage(url: "https://i.example/ac.png", mimeType: nil),
    width: Int? = 20, offset: TimeInterval? = nil, duration: TimeInterval? = nil,
    clickThrough: String? = "https://adchoices.example/", fallback: [String] = []
  ) -> VASTIcon {
    VASTIcon(
      program: "AdChoices", width: width, height: width, x: .end, y: .start, offset: offset,
      duration: duration, resource: resource, clickThrough: clickThrough, clickTrackingURLs: [],
      viewTrackingURLs: [],
      fallbackImages: fallback.map { .init(url: $0, width: 100, height: 50, altText: "Why") })
  }

  @Test func onlyAnHTTPSImageIsDrawn() {
    #expect(LinearAdIcon(icon(), index: 0) != nil)
    #expect(
      LinearAdIcon(icon(resource: .iframe(url: "https://i.example/ac.html")), index: 0) == nil)
    #expect(LinearAdIcon(icon(resource: .html("<b>i</b>")), index: 0) == nil)
    #expect(
      LinearAdIcon(
        icon(resource: .staticImage(url: "http://i.example/a.png", mimeType: nil)), index: 0)
        == nil)
  }

  @Test func anIconWithoutASizeIsTwentyPointsSquare() throws {
    let drawn = try #require(LinearAdIcon(icon(width: nil), index: 2))
    #expect(drawn.size == AdSize(width: 20, height: 20))
    #expect(drawn.index == 2 && drawn.isAdChoices)
  }

  @Test func itShowsFromItsOffsetForItsDuration() throws {
    let timed = try #require(LinearAdIcon(icon(offset: 2, duration: 3), index: 0))
    #expect(!timed.isShown(at: 1.9))
    #expect(timed.isShown(at: 2) && timed.isShown(at: 4.9))
    #expect(!timed.isShown(at: 5))
    let always = try #require(LinearAdIcon(icon(), index: 0))
    #expect(always.isShown(at: 0) && always.isShown(at: 1000))
  }

  @Test func aTapOpensTheHTTPSPageElseTheFallbackImages() throws {
    let page = try #require(LinearAdIcon(icon(), index: 0))
    #expect(page.click.destination == URL(string: "https://adchoices.example/"))
    let plain = try #require(
      LinearAdIcon(
        icon(
          clickThrough: "http://adchoices.example/",
          fallback: ["https://i.example/why.png", "http://i.example/plain.png"]), index: 0))
    #expect(plain.click.destination == nil)
    #expect(plain.click.fallbackImages.map(\.url) == ["https://i.example/why.png"])
  }
}
