// The two seed screens, rewritten for Observation, mounted on the host with a fake server.

import Foundation
import Observation
import SwiftUISubset
import Testing

// MARK: - MVI: UserScreen with a store

struct User: Decodable, Sendable {
  let id: Int
  let name: String
}

struct UserState {
  var isLoading = false
  var name: String?
  var errorMessage: String?
}

enum UserIntent {
  case onAppear
  case refreshTapped
}

protocol UserAPI: Sendable {
  func fetchUser() async throws -> User
}

@MainActor @Observable final class UserStore {
  private(set) var state = UserState()
  private let api: any UserAPI

  init(api: any UserAPI) {
    self.api = api
  }

  func send(_ intent: UserIntent) {
    switch intent {
    case .onAppear:
      guard state.name == nil else { return }
      refreshUser()
    case .refreshTapped:
      refreshUser()
    }
  }

  private func refreshUser() {
    Task { await loadUser() }
  }

  private func loadUser() async {
    state.isLoading = true
    state.errorMessage = nil
    do {
      let user = try await api.fetchUser()
      state.name = user.name
      state.errorMessage = nil
    } catch {
      state.name = nil
      state.errorMessage = "Impossible de charger l'utilisateur."
    }
    state.isLoading = false
  }
}

struct UserScreen: View {
  @State private var store: UserStore

  init(api: any UserAPI) {
    _store = State(initialValue: UserStore(api: api))
  }

  var body: some View {
    let state = store.state
    VStack(spacing: 16) {
      if state.isLoading {
        ProgressView("Chargement…")
      }
      if let name = state.name {
        Text("Bonjour, \(name) !")
          .font(.title)
          .accessibilityIdentifier("greeting")
      }
      if let error = state.errorMessage {
        Text(error)
          .foregroundColor(.red)
          .accessibilityIdentifier("error")
      }
      Button("Recharger") {
        store.send(.refreshTapped)
      }
      .accessibilityIdentifier("reload")
    }
    .padding()
    .onAppear {
      store.send(.onAppear)
    }
  }
}

final class FakeUserAPI: UserAPI {
  let answers = HeldAnswers<User>()
  func fetchUser() async throws -> User { try await answers.call() }
}

// MARK: - MVVM: ProfileView with a view model

struct Profile: Identifiable, Equatable, Sendable {
  let id: String
  let name: String
  let email: String
}

enum ProfileState: Equatable {
  case idle
  case loading
  case loaded(Profile)
  case error(String)
}

protocol ProfileServiceProtocol: Sendable {
  func fetchProfile() async throws -> Profile
}

@MainActor @Observable final class ProfileViewModel {
  private(set) var state: ProfileState = .idle
  private let profileService: any ProfileServiceProtocol

  init(profileService: any ProfileServiceProtocol) {
    self.profileService = profileService
  }

  func loadProfile() async {
    state = .loading
    do {
      state = .loaded(try await profileService.fetchProfile())
    } catch {
      state = .error("Impossible de charger le profil.")
    }
  }
}

struct ProfileView: View {
  @State private var viewModel: ProfileViewModel

  init(service: any ProfileServiceProtocol) {
    _viewModel = State(initialValue: ProfileViewModel(profileService: service))
  }

  var body: some View {
    Group {
      switch viewModel.state {
      case .idle, .loading:
        ProgressView("Chargement...")
      case .loaded(let profile):
        VStack(spacing: 12) {
          Text(profile.name)
            .font(.title.bold())
          Text(profile.email)
            .foregroundStyle(.secondary)
        }
      case .error(let message):
        VStack(spacing: 12) {
          Text(message)
            .foregroundStyle(.red)
          Button("Réessayer") {
            Task {
              await viewModel.loadProfile()
            }
          }
          .accessibilityIdentifier("retry")
        }
      }
    }
    .navigationTitle("Profil")
    .task {
      await viewModel.loadProfile()
    }
  }
}

final class FakeProfileService: ProfileServiceProtocol {
  let answers = HeldAnswers<Profile>()
  func fetchProfile() async throws -> Profile { try await answers.call() }
}

@MainActor @Suite struct SeedTests {
  @Test("R48 R49 MVI UserScreen: appear loads, reload waits on the server, settle reads the answer")
  func userScreen() async throws {
    let api = FakeUserAPI()
    let host = ViewHost(UserScreen(api: api))
    api.answers.attach(to: host)

    #expect(await host.settleChecked() == .settled)
    #expect(api.answers.count == 1)
    #expect(host.find("Chargement…")?.kind == .progress)

    api.answers.succeed(User(id: 1, name: "Ada"))
    #expect(await host.settleChecked() == .settled)
    #expect(host.texts(in: "greeting") == ["Bonjour, Ada !"])
    #expect(host.find("Chargement…") == nil)

    try host.tap("reload")
    #expect(await host.settleChecked() == .settled)
    #expect(api.answers.count == 1)
    api.answers.fail()
    #expect(await host.settleChecked() == .settled)
    #expect(host.texts(in: "error") == ["Impossible de charger l'utilisateur."])
    #expect(host.find("greeting") == nil)
    #expect(host.liveWork.isEmpty)
  }

  @Test("R28 R49 MVVM ProfileView: the task loads, retry after an error, settle reads the profile")
  func profileView() async throws {
    let service = FakeProfileService()
    let host = ViewHost(ProfileView(service: service))
    service.answers.attach(to: host)

    #expect(await host.settleChecked() == .settled)
    #expect(host.find("Chargement...") != nil)
    service.answers.fail()
    #expect(await host.settleChecked() == .settled)
    #expect(host.tree.texts == ["Impossible de charger le profil.", "Réessayer"])

    try host.tap("retry")
    #expect(await host.settleChecked() == .settled)
    #expect(host.find("Chargement...") != nil)
    service.answers.succeed(Profile(id: "1", name: "Guillaume", email: "guillaume@email.com"))
    #expect(await host.settleChecked() == .settled)
    #expect(host.tree.texts == ["Guillaume", "guillaume@email.com"])
    #expect(host.tree.children.first?.navigationTitle == "Profil")
  }
}
