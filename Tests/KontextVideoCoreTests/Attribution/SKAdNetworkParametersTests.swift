import Foundation
import Testing

@testable import KontextVideoCore

/// The server's `skadn` object, in the shape Kontext's iOS kit reads, checked field by field:
/// every missing or wrong field is a typed refusal, never a crash or a half-read object.
struct SKAdNetworkParametersTests {
  static let nonce0 = "8C3C7A64-1F6B-4E7E-9D9A-3B2C1D0E9F10"
  static let nonce1 = "F0E1D2C3-B4A5-4697-8879-6A5B4C3D2E1F"

  /// A valid SKAdNetwork 4.0 object with both fidelities.
  static func object(_ changes: [String: Any?] = [:]) -> [String: Any] {
    var object: [String: Any] = [
      "version": "4.0", "network": "example123.skadnetwork", "itunesItem": 1_234_567_890,
      "sourceApp": "0", "sourceIdentifier": 3120,
      "fidelities": [
        ["fidelity": 0, "nonce": nonce0, "timestamp": "1764633600000", "signature": "MEUC-0"],
        ["fidelity": 1, "nonce": nonce1, "timestamp": 1_764_633_600_000, "signature": "MEUC-1"],
      ],
    ]
    for (key, value) in changes { object[key] = value }
    return object
  }

  private func read(_ value: Any) -> Result<SKAdNetworkParameters, SKAdNetworkRefusal> {
    SKAdNetworkParameters.read(value)
  }

  @Test func aValidObjectIsReadWhole() throws {
    let parameters = try read(Self.object()).get()
    #expect(parameters.version == "4.0" && parameters.network == "example123.skadnetwork")
    #expect(parameters.itunesItem == 1_234_567_890 && parameters.sourceApp == 0)
    #expect(parameters.sourceIdentifier == 3120 && parameters.campaign == nil)
    let view = try #require(parameters.fidelity(.viewThrough))
    #expect(view.nonce == UUID(uuidString: Self.nonce0) && view.timestamp == 1_764_633_600_000)
    #expect(parameters.fidelity(.storeKitRendered)?.signature == "MEUC-1")
  }

  @Test func anObjectFromJSONIsReadAsTheServerSendsIt() throws {
    let json = """
      {"version":"2.2","network":"abc.skadnetwork","itunesItem":"42","campaign":7,
       "fidelities":[{"fidelity":1,"nonce":"\(Self.nonce1)","timestamp":1764633600000,
       "signature":"sig"}]}
      """
    let value = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let parameters = try read(value).get()
    #expect(parameters.itunesItem == 42 && parameters.campaign == 7 && parameters.sourceApp == 0)
    #expect(parameters.fidelities.map(\.kind) == [.storeKitRendered])
  }

  @Test(arguments: [
    ("version", SKAdNetworkRefusal.missing("version")),
    ("network", .missing("network")),
    ("fidelities", .missing("fidelities")),
    ("sourceIdentifier", .missing("sourceIdentifier")),
  ])
  func aMissingFieldIsNamed(field: String, refusal: SKAdNetworkRefusal) {
    #expect(read(Self.object([field: nil])) == .failure(refusal))
  }

  @Test func beforeFourTheCampaignIsRequiredAndInRange() {
    #expect(read(Self.object(["version": "3.0"])) == .failure(.missing("campaign")))
    #expect(
      read(Self.object(["version": "3.0", "campaign": 0])) == .failure(.outOfRange("campaign", 0)))
    #expect(
      read(Self.object(["version": "3.0", "campaign": 101]))
        == .failure(.outOfRange("campaign", 101)))
    #expect((try? read(Self.object(["version": "3.0", "campaign": "100"])).get())?.campaign == 100)
    // From 4.0 a campaign stands in for the source identifier.
    #expect(
      (try? read(Self.object(["sourceIdentifier": nil, "campaign": 9])).get())?.campaign == 9)
  }

  @Test(arguments: [
    ("4", SKAdNetworkRefusal.unsupportedVersion("4")), ("1.0", .unsupportedVersion("1.0")),
    ("four", .unsupportedVersion("four")), ("4.0.1", .unsupportedVersion("4.0.1")),
    ("", .missing("version")),
  ])
  func aVersionThatIsNotTwoOrLaterIsRefused(version: String, refusal: SKAdNetworkRefusal) {
    #expect(read(Self.object(["version": version])) == .failure(refusal))
  }

  @Test(arguments: ["Example.skadnetwork", "example", ".skadnetwork", "a b.skadnetwork"])
  func aNetworkThatIsNotAnIdentifierIsRefused(network: String) {
    #expect(read(Self.object(["network": network])) == .failure(.invalidNetwork(network)))
  }

  @Test func wrongTypesAndRangesAreNamed() {
    #expect(read(Self.object(["version": 4])) == .failure(.wrongType("version")))
    #expect(read(Self.object(["itunesItem": "12a"])) == .failure(.wrongType("itunesItem")))
    #expect(read(Self.object(["itunesItem": 1.5])) == .failure(.wrongType("itunesItem")))
    #expect(read(Self.object(["itunesItem": true])) == .failure(.wrongType("itunesItem")))
    #expect(read(Self.object(["itunesItem": 0])) == .failure(.outOfRange("itunesItem", 0)))
    #expect(read(Self.object(["sourceApp": -1])) == .failure(.outOfRange("sourceApp", -1)))
    #expect(
      read(Self.object(["sourceIdentifier": 10_000]))
        == .failure(.outOfRange("sourceIdentifier", 10_000)))
    #expect(read(Self.object(["fidelities": "all"])) == .failure(.wrongType("fidelities")))
    #expect(read(Self.object(["fidelities": []])) == .failure(.noFidelity))
    #expect(read("not an object") == .failure(.notAnObject))
  }

  @Test func badFidelitiesAreNamed() {
    func with(_ entry: [String: Any]) -> Result<SKAdNetworkParameters, SKAdNetworkRefusal> {
      var full: [String: Any] = [
        "fidelity": 1, "nonce": Self.nonce1, "timestamp": 1_764_633_600_000, "signature": "s",
      ]
      for (key, value) in entry { full[key] = value }
      return read(Self.object(["fidelities": [full]]))
    }
    #expect(with(["fidelity": 2]) == .failure(.unknownFidelity(2)))
    #expect(with(["nonce": "not-a-uuid"]) == .failure(.invalidNonce("not-a-uuid")))
    #expect(with(["timestamp": 0]) == .failure(.outOfRange("timestamp", 0)))
    #expect(with(["signature": ""]) == .failure(.missing("signature")))
    #expect(with(["signature": 5]) == .failure(.wrongType("signature")))
    #expect(
      with(["signature": String(repeating: "s", count: 2000)]) == .failure(.wrongType("signature")))
    let twice = [
      ["fidelity": 1, "nonce": Self.nonce1, "timestamp": 1_764_633_600_000, "signature": "s"],
      ["fidelity": "1", "nonce": Self.nonce0, "timestamp": 1_764_633_600_001, "signature": "t"],
    ]
    #expect(read(Self.object(["fidelities": twice])) == .failure(.duplicateFidelity(1)))
  }

  @Test func everyRefusalSaysWhatWasWrong() {
    let refusals: [SKAdNetworkRefusal] = [
      .notAnObject, .missing("x"), .wrongType("x"), .outOfRange("x", 1),
      .unsupportedVersion("1"), .invalidNetwork("n"), .invalidNonce("n"), .unknownFidelity(3),
      .duplicateFidelity(1), .noFidelity,
    ]
    for refusal in refusals {
      #expect(
        refusal.description.contains("SKAdNetwork") || refusal.description.contains("skadnetwork"))
    }
  }

  @Test func aSlotCarriesItsSKAdNetworkOrWhyItWasRefused() throws {
    func slot(_ skadn: Any) throws -> AdSlot {
      let json: [String: Any] = [
        "slots": [
          [
            "slot_id": "s", "format": "overlay", "skadn": skadn,
            "creative": ["type": "image", "url": "https://i.example/a.png"],
          ]
        ]
      ]
      let data = try JSONSerialization.data(withJSONObject: json)
      return try #require(try AdResponse.decode(data).slots.first)
    }
    #expect(try slot(Self.object()).skAdNetwork?.get().network == "example123.skadnetwork")
    // A refused object never costs the ad: the slot is filled, without attribution.
    #expect(try slot(["version": "4.0"]).skAdNetwork == .failure(.missing("network")))
  }
}
