package loadgen

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

// Response is a GraphQL answer: its data, its errors and the HTTP response's
// status and headers (a proxy's X-Served-By among them).
type Response struct {
	Status int
	Header http.Header
	Data   json.RawMessage
	Errors json.RawMessage
}

// GraphQL sends query with variables to base's /graphql, as token's bearer
// when token is set. A transport failure, a status other than 200 or any
// GraphQL error is an error (the Response is still returned, for its
// status and headers).
func GraphQL(ctx context.Context, client *http.Client, base, token, query string, variables map[string]any) (Response, error) {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": variables})
	req, err := http.NewRequestWithContext(ctx, "POST", base+"/graphql", bytes.NewReader(body))
	if err != nil {
		return Response{}, fmt.Errorf("graphql request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := client.Do(req)
	if err != nil {
		return Response{}, err
	}
	defer resp.Body.Close()
	r := Response{Status: resp.StatusCode, Header: resp.Header}
	var b struct {
		Data   json.RawMessage `json:"data"`
		Errors json.RawMessage `json:"errors"`
	}
	err = json.NewDecoder(resp.Body).Decode(&b)
	r.Data, r.Errors = b.Data, b.Errors
	if err != nil || resp.StatusCode != 200 || len(b.Errors) > 0 {
		return r, fmt.Errorf("status %d %s %v", resp.StatusCode, b.Errors, err)
	}
	return r, nil
}

// PostMessage posts content to the board of token's member and answers the
// new message's id.
func PostMessage(ctx context.Context, client *http.Client, base, token, content string) (string, Response, error) {
	r, err := GraphQL(ctx, client, base, token, `mutation($c: String!) { postMessage(input: {content: $c}) { id } }`, map[string]any{"c": content})
	if err != nil {
		return "", r, err
	}
	var d struct {
		PostMessage struct{ ID string } `json:"postMessage"`
	}
	if err := json.Unmarshal(r.Data, &d); err != nil || d.PostMessage.ID == "" {
		return "", r, fmt.Errorf("postMessage answered %s (%v)", r.Data, err)
	}
	return d.PostMessage.ID, r, nil
}
