package push_test

import (
	"strings"
	"testing"
	"time"

	"journey365/locale"
	"journey365/push/pushtest"
)

// A Spanish member's notifications are in Spanish (the day, the milestone
// by its Spanish name, the board news), an English member's as before: each
// in their own language, from the same pass.
func TestSpanishMembersNotifications(t *testing.T) {
	w := newWorld(t)
	rut, rutToken := w.member(t, "Rut Lectora")
	_, ruthToken := w.member(t, "Ruth Reader")
	author, _ := w.member(t, "Pablo Autor")
	if err := w.a.DB.Q().SetMemberLocale(t.Context(), rut.ID, locale.Spanish); err != nil {
		t.Fatal(err)
	}
	w.subscribe(t, rutToken, w.srv.Subscribe(t, "rut"))
	w.subscribe(t, ruthToken, w.srv.Subscribe(t, "ruth"))
	for _, token := range []string{rutToken, ruthToken} {
		w.settings(t, token, `{reminder: true, reminderMail: false, boardNews: [ALL]}`)
	}
	// The first pass plans the 07:00 reminders (12:00 UTC); the second sends them.
	for _, at := range []time.Time{time.Date(2026, 11, 22, 11, 0, 0, 0, time.UTC), time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)} {
		if _, err := w.a.Reminders.Pass(t.Context(), at); err != nil {
			t.Fatal(err)
		}
	}
	w.run(t, 1, time.Now)
	pushtest.WaitFor(t, 20*time.Second, "the reminders", func() bool {
		return len(w.srv.Received("rut")) > 0 && len(w.srv.Received("ruth")) > 0
	})
	es, en := notification(t, w.srv.Received("rut")[0]), notification(t, w.srv.Received("ruth")[0])
	if es.Title != "Día 53 de su recorrido" || es.Body != "¿Ya leyó hoy? La Ley: faltan 17 días. Toque para registrar su lectura." || es.URL != "/dashboard" {
		t.Errorf("the Spanish reminder = %+v", es)
	}
	if en.Title != "Day 53 of your journey" || en.Body != "Have you read today? The Law: 17 days to go. Tap to check in." {
		t.Errorf("the English reminder = %+v", en)
	}

	w.post(t, author.ID, "encouragement", 4)
	if n, err := w.a.Push.BoardPass(t.Context(), time.Now()); err != nil || n != 2 {
		t.Fatalf("board pass: %d notifications (%v), want 2", n, err)
	}
	pushtest.WaitFor(t, 20*time.Second, "the board news", func() bool {
		return len(w.srv.Received("rut")) > 1 && len(w.srv.Received("ruth")) > 1
	})
	if n := notification(t, w.srv.Received("rut")[1]); n.Body != "4 mensajes nuevos en October 2026 Group" {
		t.Errorf("the Spanish board news = %+v", n)
	}
	if n := notification(t, w.srv.Received("ruth")[1]); !strings.HasPrefix(n.Body, "4 new messages on ") {
		t.Errorf("the English board news = %+v", n)
	}
}
