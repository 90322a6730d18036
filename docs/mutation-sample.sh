#!/bin/bash
# Mutation-test a seeded random sample of a package's covered mutants with
# gremlins, for packages too big to run whole in one sitting (see
# docs/development.md, "Sampled runs").
#
#   docs/mutation-sample.sh PACKAGE N SEED [FILE-TO-LEAVE-OUT ...]
#   docs/mutation-sample.sh referee/aufbau 35 30
#   GOFLAGS='-skip=^(TestSlow)$' docs/mutation-sample.sh referee/rigs 35 30 market.go
#
# How: gremlins lists the package's covered mutants (--dry-run); N of them
# are drawn with Python's random.Random(SEED), and every mutant on the lines
# drawn is run: a scratch worktree gets a commit that marks those lines, its
# files are put back unmarked, and `gremlins unleash -D HEAD` mutates only
# the lines that differ from that commit. gremlins names a changed file from
# the module's root but a mutant by its path inside the package, so git's
# diff is asked for the package's view (a wrapper first on PATH).
set -euo pipefail
pkg=${1:?package, e.g. referee/aufbau}; n=${2:?sample size}; seed=${3:?seed}; shift 3
gremlins=${GREMLINS:-gremlins}
root=$(git rev-parse --show-toplevel)
work=$(mktemp -d)
trap 'git -C "$root" worktree remove --force "$work/wt" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

git -C "$root" worktree add -q --detach "$work/wt" HEAD
cd "$work/wt"
"$gremlins" unleash --dry-run "./$pkg" > "$work/dry.log" 2>&1

python3 - "$work/dry.log" "$pkg" "$n" "$seed" "$@" <<'PY'
import collections, random, re, sys
log, pkg, n, seed, leave_out = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), set(sys.argv[5:])
muts = sorted((m[2], int(m[3]), int(m[4]), m[1])
              for m in (re.match(r'\s*RUNNABLE (\S+) at (\S+?):(\d+):(\d+)', l) for l in open(log))
              if m and m[2] not in leave_out)
lines = collections.defaultdict(set)
for f, ln, _, _ in random.Random(seed).sample(muts, n):
    lines[f].add(ln)
for f, ls in lines.items():
    src = open(f"{pkg}/{f}").read().split('\n')
    for ln in ls:
        src[ln - 1] += ' // sampled'
    open(f"{pkg}/{f}", 'w').write('\n'.join(src))
on = sum(1 for f, ln, _, _ in muts if ln in lines[f])
print(f"{pkg}: {len(muts)} covered mutants; {n} drawn (seed {seed}), on {sum(map(len, lines.values()))} lines holding {on} mutants")
PY
git -c user.name=sample -c user.email=sample@localhost commit -qam "mutation sample markers"
git checkout -q HEAD~1 -- "$pkg"

mkdir -p "$work/bin"
cat > "$work/bin/git" <<EOF
#!/bin/sh
if [ "\$1" = diff ]; then shift; exec $(command -v git) -c diff.context=0 diff --relative="$pkg" "\$@"; fi
exec $(command -v git) "\$@"
EOF
chmod +x "$work/bin/git"
PATH="$work/bin:$PATH" "$gremlins" unleash --workers 1 --test-cpu 1 --timeout-coefficient 50 -D HEAD "./$pkg"
