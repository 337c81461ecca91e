package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"

	"journey365/auth"
)

// entry is one kind of request of a mix.
type entry struct {
	Op        string         `json:"op"`  // a client operation, sent to /graphql
	Get       string         `json:"get"` // or a path to GET
	Weight    int            `json:"weight"`
	As        string         `json:"as"` // anonymous, member or admin
	Variables map[string]any `json:"variables"`

	body []byte // the /graphql request, for Op
}

func (e entry) name() string {
	if e.Op != "" {
		return e.Op
	}
	return "GET " + e.Get
}

// loadMix reads the mix file and fills each operation's text from ops.
func loadMix(mixFile, opsFile string) ([]entry, error) {
	var mix struct {
		Requests []entry `json:"requests"`
	}
	if err := readJSON(mixFile, &mix); err != nil {
		return nil, err
	}
	var ops map[string]string
	if err := readJSON(opsFile, &ops); err != nil {
		return nil, err
	}
	if len(mix.Requests) == 0 {
		return nil, fmt.Errorf("%s: no requests", mixFile)
	}
	for i, e := range mix.Requests {
		switch {
		case (e.Op == "") == (e.Get == ""):
			return nil, fmt.Errorf("%s: request %d needs either op or get", mixFile, i+1)
		case e.Weight <= 0:
			return nil, fmt.Errorf("%s: %s needs a weight of at least 1", mixFile, e.name())
		case e.As != "anonymous" && e.As != "member" && e.As != "admin":
			return nil, fmt.Errorf("%s: %s: as must be anonymous, member or admin (got %q)", mixFile, e.name(), e.As)
		}
		if e.Op != "" {
			text, ok := ops[e.Op]
			if !ok {
				return nil, fmt.Errorf("%s: no operation %s in %s", mixFile, e.Op, opsFile)
			}
			body, err := json.Marshal(map[string]any{"operationName": e.Op, "query": text, "variables": e.Variables})
			if err != nil {
				return nil, err
			}
			mix.Requests[i].body = body
		}
	}
	return mix.Requests, nil
}

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// identities are the tokens requests are sent with.
type identities struct {
	members []string
	admin   string
}

// pickIdentities signs tokens, with the server's JWT_SECRET, for n members of
// the groups under way and for an active admin.
func pickIdentities(ctx context.Context, dbURL string, n int) (identities, error) {
	secret := os.Getenv("JWT_SECRET")
	if secret == "" {
		return identities{}, fmt.Errorf("JWT_SECRET must be set to the server's secret")
	}
	tokens, err := auth.NewTokens([]byte(secret))
	if err != nil {
		return identities{}, fmt.Errorf("JWT_SECRET: %w", err)
	}
	x, err := sqlx.ConnectContext(ctx, "postgres", dbURL)
	if err != nil {
		return identities{}, fmt.Errorf("database: %w", err)
	}
	defer x.Close()
	type user struct {
		ID      int64 `db:"id"`
		Version int   `db:"token_version"`
	}
	var members []user
	if err := x.SelectContext(ctx, &members, `
		SELECT u.id, u.token_version FROM users u
		JOIN group_members gm ON gm.user_id = u.id AND gm.status = 'active'
		JOIN groups g ON g.id = gm.group_id AND g.status = 'active'
		WHERE u.status = 'active' AND u.role = 'user'
		ORDER BY u.id LIMIT $1`, n); err != nil {
		return identities{}, fmt.Errorf("picking members: %w", err)
	}
	if len(members) == 0 {
		return identities{}, fmt.Errorf("no active member of a group under way in the database (seed it first: journey365 seed scale)")
	}
	var id identities
	for _, m := range members {
		t, err := tokens.Issue(m.ID, auth.ScopeMember, m.Version)
		if err != nil {
			return identities{}, err
		}
		id.members = append(id.members, t)
	}
	var admin user
	if err := x.GetContext(ctx, &admin, `SELECT id, token_version FROM users WHERE role = 'admin' AND status = 'active' ORDER BY id LIMIT 1`); err == nil {
		if id.admin, err = tokens.Issue(admin.ID, auth.ScopeAdmin, admin.Version); err != nil {
			return identities{}, err
		}
	}
	return id, nil
}
