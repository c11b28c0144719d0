import ConformanceCasesApple
import ConformanceCasesBackport
import ConformanceKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let apple = ConformanceCasesApple.catalog
let ours = ConformanceCasesBackport.catalog
var failed = 0
for (a, b) in zip(apple, ours) {
    let verdict = a.run() == b.run() ? "pass" : "FAIL"
    if verdict == "FAIL" { failed += 1 }
    print("\(a.name)\t\(verdict)")
}
print("\(apple.count - failed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
