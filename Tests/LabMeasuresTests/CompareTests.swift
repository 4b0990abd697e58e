// `archlab compare`'s measures on a miniature source tree, compared with golden files.

import Foundation
import TestSupport
import Testing

@testable import LabMeasures

@Suite(.failsInsteadOfHanging) struct CompareTests {
  @Test func compareMeasuresATreeAsMarkdownAndAsText() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let fixture = ArchitectureSources.all.map { sources in
      ArchitectureSources(
        name: sources.name, sources: sources.sources, tests: [sources.tests[sources.tests.count - 1]],
        stateFiles: sources.stateFiles, stateProperties: sources.stateProperties)
    }
    let rules = [
      ChangeCost(
        rule: "P4", summary: "refresh shows the loading indicator",
        regions: [
          "MVI": ["fixture-mvi-refresh"], "MVVM": ["fixture-mvvm-refresh"], "Hexagonal": ["fixture-hexagonal-refresh"],
          "MV": ["fixture-mv-fetch"],
        ])
    ]
    let comparison = try Comparison(
      root: folder.appendingPathComponent("Fixtures/Package"), sources: fixture, rules: rules)
    try Golden.check(
      CompareReport.markdown(comparison), file: folder.appendingPathComponent("Golden/compare-fixture.md"))
    try Golden.check(CompareReport.text(comparison), file: folder.appendingPathComponent("Golden/compare-fixture.txt"))
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
    #expect(writers["MV"]?.contains("TodosView.add") == true)
  }
}
