// One ad's OM ad session, driven by what the SDK tells it (KontextOpenMeasurement.swift makes it).
#if canImport(OMSDK_Kontextso) && canImport(UIKit)
  import Foundation
  import KontextVideoSDK
  import OMSDK_Kontextso
  import UIKit

  /// One ad's native Open Measurement session, started by ``KontextOpenMeasurement``: it hands
  /// each of the ad's events to the OM SDK's ad events (`loaded`, the impression) and, for a
  /// linear ad, media events, and finishes the OM session when the ad ends.
  ///
  /// After ``AdMeasurementEvent/finished`` the session ignores anything else, and holds the ad's
  /// view and the OM session for one more second, as the OM SDK asks, so that the verification
  /// scripts can handle the session's end (`OMIDAdSession.h`).
  @MainActor
  public final class KontextOpenMeasurementSession: AdMeasurementSession {
    /// How long the ad's view is held after the OM session finishes: the OM SDK asks for at
    /// least one second (`OMIDAdSession.h`, `finish`).
    nonisolated static let holdAfterFinish: UInt64 = 1_000_000_000

    /// The server's id of the ad this session measures.
    public let adID: String

    private let adSession: OMIDKontextsoAdSession
    private let adEvents: OMIDKontextsoAdEvents
    /// A linear ad's media events; `nil` for a display session.
    private let mediaEvents: OMIDKontextsoMediaEvents?
    /// The ad's view, held until the OM session finishes, then for `holdAfterFinish`.
    private var adView: UIView?
    private let log: ((String) -> Void)?
    private var isFinished = false

    /// A started session: `adSession` has its ad events and, for a video, its media events.
    init(
      adID: String, adSession: OMIDKontextsoAdSession, adEvents: OMIDKontextsoAdEvents,
      mediaEvents: OMIDKontextsoMediaEvents?, adView: UIView, log: ((String) -> Void)?
    ) {
      self.adID = adID
      self.adSession = adSession
      self.adEvents = adEvents
      self.mediaEvents = mediaEvents
      self.adView = adView
      self.log = log
    }

    /// Hands `event` to the OM SDK. The media events go to a linear ad's session only, and a
    /// click is reported as a media user interaction (the OM SDK has no click for display).
    public func record(_ event: AdMeasurementEvent) {
      guard !isFinished else { return }
      switch event {
      case .loaded(let properties):
        // OMIDAdEvents.h: a video reports the VAST properties it loaded with; a display
        // creative reports that it loaded.
        if mediaEvents != nil {
          attempt("loaded") { try adEvents.loaded(with: Self.vastProperties(properties)) }
        } else {
          attempt("loaded") { try adEvents.loaded() }
        }
      case .impression:
        attempt("impressionOccurred") { try adEvents.impressionOccurred() }
      case .start(let duration, let volume):
        mediaEvents?.start(withDuration: CGFloat(duration), mediaPlayerVolume: CGFloat(volume))
      case .playerStateChange(let state):
        mediaEvents?.playerStateChange(to: Self.playerState(state))
      case .firstQuartile:
        mediaEvents?.firstQuartile()
      case .midpoint:
        mediaEvents?.midpoint()
      case .thirdQuartile:
        mediaEvents?.thirdQuartile()
      case .complete:
        mediaEvents?.complete()
      case .pause:
        mediaEvents?.pause()
      case .resume:
        mediaEvents?.resume()
      case .volumeChange(let volume):
        mediaEvents?.volumeChange(to: CGFloat(volume))
      case .bufferStart:
        mediaEvents?.bufferStart()
      case .bufferFinish:
        mediaEvents?.bufferFinish()
      case .skipped:
        mediaEvents?.skipped()
      case .click:
        mediaEvents?.adUserInteraction(withType: .click)
      case .finished:
        finish()
      }
    }

    /// Finishes the OM session, then holds the ad's view and the OM session object for one
    /// second before letting them go. `OMIDAdSession.h`: finishing sends the verification
    /// scripts a `sessionFinish` message, and the integration must keep a strong reference to
    /// the view for at least 1.0 s after, so they have time to handle it; the session object is
    /// kept with it (the SDK also holds this session for the second, on its own clock).
    /// `Task.sleep(nanoseconds:)` is available from iOS 13.
    private func finish() {
      isFinished = true
      adSession.finish()
      let session = adSession
      let view = adView
      adView = nil
      Task { @MainActor in
        try? await Task.sleep(nanoseconds: Self.holdAfterFinish)
        withExtendedLifetime((view, session)) {}
      }
    }

    /// Runs one OM call that reports failure by throwing: the failure is logged, and the session
    /// goes on (the verification scripts then miss that one event).
    private func attempt(_ call: String, _ body: () throws -> Void) {
      do {
        try body()
      } catch {
        log?("ad \(adID): the OM SDK's \(call) failed: \(error)")
      }
    }

    private static func vastProperties(
      _ properties: AdMeasurementProperties
    ) -> OMIDKontextsoVASTProperties {
      let position = position(properties.position)
      guard let skipOffset = properties.skipOffset else {
        return OMIDKontextsoVASTProperties(autoPlay: properties.isAutoPlay, position: position)
      }
      return OMIDKontextsoVASTProperties(
        skipOffset: CGFloat(skipOffset), autoPlay: properties.isAutoPlay, position: position)
    }

    private static func position(_ position: AdMeasurementProperties.Position) -> OMIDPosition {
      switch position {
      case .preroll: .preroll
      case .midroll: .midroll
      case .postroll: .postroll
      case .standalone: .standalone
      }
    }

    private static func playerState(_ state: AdMeasurementEvent.PlayerState) -> OMIDPlayerState {
      switch state {
      case .minimized: .minimized
      case .collapsed: .collapsed
      case .normal: .normal
      case .expanded: .expanded
      case .fullscreen: .fullscreen
      }
    }
  }
#endif
