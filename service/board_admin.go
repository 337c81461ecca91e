package service

import (
	"context"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
)

// maxAdminMessages bounds the admin message manager's list.
const maxAdminMessages = 500

// GroupMessages lists admin messages for the message manager, newest first.
func (s *Service) GroupMessages(ctx context.Context, groupID *int64, typ *journey.MessageType) ([]db.AdminMessage, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	if typ != nil && !typ.Valid() {
		return nil, journey.Errorf(journey.EINVALID, "Unknown message type %q.", *typ)
	}
	return s.DB.Q().AdminMessages(ctx, groupID, typ, journey.SourceAdmin, maxAdminMessages)
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

// PostGroupMessage posts an admin message to a group's board; admins only.
func (s *Service) PostGroupMessage(ctx context.Context, in GroupMessageInput) (journey.Message, error) {
	var m journey.Message
	err := s.DB.InTx(ctx, func(q *db.Queries) error {
		v, checked, err := s.checkGroupMessage(ctx, q, in)
		if err != nil {
			return err
		}
		m = checked
		m.Source, m.AuthorID, m.AuthorName = journey.SourceAdmin, &v.User.ID, v.User.Name
		return q.CreateMessage(ctx, &m)
	})
	if err != nil {
		return journey.Message{}, err
	}
	return m, nil
}

// UpdateGroupMessage rewrites an admin message.
func (s *Service) UpdateGroupMessage(ctx context.Context, id int64, in GroupMessageInput) (journey.Message, error) {
	var m journey.Message
	err := s.DB.InTx(ctx, func(q *db.Queries) error {
		_, checked, err := s.checkGroupMessage(ctx, q, in)
		if err != nil {
			return err
		}
		m = checked
		m.ID = id
		return q.UpdateMessage(ctx, &m)
	})
	if err != nil {
		return journey.Message{}, err
	}
	return m, nil
}

// checkGroupMessage admits an admin and turns the form into a message for an
// existing group.
func (s *Service) checkGroupMessage(ctx context.Context, q *db.Queries, in GroupMessageInput) (*auth.Viewer, journey.Message, error) {
	v, err := auth.RequireAdmin(ctx)
	if err != nil {
		return nil, journey.Message{}, err
	}
	m, err := cleanGroupMessage(in)
	if err != nil {
		return nil, journey.Message{}, err
	}
	if _, err := q.GroupByID(ctx, m.GroupID); err != nil {
		return nil, journey.Message{}, err
	}
	return v, m, nil
}

func cleanGroupMessage(in GroupMessageInput) (journey.Message, error) {
	if in.GroupID <= 0 {
		return journey.Message{}, journey.Errorf(journey.EINVALID, "Choose the group to post to.")
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
		return journey.Message{}, journey.Errorf(journey.EINVALID, "Unknown message type %q.", in.Type)
	}
	if !in.Priority.Valid() {
		return journey.Message{}, journey.Errorf(journey.EINVALID, "Unknown priority %q.", in.Priority)
	}
	return journey.Message{GroupID: in.GroupID, Title: &title, Content: content, Type: in.Type, Priority: in.Priority}, nil
}

// DeleteMessageOf removes a message of one source (a member message from the
// board, or an admin message from the manager); admins only.
func (s *Service) DeleteMessageOf(ctx context.Context, id int64, source journey.MessageSource) (journey.Message, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return journey.Message{}, err
	}
	var m journey.Message
	err := s.DB.InTx(ctx, func(q *db.Queries) error {
		var err error
		m, err = q.DeleteMessage(ctx, id, source)
		return err
	})
	return m, err
}
