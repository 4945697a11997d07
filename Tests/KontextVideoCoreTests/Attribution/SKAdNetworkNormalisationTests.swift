import Foundation
import Testing

@testable import KontextVideoCore

/// Every field of the server's `skadn` object is bounded and normalised before it reaches
/// StoreKit or a log line: plain versions and integers only, signing times of this century,
/// signatures of base64 characters, and what a refusal quotes cut and cleaned.
struct SKAdNetworkNormalisationTests {
  private func read(_ changes: [String: Any?]) -> Result<SKAdNetworkParameters, SKAdNetworkRefusal>
  {
    SKAdNetworkParameters.read(SKAdNetworkParametersTests.object(changes))
  }

  private func withFidelity(_ changes: [String: Any]) -> Result<
    SKAdNetworkParameters, SKAdNetworkRefusal
  > {
    var entry: [String: Any] = [
      "fidelity": 1, "nonce": SKAdNetworkParametersTests.nonce1,
      "timestamp": 1_764_633_600_000, "signature": "MEUCIQD+x/y=",
    ]
    for (key, value) in changes { entry[key] = value }
    return read(["fidelities": [entry]])
  }

  @Test(arguments: ["+4.0", "04.00", "4.00", " 4.0x", "4", "4.0.1", "٤.٠"])
  func aVersionNotWrittenPlainlyIsRefused(version: String) {
    guard case .failure(.unsupportedVersion) = read(["version": version]) else {
      Issue.record("\(version) was taken")
      return
    }
  }

  @Test(arguments: ["+42", "4 2", "0x2A", "42.0", "１２"])
  func anIntegerNotWrittenInPlainDigitsIsRefused(item: String) {
    #expect(read(["itunesItem": item]) == .failure(.wrongType("itunesItem")))
  }

  @Test func plainDigitsAreStillTaken() throws {
    #expect(try read(["itunesItem": " 42 "]).get().itunesItem == 42)
    #expect(read(["sourceApp": "-1"]) == .failure(.outOfRange("sourceApp", -1)))
  }

  @Test(arguments: [0, 1_000, 1_577_836_799_999, 4_102_444_800_001, 8_900_000_000_000_000])
  func aSigningTimeOutsideThisCenturyIsRefused(timestamp: Int) {
    #expect(withFidelity(["timestamp": timestamp]) == .failure(.outOfRange("timestamp", timestamp)))
  }

  @Test func aSignatureOfControlCharactersIsRefused() {
    let control = String(repeating: "\u{1}", count: 1024)
    #expect(withFidelity(["signature": control]) == .failure(.wrongType("signature")))
    #expect(withFidelity(["signature": "MEUC\nforged"]) == .failure(.wrongType("signature")))
    #expect(withFidelity(["signature": "ab cd"]) == .failure(.wrongType("signature")))
    #expect((try? withFidelity(["signature": "MEUCIQD-_x/y+=="]).get()) != nil)
  }

  @Test func whatARefusalQuotesIsShortAndOnOneLine() {
    let huge = String(repeating: "9", count: 1 << 20)
    guard case .failure(let refusal) = read(["version": huge]) else {
      Issue.record("a 1 MiB version was taken")
      return
    }
    #expect("\(refusal)".count < 200)
    guard case .failure(let forged) = read(["network": "x\n[KontextVideo] forged line"]) else {
      Issue.record("a network with a newline was taken")
      return
    }
    #expect(!"\(forged)".contains("\n"))
    #expect(SKAdNetworkRefusal.quoted("a\u{2028}b\u{7}c") == "a?b?c")
    #expect(SKAdNetworkRefusal.quoted(String(repeating: "x", count: 100)).count == 65)
  }
}
