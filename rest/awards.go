package rest

import (
	"fmt"
	"net/http"
	"strconv"

	"journey365/paging"

	"journey365/awards"
	"journey365/journey"
)

// trophyEntry is spec 3's Public trophy entry: public fields only, the tier
// in lower case.
type trophyEntry struct {
	Name          string       `json:"name"`
	TrophiesCount int          `json:"trophies_count"`
	AvatarURL     *string      `json:"avatar_url"`
	Tier          journey.Tier `json:"tier"`
}

// GET /api/auth/public/trophies?tier=&first=&after=
//
// Public. data is the list of approved members (spec 7: name,
// trophies_count, avatar_url, tier), most trophies first, then by name;
// ?tier= keeps one tier. Bounded: first defaults to 100, at most 200. The
// page is described in headers, as GET /api/admin/users does:
// X-Total-Count, and X-Next-Cursor plus Link rel="next" when more follow.
func (a *API) publicTrophies(w http.ResponseWriter, r *http.Request) {
	handle(func(r *http.Request, _ noBody) ([]trophyEntry, error) {
		first, after, err := queryPage(r)
		if err != nil {
			return nil, err
		}
		if r.URL.Query().Get("first") == "" {
			first = awards.DefaultPublicTrophies
		}
		var tier *journey.Tier
		if s := queryText(r, "tier"); s != nil {
			t := journey.Tier(*s)
			tier = &t
		}
		p, err := a.aw.PublicTrophies(r.Context(), tier, first, after)
		if err != nil {
			return nil, err
		}
		out := make([]trophyEntry, len(p.Nodes))
		for i, h := range p.Nodes {
			out[i] = trophyEntry{Name: h.Name, TrophiesCount: h.TrophiesCount, AvatarURL: h.AvatarURL, Tier: h.Tier}
		}
		pagingHeaders(w, r, p.TotalCount, first, p.PageInfo)
		return out, nil
	})(w, r)
}

// pagingHeaders describes a list's page beside its data: X-Total-Count, and
// on every page but the last X-Next-Cursor and a Link rel="next".
func pagingHeaders(w http.ResponseWriter, r *http.Request, total, first int, info paging.Info) {
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
	if c := info.EndCursor; info.HasNextPage && c != nil {
		w.Header().Set("X-Next-Cursor", *c)
		next := r.URL.Query()
		next.Set("after", *c)
		next.Set("first", strconv.Itoa(first))
		w.Header().Set("Link", fmt.Sprintf(`<%s?%s>; rel="next"`, r.URL.Path, next.Encode()))
	}
}
