// Stub of AVKit: only what the examples use. On Apple platforms `VideoPlayer` is in the
// `_AVKit_SwiftUI` cross-import overlay (AVKit + SwiftUI); SwiftPM cannot declare one, so it is
// AVKit's here. Shape as in the iPhoneOS 17.4 SDK, availability stripped.
@_exported import AVFoundation
import SwiftUI
import UIKit

public struct VideoPlayer<VideoOverlay: View>: View {
  public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) { fatalError() }
  @preconcurrency @MainActor public var body: some View { EmptyView() }
}

extension VideoPlayer where VideoOverlay == EmptyView {
  public init(player: AVPlayer?) { fatalError() }
}

/// AVPictureInPictureController.h: not main-actor isolated in the iPhoneOS 17.4 SDK.
open class AVPictureInPictureController: NSObject {
  open var isPictureInPictureActive: Bool { fatalError() }
}

extension AVPictureInPictureController {
  public class func isPictureInPictureSupported() -> Bool { fatalError() }
  public convenience init?(playerLayer: AVPlayerLayer) { fatalError() }
}

/// AVPlayerViewController.h.
@preconcurrency @MainActor open class AVPlayerViewController: UIViewController {
  open var player: AVPlayer? {
    get { fatalError() }
    set {}
  }
  open var contentOverlayView: UIView? { fatalError() }
  weak open var delegate: (any AVPlayerViewControllerDelegate)? {
    get { fatalError() }
    set {}
  }
}

/// An Objective-C protocol of optional methods; not main-actor isolated in the iPhoneOS 17.4 SDK.
/// Swift on Linux has no optional requirements: each is a requirement with an empty default.
public protocol AVPlayerViewControllerDelegate: NSObjectProtocol {
  func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController)
  func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
}

extension AVPlayerViewControllerDelegate {
  public func playerViewControllerWillStartPictureInPicture(
    _ playerViewController: AVPlayerViewController
  ) {}
  public func playerViewControllerDidStopPictureInPicture(
    _ playerViewController: AVPlayerViewController
  ) {}
}
