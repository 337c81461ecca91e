package readingplan

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"journey365/journey"
	"journey365/locale"
)

// DefaultLinkTemplate links a chapter into YouVersion (bible.com): {version}
// is the programme's Bible version there (1 is the King James Version),
// {BOOK} the USFM book code and {chapter} the chapter's number.
const (
	DefaultLinkTemplate = "https://www.bible.com/bible/{version}/{BOOK}.{chapter}"
	DefaultVersion      = "1"
)

// maxTemplateLen bounds a link template.
const maxTemplateLen = 500

// CheckLinkTemplate refuses a template that is not an https URL or that
// does not name the book ({BOOK}); field names it in the error.
func CheckLinkTemplate(field, t string) error {
	t = strings.TrimSpace(t)
	if len(t) > maxTemplateLen {
		return journey.FieldError(journey.EINVALID, field, "The link template may have at most %d characters.", maxTemplateLen)
	}
	if !strings.Contains(t, "{BOOK}") {
		return journey.FieldError(journey.EINVALID, field, "The link template must contain {BOOK}, where the book's code goes (such as GEN).")
	}
	u, err := url.Parse(strings.NewReplacer("{BOOK}", "GEN", "{chapter}", "1", "{version}", "1").Replace(t))
	if err != nil || u.Scheme != "https" || u.Host == "" {
		return journey.FieldError(journey.EINVALID, field, "The link template must be an https:// address, such as %s.", DefaultLinkTemplate)
	}
	return nil
}

// CheckVersion refuses a Bible version that could not sit in a link.
func CheckVersion(field, v string) error {
	v = strings.TrimSpace(v)
	if v == "" || len(v) > 20 || strings.ContainsAny(v, "/?#&%{} ") {
		return journey.FieldError(journey.EINVALID, field, "The Bible version is the app's code for it, such as 1 (King James Version) or 111 (NIV), at most 20 characters without spaces or slashes.")
	}
	return nil
}

// Links makes the links of readings with a programme's template and version.
type Links struct {
	Template, Version string
}

// URL is the link to r's chapter.
func (l Links) URL(r Reading) string {
	return strings.NewReplacer("{BOOK}", r.Book.Code, "{chapter}", strconv.Itoa(r.Chapter), "{version}", url.PathEscape(l.Version)).Replace(l.Template)
}

// Reference names a reading as people write it: "Genesis 3", "Psalms 119:1–88".
func (r Reading) Reference() string { return r.ReferenceIn(locale.English) }

// ReferenceIn is Reference with the book's name in tag's language
// ("Génesis 3", "Salmos 119:1–88").
func (r Reading) ReferenceIn(tag locale.Tag) string {
	if r.FromVerse == 0 {
		return fmt.Sprintf("%s %d", r.Book.NameIn(tag), r.Chapter)
	}
	return fmt.Sprintf("%s %d:%d–%d", r.Book.NameIn(tag), r.Chapter, r.FromVerse, r.ToVerse)
}

// Reference names a day's reading: consecutive whole chapters of a book
// as one range, books apart by "; ": "Genesis 50; Exodus 1–2".
func (d Day) Reference() string { return d.ReferenceIn(locale.English) }

// ReferenceIn is Reference with the books' names in tag's language
// ("Génesis 50; Éxodo 1–2").
func (d Day) ReferenceIn(tag locale.Tag) string {
	var parts []string
	for i := 0; i < len(d.Readings); {
		r := d.Readings[i]
		j := i + 1
		for r.FromVerse == 0 && j < len(d.Readings) && d.Readings[j].Book == r.Book && d.Readings[j].FromVerse == 0 {
			j++
		}
		switch {
		case j-i > 1:
			parts = append(parts, fmt.Sprintf("%s %d–%d", r.Book.NameIn(tag), r.Chapter, d.Readings[j-1].Chapter))
		default:
			parts = append(parts, r.ReferenceIn(tag))
		}
		i = j
	}
	return strings.Join(parts, "; ")
}
