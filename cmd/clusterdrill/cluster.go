package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// cluster is the running cluster as `cluster.sh env` describes it.
type cluster struct {
	script    string
	haproxy   string
	primary   string
	apps      []string // APP_URL_1..n
	dir       string
	instances int
}

// readCluster evaluates `script env` in bash (it prints shell-quoted
// assignments) and reads the variables back; JWT_SECRET is put in the
// environment, where the token signer reads it.
func readCluster(ctx context.Context, script string) (cluster, error) {
	const show = `set -e; eval "$("$0" env)"
for v in $(compgen -v | grep -E '^(CLUSTER_DIR|HAPROXY_URL|PRIMARY_URL|STANDBY_URL|JWT_SECRET|(APP_URL|APP_PID|DEBUG_ADDR)_[0-9]+)$'); do
	printf '%s=%s\n' "$v" "${!v}"
done`
	out, err := exec.CommandContext(ctx, "bash", "-c", show, script).Output()
	if err != nil {
		return cluster{}, fmt.Errorf("%s env: %w", script, err)
	}
	env := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), "="); ok {
			env[k] = v
		}
	}
	c := cluster{script: script, haproxy: env["HAPROXY_URL"], primary: env["PRIMARY_URL"], dir: env["CLUSTER_DIR"]}
	for i := 1; env["APP_URL_"+strconv.Itoa(i)] != ""; i++ {
		c.apps = append(c.apps, env["APP_URL_"+strconv.Itoa(i)])
	}
	c.instances = len(c.apps)
	switch {
	case c.haproxy == "":
		return c, fmt.Errorf("%s env printed no HAPROXY_URL", script)
	case c.primary == "":
		return c, fmt.Errorf("%s env printed no PRIMARY_URL", script)
	case c.instances == 0:
		return c, fmt.Errorf("%s env printed no APP_URL_1", script)
	case env["JWT_SECRET"] == "":
		return c, fmt.Errorf("%s env printed no JWT_SECRET", script)
	}
	if err := os.Setenv("JWT_SECRET", env["JWT_SECRET"]); err != nil {
		return c, fmt.Errorf("JWT_SECRET: %w", err)
	}
	return c, nil
}

// do runs one subcommand of the cluster script (kill-instance 2, …) and says
// how long it took; its output goes to stderr, apart from the drill's report.
func (c cluster) do(ctx context.Context, args ...string) (time.Duration, error) {
	start := time.Now()
	cmd := exec.CommandContext(ctx, c.script, args...)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return time.Since(start), fmt.Errorf("%s %s: %w", c.script, strings.Join(args, " "), err)
	}
	return time.Since(start), nil
}
