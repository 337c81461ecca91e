package journey

// Tier is an award tier on the Awards page (spec 9), named by its REST form.
type Tier string

const (
	TierDiamond  Tier = "diamond"
	TierPlatinum Tier = "platinum"
	TierGold     Tier = "gold"
	TierSilver   Tier = "silver"
	TierBronze   Tier = "bronze"
)

// TierRange is a tier and the completed journeys it spans. Max is 0 for
// Diamond, which has no upper bound.
type TierRange struct {
	Tier Tier
	Min  int
	Max  int
}

// Tiers are the five tiers, highest first: the one place their thresholds
// live (spec 9: Bronze 0-1, Silver 2-3, Gold 4-6, Platinum 7-9, Diamond 10+).
var Tiers = [5]TierRange{
	{TierDiamond, 10, 0},
	{TierPlatinum, 7, 9},
	{TierGold, 4, 6},
	{TierSilver, 2, 3},
	{TierBronze, 0, 1},
}

// TierOf is the tier of a member with n completed journeys.
func TierOf(n int) Tier {
	for _, r := range Tiers {
		if n >= r.Min {
			return r.Tier
		}
	}
	return TierBronze
}

// RangeOf is the span of tier t, or false when t is not a tier.
func RangeOf(t Tier) (TierRange, bool) {
	for _, r := range Tiers {
		if r.Tier == t {
			return r, true
		}
	}
	return TierRange{}, false
}
