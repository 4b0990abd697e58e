// The sentence shown for each refused title.
// Lives beside the screen, not in the model: the model says *why*, the screen says it in words.

import SharedModel

extension TitleError {
  /// What the error line says when a title is refused for this reason.
  public var message: String {
    switch self {
    case .empty: UserMessage.titleEmpty
    case .tooLong: UserMessage.titleTooLong
    }
  }
}
