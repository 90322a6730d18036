#!/usr/bin/env bash
# Regenerates the saved games of fixtures_test.go (drawn.json, physical.json)
# and their `show --json` goldens (*.show.json) with the boardroom binary
# built from this checkout. Run from anywhere:
#
#	bash referee/rigs/testdata/make.sh
#
# The games are seeded and every command is below, so the logs come out the
# same each time; only the times saved in the files change. An action the
# rules refuse (exit 1) is skipped and saves nothing; any other failure stops.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/boardroom" ./cmd/boardroom)
home=$tmp/home
game=

b() { "$tmp/boardroom" rigs "$@" --home "$home" --game "$game" >/dev/null; }
try() {
	local rc=0
	"$tmp/boardroom" rigs "$@" --home "$home" --game "$game" >/dev/null 2>&1 || rc=$?
	if [ "$rc" -gt 1 ]; then
		echo "make.sh: rigs $* failed (exit $rc)" >&2
		exit 1
	fi
}
j() { "$tmp/boardroom" rigs show --json --home "$home" --game "$game" | jq -r "$1"; }
save() {
	cp "$home/rigs/$game.json" "$here/$game.json"
	"$tmp/boardroom" rigs show --json --home "$home" --game "$game" >"$here/$game.show.json"
}

# The Player Phase of every round: each player configures their plots
# (Energy, Metal, Supplies in turn), moves a RIGS onto each configured plot
# that takes one, builds RIGS with the Metal they have, surveys a plot, and
# sells Luxuries later in the Market Phase.
players_play() {
	local p plot k=0
	for p in $(j '.players[].name'); do
		for plot in $(j ".players[] | select(.name == \"$p\") | .plots[] | select(.resource == \"\") | .id"); do
			case $(((plot + k) % 3)) in
			0) try configure "$p" "$plot" energy ;;
			1) try configure "$p" "$plot" metal ;;
			2) try configure "$p" "$plot" supplies ;;
			esac
		done
		for plot in $(j ".players[] | select(.name == \"$p\") | .plots[] | select(.resource != \"\") | .id"); do
			try move "$p" warehouse "$plot" 1
		done
		if [ "$(j ".players[] | select(.name == \"$p\") | .resources.metal")" -ge 2 ]; then
			try build "$p" 1
		fi
		plot=$(j "[.players[] | select(.name == \"$p\") | .plots[] | select(.survey == null) | .id][0] // empty")
		if [ -n "$plot" ]; then
			try survey "$p" "$plot" $survey_yield
		fi
		k=$((k + 1))
	done
}

# A referee-drawn game: the referee deals plots, Disaster cards, surveys and
# Market cards from the seed.
game=drawn
survey_yield=
"$tmp/boardroom" rigs new --home "$home" --name "$game" --players Ann,Bob,Cy --seed 7 >/dev/null
# Round 1: a Vinnie loan, a deal, and an undo and redo of the deal.
b loan Ann metal 2
b build Ann 1
b give Bob Cy credits 10
b undo
b redo
while [ "$(j .phase)" != ended ]; do
	case $(j .phase) in
	player)
		if [ "$(j '.grant_pool | length')" -gt 0 ]; then
			b grant "$(j .expedition_leader)" "$(j '.grant_pool[0]' | tr A-Z a-z)"
		fi
		players_play
		if [ "$(j .round)" = 3 ]; then
			try repay Ann metal 1
		fi
		b next
		;;
	disaster)
		for p in $(j '.players[].name'); do try disaster "$p"; done
		b next
		;;
	market)
		if [ "$(j '.market.drawn | length')" -lt "$(j .round)" ]; then
			b market
			for p in $(j '.players[] | select(.resources.luxuries > 0) | .name'); do b sell "$p" all; done
		fi
		b next
		;;
	*) b next ;;
	esac
done
save
