// Stub of QuartzCore (Core Animation): only what the SDK and the examples use.
@_exported import Foundation
@_exported import FoundationShim

open class CALayer: NSObject {
  public override init() { super.init() }
  open var contents: Any? {
    get { fatalError() }
    set {}
  }
  open var cornerRadius: CGFloat {
    get { fatalError() }
    set {}
  }
  open var masksToBounds: Bool {
    get { fatalError() }
    set {}
  }
}
