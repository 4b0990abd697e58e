import Testing

@Test(arguments: [1, 2]) func one(n: Int) {}
