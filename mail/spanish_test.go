package mail_test

import (
	"io/fs"
	"path"
	"slices"
	"strings"
	"testing"
	"text/template"
	"time"

	"journey365/locale"
	"journey365/mail"
)

// definedNames lists the templates a file defines ("subject", "body",
// "content").
func definedNames(t *testing.T, file string) []string {
	t.Helper()
	src, err := fs.ReadFile(mail.TemplateFiles, file)
	if err != nil {
		t.Fatal(err)
	}
	none := func(any) string { return "" }
	tmpl, err := template.New(file).Funcs(template.FuncMap{"date": none, "longDate": none, "dateTime": none, "tr": none}).Parse(string(src))
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	var names []string
	for _, d := range tmpl.Templates() {
		if d.Name() != file {
			names = append(names, d.Name())
		}
	}
	slices.Sort(names)
	return names
}

// Every mail kind is written in Spanish too, with the same parts.
func TestEveryMailHasItsSpanish(t *testing.T) {
	english, err := fs.Glob(mail.TemplateFiles, "templates/*.tmpl")
	if err != nil || len(english) < 20 {
		t.Fatalf("%d English templates: %v", len(english), err)
	}
	for _, f := range english {
		es := path.Join("templates/es", path.Base(f))
		if _, err := fs.Stat(mail.TemplateFiles, es); err != nil {
			t.Errorf("%s has no Spanish (%s)", f, es)
			continue
		}
		if a, b := definedNames(t, f), definedNames(t, es); !slices.Equal(a, b) {
			t.Errorf("%s defines %v, its Spanish %v", f, a, b)
		}
	}
}

func TestWelcomeMailInSpanish(t *testing.T) {
	m, err := mail.Welcome(site.In(locale.Spanish), "ana@example.com", mail.WelcomeData{Name: "Ana", GroupName: "Enero 2027",
		StartDate: time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC), RegistrationDeadline: time.Date(2027, 1, 31, 0, 0, 0, 0, time.UTC)})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := m.Subject, "Le damos la bienvenida a Journey 365: Enero 2027 comienza el viernes, 1 de enero de 2027"; got != want {
		t.Errorf("subject = %q, want %q", got, want)
	}
	for _, want := range []string{"Hola, Ana:", "Fecha de inicio: viernes, 1 de enero de 2027",
		"Cierre de inscripciones: domingo, 31 de enero de 2027", "Su panel: https://journey365.example/dashboard"} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, m.Text)
		}
	}
	if !strings.Contains(m.HTML, `<html lang="es">`) || !strings.Contains(m.HTML, "de Génesis a Apocalipsis en 365 días") {
		t.Errorf("HTML:\n%s", m.HTML)
	}
}

func TestDigestInSpanishTranslatesTheCodesWords(t *testing.T) {
	m, err := mail.Digest(site.In(locale.Spanish), "ana@example.com", 7, nil, mail.DigestData{Name: "Ana", GroupName: "G", Day: 12,
		NextMilestone: "The Law", DaysToGo: 1, Messages: []mail.DigestCount{{Label: "prayer requests", Count: 2}},
		Quotes: []mail.DigestQuote{{Kind: "Testimony", Author: "Luis", Text: "Gracias"}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Próxima etapa: La Ley, falta 1 día.", "- 2 peticiones de oración", `Testimonio de Luis: "Gracias"`} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, m.Text)
		}
	}
	if m.Subject != "Su semana en G: día 12 de 365" {
		t.Errorf("subject %q", m.Subject)
	}
}
