package service

import (
	"context"

	"journey365/db"
	"journey365/journey"
)

// maxAdminMessages bounds the admin message manager's list.
const maxAdminMessages = 500

// AdminMessage is a message in the admin's message manager: with its group's
// name and its undecided reports.
type AdminMessage struct {
	journey.Message
	GroupName       string
	OpenReportCount int
	Hidden          bool
}

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
	PageInfo   PageInfo
}

// GroupMessages lists admin messages for the message manager, newest first.
func (a *AdminService) GroupMessages(ctx context.Context, groupID *int64, typ *journey.MessageType) ([]AdminMessage, error) {
	if typ != nil && !typ.Valid() {
		return nil, journey.FieldError(journey.EINVALID, "type", "Unknown message type %q.", *typ)
	}
	rows, err := a.s.DB.Q().AdminMessages(ctx, db.MessageFilter{GroupID: groupID, Type: typ, Source: journey.SourceAdmin}, maxAdminMessages)
	if err != nil {
		return nil, err
	}
	out := make([]AdminMessage, len(rows))
	for i, r := range rows {
		out[i] = AdminMessage{Message: r.Message, GroupName: r.GroupName}
	}
	return out, nil
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
func (a *AdminService) PostGroupMessage(ctx context.Context, in GroupMessageInput) (journey.Message, error) {
	m, err := cleanGroupMessage(in)
	if err != nil {
		return journey.Message{}, err
	}
	m.Source, m.AuthorID, m.AuthorName = journey.SourceAdmin, &a.viewer.User.ID, a.viewer.User.Name
	err = a.s.DB.InTx(ctx, func(q *db.Queries) error {
		if _, err := q.GroupByID(ctx, m.GroupID); err != nil {
			return err
		}
		if err := q.CreateMessage(ctx, &m); err != nil {
			return err
		}
		return a.audit(ctx, q, AuditRecord{Action: "message.create", ObjectType: journey.AuditMessage, ObjectID: m.ID,
			Changes: messageChanges(journey.Message{}, m)})
	})
	if err != nil {
		return journey.Message{}, err
	}
	return m, nil
}

// UpdateGroupMessage rewrites an admin message.
func (a *AdminService) UpdateGroupMessage(ctx context.Context, id int64, in GroupMessageInput) (journey.Message, error) {
	m, err := cleanGroupMessage(in)
	if err != nil {
		return journey.Message{}, err
	}
	m.ID = id
	err = a.s.DB.InTx(ctx, func(q *db.Queries) error {
		if _, err := q.GroupByID(ctx, m.GroupID); err != nil {
			return err
		}
		before, err := q.MessageByID(ctx, m.ID)
		if err != nil {
			return err
		}
		if err := q.UpdateMessage(ctx, &m); err != nil {
			return err
		}
		return a.audit(ctx, q, AuditRecord{Action: "message.update", ObjectType: journey.AuditMessage, ObjectID: m.ID,
			Changes: messageChanges(before, m)})
	})
	if err != nil {
		return journey.Message{}, err
	}
	return m, nil
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
func (a *AdminService) DeleteMessage(ctx context.Context, id int64) (journey.Message, error) {
	return a.DeleteMessageOf(ctx, id, "")
}

// DeleteMessageOf removes a message of one source (a member message from the
// board, or an admin message from the manager); "" is any source.
func (a *AdminService) DeleteMessageOf(ctx context.Context, id int64, source journey.MessageSource) (journey.Message, error) {
	var m journey.Message
	err := a.s.DB.InTx(ctx, func(q *db.Queries) error {
		var err error
		if m, err = q.DeleteMessage(ctx, id, source); err != nil {
			return err
		}
		return a.audit(ctx, q, AuditRecord{Action: "message.delete", ObjectType: journey.AuditMessage, ObjectID: m.ID,
			Changes: messageChanges(m, journey.Message{})})
	})
	return m, err
}

// messageChanges is what an admin write changed in a message (the zero
// message stands for "none": before a create, after a delete).
func messageChanges(before, after journey.Message) []AuditChange {
	return changed(
		change("groupId", ifExists(before.ID, before.GroupID), ifExists(after.ID, after.GroupID)),
		change("source", ifExists(before.ID, before.Source), ifExists(after.ID, after.Source)),
		change("title", ifExists(before.ID, before.Title), ifExists(after.ID, after.Title)),
		change("content", ifExists(before.ID, before.Content), ifExists(after.ID, after.Content)),
		change("type", ifExists(before.ID, before.Type), ifExists(after.ID, after.Type)),
		change("priority", ifExists(before.ID, before.Priority), ifExists(after.ID, after.Priority)),
	)
}
