package locale_test

import (
	"context"
	"testing"
	"time"

	"journey365/journey"
	"journey365/locale"
)

func TestParse(t *testing.T) {
	for header, want := range map[string]locale.Tag{
		"es-MX,es;q=0.9":        locale.Spanish,
		"es":                    locale.Spanish,
		"ES-es":                 locale.Spanish,
		"en-US,en;q=0.9":        locale.English,
		"en-GB,es;q=0.8":        locale.English,
		"es;q=0.9,en;q=0.5":     locale.Spanish,
		"fr":                    locale.English,
		"xx":                    locale.English,
		"":                      locale.English,
		"*":                     locale.English,
		";;q=oops,,=":           locale.English,
		"es-MX;q=abc":           locale.English,
		"\x00\xff":              locale.English,
		"zz-ZZ-invalid-tag-!!!": locale.English,
	} {
		if got := locale.Parse(header); got != want {
			t.Errorf("Parse(%q) = %q, want %q", header, got, want)
		}
	}
}

func TestSprintfTranslatesFormatAndLabels(t *testing.T) {
	got := locale.Sprintf(locale.Spanish, "%s may have at most %d characters.", "The Bible app download link", 500)
	if want := "El enlace de descarga de la aplicación de la Biblia puede tener como máximo 500 caracteres."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	got = locale.Sprintf(locale.Spanish, "%s %q is not a date: %s %d has %d days.", "Start date", "2026-02-30", time.February, 2026, 28)
	if want := `La fecha de inicio "2026-02-30" no es una fecha: febrero de 2026 tiene 28 días.`; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	// English is fmt.Sprintf, labels and all.
	if got := locale.Sprintf(locale.English, "%s is required.", "Full name"); got != "Full name is required." {
		t.Errorf("English: %q", got)
	}
	// A message the catalogue lacks is shown in English rather than not at all.
	if got := locale.Sprintf(locale.Spanish, "Not in any catalogue %d.", 3); got != "Not in any catalogue 3." {
		t.Errorf("unknown message: %q", got)
	}
}

func TestRequestLanguage(t *testing.T) {
	ctx := context.Background()
	if got := locale.From(ctx); got != locale.English {
		t.Errorf("outside a request: %q", got)
	}
	calls := 0
	member := func(context.Context) (locale.Tag, bool) { calls++; return locale.Spanish, true }
	ctx = locale.WithRequest(ctx, locale.English, member)
	first := locale.From(ctx)
	if second := locale.From(ctx); first != locale.Spanish || second != locale.Spanish || calls != 1 {
		t.Errorf("a signed-in Spanish member: %q after %d reads of the setting, want es after 1", locale.From(ctx), calls)
	}
	if got := locale.Accepted(ctx); got != locale.English {
		t.Errorf("Accepted = %q, want the header's en", got)
	}
	signedOut := locale.WithRequest(context.Background(), locale.Spanish, func(context.Context) (locale.Tag, bool) { return "", false })
	if got := locale.From(signedOut); got != locale.Spanish {
		t.Errorf("signed out with Accept-Language es: %q", got)
	}
}

func TestErrorMessage(t *testing.T) {
	es := locale.WithTag(context.Background(), locale.Spanish)
	err := journey.FieldError(journey.EINVALID, "email", "Email must be at most %d characters.", 254)
	if got := locale.ErrorMessage(es, err); got != "El correo electrónico debe tener como máximo 254 caracteres." {
		t.Errorf("Spanish: %q", got)
	}
	if got := locale.ErrorMessage(context.Background(), err); got != err.Message {
		t.Errorf("English: %q, want %q", got, err.Message)
	}
	named := journey.WithField(journey.ErrTooManyAttempts, "email")
	if got := locale.ErrorMessage(es, named); got != "Demasiados intentos. Espere un minuto y vuelva a intentarlo." {
		t.Errorf("a named copy: %q", got)
	}
	if got := locale.ErrorMessage(es, context.DeadlineExceeded); got != "Algo ha fallado por nuestra parte. Vuelva a intentarlo." {
		t.Errorf("internal: %q", got)
	}
}

func TestDates(t *testing.T) {
	day := time.Date(2026, time.November, 27, 15, 4, 0, 0, time.UTC)
	for _, c := range []struct{ got, want string }{
		{locale.Date(locale.Spanish, day), "27 de noviembre de 2026"},
		{locale.LongDate(locale.Spanish, day), "viernes, 27 de noviembre de 2026"},
		{locale.DateTime(locale.Spanish, day), "viernes, 27 de noviembre de 2026, 15:04 UTC"},
		{locale.Date(locale.English, day), "November 27, 2026"},
		{locale.LongDate(locale.English, day), "Friday, November 27, 2026"},
		{locale.DateTime(locale.English, day), "Friday, November 27, 2026 15:04 UTC"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
