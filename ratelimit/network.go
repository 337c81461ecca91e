package ratelimit

import "net/netip"

// NetworkKey is the key of the network a client address is in: its /24 for
// IPv4, its /48 for IPv6 (a site's usual allocation), the string as is when
// it is not an address. One machine can hold many addresses of its network
// (a rented server, a VPN exit), so limits that matter count per network too.
func NetworkKey(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	a = a.Unmap()
	bits := 48
	if a.Is4() {
		bits = 24
	}
	p, err := a.Prefix(bits)
	if err != nil {
		return ip
	}
	return p.String()
}
