#if canImport(UIKit) && canImport(SwiftUI)
  import KontextVideoCore
  import SwiftUI
  import UIKit

  /// Shows video ads from SwiftUI: place it over your player and set its `ad`.
  ///
  /// - Setting a loaded ad shows it, once the host is on screen with a size. Setting `nil`, or
  ///   another ad, dismisses the one it showed; so does the host leaving the view hierarchy.
  /// - An overlay or pause ad shows where the host is placed. A linear ad is presented full
  ///   screen from the host's own window (its top view controller: on an iPad with two scenes,
  ///   the one the viewer is in); the host never dismisses it, and `onEnd` still arrives when
  ///   it ends.
  /// - The host is the ad's delegate: hear the ad through these closures, on the main actor,
  ///   never during SwiftUI's view update: what the host's own update caused on the next turn
  ///   of the main queue, anything else (the player paused, a timer, a tap) at once. An
  ///   overlay's end reaches `onEnd` inside the pause that ended it, so a model that then puts
  ///   its pause ad on the host keeps it there.
  /// - `onShowFailed` gets the error `show` would have thrown; nothing was shown and no
  ///   `onEnd` follows.
  /// - `onReport` gets the viewer's report from the ad's "About this ad" sheet; `onEnd` follows
  ///   with `.reported`.
  /// - `onReward` gets a rewarded ad's reward, once, before its `onEnd`, at once (a reward is
  ///   never deferred to the next turn): grant it there.
  /// - `shouldOpen` is asked right after `onClick`, for a click with a landing page: return
  ///   `false` when your app opens the page itself; the SDK then opens nothing. By default the
  ///   SDK opens it, in your app (Safari's view, or StoreKit's product page for an App Store
  ///   link).
  /// - Touches outside the ad reach your player.
  ///
  /// ```swift
  /// VideoPlayer(player: model.player)
  ///   .overlay(VideoAdHost(ad: model.adOnScreen, onEnd: model.adEnded))
  /// ```
  public struct VideoAdHost: UIViewRepresentable {
    let ad: VideoAd?
    let insets: UIEdgeInsets
    /// SwiftUI's insets, when given: they replace ``insets``, leading and trailing read in the
    /// view's layout direction at each update.
    var edgeInsets: EdgeInsets?
    let callbacks: AdHostController.Callbacks

    /// Creates a host for `ad` (`nil` shows nothing), kept clear of `insets` (UIKit's; another
    /// initializer takes SwiftUI's `EdgeInsets`). `onReport` hears
    /// the viewer report the ad from its ⓘ sheet (the ad then ends `.reported`); `onReward` a
    /// rewarded ad's reward, before its `onEnd`; `onInfo` the ⓘ sheet opening (`true`) and
    /// closing (`false`; an ad that ends with its sheet open takes it along, and only `onEnd`
    /// comes); `shouldOpen`
    /// says whether the SDK opens a click's landing page (`false`: your app opens it).
    public init(
      ad: VideoAd?,
      insets: UIEdgeInsets = .zero,
      onShowFailed: @escaping @MainActor (VideoAd, VideoAdError) -> Void = { _, _ in },
      onImpression: @escaping @MainActor (VideoAd) -> Void = { _ in },
      onClick: @escaping @MainActor (VideoAd, VideoAdClick) -> Void = { _, _ in },
      onEnd: @escaping @MainActor (VideoAd, VideoAd.EndReason) -> Void = { _, _ in },
      onReport: @escaping @MainActor (VideoAd, AdReport) -> Void = { _, _ in },
      onReward: @escaping @MainActor (VideoAd, EarnedReward) -> Void = { _, _ in },
      onInfo: @escaping @MainActor (VideoAd, Bool) -> Void = { _, _ in },
      shouldOpen: @escaping @MainActor (VideoAd, VideoAdClick) -> Bool = { _, _ in true }
    ) {
      self.ad = ad
      self.insets = insets
      callbacks = AdHostController.Callbacks(
        onShowFailed: onShowFailed, onImpression: onImpression, onClick: onClick, onEnd: onEnd,
        onReport: onReport, onReward: onReward, onInfo: onInfo, shouldOpen: shouldOpen)
    }

    /// The host's state, kept across SwiftUI's re-creations of the struct.
    public func makeCoordinator() -> Coordinator {
      Coordinator()
    }

    /// The view ads are drawn in; it lets touches outside the ad through.
    public func makeUIView(context: Context) -> UIView {
      let view = VideoAdHostView()
      context.coordinator.state.attach(to: view)
      return view
    }

    /// Shows, swaps or dismisses the ad when `ad` changed; otherwise only refreshes the
    /// closures and insets.
    public func updateUIView(_ uiView: UIView, context: Context) {
      let resolved =
        edgeInsets.map { AdInsets($0, in: context.environment.layoutDirection) }
        ?? AdInsets(insets)
      context.coordinator.state.update(ad: ad, insets: resolved, callbacks: callbacks)
    }

    /// The host left the hierarchy: the inline ad it showed is dismissed.
    public static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {
      coordinator.state.hostLeft()
    }

    /// What the host keeps between updates. Opaque: it holds the host's state.
    @MainActor
    public final class Coordinator {
      let state = VideoAdHostState()
    }
  }
#endif
