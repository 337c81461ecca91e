package locale

import (
	"embed"
	"errors"
	"fmt"
	"path"
	"reflect"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/nicksnyder/go-i18n/v2/i18n/template"
	"golang.org/x/text/language"
)

// CatalogueFiles are the catalogues, one per language: catalogue/{tag}.json,
// an object from a message's English format to its format in that language.
//
//go:embed catalogue/*.json
var CatalogueFiles embed.FS

// bundle holds both catalogues, parsed once at start-up.
var bundle = newBundle()

// localizers speak each language from bundle.
var localizers = map[Tag]*i18n.Localizer{}

func newBundle() *i18n.Bundle {
	b := i18n.NewBundle(language.English)
	for _, t := range Tags {
		if _, err := b.LoadMessageFileFS(CatalogueFiles, path.Join("catalogue", string(t)+".json")); err != nil {
			panic(fmt.Errorf("locale: unable to load the %s catalogue: %w", t, err))
		}
	}
	return b
}

func init() {
	for _, t := range Tags {
		localizers[t] = i18n.NewLocalizer(bundle, string(t))
	}
}

// formats are printf formats, not templates: "{{" in one stays as written.
var formats = &template.IdentityParser{}

// Lookup is format's text in tag's catalogue, and whether it has one.
func Lookup(tag Tag, format string) (string, bool) {
	l := localizers[tag]
	if l == nil || format == "" {
		return "", false
	}
	s, got, err := l.LocalizeWithTag(&i18n.LocalizeConfig{MessageID: format, TemplateParser: formats})
	var missing *i18n.MessageNotFoundErr
	if errors.As(err, &missing) || err != nil || got != language.Make(string(tag)) {
		return "", false
	}
	return s, true
}

// Sprintf is fmt.Sprintf of format in tag: format's translation (format
// itself when the catalogue lacks it) filled with args, each string
// argument itself translated when the catalogue has it (a label such as
// "The Bible app download link" passed to a message about links).
func Sprintf(tag Tag, format string, args ...any) string {
	if tag == English {
		return fmt.Sprintf(format, args...)
	}
	translated, ok := Lookup(tag, format)
	if !ok {
		translated = format
	}
	in := make([]any, len(args))
	for i, a := range args {
		in[i] = a
		if s, isText := text(a); isText {
			if t, found := Lookup(tag, s); found {
				in[i] = t
			}
		}
	}
	return fmt.Sprintf(translated, in...)
}

// text is a's text when it is one: a string (of any string type) or a
// Stringer such as a time.Month.
func text(a any) (string, bool) {
	switch v := a.(type) {
	case string:
		return v, true
	case fmt.Stringer:
		return v.String(), true
	}
	if rv := reflect.ValueOf(a); rv.IsValid() && rv.Kind() == reflect.String {
		return rv.String(), true
	}
	return "", false
}
