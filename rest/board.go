package rest

import (
	"errors"
	"net/http"
	"strconv"
	"time"

	"journey365/journey"
	"journey365/service"
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
	me, err := service.ViewerID(r.Context())
	if err != nil {
		return myGroupMessages{}, err
	}
	b, err := a.svc.Board(r.Context(), me, nil, nil, myGroupMessagesLimit, nil)
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

// POST /api/auth/create-message {content, message_type?}
func (a *API) createMessage(r *http.Request, body messageBody) (boardMessage, error) {
	m, err := a.svc.PostMessage(r.Context(), service.PostMessageInput{Content: body.Content, Type: body.Type})
	return toBoardMessage(m.Message), err
}

type deleted struct {
	ID int64 `json:"id"`
}

// DELETE /api/admin/user-messages/{id}
func deleteUserMessage(adm *service.AdminService, r *http.Request, _ noBody) (deleted, error) {
	return deleteMessage(adm, r, journey.SourceUser)
}

// DELETE /api/admin/group-messages/{id}
func deleteGroupMessage(adm *service.AdminService, r *http.Request, _ noBody) (deleted, error) {
	return deleteMessage(adm, r, journey.SourceAdmin)
}

func deleteMessage(adm *service.AdminService, r *http.Request, source journey.MessageSource) (deleted, error) {
	id, err := pathID(r, "id")
	if err != nil {
		return deleted{}, err
	}
	m, err := adm.DeleteMessageOf(r.Context(), id, source)
	return deleted{ID: m.ID}, err
}

type groupMessage struct {
	boardMessage
	GroupName string `json:"group_name"`
}

type groupMessages struct {
	Messages []groupMessage `json:"messages"`
	Count    int            `json:"count"`
}

// GET /api/admin/group-messages?group_id=&message_type=
func listGroupMessages(adm *service.AdminService, r *http.Request, _ noBody) (groupMessages, error) {
	var groupID *int64
	if raw := r.URL.Query().Get("group_id"); raw != "" {
		id, err := strconv.ParseInt(raw, 10, 64)
		if err != nil || id <= 0 {
			return groupMessages{}, journey.FieldError(journey.EINVALID, "group_id", "%q is not a valid group id.", raw)
		}
		groupID = &id
	}
	var typ *journey.MessageType
	if raw := r.URL.Query().Get("message_type"); raw != "" {
		t := journey.MessageType(raw)
		typ = &t
	}
	msgs, err := adm.GroupMessages(r.Context(), groupID, typ)
	if err != nil {
		return groupMessages{}, queryField(err, "type", "message_type")
	}
	out := make([]groupMessage, len(msgs))
	for i, m := range msgs {
		out[i] = groupMessage{boardMessage: toBoardMessage(m.Message), GroupName: m.GroupName}
	}
	return groupMessages{Messages: out, Count: len(out)}, nil
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

func (b groupMessageBody) input() service.GroupMessageInput {
	return service.GroupMessageInput{GroupID: b.GroupID, Title: b.Title, Content: b.Content, Type: b.Type, Priority: b.Priority}
}

// POST /api/admin/group-messages
func createGroupMessage(adm *service.AdminService, r *http.Request, body groupMessageBody) (boardMessage, error) {
	m, err := adm.PostGroupMessage(r.Context(), body.input())
	return toBoardMessage(m), err
}

// PUT /api/admin/group-messages/{id}
func updateGroupMessage(adm *service.AdminService, r *http.Request, body groupMessageBody) (boardMessage, error) {
	id, err := pathID(r, "id")
	if err != nil {
		return boardMessage{}, err
	}
	m, err := adm.UpdateGroupMessage(r.Context(), id, body.input())
	return toBoardMessage(m), err
}
