package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/parser"

	"journey365/journey"
)

// Bounds on the shape of a document once its fragment spreads are replaced
// by their fragments, checked before the document is validated. A fragment
// may spread another several times, so a short document can expand to an
// exponential tree (each of 25 fragments spreading the previous one twice:
// 33 million fields in 1 KB) that gqlparser's validation rules and gqlgen's
// complexity walk would each go through. The app's largest request expands
// (an operation with every fragment of the app) to about 210 fields 4 deep,
// and the schema query of the admin playground (graphql-js's full
// introspection query) to about 470 fields 15 deep
// (TestClientDocumentsStayFarBelowTheLimits).
const (
	maxExpandedFields = 2000
	maxDepth          = 20
)

// documentShape refuses a document whose expansion is too large or too deep
// before gqlgen validates it: it parses the document (the parser's token
// limit keeps that linear and short) and measures every operation and
// fragment, each fragment once. A document the query cache holds has passed
// already.
type documentShape struct {
	cache graphql.Cache[*ast.QueryDocument]
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationParameterMutator
} = documentShape{}

func (documentShape) ExtensionName() string                   { return "DocumentShape" }
func (documentShape) Validate(graphql.ExecutableSchema) error { return nil }
func (d documentShape) MutateOperationParameters(ctx context.Context, p *graphql.RawParams) *gqlerror.Error {
	if d.cache != nil {
		if _, ok := d.cache.Get(ctx, p.Query); ok {
			return nil
		}
	}
	doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: p.Query}, parserTokenMax)
	if err != nil {
		return nil // gqlgen parses it again and answers the parse error
	}
	return checkShape(doc)
}

// checkShape measures every definition of doc and refuses it, with code
// invalid, when the whole document expands past maxExpandedFields fields or
// any definition nests fields deeper than maxDepth.
func checkShape(doc *ast.QueryDocument) *gqlerror.Error {
	m := newShapeMeter(doc)
	var total shape
	for _, op := range doc.Operations {
		total = total.and(m.set(op.SelectionSet))
	}
	for _, f := range doc.Fragments {
		total = total.and(m.fragment(f.Name))
	}
	var err *gqlerror.Error
	switch {
	case m.cycle != "":
		err = gqlerror.Errorf("The query is invalid: fragment %s spreads itself.", m.cycle)
	case total.fields > maxExpandedFields:
		err = gqlerror.Errorf("The query is too large: with its fragments spread out it selects more than %d fields (each spread of a fragment counts all its fields).", maxExpandedFields)
	case total.depth > maxDepth:
		err = gqlerror.Errorf("The query is nested too deeply (at most %d levels of fields).", maxDepth)
	default:
		return nil
	}
	setCode(err, journey.EINVALID)
	return err
}

// shape is what a selection set expands to: its fields (at any depth) and
// how deep they nest. Counts saturate far above the bounds, so that no
// document can overflow them.
type shape struct{ fields, depth int }

const shapeCeiling = 1 << 40

func (s shape) and(o shape) shape {
	return shape{fields: min(s.fields+o.fields, shapeCeiling), depth: max(s.depth, o.depth)}
}

// shapeMeter measures selection sets, each fragment once.
type shapeMeter struct {
	fragments map[string]*ast.FragmentDefinition
	done      map[string]shape
	open      map[string]bool // fragments being measured: a spread of one is a cycle
	cycle     string
}

func newShapeMeter(doc *ast.QueryDocument) *shapeMeter {
	m := &shapeMeter{fragments: map[string]*ast.FragmentDefinition{}, done: map[string]shape{}, open: map[string]bool{}}
	for _, f := range doc.Fragments {
		if _, dup := m.fragments[f.Name]; !dup {
			m.fragments[f.Name] = f
		}
	}
	return m
}

func (m *shapeMeter) set(set ast.SelectionSet) shape {
	var out shape
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			child := m.set(s.SelectionSet)
			out = out.and(shape{fields: min(1+child.fields, shapeCeiling), depth: 1 + child.depth})
		case *ast.InlineFragment:
			out = out.and(m.set(s.SelectionSet))
		case *ast.FragmentSpread:
			out = out.and(m.fragment(s.Name))
		}
	}
	return out
}

func (m *shapeMeter) fragment(name string) shape {
	if s, ok := m.done[name]; ok {
		return s
	}
	f := m.fragments[name]
	if f == nil {
		return shape{} // unknown: validation names it
	}
	if m.open[name] {
		if m.cycle == "" {
			m.cycle = name
		}
		return shape{}
	}
	m.open[name] = true
	s := m.set(f.SelectionSet)
	delete(m.open, name)
	m.done[name] = s
	return s
}
