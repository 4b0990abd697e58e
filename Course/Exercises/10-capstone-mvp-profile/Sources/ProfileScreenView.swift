// Exercise 10: the Profile screen in MVP, a passive view drawn by SwiftUI.
// Lesson 05: the lab plays it as it plays MVI, MVVM, Hexagonal and MV, through what it renders.

import Observation
import ScreenContract
import SwiftUISubset

/// What the Profile screen shows: what the presenter last told it, and nothing else.
///
/// The presenter's display. A SwiftUI view is a value, made again and again, that the presenter
/// can't hold; this object stays, the presenter tells it what to show, and the view draws it.
@MainActor
@Observable
public final class ProfileScreenContent: ProfileDisplay {
  public private(set) var isLoading = false
  public private(set) var name: String?
  public private(set) var email: String?
  public private(set) var error: String?

  public init() {}

  public func showLoading(_ isLoading: Bool) {
    // TODO: afterwards, the screen shows exactly what the presenter said here, and keeps everything else.
    // FR : ensuite, l'écran montre exactement ce que le presenter a dit ici, et garde tout le reste.
  }

  public func show(name: String, email: String) {
    // TODO: the same, for the profile.
    // FR : de même, pour le profil.
  }

  public func showError(_ message: String?) {
    // TODO: the same, for the error line.
    // FR : de même, pour la ligne d'erreur.
  }
}

/// Draws what the presenter said, and hands every gesture to the presenter.
public struct ProfileScreenView: View {
  let content: ProfileScreenContent
  let presenter: ProfilePresenter

  public init(content: ProfileScreenContent, presenter: ProfilePresenter) {
    self.content = content
    self.presenter = presenter
  }

  public var body: some View {
    // TODO: a passive view draws what `content` holds, and nothing else, and decides nothing: each
    // gesture of the screen is the presenter's to decide (it appears, it is pulled to refresh, Retry is
    // tapped, it goes away). The lab reads the screen as a UI test does, by the accessibility
    // identifiers that Scenarios/README.md lists.
    // FR : une vue passive dessine ce que contient `content`, et rien d'autre, et ne décide de rien : chaque geste de
    // l'écran, c'est au presenter d'en décider (il apparaît, on le tire pour le rafraîchir, on touche Retry, il s'en
    // va). Le labo lit l'écran comme le fait un test d'UI, par les identifiants d'accessibilité que liste
    // Scenarios/README.md.
    EmptyView()
  }
}
