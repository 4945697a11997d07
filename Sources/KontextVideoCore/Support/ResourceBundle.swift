import Foundation

/// Finds the core's resource bundle (the HTML creative host page and its bridge script) without
/// trapping.
///
/// SwiftPM's generated `Bundle.module` calls `fatalError` when the bundle is missing (an app
/// that copied the package's products by hand, a build system that dropped the resources), so
/// a missing page would crash the app before ``HTMLCreativeHostPage`` could report
/// `missingResource`. This looks in the places the generated accessor looks on Apple
/// platforms (beside the app's resources, beside the code's own bundle and one level up, as
/// `swift test` builds them) and returns `nil` when the bundle is in none. On Linux, where
/// SwiftPM's accessor also knows its absolute build folder, that accessor is the last resort.
enum ResourceBundle {
  /// The bundle's name, as SwiftPM names a target's resources: `<package>_<target>`.
  package static let name = "KontextVideoSDK_KontextVideoCore"

  /// The core's resource bundle, or `nil` when it is not where any build puts it.
  package static let core: Bundle? = {
    let code = Bundle(for: Marker.self)
    let places = [
      Bundle.main.resourceURL, Bundle.main.bundleURL, code.resourceURL, code.bundleURL,
      code.bundleURL.deletingLastPathComponent(),
    ]
    if let found = locate(in: places.compactMap { $0 }) { return found }
    #if os(Linux)
      return Bundle.module
    #else
      return nil
    #endif
  }()

  /// The first folder of `places` holding the bundle (`.bundle` as Xcode builds it,
  /// `.resources` as SwiftPM on Linux does).
  package static func locate(in places: [URL]) -> Bundle? {
    for place in places {
      for suffix in ["bundle", "resources"] {
        let url = place.appendingPathComponent("\(name).\(suffix)")
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
          isFolder.boolValue, let bundle = Bundle(url: url)
        {
          return bundle
        }
      }
    }
    return nil
  }

  /// A class of this module, so `Bundle(for:)` finds the bundle holding its code.
  private final class Marker {}
}
