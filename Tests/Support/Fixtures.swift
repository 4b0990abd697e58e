// Values every architecture's tests share: one definition each, so no two test targets mean different things by them.

import SharedModel

extension Profile {
  /// The profile the scripted server holds unless told otherwise.
  public static let ada = Profile(id: "1", name: "Ada Lovelace", email: "ada@example.com")
  /// The same person's profile after it changed on the server.
  public static let grace = Profile(id: "1", name: "Grace Hopper", email: "grace@example.com")
}
