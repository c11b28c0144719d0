#!/usr/bin/env bash
# Instructions per operation (callgrind's Ir) of each benchmark row, for Apple's Observation, ours
# and the hand-written floor, with the ratios ours/Apple, ours/floor and, for a host's row, ours
# on it over ours on the row it is held to; each ratio that is one of the row's targets (declared
# with the row, the ones `benchmarks` holds wall-clock time to) shows it, and a row that misses
# one is marked MISSED (exit status 1). Exact and repeatable where wall-clock time is too noisy
# to decide. Only what runs inside the workloads' `measured` function is counted, so set-up
# (objects, observers of another property) is not.
#
#   Benchmarks/instructions.sh              every row but those of Swift 6.4's API
#   Benchmarks/instructions.sh "ROW" ...    the rows named (a name or a prefix of exactly one),
#                                           such as "options tracking"
#   BRIDGED=1 Benchmarks/instructions.sh    also ours with AppleObservationBridge enabled
#
# Each row runs a tenth of its usual operations, once, under valgrind (slow: minutes for all).
# BENCHMARKS=path/to/benchmarks measures that binary (say, a copy built before a change) instead
# of building this checkout's.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
    sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'
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
# Every row, for names; Swift 6.4's rows are counted when named (the continuous observation's
# time is spent on another thread, waking up).
listing="$("$binary" --list --all --operations --targets)"

# Prints "name<TAB>operations<TAB>targets" of the row given by name or prefix.
resolve() {
    awk -F'\t' -v row="$1" '
        $1 == row { exact = $0 } index($1, row) == 1 { found = $0; count++ }
        END { if (exact != "") print exact; else if (count == 1) print found; else exit 1 }' <<<"$listing"
}

# Ir per operation of one engine on one row.
instructions() {
    local engine="$1" row="$2" operations="$3" file="$out/$1.out"
    valgrind --tool=callgrind --toggle-collect='*measured*' --callgrind-out-file="$file" \
        "$binary" --only "$engine" "$row" --runs 1 --operations "$operations" >/dev/null 2>&1
    awk -v n="$operations" '/^(summary|totals):/ { ir = $2 } END { printf "%.0f", ir / n }' "$file"
}

# Ours' Ir per operation on each row measured so far, for the rows held to another row.
declare -A ours_on=()
# Measures ours on the row given by exact name unless it was already (into `ours_on`).
measure_ours() {
    if [[ -z "${ours_on[$1]:-}" ]]; then
        local line operations
        line="$(resolve "$1")" || { echo "instructions.sh: no row \"$1\"" >&2; exit 2; }
        operations=$(( $(cut -f2 <<<"$line") / 10 ))
        ours_on[$1]=$(instructions ours "$1" "$operations")
    fi
}

printf '%-52s %12s %10s %10s  %-15s %-15s %-15s%s\n' "row (Ir per operation)" "Apple" "ours" "floor" "ours/Apple" "ours/floor" \
    "ours/other row" "${BRIDGED:+     bridged}" | sed 's/ *$//'
missed=()
held_to_row='row=([^;]*)<='
for name in "${rows[@]}"; do
    line="$(resolve "$name")" || { echo "instructions.sh: no single row starts with \"$name\"" >&2; exit 2; }
    IFS=$'\t' read -r row operations targets <<<"$line"
    operations=$(( operations / 10 ))
    # Apple's Observation here lacks Swift 6.4's rows: they have no target against it. (A binary
    # built before targets were listed lists none: measured against Apple, judged against none.)
    apple="-"
    if [[ "$targets" == *"apple<="* || -z "$targets" ]]; then apple=$(instructions apple "$row" "$operations"); fi
    measure_ours "$row"
    ours="${ours_on[$row]}"
    floor=$(instructions floor "$row" "$operations")
    reference=""
    if [[ "$targets" =~ $held_to_row ]]; then measure_ours "${BASH_REMATCH[1]}"; reference="${ours_on[${BASH_REMATCH[1]}]}"; fi
    bridged=""
    if [[ -n "${BRIDGED:-}" ]]; then bridged="$(printf ' %11s' "$(instructions bridged "$row" "$operations")")"; fi
    verdict="$(awk -v r="$row" -v a="$apple" -v o="$ours" -v f="$floor" -v x="$reference" -v t="$targets" -v b="$bridged" '
        function cell(ratio, limit) { return limit == "" ? sprintf("%.2f", ratio) : sprintf("%.2f (<= %s)", ratio, limit) }
        BEGIN {
            n = split(t, list, ";")
            for (i = 1; i <= n; i++) {
                split(list[i], part, "<=")
                if (part[1] == "apple") la = part[2]; else if (part[1] == "floor") lf = part[2]; else lx = part[2]
            }
            ra = a == "-" ? "-" : cell(o / a, la)
            rx = x == "" ? "" : cell(o / x, lx)
            miss = (la != "" && o / a > la) || (lf != "" && o / f > lf) || (lx != "" && o / x > lx)
            line = sprintf("%-52s %12s %10s %10s  %-15s %-15s %-15s%s%s", r, a, o, f, ra, cell(o / f, lf), rx, b, miss ? "  MISSED" : "")
            sub(/ +$/, "", line)
            print line
        }')"
    echo "$verdict"
    if [[ "$verdict" == *MISSED ]]; then missed+=("$row"); fi
done
if ((${#missed[@]} > 0)); then
    echo "instructions.sh: MISSED targets (instructions per operation):" >&2
    printf '  %s\n' "${missed[@]}" >&2
    exit 1
fi
