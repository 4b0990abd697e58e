// Hears a session step by step: the inside story and the side-by-side views listen here.

import LabLanguage
import LabServer
import SharedModel

/// Something that follows a ``Session`` as it plays, such as a narrator or a recorder of screens.
///
/// Every requirement has an empty default: an observer implements what it needs.
@MainActor
public protocol SessionObserver: AnyObject {
  /// `statement` is about to run.
  func session(_ session: Session, willPerform statement: Scenario.Located)
  /// `statement` ran and the app settled; `failure` says why it failed, if it did.
  func session(_ session: Session, didPerform statement: Scenario.Located, failure: ScenarioFailure?)
  /// The app is being discarded (at `app restart` or at the end): its work in flight is being cancelled.
  func sessionWillCloseApp(_ session: Session)
  /// A fresh app has started.
  func sessionDidStartApp(_ session: Session)
  /// A client cancelled a request whose answer the server held.
  func session(_ session: Session, sawCancellationOf endpoint: Endpoint, request: Int)
}

extension SessionObserver {
  public func session(_ session: Session, willPerform statement: Scenario.Located) {}
  public func session(_ session: Session, didPerform statement: Scenario.Located, failure: ScenarioFailure?) {}
  public func sessionWillCloseApp(_ session: Session) {}
  public func sessionDidStartApp(_ session: Session) {}
  public func session(_ session: Session, sawCancellationOf endpoint: Endpoint, request: Int) {}
}
