#!/usr/bin/env bash
# Instructions per operation (callgrind's Ir) of each benchmark row, for Apple's Observation, ours
# and the hand-written floor, with the ratios ours/Apple and ours/floor. Exact and repeatable
# where wall-clock time is too noisy to decide. Only what runs inside the workloads' `measured`
# function is counted, so set-up (objects, observers of another property) is not.
#
#   Benchmarks/instructions.sh              every row
#   Benchmarks/instructions.sh "ROW" ...    the rows named (a name or a prefix of exactly one)
#   BRIDGED=1 Benchmarks/instructions.sh    also ours with AppleObservationBridge enabled
#
# Each row runs a tenth of its usual operations, once, under valgrind (slow: minutes for all).
# BENCHMARKS=path/to/benchmarks measures that binary (say, a copy built before a change) instead
# of building this checkout's.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
    sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
fi
command -v valgrind >/dev/null || { echo "instructions.sh: valgrind is not installed" >&2; exit 2; }

if [[ -n "${BENCHMARKS:-}" ]]; then
    binary="$BENCHMARKS"
else
    swift build -c release --product benchmarks >&2
    binary="$(swift build -c release --show-bin-path)/benchmarks"
fi
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
# valgrind 3.19 cannot read the DWARF 5 that Swift emits; the symbols are all it needs.
objcopy --strip-debug "$binary" "$out/benchmarks"
binary="$out/benchmarks"

rows=()
if (($# > 0)); then rows=("$@"); else mapfile -t rows < <("$binary" --list); fi

# Prints "name<TAB>operations" of the row given by name or prefix.
resolve() {
    "$binary" --list --operations | awk -F'\t' -v row="$1" '
        $1 == row { exact = $0 } index($1, row) == 1 { found = $0; count++ }
        END { if (exact != "") print exact; else if (count == 1) print found; else exit 1 }'
}

# Ir per operation of one engine on one row.
instructions() {
    local engine="$1" row="$2" operations="$3" file="$out/$1.out"
    valgrind --tool=callgrind --toggle-collect='*measured*' --callgrind-out-file="$file" \
        "$binary" --only "$engine" "$row" --runs 1 --operations "$operations" >/dev/null 2>&1
    awk -v n="$operations" '/^(summary|totals):/ { ir = $2 } END { printf "%.0f", ir / n }' "$file"
}

printf '%-52s %12s %10s %10s %11s %11s%s\n' "row (Ir per operation)" "Apple" "ours" "floor" "ours/Apple" "ours/floor" \
    "${BRIDGED:+     bridged}"
for name in "${rows[@]}"; do
    line="$(resolve "$name")" || { echo "instructions.sh: no single row starts with \"$name\"" >&2; exit 2; }
    row="${line%%$'\t'*}"
    operations=$(( ${line##*$'\t'} / 10 ))
    apple=$(instructions apple "$row" "$operations")
    ours=$(instructions ours "$row" "$operations")
    floor=$(instructions floor "$row" "$operations")
    bridged=""
    if [[ -n "${BRIDGED:-}" ]]; then bridged="$(printf ' %11s' "$(instructions bridged "$row" "$operations")")"; fi
    awk -v r="$row" -v a="$apple" -v o="$ours" -v f="$floor" -v b="$bridged" \
        'BEGIN { printf "%-52s %12s %10s %10s %11.2f %11.2f%s\n", r, a, o, f, o / a, o / f, b }'
done
