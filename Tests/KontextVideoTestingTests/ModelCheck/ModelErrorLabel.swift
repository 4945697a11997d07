import KontextVideoSDK

/// Short names of errors for the trace (an error's own description is a sentence of advice).
enum ModelErrorLabel {
  private static let plain: [VideoAdError: String] = [
    .notInitialized: "notInitialized", .anotherAdShowing: "anotherAdShowing",
    .alreadyShown: "alreadyShown", .notLoaded: "notLoaded", .contentPaused: "contentPaused",
    .contentPlayingElsewhere: "contentPlayingElsewhere", .destroyed: "destroyed",
    .notOnScreen: "notOnScreen", .notDismissible: "notDismissible",
    .presenterUnavailable: "presenterUnavailable", .cancelled: "cancelled",
  ]

  static func of(_ error: any Error) -> String {
    guard let error = error as? VideoAdError else { return "untyped \(type(of: error))" }
    if let name = plain[error] { return name }
    switch error {
    case .invalidated(let reason): return "invalidated(.\(reason))"
    case .timedOut(let stage): return "timedOut(.\(stage))"
    case .noFill(let reason): return "noFill(\(reason.code))"
    case .wrongPresentation(let format): return "wrongPresentation(.\(format))"
    default: return Mirror(reflecting: error).children.first?.label ?? "\(error)"
    }
  }
}
