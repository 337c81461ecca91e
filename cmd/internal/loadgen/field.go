package loadgen

import "bytes"

// Field is the string value that follows key in b ("" when absent): the
// load tools read a websocket message's type, kind and content this way,
// without decoding it, so they stay cheap next to the server they measure.
func Field(b []byte, key string) string {
	i := bytes.Index(b, []byte(key))
	if i < 0 {
		return ""
	}
	rest := b[i+len(key):]
	j := bytes.IndexByte(rest, '"')
	if j < 0 {
		return ""
	}
	return string(rest[:j])
}
