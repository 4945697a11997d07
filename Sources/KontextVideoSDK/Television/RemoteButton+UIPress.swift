#if canImport(UIKit) && os(tvOS)
  import KontextVideoCore
  import UIKit

  extension RemoteButton {
    /// The remote's button for a press of `type`; nil for the arrows and the other buttons,
    /// which are the player's or the focus engine's.
    init?(_ type: UIPress.PressType) {
      switch type {
      case .menu: self = .menu
      case .playPause: self = .playPause
      case .select: self = .select
      default: return nil
      }
    }
  }
#endif
