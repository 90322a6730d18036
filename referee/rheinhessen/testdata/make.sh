#!/usr/bin/env bash
# Regenerates the saved game of fixtures_test.go (audits.json) and its
# `show --json` golden (audits.show.json) with the boardroom binary built from
# this checkout. Run from anywhere:
#
#	bash referee/rheinhessen/testdata/make.sh
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
game=audits
b() { "$tmp/boardroom" rheinhessen "$@" --home "$home" --game "$game" >/dev/null; }

"$tmp/boardroom" rheinhessen new --home "$home" --name "$game" --players Anna,Ben,Clara --seed 5 >/dev/null
b produce Anna 8S 8H                        # a pair
b produce Ben QS KH AC 2D 3S --illegal      # a violation: the audit track moves
b pass Clara
b audit Anna Ben                            # internal audit of Ben's floor
b produce Anna 9S 9H 9D                     # three of a kind
b produce Ben KS QH JD 4C 2S --illegal
b undo                                      # taken back and played again
b redo
b produce Clara 5S 6H 7D 8C 9C              # a straight
b produce Anna AS KD QC 5D 3H --illegal
b pass Ben                                   # holds 3 cards
b produce Clara AD KH QS 6D 4S --illegal    # high alert, 2 ticks: the external audit
b produce Anna TS TH 2C 2H                  # two pair
"$tmp/boardroom" rheinhessen show --json --home "$home" --game "$game" >"$here/$game.show.json"
cp "$home/rheinhessen/$game.json" "$here/$game.json"

# A solo game (R35): Anna against three AI corporations, a virtual shoe dealt
# from seed 7; the AI turns after each of Anna's are in the log.
game=solo
"$tmp/boardroom" rheinhessen new --home "$home" --name "$game" --players Anna --ai aggressor,balanced,opportunist --seed 7 >/dev/null
b produce Anna 7D 7D                        # a pair from Anna's dealt hand
b produce Anna 2D 4S 10C JD --illegal       # safe illegal (raw 26)
b produce Anna AD 2D 3D 4C 5S               # a straight, ace low
b undo                                      # Anna's straight and the AI turns after it
b redo
"$tmp/boardroom" rheinhessen show --json --home "$home" --game "$game" >"$here/$game.show.json"
cp "$home/rheinhessen/$game.json" "$here/$game.json"
