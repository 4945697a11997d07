import Foundation
import Testing

@testable import KontextVideoCore

/// Inputs that crashed a reader of untrusted bytes, found by the fuzz targets (`Fuzz/`,
/// `Tools/fuzz.sh`) or while writing them, each kept minimised: every one must now give a
/// typed error or a correct answer.
struct FuzzRegressionTests {
  private func vastError(_ bytes: [UInt8]) -> VASTError? {
    do {
      _ = try VASTParser.parse(Data(bytes))
      return nil
    } catch {
      return error
    }
  }

  /// `<`, 0xFF, `/Ad`: an element name that is not UTF-8 crashed swift-corelibs-foundation's
  /// `XMLParser` (a force unwrap) on Linux. Refused with VAST error 100 now.
  @Test func anElementNameThatIsNotUTF8IsAnXMLError() {
    #expect(vastError([0x3C, 0xFF, 0x2F, 0x41, 0x64])?.code == 100)
    #expect(
      vastError(Array("<VAST version=\"4.0\"><Ad>".utf8) + [0xC3] + Array("</Ad></VAST>".utf8))?
        .code == 100)
  }

  /// A document that names its encoding is still read, converted by the XML parser.
  @Test func aDocumentInADeclaredEncodingIsStillRead() throws {
    let latin1 =
      Array(
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><VAST version=\"3.0\"><Ad><InLine>".utf8)
      + Array("<AdTitle>caf".utf8) + [0xE9] + Array("</AdTitle></InLine></Ad></VAST>".utf8)
    let document = try VASTParser.parse(Data(latin1))
    #expect(document.ads.first?.adTitle == "caf\u{E9}")
    let utf8 = "<VAST version=\"3.0\"><Ad><InLine><AdTitle>caf\u{E9}</AdTitle></InLine></Ad></VAST>"
    #expect(try VASTParser.parse(Data(utf8.utf8)).ads.first?.adTitle == "caf\u{E9}")
  }
}
