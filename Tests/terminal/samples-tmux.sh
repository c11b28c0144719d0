#!/usr/bin/env bash
# Drives `samples` in a real terminal: starts a sample in a detached tmux session, sends keys
# with `send-keys`, reads the screen with `capture-pane`, and checks what it shows.
# Also checks the plain mode (stdout not a terminal). Skips (exit 0) when tmux is missing.
#
#   Tests/terminal/samples-tmux.sh [path/to/samples]   (default: builds and uses .build/debug/samples)
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v tmux >/dev/null; then
    echo "samples-tmux: tmux not found, skipped"
    exit 0
fi
if [[ $# -gt 0 ]]; then
    samples=$1
else
    swift build --product samples >/dev/null
    samples=.build/debug/samples
fi

session="samples-test-$$"
# A private server, so that the test neither sees nor touches the user's tmux sessions.
tmux_() { tmux -L "$session" "$@"; }
trap 'tmux_ kill-server 2>/dev/null || true' EXIT

screen() { tmux_ capture-pane -p -t "$session"; }

fail() {
    echo "samples-tmux: FAIL: $1"
    echo "---- screen:"
    screen || true
    exit 1
}

# Waits (up to 10 s) until the screen shows the fixed string $1.
expect_screen() {
    for _ in $(seq 100); do
        if screen | grep -qF -- "$1"; then return 0; fi
        sleep 0.1
    done
    fail "the screen never showed: $1"
}

# Waits (up to 10 s) until a line of the screen is exactly $1 (trailing spaces aside).
expect_line() {
    for _ in $(seq 100); do
        if screen | sed 's/ *$//' | grep -qxF -- "$1"; then return 0; fi
        sleep 0.1
    done
    fail "no line of the screen was: $1"
}

# Checks that the screen does not show $1 (once the keys sent before have been drawn).
expect_no_screen() {
    if screen | grep -qF -- "$1"; then fail "the screen shows: $1"; fi
}

keys() { tmux_ send-keys -t "$session" "$@"; }

start() {
    tmux_ new-session -d -s "$session" -x 100 -y 30 "$samples $1; echo '[exited]'; sleep 30"
}

# ---- counter: Tab/arrows move the focus, Enter/Space press, a real timer ticks, q quits.
start counter
expect_screen "[ Counter 1 ]  [ Counter 2 ]  [ Counter 3 ]"
expect_screen "Tab/↑↓ move"
# Focus order: Counter 1, Counter 2, Counter 3, Decrement, Increment, Start timer, the toggle.
keys Tab Tab Tab Tab Enter
expect_screen "[ Counter 1 ] (1)"
keys Space
expect_screen "[ Counter 1 ] (2)"
keys Down Enter                       # Start timer
expect_screen "[ Stop timer ]"
expect_screen "Seconds elapsed: 2"    # two real seconds
keys Down Space                       # Observe seconds elapsed: off
expect_screen "[ ] Observe seconds elapsed"
expect_no_screen "Seconds elapsed:"
keys Space                            # on again: the seconds kept counting while unobserved
expect_screen "[x] Observe seconds elapsed"
expect_screen "Seconds elapsed: "
keys BTab BTab BTab BTab BTab Enter   # back to Counter 2
expect_line "Counter 2"
expect_line "0"                       # tab 2's own count
expect_screen "[ Start timer ]"
keys Up Enter                         # Counter 1 again: its timer still runs
expect_line "Counter 1"
expect_line "2"
expect_screen "[ Stop timer ]"
keys q
expect_screen "[exited]"
tmux_ kill-session -t "$session"

# ---- todos: typing into a field, Backspace, Enter to move on, a toggle.
start todos
expect_screen "Todos: 3 of 3 left"
# Focus order: All, Active, Done, the New todo field, Add, then each row's box and title.
keys Tab Tab Tab
keys -l "Teax"
expect_screen "New todo: [Teax]"
keys BSpace
expect_screen "New todo: [Tea]"
keys Enter Enter                      # Enter leaves the field for Add, Enter presses it
expect_screen "[ ] 4: [Tea]"
expect_screen "Todos: 4 of 4 left"
expect_screen "New todo: [] [ Add ]"
keys Tab Space                        # the first row's box
expect_screen "[x] 1: [Buy milk]"
expect_screen "Todos: 3 of 4 left"
keys C-c                              # Ctrl-C quits too
expect_screen "[exited]"
tmux_ kill-session -t "$session"

# ---- plain mode: stdout is not a terminal, commands come from stdin.
plain=$(printf 'tap Increment\ntoggle Observe seconds elapsed\n' | "$samples" counter | cat)
grep -qF "[ Counter 1 ] (1)" <<<"$plain" || { echo "samples-tmux: FAIL: plain mode: no badge"; echo "$plain"; exit 1; }
grep -qF "[ ] Observe seconds elapsed" <<<"$plain" || { echo "samples-tmux: FAIL: plain mode: toggle"; echo "$plain"; exit 1; }

echo "samples-tmux: OK"
