// RemoteProfile: the profile as the REST server sends it, the API model beside the shared Profile.

import SharedModel

/// The profile as the REST server's JSON writes it: `{"id", "name", "email"}`.
struct RemoteProfile: Decodable, Equatable {
  var id: String
  var name: String
  var email: String

  var profile: Profile {
    Profile(id: id, name: name, email: email)
  }
}
