// Package announcements is the programme team writing to members from the
// panel: to every active member, one group, or one group's members at
// risk (the Progress tab's definition), with a preview of how many it
// reaches and how many turned announcements off. Sending fixes the
// recipients and audits it; the reminders' scheduler queues the mails
// through the outbox in its next pass (package reminders), and the list
// shows each announcement's delivery counts.
package announcements

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/paging"
)

// Announcements are the programme team's mails to members.
type Announcements struct {
	DB    *db.DB
	Clock func() time.Time // time.Now when nil
}

// Admin admits the caller as an admin and returns the operations.
func (an *Announcements) Admin(ctx context.Context) (*Admin, error) {
	v, err := auth.RequireAdmin(ctx)
	if err != nil {
		return nil, err
	}
	return &Admin{an: an, viewer: v}, nil
}

// Admin carries the operations only an admin may run; or, with leader set,
// a group's leader's, who write to their groups alone.
type Admin struct {
	an     *Announcements
	viewer *auth.Viewer
	leader bool
}

var (
	errNotLeader      = journey.Errorf(journey.EFORBIDDEN, "Only the group's leaders and the programme's admins can write to its members.")
	errLeaderEveryone = journey.FieldError(journey.EINVALID, "audience", "A leader writes to their group, or to its members at risk.")
)

// Leader admits the signed-in member as a group leader: they write to a
// group they lead, or to its members at risk, and to no one else.
func (an *Announcements) Leader(ctx context.Context) (*Admin, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return nil, err
	}
	return &Admin{an: an, viewer: v, leader: true}, nil
}

// AudienceInput is whom an announcement is for.
type AudienceInput struct {
	Audience journey.Audience
	GroupID  *int64
}

// Input is an announcement to send.
type Input struct {
	AudienceInput
	Subject string
	Body    string
}

// The bounds of an announcement.
const (
	MaxSubject = 200
	MaxBody    = 10_000
)

func (an *Announcements) today() journey.Date {
	if an.Clock == nil {
		return journey.Today(time.Now())
	}
	return journey.Today(an.Clock())
}

// audience checks in and reads its group.
func (a *Admin) audience(ctx context.Context, in AudienceInput) (db.Audience, error) {
	out := db.Audience{Kind: in.Audience, GroupID: in.GroupID, Today: a.an.today()}
	if a.leader {
		if err := a.checkLeads(ctx, in); err != nil {
			return out, err
		}
	}
	switch in.Audience {
	case journey.AudienceEveryone:
		if in.GroupID != nil {
			return out, journey.FieldError(journey.EINVALID, "groupId", "An announcement to everyone names no group.")
		}
		return out, nil
	case journey.AudienceGroup, journey.AudienceAtRisk:
		if in.GroupID == nil {
			return out, journey.FieldError(journey.EINVALID, "groupId", "Choose the group to write to.")
		}
		if _, err := a.an.DB.Q().GroupByID(ctx, *in.GroupID); err != nil {
			return out, journey.WithField(err, "groupId")
		}
		return out, nil
	}
	return out, journey.FieldError(journey.EINVALID, "audience", "The audience must be everyone, group or at_risk, not %q.", in.Audience)
}

// checkLeads refuses a leader's audience beyond the groups they lead.
func (a *Admin) checkLeads(ctx context.Context, in AudienceInput) error {
	if in.Audience == journey.AudienceEveryone {
		return errLeaderEveryone
	}
	if in.GroupID == nil {
		return nil // refused on groupId below
	}
	ok, err := a.an.DB.Q().Leads(ctx, a.viewer.User.ID, *in.GroupID)
	if err != nil {
		return err
	}
	if !ok {
		return errNotLeader
	}
	return nil
}

// Preview counts whom an announcement to in would reach and whom it would
// leave out (they turned announcements off).
func (a *Admin) Preview(ctx context.Context, in AudienceInput) (db.AudienceCount, error) {
	aud, err := a.audience(ctx, in)
	if err != nil {
		return db.AudienceCount{}, err
	}
	return a.an.DB.Q().CountAudience(ctx, aud)
}

// Send checks in, fixes its recipients and audits it; the scheduler's
// next pass (within the minute) queues the mails.
func (a *Admin) Send(ctx context.Context, in Input) (db.Announcement, error) {
	subject, body := strings.TrimSpace(in.Subject), strings.TrimSpace(in.Body)
	var problems []*journey.Error
	if subject == "" || utf8.RuneCountInString(subject) > MaxSubject {
		problems = append(problems, journey.FieldError(journey.EINVALID, "subject", "The subject must be 1 to %d characters.", MaxSubject))
	}
	if body == "" || utf8.RuneCountInString(body) > MaxBody {
		problems = append(problems, journey.FieldError(journey.EINVALID, "body", "The message must be 1 to %d characters (it has %d).", MaxBody, utf8.RuneCountInString(body)))
	}
	aud, err := a.audience(ctx, in.AudienceInput)
	if journey.ErrorCode(err) == journey.EFORBIDDEN {
		return db.Announcement{}, err
	}
	if e, ok := err.(*journey.Error); ok {
		problems = append(problems, e)
	} else if err != nil {
		return db.Announcement{}, err
	}
	if len(problems) > 0 {
		return db.Announcement{}, journey.Join(problems)
	}
	var out db.Announcement
	err = a.an.DB.InTx(ctx, func(q *db.Queries) error {
		if out, err = q.CreateAnnouncement(ctx, aud, subject, body, a.viewer.User); err != nil {
			return err
		}
		return q.Audit(ctx, a.viewer.User, journey.AuditRecord{Action: "announcement.send", ObjectType: journey.AuditAnnouncement,
			ObjectID: out.ID, Changes: journey.Changed(
				journey.Change("audience", nil, out.Audience),
				journey.Change("groupId", nil, out.GroupID),
				journey.Change("subject", nil, out.Subject),
				journey.Change("recipients", nil, out.Recipients),
				journey.Change("leftOut", nil, out.LeftOut))})
	})
	return out, err
}

// Page is a page of announcements, newest first.
type Page struct {
	TotalCount int
	Nodes      []db.Announcement
	PageInfo   paging.Info
}

// List is the announcements sent, newest first, with their delivery counts.
func (a *Admin) List(ctx context.Context, first int, after *string) (Page, error) {
	cursor, err := paging.Args(db.AnnouncementList, first, after)
	if err != nil {
		return Page{}, err
	}
	p, err := a.an.DB.Q().AnnouncementPage(ctx, first, cursor)
	if err != nil {
		return Page{}, err
	}
	return Page{TotalCount: p.TotalCount, Nodes: p.Items, PageInfo: paging.InfoOf(p)}, nil
}
