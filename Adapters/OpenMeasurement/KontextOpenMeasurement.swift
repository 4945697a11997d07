// The IAB Open Measurement adapter for KontextVideoSDK: add this folder's Swift files to your app
// target, which links OMSDK_Kontextso.xcframework (README.md in this folder says how). Without that
// module (or off iOS) the file compiles to nothing.
#if canImport(OMSDK_Kontextso) && canImport(UIKit)
  import Foundation
  import KontextVideoSDK
  import OMSDK_Kontextso
  import UIKit

  /// Measures the SDK's ads with the IAB Open Measurement SDK, in the build certified for Kontext
  /// (`OMSDK_Kontextso`). Make one on the main thread, once, before you show ads, and install it:
  /// `KontextVideo.shared.measurementProvider = KontextOpenMeasurement(omidJSServiceScript: js)`.
  ///
  /// Each ad whose VAST document lists at least one Open Measurement verification script gets a
  /// native OM ad session that runs those scripts: a linear ad as a video creative whose media
  /// events come from the SDK's player, an overlay or pause ad as a native display creative. The
  /// impression is counted when the ad begins to render on screen. The ad's view is the session's
  /// main view, and the SDK's controls, badge and icons over it are its friendly obstructions.
  ///
  /// The ad is left unmeasured (``startMeasuring(_:)`` returns `nil`, and the SDK reports each
  /// of its verifications as not executed) when it lists no Open Measurement script, when the
  /// SDK gives no view for it, or when the OM SDK is not active or refuses the session. Nothing
  /// here throws or traps: the OM SDK's errors only leave the ad unmeasured, and go to ``log``.
  ///
  /// The OM SDK may only be used on the main thread (`OMIDSDK.h`): this class and its sessions
  /// are main-actor isolated, as the SDK's measurement seam is.
  @MainActor
  public final class KontextOpenMeasurement: AdMeasurementProvider {
    /// The partner name Kontext's OM SDK build is certified under: "Kontextso".
    public nonisolated static let defaultPartnerName = "Kontextso"
    /// The version of this integration that the partner reports: "1.0.0".
    public nonisolated static let defaultPartnerVersion = "1.0.0"

    /// Where the adapter says why it left an ad unmeasured, or which OM SDK call failed, for your
    /// debug log; `nil` (the default) says nothing.
    public var log: ((String) -> Void)?

    private let serviceScript: String
    private let partner: OMIDKontextsoPartner?

    /// A provider whose sessions run the OM SDK's JavaScript service `omidJSServiceScript`: the
    /// content of the `omsdk-v1.js` file that comes with the OM SDK build, which your app bundles
    /// (an OM native session loads it into the OM SDK's own web view; no session starts without
    /// it). Activates the OM SDK if it is not active yet.
    ///
    /// Keep the partner's name and version unless Kontext gives you others: they say which
    /// certified integration measured the ad.
    public init(
      omidJSServiceScript: String,
      partnerName: String = KontextOpenMeasurement.defaultPartnerName,
      partnerVersion: String = KontextOpenMeasurement.defaultPartnerVersion
    ) {
      serviceScript = omidJSServiceScript
      // Nil when the name or the version is blank (OMIDPartner.h): every ad is then unmeasured.
      partner = OMIDKontextsoPartner(name: partnerName, versionString: partnerVersion)
      // OMIDSDK.h: activate before calling any other API method, on the main thread. Activating
      // here, as the app starts, rather than at the first ad, is what the OM SDK recommends.
      _ = Self.activate()
    }

    /// A provider whose JavaScript service is the resource `name`.js of `bundle` (by default
    /// `omsdk-v1.js` in your app's main bundle); `nil` when there is no such resource or it is
    /// not UTF-8 text.
    public convenience init?(
      serviceScriptNamed name: String = "omsdk-v1", in bundle: Bundle = .main,
      partnerName: String = KontextOpenMeasurement.defaultPartnerName,
      partnerVersion: String = KontextOpenMeasurement.defaultPartnerVersion
    ) {
      guard let url = bundle.url(forResource: name, withExtension: "js"),
        let script = try? String(contentsOf: url, encoding: .utf8), !script.isEmpty
      else { return nil }
      self.init(
        omidJSServiceScript: script, partnerName: partnerName, partnerVersion: partnerVersion)
    }

    /// Starts a native OM ad session for `ad` and returns it, or returns `nil` (the ad is left
    /// unmeasured) when the ad lists no Open Measurement script, has no view, or the OM SDK is not
    /// active or refuses the session.
    public func startMeasuring(_ ad: MeasuredAd) -> (any AdMeasurementSession)? {
      // OMIDAdSessionContext.h: a native context must list at least one verification script.
      let resources = ad.verifications.compactMap { Self.resource(for: $0) }
      guard !resources.isEmpty else {
        if !ad.verifications.isEmpty {
          log?("ad \(ad.adID) unmeasured: none of its verification scripts is for Open Measurement")
        }
        return nil
      }
      guard let views = ad.views, let adView = views.adView as? UIView else {
        log?("ad \(ad.adID) unmeasured: the SDK gave no view to measure it by")
        return nil
      }
      guard let partner else {
        log?("ad \(ad.adID) unmeasured: the OM partner's name or version is blank")
        return nil
      }
      guard Self.activate() else {
        log?("ad \(ad.adID) unmeasured: the OM SDK did not activate")
        return nil
      }
      let isVideo = ad.format == .linear
      do {
        // OMIDAdSessionConfiguration.h: fails when the OM SDK is not active or an argument is
        // invalid. A display session has no media events: their owner is none. Isolating the
        // verification scripts has no effect on a native session.
        let configuration = try OMIDKontextsoAdSessionConfiguration(
          creativeType: isVideo ? .video : .nativeDisplay, impressionType: .beginToRender,
          impressionOwner: .nativeOwner, mediaEventsOwner: isVideo ? .nativeOwner : .noneOwner,
          isolateVerificationScripts: false)
        let context = try OMIDKontextsoAdSessionContext(
          partner: partner, script: serviceScript, resources: resources, contentUrl: nil,
          customReferenceIdentifier: nil, universalAdID: universalAdID(of: ad))
        let session = try OMIDKontextsoAdSession(
          configuration: configuration, adSessionContext: context)
        // The OM SDK holds the main view weakly (OMIDAdSession.h); the session holds it strongly.
        session.mainAdView = adView
        for obstruction in views.obstructions {
          add(obstruction, to: session, of: ad)
        }
        // One ad events and one media events object per session (OMIDAdEvents.h,
        // OMIDMediaEvents.h); the media events one must be made before the session starts.
        let adEvents = try OMIDKontextsoAdEvents(adSession: session)
        var mediaEvents: OMIDKontextsoMediaEvents?
        if isVideo {
          mediaEvents = try OMIDKontextsoMediaEvents(adSession: session)
        }
        session.start()
        return KontextOpenMeasurementSession(
          adID: ad.adID, adSession: session, adEvents: adEvents, mediaEvents: mediaEvents,
          adView: adView, log: log)
      } catch {
        // Nothing was started: what was made is dropped with the ad unmeasured.
        log?("ad \(ad.adID) unmeasured: the OM SDK refused its session: \(error)")
        return nil
      }
    }

    /// Whether the OM SDK is active, activating it first if it is not.
    private static func activate() -> Bool {
      let sdk = OMIDKontextsoSDK.shared
      return sdk.isActive || sdk.activate()
    }

    /// The OM resource for one of the ad's verifications, or `nil` when its script is for another
    /// framework than Open Measurement (`omid`) or the OM SDK refuses it. The vendor's key and
    /// parameters go with the URL when the vendor gave both (the OM SDK takes both or neither).
    private static func resource(
      for verification: MeasuredAd.Verification
    ) -> OMIDKontextsoVerificationScriptResource? {
      if let framework = verification.apiFramework?.trimmingCharacters(in: .whitespaces),
        !framework.isEmpty, framework.lowercased() != "omid"
      {
        return nil
      }
      if let vendor = verification.vendor, let parameters = verification.parameters,
        let resource = OMIDKontextsoVerificationScriptResource(
          url: verification.scriptURL, vendorKey: vendor, parameters: parameters)
      {
        return resource
      }
      return OMIDKontextsoVerificationScriptResource(url: verification.scriptURL)
    }

    /// The creative's Universal Ad ID for the session, or `nil` when it has none or the OM SDK
    /// refuses it (a blank value or registry): the ad is then measured without it.
    private func universalAdID(of ad: MeasuredAd) -> OMIDKontextsoUniversalAdID? {
      guard let id = ad.universalAdID else { return nil }
      do {
        return try OMIDKontextsoUniversalAdID(value: id.value, idRegistry: id.registry)
      } catch {
        log?("ad \(ad.adID): the OM SDK refused its Universal Ad ID: \(error)")
        return nil
      }
    }

    /// Registers one of the SDK's views over the ad as a friendly obstruction. When the OM SDK
    /// refuses it, the ad is still measured, with that view counted as covering it.
    private func add(
      _ obstruction: AdMeasurementObstruction, to session: OMIDKontextsoAdSession, of ad: MeasuredAd
    ) {
      guard let view = obstruction.view as? UIView else { return }
      do {
        // OMIDAdSession.h: the reason is at most 50 characters of A-z, 0-9 and spaces, which
        // the SDK's reasons are (AdMeasurementObstruction).
        try session.addFriendlyObstruction(
          view, purpose: Self.purpose(obstruction.purpose), detailedReason: obstruction.detail)
      } catch {
        log?("ad \(ad.adID): the OM SDK refused the obstruction '\(obstruction.detail)': \(error)")
      }
    }

    private static func purpose(
      _ purpose: AdMeasurementObstruction.Purpose
    ) -> OMIDFriendlyObstructionType {
      switch purpose {
      case .mediaControls: .mediaControls
      case .closeAd: .closeAd
      case .notVisible: .notVisible
      case .other: .other
      }
    }
  }
#endif
