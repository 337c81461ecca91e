package graph

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"

	"journey365/locale"
)

// queryGET serves queries over GET (?query=…&operationName=…&variables=…),
// as gqlgen's transport.GET does, but answers a refused request as
// writeRefusal does, and a mutation with 405 and Allow: POST (a GET must
// never change anything).
type queryGET struct{ transport.GET }

func (t queryGET) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	q, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		writeRequestError(w, r, http.StatusBadRequest, "The query string could not be read.")
		return
	}
	params := &graphql.RawParams{Query: q.Get("query"), OperationName: q.Get("operationName"), Headers: r.Header}
	for _, p := range []struct {
		name string
		dst  *map[string]any
	}{{"variables", &params.Variables}, {"extensions", &params.Extensions}} {
		if v := q.Get(p.name); v != "" {
			dec := json.NewDecoder(strings.NewReader(v))
			dec.UseNumber()
			if err := dec.Decode(p.dst); err != nil {
				writeRequestError(w, r, http.StatusBadRequest, locale.T(r.Context(), "The %s parameter is not a JSON object.", p.name))
				return
			}
		}
	}
	ctx := r.Context()
	rc, errs := exec.CreateOperationContext(ctx, params)
	if errs != nil {
		writeRefusal(ctx, w, r, exec, rc, errs)
		return
	}
	if op := rc.Doc.Operations.ForName(rc.OperationName); op == nil || op.Operation != ast.Query {
		w.Header().Set("Allow", "POST")
		writeRequestError(w, r, http.StatusMethodNotAllowed, "Only queries run over GET: send a mutation with POST.")
		return
	}
	w.Header().Set("Content-Type", answerContentType(r))
	responses, ctx := exec.DispatchOperation(ctx, rc)
	writeAnswer(w, responses(ctx))
}
