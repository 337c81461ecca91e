// Command smtpsink is a real SMTP server for the browser tests: it takes
// mail from anyone on a loopback address (no TLS, no AUTH, as a local relay
// may) and prints each mail it accepted on stdout as one JSON line: from,
// to, subject and the plain-text body, decoded as a mail client would. The
// tests read the links a member would follow from there.
//
//	go run ./cmd/smtpsink -addr 127.0.0.1:2525
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"os"
	"sync"
	"time"

	gosmtp "github.com/emersion/go-smtp"

	"journey365/mail/smtptest"
)

// received is one accepted mail as printed.
type received struct {
	From    string   `json:"from"`
	To      []string `json:"to"`
	Subject string   `json:"subject"`
	Text    string   `json:"text"`
}

func main() {
	addr := flag.String("addr", "127.0.0.1:0", "the loopback address to listen on")
	flag.Parse()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatalf("smtpsink: %v", err)
	}
	out := &printer{enc: json.NewEncoder(os.Stdout)}
	srv := gosmtp.NewServer(gosmtp.BackendFunc(func(*gosmtp.Conn) (gosmtp.Session, error) {
		return &session{out: out}, nil
	}))
	srv.Domain = "localhost"
	srv.ReadTimeout, srv.WriteTimeout = 30*time.Second, 30*time.Second
	fmt.Fprintf(os.Stderr, "smtpsink: listening on %s\n", ln.Addr())
	if err := srv.Serve(ln); err != nil {
		log.Fatalf("smtpsink: %v", err)
	}
}

// printer writes one line per mail, whole, whichever session finished it.
type printer struct {
	mu  sync.Mutex
	enc *json.Encoder
}

func (p *printer) print(m received) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.enc.Encode(m)
}

type session struct {
	out  *printer
	from string
	to   []string
}

func (s *session) Mail(from string, _ *gosmtp.MailOptions) error { s.from = from; return nil }
func (s *session) Rcpt(to string, _ *gosmtp.RcptOptions) error   { s.to = append(s.to, to); return nil }
func (s *session) Reset()                                        { s.from, s.to = "", nil }
func (s *session) Logout() error                                 { return nil }

func (s *session) Data(r io.Reader) error {
	raw, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("smtpsink: reading the message: %w", err)
	}
	p, err := smtptest.ParseRaw(raw)
	if err != nil {
		return &gosmtp.SMTPError{Code: 554, Message: err.Error()}
	}
	return s.out.print(received{From: s.from, To: s.to, Subject: p.Subject, Text: p.Text})
}
