package service_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"journey365/journey"
	"journey365/reqlog"
	"journey365/service"
)

// registerFrom registers a member from client address ip.
func registerFrom(t *testing.T, w *groupsWorld, ip, email string) service.Registration {
	t.Helper()
	reg, err := w.a.Service.Register(reqlog.WithClientIP(context.Background(), ip), service.RegisterInput{
		Name: "Reader " + email, Email: email, City: "Accra", MailingAddress: "1 Ring Road"})
	if err != nil {
		t.Fatalf("register %s from %s: %v", email, ip, err)
	}
	return reg
}

// TestWaitingMemberLeavesTheListWhenPlaced: a member registered with every
// seat taken waits for the open group; an admin placing them (the existing
// add-member action) takes them off the list; the stored network is the
// /24, /48 or the loopback address itself.
func TestWaitingMemberLeavesTheListWhenPlaced(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	var jan journey.Group
	w.a.MustGet(t, &jan.ID, `SELECT id FROM groups WHERE name = 'January 2027 Group'`)
	if _, err := w.a.DB.ExecContext(t.Context(), `UPDATE groups SET max_members = 1 WHERE id = $1`, jan.ID); err != nil {
		t.Fatal(err)
	}
	first := registerFrom(t, w, "198.51.100.7", "first@example.com")
	second := registerFrom(t, w, "2001:db8:1:2::9", "second@example.com")
	third := registerFrom(t, w, "127.0.0.1", "third@example.com")
	if first.Waiting() || !second.Waiting() || !third.Waiting() {
		t.Fatalf("waiting: %v %v %v; want the first placed and the others waiting", first.Waiting(), second.Waiting(), third.Waiting())
	}
	for email, want := range map[string]string{"first@example.com": "198.51.100.0/24",
		"second@example.com": "2001:db8:1::/48", "third@example.com": "127.0.0.1"} {
		var got string
		w.a.MustGet(t, &got, `SELECT registered_network FROM users WHERE email = $1`, email)
		if got != want {
			t.Errorf("%s registered from %s, want %s", email, got, want)
		}
	}
	var wanted int64
	w.a.MustGet(t, &wanted, `SELECT waiting_group_id FROM users WHERE id = $1`, second.User.ID)
	if wanted != jan.ID {
		t.Errorf("the waiting member wants group %d, want January (%d)", wanted, jan.ID)
	}
	if _, err := w.a.DB.ExecContext(t.Context(), `UPDATE groups SET max_members = 3 WHERE id = $1`, jan.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := w.adm.AddGroupMembers(w.ctx, jan.ID, []int64{second.User.ID}); err != nil {
		t.Fatal(err)
	}
	p, err := w.adm.Users(w.ctx, service.UserFilter{Waiting: true}, 50, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p.TotalCount != 1 || p.Nodes[0].ID != third.User.ID {
		t.Errorf("after placing the second member the waiting list has %d: %v", p.TotalCount, p.Nodes)
	}
}

// TestRemoveNetworkRegistrationsKeepsAdminsOtherNetworksAndEarlierOnes: only
// members registered from that network (since the time given) go; bad input
// is invalid on network and removes nobody.
func TestRemoveNetworkRegistrationsKeepsAdminsOtherNetworksAndEarlierOnes(t *testing.T) {
	t.Parallel()
	w := newGroupsWorld(t)
	early := registerFrom(t, w, "198.51.100.1", "early@example.com")
	if _, err := w.a.DB.ExecContext(t.Context(), `UPDATE users SET created_at = now() - interval '2 days' WHERE id = $1`, early.User.ID); err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		registerFrom(t, w, fmt.Sprintf("198.51.100.%d", 10+i), fmt.Sprintf("bot%d@example.net", i))
	}
	registerFrom(t, w, "198.51.101.1", "other@example.com")
	// An admin who happens to have registered from that network stays.
	if _, err := w.a.DB.ExecContext(t.Context(), `UPDATE users SET role = 'admin' WHERE email = 'bot0@example.net'`); err != nil {
		t.Fatal(err)
	}
	before := usersSnapshot(t, w.a)
	for _, bad := range []string{"", "  ", "everyone", "198.51.100.0/33"} {
		_, err := w.adm.RemoveNetworkRegistrations(w.ctx, bad, nil)
		wantFieldError(t, fmt.Sprintf("network %q", bad), err, journey.EINVALID, "network", "network")
	}
	if usersSnapshot(t, w.a) != before {
		t.Fatal("a refused removal changed users")
	}
	since := time.Now().Add(-time.Hour)
	n, err := w.adm.RemoveNetworkRegistrations(w.ctx, "198.51.100.0/24", &since)
	if err != nil || n != 2 {
		t.Fatalf("removed %d (%v), want the 2 members registered from that network in the last hour", n, err)
	}
	var left []string
	if err := w.a.DB.Select(&left, `SELECT email FROM users ORDER BY email`); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(left) != fmt.Sprint([]string{"ada@example.com", "bot0@example.net", "early@example.com", "other@example.com"}) {
		t.Errorf("left: %v", left)
	}
	if got := countOf(t, w.a, `SELECT count(*) FROM audit_log WHERE action = 'user.delete' AND changes::text LIKE '%198.51.100.0/24%'`); got != 2 {
		t.Errorf("%d audit rows name the network, want 2", got)
	}
}
