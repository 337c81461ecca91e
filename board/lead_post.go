package board

import (
	"context"

	"journey365/db"
	"journey365/journey"
)

// A leader speaks on their group's board as its leader (issue 29): a titled
// announcement under their name. It stays a member's message (source user),
// so the admins can hide or delete it and members can report it; its type,
// ANNOUNCEMENT, which members cannot post, is what marks it as the leader's.

// LeaderPostInput is a leader's announcement on a group's board.
type LeaderPostInput struct {
	GroupID int64
	Title   string
	Content string
}

// LeaderPostAnnouncement posts an announcement on the board of a group the
// signed-in member leads; its members see it live. A group that has ended is
// closed for posting, as for its members. Audited under the leader's name.
// Who may post comes before what is posted: a member who leads no group is
// forbidden whatever they wrote.
func (b *Boards) LeaderPostAnnouncement(ctx context.Context, in LeaderPostInput) (journey.BoardMessage, error) {
	var m journey.Message
	err := b.DB.InTx(ctx, func(q *db.Queries) error {
		v, err := leader(ctx, q, in.GroupID)
		if err != nil {
			return err
		}
		title, err := journey.CleanTitle(in.Title)
		if err != nil {
			return err
		}
		content, err := journey.CleanContent(in.Content)
		if err != nil {
			return err
		}
		m = journey.Message{GroupID: in.GroupID, Source: journey.SourceUser, AuthorID: &v.User.ID, AuthorName: v.User.Name,
			Title: &title, Content: content, Type: journey.TypeAnnouncement, Priority: journey.PriorityNormal}
		g, err := q.GroupByID(ctx, in.GroupID)
		if err != nil {
			return journey.WithField(err, "groupId")
		}
		if g.Ended(b.today()) {
			return journey.FieldError(journey.EINVALID, "groupId",
				"%s ended on %s, so its board is closed for posting; you can still read it.", g.Name, g.EndDate)
		}
		if err := q.CreateMessage(ctx, &m); err != nil {
			return err
		}
		return q.Audit(ctx, v.User, journey.AuditRecord{Action: "message.create", ObjectType: journey.AuditMessage, ObjectID: m.ID,
			Changes: messageChanges(journey.Message{}, m)})
	})
	if err != nil {
		return journey.BoardMessage{}, err
	}
	return journey.ViewedBy(m, *m.AuthorID, nil), nil
}
