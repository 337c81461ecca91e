package loadgen

import (
	"net"
	"net/http"
	"time"
)

// FromLoopback is a client whose connections come from loopback address n of
// block (127.block.x.y; all of 127.0.0.0/8 is this machine), so the server,
// or a proxy passing X-Forwarded-For to it, sees many clients: it keeps its
// limits per client address (100 websockets, 20 sign-ins a minute).
func FromLoopback(block byte, n int) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: LoopbackIP(block, n)}, Timeout: 60 * time.Second}
	return &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}
}

// LoopbackIP is loopback address n of block: 127.block.(n/250).(n%250+1).
func LoopbackIP(block byte, n int) net.IP {
	return net.IPv4(127, block, byte(n/250), byte(n%250+1))
}
