package graph

import (
	"bytes"
	"context"
	"io"
	"sync"

	"github.com/99designs/gqlgen/graphql"

	"journey365/board"
	"journey365/service"
)

// writeDirectly is the fast path's one field middleware: a Board
// (direct_board.go), a list of milestones (direct_milestones.go) or a
// Dashboard (direct_dashboard.go) leaves the resolver chain as finished
// JSON, which gqlgen takes as the field's answer; every other answer goes
// on as it came. One middleware, so every
// other field of every query pays one type switch for the fast path.
func writeDirectly(ctx context.Context, next graphql.Resolver) (any, error) {
	res, err := next(ctx)
	if err != nil {
		return res, err
	}
	switch v := res.(type) {
	case *board.Board:
		return writeBoard(ctx, res, v)
	case []service.MilestoneView:
		return writeMilestones(ctx, res, v)
	case *service.Dashboard:
		return writeDashboard(ctx, res, v)
	}
	return res, nil
}

// writeAnswerOf runs write, the field's writer, into a buffer of about size
// bytes, and returns the answer it wrote, or res as it came when write
// leaves the field to gqlgen.
func writeAnswerOf(ctx context.Context, res any, size int, write func(w *boardJSON, root boardField) bool) (any, error) {
	w := boardJSON{oc: graphql.GetOperationContext(ctx), buf: answerBuffers.Get().(*bytes.Buffer)}
	w.buf.Grow(size)
	if !write(&w, w.root(graphql.GetFieldContext(ctx))) {
		recycle(w.buf)
		return res, nil
	}
	return &rawJSON{buf: w.buf}, nil
}

// answerBuffers are the buffers answers are written in: each goes back
// when gqlgen has copied its answer into the response, so a busy server
// writes every dashboard and board page into buffers it already has.
var answerBuffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// maxPooledAnswer bounds the buffers kept: a rare large page is not held.
const maxPooledAnswer = 64 << 10

func recycle(b *bytes.Buffer) {
	if b.Cap() <= maxPooledAnswer {
		b.Reset()
		answerBuffers.Put(b)
	}
}

// rawJSON is an answer already written. gqlgen copies it into its
// response once; the buffer is then recycled.
type rawJSON struct{ buf *bytes.Buffer }

func (r *rawJSON) MarshalGQL(w io.Writer) {
	if r.buf == nil {
		panic("graph: a direct answer was marshaled twice")
	}
	if b, ok := w.(*bytes.Buffer); ok {
		b.Grow(r.buf.Len() + 1) // gqlgen's response buffer: grown once, not doubled from empty
	}
	_, _ = w.Write(r.buf.Bytes())
	recycle(r.buf)
	r.buf = nil
}
