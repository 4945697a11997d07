import Foundation

/// Which ad server URLs the SDK accepts: `https`, or plain `http` on a loopback host only
/// (for the reference server in development and tests).
enum ServerEndpointPolicy {
  /// Why `url` is refused, or `nil` when it is accepted.
  package static func refusal(for url: URL) -> String? {
    guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
      return "the server URL needs a scheme and a host"
    }
    switch scheme {
    case "https": return nil
    case "http":
      return isLoopback(host)
        ? nil : "plain http is accepted for loopback hosts only; use https for \(host)"
    default:
      return "the server URL must be https, not \(scheme)"
    }
  }

  /// `localhost`, `127.0.0.0/8` or `::1`.
  package static func isLoopback(_ host: String) -> Bool {
    let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
    if bare == "localhost" || bare == "::1" { return true }
    let parts = bare.split(separator: ".")
    return parts.count == 4 && parts.first == "127" && parts.allSatisfy { UInt8($0) != nil }
  }
}
