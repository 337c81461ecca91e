package locale_test

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"journey365/locale"
)

func readCatalogue(t *testing.T, tag locale.Tag) map[string]string {
	t.Helper()
	b, err := locale.CatalogueFiles.ReadFile("catalogue/" + string(tag) + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]string
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("the %s catalogue: %v", tag, err)
	}
	return m
}

// verb is one of printf's verbs with its flags, width and precision.
var verb = regexp.MustCompile(`%[-+# 0]*(\[(\d+)\])?[0-9*]*(\.[0-9*]*)?([a-zA-Z%])`)

// placeholders lists a format's arguments as "n:verb" (%[2]s as 2:s),
// sorted, so a translation may reorder them with explicit indexes.
func placeholders(format string) []string {
	var out []string
	next := 1
	for _, m := range verb.FindAllStringSubmatch(format, -1) {
		if m[4] == "%" {
			continue
		}
		if m[2] != "" {
			next, _ = strconv.Atoi(m[2])
		}
		out = append(out, fmt.Sprintf("%d:%s", next, m[0][len(m[0])-1:]))
		next++
	}
	slices.Sort(out)
	return out
}

// The catalogues list the same messages, English as the code writes them,
// Spanish with the same placeholders.
func TestCataloguesMatch(t *testing.T) {
	en, es := readCatalogue(t, locale.English), readCatalogue(t, locale.Spanish)
	for k, v := range en {
		if v != k {
			t.Errorf("the English catalogue changes %q to %q: a message's English is its identity", k, v)
		}
		s, ok := es[k]
		if !ok {
			t.Errorf("the Spanish catalogue lacks %q", k)
			continue
		}
		if s == "" {
			t.Errorf("the Spanish of %q is empty", k)
		}
		if a, b := placeholders(k), placeholders(s); !slices.Equal(a, b) {
			t.Errorf("placeholders differ: %q has %v, its Spanish %q has %v", k, a, s, b)
		}
	}
	for k := range es {
		if _, ok := en[k]; !ok {
			t.Errorf("the English catalogue lacks %q (the Spanish one has it)", k)
		}
	}
	if len(en) < 300 {
		t.Fatalf("the catalogues hold %d messages; the scan finds more than 300 in the code", len(en))
	}
}

// Every message the code writes (every literal format given to
// journey.Errorf, journey.FieldError, locale.T and the functions that pass
// theirs on), and every literal label given as one's argument, is in the
// Spanish catalogue with the same placeholders.
func TestEveryMessageIsTranslated(t *testing.T) {
	es := readCatalogue(t, locale.Spanish)
	calls, labels, unchecked := scanMessages(t)
	if len(calls) < 300 {
		t.Fatalf("the scan found %d messages; it should find every journey.Errorf and FieldError in the code", len(calls))
	}
	for _, c := range calls {
		s, ok := es[c.format]
		if !ok {
			t.Errorf("%s: %q has no Spanish in locale/catalogue/es.json (add it, and to en.json as itself)", c.at, c.format)
			continue
		}
		if a, b := placeholders(c.format), placeholders(s); !slices.Equal(a, b) {
			t.Errorf("%s: %q has placeholders %v, its Spanish %v", c.at, c.format, a, b)
		}
	}
	for _, l := range labels {
		if _, ok := es[l.format]; !ok {
			t.Errorf("%s: the label %q, shown in a message, has no Spanish in locale/catalogue/es.json (give it as itself when it is a field's name)", l.at, l.format)
		}
	}
	for _, u := range unchecked {
		t.Errorf("%s: a message whose format is neither a literal nor a constant cannot be checked for its translation", u)
	}
}
