// Every sentence the user can read on any screen, in one place.
// The feature's specification quotes them; lesson 01 lists them.

// snippet.user-messages
/// The user-facing text of every screen.
public enum UserMessage {
  public static let profileLoadFailed = "Couldn't load the profile."
  public static let todosLoadFailed = "Couldn't load your todos."
  public static let titleEmpty = "A todo needs a title."
  public static let titleTooLong = "A title can't be longer than 100 characters."
  public static let clearCompletedFailed = "Couldn't clear completed todos."
  public static let todoNotFound = "That todo doesn't exist."

  public static func addFailed(_ title: String) -> String { "Couldn't add “\(title)”." }
  public static func updateFailed(_ title: String) -> String { "Couldn't update “\(title)”." }
  public static func deleteFailed(_ title: String) -> String { "Couldn't delete “\(title)”." }
  public static func renameFailed(_ title: String) -> String { "Couldn't rename “\(title)”." }

  /// The counter: `0 items left`, `1 item left`, `2 items left`.
  public static func itemsLeft(_ count: Int) -> String {
    count == 1 ? "1 item left" : "\(count) items left"
  }
}
// snippet.end
