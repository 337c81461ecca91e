package web_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/auth"
)

// doublingFragments is the document of n+1 fragments each spreading the
// previous one twice, asked for under root: 1 KB at 25 levels that expands
// to 2^25 fields.
func doublingFragments(n int, on, root string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "fragment F0 on %s{name}", on)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, " fragment F%d on %s{...F%d ...F%d}", i, on, i-1, i-1)
	}
	fmt.Fprintf(&b, " {%s{...F%d}}", root, n)
	return b.String()
}

// fragmentBombs are the documents of the report (a public group) and the
// same shape under the schema's own types, which gqlparser's introspection
// depth rule walks once per spread while validating.
func fragmentBombs() map[string]string {
	docs := map[string]string{}
	for _, n := range []int{25, 30, 50} {
		docs[fmt.Sprintf("currentGroup %d levels", n)] = doublingFragments(n, "PublicGroup", "currentGroup")
		docs[fmt.Sprintf("__schema %d levels", n)] = doublingFragments(n, "__Type", "__schema{types") + "}"
	}
	return docs
}

// refusal is the longest a fragment document may take to be refused, on a
// busy machine: it is refused in well under a millisecond.
const refusal = 250 * time.Millisecond

func TestFragmentBombsAreRefusedAtOnce(t *testing.T) {
	// Serial: it times each refusal (250 ms), which tests running alongside would stretch.
	a := apptest.MustNew(t)
	for name, doc := range fragmentBombs() {
		for _, method := range []string{"POST", "GET"} {
			t.Run(name+" "+method, func(t *testing.T) {
				var req *http.Request
				if method == "POST" {
					body, _ := json.Marshal(map[string]string{"query": doc})
					req = httptest.NewRequest("POST", "/graphql", bytes.NewReader(body))
					req.Header.Set("Content-Type", "application/json")
				} else {
					req = httptest.NewRequest("GET", "/graphql?query="+url.QueryEscape(doc), nil)
				}
				rec := httptest.NewRecorder()
				start := time.Now()
				a.Handler.ServeHTTP(rec, req)
				if took := time.Since(start); took > refusal {
					t.Errorf("answered in %s, want within %s", took, refusal)
				}
				msg, code := mustErrorOf(t, "/graphql", rec.Body.Bytes())
				if code != "invalid" || !strings.Contains(msg, "too large") {
					t.Errorf("error %q (code %q), want code invalid saying the query is too large", msg, code)
				}
			})
		}
	}
}

func TestDeepNestingIsRefused(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	// __Type.ofType nests without end: 30 levels of it.
	doc := "{__schema{types{" + strings.Repeat("ofType{", 30) + "name" + strings.Repeat("}", 30) + "}}}"
	errs := a.MustGraphQLErrors(t, "", doc)
	if code, _ := errs[0].Extensions["code"].(string); len(errs) != 1 || code != "invalid" || !strings.Contains(errs[0].Message, "nested too deeply") {
		t.Errorf("errors %+v, want one invalid saying the query is nested too deeply", errs)
	}
}

// The playground's schema query (graphql-js getIntrospectionQuery with every
// option, the deepest and largest document an admin sends) still runs.
func TestPlaygroundSchemaQueryStillRuns(t *testing.T) {
	t.Parallel()
	a := apptest.MustNew(t)
	admin := a.MustAdmin(t, "root@example.com", "a-long-admin-password")
	query, err := os.ReadFile("../graph/testdata/introspection.graphql")
	if err != nil {
		t.Fatal(err)
	}
	var out struct {
		Schema struct{ Types []struct{ Name string } } `json:"__schema"`
	}
	a.MustOperation(t, a.MustToken(t, admin, auth.ScopeAdmin), string(query), nil, &out)
	if len(out.Schema.Types) < 20 {
		t.Errorf("the schema query answered %d types, want them all", len(out.Schema.Types))
	}
}

// BenchmarkRefuseFragmentBomb is what refusing the fragment documents costs
// through the whole handler, a new document each time (so the query cache
// never helps).
func BenchmarkRefuseFragmentBomb(b *testing.B) {
	a := apptest.MustNew(b)
	for _, n := range []int{25, 30, 50} {
		body, err := json.Marshal(map[string]string{"query": doublingFragments(n, "PublicGroup", "currentGroup")})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(strconv.Itoa(n)+"-levels", func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(append(body[:len(body)-2:len(body)-2],
					[]byte(" #"+strconv.Itoa(i)+`"}`)...)))
				req.Header.Set("Content-Type", "application/json")
				rec := httptest.NewRecorder()
				a.Handler.ServeHTTP(rec, req)
				if !strings.Contains(rec.Body.String(), "too large") {
					b.Fatalf("not refused: %.200s", rec.Body)
				}
			}
		})
	}
}
