// AVAudioSession is AVFAudio's, which AVFoundation re-exports on Apple platforms. Stubbed here,
// in AVFoundation, because the SDK only imports AVFoundation.

open class AVAudioSession: NSObject {}

extension AVAudioSession {
  // `class let` constant imported from a C global.
  public static let interruptionNotification = NSNotification.Name(
    "AVAudioSessionInterruptionNotification")

  public enum InterruptionType: UInt, @unchecked Sendable {
    case began = 1
    case ended = 0
  }

  public enum InterruptionReason: UInt, @unchecked Sendable {
    case `default` = 0
    case appWasSuspended = 1
    case builtInMicMuted = 2
  }

  public static let routeChangeNotification = NSNotification.Name(
    "AVAudioSessionRouteChangeNotification")

  public enum RouteChangeReason: UInt, @unchecked Sendable {
    case unknown = 0
    case newDeviceAvailable = 1
    case oldDeviceUnavailable = 2
    case categoryChange = 3
    case override = 4
    case wakeFromSleep = 6
    case noSuitableRouteForCategory = 7
    case routeConfigurationChange = 8
  }

  public struct InterruptionOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let shouldResume = InterruptionOptions(rawValue: 1)
  }
}

public let AVAudioSessionRouteChangeReasonKey: String = "AVAudioSessionRouteChangeReasonKey"

public let AVAudioSessionInterruptionOptionKey: String = "AVAudioSessionInterruptionOptionKey"

public let AVAudioSessionInterruptionReasonKey: String = "AVAudioSessionInterruptionReasonKey"

public let AVAudioSessionInterruptionTypeKey: String = "AVAudioSessionInterruptionTypeKey"
