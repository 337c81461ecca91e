package graph

import (
	"encoding/json"
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
