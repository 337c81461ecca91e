package board

import (
	"context"
	"fmt"
	"time"

	"journey365/account"
	"journey365/paging"

	"journey365/auth"
	"journey365/db"
	"journey365/journey"
)

// Board is one page of a group's board for the viewer.
type Board struct {
	GroupID     int64
	GroupName   string
	Messages    []journey.BoardMessage
	PageInfo    paging.Info
	TotalCount  int
	UnreadCount int
	Counts      []journey.TypeCount
	LastReadAt  *time.Time
	// Version is the board's version when read (with BoardFields.Version):
	// a live feed asked to follow from it sends only what came after.
	Version int
}

// BoardReadState is the viewer's unread state after marking.
type BoardReadState struct {
	GroupID     int64
	UnreadCount int
	LastReadAt  *time.Time
}

var (
	errNoBoard      = journey.Errorf(journey.EINVALID, "You are not in a group yet, so there is no board to show. You will be placed in a group soon.")
	errNotYourBoard = journey.Errorf(journey.EFORBIDDEN, "You can only read the board of your own group.")
)

// boardGroup resolves which group's board is meant for user userID and checks
// it may be seen: their own group by default; a group they belong to; any
// group when an admin asks. It reads through q, so it may run inside a
// transaction.
func (b *Boards) boardGroup(ctx context.Context, q *db.Queries, userID int64, admin bool, groupID *int64) (journey.Group, error) {
	if groupID == nil {
		g, err := q.MemberGroup(ctx, userID, b.today())
		if err != nil {
			return journey.Group{}, err
		}
		if g == nil {
			return journey.Group{}, errNoBoard
		}
		return *g, nil
	}
	g, err := q.GroupByID(ctx, *groupID)
	if err != nil {
		return journey.Group{}, err
	}
	if admin {
		return g, nil
	}
	member, err := q.IsMember(ctx, g.ID, userID)
	if err != nil {
		return journey.Group{}, err
	}
	if !member {
		return journey.Group{}, errNotYourBoard
	}
	return g, nil
}

// FollowBoard checks that the viewer may follow group groupID's board live
// (boardEvents): members only their own group, admins any group.
func (b *Boards) FollowBoard(ctx context.Context, groupID int64) error {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return err
	}
	_, err = b.boardGroup(ctx, b.DB.Q(), v.User.ID, v.IsAdmin(), &groupID)
	return err
}

// BoardFields are the parts of a board read its caller shows: a read does
// only the work of the parts asked for. The group, the page info's absence
// and the reader's markers (lastReadAt) come with every read.
type BoardFields struct {
	Messages bool // the page of messages and its page info
	Totals   bool // totalCount and counts[].count
	Unread   bool // unreadCount and counts[].unread
	Version  bool // version
}

// AllBoardFields reads the whole board but its version (the REST shape has none).
var AllBoardFields = BoardFields{Messages: true, Totals: true, Unread: true}

// Board returns a page of the board of group groupID (nil: the reader's own
// group) as user readerID sees it (unread flags and counts by their markers):
// newest first, optionally one type, after the cursor of the previous page.
// The viewer must be that reader or an admin; the reader must belong to the
// group unless an admin asks.
func (b *Boards) Board(ctx context.Context, readerID int64, groupID *int64, typ *journey.MessageType, first int, after *string) (Board, error) {
	return b.BoardParts(ctx, readerID, groupID, typ, first, after, AllBoardFields)
}

// BoardParts is Board reading only the parts in fields, in one statement
// (the group, the markers, the counts and the page asked for).
func (b *Boards) BoardParts(ctx context.Context, readerID int64, groupID *int64, typ *journey.MessageType, first int, after *string, fields BoardFields) (Board, error) {
	reader, err := account.Subject(ctx, b.DB.Q(), readerID)
	if err != nil {
		return Board{}, err
	}
	counts, page, err := boardRead(typ, first, after, fields)
	if err != nil {
		return Board{}, err
	}
	state, err := b.boardState(ctx, reader.ID, groupID, counts, page)
	if err != nil {
		return Board{}, err
	}
	return boardOf(state, reader.ID, first, fields), nil
}

// ViewerBoard is BoardParts for the signed-in viewer. When the request's
// session has not been checked yet, the viewer's own board is read with
// their user row in one statement, and the session is checked against that
// row (as Authenticate would) before anything read is answered: one round
// trip for the whole request.
func (b *Boards) ViewerBoard(ctx context.Context, groupID *int64, typ *journey.MessageType, first int, after *string, fields BoardFields) (Board, error) {
	session := auth.PendingSession(ctx)
	if session == nil || groupID != nil {
		me, err := auth.ViewerID(ctx)
		if err != nil {
			return Board{}, err
		}
		return b.BoardParts(ctx, me, groupID, typ, first, after, fields)
	}
	counts, page, err := boardRead(typ, first, after, fields)
	if err != nil {
		if _, aerr := auth.RequireViewer(ctx); aerr != nil {
			return Board{}, aerr
		}
		return Board{}, err
	}
	state, err := b.DB.Q().ReadBoard(ctx, db.BoardRead{Reader: session.Claims.UserID, Today: b.today(), WithUser: true, Counts: counts, Page: page})
	if err != nil {
		return Board{}, err
	}
	var viewer *auth.Viewer
	if state == nil || state.User == nil {
		// No group (or no user): the session is checked on its own.
		viewer, err = session.Viewer(ctx)
	} else {
		viewer, err = session.Settle(account.SessionViewer(session.Claims, *state.User))
	}
	if err != nil {
		return Board{}, err
	}
	if state == nil {
		return Board{}, errNoBoard
	}
	return boardOf(*state, viewer.User.ID, first, fields), nil
}

// boardRead checks a board page's arguments and says what the read needs.
func boardRead(typ *journey.MessageType, first int, after *string, fields BoardFields) (db.Counts, *db.PageOf, error) {
	if err := db.CheckPageSize(first); err != nil {
		return db.NoCounts, nil, err
	}
	var cursor *db.Cursor
	if after != nil && *after != "" {
		c, err := db.DecodeCursor(db.BoardList, *after)
		if err != nil {
			return db.NoCounts, nil, err
		}
		cursor = &c
	}
	counts := db.NoCounts
	switch {
	case fields.Unread:
		counts = db.TotalsAndUnread
	case fields.Totals:
		counts = db.Totals
	}
	if fields.Version {
		counts |= db.Versioned
	}
	var page *db.PageOf
	if fields.Messages {
		page = &db.PageOf{Type: typ, After: cursor, Limit: first + 1}
	}
	return counts, page, nil
}

// boardOf is the board in state as reader readerID sees it.
func boardOf(state db.BoardState, readerID int64, first int, fields BoardFields) Board {
	b := Board{GroupID: state.GroupID, GroupName: state.GroupName, Version: int(state.Version)}
	if fields.Messages {
		msgs := state.Messages
		if len(msgs) > first {
			msgs = msgs[:first]
			b.PageInfo.HasNextPage = true
		}
		if n := len(msgs); n > 0 {
			c := db.EncodeCursor(db.BoardList, db.Cursor{CreatedAt: msgs[n-1].CreatedAt, ID: msgs[n-1].ID})
			b.PageInfo.EndCursor = &c
		}
		b.Messages = make([]journey.BoardMessage, len(msgs))
		for i, m := range msgs {
			b.Messages[i] = journey.ViewedBy(m, readerID, state.Markers)
		}
	}
	byType := map[journey.MessageType]db.TypeCount{}
	for _, c := range state.Counts {
		byType[c.Type] = c
		b.TotalCount += c.Count
		b.UnreadCount += c.Unread
	}
	for _, t := range journey.MessageTypes {
		b.Counts = append(b.Counts, journey.TypeCount{Type: t, Count: byType[t].Count, Unread: byType[t].Unread})
	}
	if at, ok := state.Markers["all"]; ok {
		b.LastReadAt = &at
	}
	return b
}

// boardState reads, in one statement, the board of group groupID (nil: the
// reader's own group) with the reader's markers and the counts asked for,
// checking as boardGroup does that the reader may see it.
func (b *Boards) boardState(ctx context.Context, readerID int64, groupID *int64, counts db.Counts, page *db.PageOf) (db.BoardState, error) {
	state, err := b.DB.Q().ReadBoard(ctx, db.BoardRead{Reader: readerID, Group: groupID, Today: b.today(), Counts: counts, Page: page})
	if err != nil {
		return db.BoardState{}, err
	}
	if state == nil {
		return db.BoardState{}, errNoBoard
	}
	if !state.IsMember && !auth.ViewerFrom(ctx).IsAdmin() {
		return db.BoardState{}, errNotYourBoard
	}
	return *state, nil
}

// PostMessageInput is a new board message.
type PostMessageInput struct {
	Content  string
	Type     *journey.MessageType
	GroupID  *int64
	Title    *string
	Priority *journey.MessagePriority
	// ClientKey is the member's idempotency key (a UUID, optional): a post
	// sent again with the same key changes nothing and answers the message
	// the first send made.
	ClientKey *string
}

// PostMessage puts a message on a board. A member posts plain text to their
// own group (default type encouragement); an admin (admin token) posts a
// titled message to any group with a priority (PostGroupMessage).
func (b *Boards) PostMessage(ctx context.Context, in PostMessageInput) (journey.BoardMessage, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return journey.BoardMessage{}, err
	}
	typ := journey.TypeEncouragement
	if in.Type != nil {
		typ = *in.Type
	}
	key, err := journey.ParseClientKey("clientKey", in.ClientKey)
	if err != nil {
		return journey.BoardMessage{}, err
	}
	if v.IsAdmin() {
		if key != "" {
			return journey.BoardMessage{}, journey.FieldError(journey.EINVALID, "clientKey",
				"The programme team's posts are not queued offline; send them without a clientKey.")
		}
		if in.GroupID == nil {
			return journey.BoardMessage{}, journey.FieldError(journey.EINVALID, "groupId", "Choose the group to post to.")
		}
		g := GroupMessageInput{GroupID: *in.GroupID, Content: in.Content, Type: typ, Priority: journey.PriorityNormal}
		if in.Title != nil {
			g.Title = *in.Title
		}
		if in.Priority != nil {
			g.Priority = *in.Priority
		}
		adm, err := b.Admin(ctx)
		if err != nil {
			return journey.BoardMessage{}, err
		}
		m, err := adm.PostGroupMessage(ctx, g)
		return journey.ViewedBy(m, v.User.ID, nil), err
	}

	content, err := journey.CleanContent(in.Content)
	if err != nil {
		return journey.BoardMessage{}, err
	}
	switch {
	case !typ.Valid():
		return journey.BoardMessage{}, journey.FieldError(journey.EINVALID, "type", "Unknown message type %q.", typ)
	case in.Title != nil || in.Priority != nil:
		return journey.BoardMessage{}, journey.Errorf(journey.EINVALID, "Only the programme team can set a title or a priority.")
	case !typ.MemberMayPost():
		return journey.BoardMessage{}, journey.FieldError(journey.EINVALID, "type", "Reminders and announcements are posted by the programme team; choose another type.")
	}
	m := journey.Message{Source: journey.SourceUser, AuthorID: &v.User.ID, AuthorName: v.User.Name,
		Content: content, Type: typ, Priority: journey.PriorityNormal}
	err = b.DB.InTx(ctx, func(q *db.Queries) error {
		if key != "" {
			claim, err := q.ClaimClientKey(ctx, v.User.ID, key, db.KeyPostMessage, nil)
			if err != nil {
				return err
			}
			if !claim.Fresh {
				return b.replayedMessage(ctx, q, claim, &m)
			}
		}
		g, err := b.boardGroup(ctx, q, v.User.ID, v.IsAdmin(), in.GroupID)
		if journey.ErrorCode(err) == journey.EFORBIDDEN {
			return journey.Errorf(journey.EFORBIDDEN, "You can only post to your own group's board.")
		}
		if err != nil {
			return err
		}
		if g.Ended(b.today()) {
			return journey.Errorf(journey.EINVALID,
				"%s ended on %s, so its board is closed for posting; you can still read it.", g.Name, g.EndDate)
		}
		m.GroupID = g.ID
		if err := q.CreateMessage(ctx, &m); err != nil {
			return err
		}
		if key != "" {
			return q.SetClientKeyResult(ctx, v.User.ID, key, m.ID)
		}
		return nil
	})
	if err != nil {
		return journey.BoardMessage{}, err
	}
	return journey.ViewedBy(m, v.User.ID, nil), nil
}

// replayedMessage loads into m the message a replayed key's first send
// made, as it is now.
func (b *Boards) replayedMessage(ctx context.Context, q *db.Queries, claim db.ClientKeyClaim, m *journey.Message) error {
	if claim.ResultID == nil { // set in the claim's own transaction
		return fmt.Errorf("board: a replayed post's client key names no message")
	}
	saved, err := q.MessageByID(ctx, *claim.ResultID)
	if journey.ErrorCode(err) == journey.ENOTFOUND {
		return journey.FieldError(journey.EINVALID, "clientKey",
			"The message sent with this clientKey was posted, and has since been removed from the board.")
	}
	if err != nil {
		return fmt.Errorf("board: unable to load the message of a replayed post: %w", err)
	}
	*m = saved
	return nil
}

// MarkBoardRead moves the viewer's all-types marker to until, or to the
// newest message + 1 s (Mark All as Read).
func (b *Boards) MarkBoardRead(ctx context.Context, groupID *int64, until *time.Time) (BoardReadState, error) {
	return b.markRead(ctx, groupID, nil, until)
}

// MarkTypeRead moves the viewer's marker for one type to that type's newest
// message + 1 s (choosing the type filter).
func (b *Boards) MarkTypeRead(ctx context.Context, groupID *int64, typ journey.MessageType) (BoardReadState, error) {
	if !typ.Valid() {
		return BoardReadState{}, journey.Errorf(journey.EINVALID, "Unknown message type %q.", typ)
	}
	return b.markRead(ctx, groupID, &typ, nil)
}

func (b *Boards) markRead(ctx context.Context, groupID *int64, typ *journey.MessageType, until *time.Time) (BoardReadState, error) {
	v, err := auth.RequireViewer(ctx)
	if err != nil {
		return BoardReadState{}, err
	}
	var state BoardReadState
	err = b.DB.InTx(ctx, func(q *db.Queries) error {
		g, err := b.boardGroup(ctx, q, v.User.ID, v.IsAdmin(), groupID)
		if err != nil {
			return err
		}
		// A marker never passes the newest message + 1 s: markers only move
		// forward, so one set in the future would hide every later message.
		newest, err := q.NewestMessageAt(ctx, g.ID, typ)
		if err != nil {
			return err
		}
		var at *time.Time
		if newest != nil {
			t := journey.MarkAllReadAt(*newest)
			at = &t
			if until != nil && until.Before(t) {
				at = until
			}
		}
		marker := "all"
		if typ != nil {
			marker = string(*typ)
		}
		if at != nil {
			if err := q.MarkRead(ctx, v.User.ID, g.ID, marker, *at); err != nil {
				return err
			}
		}
		after, err := q.ReadBoard(ctx, db.BoardRead{Reader: v.User.ID, Group: &g.ID, Counts: db.TotalsAndUnread})
		if err != nil {
			return err
		}
		state = BoardReadState{GroupID: g.ID}
		for _, c := range after.Counts {
			state.UnreadCount += c.Unread
		}
		if t, ok := after.Markers["all"]; ok {
			state.LastReadAt = &t
		}
		return nil
	})
	return state, err
}
