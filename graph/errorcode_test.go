package graph

import (
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"journey365/graph/model"
)

// The schema's ErrorCode enum is the client's typed list of what
// extensions.code may say; it must name exactly the codes journey defines.
func TestErrorCodeEnumMatchesJourneyCodes(t *testing.T) {
	got := journeyCodes(t)
	var want []string
	for _, c := range model.AllErrorCode {
		want = append(want, string(c))
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("journey error codes = %v, schema ErrorCode = %v: add the missing values to graph/schema/schema.graphqls", got, want)
	}
}

// journeyCodes reads the E* string constants of journey/errors.go.
func journeyCodes(t *testing.T) []string {
	t.Helper()
	file, err := parser.ParseFile(token.NewFileSet(), "../journey/errors.go", nil, 0)
	if err != nil {
		t.Fatalf("parse journey/errors.go: %v", err)
	}
	name := regexp.MustCompile(`^E[A-Z]+$`)
	var codes []string
	for _, decl := range file.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.CONST {
			continue
		}
		for _, spec := range gen.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, n := range vs.Names {
				lit, ok := vs.Values[i].(*ast.BasicLit)
				if !name.MatchString(n.Name) || !ok || lit.Kind != token.STRING {
					continue
				}
				v, err := strconv.Unquote(lit.Value)
				if err != nil {
					t.Fatalf("%s: %v", n.Name, err)
				}
				codes = append(codes, v)
			}
		}
	}
	if len(codes) < 8 {
		t.Fatalf("found %d codes in journey/errors.go (%v): the constants moved?", len(codes), codes)
	}
	return codes
}
