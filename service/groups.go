package service

import (
	"context"

	"journey365/journey"
)

// CurrentGroup is the group open for registration now, or nil.
func (s *Service) CurrentGroup(ctx context.Context) (*journey.Group, error) {
	return s.DB.CurrentGroup(ctx, s.today())
}

// EnsureQuarterGroups makes sure this quarter's and next quarter's groups
// exist, so the home page always has a group to offer.
func (s *Service) EnsureQuarterGroups(ctx context.Context) error {
	today := s.today()
	for _, start := range []journey.Date{journey.QuarterStartOf(today), journey.NextQuarterStart(today)} {
		if err := s.DB.EnsureGroupStarting(ctx, start, today); err != nil {
			return err
		}
	}
	return nil
}
