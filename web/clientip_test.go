package web

import (
	"net/http/httptest"
	"testing"
)

func TestClientIP(t *testing.T) {
	trusted, err := ParseTrustedProxies(" 10.0.0.0/8, 2001:db8:ffff::/48 ,192.0.2.10")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, peer string
		xff        []string
		want       string
	}{
		{"no proxy configured for this peer: the peer", "203.0.113.5:4000", nil, "203.0.113.5"},
		{"untrusted peer: X-Forwarded-For ignored", "203.0.113.5:4000", []string{"198.51.100.1"}, "203.0.113.5"},
		{"trusted proxy: the address it saw", "10.1.2.3:4000", []string{"198.51.100.1"}, "198.51.100.1"},
		{"a forged left part is not believed", "10.1.2.3:4000", []string{"1.1.1.1, 198.51.100.1"}, "198.51.100.1"},
		{"two trusted hops", "10.1.2.3:4000", []string{"1.1.1.1, 198.51.100.1, 10.9.9.9"}, "198.51.100.1"},
		{"several headers read in order", "10.1.2.3:4000", []string{"1.1.1.1", "198.51.100.1"}, "198.51.100.1"},
		{"a single trusted address", "192.0.2.10:80", []string{"198.51.100.7"}, "198.51.100.7"},
		{"a trusted IPv6 proxy and a client port", "[2001:db8:ffff:1::2]:443", []string{"[2001:db8:5::1]:5555"}, "2001:db8:5::1"},
		{"IPv4-mapped peer", "[::ffff:10.1.2.3]:4000", []string{"198.51.100.1"}, "198.51.100.1"},
		{"only proxies: the left-most", "10.1.2.3:4000", []string{"10.0.0.1, 10.0.0.2"}, "10.0.0.1"},
		{"garbage from a trusted hop: that hop", "10.1.2.3:4000", []string{"198.51.100.1, unknown"}, "10.1.2.3"},
		{"trusted proxy without the header: the proxy", "10.1.2.3:4000", nil, "10.1.2.3"},
		{"no address at all", "pipe", nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = tc.peer
			for _, v := range tc.xff {
				r.Header.Add("X-Forwarded-For", v)
			}
			if got := clientIP(r, trusted); got != tc.want {
				t.Errorf("clientIP = %q, want %q", got, tc.want)
			}
		})
	}

	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "10.1.2.3:4000"
	r.Header.Set("X-Forwarded-For", "198.51.100.1")
	if got, want := clientIP(r, nil), "10.1.2.3"; got != want {
		t.Errorf("no TRUSTED_PROXIES: clientIP = %q, want the peer %q", got, want)
	}
}

func TestParseTrustedProxies(t *testing.T) {
	for _, bad := range []string{"10.0.0.0/33", "proxy.internal", "10.0.0.1/8/2"} {
		if _, err := ParseTrustedProxies(bad); err == nil {
			t.Errorf("ParseTrustedProxies(%q) accepted", bad)
		}
	}
	got, err := ParseTrustedProxies("")
	if err != nil || len(got) != 0 {
		t.Errorf("empty: %v, %v; want none", got, err)
	}
}
