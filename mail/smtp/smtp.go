// Package smtp delivers mail.Message values to an SMTP server (SMTP_URL)
// with wneessen/go-mail, and says whether a failure is worth trying again.
package smtp

import (
	"bytes"
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/textproto"
	"net/url"
	"strconv"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"

	"journey365/mail"
)

// DefaultTimeout bounds connecting and each exchange with the server
// (a server that stops answering mid-message is given up after this long).
const DefaultTimeout = 30 * time.Second

// Config is where and how mail is sent.
type Config struct {
	Host string
	Port int
	// ImplicitTLS: smtps://, TLS from the first byte (port 465 by default).
	ImplicitTLS bool
	// RequireTLS: smtp:// to a host other than loopback must upgrade with
	// STARTTLS, or nothing is sent (credentials and mail never cross a
	// network in clear). To a loopback host (a local relay or test server),
	// STARTTLS is used when offered and plain SMTP otherwise.
	RequireTLS bool
	Username   string
	Password   string
	// From is the sender, e.g. "Journey 365 <no-reply@journey365.example>".
	From string
	// Timeout bounds the connection and each exchange; DefaultTimeout when 0.
	Timeout time.Duration
	// TLS, when set, replaces the default TLS settings (tests trust their
	// own certificate with it).
	TLS *tls.Config
}

// ParseURL reads SMTP_URL: smtp://[user[:pass]@]host[:port] (STARTTLS,
// port 587 by default) or smtps://[user[:pass]@]host[:port] (implicit TLS,
// port 465 by default). Anything else is an error that says what is wrong,
// without the password.
func ParseURL(raw string) (Config, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return Config{}, errors.New("SMTP_URL is not a URL; expected smtp://user:pass@host:587 or smtps://user:pass@host:465")
	}
	var c Config
	switch u.Scheme {
	case "smtp":
		c.Port = 587
	case "smtps":
		c.ImplicitTLS, c.Port = true, 465
	default:
		return Config{}, fmt.Errorf("SMTP_URL must start with smtp:// (STARTTLS) or smtps:// (implicit TLS), not %q", u.Scheme+":")
	}
	if u.Opaque != "" || u.Host == "" {
		return Config{}, errors.New("SMTP_URL has no host; expected smtp://user:pass@host:587")
	}
	if (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" {
		return Config{}, errors.New("SMTP_URL must be only scheme, credentials, host and port")
	}
	c.Host = u.Hostname()
	if c.Host == "" {
		return Config{}, errors.New("SMTP_URL has no host; expected smtp://user:pass@host:587")
	}
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 {
			return Config{}, fmt.Errorf("SMTP_URL's port must be between 1 and 65535, not %q", p)
		}
		c.Port = n
	}
	if u.User != nil {
		c.Username = u.User.Username()
		c.Password, _ = u.User.Password()
		if c.Username == "" {
			return Config{}, errors.New("SMTP_URL has a password but no user name")
		}
	}
	c.RequireTLS = !c.ImplicitTLS && !isLoopback(c.Host)
	return c, nil
}

func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Sender sends mail through one configured server, a new connection per
// mail (the outbox sends a handful at a time; a pooled connection would
// only add a state to recover from).
type Sender struct {
	cfg Config
}

// New checks cfg and returns its sender.
func New(cfg Config) (*Sender, error) {
	if cfg.Host == "" || cfg.Port == 0 {
		return nil, errors.New("smtp: no server")
	}
	if err := gomail.NewMsg().From(cfg.From); err != nil {
		return nil, fmt.Errorf("SMTP_FROM %q is not an address like \"Journey 365 <no-reply@example.org>\": %w", cfg.From, err)
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	s := &Sender{cfg: cfg}
	if _, err := s.client(); err != nil {
		return nil, fmt.Errorf("smtp: %w", err)
	}
	return s, nil
}

// From is the sender's address as configured (SMTP_FROM).
func (s *Sender) From() string { return s.cfg.From }

// Server is host:port, for logs (never the credentials).
func (s *Sender) Server() string {
	scheme := "smtp"
	if s.cfg.ImplicitTLS {
		scheme = "smtps"
	}
	return fmt.Sprintf("%s://%s", scheme, net.JoinHostPort(s.cfg.Host, strconv.Itoa(s.cfg.Port)))
}

// DeliveryTimeout bounds one Send: twice the per-exchange timeout.
func (s *Sender) DeliveryTimeout() time.Duration { return 2 * s.cfg.Timeout }

// Send delivers m, tagged with messageID (stable for one outbox row, so a
// mail sent twice after a crash can be recognised as one). The error says
// whether trying again may help (Permanent).
func (s *Sender) Send(ctx context.Context, m mail.Message, messageID string) error {
	msg, err := s.message(m, messageID)
	if err != nil {
		return &Error{Err: err, permanent: true}
	}
	// The whole delivery has a deadline too, and (over smtp://) ends, its
	// connection closed, when ctx does, so an instance that stops is not
	// held up by a server in the middle of a slow answer.
	ctx, cancel := context.WithTimeout(ctx, s.DeliveryTimeout())
	defer cancel()
	var extra []gomail.Option
	if !s.cfg.ImplicitTLS {
		// (smtps:// keeps go-mail's own dialer: with another, go-mail
		// would not know the connection is encrypted and would refuse to
		// sign in with PLAIN or LOGIN over it.)
		extra = append(extra, gomail.WithDialContextFunc(s.dialer(ctx)))
	}
	client, err := s.client(extra...)
	if err != nil {
		return &Error{Err: err}
	}
	if err := client.DialAndSendWithContext(ctx, msg); err != nil {
		return classify(err)
	}
	return nil
}

// dialer connects as go-mail would and closes the connection when sendCtx
// ends.
func (s *Sender) dialer(sendCtx context.Context) gomail.DialContextFunc {
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		conn, err := (&net.Dialer{}).DialContext(ctx, network, addr)
		if err != nil {
			return nil, err
		}
		context.AfterFunc(sendCtx, func() { _ = conn.Close() })
		return conn, nil
	}
}

func (s *Sender) client(extra ...gomail.Option) (*gomail.Client, error) {
	tlsConfig := s.cfg.TLS
	if tlsConfig == nil {
		tlsConfig = &tls.Config{ServerName: s.cfg.Host, MinVersion: tls.VersionTLS12}
	}
	opts := []gomail.Option{
		gomail.WithPort(s.cfg.Port),
		gomail.WithTimeout(s.cfg.Timeout),
		gomail.WithTLSConfig(tlsConfig),
	}
	switch {
	case s.cfg.ImplicitTLS:
		opts = append(opts, gomail.WithSSL())
	case s.cfg.RequireTLS:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	default:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	}
	if s.cfg.Username != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(s.cfg.Username), gomail.WithPassword(s.cfg.Password))
	}
	return gomail.NewClient(s.cfg.Host, append(opts, extra...)...)
}

func (s *Sender) message(m mail.Message, messageID string) (*gomail.Msg, error) {
	msg := gomail.NewMsg()
	if err := msg.From(s.cfg.From); err != nil {
		return nil, fmt.Errorf("the sender %q is not an address: %w", s.cfg.From, err)
	}
	if err := msg.To(m.To); err != nil {
		return nil, fmt.Errorf("the recipient %q is not an address: %w", m.To, err)
	}
	msg.Subject(m.Subject)
	msg.SetMessageIDWithValue(messageID)
	msg.SetDate()
	for name, value := range m.Headers {
		msg.SetGenHeader(gomail.Header(name), value)
	}
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	if m.HTML != "" {
		msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	}
	for _, a := range m.Attachments {
		opts := []gomail.FileOption{}
		if a.ContentType != "" {
			opts = append(opts, gomail.WithFileContentType(gomail.ContentType(a.ContentType)))
		}
		msg.AttachReadSeeker(a.Name, bytes.NewReader(a.Data), opts...)
	}
	return msg, nil
}

// Error is a failed delivery.
type Error struct {
	Err       error
	permanent bool
}

func (e *Error) Error() string { return e.Err.Error() }
func (e *Error) Unwrap() error { return e.Err }

// Permanent tells that the server refused the mail for good (a 5xx answer
// to the mail's own commands, or a mail that cannot be written): trying
// again would be refused again. Everything else (4xx, refused or dropped
// connections, timeouts, TLS and sign-in trouble, which are the server's or
// the configuration's, not the mail's) is worth trying again later.
func (e *Error) Permanent() bool { return e.permanent }

// IsPermanent tells whether err is a delivery the server refused for good.
func IsPermanent(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.permanent
}

func classify(err error) error {
	var se *gomail.SendError
	if errors.As(err, &se) {
		switch se.Reason {
		case gomail.ErrSMTPMailFrom, gomail.ErrSMTPRcptTo, gomail.ErrSMTPData, gomail.ErrSMTPDataClose:
			code := se.ErrorCode()
			if code == 0 {
				var te *textproto.Error
				if errors.As(err, &te) {
					code = te.Code
				}
			}
			if code >= 500 && code <= 599 {
				return &Error{Err: err, permanent: true}
			}
		}
	}
	return &Error{Err: err}
}
