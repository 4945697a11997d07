import KontextVideoCore

/// A view without pixels, named for what it stands for: what the headless container and
/// presenter give a measurement provider as the ad's view and the SDK's views over it, so a
/// provider's tests see the same calls an iPhone would make.
///
/// ```swift
/// let views = try #require(measured.views)
/// #expect((views.adView as? HeadlessView)?.name == "ad")
/// ```
@MainActor
public final class HeadlessView {
  /// What the view stands for: `ad`, `video`, or an ``AdChromeElement``'s raw value.
  public let name: String

  /// A view named `name`.
  public init(name: String) {
    self.name = name
  }
}
