package locale

import (
	"context"
	"errors"

	"journey365/journey"
)

// T is format filled with args in ctx's language (see Sprintf).
func T(ctx context.Context, format string, args ...any) string {
	return Sprintf(From(ctx), format, args...)
}

// Message is e's message in ctx's language; its English Message as is.
func Message(ctx context.Context, e *journey.Error) string {
	tag := From(ctx)
	if tag == English || e.Format == "" {
		return e.Message
	}
	return Sprintf(tag, e.Format, e.Args...)
}

// ErrorMessage is journey.ErrorMessage in ctx's language: an *Error's
// message, or the generic sentence that hides internal details.
func ErrorMessage(ctx context.Context, err error) string {
	var e *journey.Error
	switch {
	case err == nil:
		return ""
	case errors.As(err, &e):
		return Message(ctx, e)
	default:
		return T(ctx, journey.InternalMessage)
	}
}

// Text is a fixed text (no placeholders) in ctx's language.
func Text(ctx context.Context, text string) string {
	if t, ok := Lookup(From(ctx), text); ok {
		return t
	}
	return text
}
