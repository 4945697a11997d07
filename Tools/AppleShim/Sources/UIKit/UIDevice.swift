// Stub of UIKit: the device (UIDevice.h, NS_SWIFT_UI_ACTOR).
import Foundation

@MainActor open class UIDevice: NSObject {
  open class var current: UIDevice { fatalError() }
  open var identifierForVendor: UUID? { fatalError() }
}
