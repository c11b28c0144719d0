#!/usr/bin/env bash
# Drives `samples` in a real terminal: starts a sample in a detached tmux session, sends keys
# with `send-keys`, reads the screen with `capture-pane`, and checks what it shows: focus and
# editing keys, the re-evaluation panel, resizing (SIGWINCH), the terminal given back after
# SIGTERM, Ctrl-C and Ctrl-D, wide (CJK) text inside a border. Then the command line: --help,
# plain mode's reports and a bad command's exit status. Skips (exit 0) when tmux is missing.
#
#   Tests/terminal/samples-tmux.sh [path/to/samples]   (default: builds and uses .build/debug/samples)
set -euo pipefail
cd "$(dirname "$0")/../.."
export LC_ALL=C.UTF-8

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
tmux_() { tmux -u -L "$session" "$@"; }
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

# Waits (up to 10 s) until a line of the screen matches the extended regular expression $1.
expect_match() {
    for _ in $(seq 100); do
        if screen | grep -qE -- "$1"; then return 0; fi
        sleep 0.1
    done
    fail "no line of the screen matched: $1"
}

# Waits (up to 10 s) until a line of the screen is exactly $1 (trailing spaces aside).
expect_line() {
    for _ in $(seq 100); do
        if screen | sed 's/ *$//' | grep -qxF -- "$1"; then return 0; fi
        sleep 0.1
    done
    fail "no line of the screen was: $1"
}

# Waits (up to 10 s) until the screen no longer shows $1.
expect_gone() {
    for _ in $(seq 100); do
        if ! screen | grep -qF -- "$1"; then return 0; fi
        sleep 0.1
    done
    fail "the screen still shows: $1"
}

keys() { tmux_ send-keys -t "$session" "$@"; }

# Runs the sample; once it ends, the shell prints its exit status and whether the terminal was
# given back: the alternate screen left, the cursor shown, line editing (icanon) on again.
start() {
    tmux_ new-session -d -s "$session" -x 100 -y 30 \
        "SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-} $samples $*; echo \"[exited \$?]\"; stty -a | grep -oE '(^| )-?icanon'; sleep 30"
    tmux_ set-option -t "$session" window-size manual
    # Keep the server when a session ends: the next new-session would otherwise race its exit.
    tmux_ set-option -g exit-empty off
}

# Checks that the sample exited with status $1 and left the terminal as it found it.
expect_restored() {
    expect_screen "[exited $1]"
    expect_line " icanon"
    [[ $(tmux_ display -p -t "$session" '#{alternate_on} #{cursor_flag}') == "0 1" ]] ||
        fail "terminal not restored (alternate screen, cursor): $(tmux_ display -p -t "$session" '#{alternate_on} #{cursor_flag}')"
    tmux_ kill-session -t "$session"
}

# ---- counter: focus keys, a real timer, the hint under the frame, q quits.
start counter
expect_screen "[ Counter 1 ]  [ Counter 2 ]  [ Counter 3 ]"
expect_screen "Tab/arrows move"
expect_screen "Try: Increment"
expect_screen "re-evaluating CounterView"   # the hint is wider than 100 columns: wrapped, not cut
# Reading order: the tabs Counter 1, 2 and 3, Decrement, Increment, Start timer, the toggle.
keys Tab Tab Tab Tab Enter
expect_screen "[ Counter 1 ] (1)"
keys Space
expect_screen "[ Counter 1 ] (2)"
keys Down Enter                       # the control below Increment: Start timer
expect_screen "[ Stop timer ]"
expect_match "Seconds elapsed: ([2-9]|[1-9][0-9]+) *$"   # two real seconds, or more on a busy machine
keys Down Space                       # Observe seconds elapsed: off
expect_screen "[ ] Observe seconds elapsed"
expect_gone "Seconds elapsed:"
keys Space                            # on again: the seconds kept counting while unobserved
expect_screen "[x] Observe seconds elapsed"
expect_screen "Seconds elapsed: "
keys BTab BTab BTab BTab BTab Enter   # the tab Counter 2: the heavy rule moves under it
expect_line "───────────────────━━━━━━━━━━━━━───────────────"
expect_line "0"                       # tab 2's own count
expect_screen "[ Start timer ]"
keys Left Enter                       # Counter 1 again: its timer still runs
expect_line "━━━━━━━━━━━━━━━━━──────────────────────────────"
expect_line "2"
expect_screen "[ Stop timer ]"
keys q
expect_restored 0

# ---- the re-evaluation panel: on with --evaluations, the right views after a tap, Ctrl-R hides it.
start counter --evaluations
expect_screen "re-evaluated"
expect_screen "after: the first frame"
keys Tab Tab Tab Tab Enter            # Increment
expect_screen "after: press Increment"
expect_match "│ AppView +1 +2 *$"
expect_match "│ CounterView +1 +2 *$"
keys Down Enter                       # Start timer: only the counter
expect_screen "after: press Start timer"
expect_match "│ AppView +2 *$"        # no count for the last change, total 2
expect_match "│ CounterView +1 +3 *$"
keys C-r
expect_gone "re-evaluated"
keys C-d                              # Ctrl-D quits normally
expect_restored 0

# ---- resizing: SIGWINCH re-lays out at once; a short screen scrolls to keep the focus visible.
start counter
expect_screen "[ Counter 1 ]"
tmux_ resize-window -t "$session" -x 60 -y 6
expect_screen "rows 1–3 of 7"     # the hint takes two rows of six
expect_line "[ Counter 1 ]  [ Counter 2 ]  [ Counter 3 ]"
keys Tab Tab Tab Tab Tab Tab          # to the toggle, on the 6th line
expect_screen "rows 4–6 of 7"
expect_screen "[x] Observe seconds elapsed"
expect_gone "[ Counter 1 ]  [ Counter 2 ]"
tmux_ resize-window -t "$session" -x 100 -y 30
expect_line "[ Counter 1 ]  [ Counter 2 ]  [ Counter 3 ]"
expect_gone "rows 1–"
# ---- SIGTERM: the process dies of it (143) and the terminal is given back.
kill -TERM "$(pgrep -P "$(tmux_ display -p -t "$session" '#{pane_pid}')" -f samples)"
expect_restored 143

# ---- a crash (here a SIGSEGV): the terminal is given back before the process dies of it.
SWIFT_BACKTRACE=enable=no start counter
expect_screen "[ Counter 1 ]"
kill -SEGV "$(pgrep -P "$(tmux_ display -p -t "$session" '#{pane_pid}')" -f samples)"
expect_restored 139

# ---- todos: the text cursor, Enter submits, CJK inside a border, Ctrl-C exits 130.
start todos
expect_screen "Todos: 3 of 3 left"
# Reading order: the Show picker, the New todo field, Add, then each row's box and title.
keys Right                            # the picker: Active
expect_screen "Show: All [Active] Done"
keys Left
expect_screen "Show: [All] Active Done"
keys Tab
keys -l "Tx"
keys Left
keys -l "ea"
expect_screen "New todo: [Teax]"
keys End BSpace
expect_screen "New todo: [Tea]"
keys Enter                            # onSubmit adds it
expect_screen "[ ] 4: [Tea]"
expect_screen "Todos: 4 of 4 left"
expect_screen "New todo: [] [ Add ]"
keys -l "買い物"
keys Enter
expect_screen "[ ] 5: [買い物]"
top=$(screen | grep -F "┌" | sed 's/ *$//' | wc -L)
row=$(screen | grep -F "買い物]" | sed 's/ *$//' | wc -L)
[[ $top == "$row" ]] || fail "the border is broken by wide characters: $top columns vs $row"
# Still in the New todo field: a text wider than the screen scrolls sideways.
keys -l "$(printf 'w%.0s' $(seq 110))END"
expect_match "^w+END\] *$"           # the end and the cursor stay in sight
keys Home
expect_screen "New todo: [wwww"
keys End
keys -l "$(printf '\x7f%.0s' $(seq 113))"  # backspace it all away
expect_screen "New todo: [] [ Add ]"
keys Tab Tab Space                    # Add, then the first row's box
expect_screen "[x] 1: [Buy milk]"
expect_screen "Todos: 4 of 5 left"
keys C-c                              # Ctrl-C: interrupted
expect_restored 130

# ---- the command line.
"$samples" --help | grep -qF "samples <name> --script" || { echo "samples-tmux: FAIL: --help"; exit 1; }
"$samples" Counter --script "tap Increment" | grep -qF "evaluated: AppView 1, CounterView 1" ||
    { echo "samples-tmux: FAIL: a sample name in another case"; exit 1; }
if "$samples" counter --script "tap Increment" extra 2>/dev/null; then
    echo "samples-tmux: FAIL: an extra argument was accepted"; exit 1
fi
set +e
"$samples" counter --script "jump" >/dev/null 2>&1; status=$?
set -e
[[ $status == 1 ]] || { echo "samples-tmux: FAIL: a script command not understood exited $status, not 1"; exit 1; }

# ---- plain mode: stdout is not a terminal, commands come from stdin, a report per command.
plain=$(printf 'tap Increment\ntoggle Observe seconds elapsed\n' | "$samples" counter | cat)
grep -qF "[ Counter 1 ] (1)" <<<"$plain" || { echo "samples-tmux: FAIL: plain mode: no badge"; echo "$plain"; exit 1; }
grep -qF "[ ] Observe seconds elapsed" <<<"$plain" || { echo "samples-tmux: FAIL: plain mode: toggle"; echo "$plain"; exit 1; }
grep -qF "evaluated: AppView 1, CounterView 1" <<<"$plain" || { echo "samples-tmux: FAIL: plain mode: counts"; echo "$plain"; exit 1; }
set +e
printf 'tap Increment\ntap Nothing\ntap Increment\n' | "$samples" counter >/dev/null 2>/tmp/samples-tmux-$$.err
status=$?
set -e
error=$(cat /tmp/samples-tmux-$$.err); rm -f /tmp/samples-tmux-$$.err
[[ $status == 1 ]] || { echo "samples-tmux: FAIL: a bad plain-mode command exited $status"; exit 1; }
grep -qF 'line 2: tap Nothing: no control labelled "Nothing" on screen' <<<"$error" ||
    { echo "samples-tmux: FAIL: plain mode: error message: $error"; exit 1; }

echo "samples-tmux: OK"
