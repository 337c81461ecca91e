package readingplan

import (
	"testing"

	"journey365/locale"
)

// Every book has its Reina-Valera name, and a Spanish reference names the
// books so while the English one stays as it was.
func TestSpanishBookNames(t *testing.T) {
	seen := map[string]bool{}
	for _, b := range Books {
		es := b.NameIn(locale.Spanish)
		if _, ok := spanishNames[b.Code]; !ok || es == "" {
			t.Errorf("%s (%s) has no Spanish name", b.Code, b.Name)
		}
		if seen[es] {
			t.Errorf("two books are called %q in Spanish", es)
		}
		seen[es] = true
		if b.NameIn(locale.English) != b.Name {
			t.Errorf("%s's English name changed to %q", b.Code, b.NameIn(locale.English))
		}
	}
	if len(spanishNames) != len(Books) {
		t.Errorf("%d Spanish names for %d books", len(spanishNames), len(Books))
	}
	gen, exo, psa, sng := &Books[bookIndex("GEN")], &Books[bookIndex("EXO")], &Books[bookIndex("PSA")], &Books[bookIndex("SNG")]
	d := Day{Readings: []Reading{{Book: gen, Chapter: 50}, {Book: exo, Chapter: 1}, {Book: exo, Chapter: 2}}}
	if got := d.ReferenceIn(locale.Spanish); got != "Génesis 50; Éxodo 1–2" {
		t.Errorf("Spanish day reference %q", got)
	}
	if got := d.Reference(); got != "Genesis 50; Exodus 1–2" {
		t.Errorf("English day reference %q", got)
	}
	half := Reading{Book: psa, Chapter: 119, FromVerse: 1, ToVerse: 88}
	if got := half.ReferenceIn(locale.Spanish); got != "Salmos 119:1–88" {
		t.Errorf("Spanish passage %q", got)
	}
	if got := (Reading{Book: sng, Chapter: 2}).ReferenceIn(locale.Spanish); got != "Cantares 2" {
		t.Errorf("Song of Songs in Spanish %q", got)
	}
}
