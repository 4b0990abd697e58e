// Tests of the miniature view: counted as tests, not as tests without a view.

@Test func refreshClearsTheError() {}
@Test func aFailureShowsTheError() {}
