import Foundation

/// The closed captions of the sandbox's VAST linear ad, in English and Spanish (WebVTT): one cue
/// from its first second, one at its midpoint, so a test or a device shows them at set times.
enum SandboxCaptions {
  /// The captions file at `path` (`/captions/sandbox-en.vtt`, `/captions/sandbox-es.vtt`), or
  /// 404.
  static func answer(path: String) -> HTTPResponseData {
    guard let text = files[String(path.dropFirst("/captions/".count))] else {
      return HTTPResponseData(status: 404, body: Data())
    }
    return HTTPResponseData(status: 200, body: Data(text.utf8))
  }

  /// The files by name.
  static let files: [String: String] = [
    "sandbox-en.vtt": """
    WEBVTT

    00:00:01.000 --> 00:00:04.000
    This is a test ad from the Kontext sandbox.

    00:00:07.500 --> 00:00:10.000
    Captions follow the viewer's language.

    """,
    "sandbox-es.vtt": """
    WEBVTT

    00:00:01.000 --> 00:00:04.000
    Este es un anuncio de prueba del sandbox de Kontext.

    00:00:07.500 --> 00:00:10.000
    Los subtítulos siguen el idioma del espectador.

    """,
  ]
}
