package pgserver

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"syscall"
)

// basebackup creates the cluster as a streaming standby of primary: a copy
// taken with pg_basebackup over primary's socket, with -R writing
// standby.signal and primary_conninfo, so the server started on it follows
// the primary's WAL. initdb's "local replication all trust" line on the
// primary lets the copy and the stream in. As initdb does, it writes into a
// scratch directory and renames it into place.
func (s *Server) basebackup(ctx context.Context, bin binaries, as *runAs, primary *Server) error {
	tmp := s.pgDir + initdbSuffix
	if err := os.RemoveAll(tmp); err != nil {
		return fmt.Errorf("pgserver: unable to remove leftover %s: %w", tmp, err)
	}
	if err := mkdirOwned(tmp, as); err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, bin.basebackup, "-D", tmp, "-R", "-X", "stream", "-c", "fast",
		"-h", primary.runDir, "-p", port, "-U", User, "--no-password")
	cmd.Dir = s.dataDir
	cmd.Env = childEnv(as)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: as.credential()}
	s.log.Info("pgserver: copying the primary for a standby", "data", s.pgDir, "primary", primary.pgDir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		_ = os.RemoveAll(tmp)
		if ctx.Err() != nil {
			return fmt.Errorf("pgserver: pg_basebackup interrupted: %w", ctx.Err())
		}
		return fmt.Errorf("pgserver: pg_basebackup of %s failed: %w; its output:\n%s", primary.pgDir, err, lastLines(string(out), tailLines))
	}
	if err := os.Rename(tmp, s.pgDir); err != nil {
		return fmt.Errorf("pgserver: unable to move the standby's copy into place: %w", err)
	}
	return nil
}
