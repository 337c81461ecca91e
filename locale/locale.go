// Package locale is the language of Journey 365's texts to people: the
// two languages it speaks (English and Spanish), the message catalogues
// (catalogue/en.json and catalogue/es.json, embedded), the language of a
// request (carried in its context) and the translation of a user-facing
// message into it.
//
// A message's identity is its English text: the format string the code
// writes (journey.Errorf's, say). The English catalogue lists every one as
// itself; the Spanish one gives each its Spanish format, with the same
// placeholders, so the same arguments fill it.
package locale

import (
	"strings"

	"golang.org/x/text/language"
)

// Tag is a language the product speaks: English or Spanish.
type Tag string

// The languages.
const (
	English Tag = "en"
	Spanish Tag = "es"
)

// Default is the language of anyone who says none we speak.
const Default = English

// Tags are the languages, default first.
var Tags = []Tag{English, Spanish}

// matcher picks the best of ours for a list of wanted languages; its first
// tag (English) is its answer when nothing matches.
var matcher = language.NewMatcher([]language.Tag{language.English, language.Spanish})

// Parse is the language an Accept-Language header asks for: Spanish when
// it prefers Spanish over English ("es-MX,es;q=0.9"), else English. An
// unknown language ("fr", "xx") or a malformed header is English, never an
// error.
func Parse(acceptLanguage string) Tag {
	acceptLanguage = strings.TrimSpace(acceptLanguage)
	if acceptLanguage == "" || len(acceptLanguage) > 256 {
		return Default
	}
	wanted, _, err := language.ParseAcceptLanguage(acceptLanguage)
	if err != nil || len(wanted) == 0 {
		return Default
	}
	_, i, confidence := matcher.Match(wanted...)
	if confidence == language.No {
		return Default
	}
	return Tags[i]
}

// Known reports whether v is one of the languages' codes ("en", "es").
func Known(v string) bool {
	for _, t := range Tags {
		if string(t) == v {
			return true
		}
	}
	return false
}

// Of is the tag of a stored code; anything unknown is the default.
func Of(code string) Tag {
	if Known(code) {
		return Tag(code)
	}
	return Default
}
