// Package journey holds the domain of Journey 365: its types and rules, with
// no I/O. The db, service, graph and rest packages build on it.
package journey

import (
	"errors"
	"fmt"
	"strings"
)

// Error codes. Each maps to one HTTP status and one GraphQL extensions.code,
// in one place per transport (rest.statusFor, graph.presentError).
const (
	EINVALID      = "invalid"
	ENOTFOUND     = "not_found"
	ECONFLICT     = "conflict"
	EUNAUTHORIZED = "unauthorized"
	EFORBIDDEN    = "forbidden"
	ERATELIMITED  = "rate_limited"
	EUNAVAILABLE  = "unavailable"
	EINTERNAL     = "internal"
)

// Error is a failure the user can act on: its Message is shown to them, in
// English, or in the request's language from Format and Args (the transports
// translate it; package locale). Field, when set, names the input the
// message is about, as the GraphQL input names it ("email",
// "mailingAddress"), so a form can show it beside that input.
type Error struct {
	Code    string
	Message string
	Field   string
	// Format and Args made Message; Format is the message's identity in the
	// catalogues.
	Format string
	Args   []any
}

func (e *Error) Error() string {
	if e.Field != "" {
		return fmt.Sprintf("journey error: code=%s field=%s message=%s", e.Code, e.Field, e.Message)
	}
	return fmt.Sprintf("journey error: code=%s message=%s", e.Code, e.Message)
}

// Errorf builds an Error whose message is shown to the user.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...), Format: format, Args: args}
}

// FieldError builds an Error about one input, named as in the GraphQL input.
func FieldError(code, field, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...), Field: field, Format: format, Args: args}
}

// WithField names the input err is about, when err is an *Error that names
// none yet; any other error is returned as is.
func WithField(err error, field string) error {
	var e *Error
	if !errors.As(err, &e) || e.Field != "" {
		return err
	}
	named := *e
	named.Field = field
	return &named
}

// Errors are several problems with one form, each naming its input, so the
// form can show every message beside its input at once. It reads as its
// first problem: ErrorCode, ErrorMessage and ErrorField find that one.
type Errors []*Error

func (es Errors) Error() string {
	msgs := make([]string, len(es))
	for i, e := range es {
		msgs[i] = e.Error()
	}
	return strings.Join(msgs, "; ")
}

func (es Errors) Unwrap() []error {
	errs := make([]error, len(es))
	for i, e := range es {
		errs[i] = e
	}
	return errs
}

// Join is nil for no problems, the problem itself for one, and Errors for more.
func Join(problems []*Error) error {
	switch len(problems) {
	case 0:
		return nil
	case 1:
		return problems[0]
	default:
		return Errors(problems)
	}
}

// Problems lists the *Errors err holds: every one of an Errors, else the
// first *Error in err's chain; nil when it holds none.
func Problems(err error) []*Error {
	var es Errors
	if errors.As(err, &es) {
		return es
	}
	var e *Error
	if errors.As(err, &e) {
		return []*Error{e}
	}
	return nil
}

// ErrorField is the input err's first *Error names, or "".
func ErrorField(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Field
	}
	return ""
}

// ErrorCode is the code of err's first *Error, EINTERNAL for any other error
// and "" for nil.
func ErrorCode(err error) string {
	var e *Error
	switch {
	case err == nil:
		return ""
	case errors.As(err, &e):
		return e.Code
	default:
		return EINTERNAL
	}
}

// ErrorMessage is the user-facing text of err: an *Error's message, or a
// generic sentence that hides internal details.
func ErrorMessage(err error) string {
	var e *Error
	switch {
	case err == nil:
		return ""
	case errors.As(err, &e):
		return e.Message
	default:
		return InternalMessage
	}
}

// InternalMessage is what the user reads of a failure of ours.
const InternalMessage = "Something went wrong on our side. Please try again."

// ErrTooManyAttempts is the answer to a client past its attempts for the
// minute (sign-ins, sign-ups, gifts).
var ErrTooManyAttempts = Errorf(ERATELIMITED, "Too many attempts. Please wait a minute and try again.")
