package graph

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestRequestBodiesReadAsGqlgenReadsThem: a request's numbers stay exact
// (an id past 2^53 is not rounded), absent or null variables are none, and
// a body that is not one JSON object is refused.
func TestRequestBodiesReadAsGqlgenReadsThem(t *testing.T) {
	p, err := decodeParams([]byte(`{"query":"query($id: ID!) { x }","operationName":"Q",
		"variables":{"id":9007199254740993,"list":[1.5]},"extensions":{"persistedQuery":{"version":1}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if p.Query != "query($id: ID!) { x }" || p.OperationName != "Q" {
		t.Errorf("query %q, operation %q", p.Query, p.OperationName)
	}
	if id, ok := p.Variables["id"].(json.Number); !ok || id.String() != "9007199254740993" {
		t.Errorf("id = %#v, want the exact number", p.Variables["id"])
	}
	if v := p.Extensions["persistedQuery"].(map[string]any)["version"]; v != json.Number("1") {
		t.Errorf("extension version = %#v", v)
	}
	for _, body := range []string{`{"query":"{ x }"}`, `{"query":"{ x }","variables":null}`} {
		p, err := decodeParams([]byte(body))
		if err != nil || p.Variables != nil || p.Query != "{ x }" {
			t.Errorf("%s: %+v, %v", body, p, err)
		}
	}
	for _, body := range []string{``, `[{"query":"{ x }"}]`, `{"query":"{ x }"} {"query":"{ y }"}`, `{"query":"{ x }","variables":[1]}`} {
		if _, err := decodeParams([]byte(body)); err == nil {
			t.Errorf("%q was read", body)
		}
	}
}

// TestBodiesWithoutVariablesAreReadOnce: a body without variables is kept
// and found again; a body with variables gets maps of its own every time (a
// change one request makes is not seen by the next); a large body is not
// kept; and the store stays bounded however many bodies come.
func TestBodiesWithoutVariablesAreReadOnce(t *testing.T) {
	body := []byte(`{"query":"{ keptOnce }"}`)
	if _, err := decodeParams(body); err != nil {
		t.Fatal(err)
	}
	if p, ok := keptParams.get(string(body)); !ok || p.Query != "{ keptOnce }" {
		t.Errorf("kept: %+v, %v", p, ok)
	}
	withVariables := []byte(`{"query":"query($a: Int) { x }","variables":{"a":1}}`)
	first, err := decodeParams(withVariables)
	if err != nil {
		t.Fatal(err)
	}
	first.Variables["a"] = "changed"
	if again, _ := decodeParams(withVariables); again.Variables["a"] != json.Number("1") {
		t.Errorf("the second request's variables: %v", again.Variables)
	}
	large := fmt.Appendf(nil, `{"query":"{ x }","operationName":"%s"}`, strings.Repeat("a", keptBodyMax))
	for _, b := range [][]byte{withVariables, large} {
		if _, err := decodeParams(b); err != nil {
			t.Fatal(err)
		}
		if _, ok := keptParams.get(string(b)); ok {
			t.Errorf("%.60s… was kept", b)
		}
	}
	for i := range keptParams.limit + 10 {
		if _, err := decodeParams(fmt.Appendf(nil, `{"query":"{ x%d }"}`, i)); err != nil {
			t.Fatal(err)
		}
	}
	if n := keptParams.len(); n > keptParams.limit {
		t.Errorf("%d bodies kept, at most %d", n, keptParams.limit)
	}
}
