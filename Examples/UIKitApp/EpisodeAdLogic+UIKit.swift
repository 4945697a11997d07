import AVFoundation
import KontextVideoSDK
import UIKit

extension AVPlayer: ContentPlayback {}

/// The app's ad logic on a device: the player view and the `AVPlayer` of an episode.
@MainActor
func makeAdLogic(ads: VideoAds, playerView: UIView, player: AVPlayer) -> EpisodeAdLogic {
  EpisodeAdLogic(ads: ads, container: UIViewAdContainer(view: playerView), content: player)
}
