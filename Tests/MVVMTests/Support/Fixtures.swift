// Values the MVVM tests share: profiles, todos, a failure, and the two kinds of view.
// Read in lesson 07 (testing).

import MVVM
import ScreenContract
import SharedModel

extension Profile {
  static let ada = Profile(id: "1", name: "Ada Lovelace", email: "ada@example.com")
  static let grace = Profile(id: "1", name: "Grace Hopper", email: "grace@example.com")
}

extension Todo {
  static let walkTheDog = Todo(id: "walk", title: "Walk the dog")
  static let buyMilk = Todo(id: "milk", title: "Buy milk")
  static let callMom = Todo(id: "mom", title: "Call mom", isDone: true)
  static let waterThePlants = Todo(id: "plants", title: "Water the plants", isDone: true)

  /// The same todo, done if it was not and not done if it was.
  var toggled: Todo {
    Todo(id: id, title: title, isDone: !isDone)
  }
}

/// What a fake service throws when a test makes a request fail.
struct ServerDown: Error {}

/// Makes predictable ids for new todos: `new-1`, `new-2`, ...
@MainActor
final class TodoIDs {
  private var made = 0

  func next() -> Todo.ID {
    made += 1
    return Todo.ID(rawValue: "new-\(made)")
  }
}

/// The two views each screen has: every view test runs against both.
enum ViewKind: CaseIterable, Sendable {
  case declarative
  case imperative

  @MainActor
  func profile(_ viewModel: ProfileViewModel) -> any ProfileUserInterface {
    switch self {
    case .declarative: ProfileView(viewModel: viewModel)
    case .imperative: ProfileViewController(viewModel: viewModel)
    }
  }

  @MainActor
  func todos(_ viewModel: TodosViewModel) -> any TodosUserInterface {
    switch self {
    case .declarative: TodosView(viewModel: viewModel)
    case .imperative: TodosViewController(viewModel: viewModel)
    }
  }
}
