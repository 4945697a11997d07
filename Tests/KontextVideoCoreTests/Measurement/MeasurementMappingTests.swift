import Foundation
import Testing

@testable import KontextVideoCore

/// The mapping keeps a measurement session's rules whatever order the lifecycle reports in.
struct MeasurementMappingTests {
  private let linear = AdMeasurementProperties(skipOffset: 5, isAutoPlay: true, position: .midroll)
  private let inline = AdMeasurementProperties(
    skipOffset: nil, isAutoPlay: true, position: .standalone)

  private func feed(_ mapping: inout MeasurementMapping, _ names: [AdEvent.Name])
    -> [AdMeasurementEvent]
  {
    names.flatMap { mapping.events(for: $0) }
  }

  @Test func aLinearAdsLifeInOrder() {
    var mapping = MeasurementMapping(properties: linear, duration: 15)
    var heard = mapping.begin()
    heard += feed(
      &mapping,
      [
        .shown, .impression, .start, .viewable, .firstQuartile, .midpoint, .thirdQuartile,
        .complete, .ended(.completed),
      ])
    #expect(
      heard == [
        .loaded(linear), .impression, .start(duration: 15, volume: 1),
        .playerStateChange(.fullscreen),
        .firstQuartile,
        .midpoint, .thirdQuartile, .complete, .finished,
      ])
  }

  @Test func nothingBeforeTheStartNorAfterTheFinish() {
    var mapping = MeasurementMapping(properties: linear, duration: 15)
    #expect(feed(&mapping, [.impression, .start, .click]).isEmpty)
    #expect(mapping.playing(false).isEmpty)
    #expect(mapping.begin() == [.loaded(linear)])
    #expect(mapping.begin().isEmpty)  // loaded once
    #expect(feed(&mapping, [.ended(.closed)]) == [.finished])
    #expect(feed(&mapping, [.impression, .start, .click, .ended(.closed)]).isEmpty)
    #expect(mapping.finish().isEmpty)
    #expect(mapping.playing(false).isEmpty)
  }

  @Test func onceOnlyEventsComeOnce() {
    var mapping = MeasurementMapping(properties: linear, duration: 15)
    _ = mapping.begin()
    let heard = feed(
      &mapping,
      [
        .impression, .impression, .start, .start, .firstQuartile, .firstQuartile, .midpoint,
        .complete, .complete, .thirdQuartile, .skip,
      ])
    #expect(
      heard == [
        .impression, .start(duration: 15, volume: 1), .playerStateChange(.fullscreen),
        .firstQuartile, .midpoint, .complete,
      ])
  }

  @Test func clicksCountEachTime() {
    var mapping = MeasurementMapping(properties: inline, duration: nil)
    _ = mapping.begin()
    #expect(feed(&mapping, [.click, .click]) == [.click, .click])
  }

  @Test func pausesAndResumesComeInPairsWhileTheVideoRuns() {
    var mapping = MeasurementMapping(properties: linear, duration: 15)
    _ = mapping.begin()
    #expect(mapping.playing(false).isEmpty)  // not started: a pause before the start is none
    _ = feed(&mapping, [.impression, .start])
    #expect(mapping.playing(true).isEmpty)  // playing already
    #expect(mapping.playing(false) == [.pause])
    #expect(mapping.playing(false).isEmpty)
    #expect(mapping.playing(true) == [.resume])
    _ = feed(&mapping, [.skip])
    #expect(mapping.playing(false).isEmpty)  // skipped: the video is over
  }

  @Test func bufferingStartsAndFinishesInPairsWhileTheVideoRuns() {
    var mapping = MeasurementMapping(properties: linear, duration: 15)
    _ = mapping.begin()
    #expect(mapping.buffering(true).isEmpty)  // before the start: the player's own wait
    _ = feed(&mapping, [.impression, .start])
    #expect(mapping.buffering(false).isEmpty)  // not waiting
    #expect(mapping.buffering(true) == [.bufferStart])
    #expect(mapping.buffering(true).isEmpty)
    #expect(mapping.buffering(false) == [.bufferFinish])
    #expect(mapping.buffering(true) == [.bufferStart])
    _ = feed(&mapping, [.complete])
    #expect(mapping.buffering(false).isEmpty)  // the video is over
  }

  @Test func theVolumeIsHeardWhenItChangesWhileTheVideoRuns() {
    var mapping = MeasurementMapping(properties: linear, duration: 15)
    _ = mapping.begin()
    #expect(mapping.volume(0).isEmpty)  // muted before the start: the start says so
    #expect(
      feed(&mapping, [.start]) == [
        .start(duration: 15, volume: 0), .playerStateChange(.fullscreen),
      ])
    #expect(mapping.volume(0).isEmpty)  // no change
    #expect(mapping.volume(1) == [.volumeChange(1)])
    #expect(mapping.volume(.nan).isEmpty)  // unreadable counts as full, which it is
    #expect(mapping.volume(7).isEmpty)  // clamped to 1, no change
    _ = feed(&mapping, [.complete])
    #expect(mapping.volume(0).isEmpty)  // the video is over
  }

  @Test func theVideosEndClosesAnOpenWaitForData() {
    var mapping = MeasurementMapping(properties: linear, duration: 15)
    _ = mapping.begin()
    _ = feed(&mapping, [.start])
    _ = mapping.buffering(true)
    #expect(feed(&mapping, [.skip]) == [.bufferFinish, .skipped])
    var ended = MeasurementMapping(properties: linear, duration: 15)
    _ = ended.begin()
    _ = feed(&ended, [.start])
    _ = ended.buffering(true)
    #expect(ended.finish() == [.bufferFinish, .finished])  // destroyed while it waited
  }

  @Test func aSkipEndsTheMediaAndIsHeardOnce() {
    var mapping = MeasurementMapping(properties: linear, duration: 15)
    _ = mapping.begin()
    let heard = feed(&mapping, [.start, .skip, .skip, .midpoint, .complete, .ended(.skipped)])
    #expect(
      heard == [
        .start(duration: 15, volume: 1), .playerStateChange(.fullscreen), .skipped, .finished,
      ])
  }

  @Test func anOverlayOrPauseAdHearsNoMediaEvents() {
    var mapping = MeasurementMapping(properties: inline, duration: nil)
    _ = mapping.begin()
    let heard = feed(
      &mapping, [.impression, .start, .firstQuartile, .complete, .skip, .ended(.dismissed)])
    #expect(mapping.playing(false).isEmpty)
    #expect(heard == [.impression, .finished])
  }
}
