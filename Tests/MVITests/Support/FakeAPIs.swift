// The MVI stores' servers in tests: TestSupport's fake remotes, plugged into MVI's ports (lesson 07).

import MVI
import TestSupport

typealias FakeProfileAPI = FakeProfileRemote
typealias FakeTodosAPI = FakeTodosRemote

extension FakeProfileRemote: ProfileAPI {}
extension FakeTodosRemote: TodosAPI {}
