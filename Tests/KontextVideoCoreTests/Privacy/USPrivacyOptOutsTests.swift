import Testing

@testable import KontextVideoCore

/// The US opt-outs as the IAB's own GPP strings carry them: strings from the tests of the IAB's
/// reference implementations (iabgpp-java, iabgpp-es), with the values those tests assert, and
/// strings its reference encoder wrote with a different value in each field, so that a swapped
/// offset shows.
struct USPrivacyOptOutsTests {
  struct Vector: Sendable, CustomStringConvertible {
    var gpp: String
    var sale: Bool
    var sharing: Bool
    var targeted: Bool
    var description: String { gpp }
  }

  static let vectors: [Vector] = [
    // The national section, versions 1 and 2: nothing applicable, nobody opted out, all out
    // (with Global Privacy Control on).
    Vector(gpp: "DBABLA~BAAAVVVVUQA.QA", sale: false, sharing: false, targeted: false),
    Vector(gpp: "DBABLA~CAAAVVVVVVRA.QA", sale: false, sharing: false, targeted: false),
    Vector(gpp: "DBABLA~BVQqAAAAAgA.QA", sale: false, sharing: false, targeted: false),
    Vector(gpp: "DBABLA~BVQqAAAACg", sale: false, sharing: false, targeted: false),
    Vector(gpp: "DBABLA~BVVVkkkkkpFY.YA", sale: true, sharing: true, targeted: true),
    // One field at a time (the reference encoder's output).
    Vector(gpp: "DBABLA~CFQYAAAAAABA.QA", sale: true, sharing: false, targeted: false),
    Vector(gpp: "DBABLA~CFQhAAAAAABA.QA", sale: false, sharing: false, targeted: true),
    Vector(gpp: "DBABBg~BUYAAABA.QA", sale: true, sharing: false, targeted: false),
    Vector(gpp: "DBABBg~BUgAAABA.QA", sale: false, sharing: false, targeted: false),
    Vector(gpp: "DBABRg~BFkAABA", sale: false, sharing: false, targeted: true),
    Vector(gpp: "DBABFg~BFJAAAQA", sale: false, sharing: false, targeted: true),
    Vector(gpp: "DBABCw~BFJAAAQA", sale: false, sharing: false, targeted: true),
    Vector(gpp: "DBABIw~BFkAAAABAA.QA", sale: false, sharing: false, targeted: true),
    Vector(gpp: "DBABUw~BFkAAAABAA.QA", sale: false, sharing: false, targeted: true),
    Vector(gpp: "DBABAYA~BFkAAAAAQA.QA", sale: false, sharing: false, targeted: true),
    // Each state's section with both its opt-outs set; `.YA` is Global Privacy Control on,
    // which is an opt-out of sale and sharing too.
    Vector(gpp: "DBABBg~BVWSSSVY.YA", sale: true, sharing: true, targeted: false),
    Vector(gpp: "DBABRg~BVWSSVY", sale: true, sharing: false, targeted: true),
    Vector(gpp: "DBABJg~BVWSSVg.YA", sale: true, sharing: true, targeted: true),
    Vector(gpp: "DBABFg~BVVkklWA", sale: true, sharing: false, targeted: true),
    Vector(gpp: "DBABVg~BVWSSZFg.YA", sale: true, sharing: true, targeted: true),
    Vector(gpp: "DBABAw~BVWSSZlY", sale: true, sharing: false, targeted: true),
    Vector(gpp: "DBABQw~BVWSSZFY.YA", sale: true, sharing: true, targeted: true),
    Vector(gpp: "DBABIw~BVWSSRpFYA.YA", sale: true, sharing: true, targeted: true),
    Vector(gpp: "DBABEw~BVWSSVWA.YA", sale: true, sharing: true, targeted: true),
    Vector(gpp: "DBABUw~BVWSSSSVYA.YA", sale: true, sharing: true, targeted: true),
    Vector(gpp: "DBABCw~BVVkklWA.YA", sale: true, sharing: true, targeted: true),
    Vector(gpp: "DBABSw~BVWSSVWA.YA", sale: true, sharing: true, targeted: true),
    Vector(gpp: "DBABKw~BVWSSZFY.YA", sale: true, sharing: true, targeted: true),
    Vector(gpp: "DBABAYA~BVWSSRklWA.YA", sale: true, sharing: true, targeted: true),
    Vector(gpp: "DBABQYA~BVWSSVWA.YA", sale: true, sharing: true, targeted: true),
    Vector(gpp: "DBABIYA~BVWSSVWA.YA", sale: true, sharing: true, targeted: true),
    // The US Privacy string as a GPP section, and a European one beside it.
    Vector(gpp: "DBABTA~1YNN", sale: false, sharing: false, targeted: false),
    Vector(gpp: "DBABTA~1YYN", sale: true, sharing: false, targeted: false),
    Vector(
      gpp: "DBACNYA~CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA~1YYN", sale: true,
      sharing: false, targeted: false),
  ]

  @Test(arguments: vectors)
  func readsTheOptOutsOfTheIABsStrings(_ vector: Vector) {
    let read = USPrivacyOptOuts(usPrivacy: nil, gpp: vector.gpp)
    #expect(!read.unreadable)
    #expect(read.sale == vector.sale)
    #expect(read.sharing == vector.sharing)
    #expect(read.targetedAdvertising == vector.targeted)
  }

  @Test func theHeadersListTheirSections() throws {
    #expect(try #require(GPPString("DBABMA~x")).sectionIDs == [2])
    #expect(try #require(GPPString("DBABM~x")).sectionIDs == [2], "the spec's shorter padding")
    #expect(try #require(GPPString("DBACNYA~a~b")).sectionIDs == [2, 6])
    #expect(try #require(GPPString("DBACOeA~a~b~c")).sectionIDs == [2, 5, 6])
    #expect(try #require(GPPString("DBABjw~a~b")).sectionIDs == [5, 6])
    let all = try #require(GPPString("DBACOcGA" + String(repeating: "~a", count: 24)))
    #expect(all.sectionIDs == [2] + Array(5...27))
  }

  @Test(arguments: [
    "", "DBABMA", "DBABMA~a~b", "DBA!MA~a", "CPXxRfAPXxRfAAfKABENB", "DBABLA~B!", "DBABLA~",
    "DBABLA~BV", "DBABLA~D", "DBABLA~BVVVkkkkkpFY.!", "DBABUYA~BQWQ",
  ])
  func aStringThatCannotBeReadCountsAgainst(_ gpp: String) {
    let read = USPrivacyOptOuts(usPrivacy: nil, gpp: gpp.isEmpty ? "~" : gpp)
    #expect(read.unreadable)
    #expect(read.reasons.contains(.gppUnreadable))
  }

  @Test func theUSPrivacyStringsThirdCharacterIsTheSaleOptOut() {
    #expect(USPrivacyOptOuts(usPrivacy: "1YYN", gpp: nil).sale)
    #expect(USPrivacyOptOuts(usPrivacy: "1NYY", gpp: nil).sale)
    for string in ["1YNN", "1---", "1NNY", "", "2YYN", "1YYNN"] {
      #expect(!USPrivacyOptOuts(usPrivacy: string, gpp: nil).sale, "\(string)")
    }
  }

  /// A hostile string costs time in proportion to its length and reads as unreadable.
  @Test func aLongOrHostileStringIsBounded() {
    let ids = GPPTestEncoder.header(Array(1...200))
    #expect(
      USPrivacyOptOuts(usPrivacy: nil, gpp: ids + String(repeating: "~a", count: 200)).unreadable)
    let fibonacciRun = "DBAB" + String(repeating: "_", count: 10_000)
    #expect(USPrivacyOptOuts(usPrivacy: nil, gpp: fibonacciRun).unreadable)
    let huge = "DBABLA~" + String(repeating: "A", count: GPPString.maximumBytes)
    #expect(USPrivacyOptOuts(usPrivacy: nil, gpp: huge).unreadable, "over the bound: unread")
  }
}
