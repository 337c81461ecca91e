package graph

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
)

// A websocket keeps the buffered reader and writer of the hijacked HTTP
// connection for as long as it is open (coder/websocket reads frames through
// the one and writes them through the other): 4 KB each by net/http, a
// quarter of the heap of an idle live board subscriber. Once hijacked they
// are the socket's alone, so they are made smaller in place: the client
// sends pongs and the odd subscribe (a larger message is read in more
// pieces), and a board event fits the write buffer whole, so each still
// leaves in one write (docs/decisions.md, "Memory per live subscriber").
const (
	socketReadBuffer  = 512
	socketWriteBuffer = 2048
)

// smallBuffers is a ResponseWriter whose Hijack hands out a connection with
// the socket's smaller buffers.
type smallBuffers struct{ http.ResponseWriter }

func (w smallBuffers) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w smallBuffers) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	conn, brw, err := http.NewResponseController(w.ResponseWriter).Hijack()
	if err != nil {
		return nil, nil, err
	}
	if err := brw.Writer.Flush(); err != nil {
		_ = conn.Close()
		return nil, nil, fmt.Errorf("websocket: flushing the upgrade: %w", err)
	}
	// What the client sent behind its upgrade request stays in the buffer
	// (coder/websocket takes it from there and resets the reader).
	early := bytes.Clone(peekBuffered(brw.Reader))
	// The structs are replaced, not the pointers: net/http's connection
	// still points at them, so only their 4 KB arrays become garbage.
	*brw.Reader = *bufio.NewReaderSize(io.MultiReader(bytes.NewReader(early), conn), max(socketReadBuffer, len(early)))
	if _, err := brw.Reader.Peek(len(early)); err != nil {
		_ = conn.Close()
		return nil, nil, fmt.Errorf("websocket: keeping what the client sent early: %w", err)
	}
	*brw.Writer = *bufio.NewWriterSize(conn, socketWriteBuffer)
	return conn, brw, nil
}

func peekBuffered(r *bufio.Reader) []byte {
	b, _ := r.Peek(r.Buffered())
	return b
}
