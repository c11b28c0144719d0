import BenchmarkWorkloadsApple
import BenchmarkWorkloadsBackport
print("no benchmarks yet")
