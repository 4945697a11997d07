// Stub of ImageIO: the frame delays of animated images (CGImageProperties.h of the iPhoneOS
// 17.4 SDK), `const CFStringRef` globals.

nonisolated(unsafe) public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
nonisolated(unsafe) public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
nonisolated(unsafe) public let kCGImagePropertyGIFUnclampedDelayTime: CFString =
  "UnclampedDelayTime"
nonisolated(unsafe) public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"
nonisolated(unsafe) public let kCGImagePropertyAPNGDelayTime: CFString = "DelayTime"
nonisolated(unsafe) public let kCGImagePropertyAPNGUnclampedDelayTime: CFString =
  "UnclampedDelayTime"
