package db

import (
	"context"
	"fmt"
	"math"
)

// The Awards page (issue 11): approved members by trophy count. Counts come
// from award_counts (kept by the users_award_count trigger, migration 0008);
// pages walk users_awards_idx (trophies_count DESC, name) WHERE award_approved.

// TrophyHolder is an approved member as the Awards page shows them: public
// fields only, and the id for the page's position.
type TrophyHolder struct {
	ID            int64   `db:"id"`
	Name          string  `db:"name"`
	TrophiesCount int     `db:"trophies_count"`
	AvatarURL     *string `db:"avatar_url"`
}

// AwardCount is how many approved members hold exactly TrophiesCount trophies.
type AwardCount struct {
	TrophiesCount int `db:"trophies_count"`
	Members       int `db:"members"`
}

// AwardCounts is every trophy count held by at least one approved member
// (at most journey.MaxTrophiesCount + 1 rows), from the kept counts.
func (q *Queries) AwardCounts(ctx context.Context) ([]AwardCount, error) {
	var out []AwardCount
	if err := q.sel(ctx, &out, `SELECT trophies_count, members FROM award_counts WHERE members > 0 ORDER BY trophies_count DESC`); err != nil {
		return nil, fmt.Errorf("db: unable to count award holders: %w", err)
	}
	return out, nil
}

// HolderCursor is a position in a list of trophy holders, which runs by
// trophies (most first), then name, then id.
type HolderCursor struct {
	TrophiesCount int
	Name          string
	ID            int64
}

// holderCursorJSON is what a holder cursor carries, with the list it belongs to.
type holderCursorJSON struct {
	List string `json:"l"`
	T    int    `json:"t"`
	N    string `json:"n"`
	I    int64  `json:"i"`
}

func (c holderCursorJSON) listName() string { return c.List }

// EncodeHolderCursor is the opaque text of c in list (sealCursor).
func EncodeHolderCursor(list string, c HolderCursor) string {
	return sealCursor(holderCursorJSON{List: list, T: c.TrophiesCount, N: c.Name, I: c.ID})
}

// DecodeHolderCursor reads a cursor EncodeHolderCursor made for list;
// anything else is invalid on after.
func DecodeHolderCursor(list, s string) (HolderCursor, error) {
	c, err := openCursor[holderCursorJSON](list, s)
	if err != nil {
		return HolderCursor{}, err
	}
	return HolderCursor{TrophiesCount: c.T, Name: c.N, ID: c.I}, nil
}

// HolderRange is the span of trophy counts a list covers; Max 0 means no
// upper bound (journey.TierRange's convention for Diamond).
type HolderRange struct{ Min, Max int }

func (r HolderRange) max() int {
	if r.Max == 0 {
		return math.MaxInt32
	}
	return r.Max
}

const holderColumns = `id, name, trophies_count, avatar_url`

// TrophyHolders is one page (first rows after after, from the start when
// nil) of the approved members whose trophies fall in r, most trophies
// first, then by name and id; HasNext and the next page's cursor for list.
// The total is not counted here: award_counts has it.
//
// After a cursor the page is two index range scans: the rest of the
// cursor's trophy count (trophies = t AND name >= n) and the counts below
// it. One scan with the keyset written as ORs would read the cursor's whole
// count and filter it (4 ms for 3,300 holders of one count).
func (q *Queries) TrophyHolders(ctx context.Context, list string, r HolderRange, first int, after *HolderCursor) (Page[TrophyHolder], error) {
	var items []TrophyHolder
	var err error
	if after == nil {
		err = q.sel(ctx, &items, `SELECT `+holderColumns+` FROM users
			WHERE award_approved AND trophies_count BETWEEN $1 AND $2
			ORDER BY trophies_count DESC, name, id LIMIT $3`, r.Min, r.max(), first+1)
	} else {
		err = q.sel(ctx, &items, `SELECT `+holderColumns+` FROM (
			(SELECT `+holderColumns+` FROM users
			 WHERE award_approved AND trophies_count = $3 AND trophies_count BETWEEN $1 AND $2
			   AND name >= $4 AND (name > $4 OR id > $5)
			 ORDER BY name, id LIMIT $6)
			UNION ALL
			(SELECT `+holderColumns+` FROM users
			 WHERE award_approved AND trophies_count < $3 AND trophies_count BETWEEN $1 AND $2
			 ORDER BY trophies_count DESC, name, id LIMIT $6)
			) page
			ORDER BY trophies_count DESC, name, id LIMIT $6`,
			r.Min, r.max(), after.TrophiesCount, after.Name, after.ID, first+1)
	}
	if err != nil {
		return Page[TrophyHolder]{}, fmt.Errorf("db: unable to list trophy holders: %w", err)
	}
	p := Page[TrophyHolder]{Items: items}
	if len(items) > first {
		p.Items, p.HasNext = items[:first], true
	}
	if k := len(p.Items); k > 0 {
		last := p.Items[k-1]
		p.EndCursor = EncodeHolderCursor(list, HolderCursor{TrophiesCount: last.TrophiesCount, Name: last.Name, ID: last.ID})
	}
	return p, nil
}
