package web

import (
	"bufio"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// bigJSON is an answer well above gzipMinSize, as a board page is.
var bigJSON = `{"data":{"board":{"messages":[` + strings.Repeat(`{"id":"1","body":"Grace and peace to you"},`, 60) + `{}]}}}`

// jsonHandler writes its answer in the pieces given (the GraphQL transport
// writes three: {"data": , the data and }).
func jsonHandler(contentType string, pieces ...string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", contentType)
		for _, p := range pieces {
			_, _ = w.Write([]byte(p))
		}
	})
}

func post(h http.Handler, acceptEncoding string) *httptest.ResponseRecorder {
	r := httptest.NewRequest("POST", "/graphql", strings.NewReader(`{"query":"{board{id}}"}`))
	if acceptEncoding != "" {
		r.Header.Set("Accept-Encoding", acceptEncoding)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, r)
	return rec
}

func TestLargeJSONAnswersAreGzipped(t *testing.T) {
	for _, contentType := range []string{"application/json", "application/graphql-response+json", "application/json; charset=utf-8"} {
		rec := post(compressJSON(jsonHandler(contentType, bigJSON)), "gzip, deflate, br")
		if got := rec.Header().Get("Content-Encoding"); got != "gzip" {
			t.Fatalf("%s: Content-Encoding = %q, want gzip", contentType, got)
		}
		if got := rec.Header().Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("%s: Vary = %q, want Accept-Encoding", contentType, got)
		}
		if got := gunzip(t, rec.Body.Bytes()); got != bigJSON {
			t.Errorf("%s: gunzipped answer differs from the handler's", contentType)
		}
		if got, limit := rec.Body.Len(), len(bigJSON)/4; got > limit {
			t.Errorf("%s: %d bytes compressed from %d, want at most %d", contentType, got, len(bigJSON), limit)
		}
	}
}

func TestAnswersWrittenInPiecesArriveWhole(t *testing.T) {
	data := strings.TrimSuffix(strings.TrimPrefix(bigJSON, `{"data":`), "}")
	for _, tc := range []struct {
		contentType, encoding string
	}{
		{"application/json", "gzip"},
		{"text/plain; charset=utf-8", ""},
	} {
		rec := post(compressJSON(jsonHandler(tc.contentType, `{"data":`, data, "}")), "gzip")
		if got := rec.Header().Get("Content-Encoding"); got != tc.encoding {
			t.Fatalf("%s: Content-Encoding = %q, want %q", tc.contentType, got, tc.encoding)
		}
		got := rec.Body.String()
		if tc.encoding == "gzip" {
			got = gunzip(t, rec.Body.Bytes())
		}
		if got != bigJSON {
			t.Errorf("%s: answer arrived as %.60q…, want the three pieces in order", tc.contentType, got)
		}
	}
}

func TestAnswersThatStayAsTheyAre(t *testing.T) {
	small := `{"data":{"currentGroup":null}}`
	for _, tc := range []struct {
		name, accept, contentType, body string
	}{
		{"no Accept-Encoding", "", "application/json", bigJSON},
		{"gzip refused", "gzip;q=0, br", "application/json", bigJSON},
		{"below the threshold", "gzip", "application/json", small},
		{"not JSON", "gzip", "text/plain; charset=utf-8", bigJSON},
	} {
		rec := post(compressJSON(jsonHandler(tc.contentType, tc.body)), tc.accept)
		if got := rec.Header().Get("Content-Encoding"); got != "" {
			t.Errorf("%s: Content-Encoding = %q, want none", tc.name, got)
		}
		if got := rec.Body.String(); got != tc.body {
			t.Errorf("%s: body changed (%d bytes, want %d)", tc.name, len(got), len(tc.body))
		}
	}
}

func TestStatusAndHeadersSurviveCompression(t *testing.T) {
	h := compressJSON(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Content-Length", "99999") // wrong once compressed: must go
		w.WriteHeader(http.StatusUnprocessableEntity)
		// Written in pieces: the first is below the threshold.
		_, _ = w.Write([]byte(bigJSON[:100]))
		_, _ = w.Write([]byte(bigJSON[100:]))
	}))
	rec := post(h, "gzip")
	if got, want := rec.Code, http.StatusUnprocessableEntity; got != want {
		t.Errorf("status = %d, want %d", got, want)
	}
	if got := rec.Header().Get("Content-Length"); got != "" {
		t.Errorf("Content-Length = %q, want none on a compressed answer", got)
	}
	if got := gunzip(t, rec.Body.Bytes()); got != bigJSON {
		t.Error("answer written in pieces does not gunzip to the whole")
	}
}

// A panic before anything was sent still ends in recoverPanics' 500, uncompressed.
func TestAPanicStillAnswers500(t *testing.T) {
	h := recoverPanics(compressJSON(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"data":`))
		panic("resolver bug")
	})))
	rec := post(h, "gzip")
	if rec.Code != 500 || !strings.Contains(rec.Body.String(), "Internal error") {
		t.Errorf("= %d %q, want 500 Internal error", rec.Code, rec.Body)
	}
	if strings.Contains(rec.Body.String(), `{"data":`) {
		t.Error("the half-written answer leaked into the 500")
	}
}

// An event stream is flushed event by event, uncompressed, through the wrapper and the logger's.
func TestEventStreamsAreFlushedAsTheyCome(t *testing.T) {
	release := make(chan struct{})
	h := compressJSON(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		_, _ = w.Write([]byte("event: next\ndata: {\"data\":{}}\n\n"))
		http.NewResponseController(w).Flush()
		<-release
		_, _ = w.Write([]byte("event: complete\n\n"))
	}))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.ServeHTTP(&statusRecorder{ResponseWriter: w, status: 200}, r)
	}))
	defer srv.Close()
	defer close(release)

	req, _ := http.NewRequest("POST", srv.URL, strings.NewReader("{}"))
	req.Header.Set("Accept-Encoding", "gzip")
	res, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if got := res.Header.Get("Content-Encoding"); got != "" {
		t.Errorf("Content-Encoding = %q, want none on an event stream", got)
	}
	line, err := bufio.NewReader(res.Body).ReadString('\n')
	if err != nil {
		t.Fatalf("reading the first event before the handler ends: %v", err)
	}
	if got, want := line, "event: next\n"; got != want {
		t.Errorf("first line = %q, want %q", got, want)
	}
}

// Websocket upgrades are not wrapped, so the handler can take the connection.
func TestUpgradesCanHijack(t *testing.T) {
	hijacked := make(chan error, 1)
	h := compressJSON(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		conn, _, err := http.NewResponseController(w).Hijack()
		if err == nil {
			_, _ = conn.Write([]byte("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n"))
			conn.Close()
		}
		hijacked <- err
	}))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.ServeHTTP(&statusRecorder{ResponseWriter: w, status: 200}, r)
	}))
	defer srv.Close()
	req, _ := http.NewRequest("GET", srv.URL, nil)
	req.Header.Set("Connection", "Upgrade")
	req.Header.Set("Upgrade", "websocket")
	req.Header.Set("Accept-Encoding", "gzip")
	res, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if err := <-hijacked; err != nil {
		t.Fatalf("hijack through the wrappers: %v", err)
	}
	if got, want := res.StatusCode, http.StatusSwitchingProtocols; got != want {
		t.Errorf("status = %d, want %d", got, want)
	}
}
