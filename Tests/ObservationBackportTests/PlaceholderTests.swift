import Testing
@testable import ObservationBackport

@Test func protocolExists() {
    final class Model: Observable {}
    #expect(Model() is any Observable)
}
