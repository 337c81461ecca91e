package rest

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"

	"journey365/journey"
	"journey365/memberimport"
	"journey365/service"
)

// Member import (issue 29). The file is the request body, either as it is
// (Content-Type text/csv, e.g. curl --data-binary @members.csv) or as JSON
// {"csv": "..."}; the web layer gives these two routes room for a 2 MB file
// when the token is an admin's.

type importProblemOut struct {
	Row     int    `json:"row"`
	Field   string `json:"field"`
	Message string `json:"message"`
}

type importGroupOut struct {
	GroupID   int64  `json:"group_id"`
	GroupName string `json:"group_name"`
	Members   int    `json:"members"`
}

type importPreviewOut struct {
	Rows           int                `json:"rows"`
	Valid          int                `json:"valid"`
	WithProblems   int                `json:"with_problems"`
	Problems       []importProblemOut `json:"problems"`
	Groups         []importGroupOut   `json:"groups"`
	IgnoredColumns []string           `json:"ignored_columns"`
}

type importResultOut struct {
	Rows     int                `json:"rows"`
	Imported int                `json:"imported"`
	Skipped  int                `json:"skipped"`
	Problems []importProblemOut `json:"problems"`
	Groups   []importGroupOut   `json:"groups"`
}

// POST /api/admin/users/import/preview: what importing the file would do
// (every row's problems, counts); nothing changes.
func previewMemberImport(adm *service.AdminService, w http.ResponseWriter, r *http.Request) {
	serveImport(w, r, func(ctx context.Context, csv string) (importPreviewOut, error) {
		p, err := adm.PreviewMemberImport(ctx, csv)
		return importPreviewOut{Rows: p.Rows, Valid: p.Valid, WithProblems: p.WithProblems, Problems: problemsOut(p.Problems),
			Groups: groupsOut(p.Groups), IgnoredColumns: nonNilStrings(p.IgnoredColumns)}, err
	})
}

// POST /api/admin/users/import: imports the file's valid rows (see
// service.AdminService.ImportMembers); data is what it did.
func importMembers(adm *service.AdminService, w http.ResponseWriter, r *http.Request) {
	serveImport(w, r, func(ctx context.Context, csv string) (importResultOut, error) {
		res, err := adm.ImportMembers(ctx, csv)
		return importResultOut{Rows: res.Rows, Imported: res.Imported, Skipped: res.Skipped, Problems: problemsOut(res.Problems),
			Groups: groupsOut(res.Groups)}, err
	})
}

func serveImport[Out any](w http.ResponseWriter, r *http.Request, call func(context.Context, string) (Out, error)) {
	csv, err := readImportFile(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	out, err := call(r.Context(), csv)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, dataEnvelope[Out]{Success: true, Data: out})
}

// errImportTooLarge answers a JSON body past memberimport.MaxRequestBody.
var errImportTooLarge = journey.FieldError(journey.EINVALID, "csv", "The request is too large: a member import file may be at most 2 MB.")

// readImportFile is the file of an import request: a text/csv body read
// to one byte past the limit (memberimport.Parse then refuses it, nothing
// more is read), or the csv key of a JSON body.
func readImportFile(r *http.Request) (string, error) {
	mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch mediaType {
	case "text/csv", "text/plain":
		data, err := io.ReadAll(io.LimitReader(r.Body, memberimport.MaxBytes+1))
		if isTooLarge(err) {
			return "", errImportTooLarge
		}
		if err != nil {
			return "", journey.Errorf(journey.EINVALID, "The file could not be read.")
		}
		return string(data), nil
	case "application/json":
		var body struct {
			CSV *string `json:"csv"`
		}
		dec := json.NewDecoder(http.MaxBytesReader(nil, r.Body, memberimport.MaxRequestBody))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&body); err != nil {
			if isTooLarge(err) {
				return "", errImportTooLarge
			}
			return "", decodeError(err)
		}
		if err := dec.Decode(&json.RawMessage{}); !errors.Is(err, io.EOF) {
			return "", journey.Errorf(journey.EINVALID, "The request body must hold one JSON object and nothing after it.")
		}
		if body.CSV == nil {
			return "", journey.FieldError(journey.EINVALID, "csv", `Send the file in the key "csv" of the JSON body.`)
		}
		return *body.CSV, nil
	default:
		return "", journey.Errorf(journey.EINVALID, `Send the file as the body (Content-Type: text/csv), or as JSON {"csv": "..."} (Content-Type: application/json).`)
	}
}

func problemsOut(ps []service.ImportProblem) []importProblemOut {
	out := make([]importProblemOut, len(ps))
	for i, p := range ps {
		out[i] = importProblemOut{Row: p.Row, Field: p.Field, Message: p.Message}
	}
	return out
}

func groupsOut(gs []service.ImportGroupCount) []importGroupOut {
	out := make([]importGroupOut, len(gs))
	for i, g := range gs {
		out[i] = importGroupOut{GroupID: g.GroupID, GroupName: g.GroupName, Members: g.Members}
	}
	return out
}

func nonNilStrings(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
