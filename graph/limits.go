package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"sync"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"journey365/auth"
	"journey365/journey"
	"journey365/locale"
	"journey365/memberimport"
)

// Limits on what one request may make the server parse and validate. The
// largest document the app sends (the dashboard with its fragments) is about
// 1 KB and 110 tokens. Validation cost grows with the square of repeated
// fields, so the token limit is what bounds the CPU of a hostile document:
// at 700 tokens the worst shape we know validates in about 15 ms (25 ms on a
// busy machine; BenchmarkRefuseOversizedQuery in web/), and anything longer
// is refused by the parser at once.
const (
	maxRequestBody  = 1 << 20 // bytes of a POST body
	maxQueryLength  = 16 << 10
	parserTokenMax  = 700
	tooLargeMessage = "The request is too large (at most 1024 KB)."
	// tooLargeImportMessage: past maxImportRequestBody, for an admin.
	tooLargeImportMessage = "The request is too large: a member import file may be at most 2 MB."
)

// boundedPOST is gqlgen's POST transport behind a body limit and a decode
// check of its own: gqlgen would read any size and echo an undecodable body
// back in full in its error message.
type boundedPOST struct{ transport.POST }

func (t boundedPOST) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	limit := int64(maxRequestBody)
	if auth.AdminScoped(r.Context()) {
		limit = maxImportRequestBody
	}
	body, pooled, err := readBody(w, r, limit)
	if err != nil {
		recycleBody(pooled)
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			w.Header().Set("Connection", "close")
			msg := tooLargeMessage
			if limit == maxImportRequestBody {
				msg = tooLargeImportMessage
			}
			writeRequestError(w, r, http.StatusRequestEntityTooLarge, msg)
			return
		}
		writeRequestError(w, r, http.StatusBadRequest, "The request body could not be read.")
		return
	}
	params, err := decodeParams(body)
	recycleBody(pooled)
	if err != nil {
		writeRequestError(w, r, http.StatusBadRequest,
			`The request body is not a GraphQL request: send a JSON object like {"query": "…", "variables": {…}}.`)
		return
	}
	ctx := r.Context()
	params.Headers = r.Header
	rc, opErr := exec.CreateOperationContext(ctx, &params)
	if opErr != nil {
		writeRefusal(ctx, w, r, exec, rc, opErr)
		return
	}
	if len(body) > maxRequestBody && !onlyMemberImport(rc) {
		writeRequestError(w, r, http.StatusRequestEntityTooLarge, tooLargeMessage)
		return
	}
	w.Header().Set("Content-Type", answerContentType(r))
	responses, ctx := exec.DispatchOperation(ctx, rc)
	writeAnswer(w, responses(ctx))
}

// maxImportRequestBody is the body of a member import (a CSV file of up to
// 2 MB as a JSON string), allowed to an admin-scoped token for the import's
// two fields only (onlyMemberImport); the resolver checks the admin.
const maxImportRequestBody = memberimport.MaxRequestBody

// memberImportFields are the root fields that may take maxImportRequestBody.
var memberImportFields = map[string]bool{"previewMemberImport": true, "importMembers": true}

// onlyMemberImport reports whether the operation selects nothing but the
// member import's fields.
func onlyMemberImport(rc *graphql.OperationContext) bool {
	if rc.Operation == nil || len(rc.Operation.SelectionSet) == 0 {
		return false
	}
	for _, sel := range rc.Operation.SelectionSet {
		f, ok := sel.(*ast.Field)
		if !ok || !memberImportFields[f.Name] {
			return false
		}
	}
	return true
}

// readBody reads the request's body, at most limit bytes, into a buffer of
// its size when the client said its length (net/http holds the body to
// it): a recycled one when it is small, which recycleBody gives back.
func readBody(w http.ResponseWriter, r *http.Request, limit int64) (body []byte, pooled *[]byte, err error) {
	in := http.MaxBytesReader(w, r.Body, limit)
	switch n := r.ContentLength; {
	case n <= 0 || n > limit:
		body, err = io.ReadAll(in)
	case n > maxPooledBody:
		body = make([]byte, n)
		_, err = io.ReadFull(in, body)
	default:
		pooled = bodyBuffers.Get().(*[]byte)
		body = (*pooled)[:n]
		_, err = io.ReadFull(in, body)
	}
	return body, pooled, err
}

// bodyBuffers hold small bodies while they are read: nothing read from a
// body points into it (decodeParams copies every string), so its buffer
// serves the next request.
var bodyBuffers = sync.Pool{New: func() any { b := make([]byte, maxPooledBody); return &b }}

func recycleBody(pooled *[]byte) {
	if pooled != nil {
		bodyBuffers.Put(pooled)
	}
}

const maxPooledBody = 16 << 10

// decodeParams reads a GraphQL request: the query and operation name as
// they are, variables and extensions with their numbers exact (json.Number,
// as gqlgen's own POST transport keeps them). The body is parsed in place;
// only variables and extensions, when sent, go through a Decoder. A body
// without them is read once (keptParams).
func decodeParams(body []byte) (graphql.RawParams, error) {
	if p, ok := keptParams.get(string(body)); ok {
		return p, nil
	}
	var raw struct {
		Query         string          `json:"query"`
		OperationName string          `json:"operationName"`
		Variables     json.RawMessage `json:"variables"`
		Extensions    json.RawMessage `json:"extensions"`
	}
	if err := json.Unmarshal(body, &raw); err != nil {
		return graphql.RawParams{}, err
	}
	p := graphql.RawParams{Query: raw.Query, OperationName: raw.OperationName}
	if err := decodeExact(raw.Variables, &p.Variables); err != nil {
		return p, err
	}
	if err := decodeExact(raw.Extensions, &p.Extensions); err != nil {
		return p, err
	}
	keepParams(body, p)
	return p, nil
}

func decodeExact(raw json.RawMessage, into *map[string]any) error {
	if len(raw) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	return dec.Decode(into)
}

// writeRequestError answers a request that never reached GraphQL with one
// error of code invalid, in the GraphQL response shape.
func writeRequestError(w http.ResponseWriter, r *http.Request, status int, msg string) {
	msg = locale.Text(r.Context(), msg)
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"errors": []any{map[string]any{
		"message": msg, "extensions": map[string]string{"code": journey.EINVALID}}}})
}

// queryLength refuses a long document before it is parsed.
type queryLength struct{}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationParameterMutator
} = queryLength{}

func (queryLength) ExtensionName() string                   { return "QueryLength" }
func (queryLength) Validate(graphql.ExecutableSchema) error { return nil }
func (queryLength) MutateOperationParameters(ctx context.Context, p *graphql.RawParams) *gqlerror.Error {
	if len(p.Query) <= maxQueryLength {
		return nil
	}
	err := gqlerror.Errorf("%s", locale.T(ctx, "The query is too long (at most %d characters).", maxQueryLength))
	setCode(err, journey.EINVALID)
	return err
}
