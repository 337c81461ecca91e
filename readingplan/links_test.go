package readingplan

import (
	"testing"

	"journey365/journey"
)

func TestLinksAndReferences(t *testing.T) {
	p := Default()
	l := Links{Template: DefaultLinkTemplate, Version: DefaultVersion}
	first := p.Day(1)
	if got := l.URL(first.Readings[0]); got != "https://www.bible.com/bible/1/GEN.1" {
		t.Errorf("Genesis 1 links to %s", got)
	}
	if got := first.Reference(); got != "Genesis 1–3" {
		t.Errorf("day 1 is %q", got)
	}
	for n := 153; n <= 209; n++ {
		for _, r := range p.Day(n).Readings {
			if r.Book.Code == "PSA" && r.Chapter == 119 {
				if ref := r.Reference(); ref != "Psalms 119:1–88" && ref != "Psalms 119:89–176" {
					t.Errorf("day %d reads %q", n, ref)
				}
			}
		}
	}
}

func TestBadTemplatesAndVersionsNameTheirField(t *testing.T) {
	for _, bad := range []string{"https://example.org/{chapter}", "http://www.bible.com/bible/1/{BOOK}.{chapter}", "javascript:{BOOK}", "{BOOK}", ""} {
		if err := CheckLinkTemplate("linkTemplate", bad); journey.ErrorField(err) != "linkTemplate" {
			t.Errorf("template %q: %v", bad, err)
		}
	}
	if err := CheckLinkTemplate("linkTemplate", "https://www.biblegateway.com/passage/?search={BOOK}+{chapter}&version=KJV"); err != nil {
		t.Errorf("a Bible Gateway template: %v", err)
	}
	for _, bad := range []string{"", "1/2", "a b", "{x}"} {
		if err := CheckVersion("bibleVersion", bad); journey.ErrorField(err) != "bibleVersion" {
			t.Errorf("version %q: %v", bad, err)
		}
	}
}
