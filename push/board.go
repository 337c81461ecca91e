package push

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/riverqueue/river"

	"journey365/db"
	"journey365/locale"
)

// Coalesce is the least time between two board news notifications of one
// group: what arrives meanwhile is told in the next one, as a count.
const Coalesce = 5 * time.Minute

// boardTTL is how long board news is worth showing.
const boardTTL = 24 * time.Hour

// boardBatch is how many groups one board pass looks at.
const boardBatch = 200

// boardArgs is the periodic board news pass.
type boardArgs struct{}

func (boardArgs) Kind() string { return "push_board_news" }

type boardWorker struct {
	river.WorkerDefaults[boardArgs]
	p     *Push
	clock func() time.Time
}

func (w *boardWorker) Work(ctx context.Context, _ *river.Job[boardArgs]) error {
	n, err := w.p.BoardPass(ctx, w.clock())
	if n > 0 {
		w.p.Log.Info("board news pass", "notifications", n)
	}
	return err
}

// BoardPass queues board news as of at: for each group with messages past
// its push watermark and no notification in the last Coalesce, one
// notification per device of each member told of some of them ("3 new
// messages on October 2026"), and moves the watermark, in one transaction
// per group (a group another pass holds is skipped). It returns how many
// notifications it queued.
func (p *Push) BoardPass(ctx context.Context, at time.Time) (int, error) {
	groups, err := p.DB.Q().BoardNewsGroups(ctx, at, Coalesce, boardBatch)
	if err != nil || len(groups) == 0 {
		return 0, err
	}
	// the programme's name as the admins set it: the notifications' title
	programme, err := p.DB.Q().ProgrammeName(ctx)
	if err != nil {
		return 0, fmt.Errorf("push: board news: %w", err)
	}
	total := 0
	for _, g := range groups {
		err := p.DB.InTx(ctx, func(q *db.Queries) error {
			news, ok, err := q.TakeBoardNews(ctx, g.GroupID, at, Coalesce)
			if err != nil || !ok {
				return err
			}
			targets := make([]db.PushTarget, len(news.Counts))
			counts := make(map[int64]int, len(news.Counts))
			for i, c := range news.Counts {
				targets[i] = c.PushTarget
				counts[c.SubscriptionID] = c.Count
			}
			n, err := p.queue(ctx, q, targets, func(t db.PushTarget) Notification {
				return boardNotification(programme, g, counts[t.SubscriptionID], locale.Of(t.Locale))
			}, at.Add(boardTTL))
			if err != nil {
				return err
			}
			total += n
			return q.MoveBoardWatermark(ctx, g.GroupID, news.To, at, n > 0)
		})
		if err != nil {
			return total, fmt.Errorf("push: board news of group %d: %w", g.GroupID, err)
		}
	}
	return total, nil
}

// boardNotification tells of n new messages on g's board, in tag's
// language (the member's); tapping it opens that board, and a newer one of
// the same group replaces it.
func boardNotification(programme string, g db.BoardNewsGroup, n int, tag locale.Tag) Notification {
	body := locale.Sprintf(tag, "%d new messages on %s", n, g.Name)
	if n == 1 {
		body = locale.Sprintf(tag, "%d new message on %s", n, g.Name)
	}
	id := strconv.FormatInt(g.GroupID, 10)
	return Notification{Title: programme, Body: body, URL: "/messages?group=" + id, Tag: "board-" + id}
}
