package rest

import (
	"net/http"
	"strconv"
	"time"

	"journey365/db"
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

// GET /api/auth/my-group-all-messages: the newest 100 messages of the
// member's group and the group's id.
func (a *API) myGroupAllMessages(w http.ResponseWriter, r *http.Request) {
	b, err := a.svc.Board(r.Context(), nil, nil, myGroupMessagesLimit, nil)
	if err != nil {
		writeError(w, r, err)
		return
	}
	msgs := make([]boardMessage, len(b.Messages))
	for i, m := range b.Messages {
		msgs[i] = toBoardMessage(m.Message)
	}
	writeData(w, map[string]any{
		"messages": msgs,
		"group":    map[string]any{"id": b.GroupID, "name": b.GroupName},
	})
}

// POST /api/auth/create-message {content, message_type?}
func (a *API) createMessage(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Content     string               `json:"content"`
		MessageType *journey.MessageType `json:"message_type"`
	}
	if err := decode(r, &body); err != nil {
		writeError(w, r, err)
		return
	}
	m, err := a.svc.PostMessage(r.Context(), service.PostMessageInput{Content: body.Content, Type: body.MessageType})
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeData(w, toBoardMessage(m.Message))
}

// DELETE /api/admin/user-messages/{id}
func (a *API) deleteUserMessage(w http.ResponseWriter, r *http.Request) {
	a.deleteMessage(w, r, journey.SourceUser)
}

// DELETE /api/admin/group-messages/{id}
func (a *API) deleteGroupMessage(w http.ResponseWriter, r *http.Request) {
	a.deleteMessage(w, r, journey.SourceAdmin)
}

func (a *API) deleteMessage(w http.ResponseWriter, r *http.Request, source journey.MessageSource) {
	id, err := pathID(r, "id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	m, err := a.svc.DeleteMessageOf(r.Context(), id, source)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeData(w, map[string]any{"id": m.ID})
}

type groupMessage struct {
	boardMessage
	GroupName string `json:"group_name"`
}

// GET /api/admin/group-messages?group_id=&message_type=
func (a *API) listGroupMessages(w http.ResponseWriter, r *http.Request) {
	var groupID *int64
	if raw := r.URL.Query().Get("group_id"); raw != "" {
		id, err := strconv.ParseInt(raw, 10, 64)
		if err != nil || id <= 0 {
			writeError(w, r, journey.Errorf(journey.EINVALID, "%q is not a valid group id.", raw))
			return
		}
		groupID = &id
	}
	var typ *journey.MessageType
	if raw := r.URL.Query().Get("message_type"); raw != "" {
		t := journey.MessageType(raw)
		typ = &t
	}
	msgs, err := a.svc.GroupMessages(r.Context(), groupID, typ)
	if err != nil {
		writeError(w, r, err)
		return
	}
	out := make([]groupMessage, len(msgs))
	for i, m := range msgs {
		out[i] = toGroupMessage(m)
	}
	writeData(w, map[string]any{"messages": out, "count": len(out)})
}

func toGroupMessage(m db.AdminMessage) groupMessage {
	return groupMessage{boardMessage: toBoardMessage(m.Message), GroupName: m.GroupName}
}

type groupMessageBody struct {
	GroupID     int64                   `json:"group_id"`
	Title       string                  `json:"title"`
	Content     string                  `json:"content"`
	MessageType journey.MessageType     `json:"message_type"`
	Priority    journey.MessagePriority `json:"priority"`
}

func (b groupMessageBody) input() service.GroupMessageInput {
	return service.GroupMessageInput{GroupID: b.GroupID, Title: b.Title, Content: b.Content, Type: b.MessageType, Priority: b.Priority}
}

// POST /api/admin/group-messages
func (a *API) createGroupMessage(w http.ResponseWriter, r *http.Request) {
	var body groupMessageBody
	if err := decode(r, &body); err != nil {
		writeError(w, r, err)
		return
	}
	m, err := a.svc.PostGroupMessage(r.Context(), body.input())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeData(w, toBoardMessage(m))
}

// PUT /api/admin/group-messages/{id}
func (a *API) updateGroupMessage(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	var body groupMessageBody
	if err := decode(r, &body); err != nil {
		writeError(w, r, err)
		return
	}
	m, err := a.svc.UpdateGroupMessage(r.Context(), id, body.input())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeData(w, toBoardMessage(m))
}
