import Foundation
import Testing

@testable import KontextVideoCore

/// The forms of a secret the review found passing an export unmasked (issue 30, item 6): base64,
/// double percent-encoding, a changed letter case, an identifier without its dashes, and hex.
struct InspectorMaskFormsTests {
  static let token = "pk_live_Abc123+/Xyz789"
  static let idfa = "6D92078A-8246-4BA4-AE5B-76104861E7DC"
  let mask = InspectorMask(secrets: [token: .token, idfa: .advertisingID])

  static func base64(_ text: String) -> String { Data(text.utf8).base64EncodedString() }

  @Test(arguments: [
    ("base64", base64(token)),
    (
      "url-safe base64",
      base64(token).replacingOccurrences(of: "+", with: "-")
        .replacingOccurrences(of: "/", with: "_")
    ),
    ("unpadded base64", base64(token).replacingOccurrences(of: "=", with: "")),
    ("double percent-encoding", "pk_live_Abc123%252B%252FXyz789"),
    ("a changed letter case", "PK_LIVE_abc123+/xYZ789"),
    ("hex", Data(token.utf8).map { String(format: "%02X", $0) }.joined()),
    ("a UUID without dashes", "6d92078a82464ba4ae5b76104861e7dc"),
    ("a UUID in mixed case", "6d92078A-8246-4ba4-AE5B-76104861e7dc"),
  ])
  func anEncodedSecretIsMasked(form: String, text: String) {
    let masked = mask("https://t.example/p?v=\(text)&n=1")
    #expect(!masked.contains(text), "\(form) passed: \(masked)")
    #expect(masked.hasPrefix("https://t.example/p?v=<") && masked.hasSuffix(">&n=1"))
  }

  @Test func ordinaryTextIsLeftAsItIs() {
    let text = "the ad was shown at 12:00 and its video played to the end"
    #expect(mask(text) == text)
  }
}
