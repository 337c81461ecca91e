package graph

import "testing"

func TestSocketsAreCountedPerIPv4AddressAndPerIPv6Network(t *testing.T) {
	for ip, want := range map[string]string{
		"203.0.113.7":            "203.0.113.7",
		"2001:db8:1:2:aaaa::1":   "2001:db8:1:2::/64",
		"2001:db8:1:2:bbbb::999": "2001:db8:1:2::/64",
		"2001:db8:1:3::1":        "2001:db8:1:3::/64",
		"":                       "",
	} {
		if got := addressKey(ip); got != want {
			t.Errorf("addressKey(%q) = %q, want %q", ip, got, want)
		}
	}
}
