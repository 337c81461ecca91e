package graph

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// graphqlResponseJSON is the GraphQL-over-HTTP media type; with it a status
// code says whether the request ran.
const graphqlResponseJSON = "application/graphql-response+json"

// writeRefusal answers a request that GraphQL refused before running it (it
// did not parse or validate, or a limit refused it) as the GraphQL-over-HTTP
// specification asks: errors and no data entry, since nothing ran; status
// 400 for application/graphql-response+json, 200 for application/json.
// The errors go through the error presenter as any others.
func writeRefusal(ctx context.Context, w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor, rc *graphql.OperationContext, errs gqlerror.List) {
	contentType := answerContentType(r)
	resp := exec.DispatchError(graphql.WithOperationContext(ctx, rc), errs)
	b, err := json.Marshal(struct {
		Errors     gqlerror.List  `json:"errors"`
		Extensions map[string]any `json:"extensions,omitempty"`
	}{resp.Errors, resp.Extensions})
	if err != nil {
		panic(fmt.Errorf("graph: unable to encode a refusal: %w", err))
	}
	w.Header().Set("Content-Type", contentType)
	if contentType == graphqlResponseJSON {
		w.WriteHeader(http.StatusBadRequest)
	}
	_, _ = w.Write(b)
}
