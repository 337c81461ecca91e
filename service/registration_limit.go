package service

import (
	"context"
	"net/netip"
	"strings"
	"time"

	"journey365/journey"
	"journey365/ratelimit"
	"journey365/reqlog"
)

// Registrations per network (ratelimit.NetworkKey: an IPv4 /24, an IPv6
// /48): a burst of registrationsPerNetwork, then one every
// registrationWindow/registrationsPerNetwork. Besides the per-address
// attempts limit, so a script with many addresses in one block cannot fill
// an open group's seats.
const (
	registrationsPerNetwork = 10
	registrationWindow      = time.Hour
)

var errNetworkRegistrations = journey.Errorf(journey.ERATELIMITED,
	"Too many people have registered from your network in the last hour. Please try again later, or ask the programme team to add you.")

// NewRegistrationLimiter is the per-network registration limiter a Service starts with.
func NewRegistrationLimiter() *ratelimit.Limiter {
	return ratelimit.New(registrationsPerNetwork, registrationWindow)
}

// checkNetworkRegistration counts one registration from this client's
// network (allowNetwork).
func (s *Service) checkNetworkRegistration(ctx context.Context) error {
	if !allowNetwork(ctx, s.Registrations, "register") {
		return errNetworkRegistrations
	}
	return nil
}

// registrationNetwork is the network a registration comes from, as stored
// with the account: the client's NetworkKey, or its address when that has no
// network (loopback); nil when the client's address is unknown.
func registrationNetwork(ctx context.Context) *string {
	ip := reqlog.ClientIP(ctx)
	if key := ratelimit.NetworkKey(ip); key != "" {
		return &key
	}
	a, err := netip.ParseAddr(ip)
	if err != nil {
		return nil
	}
	s := a.Unmap().String()
	return &s
}

// cleanNetwork reads an admin's network (field names it in errors) in the
// form registrations store it: a prefix is masked to the /24 or /48 it lies
// in ("198.51.100.7/24", "198.51.100.0/24" and "198.51.100.7" are one
// network), a loopback address stays itself.
func cleanNetwork(field, in string) (string, error) {
	in = strings.TrimSpace(in)
	if in == "" {
		return "", journey.FieldError(journey.EINVALID, field, "Enter a network, e.g. 198.51.100.0/24 or 2001:db8:1::/48.")
	}
	addr, err := netip.ParseAddr(in)
	if err != nil {
		p, perr := netip.ParsePrefix(in)
		if perr != nil {
			return "", journey.FieldError(journey.EINVALID, field,
				"%q is not a network: enter one as the users list shows it, e.g. 198.51.100.0/24 or 2001:db8:1::/48.", in)
		}
		addr = p.Addr()
	}
	if key := ratelimit.NetworkKey(addr.String()); key != "" {
		return key, nil
	}
	return addr.Unmap().String(), nil
}
