package ratelimit

import (
	"context"
	"net/netip"
)

// Network prefixes: the addresses one household, office or hosting customer
// usually holds. An IPv4 /24 is the smallest block routed on the internet;
// an IPv6 /48 is what a site is assigned (it holds 65,536 /64s, so keying on
// the /64 would give one customer that many buckets).
const (
	NetworkBits4 = 24
	NetworkBits6 = 48
)

// NetworkKey is the key of the network a client address belongs to: its
// /24 for IPv4, its /48 for IPv6. It answers "" for anything that is not an
// address, and for loopback: this machine (a local tool, a test, or a proxy
// not named in TRUSTED_PROXIES, which the per-address limit already treats
// as one client) is no network of strangers.
func NetworkKey(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil {
		return ""
	}
	a = a.Unmap()
	if a.IsLoopback() {
		return ""
	}
	bits := NetworkBits6
	if a.Is4() {
		bits = NetworkBits4
	}
	p, err := a.Prefix(bits)
	if err != nil {
		return ""
	}
	return p.String()
}

// AllowNetwork counts one call of action from ip's whole network
// (NetworkKey): for calls that cost money or seats, which one machine could
// otherwise repeat from each address of its network. A client with no
// network (loopback, or no address) always passes here; it is held to the
// per-address limit.
func (l *Limiter) AllowNetwork(ctx context.Context, action, ip string) bool {
	key := NetworkKey(ip)
	return key == "" || l.Allow(ctx, action+" "+key)
}
