package board

import (
	"context"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/paging"
)

// A group's leader moderates its board (issue 29): they see its messages as
// the message manager shows them, hide a member's message at once (as a
// report of theirs that hides it, so the admins are told and decide), and
// dismiss the reports on one. Each is audited under the leader's name.

var (
	errNotLeader     = journey.Errorf(journey.EFORBIDDEN, "Only the group's leaders can moderate its board.")
	errHideTeam      = journey.FieldError(journey.EINVALID, "messageId", "Messages from the programme team cannot be hidden by a leader.")
	leaderHideReason = "Hidden by the group's leader."
)

// leader admits the signed-in member when they lead group groupID, in q.
func leader(ctx context.Context, q *db.Queries, groupID int64) (*auth.Viewer, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return nil, err
	}
	ok, err := q.Leads(ctx, v.User.ID, groupID)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errNotLeader
	}
	return v, nil
}

// LeaderMessages is one page of group groupID's board for its leader, newest
// first: every message, or (reported) only those with undecided reports.
func (b *Boards) LeaderMessages(ctx context.Context, groupID int64, reported *bool, first int, after *string) (AdminMessagePage, error) {
	q := b.DB.Q()
	if _, err := leader(ctx, q, groupID); err != nil {
		return AdminMessagePage{}, err
	}
	cursor, err := paging.Args(db.AdminMessageList, first, after)
	if err != nil {
		return AdminMessagePage{}, err
	}
	p, err := q.AdminMessagesPage(ctx, db.MessageFilter{GroupID: &groupID, Reported: reported}, first, cursor)
	if err != nil {
		return AdminMessagePage{}, err
	}
	return AdminMessagePage{TotalCount: p.TotalCount, Nodes: p.Items, PageInfo: paging.InfoOf(p)}, nil
}

// LeaderHideMessage hides a member's message on the board of a group the
// signed-in member leads: a report of theirs that hides it at once, so it
// joins the admins' report queue and they are mailed, as when members'
// reports hide a message. A hidden message is answered as it is.
func (b *Boards) LeaderHideMessage(ctx context.Context, messageID int64) (AdminMessage, error) {
	var m AdminMessage
	hidden := false
	err := b.DB.InTx(ctx, func(q *db.Queries) error {
		v, err := auth.RequireViewer(ctx)
		if err != nil {
			return err
		}
		t, err := q.LockReportTarget(ctx, messageID, v.User.ID)
		if err != nil {
			return journey.WithField(err, "messageId")
		}
		if _, err := leader(ctx, q, t.GroupID); err != nil {
			return err
		}
		if t.Source == journey.SourceAdmin {
			return errHideTeam
		}
		if !t.Hidden {
			reason := leaderHideReason
			added, err := q.AddMessageReport(ctx, &journey.MessageReport{MessageID: t.ID, ReporterID: &v.User.ID, ReporterName: v.User.Name,
				Reason: &reason, CountsTowardHiding: true})
			if err != nil {
				return err
			}
			if !added {
				// One report per member per message: a leader who hid it before
				// (or reported it) and saw it dismissed opens theirs again.
				if added, err = q.ReopenReport(ctx, t.ID, v.User.ID, &reason); err != nil {
					return err
				}
			}
			reports := 0
			if added {
				reports = 1
			}
			if err := q.HideMessage(ctx, t, reports); err != nil {
				return err
			}
			if err := q.Audit(ctx, v.User, journey.AuditRecord{Action: "message.hide", ObjectType: journey.AuditMessage, ObjectID: t.ID,
				Changes: journey.Changed(journey.Change("hidden", false, true))}); err != nil {
				return err
			}
			hidden = true
			if err := b.queueMessageHidden(ctx, q, t, t.OpenReports+reports, v.User.Name); err != nil {
				return err
			}
		}
		m, err = q.AdminMessageByID(ctx, t.ID)
		return err
	})
	if hidden {
		b.MailWake.Poke()
	}
	return m, err
}

// LeaderDismissMessageReports dismisses the undecided reports of a message
// on the board of a group the signed-in member leads: a hidden message
// shows again.
func (b *Boards) LeaderDismissMessageReports(ctx context.Context, messageID int64) (AdminMessage, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return AdminMessage{}, err
	}
	return b.dismissReports(ctx, messageID, v.User, func(q *db.Queries, t db.ReportTarget) error {
		_, err := leader(ctx, q, t.GroupID)
		return err
	})
}
