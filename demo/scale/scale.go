// Package scale fills a database with a large programme for benchmarks and
// for sizing a deployment (`journey365 seed scale`): by default 50,000
// members in 200 quarter groups (finished, under way and upcoming), their
// milestone reports and this fortnight's check-ins in the groups under way,
// 1,000,000 board messages (a few reported, some of those hidden) and 20,000
// donations marked as demo data.
//
// Unlike package demo, which writes a few hundred rows through the store's
// own writes, it writes in a handful of set-based statements
// (INSERT … SELECT FROM generate_series) in one transaction. The triggers
// that keep counts run as they do for the app (seats are counted the way
// AddGroupMembers counts them, in one UPDATE), except the per-row message
// count, which is switched off for the bulk insert of messages and the
// counts added in one statement afterwards: 1,000,000 row triggers
// updating the same ~1,400 count rows in one transaction take far longer,
// each update walking the row's versions made earlier in the transaction.
// Milestone grades come from journey.ComputeProgress, check-in streaks are
// counted as rhythm.Streaks counts them.
//
// Every member has the same password (Password), hashed once: hashing
// 50,000 takes minutes. Members with a password sign in with it
// (passwordLogin), as members who set one in their profile do.
package scale

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/jmoiron/sqlx"
	"github.com/lib/pq"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
)

// Password is every seeded member's (and the scale admin's) password.
const Password = "scale-password"

// AdminEmail signs the programme team's messages (made when missing).
const AdminEmail = "scale-admin@example.test"

// Options say how big a programme to make.
type Options struct {
	Members, Groups, Messages, Donations int
	// Force adds to a database that already has members or groups.
	Force bool
	// Now is the programme's present; zero means time.Now().
	Now time.Time
}

// Defaults are the sizes issue 32 asks for.
var Defaults = Options{Members: 50000, Groups: 200, Messages: 1000000, Donations: 20000}

// Step is one part of the seed and how long it took.
type Step struct {
	What string
	Rows int64
	Took time.Duration
}

// Summary is what the seed made.
type Summary struct {
	Members, Groups, Messages, Donations int
	GroupsByStatus                       map[journey.GroupStatus]int
	ProgressEntries, CheckIns, Reports   int64
	Awards                               int64
	HiddenMessages                       int64
	Steps                                []Step
	FirstEmail                           string
}

// InUseError is the refusal of a database with members or groups.
type InUseError struct{ Members, Groups int }

func (e *InUseError) Error() string {
	return fmt.Sprintf("this database already has %d members and %d groups, so the scale programme was not added. "+
		"Seed an empty database, or run `journey365 seed scale --force` to add it alongside (nothing existing is changed or deleted)",
		e.Members, e.Groups)
}

// ErrInUse matches an *InUseError with errors.Is.
var ErrInUse = errors.New("database in use")

// Is makes errors.Is(err, ErrInUse) true for the refusal.
func (e *InUseError) Is(target error) bool { return target == ErrInUse }

func (o Options) check() error {
	switch {
	case o.Groups < 1 || o.Groups > 10000:
		return journey.FieldError(journey.EINVALID, "groups", "--groups must be from 1 to 10000 (got %d).", o.Groups)
	case o.Members < 4*o.Groups:
		return journey.FieldError(journey.EINVALID, "members", "--members must be at least 4 a group (%d for %d groups; got %d).", 4*o.Groups, o.Groups, o.Members)
	case o.Members > 10000000:
		return journey.FieldError(journey.EINVALID, "members", "--members must be at most 10000000 (got %d).", o.Members)
	case o.Messages < 0 || o.Messages > 100000000:
		return journey.FieldError(journey.EINVALID, "messages", "--messages must be from 0 to 100000000 (got %d).", o.Messages)
	case o.Donations < 0 || o.Donations > 10000000:
		return journey.FieldError(journey.EINVALID, "donations", "--donations must be from 0 to 10000000 (got %d).", o.Donations)
	}
	return nil
}

// Seed makes the programme in one transaction. On a database with members
// or groups it returns an *InUseError and changes nothing, unless o.Force.
func Seed(ctx context.Context, store *db.DB, o Options) (Summary, error) {
	if err := o.check(); err != nil {
		return Summary{}, err
	}
	now := o.Now
	if now.IsZero() {
		now = time.Now()
	}
	now = now.UTC().Truncate(time.Second)
	today := journey.Today(now)
	began := time.Now()
	hash, err := auth.HashPassword(Password)
	if err != nil {
		return Summary{}, fmt.Errorf("scale: hashing the shared password: %w", err)
	}
	s := &seeder{o: o, now: now, today: today, hash: hash,
		sum: Summary{GroupsByStatus: map[journey.GroupStatus]int{}}}
	s.step("hash the shared password once", 1, began)

	tx, err := store.BeginTxx(ctx, nil)
	if err != nil {
		return Summary{}, fmt.Errorf("scale: begin: %w", err)
	}
	defer tx.Rollback() //nolint:errcheck // after Commit it does nothing
	s.tx = tx
	if err := s.run(ctx); err != nil {
		return Summary{}, err
	}
	t := time.Now()
	if err := tx.Commit(); err != nil {
		return Summary{}, fmt.Errorf("scale: commit: %w", err)
	}
	s.step("commit", 0, t)
	// Fresh statistics, so the first benchmark is not planned on an empty
	// database's (autovacuum would get there, later).
	t = time.Now()
	if _, err := store.ExecContext(ctx, `ANALYZE users, groups, group_members, milestone_progress, progress_summaries,
		check_ins, check_in_streaks, messages, message_counts, message_reports, donations, member_settings`); err != nil {
		return s.sum, fmt.Errorf("scale: analyze after the seed: %w", err)
	}
	s.step("analyze", 0, t)
	return s.sum, nil
}

type seeder struct {
	o     Options
	now   time.Time
	today journey.Date
	hash  string
	tx    *sqlx.Tx
	sum   Summary
	first int // members are numbered first+1 … first+Members
	// adminID is the programme team's account: it signs the team's
	// messages and approves the journeys.
	adminID int64
}

func (s *seeder) step(what string, rows int64, since time.Time) {
	s.sum.Steps = append(s.sum.Steps, Step{What: what, Rows: rows, Took: time.Since(since)})
}

// exec runs one timed statement.
func (s *seeder) exec(ctx context.Context, what, query string, args ...any) (int64, error) {
	t := time.Now()
	res, err := s.tx.ExecContext(ctx, query, args...)
	if err != nil {
		return 0, fmt.Errorf("scale: %s: %w", what, err)
	}
	n, _ := res.RowsAffected()
	s.step(what, n, t)
	return n, nil
}

// Row numbers are bigint in every statement: 1,000,000 × 7919 is past int4.
func (s *seeder) run(ctx context.Context) error {
	// Room to sort a million messages in memory, for this transaction only.
	if _, err := s.tx.ExecContext(ctx, `SET LOCAL work_mem = '256MB'`); err != nil {
		return fmt.Errorf("scale: setting work_mem: %w", err)
	}
	// The demo seed's lock: two seeds at once would both find the database empty.
	if _, err := s.tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock(365, -2)`); err != nil {
		return fmt.Errorf("scale: taking the seed lock: %w", err)
	}
	var use struct {
		Members int `db:"members"`
		Groups  int `db:"groups"`
		Last    int `db:"last"`
	}
	if err := s.tx.GetContext(ctx, &use, `SELECT
			(SELECT count(*) FROM users WHERE role <> 'admin') AS members,
			(SELECT count(*) FROM groups) AS groups,
			(SELECT coalesce(max(substring(email FROM '^scale-member-([0-9]+)@example\.test$')::int), 0)
			 FROM users WHERE email LIKE 'scale-member-%') AS last`); err != nil {
		return fmt.Errorf("scale: counting what the database holds: %w", err)
	}
	if (use.Members > 0 || use.Groups > 0) && !s.o.Force {
		return &InUseError{Members: use.Members, Groups: use.Groups}
	}
	s.first = use.Last
	if err := s.tx.GetContext(ctx, &s.adminID, `
		WITH made AS (
			INSERT INTO users (name, email, role, status, password_hash, created_at, updated_at)
			VALUES ('Programme Team', $1, 'admin', 'active', $2, $3, $3)
			ON CONFLICT (lower(email)) DO NOTHING RETURNING id)
		SELECT id FROM made UNION ALL SELECT id FROM users WHERE lower(email) = lower($1) LIMIT 1`,
		AdminEmail, s.hash, s.now.AddDate(-2, 0, 0)); err != nil {
		return fmt.Errorf("scale: the programme team's account: %w", err)
	}
	for _, f := range []func(context.Context) error{s.groups, s.members, s.progress, s.trophies, s.checkIns, s.messages, s.donations} {
		if err := f(ctx); err != nil {
			return err
		}
	}
	return nil
}

// groups makes the groups a quarter apart, from six quarters before this
// one (finished) to the next (open for registration), round robin; a
// quarter's second group is "{Month} {Year} Group 2" and so on.
func (s *seeder) groups(ctx context.Context) error {
	t := time.Now()
	thisQuarter := journey.QuarterStartOf(s.today)
	perGroup := (s.o.Members + s.o.Groups - 1) / s.o.Groups
	seats := max(journey.DefaultMaxMembers, perGroup+perGroup/5)
	var names []string
	if err := s.tx.SelectContext(ctx, &names, `SELECT name FROM groups`); err != nil {
		return fmt.Errorf("scale: reading group names: %w", err)
	}
	taken := map[string]bool{}
	for _, n := range names {
		taken[n] = true
	}
	ids := make([]int64, s.o.Groups)
	starts := make([]string, s.o.Groups)
	statuses := make([]string, s.o.Groups)
	// Quarters from six before this one to the next, in an order that
	// gives even a few groups each kind: upcoming, under way, finished.
	quarters := []int{1, 0, -1, -4, -2, -5, -3, -6}
	for k := range s.o.Groups {
		q := quarters[k%len(quarters)]
		start := journey.NewDate(thisQuarter.Year(), thisQuarter.Month()+time.Month(3*q), 1)
		g := journey.NewGroup(start, s.today)
		base := g.Name
		for n := 2; taken[g.Name]; n++ {
			g.Name = base + " " + strconv.Itoa(n)
		}
		taken[g.Name] = true
		created := start.Midnight(time.UTC).AddDate(0, 0, -60)
		if created.After(s.now) {
			created = s.now
		}
		if err := s.tx.GetContext(ctx, &ids[k], `INSERT INTO groups (name, status, start_date, end_date, registration_deadline,
				max_members, whatsapp_invite_url, youversion_plan_url, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
			g.Name, g.Status, g.StartDate.String(), g.EndDate.String(), g.RegistrationDeadline.String(), seats,
			"https://chat.whatsapp.com/scale"+strconv.Itoa(k), "https://www.bible.com/reading-plans/365-journey-365", created); err != nil {
			return fmt.Errorf("scale: creating group %s: %w", g.Name, err)
		}
		starts[k] = g.StartDate.String()
		statuses[k] = string(g.Status)
		s.sum.GroupsByStatus[g.Status]++
	}
	s.sum.Groups = s.o.Groups
	// The groups the seed made, with their reading day today (0 before
	// the start, 365 once finished) and their members' count.
	if _, err := s.tx.ExecContext(ctx, `
		CREATE TEMP TABLE scale_groups ON COMMIT DROP AS
		SELECT k - 1 AS k, id AS group_id, status, start_date::date::timestamp AT TIME ZONE 'UTC' AS start_at,
		       least(365, greatest(0, $3::date - start_date::date + 1)) AS day,
		       ($4::int - k + $5::int) / $5::int AS members
		FROM unnest($1::bigint[], $2::text[], $6::text[]) WITH ORDINALITY AS g(id, start_date, status, k)`,
		pq.Array(ids), pq.Array(starts), s.today.String(), s.o.Members, s.o.Groups, pq.Array(statuses)); err != nil {
		return fmt.Errorf("scale: listing the groups: %w", err)
	}
	if _, err := s.tx.ExecContext(ctx, `CREATE UNIQUE INDEX ON scale_groups (k)`); err != nil {
		return fmt.Errorf("scale: indexing the groups: %w", err)
	}
	s.step("groups", int64(s.o.Groups), t)
	return nil
}

// members makes the accounts, seats them (member i in group (i−1) mod G)
// and counts the seats as AddGroupMembers does.
func (s *seeder) members(ctx context.Context) error {
	if _, err := s.exec(ctx, "members (accounts)", `
		INSERT INTO users (name, email, role, status, city, mailing_address, referral, password_hash, created_at, updated_at)
		SELECT (ARRAY['Ruth','Samuel','Esther','David','Miriam','Joseph','Hannah','Daniel','Lydia','Peter','Naomi','Caleb',
		              'Grace','Elijah','Martha','Simon','Abigail','Isaac','Phoebe','Jonah'])[1 + i % 20] || ' ' ||
		       (ARRAY['Okafor','Smith','Nguyen','Garcia','Mensah','Kim','Rossi','Silva','Haddad','Kowalski','Murphy','Tanaka',
		              'Ibrahim','Johansson','Dubois','Moreno','Adeyemi','Novak','Lee','Walker','Brown','Santos','Ali'])[1 + (i / 20) % 23]
		       || ' ' || i,
		       'scale-member-' || i || '@example.test', 'user', 'active',
		       (ARRAY['Lagos','Manila','Dallas','Seoul','Nairobi','São Paulo','Leeds','Accra','Kraków','Toronto'])[1 + i % 10],
		       (1 + i % 900) || ' Mission Street',
		       CASE WHEN i % 3 = 0 THEN 'A friend from church' END,
		       $3, j.at, j.at
		FROM generate_series($1::bigint + 1, $1::bigint + $2::bigint) AS i
		CROSS JOIN LATERAL (SELECT CASE WHEN g.day = 0
		                               THEN $4::timestamptz - (1 + (i * 7919) % (50 * 24)) * interval '1 hour'
		                               ELSE least($4::timestamptz - interval '1 hour', g.start_at - interval '45 days'
		                                          + (i * 7919) % (58 * 24) * interval '1 hour' + interval '6 hours') END AS at
		                    FROM scale_groups g WHERE g.k = (i - $1::int - 1) % $5::int) j
		ORDER BY i`, s.first, s.o.Members, s.hash, s.now, s.o.Groups); err != nil {
		return err
	}
	if _, err := s.tx.ExecContext(ctx, `
		CREATE TEMP TABLE scale_people ON COMMIT DROP AS
		SELECT substring(u.email FROM '^scale-member-([0-9]+)@')::int - $1::int AS i, u.id AS user_id, u.name,
		       g.group_id, g.k, u.created_at AS joined
		FROM users u JOIN scale_groups g ON g.k = (substring(u.email FROM '^scale-member-([0-9]+)@')::int - $1::int - 1) % $2::int
		WHERE u.email LIKE 'scale-member-%@example.test'
		  AND substring(u.email FROM '^scale-member-([0-9]+)@')::int > $1::int`, s.first, s.o.Groups); err != nil {
		return fmt.Errorf("scale: listing the members: %w", err)
	}
	for _, q := range []string{`CREATE UNIQUE INDEX ON scale_people (i)`, `CREATE INDEX ON scale_people (group_id)`,
		`ANALYZE scale_people`, `ANALYZE scale_groups`} {
		if _, err := s.tx.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("scale: %s: %w", q, err)
		}
	}
	n, err := s.exec(ctx, "members (seats)", `
		INSERT INTO group_members (group_id, user_id, status, join_date)
		SELECT group_id, user_id, 'active', joined FROM scale_people ORDER BY group_id, user_id`)
	if err != nil {
		return err
	}
	if _, err := s.exec(ctx, "members (seat counts)", `
		UPDATE groups g SET member_count = g.member_count + c.n
		FROM (SELECT group_id, count(*) AS n FROM scale_people GROUP BY group_id) c WHERE c.group_id = g.id`); err != nil {
		return err
	}
	s.sum.Members = int(n)
	s.sum.FirstEmail = "scale-member-" + strconv.Itoa(s.first+1) + "@example.test"
	return nil
}

// progress saves each member's reports on the milestones whose day has
// passed in their group, graded by journey.ComputeProgress: most report
// every one, some stop reporting; each falls behind by their own share.
func (s *seeder) progress(ctx context.Context) error {
	var ms, missing, done, pct []int
	var grades []string
	var completed []bool
	for _, m := range journey.Milestones {
		for d := 0; d <= m.DayNumber; d++ {
			p, err := journey.ComputeProgress(m, d)
			if err != nil {
				return fmt.Errorf("scale: grading: %w", err)
			}
			ms, missing, done, pct = append(ms, m.ID), append(missing, d), append(done, p.DaysCompleted), append(pct, p.Percentage)
			grades, completed = append(grades, string(p.Grade)), append(completed, p.Completed)
		}
	}
	days := make([]int, len(journey.Milestones))
	for i, m := range journey.Milestones {
		days[i] = m.DayNumber
	}
	n, err := s.exec(ctx, "milestone reports", `
		WITH rules AS (
			SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::text[], $6::bool[])
			       AS r(milestone_id, missing_days, days_completed, percentage, grade, completed)),
		milestones AS (SELECT id, day_number FROM unnest($7::int[]) WITH ORDINALITY AS m(day_number, id)),
		plan AS (
			SELECT p.user_id, p.group_id, g.start_at, m.id AS milestone_id, m.day_number,
			       -- behind by 0–6 % for most, up to 50 % for one in five
			       CASE WHEN p.i % 5 = 0 THEN (p.i * 37 % 50) / 100.0 ELSE (p.i * 13 % 7) / 100.0 END AS lag,
			       -- one in eight stops reporting after a milestone
			       CASE WHEN p.i % 8 = 1 THEN 1 + p.i % 7 ELSE 8 END AS last
			FROM scale_people p JOIN scale_groups g ON g.k = p.k
			JOIN milestones m ON m.day_number <= g.day)
		INSERT INTO milestone_progress (user_id, group_id, milestone_id, missing_days, days_completed, percentage, grade, completed, updated_at)
		SELECT p.user_id, p.group_id, r.milestone_id, r.missing_days, r.days_completed, r.percentage, r.grade, r.completed,
		       least($8::timestamptz, p.start_at + (p.day_number - 1) * interval '1 day' + interval '20 hours' + (p.user_id % 72) * interval '1 hour')
		FROM plan p JOIN rules r ON r.milestone_id = p.milestone_id AND r.missing_days = floor(p.lag * p.day_number)::int
		WHERE p.milestone_id <= p.last
		ORDER BY p.group_id, p.user_id, r.milestone_id`,
		pq.Array(ms), pq.Array(missing), pq.Array(done), pq.Array(pct), pq.Array(grades), pq.Array(completed), pq.Array(days), s.now)
	s.sum.ProgressEntries = n
	return err
}

// trophies: in the finished groups, members who reported all eight
// milestones with no day missed asked for their trophy a few days after
// the end; three in four were approved as an admin approves them
// (db.AwardJourney: the award, the member's count, the membership
// completed), the others wait.
func (s *seeder) trophies(ctx context.Context) error {
	if _, err := s.exec(ctx, "trophy requests", `
		INSERT INTO trophy_requests (user_id, group_id, description, status, decided_by, decided_at, created_at)
		SELECT p.user_id, p.group_id, CASE WHEN p.i % 2 = 0 THEN 'Read it all, with my small group.' END,
		       CASE WHEN p.i % 4 = 0 THEN 'pending' ELSE 'approved' END,
		       CASE WHEN p.i % 4 = 0 THEN NULL ELSE $2::bigint END,
		       CASE WHEN p.i % 4 = 0 THEN NULL ELSE least($1::timestamptz, r.at + interval '2 days') END,
		       r.at
		FROM scale_people p JOIN scale_groups g ON g.k = p.k AND g.status = 'completed'
		CROSS JOIN LATERAL (SELECT least($1::timestamptz - interval '3 days',
		                                 g.start_at + interval '365 days' + (p.i % 20) * interval '1 day' + interval '9 hours') AS at) r
		WHERE (SELECT count(*) FROM milestone_progress m WHERE m.user_id = p.user_id AND m.group_id = p.group_id AND m.completed) = 8
		ORDER BY r.at`, s.now, s.adminID); err != nil {
		return err
	}
	if _, err := s.tx.ExecContext(ctx, `
		CREATE TEMP TABLE scale_awards ON COMMIT DROP AS
		SELECT r.id, r.user_id, r.group_id, r.decided_at FROM trophy_requests r JOIN scale_groups g ON g.group_id = r.group_id
		WHERE r.status = 'approved'`); err != nil {
		return fmt.Errorf("scale: listing the approvals: %w", err)
	}
	n, err := s.exec(ctx, "awards", `
		INSERT INTO awards (user_id, group_id, trophy_request_id, name, completed_at)
		SELECT user_id, group_id, id, $1, decided_at FROM scale_awards ORDER BY decided_at`, db.JourneyCompletionAward)
	if err != nil {
		return err
	}
	s.sum.Awards = n
	if _, err := s.exec(ctx, "awards (members' counts)", `
		UPDATE users u SET trophies_count = u.trophies_count + 1, award_approved = true, completed_at = a.decided_at
		FROM scale_awards a WHERE a.user_id = u.id`); err != nil {
		return err
	}
	_, err = s.exec(ctx, "awards (memberships completed)", `
		UPDATE group_members m SET status = 'completed', completed_at = a.decided_at
		FROM scale_awards a WHERE a.user_id = m.user_id AND a.group_id = m.group_id AND m.status = 'active'`)
	return err
}

// checkIns gives the members of the groups under way a run of days read
// up to today (0–14 days: check-ins cover the last fortnight) and keeps
// their streaks as rhythm.Streaks counts them.
func (s *seeder) checkIns(ctx context.Context) error {
	n, err := s.exec(ctx, "check-ins", `
		INSERT INTO check_ins (user_id, group_id, day, answer, source, answered_at)
		SELECT p.user_id, p.group_id, d, 'read', CASE WHEN d % 3 = 0 THEN 'mail' ELSE 'dashboard' END,
		       least($1::timestamptz, g.start_at + (d - 1) * interval '1 day' + interval '19 hours' + (p.user_id % 240) * interval '1 minute')
		FROM scale_people p JOIN scale_groups g ON g.k = p.k AND g.status = 'active' AND g.day >= 1
		CROSS JOIN LATERAL generate_series(greatest(1, g.day - p.i % 15 + 1), g.day) AS d
		WHERE p.i % 15 > 0
		ORDER BY p.user_id, d`, s.now)
	if err != nil {
		return err
	}
	s.sum.CheckIns = n
	_, err = s.exec(ctx, "check-in streaks", `
		INSERT INTO check_in_streaks (user_id, group_id, current_run, best_run, perfect_weeks, days_read, last_day)
		SELECT c.user_id, c.group_id, count(*), count(*),
		       (SELECT count(*) FROM (SELECT 1 FROM check_ins w WHERE w.user_id = c.user_id AND w.group_id = c.group_id
		                              GROUP BY (w.day - 1) / 7 HAVING count(*) = 7) f),
		       count(*), max(day)
		FROM check_ins c JOIN scale_people p ON p.user_id = c.user_id AND p.group_id = c.group_id
		GROUP BY c.user_id, c.group_id`)
	return err
}

// messages posts the boards: members' messages of every type a member
// posts, one in fifty the programme team's, spread over each group's
// weeks so far; one in a thousand reported once, twice or three times
// (and then hidden, as three reports hide a message).
func (s *seeder) messages(ctx context.Context) error {
	if s.o.Messages == 0 {
		return nil
	}
	// The per-row count trigger is off for the one insert (the lock this
	// takes also keeps anyone from posting meanwhile); the counts are
	// added below from what was inserted.
	if _, err := s.tx.ExecContext(ctx, `ALTER TABLE messages DISABLE TRIGGER messages_count`); err != nil {
		return fmt.Errorf("scale: pausing the message count: %w", err)
	}
	n, err := s.exec(ctx, "board messages", `
		WITH plan AS (
			SELECT j, g.group_id, g.k, g.members,
			       -- the board's window: two weeks before the start (the last 60 days
			       -- for a group not started) to today or the end
			       CASE WHEN g.day = 0 THEN $3::timestamptz - interval '60 days' ELSE g.start_at - interval '14 days' END AS from_at,
			       least($3::timestamptz, g.start_at + interval '365 days') AS to_at,
			       random() AS r, random() AS when_r,
			       -- the message's number on its board: j alone would give a
			       -- group one residue of j, so one type, all or none reported
			       j / $2::int AS n
			FROM generate_series(1, $1::bigint) AS j JOIN scale_groups g ON g.k = (j * 7919) % $2::int),
		placed AS (
			SELECT p.*, a.user_id, a.name,
			       p.from_at + p.when_r * (p.to_at - p.from_at) AS at,
			       p.n % 50 = 0 AS team,
			       CASE WHEN p.n % 1000 = 7 THEN 1 + (p.k + p.n / 1000) % 3 ELSE 0 END AS reports
			FROM plan p JOIN scale_people a ON a.i = p.k + 1 + $2::int * floor(p.r * p.members)::int)
		INSERT INTO messages (group_id, source, author_id, author_name, title, content, message_type, priority,
		                      created_at, updated_at, open_reports, hidden_at)
		SELECT group_id,
		       CASE WHEN team THEN 'admin' ELSE 'user' END,
		       CASE WHEN team THEN $4::bigint ELSE user_id END,
		       CASE WHEN team THEN 'Programme Team' ELSE name END,
		       CASE WHEN team THEN (ARRAY['This week''s reading','A word for the week','Reminder'])[1 + n % 3] END,
		       CASE WHEN team THEN 'Keep going: this week''s chapters are on the plan, and the group meets on Sunday.'
		            ELSE (ARRAY['Finished the Law today, thank you all for the encouragement!',
		                        'Keep going, everyone: one chapter at a time.',
		                        'Please pray for my mother, who is in hospital this week.',
		                        'Reading Psalms aloud with my kids has changed our mornings.',
		                        'Does anyone have a good way to catch up after a week away?'])[1 + n % 5] || ' (' || j || ')' END,
		       CASE WHEN team THEN (ARRAY['announcement','reminder'])[1 + (n / 50) % 2]
		            ELSE (ARRAY['milestone','encouragement','prayer','testimony','question'])[1 + n % 5] END,
		       CASE WHEN team AND n % 500 = 0 THEN 'high' ELSE 'normal' END,
		       at, at, reports,
		       CASE WHEN reports >= $5::int THEN least($3::timestamptz, at + interval '1 day') END
		FROM placed ORDER BY at`,
		s.o.Messages, s.o.Groups, s.now, s.adminID, journey.ReportThreshold)
	if err != nil {
		return err
	}
	if _, err := s.exec(ctx, "message counts", `
		INSERT INTO message_counts (group_id, message_type, total)
		SELECT m.group_id, m.message_type, count(*) FROM messages m JOIN scale_groups g ON g.group_id = m.group_id
		WHERE m.hidden_at IS NULL GROUP BY 1, 2
		ON CONFLICT (group_id, message_type) DO UPDATE SET total = message_counts.total + EXCLUDED.total`); err != nil {
		return err
	}
	if _, err := s.tx.ExecContext(ctx, `ALTER TABLE messages ENABLE TRIGGER messages_count`); err != nil {
		return fmt.Errorf("scale: resuming the message count: %w", err)
	}
	s.sum.Messages = int(n)
	r, err := s.exec(ctx, "message reports", `
		INSERT INTO message_reports (message_id, reporter_id, reporter_name, reason, created_at)
		SELECT m.id, p.user_id, p.name, CASE WHEN p.i % 2 = 0 THEN 'Not for this board' END,
		       least($1::timestamptz, m.created_at + interval '20 minutes' * (1 + p.i % 30))
		FROM messages m JOIN scale_groups g ON g.group_id = m.group_id
		CROSS JOIN LATERAL (SELECT user_id, name, i FROM scale_people p
		                    WHERE p.group_id = m.group_id AND p.user_id IS DISTINCT FROM m.author_id
		                    ORDER BY (p.i * 31 + m.id) % 1009, p.i LIMIT m.open_reports) p
		WHERE m.open_reports > 0`, s.now)
	if err != nil {
		return err
	}
	s.sum.Reports = r
	return s.tx.GetContext(ctx, &s.sum.HiddenMessages, `SELECT count(*) FROM messages m JOIN scale_groups g ON g.group_id = m.group_id
		WHERE m.hidden_at IS NOT NULL`)
}

// donations makes gifts over the past two years, marked demo: most
// completed, some pending, failed or canceled; monthly and one-time; two
// in three from members.
func (s *seeder) donations(ctx context.Context) error {
	n, err := s.exec(ctx, "donations", `
		INSERT INTO donations (user_id, donor_name, donor_email, anonymous, amount_cents, type, status, status_reason,
		                       created_at, updated_at, demo)
		SELECT p.user_id, coalesce(p.name, 'Friend of the programme ' || j), coalesce(u.email, 'scale-donor-' || j || '@example.test'),
		       j % 5 = 0, (ARRAY[1000, 2000, 2500, 5000, 7500, 10000, 25000, 50000])[1 + j % 8],
		       CASE WHEN j % 4 = 0 THEN 'monthly' ELSE 'one-time' END,
		       CASE WHEN j % 20 = 3 THEN 'pending' WHEN j % 20 IN (5, 11) THEN 'failed' WHEN j % 40 = 17 THEN 'canceled' ELSE 'completed' END,
		       CASE WHEN j % 20 IN (5, 11) THEN 'Your card was declined.' END,
		       at, at, true
		FROM generate_series(1, $1::bigint) AS j
		CROSS JOIN LATERAL (SELECT $2::timestamptz - ((j * 104729) % (730 * 24 * 60)) * interval '1 minute' AS at) t
		LEFT JOIN scale_people p ON j % 3 <> 0 AND p.i = 1 + (j * 7907) % $3::int
		LEFT JOIN users u ON u.id = p.user_id
		ORDER BY at`, s.o.Donations, s.now, s.o.Members)
	s.sum.Donations = int(n)
	return err
}
