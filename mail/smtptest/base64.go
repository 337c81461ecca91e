package smtptest

import (
	"encoding/base64"
	"io"
	"strings"
)

// base64Reader decodes a base64 body broken into lines.
func base64Reader(r io.Reader) io.Reader {
	return base64.NewDecoder(base64.StdEncoding, &noNewlines{r: r})
}

type noNewlines struct{ r io.Reader }

func (n *noNewlines) Read(p []byte) (int, error) {
	for {
		k, err := n.r.Read(p)
		s := strings.NewReplacer("\r", "", "\n", "").Replace(string(p[:k]))
		copy(p, s)
		if len(s) > 0 || err != nil {
			return len(s), err
		}
	}
}
