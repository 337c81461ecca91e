package app_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"journey365/app"
	"journey365/daily"
	"journey365/db"
	"journey365/db/dbtest"
	"journey365/live"
	"journey365/mail"
	"journey365/mail/smtptest"
	"journey365/outbox"
	"journey365/service"
)

// Start runs the outbox sender with the instance: a mail queued and
// committed is delivered at once (the poll is an hour; the poke after the
// commit wakes it), and stop returns promptly.
func TestStartRunsTheMailSenderUntilStopped(t *testing.T) {
	// Serial: it times stop (2 s), which tests running alongside would stretch.
	url := dbtest.MustURL(t)
	store, err := db.Open(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	srv := smtptest.Start(t)
	svc := service.New(service.Deps{DB: store, Site: mail.Site{Name: "Journey 365", BaseURL: "https://journey365.example"}})
	svc.Mailer = srv.Sender("Journey 365 <no-reply@journey365.example>", 5*time.Second)
	ready := make(chan struct{})
	stop := app.Start(context.Background(), app.Capabilities{Service: svc, Live: live.New(live.Deps{DB: store}), Daily: &daily.Job{DB: store}}, app.Background{DatabaseURL: url, ListenerReady: func() { close(ready) },
		Mail: outbox.Options{Poll: time.Hour}})
	<-ready

	m, err := mail.PasswordReset(svc.Site, "ada@example.com", mail.ResetData{Name: "Ada", Link: svc.Site.Link("/reset-password?token=t")})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.Q().EnqueueEmail(t.Context(), m); err != nil {
		t.Fatal(err)
	}
	svc.WakeMailSender()
	got := srv.WaitFor(1, 5*time.Second)
	if p := got[0].Parse(t); !strings.Contains(p.Text, "https://journey365.example/reset-password?token=t") {
		t.Errorf("text = %q", p.Text)
	}
	start := time.Now()
	stop()
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("stop took %s", d)
	}
}
