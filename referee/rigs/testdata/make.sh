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
# try runs an action the rules may refuse: it reports whether it was done.
try() {
	local rc=0
	"$tmp/boardroom" rigs "$@" --home "$home" --game "$game" >/dev/null 2>&1 || rc=$?
	if [ "$rc" -gt 1 ]; then
		echo "make.sh: rigs $* failed (exit $rc)" >&2
		exit 1
	fi
	return "$rc"
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
			0) try configure "$p" "$plot" energy || true ;;
			1) try configure "$p" "$plot" metal || true ;;
			2) try configure "$p" "$plot" supplies || true ;;
			esac
		done
		for plot in $(j ".players[] | select(.name == \"$p\") | .plots[] | select(.resource != \"\") | .id"); do
			try move "$p" warehouse "$plot" 1 || true
		done
		if [ "$(j ".players[] | select(.name == \"$p\") | .resources.metal")" -ge 2 ]; then
			try build "$p" 1 || true
		fi
		plot=$(j "[.players[] | select(.name == \"$p\") | .plots[] | select(.survey == null) | .id][0] // empty")
		if [ -n "$plot" ]; then
			try survey "$p" "$plot" $survey_yield || true
		fi
		k=$((k + 1))
	done
}

# The table's draws in the --physical game: each is tried in turn until the
# rules accept one the decks still hold.
plot_types="valley plains forest desert ridge"
disaster_titles=("Safe!" "RAID!" "Theft!" "Energy Junction Failure" "Battery Charger Failure" "Seasonal Hell"
	"Massive Solar Flare" "Battery Failure" "Unexpected Spoilage" "Out in the (Acid) Rain!" "Corrosive Cloud!"
	"Solar Eclipse!" "Infestation!")
market_levels="normal low high spike"
draw=0 # turns the lists above, so the draws vary

# play runs the game to its end, phase by phase.
play() {
	local p t
	while [ "$(j .phase)" != ended ]; do
		case $(j .phase) in
		setup)
			for p in $(j '.players[].name'); do
				for t in valley plains plains forest desert ridge; do b grant "$p" "$t"; done
			done
			b next
			try rolloff 6 1 || true
			;;
		player)
			if [ "$(j '.grant_pool | length')" -gt 0 ]; then
				b grant "$(j .expedition_leader)" "$(j '.grant_pool[0]' | tr A-Z a-z)"
			fi
			if [ "$physical" = true ]; then
				physical_grants
			fi
			players_play
			if [ "$(j .round)" = 3 ]; then
				try repay Ann metal 1 || true
			fi
			b next
			;;
		disaster)
			for p in $(j '.players[].name'); do
				if [ "$physical" = true ]; then
					for t in $(seq 0 12); do
						try disaster "$p" "${disaster_titles[$(((t + draw) % 13))]}" && break
					done
					draw=$((draw + 5))
				else
					try disaster "$p" || true
				fi
			done
			b next
			;;
		market)
			if [ "$(j '.market.drawn | length')" -lt "$(j .round)" ]; then
				if [ "$physical" = true ]; then
					for t in $market_levels; do
						try market "$t" && break
					done
					market_levels="${market_levels#* } ${market_levels%% *}"
				else
					b market
				fi
				for p in $(j '.players[] | select(.resources.luxuries > 0) | .name'); do b sell "$p" all; done
			fi
			if [ "$physical" = true ] && [ "$(j .round)" = 15 ]; then
				physical_end
			else
				b next
			fi
			;;
		*) b next ;;
		esac
	done
}

# physical_grants records the Land Grant plots the table drew, if any.
physical_grants() {
	local p t
	for p in $(j '.expedition_leader as $l | [.players[].name] | (index($l)) as $i | .[$i:] + .[:$i] | .[]'); do
		"$tmp/boardroom" rigs show --home "$home" --game "$game" | grep -q 'record the Land Grant first' || break
		for t in $plot_types; do
			try grant "$p" "$t" && break
		done
		plot_types="${plot_types#* } ${plot_types%% *}"
	done
	try rolloff 6 1 || true
}

# physical_end records the End Market cards and the resource dice.
physical_end() {
	try end --plains normal --valley low --forest high,low --desert spike,normal --ridge normal,high --dice 4,2,5 ||
		try end --plains low --valley normal --forest normal,low --desert high,normal --ridge low,normal --dice 3,3,6 ||
		try end --plains low --valley low --forest low,low --desert normal,normal --ridge normal,normal --dice 1,2,3
}

# A referee-drawn game: the referee deals plots, Disaster cards, surveys and
# Market cards from the seed.
game=drawn
physical=false
survey_yield=
"$tmp/boardroom" rigs new --home "$home" --name "$game" --players Ann,Bob,Cy --seed 7 >/dev/null
# Round 1: a Vinnie loan, a deal, and an undo and redo of the deal.
b loan Ann metal 2
b build Ann 1
b give Bob Cy credits 10
b undo
b redo
play
save

# A --physical game: the table draws and rolls and tells the referee.
game=physical
physical=true
survey_yield=2
"$tmp/boardroom" rigs new --home "$home" --name "$game" --players Ann,Bob --seed 3 --physical >/dev/null
play
save
