// What the README's SwiftUI code takes for granted: the app's own episode type.
import Foundation
import KontextVideoSDK

/// An episode of the app: where its video is, and what the SDK is told about it.
struct Episode {
  let url: URL
  let content: KontextVideo.Content
}
