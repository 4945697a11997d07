// The libFuzzer entry point for the five untrusted-input readers of KontextVideoCore.
//
// Not part of the package: `Tools/fuzz.sh` compiles this file together with every source file
// of `Sources/KontextVideoCore` into one module, so the `package` and internal API is reachable
// without changing the library. `KX_FUZZ_TARGET` picks the reader (`response`, `vast`,
// `bridge`, `beacon`, `captions`). Besides "no crash, no hang", each target checks properties of the
// reader's answer and traps (a finding) when one does not hold.

import Foundation

/// The reader under test, read once.
private let target: String = {
  let name = ProcessInfo.processInfo.environment["KX_FUZZ_TARGET"] ?? ""
  guard ["response", "vast", "bridge", "beacon", "captions"].contains(name) else {
    fatalError(
      "set KX_FUZZ_TARGET to response, vast, bridge, beacon or captions (got \"\(name)\")")
  }
  return name
}()

/// libFuzzer's entry point: runs the chosen reader on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
  switch target {
  case "response": fuzzResponse(data)
  case "vast": fuzzVAST(data)
  case "bridge": fuzzBridge(data)
  case "captions": fuzzCaptions(data)
  default: fuzzBeacon(data)
  }
  return 0
}

/// Fails the run with `message`: libFuzzer reports the trap as a crash and keeps the input.
private func violated(_ message: String) -> Never {
  fatalError("fuzz property violated: \(message)")
}

// MARK: - /v1/ads response

/// `AdResponse.decode`: a typed response or `.invalidResponse`, nothing else; every slot kept
/// is usable; a kept VAST slot's inline document goes through the VAST reader too.
private func fuzzResponse(_ data: Data) {
  _ = AdServerClient.message(in: data, redacting: "fuzz-token")
  let response: AdResponse
  do {
    response = try AdResponse.decode(data)
  } catch {
    guard case .requestFailed(.invalidResponse) = error else {
      violated("decode threw \(error), not .invalidResponse")
    }
    return
  }
  for slot in response.slots {
    if slot.id.isEmpty { violated("a slot with an empty id was kept") }
    if let seconds = slot.displaySeconds, !ServerBounds.displaySeconds.contains(seconds) {
      violated("display_seconds \(seconds) out of bounds")
    }
    _ = slot.lifetime.remaining(from: Date())
    _ = slot.effectiveSkipOffset
    if let xml = slot.vastToRead?.xml { fuzzVAST(Data(xml.utf8)) }
  }
}

// MARK: - VAST

/// `VASTParser.parse`: a document or a `VASTError`; then every ad fills a linear, an overlay
/// and a pause slot (or says why not) and the document encodes to JSON.
private func fuzzVAST(_ data: Data) {
  let document: VASTDocument
  do {
    document = try VASTParser.parse(data)
  } catch {
    if ![100, 101, 102].contains(error.code) { violated("parse failed with code \(error.code)") }
    return
  }
  let placeholder = AdCreative(source: .vast(xml: "<VAST/>", url: nil))
  for ad in document.ads {
    for format in [AdFormat.linear, .overlay, .pause] {
      let slot = AdSlot(id: "fuzz", format: format, creative: placeholder)
      guard let filled = try? slot.filled(by: ad) else { continue }
      if format == .linear, filled.creative.duration == nil {
        violated("a filled linear slot has no duration")
      }
      for pixel in filled.progressTracking where !(pixel.offset >= 0) {
        violated("a progress offset of \(pixel.offset)")
      }
    }
  }
  do {
    _ = try JSONEncoder().encode(document)
  } catch {
    violated("the document does not encode: \(error)")
  }
}

// MARK: - HTML bridge message

/// `HTMLBridgeMessage.parse`: the same answer for the body as data, as text and as the
/// dictionary WebKit would hand over.
private func fuzzBridge(_ data: Data) {
  let slotID = "slot-1"
  let fromData = HTMLBridgeMessage.parse(data, slotID: slotID)
  _ = (try? fromData.get())?.creativeEvent
  if case .failure(let refusal) = fromData { _ = refusal.description }
  if let text = String(validatingUTF8: data) {
    let fromText = HTMLBridgeMessage.parse(text, slotID: slotID)
    if fromText != fromData { violated("text gives \(fromText), data gives \(fromData)") }
  }
  if data.count <= 64 * 1024,
    let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  {
    let fromObject = HTMLBridgeMessage.parse(object, slotID: slotID)
    if fromObject != fromData { violated("object gives \(fromObject), data gives \(fromData)") }
  }
}

extension String {
  /// The text of `data` when it is valid UTF-8 without NUL bytes.
  fileprivate init?(validatingUTF8 data: Data) {
    guard !data.contains(0) else { return nil }
    var iterator = data.makeIterator()
    var decoder = UTF8()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: break loop
      case .error: return nil
      }
    }
    self = String(decoding: data, as: UTF8.self)
  }
}

// MARK: - Beacon queue file

/// `BeaconFile.decode` replays a journal: each non-empty line adds a beacon, takes some out,
/// or counts as unreadable, so owed + unreadable never exceed the lines; owed ids are unique;
/// the owed beacons survive a compaction (their lines written again) and a removal of all of
/// them leaves nothing.
private func fuzzBeacon(_ data: Data) {
  let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).count
  let whole = BeaconFile.decode(data, cut: false)
  if whole.beacons.count + whole.unreadable > lines {
    violated("\(whole.beacons.count) beacons + \(whole.unreadable) unreadable > \(lines) lines")
  }
  if Set(whole.beacons.map(\.id)).count != whole.beacons.count {
    violated("a beacon is owed twice")
  }
  let tail = BeaconFile.decode(data, cut: true)
  if tail.beacons.count + tail.unreadable > max(lines, 1) || (lines > 0 && tail.unreadable < 1) {
    violated("a cut read counts \(tail.beacons.count) + \(tail.unreadable) of \(lines) lines")
  }
  var compacted = Data()
  for beacon in whole.beacons {
    guard let line = BeaconFile.line(adding: beacon) else {
      violated("a loaded beacon does not encode again: \(beacon)")
    }
    compacted.append(line)
  }
  let again = BeaconFile.decode(compacted, cut: false)
  if again.unreadable != 0 || again.beacons.map(\.id) != whole.beacons.map(\.id)
    || again.beacons.map(\.payload) != whole.beacons.map(\.payload)
  {
    violated("compacting changed the beacons")
  }
  if let done = BeaconFile.line(removing: whole.beacons.map(\.id)),
    !BeaconFile.decode(compacted + done, cut: false).beacons.isEmpty
  {
    violated("removing every owed beacon left some")
  }
}

// MARK: - Captions file

/// `CaptionFile.parse`, as WebVTT and as SRT: a track or a `CaptionFileError`; a track's cues
/// are within every bound (count, times, text), in order of their start, and the cues at a time
/// (found by bisection) are exactly those a pass over them all finds.
private func fuzzCaptions(_ data: Data) {
  for format in CaptionFormat.allCases {
    let track: CaptionTrack
    do {
      track = try CaptionFile.parse(data, format: format, language: "en")
    } catch {
      if case .tooLarge = error, data.count <= CaptionFile.maximumBytes {
        violated("\(data.count) bytes refused as too large")
      }
      _ = error.description
      continue
    }
    if track.cues.isEmpty { violated("a track without cues") }
    if track.cues.count > CaptionFile.maximumCues { violated("\(track.cues.count) cues") }
    var previousStart = -Double.infinity
    for cue in track.cues {
      guard cue.start >= 0, cue.end > cue.start, cue.end <= CaptionTimestamp.longest else {
        violated("a cue from \(cue.start) to \(cue.end)")
      }
      if cue.start < previousStart { violated("cues out of order") }
      previousStart = cue.start
      let lines = cue.text.split(separator: "\n", omittingEmptySubsequences: false)
      if cue.text.isEmpty || lines.count > CaptionCueText.maximumLines
        || lines.contains(where: \.isEmpty)
      {
        violated("a cue's text of \(lines.count) lines: \(cue.text.debugDescription)")
      }
      // At most the characters kept, and the line breaks between at most 8 lines.
      if cue.text.count > CaptionCueText.maximumCharacters + CaptionCueText.maximumLines - 1 {
        violated("a cue's text of \(cue.text.count) characters")
      }
    }
    let times = track.cues.prefix(64).flatMap { [$0.start, ($0.start + $0.end) / 2, $0.end] }
    for time in times + [-1, .nan] {
      let found = track.cues(at: time)
      let scanned = track.cues.filter { $0.isShown(at: time) }
      if found != scanned { violated("cues at \(time): \(found.count), not \(scanned.count)") }
    }
  }
}
