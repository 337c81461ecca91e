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
)

// Site is what every mail says about the product: its name and where it lives.
type Site struct {
	Name    string // "Journey 365"
	BaseURL string // "https://journey365.example", no trailing slash
}

// Link is an absolute link to path on the site.
func (s Site) Link(path string) string {
	return strings.TrimRight(s.BaseURL, "/") + path
}

//go:embed templates/*.tmpl
var templateFiles embed.FS

// Each mail kind has templates/{kind}.txt.tmpl, defining "subject" and
// "body", and templates/{kind}.html.tmpl, the HTML body that layout.html.tmpl
// wraps. Every kind is parsed into a set of its own (their "subject" and
// "body" would clash in one), once, at start-up.
var textTemplates, htmlTemplates = parseTemplates()

func parseTemplates() (map[Kind]*texttemplate.Template, map[Kind]*htmltemplate.Template) {
	texts := map[Kind]*texttemplate.Template{}
	htmls := map[Kind]*htmltemplate.Template{}
	files, err := fs.Glob(templateFiles, "templates/*.txt.tmpl")
	if err != nil {
		panic(err)
	}
	for _, f := range files {
		kind := Kind(strings.TrimSuffix(path.Base(f), ".txt.tmpl"))
		texts[kind] = texttemplate.Must(texttemplate.ParseFS(templateFiles, f))
		htmls[kind] = htmltemplate.Must(htmltemplate.ParseFS(templateFiles, "templates/layout.html.tmpl", "templates/"+string(kind)+".html.tmpl"))
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
	text, html := textTemplates[kind], htmlTemplates[kind]
	if text == nil {
		return Message{}, fmt.Errorf("mail: no templates for %s mails", kind)
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
