import Testing

@Test func one() {}
