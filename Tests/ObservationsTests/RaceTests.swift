import Foundation
@_spi(SwiftUI) import ObservationBackport
import Testing

@Suite struct ContinuousObservationRaceTests {
    /// A writer on another thread whose didSet scan found the previous run's tracking (the new one
    /// not yet installed) still causes another run, although the run cancels that tracking before
    /// the writer gets to call it: the call was prepared under the object's lock.
    @available(*, deprecated, message: "tests the deprecated observeContinuously")
    @Test func changeCollectedByTheOldTrackingIsNotLostWhenItIsReplaced() {
        let value = SharedCounter()
        let trigger = SharedCounter()
        let reached = DispatchSemaphore(value: 0), proceed = DispatchSemaphore(value: 0)
        let armed = NSLock(); nonisolated(unsafe) var isArmed = false
        // An ordinary persistent didSet observer installed first, so it is first in the group;
        // it holds the writer for a moment between the scan and the next observer's didSet.
        withObservationTracking({ _ = value.value }, didSet: { _ in
            if armed.withLock({ defer { isArmed = false }; return isArmed }) { reached.signal(); proceed.wait() }
        })
        let seen = Recorder<Int>()
        let runs = NSLock(); nonisolated(unsafe) var runCount = 0
        let writerDone = DispatchSemaphore(value: 0)
        let token = observeContinuously {
            seen.record(value.value)
            _ = trigger.value
            let run = runs.withLock { runCount += 1; return runCount }
            if run == 2 {
                armed.withLock { isArmed = true }
                Thread.detachNewThread { value.value = 1; writerDone.signal() }
                reached.wait()  // the writer's scan found [first observer, our current tracking]
            }
        }
        trigger.value = 1  // run 2, on this thread
        proceed.signal()
        writerDone.wait()
        #expect(value.value == 1)
        #expect(seen.recorded.last == 1, "recorded \(seen.recorded)")
        token.cancel()
    }
}
