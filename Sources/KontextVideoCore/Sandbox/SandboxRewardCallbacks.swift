import Foundation

/// The sandbox's ad server calling the app's server for each `reward_earned` event it
/// receives, as a real Kontext server does (and the reference server, `Tools/reference-server`):
/// a `POST` whose body names the transaction, the user id and custom data of the request, and
/// the reward, signed `Kontext-Signature: t=<unix seconds>,v1=<hex HMAC-SHA-256 of "t.body">`
/// with ``secret``, and retried after ``retryDelays`` until answered. The app's server is
/// simulated too: it verifies the signature, grants each transaction once, and in the
/// `.rewarded` scenario fails twice first, so the retries show. On the SDK's clock, so a manual
/// clock's runs are the same every time.
@MainActor
package final class SandboxRewardCallbacks {
  /// One call to the app's server.
  package struct Attempt: Sendable, Hashable {
    /// The transaction it is for.
    package var transactionID: String
    /// Which attempt, from 1.
    package var number: Int
    /// What the app's server answered.
    package var status: Int
    /// Whether the app's server found the signature right.
    package var verified: Bool
    /// Whether this call granted the reward (the first verified one answered 200).
    package var granted: Bool
    /// The signed body.
    package var body: String
    /// The `Kontext-Signature` header.
    package var signature: String
    /// When the next attempt comes, in seconds, if one does.
    package var retryIn: TimeInterval?
  }

  /// The sandbox publisher's callback secret: a published test value.
  package static let secret = "sandbox-reward-secret"
  /// The waits between attempts, in seconds.
  package static let retryDelays: [TimeInterval] = [1, 2, 4, 8, 16]

  private struct Fill {
    var requestID: String
    var userID: String?
    var customData: String?
  }

  private let clock: any AdClock
  private let failuresFirst: Int
  private var fills: [String: Fill] = [:]
  private var transactions: Set<String> = []
  private var granted: Set<String> = []
  /// Every attempt so far, oldest first.
  package private(set) var attempts: [Attempt] = []
  /// Hears each attempt as it is made.
  package var onAttempt: ((Attempt) -> Void)?

  /// Callbacks on `clock` to an app's server that fails `failuresFirst` times before it answers.
  package init(clock: any AdClock, failuresFirst: Int) {
    self.clock = clock
    self.failuresFirst = failuresFirst
  }

  /// A rewarded ad was filled for the ad request `json` (its `reward_request`, if any).
  package func filled(slotID: String, requestID: String, json: [String: Any]) {
    let reward = json["reward_request"] as? [String: Any]
    fills[slotID] = Fill(
      requestID: requestID, userID: reward?["user_id"] as? String,
      customData: reward?["custom_data"] as? String)
  }

  /// A `/v1/events` body arrived: each new `reward_earned` event of a filled rewarded ad gets
  /// its calls.
  package func eventsArrived(_ body: Data) {
    guard let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let events = json["events"] as? [[String: Any]]
    else { return }
    for event in events where event["name"] as? String == "reward_earned" {
      guard let transactionID = event["transaction_id"] as? String,
        let slotID = event["slot_id"] as? String, let fill = fills[slotID],
        let reward = event["reward"] as? [String: Any], transactions.insert(transactionID).inserted
      else { continue }
      let payload = Self.payload(
        transactionID: transactionID, fill: fill, slotID: slotID, reward: reward,
        earnedAt: event["timestamp"] as? String ?? "")
      call(payload, transactionID: transactionID, attempt: 1)
    }
  }

  /// The callback's body, keys in the reference server's order, compact.
  private static func payload(
    transactionID: String, fill: Fill, slotID: String, reward: [String: Any], earnedAt: String
  ) -> String {
    var json = JSONWriter()
    json.beginObject()
    json.field("transaction_id", transactionID)
    json.field("user_id", fill.userID)
    json.field("custom_data", fill.customData)
    json.field("reward_type", reward["type"] as? String)
    json.field("reward_amount", (reward["amount"] as? NSNumber)?.intValue)
    json.field("slot_id", slotID)
    json.field("request_id", fill.requestID)
    json.field("earned_at", earnedAt)
    json.endObject()
    return String(decoding: json.bytes, as: UTF8.self)
  }

  /// The `Kontext-Signature` header for `body` at `time` (unix seconds).
  package static func signature(body: String, time: Int, secret: String = secret) -> String {
    let mac = SHA256.hmac(key: Array(secret.utf8), message: Array("\(time).\(body)".utf8))
    return "t=\(time),v1=\(SHA256.hex(mac))"
  }

  /// What the simulated app server does with a call: checks the signature as the verification
  /// samples do (`Tools/reward-verification`).
  package static func verifies(body: String, signature header: String, secret: String = secret)
    -> Bool
  {
    var fields: [String: String] = [:]
    for part in header.split(separator: ",") {
      let pair = part.split(separator: "=", maxSplits: 1)
      if pair.count == 2 { fields[String(pair[0])] = String(pair[1]) }
    }
    guard let time = fields["t"].flatMap({ Int($0) }), let given = fields["v1"] else {
      return false
    }
    return signature(body: body, time: time, secret: secret) == "t=\(time),v1=\(given)"
  }

  private func call(_ body: String, transactionID: String, attempt: Int) {
    // The sandbox's wall clock: a fixed date plus the SDK's seconds, as the demo's.
    let header = Self.signature(body: body, time: 1_800_000_000 + Int(clock.now))
    let verified = Self.verifies(body: body, signature: header)
    let fails = attempt <= failuresFirst || !verified
    let grants = !fails && granted.insert(transactionID).inserted
    let delay = fails ? Self.retryDelays.dropFirst(attempt - 1).first : nil
    let made = Attempt(
      transactionID: transactionID, number: attempt, status: fails ? (verified ? 500 : 401) : 200,
      verified: verified, granted: grants, body: body, signature: header, retryIn: delay)
    attempts.append(made)
    onAttempt?(made)
    guard let delay else { return }
    _ = clock.schedule(at: clock.now + delay) { [weak self] in
      self?.call(body, transactionID: transactionID, attempt: attempt + 1)
    }
  }
}
