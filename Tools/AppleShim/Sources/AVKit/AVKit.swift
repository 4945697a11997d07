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
