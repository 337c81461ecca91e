package outbox

// Wake is a poke for this instance's sender: one pending poke is enough
// (the sender then takes every due mail), so a poke on a full channel is
// dropped.
type Wake struct{ ch chan struct{} }

// NewWake returns a wake for one sender.
func NewWake() *Wake { return &Wake{ch: make(chan struct{}, 1)} }

// Poke tells the sender to look at the outbox now; call it after the
// transaction that queued a mail commits.
func (w *Wake) Poke() {
	select {
	case w.ch <- struct{}{}:
	default:
	}
}

func (w *Wake) c() <-chan struct{} { return w.ch }
