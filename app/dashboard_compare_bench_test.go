package app_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"journey365/app/apptest"
	"journey365/db"
	"journey365/journey"
	"journey365/service"
)

// BenchmarkCompareDashboard serves the member dashboard (the client's
// Dashboard query) with 16 requests in flight through the product's real
// handler, and through a plain net/http handler that checks the same token
// and runs the product's own statements (the same db methods: same SQL text,
// same preparation, same pool) one after the other ("plain"), or the last
// ones at once as gqlgen resolves sibling fields ("plain-at-once"), and
// writes the same answer with encoding/json. It reports requests a second
// and the process's CPU time per request (getrusage), in rounds that
// alternate the handlers (ROUNDS, 5 by default), then the medians, and the
// medians of each round's ratios; all handlers run in this process. INFLIGHT sets another
// concurrency (1 shows the latency alone). Run: make compare-dashboard. The budget (issue 26): the product at least 0.9× the
// plain handler's requests a second and at most 1.5× its CPU per request.
func BenchmarkCompareDashboard(b *testing.B) {
	a, token, _ := mustBenchBoard(b, 1_000)
	// A group after the member's, so the dashboard has a next group to describe.
	if err := a.DB.Q().EnsureGroupStarting(b.Context(), journey.NewDate(2027, 4, 1), a.Service.Today()); err != nil {
		b.Fatal(err)
	}
	body, err := json.Marshal(map[string]any{"query": dashboardDocument})
	if err != nil {
		b.Fatal(err)
	}
	handlers := []struct {
		name string
		h    http.Handler
	}{
		{"journey365", a.Handler},
		{"plain", plainDashboard(a, false)},
		{"plain-at-once", plainDashboard(a, true)},
	}
	// Each handler answers the same and runs as many statements.
	want, wantStatements := serveDashboard(b, a.Handler, token, body)
	for _, h := range handlers[1:] {
		got, statements := serveDashboard(b, h.h, token, body)
		if statements != wantStatements {
			b.Fatalf("%s ran %d statements, the product %d", h.name, statements, wantStatements)
		}
		if !jsonEqual(b, got, want) {
			b.Fatalf("%s answered\n%s\nthe product\n%s", h.name, got, want)
		}
	}

	inFlight := 16
	if n, err := strconv.Atoi(os.Getenv("INFLIGHT")); err == nil && n > 0 {
		inFlight = n
	}
	rounds := 5
	if n, err := strconv.Atoi(os.Getenv("ROUNDS")); err == nil && n > 0 {
		rounds = n
	}
	// Warm every handler at the concurrency measured: the pool opens its
	// connections and prepares its statements on them before any round is
	// timed, not in the first round's first handler.
	for _, h := range handlers {
		if err := serveMany(b, h.h, token, body, 100*inFlight, inFlight); err != nil {
			b.Fatalf("warming %s: %v", h.name, err)
		}
	}
	rps, cpu := map[string][]float64{}, map[string][]float64{}
	for round := range rounds {
		for i := range handlers {
			h := handlers[(i+round)%len(handlers)] // each round starts with another
			var r, c float64                       // b.Run runs once with b.N = 1 first: keep the last run's
			b.Run(h.name+"/c="+strconv.Itoa(inFlight), func(b *testing.B) { r, c = loadDashboard(b, h.h, token, body, inFlight) })
			if r > 0 { // not left out by -bench
				rps[h.name] = append(rps[h.name], r)
				cpu[h.name] = append(cpu[h.name], c)
			}
		}
	}
	if len(rps) < len(handlers) {
		return // -bench chose some of the handlers: no ratios
	}
	median := func(v []float64) float64 { v = slices.Clone(v); slices.Sort(v); return v[len(v)/2] }
	var out strings.Builder
	fmt.Fprintf(&out, "dashboard at c=%d, %d statements, medians of %d rounds:\n", inFlight, wantStatements, rounds)
	for _, h := range handlers {
		fmt.Fprintf(&out, "  %-14s %8.1f req/s %7.3f cpu-ms/req\n", h.name, median(rps[h.name]), median(cpu[h.name]))
	}
	// The ratios are taken round by round, between runs close in time (this
	// machine's speed drifts between rounds more than the handlers differ),
	// and their median reported.
	for _, plain := range handlers[1:] {
		var rpsRatio, cpuRatio []float64
		for i := range rps[plain.name] {
			rpsRatio = append(rpsRatio, rps["journey365"][i]/rps[plain.name][i])
			cpuRatio = append(cpuRatio, cpu["journey365"][i]/cpu[plain.name][i])
		}
		fmt.Fprintf(&out, "  journey365 / %s: %.2fx the req/s, %.2fx the CPU per request (medians of the rounds' ratios)\n",
			plain.name, median(rpsRatio), median(cpuRatio))
	}
	// On standard output: a parent benchmark's b.Log is shown only with -v.
	fmt.Print(out.String())
}

// loadDashboard serves b.N dashboards with inFlight at once and reports
// requests a second and CPU milliseconds per request.
func loadDashboard(b *testing.B, h http.Handler, token string, body []byte, inFlight int) (reqPerSec, cpuMs float64) {
	b.ReportAllocs()
	before := processCPU(b)
	b.ResetTimer()
	if err := serveMany(b, h, token, body, b.N, inFlight); err != nil {
		b.Fatal(err)
	}
	b.StopTimer()
	used := processCPU(b) - before
	reqPerSec = float64(b.N) / b.Elapsed().Seconds()
	cpuMs = float64(used.Microseconds()) / 1000 / float64(b.N)
	b.ReportMetric(reqPerSec, "req/s")
	b.ReportMetric(cpuMs, "cpu-ms/req")
	return reqPerSec, cpuMs
}

// serveMany serves n dashboards with inFlight at once, and the first
// answer that is not the dashboard.
func serveMany(b *testing.B, h http.Handler, token string, body []byte, n, inFlight int) error {
	var next atomic.Int64
	var failed atomic.Pointer[error]
	var wg sync.WaitGroup
	for range inFlight {
		wg.Go(func() {
			for next.Add(1) <= int64(n) && failed.Load() == nil {
				req := httptest.NewRequestWithContext(b.Context(), "POST", "/graphql", bytes.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("Authorization", "Bearer "+token)
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
				if rec.Code != 200 || bytes.Contains(rec.Body.Bytes(), []byte(`"errors"`)) {
					err := fmt.Errorf("answer %d: %s", rec.Code, rec.Body)
					failed.CompareAndSwap(nil, &err)
					return
				}
			}
		})
	}
	wg.Wait()
	if err := failed.Load(); err != nil {
		return *err
	}
	return nil
}

// serveDashboard is one answer of h and the statements it ran.
func serveDashboard(b *testing.B, h http.Handler, token string, body []byte) ([]byte, int) {
	ctx := db.WithStatementCounter(b.Context())
	req := httptest.NewRequestWithContext(ctx, "POST", "/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 200 || bytes.Contains(rec.Body.Bytes(), []byte(`"errors"`)) {
		b.Fatalf("answer %d: %s", rec.Code, rec.Body)
	}
	return rec.Body.Bytes(), db.StatementsRun(ctx)
}

func jsonEqual(b *testing.B, x, y []byte) bool {
	var vx, vy any
	if err := json.Unmarshal(x, &vx); err != nil {
		b.Fatal(err)
	}
	if err := json.Unmarshal(y, &vy); err != nil {
		b.Fatal(err)
	}
	cx, _ := json.Marshal(vx)
	cy, _ := json.Marshal(vy)
	return bytes.Equal(cx, cy)
}

// plainDashboard is the dashboard without GraphQL, the service or the
// product's middleware: the token checked as the product checks it, the
// product's statements through its db methods, the answer of the
// Dashboard query written by encoding/json. atOnce runs the statements
// after the member's standing concurrently.
func plainDashboard(a *apptest.App, atOnce bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		fail := func(err error) { http.Error(w, err.Error(), http.StatusInternalServerError) }
		claims, err := a.Tokens.Parse(strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer "))
		if err != nil {
			http.Error(w, err.Error(), http.StatusUnauthorized)
			return
		}
		q := a.DB.Q()
		u, err := q.SessionUser(ctx, claims.UserID)
		if err != nil {
			fail(err)
			return
		}
		if u.Status != journey.UserActive || u.TokenVersion != claims.TokenVersion {
			http.Error(w, "session ended", http.StatusUnauthorized)
			return
		}
		today := a.Service.Today()
		st, err := q.MemberStandingOf(ctx, u.ID, today, true)
		if err != nil {
			fail(err)
			return
		}
		var after *journey.Date
		if st != nil && !st.Group.Ended(today) {
			after = &st.Group.StartDate
		}
		var (
			awards             []journey.Award
			next               *db.NextGroup
			awardsErr, nextErr error
		)
		readAwards := func() { awards, _, awardsErr = q.AwardsOf(ctx, u.ID, 3) }
		readNext := func() { next, nextErr = q.NextGroupFor(ctx, u.ID, after, today) }
		if atOnce {
			var wg sync.WaitGroup
			wg.Go(readAwards)
			wg.Go(readNext)
			wg.Wait()
		} else {
			readAwards()
			readNext()
		}
		if awardsErr != nil || nextErr != nil {
			fail(fmt.Errorf("%v %v", awardsErr, nextErr))
			return
		}
		w.Header().Set("Content-Type", "application/json")
		if err := json.NewEncoder(w).Encode(plainAnswer(u, st, awards, next, today)); err != nil {
			fail(err)
		}
	})
}

// plainAnswer is the Dashboard query's answer (dashboardDocument's fields).
func plainAnswer(u journey.User, st *db.MemberStanding, awards []journey.Award, next *db.NextGroup, today journey.Date) any {
	type group struct {
		ID                    string        `json:"id"`
		Name                  string        `json:"name"`
		Status                string        `json:"status"`
		StartDate             journey.Date  `json:"startDate"`
		EndDate               journey.Date  `json:"endDate"`
		RegistrationDeadline  journey.Date  `json:"registrationDeadline"`
		MemberCount           int           `json:"memberCount"`
		MaxMembers            int           `json:"maxMembers"`
		Started               bool          `json:"started"`
		InvitationAvailableOn *journey.Date `json:"invitationAvailableOn"`
		WhatsappInviteURL     *string       `json:"whatsappInviteUrl"`
		YouversionPlanURL     *string       `json:"youversionPlanUrl"`
	}
	type milestone struct {
		ID            int     `json:"id"`
		Name          string  `json:"name"`
		DayNumber     int     `json:"dayNumber"`
		TotalDays     int     `json:"totalDays"`
		MissingDays   *int    `json:"missingDays"`
		DaysCompleted int     `json:"daysCompleted"`
		Percentage    int     `json:"percentage"`
		Grade         *string `json:"grade"`
		Completed     bool    `json:"completed"`
	}
	type trophy struct {
		ID        string    `json:"id"`
		Type      string    `json:"type"`
		Status    string    `json:"status"`
		CreatedAt time.Time `json:"createdAt"`
	}
	type award struct {
		ID          string    `json:"id"`
		Name        string    `json:"name"`
		CompletedAt time.Time `json:"completedAt"`
	}
	type nextGroup struct {
		ID                   string       `json:"id"`
		Name                 string       `json:"name"`
		StartDate            journey.Date `json:"startDate"`
		RegistrationDeadline journey.Date `json:"registrationDeadline"`
		MemberCount          int          `json:"memberCount"`
		MaxMembers           int          `json:"maxMembers"`
		AlreadyJoined        bool         `json:"alreadyJoined"`
		CanJoin              bool         `json:"canJoin"`
	}
	type awardList struct {
		TotalCount int     `json:"totalCount"`
		Nodes      []award `json:"nodes"`
	}
	type dashboard struct {
		WelcomeName     string      `json:"welcomeName"`
		Group           *group      `json:"group"`
		ReadingPlanURL  string      `json:"readingPlanUrl"`
		Milestones      []milestone `json:"milestones"`
		JourneyComplete bool        `json:"journeyComplete"`
		TrophyRequest   *trophy     `json:"trophyRequest"`
		Awards          awardList   `json:"awards"`
		NextGroup       *nextGroup  `json:"nextGroup"`
		UnreadCount     int         `json:"unreadCount"`
	}
	id := func(n int64) string { return strconv.FormatInt(n, 10) }
	d := dashboard{WelcomeName: u.FirstName(), ReadingPlanURL: service.DefaultReadingPlanURL,
		Awards: awardList{TotalCount: u.TrophiesCount, Nodes: []award{}}}
	var g *journey.Group
	var saved []journey.Progress
	if st != nil {
		g, saved = &st.Group, st.Progress
		invitation := g.InvitationAvailableOn()
		d.Group = &group{ID: id(g.ID), Name: g.Name, Status: strings.ToUpper(string(g.Status)), StartDate: g.StartDate,
			EndDate: g.EndDate, RegistrationDeadline: g.RegistrationDeadline, MemberCount: g.MemberCount,
			MaxMembers: g.MaxMembers, Started: g.Started(today), InvitationAvailableOn: &invitation,
			WhatsappInviteURL: g.InviteLink(today), YouversionPlanURL: g.YouversionPlanURL}
		if g.YouversionPlanURL != nil && *g.YouversionPlanURL != "" {
			d.ReadingPlanURL = *g.YouversionPlanURL
		}
		d.JourneyComplete = journey.JourneyComplete(saved, g.JourneyDay(today))
		if t := st.TrophyRequest; t != nil {
			d.TrophyRequest = &trophy{ID: id(t.ID), Type: t.Type, Status: strings.ToUpper(string(t.Status)), CreatedAt: t.CreatedAt}
		}
		if st.UnreadMessages != nil {
			d.UnreadCount = *st.UnreadMessages
		}
	}
	var groupID int64
	if g != nil {
		groupID = g.ID
	}
	for _, m := range journey.Milestones {
		v := service.MilestoneView{Milestone: m, UserID: u.ID, GroupID: groupID, Group: g, Today: today}
		for _, p := range saved {
			if p.MilestoneID == m.ID && g != nil {
				p = p.AsOf(g.JourneyDay(today))
				v.Saved = &p
			}
		}
		var grade *string
		if gr := v.Grade(); gr != nil {
			s := string(*gr)
			grade = &s
		}
		d.Milestones = append(d.Milestones, milestone{ID: m.ID, Name: m.Name, DayNumber: m.DayNumber, TotalDays: m.TotalDays,
			MissingDays: v.MissingDays(), DaysCompleted: v.DaysCompleted(), Percentage: v.Percentage(), Grade: grade,
			Completed: v.Completed()})
	}
	for _, aw := range awards {
		d.Awards.Nodes = append(d.Awards.Nodes, award{ID: id(aw.ID), Name: aw.Name, CompletedAt: aw.CompletedAt})
	}
	if next != nil {
		d.NextGroup = &nextGroup{ID: id(next.ID), Name: next.Name, StartDate: next.StartDate,
			RegistrationDeadline: next.RegistrationDeadline, MemberCount: next.MemberCount, MaxMembers: next.MaxMembers,
			AlreadyJoined: next.AlreadyJoined, CanJoin: !next.AlreadyJoined && next.RegistrationOpen(today)}
	}
	return map[string]any{"data": map[string]any{"dashboard": d}}
}
