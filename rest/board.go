package rest

import (
	"errors"
	"net/http"
	"time"

	"journey365/auth"
	"journey365/board"
	"journey365/journey"
)

// boardMessage is a board entry as the spec's clients read it.
type boardMessage struct {
	ID            int64                   `json:"id"`
	GroupID       int64                   `json:"group_id"`
	MessageSource journey.MessageSource   `json:"message_source"`
	MessageType   journey.MessageType     `json:"message_type"`
	Priority      journey.MessagePriority `json:"priority"`
	Title         *string                 `json:"title"`
	Content       string                  `json:"content"`
	AuthorName    string                  `json:"author_name"`
	CreatedAt     time.Time               `json:"created_at"`
}

func toBoardMessage(m journey.Message) boardMessage {
	return boardMessage{ID: m.ID, GroupID: m.GroupID, MessageSource: m.Source, MessageType: m.Type, Priority: m.Priority,
		Title: m.Title, Content: m.Content, AuthorName: m.AuthorName, CreatedAt: m.CreatedAt}
}

// myGroupMessagesLimit bounds GET /api/auth/my-group-all-messages.
const myGroupMessagesLimit = 100

type groupRef struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

type myGroupMessages struct {
	Messages []boardMessage `json:"messages"`
	Group    groupRef       `json:"group"`
}

// GET /api/auth/my-group-all-messages: the newest 100 messages of the
// member's group and the group's id.
func (a *API) myGroupAllMessages(r *http.Request, _ noBody) (myGroupMessages, error) {
	me, err := auth.ViewerID(r.Context())
	if err != nil {
		return myGroupMessages{}, err
	}
	b, err := a.boards.Board(r.Context(), me, nil, nil, myGroupMessagesLimit, nil)
	if err != nil {
		return myGroupMessages{}, err
	}
	msgs := make([]boardMessage, len(b.Messages))
	for i, m := range b.Messages {
		msgs[i] = toBoardMessage(m.Message)
	}
	return myGroupMessages{Messages: msgs, Group: groupRef{ID: b.GroupID, Name: b.GroupName}}, nil
}

type messageBody struct {
	Content string               `json:"content"`
	Type    *journey.MessageType `json:"message_type"`
}

// POST /api/auth/create-message {content, message_type?}, with an optional
// Idempotency-Key header (a UUID): the same post sent again answers the
// message the first send made.
func (a *API) createMessage(r *http.Request, body messageBody) (boardMessage, error) {
	key, err := idempotencyKey(r)
	if err != nil {
		return boardMessage{}, err
	}
	m, err := a.boards.PostMessage(r.Context(), board.PostMessageInput{Content: body.Content, Type: body.Type, ClientKey: key})
	return toBoardMessage(m.Message), keyHeader(err)
}

type deleted struct {
	ID int64 `json:"id"`
}

// DELETE /api/admin/user-messages/{id}
func deleteUserMessage(adm *board.Admin, r *http.Request, _ noBody) (deleted, error) {
	return deleteMessage(adm, r, journey.SourceUser)
}

// DELETE /api/admin/group-messages/{id}
func deleteGroupMessage(adm *board.Admin, r *http.Request, _ noBody) (deleted, error) {
	return deleteMessage(adm, r, journey.SourceAdmin)
}

func deleteMessage(adm *board.Admin, r *http.Request, source journey.MessageSource) (deleted, error) {
	id, err := pathID(r, "id")
	if err != nil {
		return deleted{}, err
	}
	m, err := adm.DeleteMessageOf(r.Context(), id, source)
	return deleted{ID: m.ID}, err
}

// groupMessage is spec 3's group message (admin): a board entry with its
// group's name.
type groupMessage struct {
	boardMessage
	GroupName string `json:"group_name"`
}

type groupMessages struct {
	Messages []groupMessage `json:"messages"`
	Count    int            `json:"count"`
}

// queryField renames the input an error names to its query parameter.
func queryField(err error, field, param string) error {
	var e *journey.Error
	if !errors.As(err, &e) || e.Field != field {
		return err
	}
	renamed := *e
	renamed.Field = param
	return &renamed
}

type groupMessageBody struct {
	GroupID  int64                   `json:"group_id"`
	Title    string                  `json:"title"`
	Content  string                  `json:"content"`
	Type     journey.MessageType     `json:"message_type"`
	Priority journey.MessagePriority `json:"priority"`
}

func (b groupMessageBody) input() board.GroupMessageInput {
	return board.GroupMessageInput{GroupID: b.GroupID, Title: b.Title, Content: b.Content, Type: b.Type, Priority: b.Priority}
}

// POST /api/admin/group-messages: data is the message with its group's name.
func createGroupMessage(adm *board.Admin, r *http.Request, body groupMessageBody) (groupMessage, error) {
	m, err := adm.CreateGroupMessage(r.Context(), body.input())
	return toGroupMessage(m), err
}

// PUT /api/admin/group-messages/{id}: data is the message with its group's
// name. A member's message is refused (invalid, on id): it can only be deleted.
func updateGroupMessage(adm *board.Admin, r *http.Request, body groupMessageBody) (groupMessage, error) {
	id, err := pathID(r, "id")
	if err != nil {
		return groupMessage{}, err
	}
	m, err := adm.UpdateGroupMessage(r.Context(), id, body.input())
	return toGroupMessage(m), err
}
