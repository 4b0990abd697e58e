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
  /// `expect todo closed`: no Todo screen is open.
  case todoClosed
  case todoTitle(String)
  case todoField(String)
  case todoDone(Bool)
  case todoSaving(Bool)
  case todoError(String?)
  /// `expect app badge N`, or `none` (nil).
  case appBadge(Int?)
  case serverTodos([RowValue])
  case serverRequests(Endpoint, Int)
}
