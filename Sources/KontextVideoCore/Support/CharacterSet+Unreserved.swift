import Foundation

extension CharacterSet {
  /// RFC 3986's unreserved characters: what a VAST macro's value keeps unencoded (the ad
  /// inspector masks values in this form too).
  package static let rfc3986Unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
