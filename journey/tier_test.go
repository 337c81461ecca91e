package journey_test

import (
	"testing"

	"journey365/journey"
)

func TestTierOfEveryBoundary(t *testing.T) {
	for _, tc := range []struct {
		trophies int
		want     journey.Tier
	}{
		{0, journey.TierBronze}, {1, journey.TierBronze},
		{2, journey.TierSilver}, {3, journey.TierSilver},
		{4, journey.TierGold}, {6, journey.TierGold},
		{7, journey.TierPlatinum}, {9, journey.TierPlatinum},
		{10, journey.TierDiamond}, {50, journey.TierDiamond},
	} {
		if got := journey.TierOf(tc.trophies); got != tc.want {
			t.Errorf("TierOf(%d) = %q, want %q", tc.trophies, got, tc.want)
		}
	}
}

func TestTiersCoverEveryCountOnce(t *testing.T) {
	for n := 0; n <= 20; n++ {
		var in []journey.Tier
		for _, r := range journey.Tiers {
			if n >= r.Min && (r.Max == 0 || n <= r.Max) {
				in = append(in, r.Tier)
			}
		}
		if len(in) != 1 || in[0] != journey.TierOf(n) {
			t.Errorf("%d completed journeys fall in %v, want exactly [%s]", n, in, journey.TierOf(n))
		}
	}
}
