package graph

import (
	"slices"
	"sync"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
)

// boardField is a collected field with its key ("alias":) written once for
// every object of a list, and the kept collection it belongs to (nil when
// its request's collections are not kept).
type boardField struct {
	*graphql.CollectedField
	key  []byte
	in   *collection
	args map[string]any // a kept field's arguments, read once (see arguments)
}

// root is the field the writer starts from. A root field of a request
// without variables collects the same fields every time its document is
// sent (the document is gqlgen's cached parse, so its fields are the same
// pointers), and the dashboard, sent by every member on every visit, is
// one: the collections under it are kept (collected) and not redone. A
// request with variables collects afresh, since @skip and @include may read
// them, as does a field under another (a fragment can put one field under
// several parents).
func (w *boardJSON) root(fc *graphql.FieldContext) boardField {
	f := boardField{CollectedField: &fc.Field}
	// A root field's parent is its operation type's context (Query), which has none.
	if fc.Parent != nil && fc.Parent.Parent == nil && len(w.oc.Variables) == 0 {
		f.in = collectionOf(collectedKey{op: w.oc.Operation})
	}
	return f
}

// fields are the fields of of's selection as gqlgen collects them for a
// type (fragments, aliases, @skip and @include), the first of each alias
// only, or false when one is deferred (gqlgen's to answer).
func (w *boardJSON) fields(of boardField, implementors []string) ([]boardField, bool) {
	if of.in == nil {
		return w.collect(of.Selections, implementors, nil)
	}
	c := collectionOf(collectedKey{in: of.in, field: of.Field, typename: implementors[0]})
	c.once.Do(func() { c.fields, c.ok = w.collect(of.Selections, implementors, c) })
	return c.fields, c.ok
}

// arguments are f's arguments as the generated code reads them.
func (w *boardJSON) arguments(f boardField) map[string]any {
	if f.in != nil {
		return f.args // kept: the request has no variables to read
	}
	return f.ArgumentMap(w.oc.Variables)
}

func (w *boardJSON) collect(sel ast.SelectionSet, implementors []string, in *collection) ([]boardField, bool) {
	all := graphql.CollectFields(w.oc, sel, implementors)
	fields := make([]boardField, 0, len(all))
	size := 0
	for _, f := range all {
		size += len(f.Alias) + len(`"":`)
	}
	keys := make([]byte, 0, size) // every key in one allocation (more if one needs escaping)
	for i := range all {
		f := &all[i]
		if len(f.Deferrables) > 0 {
			return nil, false
		}
		if !slices.ContainsFunc(fields, func(g boardField) bool { return g.Alias == f.Alias }) {
			start := len(keys)
			keys = append(appendQuoted(keys, f.Alias), ':')
			field := boardField{CollectedField: f, key: keys[start:len(keys):len(keys)], in: in}
			if in != nil && f.Definition != nil && len(f.Definition.Arguments) > 0 { // defaults count too
				field.args = f.ArgumentMap(w.oc.Variables)
			}
			fields = append(fields, field)
		}
	}
	return fields, true
}

// collectedKey is a kept collection: the fields of field's selection for
// typename, field being one of collection in's (an alias appears once in a
// collection, so its first field names it); or an operation, the parent of
// its root fields. The pointers keep their document alive while the entry
// lasts, so no other document can come to have their addresses.
type collectedKey struct {
	in       *collection
	field    *ast.Field
	typename string
	op       *ast.OperationDefinition
}

// collection is a kept collection, collected once.
type collection struct {
	once   sync.Once
	fields []boardField
	ok     bool
}

// collected are the kept collections. The client sends a few dozen
// documents; a caller sending endless new ones only empties the store.
var collected = kept[collectedKey, *collection]{limit: 4096}

// collectionOf is the collection for k, new and empty the first time.
func collectionOf(k collectedKey) *collection {
	if c, ok := collected.get(k); ok {
		return c
	}
	return collected.add(k, &collection{})
}
