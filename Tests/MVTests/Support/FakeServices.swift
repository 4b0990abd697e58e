// The MV models' services in tests: TestSupport's fake remotes, plugged into MV's ports.

import MV
import TestSupport

typealias FakeProfileService = FakeProfileRemote
typealias FakeTodosService = FakeTodosRemote

extension FakeProfileRemote: ProfileService {}
extension FakeTodosRemote: TodosService {}
