import SwiftUI
import UIKit

/// The UIKit player (``PlayerViewController``) as a screen of the SwiftUI navigation.
struct PlayerScreen: UIViewControllerRepresentable {
  let episode: Episode

  func makeUIViewController(context: Context) -> PlayerViewController {
    PlayerViewController(episode: episode)
  }

  func updateUIViewController(_ controller: PlayerViewController, context: Context) {}

  static func dismantleUIViewController(_ controller: PlayerViewController, coordinator: ()) {
    controller.leave()
  }
}
