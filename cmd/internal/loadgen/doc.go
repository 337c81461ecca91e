// Package loadgen is what the load tools (cmd/boardload, cmd/clusterdrill)
// share: members made directly in the server's database with tokens signed
// by its JWT_SECRET, clients dialing from loopback addresses of their own, a
// board post over GraphQL, a websocket message's fields read without decoding
// it, and a latency histogram.
package loadgen
