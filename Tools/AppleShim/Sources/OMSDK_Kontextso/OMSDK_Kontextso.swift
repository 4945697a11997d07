// Stub of OMSDK_Kontextso, the IAB Open Measurement SDK in the build certified for Kontext
// (OMSDK_Kontextso.xcframework, shipped in the public repository kontextso/kontextkit-ios). Only
// what Adapters/OpenMeasurement uses, written by hand as the Swift compiler imports the real
// Objective-C headers for arm64-apple-ios15.0 (read with swift-synthesize-interface, see
// Tools/AppleShim/README.md; Tools/typecheck-om-adapter.sh compiles the adapter against the real
// headers): the same names and argument labels, `throws` where the header has an NSError
// out-parameter, failable where it returns nullable instancetype without one. No declaration is isolated (the headers carry no NS_SWIFT_UI_ACTOR;
// the SDK documents "main thread only" in prose, in OMIDSDK.h) and no class is Sendable; the
// NS_ENUMs are Sendable `UInt` enums. Bodies are never run. Like the other stubs it has no doc
// comments (the OM SDK's headers document it; none of their text is copied here), hence the
// directive below for `swift format lint --strict`.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

@_exported import Foundation
@_exported import UIKit
@_exported import WebKit

// OMIDSDK.h

open class OMIDKontextsoSDK: NSObject {
  open class var shared: OMIDKontextsoSDK { fatalError() }
  open var isActive: Bool { fatalError() }
  @discardableResult
  open func activate() -> Bool { fatalError() }
}

// OMIDPartner.h

open class OMIDKontextsoPartner: NSObject {
  public init?(name: String, versionString: String) { fatalError() }
}

// OMIDVerificationScriptResource.h

open class OMIDKontextsoVerificationScriptResource: NSObject {
  public init?(url URL: URL, vendorKey: String, parameters: String) { fatalError() }
  public init?(url URL: URL) { fatalError() }
}

// OMIDUniversalAdID.h

open class OMIDKontextsoUniversalAdID: NSObject {
  public init(value: String, idRegistry: String) throws { fatalError() }
}

// OMIDAdSessionContext.h

open class OMIDKontextsoAdSessionContext: NSObject {
  public init(
    partner: OMIDKontextsoPartner, script: String,
    resources: [OMIDKontextsoVerificationScriptResource], contentUrl: String?,
    customReferenceIdentifier: String?, universalAdID: OMIDKontextsoUniversalAdID?
  ) throws { fatalError() }
}

// OMIDAdSessionConfiguration.h

public enum OMIDOwner: UInt, Sendable {
  case javaScriptOwner = 1
  case nativeOwner = 2
  case noneOwner = 3
}

public enum OMIDCreativeType: UInt, Sendable {
  case definedByJavaScript = 1
  case htmlDisplay = 2
  case nativeDisplay = 3
  case video = 4
  case audio = 5
}

public enum OMIDImpressionType: UInt, Sendable {
  case definedByJavaScript = 1
  case unspecified = 2
  case loaded = 3
  case beginToRender = 4
  case onePixel = 5
  case viewable = 6
  case audible = 7
  case other = 8
}

open class OMIDKontextsoAdSessionConfiguration: NSObject {
  public init(
    creativeType: OMIDCreativeType, impressionType: OMIDImpressionType,
    impressionOwner: OMIDOwner, mediaEventsOwner: OMIDOwner, isolateVerificationScripts: Bool
  ) throws { fatalError() }
}

// OMIDFriendlyObstructionType.h

public enum OMIDFriendlyObstructionType: UInt, Sendable {
  case mediaControls = 0
  case closeAd = 1
  case notVisible = 2
  case other = 3
}

// OMIDAdSession.h

open class OMIDKontextsoAdSession: NSObject {
  weak open var mainAdView: UIView?
  public init(
    configuration: OMIDKontextsoAdSessionConfiguration,
    adSessionContext context: OMIDKontextsoAdSessionContext
  ) throws { fatalError() }
  open func start() {}
  open func finish() {}
  open func addFriendlyObstruction(
    _ friendlyObstruction: UIView, purpose: OMIDFriendlyObstructionType, detailedReason: String?
  ) throws {}
}

// OMIDVASTProperties.h

public enum OMIDPosition: UInt, Sendable {
  case preroll = 0
  case midroll = 1
  case postroll = 2
  case standalone = 3
}

open class OMIDKontextsoVASTProperties: NSObject {
  public init(skipOffset: CGFloat, autoPlay: Bool, position: OMIDPosition) { fatalError() }
  public init(autoPlay: Bool, position: OMIDPosition) { fatalError() }
}

// OMIDAdEvents.h

open class OMIDKontextsoAdEvents: NSObject {
  public init(adSession session: OMIDKontextsoAdSession) throws { fatalError() }
  open func impressionOccurred() throws {}
  open func loaded() throws {}
  open func loaded(with vastProperties: OMIDKontextsoVASTProperties) throws {}
}

// OMIDMediaEvents.h

public enum OMIDPlayerState: UInt, Sendable {
  case minimized = 0
  case collapsed = 1
  case normal = 2
  case expanded = 3
  case fullscreen = 4
}

public enum OMIDInteractionType: UInt, Sendable {
  case click = 0
  case acceptInvitation = 1
}

open class OMIDKontextsoMediaEvents: NSObject {
  public init(adSession session: OMIDKontextsoAdSession) throws { fatalError() }
  open func start(withDuration duration: CGFloat, mediaPlayerVolume: CGFloat) {}
  open func firstQuartile() {}
  open func midpoint() {}
  open func thirdQuartile() {}
  open func complete() {}
  open func pause() {}
  open func resume() {}
  open func skipped() {}
  open func bufferStart() {}
  open func bufferFinish() {}
  open func volumeChange(to playerVolume: CGFloat) {}
  open func playerStateChange(to playerState: OMIDPlayerState) {}
  open func adUserInteraction(withType interactionType: OMIDInteractionType) {}
}
