// The README's rewarded ask, compiled as written.
import KontextVideoSDK

@MainActor
func askForTheUnlock(with ads: VideoAds) async throws -> VideoAd {
  let unlock = try RewardRequest(userID: "u-81", customData: "episode=12")
  let ad = try await ads.format(.rewarded, reward: unlock)
  try await ad.load()
  return ad
}
