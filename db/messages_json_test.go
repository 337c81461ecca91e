package db

import (
	"encoding/json"
	"reflect"
	"testing"

	"journey365/journey"
)

// messagesJSONCases are pages as PostgreSQL writes them and near misses the
// direct reader must hand to encoding/json.
var messagesJSONCases = []string{
	`[]`,
	` [ ] `,
	`[{"ID" : 7, "GroupID" : 2, "Source" : "user", "AuthorID" : 3, "AuthorName" : "Ama", "Title" : null, "Content" : "hello", "Type" : "prayer", "Priority" : "normal", "CreatedAt" : "2026-11-23T13:15:27.123456+00:00", "UpdatedAt" : "2026-11-23T13:15:27.123456+00:00"}, ` + "\n" +
		` {"ID" : 6, "GroupID" : 2, "Source" : "admin", "AuthorID" : null, "AuthorName" : "Team \"J\"", "Title" : "Wel\u00e7ome \ud83d\ude00", "Content" : "line\nnext\t\\ / \/ é 😀", "Type" : "milestone", "Priority" : "high", "CreatedAt" : "2026-01-02T03:04:05+01:00", "UpdatedAt" : "2026-01-02T03:04:05.1-03:30"}]`,
	`[{"ID":-1,"AuthorID":0,"Content":""}]`,
	`[{}]`,
	`[{"id" : 7}]`,                        // another case: encoding/json matches it
	`[{"ID" : 07}]`,                       // leading zero: invalid
	`[{"ID" : 7.0}]`,                      // not an integer
	`[{"ID" : "7"}]`,                      // a string
	`[{"ID" : 99999999999999999999}]`,     // overflow
	`[{"Content" : "a\x01b"}]`,            // control character
	`[{"Content" : "bad \q escape"}]`,     // invalid escape
	"[{\"Content\" : \"bad \xff utf8\"}]", // replaced by encoding/json
	`[{"CreatedAt" : "yesterday"}]`,
	`[{"Title" : null, "Title" : "later"}]`,
	`[{"ID" : 1}] x`,
	`[{"ID" : 1},]`,
	`[{"ID" : 1}`,
	`null`,
	`{"ID" : 1}`,
	`[{"ID" : 1, "Extra" : [1, {"a" : 2}]}]`,
}

// TestDecodeMessagesIsEncodingJSON: the direct reader gives exactly what
// encoding/json gives (value and whether it fails) for pages as PostgreSQL
// writes them, escapes and nulls included, and for inputs it does not read
// itself.
func TestDecodeMessagesIsEncodingJSON(t *testing.T) {
	for _, c := range messagesJSONCases {
		checkDecodeMessages(t, []byte(c))
	}
	if _, ok := scanMessages([]byte(messagesJSONCases[2])); !ok {
		t.Error("the direct reader refused PostgreSQL's own page")
	}
}

func FuzzDecodeMessages(f *testing.F) {
	for _, c := range messagesJSONCases {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, data []byte) { checkDecodeMessages(t, data) })
}

func checkDecodeMessages(t *testing.T, data []byte) {
	t.Helper()
	got, gotErr := decodeMessages(data)
	var want []journey.Message
	wantErr := json.Unmarshal(data, &want)
	if (gotErr != nil) != (wantErr != nil) {
		t.Fatalf("%q: error %v, encoding/json's %v", data, gotErr, wantErr)
	}
	if wantErr == nil && !reflect.DeepEqual(got, want) {
		t.Fatalf("%q:\n got %#v\nwant %#v", data, got, want)
	}
}

// BenchmarkDecodeMessages: a page of 51 as PostgreSQL writes it, read
// directly and by encoding/json.
func BenchmarkDecodeMessages(b *testing.B) {
	one := `{"ID" : 100000, "GroupID" : 2, "Source" : "user", "AuthorID" : 31, "AuthorName" : "Author 31", "Title" : null, "Content" : "Message number 100000, a line or two of what a member writes to the group", "Type" : "prayer", "Priority" : "normal", "CreatedAt" : "2026-11-23T13:15:27.123456+00:00", "UpdatedAt" : "2026-11-23T13:15:27.123456+00:00"}`
	page := "[" + one
	for range 50 {
		page += ", \n " + one
	}
	data := []byte(page + "]")
	b.Run("direct", func(b *testing.B) {
		for b.Loop() {
			if _, err := decodeMessages(data); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("encoding-json", func(b *testing.B) {
		for b.Loop() {
			var ms []journey.Message
			if err := json.Unmarshal(data, &ms); err != nil {
				b.Fatal(err)
			}
		}
	})
}
