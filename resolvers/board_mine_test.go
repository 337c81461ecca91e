package resolvers_test

import (
	"fmt"
	"net/http/httptest"
	"testing"
	"time"

	"journey365/app/apptest"
)

// A member is offered Report only on others' messages: `mine` tells the
// viewer's own messages apart on the board, in the post's answer and in a
// live event, whoever else shares the author's name.
func TestMineMarksTheViewersOwnMessages(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	ruth := registeredMember(t, a, "ruth@example.com")
	naomi := registeredMember(t, a, "naomi@example.com")
	group := groupOf(t, a, "naomi@example.com")

	var posted struct{ PostMessage struct{ Mine bool } }
	a.GraphQL(ruth).MustPost(`mutation { postMessage(input: {content: "from Ruth"}) { mine } }`, &posted)
	if !posted.PostMessage.Mine {
		t.Errorf("the post's answer: mine = false, want true")
	}

	const board = `{ board { messages { content mine } } }`
	type boardMine struct {
		Board struct {
			Messages []struct {
				Content string
				Mine    bool
			}
		}
	}
	for _, tc := range []struct {
		who   string
		token string
		want  bool
	}{{"the author", ruth, true}, {"another member", naomi, false}} {
		var got boardMine
		a.GraphQL(tc.token).MustPost(board, &got)
		if len(got.Board.Messages) != 1 || got.Board.Messages[0].Mine != tc.want {
			t.Errorf("%s's board: %+v, want one message with mine = %v", tc.who, got.Board.Messages, tc.want)
		}
	}

	srv := httptest.NewServer(a.Handler)
	defer srv.Close()
	sub := apptest.MustSubscribe(t, srv, naomi, `subscription($g: ID!, $v: Int) { boardEvents(groupId: $g, since: $v) { message { content mine } } }`,
		map[string]any{"g": fmt.Sprint(group), "v": boardVersion(t, a, naomi)})
	defer sub.Close()
	waitFor(t, func() bool { return a.Live.Broker.Count() == 1 })
	post(t, a, ruth, map[string]any{"content": "live from Ruth"})
	var ev struct {
		BoardEvents struct {
			Message struct {
				Content string
				Mine    bool
			}
		}
	}
	// The first post's notice, even if still on its way when the feed
	// starts, is at or below the version Naomi read: the live post comes first.
	sub.MustNext(&ev, 5*time.Second)
	if ev.BoardEvents.Message.Content != "live from Ruth" || ev.BoardEvents.Message.Mine {
		t.Errorf("Naomi's live event: %+v, want Ruth's message with mine = false", ev.BoardEvents.Message)
	}
}
