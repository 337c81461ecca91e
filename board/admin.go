package board

import (
	"context"

	"journey365/paging"

	"journey365/db"
	"journey365/journey"
)

// AdminMessage is a message in the admin's message manager: with its group's
// name and its undecided reports, as the store reads it.
type AdminMessage = journey.AdminMessage

// AdminMessageFilter narrows the message manager's list; a nil field does not filter.
type AdminMessageFilter struct {
	GroupID  *int64
	Type     *journey.MessageType
	Source   *journey.MessageSource
	Reported *bool
}

// AdminMessagePage is one page of the message manager's list, newest first.
type AdminMessagePage struct {
	TotalCount int
	Nodes      []AdminMessage
	PageInfo   paging.Info
}

// check refuses a type or a source the programme does not know and a group
// id that cannot exist, naming the filter's field.
func (f AdminMessageFilter) check() error {
	switch {
	case f.GroupID != nil && *f.GroupID <= 0:
		return journey.FieldError(journey.EINVALID, "groupId", "%d is not a valid group id.", *f.GroupID)
	case f.Type != nil && !f.Type.Valid():
		return journey.FieldError(journey.EINVALID, "type", "Unknown message type %q.", *f.Type)
	case f.Source != nil && *f.Source != journey.SourceAdmin && *f.Source != journey.SourceUser:
		return journey.FieldError(journey.EINVALID, "source", "source must be admin or user, not %q.", *f.Source)
	}
	return nil
}

// AdminMessages is one page of the message manager's list: the messages of
// every board the filter lets through, newest first, with the filter's count.
func (a *Admin) AdminMessages(ctx context.Context, f AdminMessageFilter, first int, after *string) (AdminMessagePage, error) {
	if err := f.check(); err != nil {
		return AdminMessagePage{}, err
	}
	cursor, err := paging.Args(db.AdminMessageList, first, after)
	if err != nil {
		return AdminMessagePage{}, err
	}
	p, err := a.b.DB.Q().AdminMessagesPage(ctx, db.MessageFilter{GroupID: f.GroupID, Type: f.Type, Source: f.Source, Reported: f.Reported}, first, cursor)
	if err != nil {
		return AdminMessagePage{}, err
	}
	return AdminMessagePage{TotalCount: p.TotalCount, Nodes: p.Items, PageInfo: paging.InfoOf(p)}, nil
}

// AdminMessage is one message as the message manager shows it.
func (a *Admin) AdminMessage(ctx context.Context, id int64) (AdminMessage, error) {
	return a.b.DB.Q().AdminMessageByID(ctx, id)
}

// GroupMessageInput is the admin message form (spec 5: group, type, title,
// priority and content are all required).
type GroupMessageInput struct {
	GroupID  int64
	Title    string
	Content  string
	Type     journey.MessageType
	Priority journey.MessagePriority
}

// PostGroupMessage posts an admin message to a group's board.
func (a *Admin) PostGroupMessage(ctx context.Context, in GroupMessageInput) (journey.Message, error) {
	m, err := a.CreateGroupMessage(ctx, in)
	return m.Message, err
}

// CreateGroupMessage posts an admin message to a group's board and answers
// it as the message manager shows it. An unknown group is not found, naming
// groupId.
func (a *Admin) CreateGroupMessage(ctx context.Context, in GroupMessageInput) (AdminMessage, error) {
	m, err := cleanGroupMessage(in)
	if err != nil {
		return AdminMessage{}, err
	}
	m.Source, m.AuthorID, m.AuthorName = journey.SourceAdmin, &a.viewer.User.ID, a.viewer.User.Name
	var group journey.Group
	err = a.b.DB.InTx(ctx, func(q *db.Queries) error {
		if group, err = messageGroup(ctx, q, m.GroupID); err != nil {
			return err
		}
		if err := q.CreateMessage(ctx, &m); err != nil {
			return err
		}
		return a.audit(ctx, q, journey.AuditRecord{Action: "message.create", ObjectType: journey.AuditMessage, ObjectID: m.ID,
			Changes: messageChanges(journey.Message{}, m)})
	})
	if err != nil {
		return AdminMessage{}, err
	}
	return AdminMessage{Message: m, GroupName: group.Name}, nil
}

// errMemberMessageEdit refuses to rewrite a member's words: the team may only
// delete them. Invalid (400), not forbidden: the admin is allowed here, and a
// 403 would end their session in the panel.
var errMemberMessageEdit = journey.FieldError(journey.EINVALID, "id",
	"This is a member's message: an admin can delete it but not edit it.")

// UpdateGroupMessage rewrites an admin message; open boards are told (an
// edit, or a removal and a new message when it moves to another group). A
// member's message is refused (errMemberMessageEdit) and left as it was.
func (a *Admin) UpdateGroupMessage(ctx context.Context, id int64, in GroupMessageInput) (AdminMessage, error) {
	m, err := cleanGroupMessage(in)
	if err != nil {
		return AdminMessage{}, err
	}
	m.ID = id
	var (
		group  journey.Group
		before AdminMessage
	)
	err = a.b.DB.InTx(ctx, func(q *db.Queries) error {
		if before, err = q.AdminMessageByID(ctx, m.ID); err != nil {
			return err
		}
		if before.Source != journey.SourceAdmin {
			return errMemberMessageEdit
		}
		if group, err = messageGroup(ctx, q, m.GroupID); err != nil {
			return err
		}
		if err := q.UpdateMessage(ctx, &m); err != nil {
			return err
		}
		return a.audit(ctx, q, journey.AuditRecord{Action: "message.update", ObjectType: journey.AuditMessage, ObjectID: m.ID,
			Changes: messageChanges(before.Message, m)})
	})
	if err != nil {
		return AdminMessage{}, err
	}
	return AdminMessage{Message: m, GroupName: group.Name, OpenReportCount: before.OpenReportCount, Hidden: before.Hidden}, nil
}

// messageGroup is the group an admin message goes to; an unknown one is not
// found, naming groupId.
func messageGroup(ctx context.Context, q *db.Queries, id int64) (journey.Group, error) {
	g, err := q.GroupByID(ctx, id)
	return g, journey.WithField(err, "groupId")
}

func cleanGroupMessage(in GroupMessageInput) (journey.Message, error) {
	if in.GroupID <= 0 {
		return journey.Message{}, journey.FieldError(journey.EINVALID, "groupId", "Choose the group to post to.")
	}
	title, err := journey.CleanTitle(in.Title)
	if err != nil {
		return journey.Message{}, err
	}
	content, err := journey.CleanContent(in.Content)
	if err != nil {
		return journey.Message{}, err
	}
	if !in.Type.Valid() {
		return journey.Message{}, journey.FieldError(journey.EINVALID, "type", "Unknown message type %q.", in.Type)
	}
	if !in.Priority.Valid() {
		return journey.Message{}, journey.FieldError(journey.EINVALID, "priority", "Unknown priority %q.", in.Priority)
	}
	return journey.Message{GroupID: in.GroupID, Title: &title, Content: content, Type: in.Type, Priority: in.Priority}, nil
}

// DeleteMessage removes a message from any board.
func (a *Admin) DeleteMessage(ctx context.Context, id int64) (journey.Message, error) {
	return a.DeleteMessageOf(ctx, id, "")
}

// DeleteMessageOf removes a message of one source (a member message from the
// board, or an admin message from the manager); "" is any source.
func (a *Admin) DeleteMessageOf(ctx context.Context, id int64, source journey.MessageSource) (journey.Message, error) {
	var m journey.Message
	err := a.b.DB.InTx(ctx, func(q *db.Queries) error {
		var err error
		if m, err = q.DeleteMessage(ctx, id, source); err != nil {
			return err
		}
		return a.audit(ctx, q, journey.AuditRecord{Action: "message.delete", ObjectType: journey.AuditMessage, ObjectID: m.ID,
			Changes: messageChanges(m, journey.Message{})})
	})
	return m, err
}

// messageChanges is what an admin write changed in a message (the zero
// message stands for "none": before a create, after a delete).
func messageChanges(before, after journey.Message) []journey.AuditChange {
	return journey.Changed(
		journey.Change("groupId", journey.IfExists(before.ID, before.GroupID), journey.IfExists(after.ID, after.GroupID)),
		journey.Change("source", journey.IfExists(before.ID, before.Source), journey.IfExists(after.ID, after.Source)),
		journey.Change("title", journey.IfExists(before.ID, before.Title), journey.IfExists(after.ID, after.Title)),
		journey.Change("content", journey.IfExists(before.ID, before.Content), journey.IfExists(after.ID, after.Content)),
		journey.Change("type", journey.IfExists(before.ID, before.Type), journey.IfExists(after.ID, after.Type)),
		journey.Change("priority", journey.IfExists(before.ID, before.Priority), journey.IfExists(after.ID, after.Priority)),
	)
}
