#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  extension CGRect {
    /// The UIKit rectangle of a core rectangle.
    init(_ rect: AdRect) {
      self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
  }

  extension AdSize {
    /// The core's size of a UIKit size.
    init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }
#endif
