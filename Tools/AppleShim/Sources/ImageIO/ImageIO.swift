// Stub of ImageIO: only what the SDK uses (ImageIO.framework/Headers/CGImageSource.h and
// CGImageProperties.h of the iPhoneOS 17.4 SDK).
@_exported import CoreGraphics

/// A Core Foundation type, imported as a class.
public final class CGImageSource: @unchecked Sendable {}

public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?)
  -> CGImageSource?
{ fatalError() }

public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { fatalError() }

public func CGImageSourceCopyPropertiesAtIndex(
  _ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?
) -> CFDictionary? { fatalError() }

public func CGImageSourceCreateThumbnailAtIndex(
  _ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?
) -> CGImage? { fatalError() }

nonisolated(unsafe) public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
nonisolated(unsafe) public let kCGImageSourceShouldCacheImmediately: CFString =
  "kCGImageSourceShouldCacheImmediately"
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageAlways: CFString =
  "kCGImageSourceCreateThumbnailFromImageAlways"
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailWithTransform: CFString =
  "kCGImageSourceCreateThumbnailWithTransform"
nonisolated(unsafe) public let kCGImageSourceThumbnailMaxPixelSize: CFString =
  "kCGImageSourceThumbnailMaxPixelSize"
nonisolated(unsafe) public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
nonisolated(unsafe) public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
