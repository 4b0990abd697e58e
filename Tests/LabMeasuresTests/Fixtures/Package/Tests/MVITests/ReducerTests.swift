import Testing

@Test func one() {}
@Test func two() {}
