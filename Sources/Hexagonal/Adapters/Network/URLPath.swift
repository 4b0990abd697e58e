// URLPath: how an id goes into a URL. The same rule in every architecture's network code.

import Foundation

/// Builds the URL of a route from path segments, each escaped on its own.
///
/// Every byte of a segment outside RFC 3986's unreserved characters
/// (`A–Z a–z 0–9 - . _ ~`) is written `%XX`, so an id that holds `/`, `?`, `%`
/// or a space stays one segment, and the server reads back the id as it was.
enum URLPath {
  /// `base` followed by `segments`, e.g. `{base}/todos/a%2Fb`.
  static func url(_ base: URL, _ segments: String...) -> URL {
    url(base, segments)
  }

  /// `base` followed by `segments`, e.g. `{base}/todos/a%2Fb`.
  static func url(_ base: URL, _ segments: [String]) -> URL {
    guard var components = URLComponents(url: base, resolvingAgainstBaseURL: true) else { return base }
    var path = components.percentEncodedPath
    while path.hasSuffix("/") { path.removeLast() }
    components.percentEncodedPath = path + "/" + segments.map(escaped).joined(separator: "/")
    return components.url ?? base
  }

  /// `segment` with every byte outside the unreserved characters percent-encoded.
  static func escaped(_ segment: String) -> String {
    var result = ""
    for byte in segment.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        result.append(Character(Unicode.Scalar(byte)))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
