#!/usr/bin/env bash
# The migration corpus: every app under Tests/MigrationCorpus/Apps is migrated with
# observation-migrate and type-checked against a real iPhoneOS SDK at its own deployment target
# (the file `deployment-target` in its folder, e.g. `ios14.0`), with this package's
# ObservationBackport and ViewHost, before and after the migration.
#
# An app passes when
#   - its original sources type-check (the corpus itself is sound),
#   - after the migration every compiler error left is on a line the tool warned about (nothing
#     breaks silently), and
#   - migrating the migrated sources again changes nothing.
#
# The SDK machinery is the shared SDK check's (see its README): it is run once (iOS only, with
# APPLE_SDK_CHECK_KEEP) to build the libraries' modules and the macro plugin against the SDK, and
# its cache (the extracted SDK, its resource directory and module cache) is reused. Nothing is
# downloaded. Without SDKs (APPLE_SDKS_GIT / APPLE_SDKS_DIR unset, as on CI) or without the check
# tool, the corpus is NOT checked: the script says so and exits 77, never 0.
#
# Usage, from the checkout:
#   APPLE_SDKS_GIT=<danpashin/sdks git dir> Tests/MigrationCorpus/check.sh
# APPLE_SDK_CHECK: the check script (default ../shared/tools/apple-sdk-check/check, then
# /work/shared/tools/apple-sdk-check/check). Exit: 0 all apps pass, 1 a failure, 77 skipped.
set -uo pipefail

skipped() { echo "migration corpus: SKIPPED, not checked: $*"; exit 77; }
fail() { echo "migration corpus: FAILED: $*"; exit 1; }

[ -f Package.swift ] && [ -d Tests/MigrationCorpus/Apps ] || fail "run from the package's checkout"
if [ -z "${APPLE_SDKS_GIT:-}" ] && [ -z "${APPLE_SDKS_DIR:-}" ]; then
    skipped "no Apple SDK (APPLE_SDKS_GIT and APPLE_SDKS_DIR are unset); Linux has no SwiftUI, so only an SDK type-check can tell whether a migrated app builds"
fi
check=${APPLE_SDK_CHECK:-}
if [ -z "$check" ]; then
    for candidate in ../shared/tools/apple-sdk-check/check /work/shared/tools/apple-sdk-check/check; do
        [ -x "$candidate" ] && check=$candidate && break
    done
fi
[ -n "$check" ] && [ -x "$check" ] || skipped "the SDK check tool (apple-sdk-check/check) was not found; set APPLE_SDK_CHECK"

checkout=$(pwd)
scratch=$(mktemp -d -t migration-corpus.XXXXXX) || fail "mktemp failed"
[ -n "${MIGRATION_CORPUS_KEEP:-}" ] && echo "scratch kept: $scratch" >&2 || trap 'rm -rf "$scratch" ${owned_work:+"$owned_work"}' EXIT
export TMPDIR="$scratch"

swift build --product observation-migrate >"$scratch/build.log" 2>&1 || fail "observation-migrate did not build: $(grep -m1 'error:' "$scratch/build.log")"
migrate="$(swift build --product observation-migrate --show-bin-path 2>/dev/null)/observation-migrate"
[ -x "$migrate" ] || fail "no observation-migrate executable at $migrate"

# The libraries against the SDK, once (MIGRATION_CORPUS_SDK_WORK: the kept work directory of an
# earlier `APPLE_SDK_CHECK_KEEP=1 check` run of this checkout, with its output in sdk-check.out there,
# to iterate faster).
if [ -n "${MIGRATION_CORPUS_SDK_WORK:-}" ]; then
    sdk_work=$MIGRATION_CORPUS_SDK_WORK
    cp "$sdk_work/sdk-check.out" "$scratch/sdk-check.out" || fail "no sdk-check.out in $sdk_work"
else
    APPLE_SDK_CHECK_KEEP=1 "$check" >"$scratch/sdk-check.out" 2>"$scratch/sdk-check.err"
    sdk_work=$(sed -n 's/^work directory kept: //p' "$scratch/sdk-check.err")
    owned_work=$sdk_work
fi
[ -d "$sdk_work/iphoneos/modules" ] || fail "the SDK check built nothing for iOS: $(tail -1 "$scratch/sdk-check.out")"
for module in ObservationBackport ViewHost; do
    [ -f "$sdk_work/iphoneos/modules/$module.swiftmodule" ] ||
        fail "$module did not build against the iOS SDK: $(grep -m1 "$module" "$scratch/sdk-check.out")"
done

# Where the check keeps the iOS SDK, its resource directory and module cache.
cache="${XDG_CACHE_HOME:-$HOME/.cache}/apple-sdk-check"
sdk_line=$(grep -m1 '^SDK iOS ' "$scratch/sdk-check.out")
sdk_version=$(echo "$sdk_line" | sed -E 's/^SDK iOS ([0-9.]+):.*/\1/')
location=${sdk_line#*: }
if [[ $location == *" @ "* ]]; then
    git_dir=${location%% @ *}
    spec=${location#* @ }
    commit=${spec%%:*}
    root=.; [[ $spec == *:* ]] && root=${spec#*:}
    if [ "$root" = . ]; then tree=$(git --git-dir="$git_dir" rev-parse "$commit^{tree}"); else tree=$(git --git-dir="$git_dir" rev-parse "$commit:$root"); fi
    sdk="$cache/sdk-$tree"
else
    sdk=$location
    [ -d "$cache/shadow-$(printf '%s' "$(cd "$sdk" && pwd -P)" | cksum | cut -d' ' -f1)" ] &&
        sdk="$cache/shadow-$(printf '%s' "$(cd "$sdk" && pwd -P)" | cksum | cut -d' ' -f1)"
fi
[ -d "$sdk" ] || fail "cannot find the iOS SDK the check used (from: $sdk_line)"
resdir="$cache/resource-dir-$(swiftc --version 2>&1 | head -1 | cksum | cut -d' ' -f1)"
[ -d "$resdir" ] || fail "cannot find the check's resource directory $resdir"
plugin=$(find "$sdk_work/plugin-build" -type f -perm -u+x -name 'ObservationBackportMacros*' | head -1)
[ -n "$plugin" ] || fail "cannot find the macro plugin the check built"
modules="$sdk_work/iphoneos/modules"
mkdir -p "$scratch/modules"
flags=(-sdk "$sdk" -resource-dir "$resdir" -module-cache-path "$cache/module-cache" -parse-as-library
    -diagnostic-style llvm -I "$modules" -Xcc -fmodule-map-file="$sdk_work/iphoneos/atomics.modulemap"
    -Xcc -I"$checkout/Sources/ObservationBackportAtomics/include" -load-plugin-executable "$plugin#ObservationBackportMacros")
[ -f "$modules/SDKStdlibBackfill.swiftmodule" ] && flags+=(-import-module SDKStdlibBackfill)

echo "SDK iOS $sdk_version; the SDK check (libraries, examples) says: $(tail -1 "$scratch/sdk-check.out")"

# ObservationCombine, which the SDK check does not build: type-checked with its real Combine at
# the package's floor (iOS 13, Swift 6), then its module for the apps.
mapfile -t bridge < <(find Sources/ObservationCombine -name '*.swift' | LC_ALL=C sort)
swiftc -frontend -typecheck -module-name ObservationCombine -target arm64-apple-ios13.0 -swift-version 6 "${flags[@]}" \
    "${bridge[@]}" >"$scratch/bridge.log" 2>&1 || fail "ObservationCombine does not type-check at iOS 13: $(grep -m1 'error:' "$scratch/bridge.log")"
grep -q 'warning:' "$scratch/bridge.log" && fail "ObservationCombine has warnings at iOS 13: $(grep -m1 'warning:' "$scratch/bridge.log")"
swiftc -frontend -emit-module -experimental-skip-non-inlinable-function-bodies -module-name ObservationCombine \
    -o "$scratch/modules/ObservationCombine.swiftmodule" -target arm64-apple-ios13.0 -swift-version 6 "${flags[@]}" \
    "${bridge[@]}" >"$scratch/bridge-module.log" 2>&1 || fail "ObservationCombine's module did not build: $(grep -m1 'error:' "$scratch/bridge-module.log")"
flags+=(-I "$scratch/modules")
echo "ObservationCombine (iOS 13.0, Swift 6): 0 errors, 0 warnings"

# typecheck TARGET LOG FILES...: one module, in the Swift 5 mode of most such apps' projects, or
# with the app's own `swift-flags` (an Xcode 26 app: -swift-version 6 -default-isolation MainActor).
typecheck() {
    local target=$1 log=$2; shift 2
    swiftc -frontend -typecheck -module-name CorpusApp -target "arm64-apple-$target" "${mode[@]}" "${flags[@]}" "$@" >"$log" 2>&1
}
errors() { grep -E '^.+:[0-9]+:[0-9]+: error: ' "$1"; }

passed=0
total=0
for app in Tests/MigrationCorpus/Apps/*/; do
    name=$(basename "$app")
    total=$((total + 1))
    target=$(tr -d '[:space:]' <"$app/deployment-target" 2>/dev/null)
    [ -n "$target" ] || { echo "$name: FAILED: no deployment-target file"; continue; }
    mode=(-swift-version 5)
    [ -f "$app/swift-flags" ] && read -r -a mode <"$app/swift-flags"
    copy="$scratch/apps/$name"
    mkdir -p "$copy" && cp "$app"/*.swift "$copy/"
    mapfile -t files < <(find "$copy" -name '*.swift' | LC_ALL=C sort)

    if ! typecheck "$target" "$scratch/$name.before.log" "${files[@]}" || errors "$scratch/$name.before.log" >/dev/null; then
        echo "$name ($target): FAILED: the original app does not type-check: $(errors "$scratch/$name.before.log" | head -1)"
        continue
    fi
    "$migrate" --quiet --combine-bridge "$copy" 2>"$scratch/$name.warnings" >/dev/null
    status=$?
    if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
        echo "$name ($target): FAILED: observation-migrate exited $status: $(head -1 "$scratch/$name.warnings")"
        continue
    fi
    warned=$(grep -cE ': warning: ' "$scratch/$name.warnings")
    if [ -n "$("$migrate" --dry-run --quiet --combine-bridge "$copy" 2>/dev/null)" ]; then
        echo "$name ($target): FAILED: a second migration changes the migrated app"
        continue
    fi
    typecheck "$target" "$scratch/$name.after.log" "${files[@]}"
    status=$?
    if [ "$status" -ne 0 ] && ! errors "$scratch/$name.after.log" >/dev/null; then
        echo "$name ($target): FAILED: the compiler exited $status without a located error: $(grep -m1 . "$scratch/$name.after.log")"
        continue
    fi
    marked=$(grep -oE '^[^:]+:[0-9]+:' "$scratch/$name.warnings" | sort -u)
    silent=$(errors "$scratch/$name.after.log" | while IFS= read -r line; do
        at=$(echo "$line" | grep -oE '^[^:]+:[0-9]+:')
        grep -qxF "$at" <<<"$marked" || echo "$line"
    done)
    left=$(errors "$scratch/$name.after.log" | wc -l)
    if [ -n "$silent" ]; then
        echo "$name ($target): FAILED: $(echo "$silent" | wc -l) error(s) at lines the tool did not mark, first: ${silent%%$'\n'*}" | sed "s|$copy/||g"
        continue
    fi
    passed=$((passed + 1))
    echo "$name ($target): migrated, $warned warning(s), $left error(s) left, all at marked lines"
    if [ -n "${MIGRATION_CORPUS_VERBOSE:-}" ]; then
        sed "s|$copy/||g" "$scratch/$name.warnings"
        errors "$scratch/$name.after.log" | sed "s|$copy/||g"
    fi
done
echo "$passed/$total corpus apps migrate and type-check at their deployment targets (iOS SDK $sdk_version) with nothing silent"
[ "$passed" -eq "$total" ] && [ "$total" -gt 0 ]
