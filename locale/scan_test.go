package locale_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// formatCall is one user-facing message the code writes: its literal
// format and where.
type formatCall struct {
	format string
	at     string
}

// messageFuncs are the functions whose argument at the index is a
// user-facing message's format: journey's error builders and locale's
// translators. Functions that pass a format parameter of theirs on to one
// of them are found by the scan and added.
var messageFuncs = map[string]int{
	"journey.Errorf":     1,
	"journey.FieldError": 2,
	"locale.T":           1,
	"locale.Sprintf":     1,
	"locale.Text":        1,
}

// msgFunc is where a message function takes its format (-1: none) and which
// of its parameters end up as arguments of a message (labels such as "The
// programme's name", from first on when variadic).
type msgFunc struct {
	format   int
	args     map[int]bool
	argsFrom int // every position from this one is an argument; 0: none
}

func (m msgFunc) isArg(i int) bool { return m.args[i] || (m.argsFrom > 0 && i >= m.argsFrom) }

// scanMessages lists, in the repository's Go code (tests, generated code
// and the client aside), the literal formats, the literal labels passed as a
// message's arguments (directly or through a function that passes them
// on), and the calls whose format no test can check.
func scanMessages(t *testing.T) (calls []formatCall, labels []formatCall, unchecked []string) {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	type file struct {
		pkg  string // the package's directory name, as importers call it
		path string
		f    *ast.File
	}
	fset := token.NewFileSet()
	var files []file
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case "client", "node_modules", ".git", "testdata", "locale":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") || d.Name() == "generated.go" {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(fset, p, src, 0)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		files = append(files, file{pkg: filepath.Base(filepath.Dir(p)), path: rel, f: f})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	consts := map[string]string{} // pkg.Name → a string constant's value
	for _, fl := range files {
		for _, decl := range fl.f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if i < len(vs.Values) {
						if s, ok := stringValue(vs.Values[i], fl.pkg, consts); ok {
							consts[fl.pkg+"."+name.Name] = s
						}
					}
				}
			}
		}
	}
	funcs := map[string]msgFunc{}
	for k, v := range messageFuncs {
		funcs[k] = msgFunc{format: v, args: map[int]bool{}, argsFrom: v + 1}
	}
	// calleeOf names a call's function as messageFuncs does: pkg.Name for
	// a package's function, .Name for a method (matched by name alone).
	calleeOf := func(pkg string, call *ast.CallExpr) string {
		switch fn := call.Fun.(type) {
		case *ast.Ident:
			return pkg + "." + fn.Name
		case *ast.SelectorExpr:
			if x, ok := fn.X.(*ast.Ident); ok && x.Obj == nil {
				return x.Name + "." + fn.Sel.Name
			}
			return "." + fn.Sel.Name
		}
		return ""
	}
	// Wrappers: a function passing its own parameter as a message
	// function's format is a message function too (until none is new).
	for changed := true; changed; {
		changed = false
		for _, fl := range files {
			for _, decl := range fl.f.Decls {
				fd, ok := decl.(*ast.FuncDecl)
				if !ok || fd.Body == nil {
					continue
				}
				params := paramIndexes(fd.Type)
				name := fl.pkg + "." + fd.Name.Name
				if fd.Recv != nil {
					name = "." + fd.Name.Name
				}
				if _, base := messageFuncs[name]; base {
					continue
				}
				ast.Inspect(fd.Body, func(n ast.Node) bool {
					call, ok := n.(*ast.CallExpr)
					if !ok {
						return true
					}
					callee, ok := funcs[calleeOf(fl.pkg, call)]
					if !ok {
						return true
					}
					for i, a := range call.Args {
						id, ok := a.(*ast.Ident)
						if !ok {
							continue
						}
						p, ok := params[id.Name]
						if !ok {
							continue
						}
						m, known := funcs[name]
						if !known {
							m = msgFunc{format: -1, args: map[int]bool{}}
						}
						switch {
						case i == callee.format && m.format != p:
							m.format = p
						case callee.isArg(i) && !m.args[p]:
							m.args[p] = true
						default:
							continue
						}
						funcs[name] = m
						changed = true
					}
					return true
				})
			}
		}
	}
	for _, fl := range files {
		ast.Inspect(fl.f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			m, ok := funcs[calleeOf(fl.pkg, call)]
			if !ok {
				return true
			}
			at := fset.Position(call.Pos()).String()
			at = at[strings.Index(at, fl.path):]
			for i, a := range call.Args {
				s, lit := stringValue(a, fl.pkg, consts)
				switch {
				case i == m.format && lit:
					calls = append(calls, formatCall{format: s, at: at})
				case i == m.format && !isParam(a) && !isMessageCall(a, fl.pkg, funcs, calleeOf):
					unchecked = append(unchecked, at)
				case m.isArg(i) && lit:
					labels = append(labels, formatCall{format: s, at: at})
				}
			}
			return true
		})
	}
	return calls, labels, unchecked
}

// isMessageCall reports whether e is itself a call of a message function
// (a translated text passed on), which the scan checks on its own.
func isMessageCall(e ast.Expr, pkg string, funcs map[string]msgFunc, calleeOf func(string, *ast.CallExpr) string) bool {
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return false
	}
	_, ok = funcs[calleeOf(pkg, call)]
	return ok
}

// isParam reports whether e is a plain identifier: a wrapper's parameter,
// whose callers the scan checks instead.
func isParam(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Obj != nil && id.Obj.Kind == ast.Var
}

func paramIndexes(ft *ast.FuncType) map[string]int {
	out := map[string]int{}
	i := 0
	for _, f := range ft.Params.List {
		if len(f.Names) == 0 {
			i++
			continue
		}
		for _, n := range f.Names {
			if id, ok := f.Type.(*ast.Ident); ok && id.Name == "string" {
				out[n.Name] = i
			}
			i++
		}
	}
	return out
}

// stringValue is e's value when it is a string literal, a known constant
// or a sum of those.
func stringValue(e ast.Expr, pkg string, consts map[string]string) (string, bool) {
	switch v := e.(type) {
	case *ast.BasicLit:
		if v.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(v.Value)
		return s, err == nil
	case *ast.Ident:
		s, ok := consts[pkg+"."+v.Name]
		return s, ok
	case *ast.SelectorExpr:
		if x, ok := v.X.(*ast.Ident); ok {
			s, ok := consts[x.Name+"."+v.Sel.Name]
			return s, ok
		}
	case *ast.BinaryExpr:
		if v.Op == token.ADD {
			a, ok1 := stringValue(v.X, pkg, consts)
			b, ok2 := stringValue(v.Y, pkg, consts)
			return a + b, ok1 && ok2
		}
	case *ast.ParenExpr:
		return stringValue(v.X, pkg, consts)
	}
	return "", false
}
