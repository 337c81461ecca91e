package service

import (
	"context"
	"time"

	"journey365/journey"
	"journey365/ratelimit"
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
