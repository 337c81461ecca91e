// Package smtptest runs a real SMTP server in the test process
// (emersion/go-smtp) for tests of the mail path: STARTTLS with a
// self-signed certificate the test's client trusts, AUTH PLAIN only after
// STARTTLS, and a record of every mail it accepted. It can be told to
// answer the next deliveries with a temporary (451) or permanent (550)
// refusal, to hang after the message, or to drop the connection in the
// middle of it.
package smtptest

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"fmt"
	"io"
	"math/big"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	netmail "net/mail"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	gosmtp "github.com/emersion/go-smtp"

	"journey365/mail/smtp"
)

// The server's credentials.
const (
	Username = "journey"
	Password = "s3cret pass"
)

// Mode is how the server answers one delivery.
type Mode int

const (
	Accept Mode = iota
	// Temporary answers the message with 451 (try again later).
	Temporary
	// Permanent answers the message with 550 (refused for good).
	Permanent
	// Hang reads the message and never answers (until the test ends).
	Hang
	// Drop closes the connection half way through the message.
	Drop
)

// Mail is one mail the server accepted.
type Mail struct {
	From string
	To   []string
	Raw  []byte
}

// Server is a running SMTP server.
type Server struct {
	t      testing.TB
	srv    *gosmtp.Server
	addr   *net.TCPAddr
	caPool *x509.CertPool
	done   chan struct{}
	// implicitTLS: smtps://
	implicitTLS bool
	// open: no AUTH needed (StartPlain)
	open bool

	mu       sync.Mutex
	modes    []Mode
	mails    []Mail
	attempts int // deliveries begun (DATA), accepted or not
	arrived  chan struct{}
}

// Start runs a server on a free loopback port until the test ends: plain
// SMTP that offers STARTTLS (smtp://).
func Start(t testing.TB) *Server { return start(t, false, false) }

// StartImplicitTLS runs a server that speaks TLS from the first byte (smtps://).
func StartImplicitTLS(t testing.TB) *Server { return start(t, true, false) }

// StartPlain runs a server without TLS or AUTH, as a local relay may be:
// it takes mail from anyone.
func StartPlain(t testing.TB) *Server { return start(t, false, true) }

func start(t testing.TB, implicitTLS, open bool) *Server {
	t.Helper()
	cert, pool := selfSigned(t)
	s := &Server{t: t, caPool: pool, done: make(chan struct{}), arrived: make(chan struct{}, 1)}
	s.srv = gosmtp.NewServer(gosmtp.BackendFunc(func(c *gosmtp.Conn) (gosmtp.Session, error) {
		return &session{s: s, conn: c}, nil
	}))
	s.srv.Domain = "localhost"
	s.open = open
	if !open {
		s.srv.TLSConfig = &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
	}
	s.srv.AllowInsecureAuth = false // AUTH only after STARTTLS
	s.srv.ReadTimeout = 30 * time.Second
	s.srv.WriteTimeout = 30 * time.Second
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s.addr = ln.Addr().(*net.TCPAddr)
	s.implicitTLS = implicitTLS
	if implicitTLS {
		ln = tls.NewListener(ln, s.srv.TLSConfig)
	}
	go func() { _ = s.srv.Serve(ln) }()
	t.Cleanup(func() {
		close(s.done)
		_ = s.srv.Close()
	})
	return s
}

// URL is the server as SMTP_URL gives it, with its credentials.
func (s *Server) URL() string {
	scheme := "smtp"
	if s.implicitTLS {
		scheme = "smtps"
	}
	if s.open {
		return fmt.Sprintf("%s://%s", scheme, s.addr)
	}
	return fmt.Sprintf("%s://%s:%s@%s", scheme, Username, strings.ReplaceAll(Password, " ", "%20"), s.addr)
}

// Config is the SMTP configuration of URL with a client TLS setting that
// trusts the server's certificate, sending from from, giving up on an
// exchange after timeout.
func (s *Server) Config(from string, timeout time.Duration) smtp.Config {
	s.t.Helper()
	c, err := smtp.ParseURL(s.URL())
	if err != nil {
		s.t.Fatal(err)
	}
	c.From, c.Timeout = from, timeout
	c.TLS = &tls.Config{RootCAs: s.caPool, ServerName: "127.0.0.1", MinVersion: tls.VersionTLS12}
	return c
}

// Sender is a sender to this server (see Config).
func (s *Server) Sender(from string, timeout time.Duration) *smtp.Sender {
	s.t.Helper()
	snd, err := smtp.New(s.Config(from, timeout))
	if err != nil {
		s.t.Fatal(err)
	}
	return snd
}

// Next sets how the next deliveries are answered, in turn; after them,
// every delivery is accepted.
func (s *Server) Next(modes ...Mode) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.modes = append(s.modes, modes...)
}

// Mails is every mail accepted so far.
func (s *Server) Mails() []Mail {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Mail(nil), s.mails...)
}

// Attempts is how many messages were begun, accepted or not.
func (s *Server) Attempts() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.attempts
}

// WaitFor waits until n mails were accepted, failing the test after timeout.
func (s *Server) WaitFor(n int, timeout time.Duration) []Mail {
	s.t.Helper()
	deadline := time.After(timeout)
	for {
		if m := s.Mails(); len(m) >= n {
			return m
		}
		select {
		case <-s.arrived:
		case <-deadline:
			s.t.Fatalf("the SMTP server received %d mails in %s, want %d", len(s.Mails()), timeout, n)
		}
	}
}

func (s *Server) nextMode() Mode {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.attempts++
	if len(s.modes) == 0 {
		return Accept
	}
	m := s.modes[0]
	s.modes = s.modes[1:]
	return m
}

type session struct {
	s      *Server
	conn   *gosmtp.Conn
	authed bool
	from   string
	to     []string
}

func (se *session) AuthMechanisms() []string { return []string{sasl.Plain} }

func (se *session) Auth(mech string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(identity, username, password string) error {
		if username != Username || password != Password {
			return errors.New("invalid credentials")
		}
		se.authed = true
		return nil
	}), nil
}

func (se *session) Mail(from string, _ *gosmtp.MailOptions) error {
	if !se.authed && !se.s.open {
		return gosmtp.ErrAuthRequired
	}
	se.from = from
	return nil
}

func (se *session) Rcpt(to string, _ *gosmtp.RcptOptions) error {
	se.to = append(se.to, to)
	return nil
}

func (se *session) Data(r io.Reader) error {
	switch se.s.nextMode() {
	case Temporary:
		_, _ = io.Copy(io.Discard, r)
		return &gosmtp.SMTPError{Code: 451, EnhancedCode: gosmtp.EnhancedCode{4, 3, 0}, Message: "Mailbox busy, try again later"}
	case Permanent:
		_, _ = io.Copy(io.Discard, r)
		return &gosmtp.SMTPError{Code: 550, EnhancedCode: gosmtp.EnhancedCode{5, 1, 1}, Message: "No such mailbox here"}
	case Hang:
		_, _ = io.Copy(io.Discard, r)
		select {
		case <-se.s.done:
		case <-time.After(time.Minute):
		}
		return errors.New("hung")
	case Drop:
		_, _ = io.CopyN(io.Discard, r, 64)
		_ = se.conn.Conn().Close()
		return errors.New("dropped")
	}
	raw, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	se.s.mu.Lock()
	se.s.mails = append(se.s.mails, Mail{From: se.from, To: append([]string(nil), se.to...), Raw: raw})
	se.s.mu.Unlock()
	select {
	case se.s.arrived <- struct{}{}:
	default:
	}
	return nil
}

func (se *session) Reset()        { se.from, se.to = "", nil }
func (se *session) Logout() error { return nil }

// Parsed is a received mail read as a mail client would.
type Parsed struct {
	Header      netmail.Header
	Subject     string // decoded
	Text, HTML  string
	Attachments []Attachment
}

// Attachment is a file in a received mail.
type Attachment struct {
	Name, ContentType string
	Data              []byte
}

// Parse reads m's headers and MIME parts (decoding transfer encodings).
func (m Mail) Parse(t testing.TB) Parsed {
	t.Helper()
	p, err := ParseRaw(m.Raw)
	if err != nil {
		t.Fatalf("%v\n%s", err, m.Raw)
	}
	return p
}

// ParseRaw reads a raw mail's headers and MIME parts as a mail client
// would (decoding transfer encodings and the subject).
func ParseRaw(raw []byte) (Parsed, error) {
	msg, err := netmail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return Parsed{}, fmt.Errorf("unreadable mail: %w", err)
	}
	var dec mime.WordDecoder
	subject, err := dec.DecodeHeader(msg.Header.Get("Subject"))
	if err != nil {
		return Parsed{}, fmt.Errorf("unreadable subject: %w", err)
	}
	p := Parsed{Header: msg.Header, Subject: subject}
	if err := walk(&p, msg.Header.Get("Content-Type"), msg.Header.Get("Content-Transfer-Encoding"), "", msg.Body); err != nil {
		return Parsed{}, fmt.Errorf("unreadable MIME: %w", err)
	}
	return p, nil
}

func walk(p *Parsed, contentType, encoding, disposition string, body io.Reader) error {
	mediaType, params, err := mime.ParseMediaType(contentType)
	if err != nil {
		return err
	}
	if strings.HasPrefix(mediaType, "multipart/") {
		mr := multipart.NewReader(body, params["boundary"])
		for {
			part, err := mr.NextRawPart()
			if err == io.EOF {
				return nil
			}
			if err != nil {
				return err
			}
			if err := walk(p, part.Header.Get("Content-Type"), part.Header.Get("Content-Transfer-Encoding"),
				part.Header.Get("Content-Disposition"), part); err != nil {
				return err
			}
		}
	}
	var r io.Reader = body
	switch strings.ToLower(encoding) {
	case "base64":
		r = base64Reader(body)
	case "quoted-printable":
		r = quotedprintable.NewReader(body)
	}
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	_, dparams, _ := mime.ParseMediaType(disposition)
	switch {
	case strings.HasPrefix(disposition, "attachment"):
		name := dparams["filename"]
		if name == "" {
			name = params["name"]
		}
		p.Attachments = append(p.Attachments, Attachment{Name: name, ContentType: mediaType, Data: data})
	case mediaType == "text/plain":
		p.Text = string(data)
	case mediaType == "text/html":
		p.HTML = string(data)
	default:
		p.Attachments = append(p.Attachments, Attachment{Name: params["name"], ContentType: mediaType, Data: data})
	}
	return nil
}

func selfSigned(t testing.TB) (tls.Certificate, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: "smtptest"},
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().Add(24 * time.Hour),
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IPAddresses:           []net.IP{net.IPv4(127, 0, 0, 1)},
		DNSNames:              []string{"localhost"},
		IsCA:                  true,
		BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	leaf, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(leaf)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}, pool
}
