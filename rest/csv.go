package rest

import (
	"encoding/csv"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// csvFlushEvery is how many rows an export writes between flushes.
const csvFlushEvery = 500

// csvFile is a CSV export written as its rows arrive: the headers, a UTF-8
// byte order mark (so spreadsheet apps read accents right) and the header
// row go out with start, the rows through row (RFC 4180 quoting, each cell
// spreadsheetSafe), flushed every csvFlushEvery rows. Until start a refusal
// can still be the usual JSON error; after it, one can only cut the file short.
type csvFile struct {
	w      http.ResponseWriter
	header []string
	out    *csv.Writer
	rows   int
}

func newCSVFile(w http.ResponseWriter, header []string) *csvFile {
	return &csvFile{w: w, header: header}
}

// started reports whether the answer is under way.
func (f *csvFile) started() bool { return f.out != nil }

// start sends the headers for a download named name and the header row.
func (f *csvFile) start(name string) error {
	h := f.w.Header()
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Disposition", attachmentName(name))
	f.w.WriteHeader(http.StatusOK)
	if _, err := f.w.Write([]byte("\uFEFF")); err != nil {
		return fmt.Errorf("rest: unable to write the export: %w", err)
	}
	f.out = csv.NewWriter(f.w)
	return f.out.Write(f.header)
}

// row writes one row.
func (f *csvFile) row(cells []string) error {
	for i, c := range cells {
		cells[i] = spreadsheetSafe(c)
	}
	if err := f.out.Write(cells); err != nil {
		return fmt.Errorf("rest: unable to write the export: %w", err)
	}
	if f.rows++; f.rows%csvFlushEvery == 0 {
		f.out.Flush()
		return f.out.Error()
	}
	return nil
}

// finish ends the answer after the rows were produced with err: a refusal
// before anything was sent is the JSON error (refusal renames its field);
// a failure after is logged, and the file ends where it was cut.
func (f *csvFile) finish(r *http.Request, err error, refusal func(error) error) {
	switch {
	case err != nil && !f.started():
		writeError(f.w, r, refusal(err))
		return
	case err != nil:
		writeError(nopResponse{}, r, err) // logs it; the answer is already under way
	}
	f.out.Flush()
}

// exportDated streams the rows each yields as the download
// "{prefix}-YYYY-MM-DD.csv". The file starts with the first row (so a
// refusal before it is still the usual JSON error, its field renamed by
// refusal), or as the header row alone when nothing matches.
func exportDated[T any](w http.ResponseWriter, r *http.Request, header []string, prefix string,
	each func(yield func(T) error) error, cells func(T) []string, refusal func(error) error) {
	file := newCSVFile(w, header)
	name := fmt.Sprintf("%s-%s.csv", prefix, time.Now().UTC().Format("2006-01-02"))
	err := each(func(v T) error {
		if !file.started() {
			if err := file.start(name); err != nil {
				return err
			}
		}
		return file.row(cells(v))
	})
	if err == nil && !file.started() {
		err = file.start(name)
	}
	file.finish(r, err, refusal)
}

// spreadsheetSafe prefixes a cell that a spreadsheet would read as a formula
// (OWASP's CSV injection list) with an apostrophe, which shows as text.
func spreadsheetSafe(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// attachmentName is a Content-Disposition that saves the answer as name:
// an ASCII stand-in for old clients (characters outside [A-Za-z0-9 ._-]
// become _) and the exact name in UTF-8 (RFC 6266).
func attachmentName(name string) string {
	ascii := strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == ' ', r == '.', r == '-':
			return r
		default:
			return '_'
		}
	}, name)
	return fmt.Sprintf(`attachment; filename="%s"; filename*=UTF-8''%s`, ascii, extValue(name))
}

// extValue percent-encodes every byte of s that is not an attr-char of
// RFC 5987 (letters, digits and !#$&+-.^_`|~).
func extValue(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x80 && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("!#$&+-.^_`|~", c) >= 0) {
			b.WriteByte(c)
			continue
		}
		fmt.Fprintf(&b, "%%%02X", c)
	}
	return b.String()
}

// nopResponse discards an answer: writeError then only logs.
type nopResponse struct{}

func (nopResponse) Header() http.Header         { return http.Header{} }
func (nopResponse) Write(b []byte) (int, error) { return len(b), nil }
func (nopResponse) WriteHeader(int)             {}
