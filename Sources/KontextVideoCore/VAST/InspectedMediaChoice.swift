/// The media file a linear ad plays, and why the SDK chose it among the VAST's files.
public struct InspectedMediaChoice: Codable, Sendable, Hashable {
  /// The chosen file's URL.
  public var url: String
  /// Its MIME type.
  public var mimeType: String?
  /// Its size in pixels, when the VAST gives it.
  public var width: Int?
  /// Its height in pixels, when the VAST gives it.
  public var height: Int?
  /// Its bitrate in kbit/s, when the VAST gives it.
  public var bitrate: Int?
  /// How many files the VAST listed, and how many of them the player can play.
  public var listed: Int
  /// How many of them the player can play (MP4 or HLS over https).
  public var playable: Int
  /// Why it won: `closest in size to the 390×844 screen`, `the lightest: the network is
  /// constrained`, or `the lightest: every file is over the bandwidth`.
  public var reason: String
}
