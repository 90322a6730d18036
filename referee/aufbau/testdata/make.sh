#!/usr/bin/env bash
# Regenerates the saved game of fixtures_test.go (zwei.json) and its
# `show --json` golden (zwei.show.json) with the boardroom binary built from
# this checkout. Run from anywhere:
#
#	bash referee/aufbau/testdata/make.sh
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
game=zwei
b() { "$tmp/boardroom" aufbau "$@" --home "$home" --game "$game" >/dev/null || true; }

"$tmp/boardroom" aufbau new --home "$home" --name "$game" --players Anna,Ben --seed 11 --rounds 3 >/dev/null
b next                                   # round 1: market, income
b einfluss Anna temp 2
b verleih Ben 1
b material Anna domaene 4
b next                                   # conversion, reset
b next                                   # round 2: events
b verkauf Ben Getreide:6
b erwerb Anna stadt klein --pacht
b undo
b redo
b next
b next                                   # round 3
b einfluss Ben perm 1
b next                                   # the campaign ends with a standing
cp "$home/aufbau/$game.json" "$here/$game.json"
(cd "$root/referee/aufbau" && go test -run TestSavedGames -update >/dev/null)
