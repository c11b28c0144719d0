import Foundation

/// How many times longer a wait for something the code does at once may be in this process: 5
/// under Thread Sanitizer, which runs the code several times slower while a parallel run shares
/// two cores among every suite (a test a plain parallel run finishes in 12 s took over 60 s
/// there), else 1. Read from the process (is TSan's runtime linked in?), not from a setting a
/// test could change. The conformance cases' deadline and the tests' deadlines
/// (`Tests/Shared/Deadline.swift`) scale by it.
public let sanitizerSlowdown: Int = {
    #if canImport(Darwin)
    let everyImage = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
    let everyImage: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #endif
    return dlsym(everyImage, "__tsan_init") != nil ? 5 : 1
}()
