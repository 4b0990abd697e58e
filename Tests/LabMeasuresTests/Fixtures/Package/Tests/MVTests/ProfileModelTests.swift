// Tests of the miniature model: counted as tests without a view.

@Test func fetchingMarksTheModelFetching() {}
