package graph

import (
	"bytes"
	"context"
	"strconv"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"journey365/board"
	"journey365/journey"
	"journey365/paging"
)

// The board is the hottest read (every board view, every page, every
// member's tab); gqlgen marshals a list of objects with a goroutine per
// element and a field context per field, which cost more than the rest of
// the request together for a page of 50 messages. So a Board is written by
// boardJSON: one pass over the query's selection, appending to one buffer,
// with the same scalar marshalers and enum names as the generated code
// (TestBoardJSONMatchesGqlgen compares the two over every field). A
// selection it does not know (a field added to the schema but not here, a
// deferred fragment) goes to gqlgen as before.

// writeBoard is a Board as finished JSON (writeDirectly), or res as it
// came when the selection asks for something the writer does not know.
func writeBoard(ctx context.Context, res any, b *board.Board) (any, error) {
	if b == nil {
		return res, nil
	}
	return writeAnswerOf(ctx, res, answerSizeHint(b), func(w *boardJSON, root boardField) bool { return w.board(root, b) })
}

// answerSizeHint is about the size of b's answer when a board view asks for
// its messages' ids, authors, texts and times (a hundred bytes of keys, id
// and time besides the texts each), so the buffer is allocated once for it;
// a read asking for every field has it grown once.
func answerSizeHint(b *board.Board) int {
	n := 512
	for _, m := range b.Messages {
		n += 112 + len(m.Content) + len(m.AuthorName)
		if m.Title != nil {
			n += len(*m.Title)
		}
	}
	return n
}

// boardJSON writes a Board for a selection; each method reports false on a
// field it does not know, and the half-written buffer is then dropped.
type boardJSON struct {
	oc  *graphql.OperationContext
	buf *bytes.Buffer
}

// object writes an object of type typename with fields, field writing
// each value but __typename's.
func (w *boardJSON) object(fields []boardField, typename string, field func(boardField) bool) bool {
	w.buf.WriteByte('{')
	for i, f := range fields {
		if i > 0 {
			w.buf.WriteByte(',')
		}
		w.buf.Write(f.key)
		if f.Name == "__typename" {
			w.str(typename)
		} else if !field(f) {
			return false
		}
	}
	w.buf.WriteByte('}')
	return true
}

// objects writes a list of n objects of one type, collecting sel's fields
// once for them all.
func (w *boardJSON) objects(n int, of boardField, implementors []string, element func(fields []boardField, i int) bool) bool {
	fields, ok := w.fields(of, implementors)
	if !ok {
		return false
	}
	w.buf.WriteByte('[')
	for i := range n {
		if i > 0 {
			w.buf.WriteByte(',')
		}
		if !element(fields, i) {
			return false
		}
	}
	w.buf.WriteByte(']')
	return true
}

func (w *boardJSON) value(m graphql.Marshaler) bool {
	m.MarshalGQL(w.buf)
	return true
}

// The scalars written most (50 messages a page) are appended without a
// Marshaler each: what graphql.MarshalTime, model.MarshalID, MarshalInt
// and MarshalBoolean write, as neither digits nor a formatted time need
// escaping.

// str writes s quoted as graphql.MarshalString does.
func (w *boardJSON) str(s string) bool {
	w.buf.Write(appendQuoted(w.buf.AvailableBuffer(), s))
	return true
}

// appendQuoted appends s quoted as gqlgen's graphql.MarshalString writes
// it: control characters, quotes and backslashes escaped, everything else
// (other bytes of UTF-8, valid or not) as it is. Byte by byte is rune by
// rune here, as no byte of a multi-byte sequence is below 0x80.
func appendQuoted(dst []byte, s string) []byte {
	const hex = "0123456789ABCDEF"
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c != '\\' && c != '"' {
			continue
		}
		dst = append(dst, s[start:i]...)
		switch c {
		case '\t':
			dst = append(dst, `\t`...)
		case '\r':
			dst = append(dst, `\r`...)
		case '\n':
			dst = append(dst, `\n`...)
		case '\\':
			dst = append(dst, `\\`...)
		case '"':
			dst = append(dst, `\"`...)
		default:
			dst = append(dst, `\u00`...)
			dst = append(dst, hex[c>>4], hex[c&0xf])
		}
		start = i + 1
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

func (w *boardJSON) id(id int64) bool {
	w.buf.WriteByte('"')
	w.buf.Write(strconv.AppendInt(w.buf.AvailableBuffer(), id, 10))
	w.buf.WriteByte('"')
	return true
}

// time writes a non-null time; a zero one (null to gqlgen) is gqlgen's to
// report.
func (w *boardJSON) time(t time.Time) bool {
	if t.IsZero() {
		return false
	}
	w.buf.WriteByte('"')
	w.buf.Write(t.AppendFormat(w.buf.AvailableBuffer(), time.RFC3339Nano))
	w.buf.WriteByte('"')
	return true
}

func (w *boardJSON) int(n int) bool {
	w.buf.Write(strconv.AppendInt(w.buf.AvailableBuffer(), int64(n), 10))
	return true
}

func (w *boardJSON) bool(b bool) bool {
	w.buf.Write(strconv.AppendBool(w.buf.AvailableBuffer(), b))
	return true
}

func (w *boardJSON) board(of boardField, b *board.Board) bool {
	fields, ok := w.fields(of, boardImplementors)
	return ok && w.object(fields, "Board", func(f boardField) bool {
		switch f.Name {
		case "groupId":
			return w.id(b.GroupID)
		case "groupName":
			return w.str(b.GroupName)
		case "messages":
			return w.objects(len(b.Messages), f, messageImplementors, func(fields []boardField, i int) bool {
				return w.message(fields, &b.Messages[i])
			})
		case "pageInfo":
			fields, ok := w.fields(f, pageInfoImplementors)
			return ok && w.pageInfo(fields, &b.PageInfo)
		case "totalCount":
			return w.int(b.TotalCount)
		case "unreadCount":
			return w.int(b.UnreadCount)
		case "counts":
			return w.objects(len(b.Counts), f, typeCountImplementors, func(fields []boardField, i int) bool {
				return w.typeCount(fields, &b.Counts[i])
			})
		case "lastReadAt":
			if b.LastReadAt == nil {
				return w.value(graphql.Null)
			}
			return w.value(graphql.MarshalTime(*b.LastReadAt))
		case "version":
			return w.int(int(b.Version))
		}
		return false
	})
}

func (w *boardJSON) message(fields []boardField, m *journey.BoardMessage) bool {
	return w.object(fields, "Message", func(f boardField) bool {
		switch f.Name {
		case "id":
			return w.id(m.ID)
		case "groupId":
			return w.id(m.GroupID)
		case "source":
			return w.str(marshalNMessageSource2journey365ᚋjourneyᚐMessageSource[m.Source])
		case "type":
			return w.str(marshalNMessageType2journey365ᚋjourneyᚐMessageType[m.Type])
		case "priority":
			return w.str(marshalNMessagePriority2journey365ᚋjourneyᚐMessagePriority[m.Priority])
		case "title":
			if m.Title == nil {
				return w.value(graphql.Null)
			}
			return w.str(*m.Title)
		case "content":
			return w.str(m.Content)
		case "authorName":
			return w.str(m.AuthorName)
		case "createdAt":
			return w.time(m.CreatedAt)
		case "unread":
			return w.bool(m.Unread)
		case "mine":
			return w.bool(m.Mine)
		}
		return false
	})
}

func (w *boardJSON) pageInfo(fields []boardField, p *paging.Info) bool {
	return w.object(fields, "PageInfo", func(f boardField) bool {
		switch f.Name {
		case "hasNextPage":
			return w.bool(p.HasNextPage)
		case "endCursor":
			if p.EndCursor == nil {
				return w.value(graphql.Null)
			}
			return w.str(*p.EndCursor)
		}
		return false
	})
}

func (w *boardJSON) typeCount(fields []boardField, c *journey.TypeCount) bool {
	return w.object(fields, "TypeCount", func(f boardField) bool {
		switch f.Name {
		case "type":
			return w.str(marshalNMessageType2journey365ᚋjourneyᚐMessageType[c.Type])
		case "count":
			return w.int(c.Count)
		case "unread":
			return w.int(c.Unread)
		}
		return false
	})
}
