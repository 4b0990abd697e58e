// The MVVM view models' services in tests: TestSupport's fake remotes, plugged into MVVM's ports (lesson 07).

import MVVM
import TestSupport

typealias FakeProfileService = FakeProfileRemote
typealias FakeTodosService = FakeTodosRemote

extension FakeProfileRemote: ProfileService {}
extension FakeTodosRemote: TodosService {}
