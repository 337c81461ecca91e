package board

import (
	"context"
	"strings"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
	"journey365/locale"
	"journey365/mail"
)

// Refusals of a report. A message on another group's board and one that
// does not exist get the same not-found answer, so a report reveals nothing
// about other boards.
var (
	errReportNotOnBoard = journey.FieldError(journey.ENOTFOUND, "messageId", "This message is not on your group's board (it may have been removed).")
	errReportOwn        = journey.FieldError(journey.EINVALID, "messageId", "You cannot report your own message.")
	errReportTeam       = journey.FieldError(journey.EINVALID, "messageId", "Messages from the programme team cannot be reported.")
	errReportTwice      = journey.FieldError(journey.ECONFLICT, "messageId", "You have already reported this message.")
	errReportAsAdmin    = journey.Errorf(journey.EFORBIDDEN, "Admin accounts do not report messages: delete it, or dismiss its reports, in the admin panel's Messages tab.")
)

// ReportMessage records the viewer's report of another member's message on
// the board of a group they belong to, once, with an optional reason
// (journey.CleanReportReason), and answers the message's id. In one
// transaction with the message locked, so concurrent reports each count:
// the report, the message's open report count and, at the report that
// brings the reports counting toward hiding (from members who joined the
// group before the message was posted) to journey.ReportThreshold, the
// message hidden from every board (open boards are told it was deleted) and
// a mail to every active admin saying so. A member whose board showed the
// message before it was hidden may still report it: it counts for the
// admin, and it stays hidden. Admin accounts do not report: they delete.
func (b *Boards) ReportMessage(ctx context.Context, messageID int64, reason *string) (int64, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return 0, err
	}
	if v.User.Role == journey.RoleAdmin {
		return 0, errReportAsAdmin
	}
	why, err := journey.CleanReportReason(reason)
	if err != nil {
		return 0, err
	}
	r := journey.MessageReport{MessageID: messageID, ReporterID: &v.User.ID, ReporterName: v.User.Name, Reason: why}
	hidden := false
	err = b.DB.InTx(ctx, func(q *db.Queries) error {
		t, err := q.LockReportTarget(ctx, messageID, v.User.ID)
		if journey.ErrorCode(err) == journey.ENOTFOUND {
			return errReportNotOnBoard
		}
		if err != nil {
			return err
		}
		switch {
		case !t.ReaderIsMember:
			return errReportNotOnBoard
		case t.AuthorID != nil && *t.AuthorID == v.User.ID:
			return errReportOwn
		case t.Source == journey.SourceAdmin:
			return errReportTeam
		}
		r.CountsTowardHiding = t.ReaderJoinedBefore
		added, err := q.AddMessageReport(ctx, &r)
		if err != nil {
			return err
		}
		if !added {
			return errReportTwice
		}
		hide := false
		if !t.Hidden && r.CountsTowardHiding {
			n, err := q.HidingReports(ctx, t.ID)
			if err != nil {
				return err
			}
			hide = n >= journey.ReportThreshold
		}
		if err := q.CountReport(ctx, t, hide); err != nil {
			return err
		}
		if hide {
			hidden = true
			return b.queueMessageHidden(ctx, q, t, t.OpenReports+1, "")
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	if hidden {
		b.MailWake.Poke()
	}
	return messageID, nil
}

// queueMessageHidden tells every active admin, by mail, that reports (or
// the group's leader hiddenBy) have just hidden message t, which now has
// reports undecided reports.
func (b *Boards) queueMessageHidden(ctx context.Context, q *db.Queries, t db.ReportTarget, reports int, hiddenBy string) error {
	admins, err := q.ActiveAdminRecipients(ctx)
	if err != nil {
		return err
	}
	site, err := q.Site(ctx, b.Site)
	if err != nil {
		return err
	}
	for _, a := range admins {
		m, err := mail.MessageHidden(site.In(locale.Of(a.Locale)), a.Email, mail.MessageHiddenData{Name: a.Name, GroupName: t.GroupName,
			AuthorName: t.AuthorName, Excerpt: excerpt(t.Content, 300), Reports: reports, HiddenBy: hiddenBy})
		if err != nil {
			return err
		}
		if _, err := q.EnqueueEmail(ctx, m); err != nil {
			return err
		}
	}
	return nil
}

// excerpt is the first n characters of s, with "…" when it was longer.
func excerpt(s string, n int) string {
	r := []rune(strings.TrimSpace(s))
	if len(r) <= n {
		return string(r)
	}
	return string(r[:n]) + "…"
}

// DismissMessageReports decides a message's undecided reports in its
// favour: in one transaction they are marked dismissed by this admin, the
// message's count goes to 0 and a hidden message shows again (open boards
// are told it is new and put it back in its place), and the decision is
// audited (message.reports.dismiss). A message without undecided reports is
// answered as it is, and nothing is written. Members whose reports were
// dismissed cannot report that message again (one report per member per
// message).
func (a *Admin) DismissMessageReports(ctx context.Context, messageID int64) (AdminMessage, error) {
	return a.b.dismissReports(ctx, messageID, a.viewer.User, nil)
}

// dismissReports dismisses message messageID's undecided reports as user by
// (an admin, or a leader of its group), audited under their name; admit,
// when set, is asked first whether by may decide on the message.
func (b *Boards) dismissReports(ctx context.Context, messageID int64, by journey.User, admit func(*db.Queries, db.ReportTarget) error) (AdminMessage, error) {
	var m AdminMessage
	err := b.DB.InTx(ctx, func(q *db.Queries) error {
		t, err := q.LockReportTarget(ctx, messageID, by.ID)
		if err != nil {
			return journey.WithField(err, "messageId")
		}
		if admit != nil {
			if err := admit(q, t); err != nil {
				return err
			}
		}
		dismissed, err := q.DismissMessageReports(ctx, t, by.ID)
		if err != nil {
			return err
		}
		if dismissed > 0 {
			err := q.Audit(ctx, by, journey.AuditRecord{Action: "message.reports.dismiss", ObjectType: journey.AuditMessage, ObjectID: t.ID,
				Changes: journey.Changed(journey.Change("openReports", t.OpenReports, 0), journey.Change("hidden", t.Hidden, false))})
			if err != nil {
				return err
			}
		}
		m, err = q.AdminMessageByID(ctx, t.ID)
		return err
	})
	if err != nil {
		return AdminMessage{}, err
	}
	return m, nil
}

// OpenReports returns the undecided reports of the given messages, by
// message, oldest first, in one statement (the reports loader of the
// message manager's page).
func (a *Admin) OpenReports(ctx context.Context, messageIDs []int64) (map[int64][]journey.MessageReport, error) {
	return a.b.DB.Q().OpenReportsOf(ctx, messageIDs)
}
