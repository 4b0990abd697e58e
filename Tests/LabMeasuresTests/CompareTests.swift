// `archlab compare`'s measures on a miniature source tree, compared with golden files.

import Foundation
import TestSupport
import Testing

@testable import LabMeasures

@Suite(.failsInsteadOfHanging) struct CompareTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// The miniature tree measured, each architecture's last test folder alone, pricing rule P4 as `summary`.
  static func fixture(summary: String) throws -> Comparison {
    let sources = ArchitectureSources.all.map { sources in
      ArchitectureSources(name: sources.name, sources: sources.sources, tests: [sources.tests[sources.tests.count - 1]])
    }
    return try Comparison(
      root: folder.appendingPathComponent("Fixtures/Package"), sources: sources,
      rules: [ChangeCost(rule: "P4", summary: summary)])
  }

  @Test func compareMeasuresATreeAsMarkdownAndAsText() throws {
    let folder = Self.folder
    let comparison = try Self.fixture(summary: "refresh shows the loading indicator")
    try Golden.check(
      CompareReport.markdown(comparison), file: folder.appendingPathComponent("Golden/compare-fixture.md"))
    try Golden.check(CompareReport.text(comparison), file: folder.appendingPathComponent("Golden/compare-fixture.txt"))
  }
}

extension CompareTests {
  @Test func aFrenchComparisonHasTheSameNumbersUnderFrenchHeadings() throws {
    let comparison = try Self.fixture(summary: "refresh")
    let english = CompareReport.markdown(comparison)
    let french = CompareReport.markdown(comparison, in: .french)
    #expect(french.hasPrefix("| Architecture / couche | fichiers | lignes de code |"))
    #expect(french.contains("| Coût du changement (lignes de code) |"))
    #expect(french.contains("| P4 refresh |"), "a rule compare doesn't price keeps the summary it was given")
    #expect(ChangeCost.french("N4") == "renommage sur l'écran Todo, défait en cas d'échec")
    let numbers = { (markdown: String) in markdown.split(separator: "\n").map { $0.split(separator: "|").dropFirst() } }
    #expect(numbers(french).dropFirst().map { $0.dropFirst() } == numbers(english).dropFirst().map { $0.dropFirst() })
    #expect(CompareReport.text(comparison, in: .french).contains("fonctions qui modifient l'état"))
    #expect(
      CompareReport.changeCosts(comparison, rules: ["P4"], markdown: true, in: .french)
        .hasPrefix("| Coût du changement (lignes de code) |"))
  }

  @Test func aRuleThatAnArchitectureMarksNowhereFailsTheComparison() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let rules = [ChangeCost(rule: "P4", summary: "refresh"), ChangeCost(rule: "T3", summary: "add")]
    #expect(throws: MissingRegion.self) {
      try Comparison(
        root: folder.appendingPathComponent("Fixtures/Package"), sources: ArchitectureSources.all, rules: rules)
    }
  }
}

@Suite(.failsInsteadOfHanging) struct CompareOnThePackageTests {
  @Test func everyArchitecturesStateWritersIncludeItsChangesToTheList() throws {
    // A presenter or model that keeps its screen in several properties must still have its writers
    // counted: a property left out of `stateProperties` would hide them.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let comparison = try Comparison(root: root)
    let writers = Dictionary(uniqueKeysWithValues: comparison.architectures.map { ($0.name, $0.stateWriters) })
    #expect(writers["MVI"]?.contains { $0.hasPrefix("TodosReducer") } == true)
    #expect(writers["MVVM"]?.contains("TodosViewModel.add") == true)
    #expect(writers["Hexagonal"]?.contains("TodosPresenter.add") == true)
    #expect(writers["MV"]?.contains("TodosModel.add") == true)
    #expect(writers["MV"]?.contains { $0.hasPrefix("Router.") } == true)
  }

  @Test func everyRuleThatCompareCostsIsMarkedInTheCodeOfEveryArchitecture() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let comparison = try Comparison(root: root)
    for cost in comparison.costs {
      for architecture in ArchitectureSources.all.map(\.name) {
        #expect((cost.lines[architecture] ?? 0) > 0, "\(cost.rule) costs \(architecture) no line")
      }
    }
  }
}

/// What counts as state is found in the code, so a property nobody listed is counted the day it is written.
@Suite struct StateDeclarationsTests {
  @Test func findsTheStateOfObservableObjectsStateValuesAndViewsAndWhoWritesIt() {
    let files = [
      (
        path: "Navigation/Router.swift",
        text: """
        @MainActor
        @Observable
        final class Router {
          var path: [String] = []
          @ObservationIgnored var onEvent: (() -> Void)?
          var top: String? { path.last }
          let name = "r"
          func push(_ id: String) {
            path.append(id)
          }
          func peek() -> String? { top }
        }
        """
      ),
      (
        path: "Todos/TodosState.swift",
        text: """
        struct TodosState: Equatable {
          var field = ""
          var rows: [String] = [] {
            didSet { field = "" }
          }
        }
        final class Store<State: ObservableState, Intent>: Observable {
          private var current: State
          func send(_ intent: Intent) { current = reduce(current, intent) }
        }
        """
      ),
      (
        path: "Todos/TodosReducer.swift",
        text: """
        extension TodosState: ObservableState {}
        enum TodosReducer {
          static func type(_ text: String, into state: inout TodosState) {
            state.field = text
          }
          static func read(_ state: TodosState) -> String { state.field }
        }
        """
      ),
      (
        path: "Views/TodosView.swift",
        text: """
        struct TodosView: View {
          @State private var typed = ""
          @Environment(Router.self) private var router
          let title: String
          func show(_ id: String) {
            router.path.append(id)
          }
          func type(_ text: String) {
            typed = text
          }
          func tapRouter() { router.push("x") }
        }
        """
      ),
    ]
    let state = StateDeclarations(files: files)
    #expect(
      state.properties.sorted().map { "\($0.type).\($0.name)" } == [
        "Router.path", "Store.current", "TodosState.field", "TodosState.rows", "TodosView.typed",
      ])
    #expect(!state.stateValues.contains("Store"))
    let writers = files.flatMap { state.writers(in: $0.text, path: $0.path) }.map { "\($0.type).\($0.function)" }
    #expect(writers == ["Router.push", "Store.send", "TodosReducer.type", "TodosView.show", "TodosView.type"])
  }

  @Test func countsEveryArchitecturesNavigationState() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let comparison = try Comparison(root: root)
    let byName = Dictionary(uniqueKeysWithValues: comparison.architectures.map { ($0.name, $0) })
    // The routers and the presenter's pushed todo are state: the screens on top are drawn from them.
    #expect(byName["MVVM"]?.stateWriters.filter { $0.hasPrefix("TodosRouter.") }.count ?? 0 >= 5)
    #expect(byName["Hexagonal"]?.stateProperties.contains("TodosNavigator.top") == true)
    #expect(byName["Hexagonal"]?.stateWriters.contains("TodosNavigator.push") == true)
    #expect(byName["MV"]?.stateProperties.contains("Router.path") == true)
    #expect(byName["MVI"]?.stateWriters.contains("TodosReducer.openTodo") == true)
  }
}
