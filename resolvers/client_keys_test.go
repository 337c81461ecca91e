package resolvers_test

import (
	"strings"
	"sync"
	"testing"

	"github.com/99designs/gqlgen/client"
)

const postWithKey = `mutation($content: String!, $key: String) {
	postMessage(input: {content: $content, clientKey: $key}) { id content mine } }`

type keyedPost struct {
	PostMessage struct {
		ID      string
		Content string
		Mine    bool
	}
}

// countMessages is how many messages with content are on any board.
func countMessages(t *testing.T, a interface {
	MustGet(testing.TB, any, string, ...any)
}, content string) int {
	t.Helper()
	var n int
	a.MustGet(t, &n, `SELECT count(*) FROM messages WHERE content = $1`, content)
	return n
}

// A post the offline queue sends again (its answer was lost, or two tabs
// flushed at once) is on the board once, and every send answers it.
func TestPostWithTheSameClientKeyIsPostedOnce(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	ruth := registeredMember(t, a, "ruth@example.com")
	c := a.GraphQL(ruth)
	const key = "5b0c7a8e-3d1f-4e2a-9c6b-0d4e5f6a7b8c"

	var first, again keyedPost
	c.MustPost(postWithKey, &first, client.Var("content", "Sent from the train"), client.Var("key", key))
	c.MustPost(postWithKey, &again, client.Var("content", "Sent from the train"), client.Var("key", key))
	if first.PostMessage.ID == "" || again.PostMessage != first.PostMessage {
		t.Errorf("the replay answered %+v, want the first post %+v", again.PostMessage, first.PostMessage)
	}
	if n := countMessages(t, a, "Sent from the train"); n != 1 {
		t.Errorf("%d messages after sending the same key twice, want 1", n)
	}

	// Eight sends of one key at once: one message, and every send answers it.
	const racing = "2f4e6a8c-1b3d-4f5a-8c7e-9d0b1a2c3e4f"
	var wg sync.WaitGroup
	ids := make([]string, 8)
	errs := make([]error, 8)
	for i := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var resp keyedPost
			errs[i] = c.Post(postWithKey, &resp, client.Var("content", "Two tabs at once"), client.Var("key", racing))
			ids[i] = resp.PostMessage.ID
		}()
	}
	wg.Wait()
	for i := range ids {
		if errs[i] != nil || ids[i] != ids[0] || ids[i] == "" {
			t.Errorf("send %d: id %q, err %v; want every send to answer message %q", i, ids[i], errs[i], ids[0])
		}
	}
	if n := countMessages(t, a, "Two tabs at once"); n != 1 {
		t.Errorf("%d messages after 8 concurrent sends of one key, want 1", n)
	}

	// A refused post does not use up its key: the corrected post goes through.
	const refusedKey = "7c9e1a3b-5d7f-4b2d-8e0a-1c3e5f7a9b2d"
	errsGot := a.MustGraphQLErrors(t, ruth, `mutation { postMessage(input: {content: "   ", clientKey: "`+refusedKey+`"}) { id } }`)
	if len(errsGot) != 1 {
		t.Fatalf("an empty post: %+v", errsGot)
	}
	var fixed keyedPost
	c.MustPost(postWithKey, &fixed, client.Var("content", "Now with words"), client.Var("key", refusedKey))
	if n := countMessages(t, a, "Now with words"); n != 1 || fixed.PostMessage.Content != "Now with words" {
		t.Errorf("after a refusal the key posted %+v (%d on the board), want the corrected post once", fixed.PostMessage, n)
	}

	// Another member's key is theirs alone: the same UUID from Naomi posts.
	naomi := registeredMember(t, a, "naomi@example.com")
	var hers keyedPost
	a.GraphQL(naomi).MustPost(postWithKey, &hers, client.Var("content", "Sent from the train"), client.Var("key", key))
	if hers.PostMessage.ID == first.PostMessage.ID || countMessages(t, a, "Sent from the train") != 2 {
		t.Errorf("Naomi's post with Ruth's key answered %+v, want a new message", hers.PostMessage)
	}
}

// A key used for one action and sent with another, or a key that is not a
// UUID, is refused with a message naming clientKey, and nothing changes.
func TestClientKeyOfAnotherActionIsRefused(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	ruth := registeredMember(t, a, "ruth@example.com")
	a.SetToday(t, "2027-08-01") // milestones 1 to 4 open
	const key = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"
	var resp keyedPost
	a.GraphQL(ruth).MustPost(postWithKey, &resp, client.Var("content", "First use"), client.Var("key", key))

	for _, tc := range []struct {
		what, query, says string
	}{
		{"the post's key for a milestone", `mutation { setMissingDays(milestoneId: 1, missingDays: 3, clientKey: "` + key + `") { id } }`,
			"already used for another action (postMessage)"},
		{"a key that is not a UUID", `mutation { postMessage(input: {content: "x", clientKey: "not-a-uuid"}) { id } }`,
			"clientKey must be a UUID"},
		{"a milestone's key that is not a UUID", `mutation { setMissingDays(milestoneId: 1, missingDays: 3, clientKey: "12345") { id } }`,
			"clientKey must be a UUID"},
	} {
		errs := a.MustGraphQLErrors(t, ruth, tc.query)
		if len(errs) != 1 || !strings.Contains(errs[0].Message, tc.says) || errs[0].Extensions["field"] != "clientKey" {
			t.Errorf("%s: %+v, want one error on clientKey saying %q", tc.what, errs, tc.says)
		}
	}
	var saved int
	a.MustGet(t, &saved, `SELECT count(*) FROM milestone_progress`)
	if saved != 0 || countMessages(t, a, "x") != 0 {
		t.Errorf("a refused key changed something: %d milestones saved, %d posts of x", saved, countMessages(t, a, "x"))
	}
}

// A milestone entry replayed with its key changes nothing: the member's
// later entry stands, and the replay answers it. The key of one milestone
// sent for another is refused.
func TestSetMissingDaysReplayKeepsTheCurrentEntry(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	token := registeredMember(t, a, "anna@example.com")
	c := a.GraphQL(token)
	a.SetToday(t, "2027-08-01")
	const q = `mutation($id: Int!, $missing: Int, $key: String) {
		setMissingDays(milestoneId: $id, missingDays: $missing, clientKey: $key) { id missingDays grade } }`
	const key = "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a"
	var resp struct {
		SetMissingDays struct {
			ID          int
			MissingDays *int
			Grade       *string
		}
	}
	c.MustPost(q, &resp, client.Var("id", 1), client.Var("missing", 7), client.Var("key", key))
	c.MustPost(q, &resp, client.Var("id", 1), client.Var("missing", 20)) // typed again online
	c.MustPost(q, &resp, client.Var("id", 1), client.Var("missing", 7), client.Var("key", key))
	if m := resp.SetMissingDays; m.ID != 1 || m.MissingDays == nil || *m.MissingDays != 20 {
		t.Errorf("the replay answered %+v, want milestone 1 as it stands (20 missing days)", m)
	}
	var missing int
	a.MustGet(t, &missing, `SELECT missing_days FROM milestone_progress WHERE milestone_id = 1`)
	if missing != 20 {
		t.Errorf("saved missing days = %d after the replay, want 20", missing)
	}
	errs := a.MustGraphQLErrors(t, token, `mutation { setMissingDays(milestoneId: 2, missingDays: 1, clientKey: "`+key+`") { id } }`)
	if len(errs) != 1 || errs[0].Extensions["field"] != "clientKey" || errs[0].Extensions["code"] != "conflict" {
		t.Errorf("milestone 1's key for milestone 2: %+v, want a conflict on clientKey", errs)
	}
}

// The daily job forgets keys older than 30 days: the same key sent after
// that is a new action.
func TestDailyJobPurgesOldClientKeys(t *testing.T) {
	t.Parallel()
	a := freshProgramme(t)
	ruth := registeredMember(t, a, "ruth@example.com")
	c := a.GraphQL(ruth)
	var resp keyedPost
	c.MustPost(postWithKey, &resp, client.Var("content", "Old"), client.Var("key", "11111111-2222-4333-8444-555555555555"))
	c.MustPost(postWithKey, &resp, client.Var("content", "New"), client.Var("key", "66666666-7777-4888-8999-aaaaaaaaaaaa"))
	if _, err := a.DB.ExecContext(t.Context(), `UPDATE client_keys SET created_at = CASE WHEN key = '11111111-2222-4333-8444-555555555555'
		THEN $1::timestamptz - interval '31 days' ELSE $1::timestamptz - interval '29 days' END`, a.Daily.Clock()); err != nil {
		t.Fatal(err)
	}
	if err := a.Daily.Advance(t.Context()); err != nil {
		t.Fatal(err)
	}
	var keys []string
	if err := a.DB.SelectContext(t.Context(), &keys, `SELECT key::text FROM client_keys`); err != nil {
		t.Fatal(err)
	}
	if len(keys) != 1 || keys[0] != "66666666-7777-4888-8999-aaaaaaaaaaaa" {
		t.Errorf("keys after the daily job: %v, want only the recent one", keys)
	}
}
