// SwiftPM generates `Bundle.module` for a target with resources; the fuzz build compiles the
// sources with `swiftc` alone, so it supplies one. The fuzzed readers never load a resource.

import Foundation

extension Bundle {
  /// Stands in for SwiftPM's resource bundle accessor.
  static var module: Bundle { Bundle.main }
}
