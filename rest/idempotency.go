package rest

import (
	"errors"
	"net/http"
	"strings"

	"journey365/journey"
)

// idempotencyKey reads the Idempotency-Key header of the member's actions
// that the app may queue offline (create-message, milestone-progress,
// check-ins): the GraphQL fields' clientKey, honoured the same way. No
// header is no key.
func idempotencyKey(r *http.Request) (*string, error) {
	h := strings.TrimSpace(r.Header.Get("Idempotency-Key"))
	if h == "" {
		return nil, nil
	}
	key, err := journey.ParseClientKey("Idempotency-Key", &h)
	if err != nil {
		return nil, err
	}
	return &key, nil
}

// keyHeader names the header in an error the service raised about the
// clientKey it was given.
func keyHeader(err error) error {
	var e *journey.Error
	if !errors.As(err, &e) || e.Field != "clientKey" {
		return err
	}
	c := *e
	c.Field = "Idempotency-Key"
	c.Message = strings.ReplaceAll(c.Message, "clientKey", "Idempotency-Key")
	c.Args = make([]any, len(e.Args))
	for i, a := range e.Args {
		if a == "clientKey" {
			a = "Idempotency-Key"
		}
		c.Args[i] = a
	}
	return &c
}
