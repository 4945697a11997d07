/// Why the ad server's SKAdNetwork object (`skadn`) was refused: the ad is shown all the same,
/// without attribution, and the reason is logged.
public enum SKAdNetworkRefusal: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// `skadn` is not a JSON object.
  case notAnObject
  /// A required field is missing.
  case missing(String)
  /// A field has the wrong type (a number that is not one, an object where a text was due).
  case wrongType(String)
  /// A number is outside its range (a campaign of 0, a negative id), with the value read.
  case outOfRange(String, Int)
  /// `version` is not a major and minor number of 2.0 or later.
  case unsupportedVersion(String)
  /// `network` is not an ad network identifier (`….skadnetwork`).
  case invalidNetwork(String)
  /// A fidelity's `nonce` is not a UUID.
  case invalidNonce(String)
  /// A fidelity is neither 0 nor 1.
  case unknownFidelity(Int)
  /// Two entries of `fidelities` are of the same fidelity.
  case duplicateFidelity(Int)
  /// `fidelities` holds no entry.
  case noFidelity

  /// The most characters of the server's text a refusal keeps: 64.
  package static let maximumQuoted = 64

  /// `text` as a refusal quotes it, safe for a log line: control characters (a newline that
  /// would forge a line) replaced by `?`, and cut at ``maximumQuoted`` characters with `…`.
  package static func quoted(_ text: String) -> String {
    var quoted = ""
    for (index, character) in text.enumerated() {
      if index == maximumQuoted {
        quoted.append("…")
        break
      }
      let control = character.unicodeScalars.contains {
        $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
          || $0 == "\u{2028}" || $0 == "\u{2029}"
      }
      quoted.append(control ? "?" : character)
    }
    return quoted
  }

  /// What was wrong, in a sentence.
  public var description: String {
    switch self {
    case .notAnObject: "the SKAdNetwork object (skadn) is not a JSON object"
    case .missing(let field): "the SKAdNetwork object has no \(field)"
    case .wrongType(let field): "the SKAdNetwork object's \(field) has the wrong type"
    case .outOfRange(let field, let value):
      "the SKAdNetwork object's \(field) is out of range: \(value)"
    case .unsupportedVersion(let version):
      "the SKAdNetwork version '\(version)' is not 2.0 or later"
    case .invalidNetwork(let network):
      "'\(network)' is not an ad network identifier (….skadnetwork)"
    case .invalidNonce(let nonce): "the SKAdNetwork nonce '\(nonce)' is not a UUID"
    case .unknownFidelity(let fidelity): "the SKAdNetwork fidelity \(fidelity) is neither 0 nor 1"
    case .duplicateFidelity(let fidelity): "the SKAdNetwork fidelity \(fidelity) is given twice"
    case .noFidelity: "the SKAdNetwork object has no signed fidelity"
    }
  }
}
