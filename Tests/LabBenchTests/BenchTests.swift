// The bench at a tiny size, untimed: what each gesture redraws follows each architecture's observation
// structure, and every gesture really changes the screen it is said to.

import LabBench
import LabDrivers
import ScreenContract
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct BenchTests {
  static func report() async -> BenchReport {
    await Bench(
      architectures: Architectures.all(), sizes: [10, 20], repetitions: 2, parts: Architectures.todosParts(of:)
    ).run()
  }

  @Test func aStateInOnePropertyRedrawsEveryPartAtEveryGesture() async {
    // MVI's store and the hexagonal presenter each publish the screen's state as one
    // observed value: a part that reads any of it is stale after any change of it.
    let report = await Self.report()
    for architecture in ["mvi", "hexagonal"] {
      for gesture in BenchGesture.allCases {
        #expect(report.redrawn(architecture, gesture) == Set(TodosScreenPart.allCases), "\(architecture) \(gesture)")
      }
    }
  }

  @Test func propertiesObservedOneByOneRedrawOnlyWhatChanged() async {
    // MVVM's view model keeps each piece of state in its own observed property.
    let report = await Self.report()
    for architecture in ["mvvm", "mvvm-imperative"] {
      #expect(report.redrawn(architecture, .type) == [.textField])
      #expect(report.redrawn(architecture, .add) == [.textField, .rowList, .counter])
      #expect(report.redrawn(architecture, .toggle) == [.rowList, .counter])
      #expect(report.redrawn(architecture, .delete) == [.rowList, .counter])
      #expect(report.redrawn(architecture, .filter) == [.rowList, .filterPicker])
      // The reload brings the same todos: an equal value set again notifies no one.
      #expect(report.redrawn(architecture, .refresh) == [.loadingIndicator])
    }
  }

  @Test func theSceneAndTheModelsObservedKeyByKeyRedrawOnlyWhatChanged() async {
    // MV keeps the field, the filter and the error line in the scene, one observed value per key, and
    // the data in the model's own properties.
    let report = await Self.report()
    #expect(report.redrawn("mv", .type) == [.textField])
    #expect(report.redrawn("mv", .add) == [.textField, .rowList, .counter])
    #expect(report.redrawn("mv", .toggle) == [.rowList, .counter])
    #expect(report.redrawn("mv", .filter) == [.rowList, .filterPicker])
    #expect(report.redrawn("mv", .refresh) == [.loadingIndicator])
  }

  @Test func everySubjectIsMeasuredAtEverySizeForEveryGesture() async {
    let report = await Self.report()
    #expect(report.missing.isEmpty)
    #expect(report.subjects == ["baseline", "mvi", "mvvm", "mvvm-imperative", "hexagonal", "mv"])
    for subject in report.subjects {
      for size in [10, 20] {
        for gesture in BenchGesture.allCases {
          #expect(report.median(subject, gesture, size: size) != nil, "\(subject) \(gesture) \(size)")
        }
      }
    }
    #expect(report.redrawn("baseline", .type) == nil)
  }

  @Test func theMarkdownIsATablePerGestureAndTheRedraws() async {
    let markdown = await Self.report().markdown()
    #expect(markdown.contains("**Type a character**, median time per gesture"))
    #expect(
      markdown.contains(
        "| mvvm | field | field, rows, counter | rows, counter | rows, counter | rows, filter | loading |"))
    #expect(markdown.contains("| mvi | all | all | all | all | all | all |"))
  }

  @Test func theSummaryFoldsTheGestureTablesIntoTwoWithTheSameRedraws() async throws {
    let report = await Self.report()
    let summary = report.markdown(summary: true)
    #expect(!summary.contains("**Type a character**"))
    #expect(summary.contains("**Median time per gesture** with 20 todos"))
    #expect(summary.contains("**Growth** of that time from 10 to 20 todos"))
    let rows = summary.split(separator: "\n").filter { $0.hasPrefix("| mvi |") }
    // The time table, the growth table, the gesture alone, the whole screen, the redraws, and the memory
    // if measured.
    #expect(rows.count == (report.peakMemory.isEmpty ? 5 : 6))
    let times = try #require(rows.first).split(separator: "|").dropFirst().map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(times.count == BenchGesture.allCases.count)
    #expect(times.allSatisfy { $0.hasSuffix("×)") }, "\(times)")
    let redraws = { (markdown: String) in
      markdown.split(separator: "\n").drop { !$0.contains("What each gesture redraws") }.filter { $0.hasPrefix("|") }
    }
    #expect(redraws(summary) == redraws(report.markdown()))
    #expect(!redraws(summary).isEmpty)
  }
}
