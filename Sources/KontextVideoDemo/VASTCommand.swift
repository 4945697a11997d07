import Foundation
import KontextVideoCore

/// `kontext-video vast FILE`: checks a VAST tag. Prints a JSON summary of the parsed document
/// (for a wrapper, what it points to); on an invalid document, or one with no `<Ad>` (error
/// 303, as a player would report it), prints the typed error with its VAST error code and exits
/// 1.
enum VASTCommand {
  static func run(_ arguments: [String]) -> Int32 {
    guard arguments.count == 1, let path = arguments.first else {
      FileHandle.standardError.write(Data("usage: kontext-video vast FILE\n".utf8))
      return 2
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      FileHandle.standardError.write(Data("kontext-video: cannot read \(path): \(error)\n".utf8))
      return 2
    }
    do throws(VASTError) {
      let document = try VASTParser.parse(data)
      try document.requireAd()
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      guard let json = try? encoder.encode(document) else {
        FileHandle.standardError.write(Data("kontext-video: the document has no JSON form\n".utf8))
        return 1
      }
      print(String(decoding: json, as: UTF8.self))
      return 0
    } catch {
      let object: [String: Any] = ["error": error.message, "vast_error_code": error.code]
      let json =
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
      print(String(decoding: json, as: UTF8.self))
      FileHandle.standardError.write(Data("kontext-video: \(error)\n".utf8))
      return 1
    }
  }
}
