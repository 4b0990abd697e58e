// Exercise 10: the composition of the MVP Profile screen: a view, its presenter, and a source. Nothing to change here.
// Lesson 05; the tests' driver calls `make` to plug MVP into the engine.

/// Builds the Profile screen in MVP.
public enum MVPProfile {
  /// The view over a presenter that fetches from `source`.
  ///
  /// The view holds its presenter; the presenter holds its display weakly, so
  /// neither keeps the other alive forever.
  @MainActor
  public static func make(source: any ProfileSource) -> ProfileScreenView {
    let presenter = ProfilePresenter(source: source)
    let view = ProfileScreenView(presenter: presenter)
    presenter.display = view
    return view
  }
}
