package service

import (
	"context"
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
// network. A client with no network (loopback, or no address) is held only
// to the per-address limit.
func (s *Service) checkNetworkRegistration(ctx context.Context) error {
	key := ratelimit.NetworkKey(reqlog.ClientIP(ctx))
	if key == "" {
		return nil
	}
	if !s.Registrations.Allow(key) {
		return errNetworkRegistrations
	}
	return nil
}
