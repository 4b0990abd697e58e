// What a scenario expects of a screen or of the server.

import ScreenContract
import SharedModel

/// What a scenario expects of the screen or the server.
public enum Expectation: Equatable, Sendable {
  case profileLoading(Bool)
  case profileEmpty
  case profileName(String)
  case profileEmail(String)
  case profileError(String?)
  case todosLoading(Bool)
  case todosRows([RowValue])
  case todosSaving([String])
  case todosLeft(Int)
  case todosField(String)
  case todosFilter(TodosScreen.Filter)
  case todosError(String?)
  case serverTodos([RowValue])
  case serverRequests(Endpoint, Int)
}
