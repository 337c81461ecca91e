package awards

import (
	"context"

	"journey365/paging"

	"journey365/db"
	"journey365/journey"
)

// The Awards page (spec 2 /awards, spec 3 Public trophy entry, spec 9 tiers):
// public and anonymous. Only members with award_approved appear; a tier is
// always computed by journey.TierOf / journey.Tiers.

// Page sizes of the public REST list (GET /api/auth/public/trophies): 100
// by default, at most 200. GraphQL's trophyHolders follows the page
// convention of every list (db.CheckPageSize: at most 100).
const (
	DefaultPublicTrophies = 100
	MaxPublicTrophies     = 200
)

// AwardTier is one section of the Awards page: the tier's span (Max 0 for
// Diamond, which has no upper bound) and how many approved members it holds.
type AwardTier struct {
	Tier        journey.Tier
	Min, Max    int
	MemberCount int
}

// MaxTrophies is the tier's upper bound, nil for the one without (Diamond).
func (t AwardTier) MaxTrophies() *int {
	if t.Max == 0 {
		return nil
	}
	m := t.Max
	return &m
}

// TrophyHolder is a member on the Awards page: public fields only.
type TrophyHolder struct {
	Name          string
	TrophiesCount int
	AvatarURL     *string
	Tier          journey.Tier
}

// TrophyHolderPage is one page of holders, most trophies first, then by name.
type TrophyHolderPage struct {
	TotalCount int
	Nodes      []TrophyHolder
	PageInfo   paging.Info
}

// AwardTiers is the five tiers, Diamond first, each with its member count
// (from the kept per-count totals: one read of at most ~1,000 rows).
func (aw *Awards) AwardTiers(ctx context.Context) ([]AwardTier, error) {
	var counts []db.AwardCount
	err := aw.Public.Read(ctx, func(q *db.Queries) (err error) {
		counts, err = q.AwardCounts(ctx)
		return err
	})
	if err != nil {
		return nil, err
	}
	return tiersOf(counts), nil
}

// tiersOf sums per-count totals into the five tiers.
func tiersOf(counts []db.AwardCount) []AwardTier {
	out := make([]AwardTier, len(journey.Tiers))
	index := map[journey.Tier]int{}
	for i, r := range journey.Tiers {
		out[i] = AwardTier{Tier: r.Tier, Min: r.Min, Max: r.Max}
		index[r.Tier] = i
	}
	for _, c := range counts {
		out[index[journey.TierOf(c.TrophiesCount)]].MemberCount += c.Members
	}
	return out
}

// TrophyHolders is a page of the approved members of tier, most trophies
// first, then by name (GraphQL's trophyHolders: pages as every list does).
func (aw *Awards) TrophyHolders(ctx context.Context, tier journey.Tier, first int, after *string) (TrophyHolderPage, error) {
	if err := db.CheckPageSize(first); err != nil {
		return TrophyHolderPage{}, err
	}
	return aw.trophyHolders(ctx, &tier, first, after)
}

// PublicTrophies is the public REST list: the approved members of tier
// (every tier when nil), most trophies first, then by name; first is
// 1..MaxPublicTrophies.
func (aw *Awards) PublicTrophies(ctx context.Context, tier *journey.Tier, first int, after *string) (TrophyHolderPage, error) {
	if first < 1 || first > MaxPublicTrophies {
		return TrophyHolderPage{}, journey.FieldError(journey.EINVALID, "first", "first must be between 1 and %d.", MaxPublicTrophies)
	}
	return aw.trophyHolders(ctx, tier, first, after)
}

func (aw *Awards) trophyHolders(ctx context.Context, tier *journey.Tier, first int, after *string) (TrophyHolderPage, error) {
	span := db.HolderRange{Min: 0}
	list := "trophies"
	if tier != nil {
		r, ok := journey.RangeOf(*tier)
		if !ok {
			return TrophyHolderPage{}, journey.FieldError(journey.EINVALID, "tier", "tier must be diamond, platinum, gold, silver or bronze, not %q.", string(*tier))
		}
		span, list = db.HolderRange{Min: r.Min, Max: r.Max}, "trophies:"+string(r.Tier)
	}
	var cursor *db.HolderCursor
	if after != nil && *after != "" {
		c, err := db.DecodeHolderCursor(list, *after)
		if err != nil {
			return TrophyHolderPage{}, err
		}
		cursor = &c
	}
	var p db.Page[db.TrophyHolder]
	var counts []db.AwardCount
	err := aw.Public.Read(ctx, func(q *db.Queries) (err error) {
		if p, err = q.TrophyHolders(ctx, list, span, first, cursor); err != nil {
			return err
		}
		counts, err = q.AwardCounts(ctx)
		return err
	})
	if err != nil {
		return TrophyHolderPage{}, err
	}
	total := 0
	for _, c := range counts {
		if c.TrophiesCount >= span.Min && (span.Max == 0 || c.TrophiesCount <= span.Max) {
			total += c.Members
		}
	}
	return TrophyHolderPage{TotalCount: total, PageInfo: paging.InfoOf(p), Nodes: paging.Map(p.Items, func(h db.TrophyHolder) TrophyHolder {
		return TrophyHolder{Name: h.Name, TrophiesCount: h.TrophiesCount, AvatarURL: h.AvatarURL, Tier: journey.TierOf(h.TrophiesCount)}
	})}, nil
}
