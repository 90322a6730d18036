#!/usr/bin/env bash
# Regenerates the saved game of fixtures_test.go (bluff.json) and its
# `show --json` golden (bluff.show.json) with the boardroom binary built from
# this checkout. Run from anywhere:
#
#	bash referee/corpwar/testdata/make.sh
#
# The game is seeded and every command is below, so the log comes out the
# same each time; only the times saved in the file change. A special action
# card the player may not hold is tried: if the rules refuse it (exit 1,
# nothing saved) the script goes on; any other failure stops.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/boardroom" ./cmd/boardroom)
home=$tmp/home
game=bluff
b() { "$tmp/boardroom" corpwar "$@" --home "$home" --game "$game" >/dev/null; }
try() {
	local rc=0
	"$tmp/boardroom" corpwar "$@" --home "$home" --game "$game" >/dev/null 2>&1 || rc=$?
	if [ "$rc" -gt 1 ]; then
		echo "make.sh: corpwar $* failed (exit $rc)" >&2
		exit 1
	fi
}
j() { "$tmp/boardroom" corpwar show --json --home "$home" --game "$game" | jq -r "$1"; }

"$tmp/boardroom" corpwar new --home "$home" --name "$game" --players Ann,Bob,Cy --seed 11 >/dev/null
# Turn 1: everyone places the 3 starting employees.
b place Ann production 2
b place Ann sales
b place Bob production
b place Bob research
b place Bob sales
b place Cy production
b place Cy hr
b place Cy sales
b next
b spy Ann Bob sales
b call Bob queen      # a called bluff: Ann rolls and pays
b spy Bob Cy production
b accept Cy           # accepted: Cy's Production is disrupted
b next                # the market demand roll
b next                # every corporation's dice
b next                # upkeep
# Later turns: new employees go to Production, Sales, then HR in turn; a few
# special action cards and one more espionage, called: a Joker.
k=0
while [ "$(j .ended)" = false ] && [ "$(j .turn)" -le 8 ]; do
	for p in $(j '.players[] | select(.new_employees > 0) | .name'); do
		for n in $(seq "$(j ".players[] | select(.name == \"$p\") | .new_employees")"); do
			case $((k % 3)) in
			0) b place "$p" production ;;
			1) b place "$p" sales ;;
			2) b place "$p" hr ;;
			esac
			k=$((k + 1))
		done
	done
	b next
	case $(j .turn) in
	2)
		try card Bob ace production
		b spy Cy Ann production
		b call Ann joker    # a called Espionage: Ann loses an employee
		;;
	3)
		try card Cy jack
		try card Ann king sales
		b undo
		b redo
		;;
	4) try card Bob queen research sales ;;
	esac
	b next
	b next
	if [ "$(j .turn)" = 5 ]; then
		try fire Cy hr
	fi
	b next
done
cp "$home/corpwar/$game.json" "$here/$game.json"
"$tmp/boardroom" corpwar show --json --home "$home" --game "$game" >"$here/$game.show.json"
