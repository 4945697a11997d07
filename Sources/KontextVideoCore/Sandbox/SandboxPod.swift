import Foundation

/// The sandbox's VAST 4 ad pod (``SandboxScenario/pod``): a break of three ads whose second
/// fails and is stood in for by the response's stand-alone ad.
///
/// - sequence 1: 15 s, skippable after 5 s, with an AdChoices icon;
/// - sequence 2: a wrapper whose ad server answers with no ad (VAST error 303, reported to its
///   `<Error>` URL): the buffet's ad, 10 s, skippable after 5 s, plays in its place;
/// - sequence 3: 6 s, not skippable.
///
/// Each ad's tracking goes to pixels of its own on the sandbox's host (`/pixel/pod-1/start`,
/// `/pixel/buffet/complete`, …), so a test can tell which ad fired what.
enum SandboxPod {
  /// The break's ads' durations as they play: the first, the stand-in, the third.
  static let playedDurations: [TimeInterval] = [15, 10, 6]

  /// The pod's VAST document, its ads playing `mediaURL`.
  static func vast(mediaURL: String) -> String {
    let base = SandboxServer.baseURL.absoluteString
    return """
      <VAST version="4.1">\
      \(inline("pod-1", sequence: 1, seconds: 15, skipAfter: 5, mediaURL: mediaURL, icon: true))\
      <Ad id="sandbox-pod-2" sequence="2"><Wrapper><AdSystem>Kontext sandbox</AdSystem>\
      <VASTAdTagURI>\(base)/vast/empty</VASTAdTagURI>\
      <Error>\(base)/pixel/pod-2/error?code=[ERRORCODE]</Error>\
      <Impression>\(base)/pixel/pod-2/impression</Impression></Wrapper></Ad>\
      \(inline("pod-3", sequence: 3, seconds: 6, skipAfter: nil, mediaURL: mediaURL, icon: false))\
      \(inline("buffet", sequence: nil, seconds: 10, skipAfter: 5, mediaURL: mediaURL, icon: false))\
      </VAST>
      """
  }

  /// The answer of the second ad's wrapper's ad server: a VAST response with no ad.
  static let emptyResponse = #"<VAST version="4.1"></VAST>"#

  /// An inline linear ad of the pod (its place `sequence`, none for the buffet's).
  private static func inline(
    _ name: String, sequence: Int?, seconds: Int, skipAfter: Int?, mediaURL: String, icon: Bool
  ) -> String {
    let pixel = SandboxServer.baseURL.absoluteString + "/pixel/\(name)"
    let place = sequence.map { " sequence=\"\($0)\"" } ?? ""
    let skip = skipAfter.map { " skipoffset=\"00:00:0\($0)\"" } ?? ""
    let icons =
      icon
      ? """
      <Icons><Icon program="AdChoices" width="20" height="20" xPosition="right" \
      yPosition="top" offset="00:00:01"><StaticResource creativeType="image/png">\
      \(pixel)/adchoices.png</StaticResource><IconClicks><IconClickThrough>\
      https://kontext.so/?utm_source=sandbox-adchoices</IconClickThrough></IconClicks>\
      <IconViewTracking>\(pixel)/adchoices-view</IconViewTracking></Icon></Icons>
      """ : ""
    return """
      <Ad id="sandbox-\(name)"\(place)><InLine><AdSystem>Kontext sandbox</AdSystem>\
      <AdTitle>Sandbox pod ad \(name)</AdTitle><Impression>\(pixel)/impression</Impression>\
      <Error>\(pixel)/error?code=[ERRORCODE]</Error><Creatives><Creative>\
      <UniversalAdId idRegistry="sandbox.kontext.so">sandbox-\(name)</UniversalAdId>\
      <Linear\(skip)><Duration>00:00:\(String(format: "%02d", seconds))</Duration><TrackingEvents>\
      <Tracking event="start">\(pixel)/start</Tracking>\
      <Tracking event="firstQuartile">\(pixel)/q1</Tracking>\
      <Tracking event="midpoint">\(pixel)/mid</Tracking>\
      <Tracking event="thirdQuartile">\(pixel)/q3</Tracking>\
      <Tracking event="complete">\(pixel)/complete</Tracking>\
      <Tracking event="skip">\(pixel)/skip</Tracking></TrackingEvents>\(icons)\
      <VideoClicks><ClickThrough>https://kontext.so/?utm_source=sandbox-\(name)</ClickThrough>\
      </VideoClicks><MediaFiles><MediaFile delivery="progressive" type="video/mp4" \
      width="1280" height="720">\(mediaURL)</MediaFile></MediaFiles></Linear></Creative>\
      </Creatives></InLine></Ad>
      """
  }
}
