package mail

import (
	"bytes"
	"embed"
	"fmt"
	htmltemplate "html/template"
	"io/fs"
	"path"
	"strings"
	texttemplate "text/template"
	"time"

	"journey365/locale"
)

// Site is what every mail says about the product: its name and where it
// lives, and the language of the mail's recipient.
type Site struct {
	Name    string // "Journey 365"
	BaseURL string // "https://journey365.example", no trailing slash
	// Lang is the recipient's language; zero is English.
	Lang locale.Tag
}

// In is s writing to someone who reads lang.
func (s Site) In(lang locale.Tag) Site {
	s.Lang = lang
	return s
}

// Language is s's language, English when unset.
func (s Site) Language() locale.Tag {
	if s.Lang == "" {
		return locale.English
	}
	return s.Lang
}

// Link is an absolute link to path on the site.
func (s Site) Link(path string) string {
	return strings.TrimRight(s.BaseURL, "/") + path
}

//go:embed templates/*.tmpl templates/es/*.tmpl
var templateFiles embed.FS

// Each mail kind has templates/{kind}.txt.tmpl, defining "subject" and
// "body", and templates/{kind}.html.tmpl, the HTML body that layout.html.tmpl
// wraps: in English there, in Spanish under templates/es/ (each language's
// mails are written whole, not assembled from phrases). Every kind is
// parsed into a set of its own (their "subject" and "body" would clash in
// one), once, at start-up.
var textTemplates, htmlTemplates = parseAll()

// templateDirs are each language's templates.
var templateDirs = map[locale.Tag]string{locale.English: "templates", locale.Spanish: "templates/es"}

func parseAll() (map[locale.Tag]map[Kind]*texttemplate.Template, map[locale.Tag]map[Kind]*htmltemplate.Template) {
	texts := map[locale.Tag]map[Kind]*texttemplate.Template{}
	htmls := map[locale.Tag]map[Kind]*htmltemplate.Template{}
	for lang, dir := range templateDirs {
		texts[lang], htmls[lang] = parseTemplates(lang, dir)
	}
	return texts, htmls
}

// funcs are what the templates of lang call: dates in its words, and tr,
// the catalogue's text of a label the code passes in English ("Prayer
// request", "one-time").
func funcs(lang locale.Tag) map[string]any {
	return map[string]any{
		"date":     func(t time.Time) string { return locale.Date(lang, t) },
		"longDate": func(t time.Time) string { return locale.LongDate(lang, t) },
		"dateTime": func(t time.Time) string { return locale.DateTime(lang, t.UTC()) },
		"tr": func(s string) string {
			if t, ok := locale.Lookup(lang, s); ok {
				return t
			}
			return s
		},
	}
}

func parseTemplates(lang locale.Tag, dir string) (map[Kind]*texttemplate.Template, map[Kind]*htmltemplate.Template) {
	texts := map[Kind]*texttemplate.Template{}
	htmls := map[Kind]*htmltemplate.Template{}
	files, err := fs.Glob(templateFiles, dir+"/*.txt.tmpl")
	if err != nil {
		panic(err)
	}
	fm := funcs(lang)
	for _, f := range files {
		kind := Kind(strings.TrimSuffix(path.Base(f), ".txt.tmpl"))
		texts[kind] = texttemplate.Must(texttemplate.New(path.Base(f)).Funcs(fm).ParseFS(templateFiles, f))
		htmls[kind] = htmltemplate.Must(htmltemplate.New("layout.html.tmpl").Funcs(fm).ParseFS(templateFiles,
			dir+"/layout.html.tmpl", dir+"/"+string(kind)+".html.tmpl"))
	}
	return texts, htmls
}

// view is what a template sees: the site and the mail's own data.
type view struct {
	Site Site
	Data any
}

// render builds a mail of kind to one recipient from its templates. The
// subject comes from the text template; the HTML is escaped by html/template.
func render(site Site, kind Kind, to string, data any) (Message, error) {
	text, html := textTemplates[site.Language()][kind], htmlTemplates[site.Language()][kind]
	if text == nil || html == nil {
		return Message{}, fmt.Errorf("mail: no %s templates for %s mails", site.Language(), kind)
	}
	v := view{Site: site, Data: data}
	subject, err := execText(text, "subject", v)
	if err != nil {
		return Message{}, err
	}
	body, err := execText(text, "body", v)
	if err != nil {
		return Message{}, err
	}
	var page bytes.Buffer
	if err := html.ExecuteTemplate(&page, "layout.html.tmpl", layoutView{v, subject}); err != nil {
		return Message{}, fmt.Errorf("mail: unable to render the %s mail's HTML: %w", kind, err)
	}
	return Message{Kind: kind, To: to, Subject: subject, Text: body + "\n", HTML: page.String()}, nil
}

// layoutView is what layout.html.tmpl sees; it calls {{template "content" .}}
// for the kind's own HTML (the kind's file defines "content").
type layoutView struct {
	view
	Subject string
}

func execText(t *texttemplate.Template, name string, v view) (string, error) {
	var b bytes.Buffer
	if err := t.ExecuteTemplate(&b, name, v); err != nil {
		return "", fmt.Errorf("mail: unable to render the %s of %s: %w", name, t.Name(), err)
	}
	return strings.TrimSpace(b.String()), nil
}
