import Foundation

/// Every error the SDK throws or reports, typed and with a clear message.
///
/// An error from ``VideoAd/show(in:insets:)-(AdContainer,AdInsets)`` or ``VideoAd/show()``
/// means nothing happened: the ad is in the state it was in before the call. <doc:Errors> lists
/// which errors each call throws, in the order the SDK checks them.
///
/// ```swift
/// do { try ad.show(in: container) } catch VideoAdError.anotherAdShowing { ... }
/// ```
///
/// A minor release may add a case (the CHANGELOG's compatibility policy): switch over it with
/// `@unknown default`.
public enum VideoAdError: Error, Sendable, Hashable {
  /// Why the server had no ad: the name Kontext's reference uses for
  /// ``/KontextVideoSDK/NoFillReason``.
  public typealias NoFillReason = KontextVideoCore.NoFillReason

  /// An ad was asked for before `KontextVideo.shared.initialize(with:)`.
  case notInitialized
  /// The server had no ad; normal, not a failure. Ask again at your next moment.
  case noFill(reason: NoFillReason)
  /// Another ad is on screen somewhere in the app; this one stays ready.
  case anotherAdShowing
  /// This ad was already shown; ask for the next one.
  case alreadyShown
  /// `show` was called before `load()` finished.
  case notLoaded
  /// The room for the ad is smaller than the format's minimum (sizes in points): for a pause
  /// ad the container inside the insets; for an overlay the part of the container's lower third
  /// inside the insets, capped at 20% of its area (see ``AdPlacementStyle/minimumSize``).
  case containerTooSmall(minimum: AdSize, actual: AdSize)
  /// An overlay cannot be shown over paused content.
  case contentPaused
  /// No ad is shown while the content plays in Picture in Picture or on another screen
  /// (AirPlay): the viewer would not see an overlay or pause ad, and a linear ad's sound would
  /// follow the route while its picture stayed on the phone.
  case contentPlayingElsewhere
  /// The ad can no longer be used; ``VideoAds/format(_:)`` gives a fresh one.
  case invalidated(InvalidationReason)
  /// Its ``VideoAds`` was destroyed or released.
  case destroyed
  /// `dismiss()` was called on an ad that is not on screen.
  case notOnScreen
  /// A linear ad ends by itself or by the viewer; the app cannot dismiss it.
  case notDismissible
  /// The show call does not fit the format: `show(in:)` is for overlay and pause ads,
  /// `show()` and `show(from:)` for linear ads.
  case wrongPresentation(AdFormat)
  /// A linear ad has nothing to present it: no presenter is installed.
  case presenterUnavailable
  /// The presenter could not put the linear ad on screen, for the reason given (on iOS: no
  /// view controller in a window, one in a transition or already presenting another).
  case presentationFailed(String)
  /// A request or a load did not finish before its deadline.
  case timedOut(TimeoutStage)
  /// The task waiting for ``VideoAds/format(_:)`` or ``VideoAd/load()`` was cancelled (a
  /// SwiftUI `.task` that ended, say): that caller stopped waiting, while the request or load
  /// goes on, so the next call gets its ad. Nothing to report to the viewer.
  case cancelled
  /// The ad request failed; the content stays playable.
  case requestFailed(RequestFailure)
  /// The creative could not be prepared; the ad was dropped.
  case loadFailed(String)
  /// The creative broke while on screen.
  case creativeFailed(String)
  /// The configuration cannot be used, for the reason given (never containing the token).
  case invalidConfiguration(String)
  /// A ``RewardRequest`` field is over its size or holds a control character, or a reward
  /// request went with a format other than `.rewarded`; the reason says which.
  case invalidRewardRequest(String)

  /// Why an ad can no longer be used.
  public enum InvalidationReason: String, Sendable, Hashable {
    /// Its server-set lifetime passed before it was shown.
    case expired
    /// The app called ``VideoAd/reject()``.
    case rejected
    /// Its creative failed to load.
    case failed
    /// It was shown and has ended.
    case ended
  }

  /// Which deadline passed.
  public enum TimeoutStage: String, Sendable, Hashable {
    /// The ad request (default 8 s).
    case request
    /// Preparing the creative (default 10 s).
    case load
  }

  /// Why an ad request failed.
  public enum RequestFailure: Sendable, Hashable {
    /// 400: the server could not read the request.
    case badRequest(message: String?)
    /// 401: the publisher token was refused. Check the token in your configuration.
    case unauthorized
    /// 422: the request was understood but refused, with the server's message.
    case unprocessable(message: String?)
    /// 429: too many requests; ask again later.
    case rateLimited
    /// Another HTTP status from the server.
    case status(Int)
    /// The network failed before a response arrived.
    case network(NetworkFailure)
    /// The response could not be read.
    case invalidResponse(String)
    /// The response was larger than the SDK accepts.
    case responseTooLarge(limitBytes: Int)
    /// The server answered with a redirect to another origin (this HTTP status), which the SDK
    /// does not follow: the publisher token goes to the configured server only.
    case redirected(status: Int)
  }

  /// How the network failed.
  public enum NetworkFailure: Sendable, Hashable {
    /// Nothing answered at the server's address (connection refused or unreachable).
    case cannotConnect
    /// The server's name could not be resolved.
    case hostNotFound
    /// The TLS handshake failed.
    case secureConnectionFailed
    /// The device is offline.
    case offline
    /// The connection was lost during the exchange.
    case connectionLost
    /// The request was cancelled.
    case cancelled
    /// Another `URLError`, by its code.
    case other(code: Int)
  }
}

extension VideoAdError: LocalizedError, CustomStringConvertible {
  /// A sentence that says what happened and what to do.
  public var errorDescription: String? { description }

  /// A sentence that says what happened and what to do.
  public var description: String {
    switch self {
    case .notInitialized:
      "KontextVideo is not initialized: call KontextVideo.shared.initialize(with:) at launch."
    case .noFill(let reason): "No ad this time (\(reason.code)); ask again at your next moment."
    case .anotherAdShowing: "Another ad is on screen; this ad stays ready."
    case .alreadyShown: "This ad was already shown; ask for the next one with format()."
    case .notLoaded: "The ad is not loaded yet; await load() before show()."
    case .containerTooSmall(let minimum, let actual):
      "The ad needs at least \(minimum) of room and the container leaves \(actual) (inside the "
        + "insets; for an overlay, in its lower third and within 20% of its area)."
    case .contentPaused: "An overlay is shown over playing content only; the player is paused."
    case .contentPlayingElsewhere:
      "The content plays in Picture in Picture or on another screen (AirPlay), where the ad "
        + "would not be seen with it; show it once the content is back in your player."
    case .invalidated(let reason): "The ad can no longer be used (\(reason.rawValue)); ask again."
    case .destroyed:
      "Its VideoAds was destroyed (destroy()) or released (nothing kept a reference to it); "
        + "keep the VideoAds alive, on your screen or model, while you use its ads."
    case .notOnScreen: "The ad is not on screen, so there is nothing to dismiss."
    case .notDismissible:
      "A full-screen ad ends by itself or by the viewer; it cannot be dismissed."
    case .wrongPresentation(let format):
      format.isFullScreen
        ? "A \(format.rawValue) ad is presented full screen: call show() or show(from:)."
        : "An \(format.rawValue) ad goes in your player view: call show(in:)."
    case .presenterUnavailable: "No full-screen presenter is installed for linear ads."
    case .presentationFailed(let reason):
      "The linear ad could not be presented full screen: \(reason). Nothing was shown."
    case .timedOut(let stage): "The ad \(stage.rawValue) did not finish before its deadline."
    case .cancelled:
      "The task waiting for the ad was cancelled; the request goes on and the next call gets it."
    case .requestFailed(let failure): "The ad request failed: \(failure)."
    case .loadFailed(let message): "The creative could not be loaded: \(message)."
    case .creativeFailed(let message): "The creative failed on screen: \(message)."
    case .invalidConfiguration(let reason): "The configuration cannot be used: \(reason)."
    case .invalidRewardRequest(let reason): "The reward request cannot be sent: \(reason)."
    }
  }
}

extension VideoAdError.RequestFailure: CustomStringConvertible {
  /// A short description of the failure.
  public var description: String {
    switch self {
    case .badRequest(let message): "bad request (400)\(Self.suffix(message))"
    case .unauthorized: "the publisher token was refused (401)"
    case .unprocessable(let message): "request refused (422)\(Self.suffix(message))"
    case .rateLimited: "too many requests (429)"
    case .status(let code): "HTTP status \(code)"
    case .network(let failure): "network error: \(failure)"
    case .invalidResponse(let message): "unreadable response: \(message)"
    case .responseTooLarge(let limit): "the response is over the \(limit / 1024) KiB limit"
    case .redirected(let status):
      "the server redirected (HTTP \(status)) to another origin, which the SDK does not follow"
    }
  }

  private static func suffix(_ message: String?) -> String {
    message.map { ": \($0)" } ?? ""
  }
}

extension VideoAdError.NetworkFailure: CustomStringConvertible {
  /// A short description of the failure.
  public var description: String {
    switch self {
    case .cannotConnect: "cannot connect to the server"
    case .hostNotFound: "the server's name was not found"
    case .secureConnectionFailed: "the TLS handshake failed"
    case .offline: "the device is offline"
    case .connectionLost: "the connection was lost"
    case .cancelled: "cancelled"
    case .other(let code): "URLError \(code)"
    }
  }
}
