package graph

import (
	"testing"

	"github.com/vektah/gqlparser/v2/ast"
)

// TestDirectlyWrittenTypesHaveNoFieldDirectives: writeDirectly answers every
// field under a Board, a Milestone and a Dashboard itself, without gqlgen's
// field resolution, so a directive put on one of those fields (or of the
// types they lead to) would never run.
func TestDirectlyWrittenTypesHaveNoFieldDirectives(t *testing.T) {
	schema := NewExecutableSchema(Config{}).Schema()
	seen := map[string]bool{}
	var walk func(typeName string)
	walk = func(typeName string) {
		def := schema.Types[typeName]
		if def == nil || seen[typeName] || def.Kind != ast.Object {
			return
		}
		seen[typeName] = true
		for _, f := range def.Fields {
			if len(f.Directives) > 0 {
				t.Errorf("%s.%s has a directive, which the direct writer (graph/direct_json.go) would skip", typeName, f.Name)
			}
			walk(f.Type.Name())
		}
	}
	for _, root := range []string{"Board", "Milestone", "Dashboard"} {
		walk(root)
	}
	if len(seen) < 4 {
		t.Fatalf("walked only %v: the schema's direct-written types were not found", seen)
	}
	t.Logf("checked %d types", len(seen))
}
