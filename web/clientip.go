package web

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// ParseTrustedProxies reads TRUSTED_PROXIES: comma-separated CIDRs (a bare
// address is a /32 or /128).
func ParseTrustedProxies(s string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if !strings.Contains(f, "/") {
			a, err := netip.ParseAddr(f)
			if err != nil {
				return nil, fmt.Errorf("web: TRUSTED_PROXIES: %q is not a CIDR or an address", f)
			}
			out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(f)
		if err != nil {
			return nil, fmt.Errorf("web: TRUSTED_PROXIES: %q is not a CIDR: %w", f, err)
		}
		if p.Addr().Is4In6() {
			p = netip.PrefixFrom(p.Addr().Unmap(), p.Bits()-96)
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

// clientIP is the address of the client that made r. X-Forwarded-For is
// believed only when the direct peer is a trusted proxy: then the client is
// the right-most address in it that is not a trusted proxy (everything left
// of that was written by the client and may be forged). Otherwise it is the
// peer. "" when RemoteAddr is not an address (an in-process test request).
func clientIP(r *http.Request, trusted []netip.Prefix) string {
	peer, ok := parseHostAddr(r.RemoteAddr)
	if !ok {
		return ""
	}
	if !isTrusted(peer, trusted) {
		return peer.String()
	}
	hops := forwardedFor(r.Header.Values("X-Forwarded-For"))
	for i := len(hops) - 1; i >= 0; i-- {
		a, ok := parseHostAddr(hops[i])
		if !ok {
			// A trusted proxy would not write this: the chain is broken
			// here, and the last trusted hop is the best we know.
			return peer.String()
		}
		if !isTrusted(a, trusted) {
			return a.String()
		}
		peer = a
	}
	return peer.String() // every hop is a proxy of ours
}

// forwardedFor splits X-Forwarded-For headers (possibly several) into hops,
// left to right.
func forwardedFor(values []string) []string {
	var hops []string
	for _, v := range values {
		for _, h := range strings.Split(v, ",") {
			if h = strings.TrimSpace(h); h != "" {
				hops = append(hops, h)
			}
		}
	}
	return hops
}

// parseHostAddr reads "ip", "ip:port" or "[ipv6]:port".
func parseHostAddr(s string) (netip.Addr, bool) {
	if a, err := netip.ParseAddr(s); err == nil {
		return a.Unmap().WithZone(""), true
	}
	host, _, err := net.SplitHostPort(s)
	if err != nil {
		return netip.Addr{}, false
	}
	a, err := netip.ParseAddr(host)
	if err != nil {
		return netip.Addr{}, false
	}
	return a.Unmap().WithZone(""), true
}

func isTrusted(a netip.Addr, trusted []netip.Prefix) bool {
	for _, p := range trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}
