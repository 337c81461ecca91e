package graph

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"

	"github.com/99designs/gqlgen/graphql"
)

// The answer to a POST is written as gqlgen's transport.POST writes it,
// but an answer that is only data is written as it stands: gqlgen passes
// it through encoding/json, which checks and compacts the data again (about
// 70 µs for a board page, a tenth of the request). Everything else (errors,
// extensions) still goes through encoding/json. Unlike encoding/json this
// leaves <, > and & inside strings unescaped: the answer is
// application/json with nosniff, never HTML.

// answerContentType is the Content-Type transport.POST answers with for
// r's Accept header (gqlgen's determineResponseContentType with no
// explicit headers and application/json by default).
func answerContentType(r *http.Request) string {
	accept := r.Header.Get("Accept")
	if accept == "" {
		return "application/json"
	}
	for part := range strings.SplitSeq(accept, ",") {
		mediaType, _, err := mime.ParseMediaType(strings.TrimSpace(part))
		if err != nil {
			continue
		}
		switch mediaType {
		case "*/*", "application/*", "application/json":
			return "application/json"
		case graphqlResponseJSON:
			return graphqlResponseJSON
		}
	}
	return graphqlResponseJSON
}

// writeAnswer writes resp as transport.POST does (see above).
func writeAnswer(w io.Writer, resp *graphql.Response) {
	if resp == nil || len(resp.Errors) > 0 || len(resp.Extensions) > 0 || resp.Label != "" || len(resp.Path) > 0 || resp.HasNext != nil {
		b, err := json.Marshal(resp)
		if err != nil {
			panic(fmt.Errorf("graph: unable to encode the answer: %w", err))
		}
		_, _ = w.Write(b)
		return
	}
	data := []byte(resp.Data)
	if len(data) == 0 {
		data = []byte("null")
	}
	// One write, not three, through the writers that wrap the response.
	buf := answerBuffers.Get().(*bytes.Buffer)
	buf.Grow(len(`{"data":}`) + len(data))
	buf.WriteString(`{"data":`)
	buf.Write(data)
	buf.WriteByte('}')
	_, _ = w.Write(buf.Bytes())
	recycle(buf)
}
