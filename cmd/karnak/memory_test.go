package main

import (
	"os"
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
