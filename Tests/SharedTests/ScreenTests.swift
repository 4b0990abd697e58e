// The screen values, the user-facing text and the text renderer.

import ScreenContract
import SharedModel
import TestSupport
import Testing

@Suite(.failsInsteadOfHanging) struct ScreenTests {
  @Test(arguments: [(0, "0 items left"), (1, "1 item left"), (2, "2 items left"), (11, "11 items left")])
  func theCounterReadsAsASentence(count: Int, text: String) {
    #expect(TodosScreen(itemsLeft: count).counter == text)
  }

  @Test func eachFilterShowsItsRows() {
    #expect(TodosScreen.Filter.all.shows(isDone: true) && TodosScreen.Filter.all.shows(isDone: false))
    #expect(TodosScreen.Filter.active.shows(isDone: false) && !TodosScreen.Filter.active.shows(isDone: true))
    #expect(TodosScreen.Filter.completed.shows(isDone: true) && !TodosScreen.Filter.completed.shows(isDone: false))
  }

  @Test func titleErrorsSpeakTheFeaturesWords() {
    #expect(TitleError.empty.message == "A todo needs a title.")
    #expect(TitleError.tooLong.message == "A title can't be longer than 100 characters.")
    #expect(UserMessage.addFailed("Buy milk") == "Couldn't add “Buy milk”.")
    #expect(UserMessage.updateFailed("A") == "Couldn't update “A”.")
    #expect(UserMessage.deleteFailed("A") == "Couldn't delete “A”.")
  }

  @Test func anEmptyProfileScreenShowsNothing() {
    #expect(ProfileScreen().isEmpty)
    #expect(!ProfileScreen(isLoading: true).isEmpty)
    #expect(!ProfileScreen(error: "x").isEmpty)
  }

  @Test func rendersTheProfileScreen() {
    let screen = ProfileScreen(
      isLoading: true, name: "Ada Lovelace", email: "ada@example.com", error: "Couldn't load the profile.")
    #expect(
      ScreenRenderer.text(for: screen) == """
        Profile ⟳ loading
          Ada Lovelace
          ada@example.com
          ! Couldn't load the profile.

        """)
    #expect(ScreenRenderer.lines(for: ProfileScreen()) == ["Profile", "  (no profile)"])
  }

  @Test func rendersTheTodosScreen() {
    let screen = TodosScreen(
      rows: [
        .init(id: "1", title: "Buy milk", isDone: false, isSaving: true),
        .init(id: "2", title: "Walk the dog", isDone: true),
      ],
      itemsLeft: 1, filter: .active, field: "Call mum", error: "Couldn't add “Buy milk”.")
    #expect(
      ScreenRenderer.lines(for: screen) == [
        "Todos",
        "  > Call mum_",
        "  1 [ ] Buy milk …saving",
        "  2 [x] Walk the dog",
        "  1 item left · filter: all [active] completed",
        "  ! Couldn't add “Buy milk”.",
      ])
    #expect(ScreenRenderer.lines(for: TodosScreen(isLoading: true))[0] == "Todos ⟳ loading")
    #expect(ScreenRenderer.lines(for: TodosScreen())[2] == "  (no rows)")
  }
}
