// Package rest serves the /api shims: the specification's paths and JSON
// shapes for clients other than the React app, calling the same service as
// the GraphQL resolvers. Every answer is {success, data} or
// {success:false, error:{message, code, field}}; every route goes through one
// adapter (handle.go).
package rest

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"reflect"
	"strconv"
	"strings"

	"journey365/journey"
	"journey365/locale"
	"journey365/reqlog"
	"journey365/service"
)

// maxBody bounds a request body: the largest form (a user) is far smaller.
const maxBody = 64 << 10

// envelope is a failure's answer (successes are dataEnvelope).
type envelope struct {
	Success bool       `json:"success"`
	Error   *errorBody `json:"error"`
}

type errorBody struct {
	Message string `json:"message"`
	Code    string `json:"code"`
	// Field is the body key the message is about, when it is about one.
	Field string `json:"field,omitempty"`
	// Details lists every wrong input when there are several (message and
	// field are the first of them).
	Details []errorDetail `json:"details,omitempty"`
}

type errorDetail struct {
	Message string `json:"message"`
	Field   string `json:"field,omitempty"`
}

// statusFor is the one place where domain error codes become HTTP statuses.
func statusFor(code string) int {
	switch code {
	case journey.EINVALID:
		return http.StatusBadRequest
	case journey.EUNAUTHORIZED:
		return http.StatusUnauthorized
	case journey.EFORBIDDEN:
		return http.StatusForbidden
	case journey.ENOTFOUND:
		return http.StatusNotFound
	case journey.ECONFLICT:
		return http.StatusConflict
	case journey.ERATELIMITED:
		return http.StatusTooManyRequests
	case journey.EUNAVAILABLE:
		return http.StatusServiceUnavailable
	default:
		return http.StatusInternalServerError
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// writeError answers with err's status and user-facing message; internal
// errors are logged here, once, with the request id.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	err = service.PublicError(err)
	ctx := r.Context()
	code := journey.ErrorCode(err)
	msg := locale.ErrorMessage(ctx, err)
	status := statusFor(code)
	switch {
	case errors.Is(err, errTooLarge):
		status = http.StatusRequestEntityTooLarge
	case code == journey.EINTERNAL && errors.Is(r.Context().Err(), context.Canceled):
		// The client went away; the request's own log line says so.
	case code == journey.EINTERNAL && errors.Is(r.Context().Err(), context.DeadlineExceeded):
		// The request ran past its time budget (web.DefaultRequestBudget):
		// what it waited for was cancelled; its log line has its duration.
		code, msg = journey.EUNAVAILABLE, locale.T(ctx, "The request took too long and was stopped. Please try again.")
		status = statusFor(code)
	case code == journey.EINTERNAL:
		reqlog.Logger(r.Context()).Error("rest: request failed", "method", r.Method, "path", r.URL.Path, "err", err)
		if id := reqlog.ID(r.Context()); id != "" {
			msg = locale.T(ctx, "%s (reference %s)", msg, id)
		}
	}
	body := &errorBody{Message: msg, Code: code, Field: journey.ErrorField(err)}
	if problems := journey.Problems(err); len(problems) > 1 {
		for _, p := range problems {
			body.Details = append(body.Details, errorDetail{Message: locale.Message(ctx, p), Field: p.Field})
		}
	}
	writeJSON(w, status, envelope{Error: body})
}

// errTooLarge is the answer to a body over maxBody (413, not 400).
var errTooLarge = journey.Errorf(journey.EINVALID, "The request body is too large (at most %d KB).", maxBody>>10)

// decode reads one JSON object body into v with a size limit and clear
// messages that never quote the body or name a Go type. The body must be
// declared as JSON and hold nothing after the object.
func decode(r *http.Request, v any) error {
	mediaType, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mediaType != "application/json" {
		return journey.Errorf(journey.EINVALID, "Send the request body as JSON (Content-Type: application/json).")
	}
	// The web layer caps the body before this; the limit here keeps the
	// handler safe on its own.
	dec := json.NewDecoder(http.MaxBytesReader(nil, r.Body, maxBody))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return decodeError(err)
	}
	if err := dec.Decode(&json.RawMessage{}); !errors.Is(err, io.EOF) {
		if err != nil && isTooLarge(err) {
			return errTooLarge
		}
		return journey.Errorf(journey.EINVALID, "The request body must hold one JSON object and nothing after it.")
	}
	return nil
}

func decodeError(err error) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case isTooLarge(err):
		return errTooLarge
	case errors.Is(err, io.EOF):
		return journey.Errorf(journey.EINVALID, "The request body is empty; send a JSON object.")
	case errors.As(err, &typ) && typ.Field == "":
		return journey.Errorf(journey.EINVALID, "The request body must be a JSON object.")
	case errors.As(err, &typ):
		return journey.FieldError(journey.EINVALID, typ.Field, "Field %q has the wrong type (expected %s).", typ.Field, jsonKind(typ.Type))
	case strings.HasPrefix(err.Error(), unknownFieldPrefix):
		// A misspelt key (new_password for newPassword) would otherwise be
		// dropped and the call run without it.
		key, _ := strconv.Unquote(strings.TrimPrefix(err.Error(), unknownFieldPrefix))
		return journey.FieldError(journey.EINVALID, key, "Unknown field %q in the request body.", key)
	case errors.As(err, &syntax), errors.Is(err, io.ErrUnexpectedEOF):
		return journey.Errorf(journey.EINVALID, "The request body is not valid JSON.")
	default:
		return journey.Errorf(journey.EINVALID, "The request body could not be read.")
	}
}

// unknownFieldPrefix starts encoding/json's error for a key the body's type
// lacks (it has no error type of its own).
const unknownFieldPrefix = "json: unknown field "

func isTooLarge(err error) bool {
	var tooLarge *http.MaxBytesError
	return errors.As(err, &tooLarge)
}

// jsonKind names what a Go type expects in JSON words.
func jsonKind(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "a list"
	default:
		return "an object"
	}
}

// NotFound answers unknown /api paths with a JSON 404, never the app's HTML.
func NotFound(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusNotFound, envelope{Error: &errorBody{
		Message: locale.T(r.Context(), "No API endpoint %s %s.", r.Method, r.URL.Path), Code: journey.ENOTFOUND}})
}
