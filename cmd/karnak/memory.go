package main

import (
	"bufio"
	"bytes"
	"os"
	"path"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
)

// A server builds a view, a frame and a take-back verdict for every move it
// serves, and the garbage they leave keeps its collector busy: at the
// runtime's default (GOGC=100) marking took about a fifth of a loaded
// node's CPU (docs/perf.md). A node's live heap is small beside
// the memory of any machine that runs one (some 150 MB at 1,000 tables), so
// server commands let the heap grow further between collections, and bound
// it by a soft limit rather than by the live heap alone.
const (
	// serverGCPercent lets the heap grow to five times what is live
	// before the next collection.
	serverGCPercent = 400
	// serverMemoryLimitPercent of the memory the process may use (the
	// machine's, or its container's when that is less) is the soft limit:
	// nearing it the collector runs as often as it must, so the heap never
	// grows past it on garbage. The rest is left to the database and the
	// system.
	serverMemoryLimitPercent = 50
)

// serverMemoryPolicy is the collector's setting for a server process:
// the GC percentage and the soft memory limit to set, each -1 where the
// runtime's own is to stay. A GOGC or GOMEMLIMIT in the environment is the
// operator's and wins; available is the memory the process may use, 0
// when unknown (no limit is then set).
func serverMemoryPolicy(getenv func(string) string, available int64) (gcPercent int, limit int64) {
	gcPercent, limit = -1, -1
	if getenv("GOGC") == "" {
		gcPercent = serverGCPercent
	}
	if getenv("GOMEMLIMIT") == "" && available > 0 {
		limit = available * serverMemoryLimitPercent / 100
	}
	return gcPercent, limit
}

// applyServerMemoryPolicy sets serverMemoryPolicy on this process.
func applyServerMemoryPolicy() {
	gcPercent, limit := serverMemoryPolicy(os.Getenv, availableMemory())
	if gcPercent >= 0 {
		debug.SetGCPercent(gcPercent)
	}
	if limit > 0 {
		debug.SetMemoryLimit(limit)
	}
}

// isServerCommand reports whether args start a long-running server
// process (or a benchmark of one), whose collector serverMemoryPolicy sets.
func isServerCommand(args []string) bool {
	switch {
	case len(args) == 0:
		return false
	case args[0] == "serve", args[0] == "worker":
		return true
	case args[0] == "bench" && len(args) > 1:
		return args[1] == "server" || args[1] == "cluster"
	}
	return false
}

// availableMemory is the least of the machine's memory and the memory
// limits of the cgroups this process is in (v2 or v1, its own and every
// parent's: a systemd service's MemoryMax sits on a cgroup below the
// root), in bytes; 0 when none can be read.
func availableMemory() int64 {
	least := int64(0)
	take := func(n int64) {
		if n > 0 && (least == 0 || n < least) {
			least = n
		}
	}
	if b, err := os.ReadFile("/proc/meminfo"); err == nil {
		take(memTotal(b))
	}
	if self, err := os.ReadFile("/proc/self/cgroup"); err == nil {
		for _, path := range cgroupLimitFiles(self) {
			if b, err := os.ReadFile(path); err == nil {
				take(cgroupLimit(b))
			}
		}
	}
	return least
}

// cgroupLimitFiles lists the memory limit files of the cgroups named in
// /proc/self/cgroup's text, from the process's own up to the root: the
// unified hierarchy's memory.max (the line "0::path") and the v1 memory
// controller's memory.limit_in_bytes (a line "n:…memory…:path").
func cgroupLimitFiles(selfCgroup []byte) []string {
	var files []string
	for line := range strings.Lines(string(selfCgroup)) {
		parts := strings.SplitN(strings.TrimSpace(line), ":", 3)
		if len(parts) != 3 || !strings.HasPrefix(parts[2], "/") {
			continue
		}
		var root, file string
		switch {
		case parts[0] == "0" && parts[1] == "":
			root, file = "/sys/fs/cgroup", "memory.max"
		case slices.Contains(strings.Split(parts[1], ","), "memory"):
			root, file = "/sys/fs/cgroup/memory", "memory.limit_in_bytes"
		default:
			continue
		}
		for dir := path.Clean(parts[2]); ; dir = path.Dir(dir) {
			files = append(files, path.Join(root, dir, file))
			if dir == "/" {
				break
			}
		}
	}
	return files
}

// memTotal reads MemTotal from /proc/meminfo's text, in bytes; 0 if absent.
func memTotal(meminfo []byte) int64 {
	sc := bufio.NewScanner(bytes.NewReader(meminfo))
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) >= 2 && fields[0] == "MemTotal:" {
			kib, err := strconv.ParseInt(fields[1], 10, 64)
			if err != nil || kib <= 0 {
				return 0
			}
			return kib << 10
		}
	}
	return 0
}

// cgroupLimit reads a cgroup memory limit file, in bytes; 0 for none
// ("max", or v1's page-rounded largest number) or an unreadable one.
func cgroupLimit(b []byte) int64 {
	n, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
	if err != nil || n <= 0 || n >= 1<<62 {
		return 0
	}
	return n
}
