// The Todos screen cut into the parts a SwiftUI view would draw as subviews, each reading only what it shows.
// Read in appendix A: what a part reads decides what a change redraws.

import SharedModel

// snippet.todos-screen-parts
/// The Todos screen as separate parts, the way a SwiftUI view splits its `body`
/// into subviews: each part reads only the state it shows.
///
/// With Observation, a SwiftUI view is drawn again when a property it read
/// changes. So what a part reads decides what it redraws: a part that reads a
/// whole state value redraws at every change of that value, a part that reads
/// one stored property redraws when that property changes.
@MainActor
public protocol TodosScreenParts {
  /// The loading indicator of the list.
  var loadingIndicator: Bool { get }
  /// The text field's content.
  var textField: String { get }
  /// The visible rows, in order.
  var rowList: [TodosScreen.Row] { get }
  /// How many todos are not done, whatever the filter.
  var counter: Int { get }
  /// The filter picked.
  var filterPicker: TodosScreen.Filter { get }
  /// The error line.
  var errorLine: String? { get }
}

extension TodosScreenParts {
  /// The whole screen, put together from its parts.
  public var screen: TodosScreen {
    TodosScreen(
      isLoading: loadingIndicator, rows: rowList, itemsLeft: counter, filter: filterPicker, field: textField,
      error: errorLine)
  }
}
// snippet.end

/// One part of the Todos screen: what a subview, or a UIKit widget, shows.
public enum TodosScreenPart: String, CaseIterable, Sendable {
  case loadingIndicator = "loading"
  case textField = "field"
  case rowList = "rows"
  case counter
  case filterPicker = "filter"
  case errorLine = "error"
}

extension TodosScreenPart {
  /// Reads this part of `parts`, as a subview that shows it would.
  @MainActor
  public func read(from parts: some TodosScreenParts) {
    switch self {
    case .loadingIndicator: _ = parts.loadingIndicator
    case .textField: _ = parts.textField
    case .rowList: _ = parts.rowList
    case .counter: _ = parts.counter
    case .filterPicker: _ = parts.filterPicker
    case .errorLine: _ = parts.errorLine
    }
  }
}
