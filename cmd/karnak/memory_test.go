package main

import (
	"io"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestAServerProcessCollectsLessOftenUnlessTheOperatorSaysOtherwise(t *testing.T) {
	const gib = int64(1) << 30
	for _, tc := range []struct {
		name          string
		env           map[string]string
		available     int64
		wantGCPercent int
		wantLimit     int64
	}{
		{"nothing set", nil, 24 * gib, serverGCPercent, 12 * gib},
		{"GOGC set", map[string]string{"GOGC": "100"}, 24 * gib, -1, 12 * gib},
		{"GOGC off", map[string]string{"GOGC": "off"}, 2 * gib, -1, gib},
		{"GOMEMLIMIT set", map[string]string{"GOMEMLIMIT": "1GiB"}, 24 * gib, serverGCPercent, -1},
		{"both set", map[string]string{"GOGC": "50", "GOMEMLIMIT": "1GiB"}, 24 * gib, -1, -1},
		{"memory unknown", nil, 0, serverGCPercent, -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			gc, limit := serverMemoryPolicy(func(k string) string { return tc.env[k] }, tc.available)
			if gc != tc.wantGCPercent || limit != tc.wantLimit {
				t.Errorf("policy = (%d, %d), want (%d, %d)", gc, limit, tc.wantGCPercent, tc.wantLimit)
			}
		})
	}
}

func TestOnlyServerCommandsTakeTheServersCollectorSetting(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{nil, false},
		{[]string{"serve"}, true},
		{[]string{"serve", "--db", "postgres://x"}, true},
		{[]string{"worker", "--db", "postgres://x"}, true},
		{[]string{"bench", "server"}, true},
		{[]string{"bench", "cluster", "--db", "postgres://x"}, true},
		{[]string{"bench", "tekhenu"}, false},
		{[]string{"bench"}, false},
		{[]string{"arena", "tekhenu"}, false},
		{[]string{"sim", "serve"}, false},
	} {
		if got := isServerCommand(tc.args); got != tc.want {
			t.Errorf("isServerCommand(%q) = %v, want %v", tc.args, got, tc.want)
		}
	}
}

func TestTheMemoryAProcessMayUseIsReadFromTheKernelsFiles(t *testing.T) {
	meminfo := []byte("MemFree:         1000 kB\nMemTotal:       24576000 kB\nBuffers: 5 kB\n")
	if got := memTotal(meminfo); got != 24576000<<10 {
		t.Errorf("memTotal = %d, want %d", got, int64(24576000)<<10)
	}
	for _, bad := range []string{"", "MemTotal: x kB\n", "MemFree: 5 kB\n", "MemTotal:\n"} {
		if got := memTotal([]byte(bad)); got != 0 {
			t.Errorf("memTotal(%q) = %d, want 0", bad, got)
		}
	}
	for in, want := range map[string]int64{
		"536870912\n":           536870912,
		"max\n":                 0,
		"9223372036854771712\n": 0, // cgroup v1's "no limit"
		"":                      0,
		"-1":                    0,
	} {
		if got := cgroupLimit([]byte(in)); got != want {
			t.Errorf("cgroupLimit(%q) = %d, want %d", in, got, want)
		}
	}
	meminfo, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		t.Skip("no /proc/meminfo here:", err)
	}
	if got, machine := availableMemory(), memTotal(meminfo); got <= 0 || got > machine {
		t.Errorf("availableMemory = %d, want more than 0 and at most the machine's %d", got, machine)
	}
}

func TestTheCgroupLimitsReadAreThoseOfTheProcesssCgroupAndItsParents(t *testing.T) {
	for _, tc := range []struct {
		name, self string
		want       []string
	}{
		{"v2 in a systemd service", "0::/system.slice/karnak.service\n", []string{
			"/sys/fs/cgroup/system.slice/karnak.service/memory.max",
			"/sys/fs/cgroup/system.slice/memory.max",
			"/sys/fs/cgroup/memory.max",
		}},
		{"v2 in a container's namespace", "0::/\n", []string{"/sys/fs/cgroup/memory.max"}},
		{"v1 beside other controllers", "9:name=systemd:/\n4:memory:/process_api/813c\n1:cpu:/\n0::/\n", []string{
			"/sys/fs/cgroup/memory/process_api/813c/memory.limit_in_bytes",
			"/sys/fs/cgroup/memory/process_api/memory.limit_in_bytes",
			"/sys/fs/cgroup/memory/memory.limit_in_bytes",
			"/sys/fs/cgroup/memory.max",
		}},
		{"v1 memory mounted with another controller", "3:cpu,memory:/a\n", []string{
			"/sys/fs/cgroup/memory/a/memory.limit_in_bytes",
			"/sys/fs/cgroup/memory/memory.limit_in_bytes",
		}},
		{"nothing readable", "garbage\n5:memory\n4:memory:relative\n2:memoryless:/x\n", nil},
	} {
		if got := cgroupLimitFiles([]byte(tc.self)); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// `karnak serve` runs with the server's collector setting, as its Go
// metrics show, unless the environment names its own.
func TestServeRunsWithTheServersCollectorSetting(t *testing.T) {
	wantLimit := availableMemory() * serverMemoryLimitPercent / 100
	for _, tc := range []struct {
		name, gogc, memLimit string
		want                 map[string]float64
	}{
		{"by default", "", "", map[string]float64{"go_gc_gogc_percent": serverGCPercent, "go_gc_gomemlimit_bytes": float64(wantLimit)}},
		{"with the operator's", "100", "1GiB", map[string]float64{"go_gc_gogc_percent": 100, "go_gc_gomemlimit_bytes": 1 << 30}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("GOGC", tc.gogc)
			t.Setenv("GOMEMLIMIT", tc.memLimit)
			c := serve(t, t.TempDir(), "--metrics-addr", "127.0.0.1:0")
			if c.metrics == "" {
				t.Fatalf("no metrics address logged: %s", c.logs)
			}
			resp, err := http.Get(c.metrics)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			body, _ := io.ReadAll(resp.Body)
			for name, want := range tc.want {
				got, ok := metricValue(string(body), name)
				if !ok || got != want {
					t.Errorf("%s = %v (found: %v), want %v", name, got, ok, want)
				}
			}
		})
	}
}

// metricValue reads an unlabelled sample from Prometheus's text format.
func metricValue(text, name string) (float64, bool) {
	for line := range strings.Lines(text) {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), name+" "); ok {
			f, err := strconv.ParseFloat(v, 64)
			return f, err == nil
		}
	}
	return 0, false
}
