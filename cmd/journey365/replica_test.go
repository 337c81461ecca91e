package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"journey365/db/pgserver"
)

// replicaPair is a private primary and its streaming standby.
type replicaPair struct {
	primary, standby *pgserver.Server
	standbyDir       string
	p                *sql.DB // the primary, as the test writes to it
}

// startReplicaPair starts a private PostgreSQL and a standby copied from it
// (pg_basebackup -R) that applies what it receives delay late.
func startReplicaPair(t *testing.T, delay string) *replicaPair {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	primary, err := pgserver.Start(ctx, pgserver.Options{DataDir: privateDataDir(t), Logger: testLog(t)})
	if errors.Is(err, pgserver.ErrNoBinaries) {
		t.Skipf("no PostgreSQL server binaries to run a primary and a standby: %v", err)
	}
	if err != nil {
		t.Fatalf("start the primary: %v", err)
	}
	t.Cleanup(func() { _ = primary.Stop() })
	rp := &replicaPair{primary: primary, standbyDir: privateDataDir(t)}
	rp.startStandby(t)
	if rp.p, err = sql.Open("postgres", primary.URL()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rp.p.Close() })
	rp.setApplyDelay(t, delay)
	return rp
}

func (rp *replicaPair) startStandby(t *testing.T) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	s, err := pgserver.Start(ctx, pgserver.Options{DataDir: rp.standbyDir, Logger: testLog(t), Primary: rp.primary})
	if err != nil {
		t.Fatalf("start the standby: %v", err)
	}
	t.Cleanup(func() { _ = s.Stop() })
	rp.standby = s
}

// setApplyDelay sets the standby's recovery_min_apply_delay and reloads it.
func (rp *replicaPair) setApplyDelay(t *testing.T, delay string) {
	t.Helper()
	s, err := sql.Open("postgres", rp.standby.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.ExecContext(t.Context(), `ALTER SYSTEM SET recovery_min_apply_delay = '`+delay+`'`); err != nil {
		t.Fatalf("set the standby's apply delay: %v", err)
	}
	var got string
	waitFor(t, "the standby to take the apply delay "+delay, func() bool {
		_, err := s.ExecContext(t.Context(), `SELECT pg_reload_conf()`)
		return err == nil && s.QueryRowContext(t.Context(), `SHOW recovery_min_apply_delay`).Scan(&got) == nil && got == delay
	})
}

// keepCommitting commits a transaction on the primary every 200 ms until the
// test ends, as a primary in use does: the standby's lag is then its apply
// delay, not the time since the last write.
func (rp *replicaPair) keepCommitting(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(200 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				_, _ = rp.p.ExecContext(ctx, `SELECT pg_current_xact_id()`)
			}
		}
	}()
	t.Cleanup(func() { cancel(); <-done })
}

// instanceAPI asks an instance for the public reads, anonymously or with a
// member's token.
type instanceAPI struct {
	t    *testing.T
	base string
}

func (api instanceAPI) do(method, path, token, body string) (int, string) {
	api.t.Helper()
	req, err := http.NewRequestWithContext(api.t.Context(), method, api.base+path, strings.NewReader(body))
	if err != nil {
		api.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		api.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// publicView is what the public reads answer about the open group and the
// awards, by GraphQL and by REST.
type publicView struct {
	MaxMembers, MemberCount int // currentGroup
	RESTMaxMembers          int // GET /api/auth/public/current-group
	Silver                  int // awardTiers: members in Silver
	SilverPage              int // trophyHolders(tier: SILVER).totalCount
	RESTTrophies            int // GET /api/auth/public/trophies: entries
}

func (api instanceAPI) view(token string) publicView {
	api.t.Helper()
	code, body := api.do("POST", "/graphql", token, `{"query":"{ currentGroup { maxMembers memberCount } awardTiers { tier memberCount } trophyHolders(tier: SILVER) { totalCount } }"}`)
	var gql struct {
		Data struct {
			CurrentGroup struct{ MaxMembers, MemberCount int }
			AwardTiers   []struct {
				Tier        string
				MemberCount int
			}
			TrophyHolders struct{ TotalCount int }
		}
		Errors []any
	}
	if code != 200 || json.Unmarshal([]byte(body), &gql) != nil || len(gql.Errors) > 0 {
		api.t.Fatalf("public reads (token %v) = %d %s", token != "", code, body)
	}
	v := publicView{MaxMembers: gql.Data.CurrentGroup.MaxMembers, MemberCount: gql.Data.CurrentGroup.MemberCount,
		SilverPage: gql.Data.TrophyHolders.TotalCount}
	for _, tier := range gql.Data.AwardTiers {
		if tier.Tier == "SILVER" {
			v.Silver = tier.MemberCount
		}
	}
	code, body = api.do("GET", "/api/auth/public/current-group", token, "")
	var group struct {
		Data struct {
			MaxMembers int `json:"max_members"`
		}
	}
	if code != 200 || json.Unmarshal([]byte(body), &group) != nil {
		api.t.Fatalf("GET /api/auth/public/current-group (token %v) = %d %s", token != "", code, body)
	}
	v.RESTMaxMembers = group.Data.MaxMembers
	code, body = api.do("GET", "/api/auth/public/trophies", token, "")
	var trophies struct{ Data []any }
	if code != 200 || json.Unmarshal([]byte(body), &trophies) != nil {
		api.t.Fatalf("GET /api/auth/public/trophies (token %v) = %d %s", token != "", code, body)
	}
	v.RESTTrophies = len(trophies.Data)
	return v
}

// ready is /readyz's status.
func (api instanceAPI) ready() int {
	code, _ := api.do("GET", "/readyz", "", "")
	return code
}

// serveWithReplica starts the binary's server over the pair until the test
// ends.
func serveWithReplica(t *testing.T, rp *replicaPair) (*instance, instanceAPI) {
	t.Helper()
	ctx, sigterm := context.WithCancel(context.Background())
	in := mustStart(t, ctx, config{DatabaseURL: rp.primary.URL(), DatabaseReplicaURL: rp.standby.URL(), DataDir: t.TempDir(),
		JWTSecret: "replica-test-secret-of-at-least-32-characters"})
	stopped := make(chan error, 1)
	go func() { stopped <- in.run(ctx) }()
	t.Cleanup(func() {
		sigterm()
		<-stopped
	})
	return in, instanceAPI{t: t, base: "http://" + in.listener.Addr().String()}
}

// The anonymous public reads go to a standby that keeps up, a signed-in
// member reads the primary (their own write at once), and a standby that
// lags more than 10 s or is down leaves the reads on the primary without an
// error, /readyz ready throughout.
func TestPublicReadsUseTheReplicaWhileItKeepsUp(t *testing.T) {
	rp := startReplicaPair(t, "5s")
	rp.keepCommitting(t)
	in, api := serveWithReplica(t, rp)
	ruth := registerRuth(t, in, api.base)
	marker := 100
	// A write on the primary that the open group's reads show: its seats.
	write := func() {
		t.Helper()
		marker++
		if _, err := rp.p.ExecContext(t.Context(), `UPDATE groups SET max_members = $1 WHERE name = 'Group Under Way'`, marker); err != nil {
			t.Fatal(err)
		}
	}
	// standbyInUse waits until an anonymous read right after a write
	// answers the value before it: only the standby (5 s late) still has it.
	standbyInUse := func(api instanceAPI, what string) {
		t.Helper()
		waitFor(t, what, func() bool {
			write()
			return api.view("").MaxMembers != marker
		})
	}

	// (a) Anonymous reads answer what the standby has. Right after one
	// write on the primary (the group's seats, and Ruth's two approved
	// journeys: Silver), every public read, GraphQL and REST, answers the
	// standby's values from before it; Ruth, signed in, reads the primary.
	standbyInUse(api, "an anonymous read answered by the standby")
	write()
	if _, err := rp.p.ExecContext(t.Context(), `UPDATE users SET award_approved = true, trophies_count = 2 WHERE id = $1`, ruth.User.ID); err != nil {
		t.Fatal(err)
	}
	before, mine := api.view(""), api.view(ruth.Token)
	if before.MaxMembers == marker || before.RESTMaxMembers == marker || before.Silver != 0 || before.SilverPage != 0 || before.RESTTrophies != 0 {
		t.Errorf("anonymous reads right after the write = %+v, want the standby's (max not yet %d, nobody in Silver)", before, marker)
	}
	if mine.MaxMembers != marker || mine.RESTMaxMembers != marker || mine.Silver != 1 || mine.SilverPage != 1 || mine.RESTTrophies != 1 {
		t.Errorf("Ruth's reads right after the write = %+v, want the primary's (max %d, one Silver member)", mine, marker)
	}
	if code := api.ready(); code != 200 {
		t.Errorf("/readyz with the standby in use = %d", code)
	}
	// Once applied, the standby answers the write too.
	waitFor(t, "the standby to apply the write", func() bool {
		v := api.view("")
		return v.MaxMembers == marker && v.RESTMaxMembers == marker && v.Silver == 1 && v.SilverPage == 1 && v.RESTTrophies == 1
	})

	// (b) A member writes, then reads, through this instance while the
	// standby lags: they see their own write at once; a visitor does not
	// yet.
	seats := api.view(ruth.Token).MemberCount
	boaz := post(api.base+"/api/auth/register", `{"name":"Boaz Ephrathite","email":"boaz@example.com","city":"Bethlehem","mailing_address":"2 Field Lane"}`)
	var reg struct{ Data member }
	if boaz.code != 200 || json.Unmarshal([]byte(boaz.body), &reg) != nil || reg.Data.Token == "" {
		t.Fatalf("register Boaz = %d %q %v", boaz.code, boaz.body, boaz.err)
	}
	visitor, own := api.view(""), api.view(reg.Data.Token)
	if own.MemberCount != seats+1 {
		t.Errorf("Boaz's currentGroup.memberCount right after registering = %d, want %d (his own seat)", own.MemberCount, seats+1)
	}
	if visitor.MemberCount != seats {
		t.Errorf("a visitor's currentGroup.memberCount right after Boaz registered = %d, want %d (the standby, 5 s behind)", visitor.MemberCount, seats)
	}

	// (c) A standby more than 10 s behind serves nothing: with a 15 s apply
	// delay the reads go to the primary once the check sees the lag.
	rp.setApplyDelay(t, "15s")
	write()
	written := time.Now()
	waitFor(t, "anonymous reads to leave the standby 15 s behind", func() bool {
		return api.view("").MaxMembers == marker
	})
	if took := time.Since(written); took > 14*time.Second {
		t.Errorf("the anonymous read saw the write after %s: as late as the standby would", took.Round(time.Millisecond))
	}
	write()
	if v := api.view(""); v.MaxMembers != marker || v.RESTMaxMembers != marker {
		t.Errorf("anonymous reads right after a write with the standby lagging = %+v, want the primary's max %d", v, marker)
	}
	if code := api.ready(); code != 200 {
		t.Errorf("/readyz with the standby lagging = %d", code)
	}

	// (d) A standby that is down: the reads go to the primary, no error,
	// and /readyz stays ready; an instance starting meanwhile starts, and
	// uses the standby once it answers.
	rp.setApplyDelay(t, "5s")
	standbyInUse(api, "the standby in use again at a 5 s delay")
	if err := rp.standby.Stop(); err != nil {
		t.Fatalf("stop the standby: %v", err)
	}
	write()
	if v := api.view(""); v.MaxMembers != marker || v.RESTMaxMembers != marker {
		t.Errorf("anonymous reads with the standby down = %+v, want the primary's max %d", v, marker)
	}
	if code := api.ready(); code != 200 {
		t.Errorf("/readyz with the standby down = %d", code)
	}
	_, second := serveWithReplica(t, rp)
	write()
	if v := second.view(""); v.MaxMembers != marker {
		t.Errorf("anonymous reads through an instance started with the standby down = %+v, want the primary's max %d", v, marker)
	}
	if code := second.ready(); code != 200 {
		t.Errorf("/readyz of an instance started with the standby down = %d", code)
	}
	rp.startStandby(t)
	standbyInUse(second, "the instance started without its standby to use it once it answers")
}
