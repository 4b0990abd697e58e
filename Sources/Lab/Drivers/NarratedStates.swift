// Which fields of each architecture's state the inside story tells, in the order they are declared.
// A test checks each list against the state's stored properties, so a field added later is not left untold.

import HexagonalDomain
import HexagonalPresentation
import LabNarration
import MVI
import SharedModel

extension StateFields<MVI.ProfileState> {
  /// `ProfileStore`'s state.
  public static var mviProfile: Self {
    Self(.field("profile", \.profile), .field("isLoading", \.isLoading), .field("errorMessage", \.errorMessage))
  }
}

extension StateFields<MVI.TodosState> {
  /// `TodosStore`'s state.
  public static var mviTodos: Self {
    Self(
      .field("todos", \.todos), .field("saving", \.saving), .field("deleting", \.deleting),
      .field("isLoading", \.isLoading), .field("hasLoaded", \.hasLoaded), .field("field", \.field),
      .field("filter", \.filter), .field("errorMessage", \.errorMessage), .field("detail", \.detail),
      .field("waitingLink", \.waitingLink))
  }
}

extension StateFields<TodosViewModelProperties> {
  /// The Todos view model's stored properties.
  static var mvvmTodos: Self {
    Self(
      .field("todos", \.todos), .field("saving", \.saving), .field("deleting", \.deleting),
      .field("isLoading", \.isLoading), .field("hasLoaded", \.hasLoaded), .field("field", \.field),
      .field("filter", \.filter), .field("errorMessage", \.errorMessage))
  }
}

extension StateFields<ProfilePresenter.State> {
  /// `ProfilePresenter`'s state.
  public static var hexagonalProfile: Self {
    Self(.field("profile", \.profile), .field("isLoading", \.isLoading), .field("errorMessage", \.errorMessage))
  }
}

extension StateFields<HexagonalDomain.TodoList> {
  /// The domain's list, with the changes on their way.
  public static var todoList: Self {
    Self(.field("todos", \.todos), .field("saving", \.saving), .field("deleting", \.deleting))
  }
}

extension StateFields<TodosPresenter.State> {
  /// `TodosPresenter`'s state.
  public static var hexagonalTodos: Self {
    Self(
      .fields("list", \.list, .todoList), .field("isLoading", \.isLoading), .field("hasLoaded", \.hasLoaded),
      .field("field", \.field), .field("filter", \.filter), .field("errorMessage", \.errorMessage),
      .field("pushedTodo", \.pushedTodo), .field("todoField", \.todoField), .field("typedSinceSave", \.typedSinceSave),
      .field("waitingLink", \.waitingLink))
  }
}

extension StateFields<ProfileModelProperties> {
  /// MV's `ProfileModel`'s stored properties.
  static var mvProfile: Self {
    Self(.field("profile", \.profile), .field("isFetching", \.isFetching))
  }
}

extension StateFields<TodosModelProperties> {
  /// MV's `TodosModel`'s stored properties.
  static var mvTodos: Self {
    Self(
      .field("todos", \.todos), .field("saving", \.saving), .field("deleting", \.deleting),
      .field("isLoading", \.isLoading), .field("hasLoaded", \.hasLoaded))
  }
}
