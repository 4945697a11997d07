import Foundation

/// A message from an HTML creative, as the host page's bridge forwards it to native (the body
/// of a `WKScriptMessage`), read tolerantly: unknown fields are ignored, and anything that is
/// not a well-formed message of this ad is refused with a reason rather than acted on.
package enum HTMLBridgeMessage: Sendable, Hashable {
  /// The creative is ready to draw (`kontext.ad.ready`).
  case ready
  /// The viewer tapped the call to action (`kontext.ad.click`), with its landing page when the
  /// creative gave one; the landing page passed ``ClickPolicy``.
  case click(URL?)
  /// The creative's own close control (`kontext.ad.close`).
  case close
  /// The creative broke (`kontext.ad.error`), with its message.
  case error(String)

  /// The bridge protocol version this SDK speaks.
  package static let version = 1

  /// Why a message was not acted on.
  package enum Refusal: Error, Sendable, Hashable, CustomStringConvertible {
    case notAnObject
    case unknownType(String)
    case unsupportedVersion
    case anotherSlot
    case unsafeLanding
    /// Posted by a frame other than the host page's, bypassing the bridge.
    case notFromHostPage
    /// A page the creative opened (a window, a top navigation) without the viewer's tap.
    case withoutTap

    package var description: String {
      switch self {
      case .notAnObject: "the message is not a JSON object"
      case .unknownType(let type): "unknown message type \"\(type.prefix(64))\""
      case .unsupportedVersion: "the message is not version \(HTMLBridgeMessage.version)"
      case .anotherSlot: "the message is for another ad"
      case .unsafeLanding: "the landing page may not be opened"
      case .notFromHostPage: "the message did not come from the host page's bridge"
      case .withoutTap: "the creative opened a page without the viewer's tap"
      }
    }
  }

  /// Reads `body`: a dictionary (what WebKit gives for a JavaScript object), or JSON text or
  /// data of one. `slotID` is the ad's; a message for another ad is refused.
  package static func parse(_ body: Any, slotID: String) -> Result<Self, Refusal> {
    guard let fields = dictionary(body) else { return .failure(.notAnObject) }
    let type = fields["type"] as? String ?? ""
    guard
      ["kontext.ad.click", "kontext.ad.ready", "kontext.ad.close", "kontext.ad.error"]
        .contains(type)
    else { return .failure(.unknownType(type)) }
    guard fields["version"].flatMap(JSONObjectReader.number) == Double(version) else {
      return .failure(.unsupportedVersion)
    }
    guard fields["slot_id"] as? String == slotID else { return .failure(.anotherSlot) }
    switch type {
    case "kontext.ad.click":
      guard let landing = fields["cta_url"], !(landing is NSNull) else {
        return .success(.click(nil))
      }
      guard let text = landing as? String, let url = ClickPolicy.destination(text) else {
        return .failure(.unsafeLanding)
      }
      return .success(.click(url))
    case "kontext.ad.ready": return .success(.ready)
    case "kontext.ad.close": return .success(.close)
    default:
      let message = (fields["message"] as? String).map { String($0.prefix(200)) }
      return .success(.error(message ?? "the creative reported an error"))
    }
  }

  /// What the ad does with the message once on screen; nil for `ready`, which only ends a load.
  package var creativeEvent: CreativeEvent? {
    switch self {
    case .ready: nil
    case .click(let url): .click(URLString: url?.absoluteString)
    case .close: .close
    case .error(let message): .failed(message)
    }
  }

  private static func dictionary(_ body: Any) -> [String: Any]? {
    if let fields = body as? [String: Any] { return fields }
    let data: Data
    if let text = body as? String {
      data = Data(text.utf8)
    } else if let bytes = body as? Data {
      data = bytes
    } else {
      return nil
    }
    guard data.count <= 64 * 1024 else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }
}
