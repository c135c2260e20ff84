#!/usr/bin/env bash
# Runs a command under a memory limit, as on a small server (docs/decisions/028), when this
# machine lets a process make one: a cgroup of the v2 hierarchy or of v1's memory
# controller. Elsewhere it says so on stderr and runs the command as it is.
# Usage: scripts/memory-limit.sh <MiB> <name> <command> [arguments...]
set -euo pipefail
mib=$1 name=$2
shift 2
bytes=$((mib * 1024 * 1024))

limit_v2() {
  local root=/sys/fs/cgroup
  grep -qw memory "$root/cgroup.controllers" 2>/dev/null || return 1
  grep -qw memory "$root/cgroup.subtree_control" 2>/dev/null ||
    echo +memory >"$root/cgroup.subtree_control" 2>/dev/null || return 1
  mkdir -p "$root/$name" 2>/dev/null && echo "$bytes" >"$root/$name/memory.max" 2>/dev/null &&
    echo $$ >"$root/$name/cgroup.procs" 2>/dev/null
}

limit_v1() {
  local group=/sys/fs/cgroup/memory/$name
  [ -d /sys/fs/cgroup/memory ] || return 1
  mkdir -p "$group" 2>/dev/null && echo "$bytes" >"$group/memory.limit_in_bytes" 2>/dev/null &&
    echo $$ >"$group/cgroup.procs" 2>/dev/null
}

if limit_v2 || limit_v1; then
  echo "memory-limit: $1 runs under $mib MiB (cgroup $name)" >&2
else
  echo "memory-limit: no cgroup can be made here; $1 runs without a limit" >&2
fi
exec "$@"
