#!/usr/bin/env bash
# Regenerates the saved game of fixtures_test.go (round1.json) and its
# `show --json` golden (round1.show.json) with the boardroom binary built
# from this checkout. Run from anywhere:
#
#	bash referee/politicard/testdata/make.sh
#
# The game is seeded and every command is below, so the log comes out the
# same each time; only the times saved in the file change. Any failure stops.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/boardroom" ./cmd/boardroom)
home=$tmp/home
game=round1
b() { "$tmp/boardroom" politicard "$@" --home "$home" --game "$game" >/dev/null; }

"$tmp/boardroom" politicard new --home "$home" --name "$game" --players Ann,Bob --deck-a tempo --deck-b control --first Ann --seed 5 >/dev/null
b place Ann G4              # a Tier 2 Leadership card
b place Ann S66             # a Plattform card
b end Ann
b set Bob                  # an intervention face down
b place Bob G22
b end Bob
b place Ann G18             # a Tier 1 card: Bob's window opens
b trigger Bob S31          # Berater-Affaere: G18 -2
b place Ann S2
b activate Ann             # Spin Doctor +2 on G4; Plattform +1 AP
b place Ann S13             # Koalitionszwang, taken back and played again
b undo
b redo
b pass Ann
b place Bob S4
b activate Bob             # Partei-Offensive deactivates G4: it still counts
b end Bob
b pass Ann
b pass Bob                 # round 1: Ann 15, Bob 6
b place Ann G19
b end Ann
"$tmp/boardroom" politicard show --json --home "$home" --game "$game" >"$here/$game.show.json"
cp "$home/politicard/$game.json" "$here/$game.json"
