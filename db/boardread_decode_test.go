package db

import (
	"reflect"
	"strings"
	"testing"
	"unsafe"

	"journey365/journey"
)

// messagesJSONCases are pages as PostgreSQL writes them and near misses the
// direct reader must hand to encoding/json.
var messagesJSONCases = []string{
	`[]`,
	` [ ] `,
	`[[7, 2, "user", 3, "Ama", null, "hello", "prayer", "normal", "2026-11-23T13:15:27.123456+00:00", "2026-11-23T13:15:27.123456+00:00"], ` + "\n" +
		` [6, 2, "admin", null, "Team \"J\"", "Wel\u00e7ome \ud83d\ude00", "line\nnext\t\\ / \/ é 😀", "milestone", "high", "2026-01-02T03:04:05+01:00", "2026-01-02T03:04:05.1-03:30"]]`,
	`[[-1, 0, "", 0, "", "", "", "", "", "2026-01-02T03:04:05Z", "2026-01-02T03:04:05Z"]]`,
	`[[]]`,
	`[[7]]`,
	`[[07, 2, "user", 3, "Ama", null, "hello", "prayer", "normal", "2026-11-23T13:15:27Z", "2026-11-23T13:15:27Z"]]`,                      // leading zero: invalid
	`[[7.0, 2, "user", 3, "Ama", null, "hello", "prayer", "normal", "2026-11-23T13:15:27Z", "2026-11-23T13:15:27Z"]]`,                     // not an integer
	`[["7", 2, "user", 3, "Ama", null, "hello", "prayer", "normal", "2026-11-23T13:15:27Z", "2026-11-23T13:15:27Z"]]`,                     // a string
	`[[99999999999999999999, 2, "user", 3, "Ama", null, "hello", "prayer", "normal", "2026-11-23T13:15:27Z", "2026-11-23T13:15:27Z"]]`,    // overflow
	`[[7, 2, "user", 3, "Ama", null, "a` + "\x01" + `b", "prayer", "normal", "2026-11-23T13:15:27Z", "2026-11-23T13:15:27Z"]]`,            // control character
	`[[7, 2, "user", 3, "Ama", null, "bad \q escape", "prayer", "normal", "2026-11-23T13:15:27Z", "2026-11-23T13:15:27Z"]]`,               // invalid escape
	"[[7, 2, \"user\", 3, \"Ama\", null, \"bad \xff utf8\", \"prayer\", \"normal\", \"2026-11-23T13:15:27Z\", \"2026-11-23T13:15:27Z\"]]", // replaced by encoding/json
	`[[7, 2, "user", 3, "Ama", null, "hello", "prayer", "normal", "yesterday", "2026-11-23T13:15:27Z"]]`,
	`[[7, 2, "user", 3, "Ama", null, "hello", "prayer", "normal", "2026-11-23T13:15:27Z", "2026-11-23T13:15:27Z", 1]]`, // a value too many
	`[[7, 2, "user", null, "Ama", null, "hello", "prayer", "normal", "2026-11-23T13:15:27Z", "2026-11-23T13:15:27Z"]] x`,
	`[[7, 2, "user", null, "Ama", null, "hello", "prayer", "normal", "2026-11-23T13:15:27Z", "2026-11-23T13:15:27Z"],]`,
	`[[7, 2, "user", null, "Ama", null, "hello", "prayer", "normal", "2026-11-23T13:15:27Z", "2026-11-23T13:15:27Z"]`,
	`null`,
	`[null]`,
	`{"ID" : 1}`,
}

// TestDecodeMessagesIsEncodingJSON: the direct reader gives exactly what
// encoding/json gives value by value (the value, and whether it fails) for
// pages as PostgreSQL writes them, escapes and nulls included, and for
// inputs it does not read itself.
func TestDecodeMessagesIsEncodingJSON(t *testing.T) {
	for _, c := range messagesJSONCases {
		checkDecodeMessages(t, []byte(c))
	}
	if _, ok := scanMessages([]byte(messagesJSONCases[2])); !ok {
		t.Error("the direct reader refused PostgreSQL's own page")
	}
}

// TestMessageColumnFollowsMessageColumns: the i-th value of a page lands in
// the field whose db tag is the i-th of messageColumns.
func TestMessageColumnFollowsMessageColumns(t *testing.T) {
	var m journey.Message
	v := reflect.ValueOf(&m).Elem()
	cols := splitColumns(messageColumns)
	if len(cols) != messageColumnCount {
		t.Fatalf("messageColumns has %d columns, messageColumnCount says %d", len(cols), messageColumnCount)
	}
	for i, col := range cols {
		p := reflect.ValueOf(messageColumn(&m, i)).UnsafePointer()
		got := ""
		for f := range v.NumField() {
			if unsafe.Pointer(v.Field(f).Addr().Pointer()) == p {
				got = v.Type().Field(f).Tag.Get("db")
			}
		}
		if got != strings.TrimSpace(col) {
			t.Errorf("value %d goes to the field tagged %q, messageColumns says %q", i, got, col)
		}
	}
	if messageColumn(&m, messageColumnCount) != nil {
		t.Error("messageColumn has a place past the last column")
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
	want, wantErr := decodeMessagesSlowly(data)
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
	one := `[100000, 2, "user", 31, "Author 31", null, "Message number 100000, a line or two of what a member writes to the group", "prayer", "normal", "2026-11-23T13:15:27.123456+00:00", "2026-11-23T13:15:27.123456+00:00"]`
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
			if _, err := decodeMessagesSlowly(data); err != nil {
				b.Fatal(err)
			}
		}
	})
}
