package graph

import "github.com/99designs/gqlgen/graphql"

// keptParams are the parameters of POST bodies read before that carry no
// variables or extensions, at most keptBodyMax bytes each. The client sends
// the same few bodies again and again (the dashboard on every visit), and
// reading one from JSON costs more than finding it: a kept body is read
// once, as gqlgen parses a document once. A body with variables is read
// every time, so no map is ever shared between requests.
var keptParams = kept[string, graphql.RawParams]{limit: 1024}

// keptBodyMax bounds a kept body: a larger one is read every time (at most
// 8 MB kept).
const keptBodyMax = 8 << 10

// keepParams keeps p, read from body, when it shares nothing a request
// could change.
func keepParams(body []byte, p graphql.RawParams) {
	if len(body) <= keptBodyMax && p.Variables == nil && p.Extensions == nil && p.Headers == nil {
		keptParams.add(string(body), p)
	}
}
