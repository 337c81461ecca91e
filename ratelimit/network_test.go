package ratelimit

import "testing"

func TestNetworkKeyIsTheSlash24OrSlash48(t *testing.T) {
	for ip, want := range map[string]string{
		"198.51.100.7":        "198.51.100.0/24",
		"198.51.100.250":      "198.51.100.0/24",
		"::ffff:198.51.100.9": "198.51.100.0/24",
		"2001:db8:1:2:3::4":   "2001:db8:1::/48",
		"2001:db8:1:ffff::1":  "2001:db8:1::/48",
		"127.0.0.1":           "",
		"::1":                 "",
		"":                    "",
		"not an address":      "",
		"fe80::1%eth0":        "fe80::/48",
		"2001:db8:2::1":       "2001:db8:2::/48",
	} {
		if got := NetworkKey(ip); got != want {
			t.Errorf("NetworkKey(%q) = %q, want %q", ip, got, want)
		}
	}
}
