package graph

import (
	"sync"

	"github.com/99designs/gqlgen/graphql"
)

// keptParams are the parameters of POST bodies read before that carry no
// variables or extensions. The client sends the same few bodies again and
// again (the dashboard on every visit), and reading one from JSON costs
// more than finding it: a kept body is read once, as gqlgen parses a
// document once. A body with variables is read every time, so no map is
// ever shared between requests.
var keptParams = paramsStore{byBody: map[string]graphql.RawParams{}}

const (
	keptParamsLimit = 1024    // bodies; a caller sending endless new ones only empties the store
	keptBodyMax     = 8 << 10 // bytes: a larger body is read every time (at most 8 MB kept)
)

type paramsStore struct {
	mu     sync.RWMutex
	byBody map[string]graphql.RawParams
}

// get is the parameters of body, if it was kept.
func (s *paramsStore) get(body []byte) (graphql.RawParams, bool) {
	s.mu.RLock()
	p, ok := s.byBody[string(body)]
	s.mu.RUnlock()
	return p, ok
}

// keep keeps p, read from body, when it shares nothing a request could change.
func (s *paramsStore) keep(body []byte, p graphql.RawParams) {
	if len(body) > keptBodyMax || p.Variables != nil || p.Extensions != nil || p.Headers != nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.byBody) >= keptParamsLimit {
		clear(s.byBody)
	}
	s.byBody[string(body)] = p
}
