package main

import "testing"

// TestParseHeapSize covers --heap-size-hint's values.
func TestParseHeapSize(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64
		ok   bool
	}{
		{"1000", 1000, true},
		{"64M", 64 << 20, true},
		{"2G", 2 << 30, true},
		{"512k", 512 << 10, true},
		{"1.5GB", 3 << 29, true},
		{"1T", 1 << 40, true},
		{"", 0, false},
		{"lots", 0, false},
		{"-5M", 0, false},
		{"0", 0, false},
	} {
		got, ok := parseHeapSize(tc.in)
		if ok != tc.ok || got != tc.want {
			t.Errorf("parseHeapSize(%q) = %d, %v; want %d, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}
