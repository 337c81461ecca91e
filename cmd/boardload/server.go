package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"
)

// memory is the server's resident set and Go heap in use, in bytes (0: not
// measured).
type memory struct{ rss, heap int64 }

// measure reads the servers' RSS from /proc and the heap in use after a GC
// from their profiling endpoints, each summed over the instances.
func measure(pids []int, debugAddrs []string) memory {
	var m memory
	for _, pid := range pids {
		m.rss += rss(pid)
	}
	for _, addr := range debugAddrs {
		m.heap += heapInuse(addr)
	}
	return m
}

func rss(pid int) int64 {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}

func heapInuse(addr string) int64 {
	c := http.Client{Timeout: 30 * time.Second}
	resp, err := c.Get("http://" + addr + "/debug/pprof/heap?debug=1&gc=1")
	if err != nil {
		return 0
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	i := bytes.Index(b, []byte("# HeapInuse = "))
	if i < 0 {
		return 0
	}
	line, _, _ := bytes.Cut(b[i+len("# HeapInuse = "):], []byte("\n"))
	n, _ := strconv.ParseInt(string(line), 10, 64)
	return n
}

// peakRSS samples the servers' summed RSS until stop is closed and returns
// the peak.
func peakRSS(pids []int, stop <-chan struct{}) <-chan int64 {
	out := make(chan int64, 1)
	go func() {
		var peak int64
		t := time.NewTicker(500 * time.Millisecond)
		defer t.Stop()
		for {
			peak = max(peak, measure(pids, nil).rss)
			select {
			case <-stop:
				out <- peak
				return
			case <-t.C:
			}
		}
	}()
	return out
}

// profile saves the server's /debug/pprof/<what> to file.
func profile(addr, what, file string) {
	c := http.Client{Timeout: 60 * time.Second}
	resp, err := c.Get("http://" + addr + "/debug/pprof/" + what)
	if err != nil {
		fmt.Fprintln(os.Stderr, "boardload: profile:", err)
		return
	}
	defer resp.Body.Close()
	f, err := os.Create(file)
	if err != nil {
		fmt.Fprintln(os.Stderr, "boardload: profile:", err)
		return
	}
	defer f.Close()
	_, _ = io.Copy(f, resp.Body)
}
