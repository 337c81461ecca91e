package demo

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"journey365/db"
	"journey365/journey"
)

// write stores the plan through g.q, in the seed's transaction.
func (g *gen) write(ctx context.Context, hash string) error {
	if err := g.resolveEmails(ctx); err != nil {
		return err
	}
	admin := journey.User{Name: AdminName, Email: g.adminEmail, Role: journey.RoleAdmin, Status: journey.UserActive, PasswordHash: &hash}
	if err := g.q.CreateUser(ctx, &admin); err != nil {
		return err
	}
	g.sum.AdminEmail = admin.Email
	if err := g.q.BackdateUsers(ctx, []int64{admin.ID}, []time.Time{g.timeOn(midnight(g.completed.g.StartDate).AddDate(0, 0, -60))}); err != nil {
		return err
	}
	if err := g.writeGroups(ctx); err != nil {
		return err
	}
	if err := g.writePeople(ctx); err != nil {
		return err
	}
	for _, grp := range []*group{g.completed, g.active, g.current, g.upcoming} {
		if err := g.writeMembers(ctx, grp); err != nil {
			return err
		}
	}
	for _, grp := range []*group{g.completed, g.active, g.current} {
		if err := g.writeProgress(ctx, grp, admin.ID); err != nil {
			return err
		}
	}
	g.countAtRisk()
	g.pickSamples()
	for _, grp := range []*group{g.completed, g.active, g.current, g.upcoming} {
		if err := g.writeMessages(ctx, grp, admin.ID); err != nil {
			return err
		}
	}
	if err := g.writeLegacyClaims(ctx); err != nil {
		return err
	}
	return g.writeDonations(ctx)
}

// resolveEmails gives every planned person an email no account (or pending
// legacy claim) uses: first.last@example.org for members, @example.com for
// people without an account, with a number when taken.
func (g *gen) resolveEmails(ctx context.Context) error {
	type want struct {
		base, domain string
		set          func(string)
	}
	var wants []want
	local := func(p *person) string { return strings.ToLower(p.first + "." + p.last) }
	wants = append(wants, want{"demo-admin", "example.org", func(e string) { g.adminEmail = e }})
	for _, p := range g.people {
		wants = append(wants, want{local(p), "example.org", func(e string) { p.user.Email = e }})
	}
	for _, p := range g.outsiders {
		wants = append(wants, want{local(p), "example.com", func(e string) { p.user.Email = e }})
	}
	emailOf := func(w want, n int) string {
		if n < 2 {
			return w.base + "@" + w.domain
		}
		return w.base + strconv.Itoa(n) + "@" + w.domain
	}
	suffix := make([]int, len(wants))
	for round := 0; ; round++ {
		if round > 20 {
			return fmt.Errorf("demo: no free emails for the demo's people after %d tries", round)
		}
		emails := make([]string, len(wants))
		for i, w := range wants {
			emails[i] = emailOf(w, suffix[i])
		}
		taken, err := g.q.TakenEmails(ctx, emails)
		if err != nil {
			return err
		}
		if len(taken) == 0 {
			for i, w := range wants {
				w.set(emails[i])
			}
			return nil
		}
		for i, e := range emails {
			if taken[e] {
				suffix[i] = max(suffix[i]+1, 2)
			}
		}
	}
}

// writeGroups creates the three groups, each named "{Month} {Year} Group",
// with a number when a group already has that name.
func (g *gen) writeGroups(ctx context.Context) error {
	names, err := g.q.GroupNames(ctx)
	if err != nil {
		return err
	}
	for _, grp := range []*group{g.completed, g.active, g.current, g.upcoming} {
		base := grp.g.Name
		for n := 2; slices.Contains(names, grp.g.Name); n++ {
			grp.g.Name = base + " " + strconv.Itoa(n)
		}
		names = append(names, grp.g.Name)
		if err := g.q.CreateGroup(ctx, &grp.g, nil); err != nil {
			return err
		}
	}
	return nil
}

func (g *gen) writePeople(ctx context.Context) error {
	ids := make([]int64, len(g.people))
	at := make([]time.Time, len(g.people))
	for i, p := range g.people {
		email := p.user.Email
		p.user = journey.User{Name: p.name(), Email: email, Role: journey.RoleUser, Status: journey.UserActive,
			City: ptr(p.city), MailingAddress: ptr(p.address), Referral: p.referral,
			TrophiesCount: p.priorTrophies, AwardApproved: p.priorTrophies > 0}
		if err := g.q.CreateUser(ctx, &p.user); err != nil {
			return err
		}
		ids[i], at[i] = p.user.ID, p.firstJoined
	}
	g.sum.Members = len(g.people)
	return g.q.BackdateUsers(ctx, ids, at)
}

// writeMembers seats the group's members (AddGroupMembers keeps
// member_count) and dates their joining.
func (g *gen) writeMembers(ctx context.Context, grp *group) error {
	ids := make([]int64, len(grp.members))
	at := make([]time.Time, len(grp.members))
	for i, m := range grp.members {
		ids[i], at[i] = m.p.user.ID, m.joined
	}
	sorted := slices.Clone(ids)
	slices.Sort(sorted)
	added, after, err := g.q.AddGroupMembers(ctx, grp.g.ID, sorted)
	if err != nil {
		return err
	}
	if len(added) != len(ids) {
		return fmt.Errorf("demo: %d of %d members seated in %s", len(added), len(ids), grp.g.Name)
	}
	grp.g = after
	g.sum.Memberships += len(added)
	g.sum.Groups = append(g.sum.Groups, GroupSummary{Name: after.Name, Status: after.Status, StartDate: after.StartDate,
		Members: after.MemberCount, MaxMembers: after.MaxMembers})
	return g.q.BackdateMemberships(ctx, grp.g.ID, ids, at)
}

// writeProgress saves each member's reports and their trophy requests:
// approved ones through the same steps as an admin's approval.
func (g *gen) writeProgress(ctx context.Context, grp *group, adminID int64) error {
	for _, m := range grp.members {
		for i, missing := range m.missing {
			if missing < 0 {
				continue
			}
			p, err := journey.ComputeProgress(journey.Milestones[i], missing)
			if err != nil {
				return err
			}
			if err := g.q.SaveProgress(ctx, m.p.user.ID, grp.g.ID, p); err != nil {
				return err
			}
			g.sum.ProgressEntries++
		}
		if m.outcome == reading {
			continue
		}
		var description *string
		if m.description != "" {
			description = &m.description
		}
		r, err := g.q.RequestTrophy(ctx, m.p.user.ID, grp.g.ID, description)
		if err != nil {
			return err
		}
		if m.outcome == requested {
			g.sum.PendingRequests++
			if err := g.q.BackdateTrophyRequest(ctx, r.ID, m.requested, nil); err != nil {
				return err
			}
			continue
		}
		if _, err := g.q.DecideTrophyRequest(ctx, r.ID, journey.TrophyApproved, adminID, nil); err != nil {
			return err
		}
		if _, err := g.q.AwardJourney(ctx, m.p.user.ID, grp.g.ID, r.ID, g.today); err != nil {
			return err
		}
		if err := g.q.BackdateTrophyRequest(ctx, r.ID, m.requested, &m.decided); err != nil {
			return err
		}
		g.sum.Awards++
	}
	return nil
}

// pickSamples names three members to sign in as: one on track and one at
// risk in the group under way, and one whose journey was approved.
func (g *gen) pickSamples() {
	var onTrack, atRisk, done *membership
	for _, m := range g.active.members {
		if m.p.priorTrophies > 0 || m.p.firstJoined.Before(m.joined) {
			continue // back for another journey: the finisher below shows that side
		}
		if g.atRisk(g.active, m) {
			atRisk = cmpOr(atRisk, m)
		} else if m.missing[0] >= 0 && m.missing[0] <= 3 {
			onTrack = cmpOr(onTrack, m)
		}
	}
	for _, m := range g.completed.members {
		if m.outcome == approved {
			done = cmpOr(done, m)
		}
	}
	add := func(m *membership, why string) {
		if m != nil {
			g.sum.Samples = append(g.sum.Samples, Sample{Name: m.p.user.Name, Email: m.p.user.Email, Why: why})
		}
	}
	add(onTrack, "on track in "+g.active.g.Name)
	add(atRisk, "at risk in "+g.active.g.Name)
	add(done, "trophy approved for "+g.completed.g.Name)
}

func cmpOr(a, b *membership) *membership {
	if a != nil {
		return a
	}
	return b
}

// countAtRisk counts the members of the groups under way whose latest report
// is graded D or who have not reported a due milestone (the Progress tab's
// "at risk").
func (g *gen) countAtRisk() {
	for _, grp := range []*group{g.active, g.current} {
		for _, m := range grp.members {
			if g.atRisk(grp, m) {
				g.sum.AtRisk++
			}
		}
	}
}

// atRisk reports whether a member of the group under way is at risk: their
// latest report graded D, or a due milestone not reported.
func (g *gen) atRisk(grp *group, m *membership) bool {
	day := g.journeyDay(grp)
	latest := -1
	for i, ms := range journey.Milestones {
		if m.missing[i] >= 0 {
			latest = i
		} else if ms.DayNumber <= day {
			return true
		}
	}
	if latest < 0 {
		return false
	}
	p, _ := journey.ComputeProgress(journey.Milestones[latest], m.missing[latest])
	return p.Grade == journey.GradeD
}

// writeMessages posts the group's messages oldest first (so ids follow
// time) and files the reports of the reported ones.
func (g *gen) writeMessages(ctx context.Context, grp *group, adminID int64) error {
	order := make([]int, len(grp.messages))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return grp.messages[a].CreatedAt.Compare(grp.messages[b].CreatedAt) })
	for _, i := range order {
		m := &grp.messages[i]
		m.GroupID = grp.g.ID
		if m.Source == journey.SourceAdmin {
			m.AuthorID = &adminID
		}
		if err := g.q.InsertMessageAt(ctx, m); err != nil {
			return err
		}
		g.sum.Messages++
		g.sum.MessagesByType[m.Type]++
		reasons, ok := grp.reported[i]
		if !ok {
			continue
		}
		reports := make([]db.ReportAt, 0, len(reasons))
		seen := map[int64]bool{*m.AuthorID: true}
		at := m.CreatedAt
		for _, reason := range reasons {
			var by *membership
			for by == nil || seen[by.p.user.ID] {
				by = grp.members[g.intn(len(grp.members))]
			}
			seen[by.p.user.ID] = true
			at = at.Add(time.Duration(20+g.intn(600)) * time.Minute)
			if at.After(g.now) {
				at = g.now
			}
			var why *string
			if reason != "" {
				why = ptr(reason)
			}
			reports = append(reports, db.ReportAt{ReporterID: by.p.user.ID, ReporterName: by.p.name(), Reason: why, At: at})
		}
		if err := g.q.AddReportsAt(ctx, m.ID, reports, journey.ReportThreshold); err != nil {
			return err
		}
		g.sum.Reports += len(reports)
		if len(reports) >= journey.ReportThreshold {
			g.sum.HiddenMessages++
		}
	}
	return nil
}

func (g *gen) writeLegacyClaims(ctx context.Context) error {
	for i, f := range g.legacyClaims {
		f.Email = g.claimants[i].user.Email
		if err := g.q.SubmitLegacyClaim(ctx, f); err != nil {
			return err
		}
		if err := g.q.BackdatePendingLegacyClaim(ctx, f.Email, g.legacyAt[i]); err != nil {
			return err
		}
		g.sum.LegacyClaims++
	}
	return nil
}

func (g *gen) writeDonations(ctx context.Context) error {
	for i, d := range g.donations {
		p := g.donorsOf[i]
		d.DonorEmail = p.user.Email
		if p.user.ID != 0 {
			d.UserID = ptr(p.user.ID)
		}
		if err := g.q.InsertDemoDonation(ctx, d); err != nil {
			return err
		}
		g.sum.Donations++
	}
	return nil
}
