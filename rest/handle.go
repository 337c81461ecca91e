package rest

import (
	"context"
	"net/http"
	"reflect"
	"strings"

	"journey365/journey"
)

// noBody is the input of a route that reads no request body.
type noBody struct{}

// handle adapts one call to HTTP: the body decoded strictly into In (unless In
// is noBody), the call, and its answer in the envelope: {success, data} or
// {success:false, error:{message, code, field}}. A nil pointer Out answers
// data:null, so "nothing here" is not confused with a failure.
func handle[In, Out any](call func(*http.Request, In) (Out, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var in In
		if _, none := any(in).(noBody); !none {
			if err := decode(r, &in); err != nil {
				writeError(w, r, err)
				return
			}
		}
		out, err := call(r, in)
		if err != nil {
			writeError(w, r, jsonField[In](err))
			return
		}
		writeJSON(w, http.StatusOK, dataEnvelope[Out]{Success: true, Data: out})
	}
}

// dataEnvelope is a success answer; data is always present (null for a nil pointer).
type dataEnvelope[T any] struct {
	Success bool `json:"success"`
	Data    T    `json:"data"`
}

// jsonField renames the inputs a domain error names (their GraphQL names,
// such as "mailingAddress") to the keys of In's body that carry them
// ("mailing_address").
func jsonField[In any](err error) error {
	problems := journey.Problems(err)
	renamed := make([]*journey.Error, len(problems))
	changed := false
	for i, p := range problems {
		renamed[i] = p
		if key, ok := jsonKey(reflect.TypeFor[In](), p.Field); ok && p.Field != "" && key != p.Field {
			c := *p
			c.Field = key
			renamed[i], changed = &c, true
		}
	}
	if !changed {
		return err
	}
	return journey.Join(renamed)
}

// jsonKey finds the body key of struct t whose Go field or JSON key is field
// (Go names compared without case: "avatarUrl" is AvatarURL).
func jsonKey(t reflect.Type, field string) (string, bool) {
	if t.Kind() != reflect.Struct {
		return "", false
	}
	for i := range t.NumField() {
		sf := t.Field(i)
		name, _, _ := strings.Cut(sf.Tag.Get("json"), ",")
		if sf.Anonymous && name == "" {
			if key, ok := jsonKey(sf.Type, field); ok {
				return key, true
			}
			continue
		}
		if name == "-" || !sf.IsExported() {
			continue
		}
		if name == "" {
			name = sf.Name
		}
		if name == field || strings.EqualFold(sf.Name, field) {
			return name, true
		}
	}
	return "", false
}

// handleAdmin is handle for an admin route: the caller is admitted as an
// admin by admit (service.Service.Admin, billing.Billing.Admin) before the
// body is read, and call gets the admin operations, which nothing else
// hands out.
func handleAdmin[Adm, In, Out any](admit func(context.Context) (Adm, error), call func(Adm, *http.Request, In) (Out, error)) http.HandlerFunc {
	return serveAdmin(admit, func(adm Adm, w http.ResponseWriter, r *http.Request) {
		handle(func(r *http.Request, in In) (Out, error) { return call(adm, r, in) })(w, r)
	})
}

// serveAdmin is an admin route that writes its own answer (a CSV file, or
// headers beside the envelope): the caller is admitted as an admin first,
// as handleAdmin does, and a refusal is the usual JSON error.
func serveAdmin[Adm any](admit func(context.Context) (Adm, error), serve func(Adm, http.ResponseWriter, *http.Request)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		adm, err := admit(r.Context())
		if err != nil {
			writeError(w, r, err)
			return
		}
		serve(adm, w, r)
	}
}
