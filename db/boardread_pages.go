package db

import (
	"sync"

	"journey365/journey"
)

// BoardPages keeps, for one instance, the first pages of boards it has read,
// each with the board's version (board_versions) at the time. A board read
// passes the versions it holds; the statement reads the board's version with
// the session and the group, and builds the page only when it differs, so
// the page a board shows is always the one of the version read in that
// statement, never an older one, on any instance. Only reads on the pool
// keep or use pages: a transaction sees its own uncommitted version, which a
// rollback could give to different content.
//
// Members reread their board's first page on every visit, focus and live
// event while it changes a few times a day; building it is most of the
// statement's cost (issue 9 item 5).
type BoardPages struct {
	mu    sync.RWMutex
	pages map[boardPageKey]keptPage
}

// boardPageKey is one board's first page of one shape: all types ("") or
// one, read with one LIMIT (limitBucket).
type boardPageKey struct {
	group int64
	typ   journey.MessageType
	limit int
}

type keptPage struct {
	group    int64
	version  int64
	messages []journey.Message // shared: never written after it is kept
}

// maxKeptPages bounds the pages kept: a few current groups with a few shapes
// each. Past it the oldest are not told apart: all are dropped and kept again.
const maxKeptPages = 64

// kept is the pages held for boards read with typ and limit, to pass to a
// board statement (which names the one it can reuse) and to take the page
// from: a copy, so a page replaced meanwhile is still there to take.
func (p *BoardPages) kept(typ journey.MessageType, limit int) []keptPage {
	p.mu.RLock()
	defer p.mu.RUnlock()
	var out []keptPage
	for k, page := range p.pages {
		if k.typ == typ && k.limit == limit {
			out = append(out, page)
		}
	}
	return out
}

// keep holds messages as the page of its key at version, unless a later
// version is held already (a slower read finishing after a newer one).
func (p *BoardPages) keep(k boardPageKey, version int64, messages []journey.Message) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if old, ok := p.pages[k]; ok && old.version >= version {
		return
	}
	if p.pages == nil || len(p.pages) >= maxKeptPages {
		p.pages = map[boardPageKey]keptPage{}
	}
	p.pages[k] = keptPage{group: k.group, version: version, messages: messages}
}

// keptVersions are the groups and versions of pages, as the statement's
// arguments.
func keptVersions(pages []keptPage) (groups, versions []int64) {
	groups = make([]int64, len(pages))
	versions = make([]int64, len(pages))
	for i, page := range pages {
		groups[i], versions[i] = page.group, page.version
	}
	return groups, versions
}

// keptPageOf is the page of group at version among pages.
func keptPageOf(pages []keptPage, group, version int64) ([]journey.Message, bool) {
	for _, page := range pages {
		if page.group == group && page.version == version {
			return page.messages, true
		}
	}
	return nil, false
}
