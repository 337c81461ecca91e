package pgserver

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
)

// runAs is the user the server runs as when this process is root.
type runAs struct {
	name string
	uid  uint32
	gid  uint32
	gids []uint32 // all groups, primary first
	home string
}

// lookupRunAs returns nil when not root: the server then runs as this user.
func lookupRunAs() (*runAs, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	for _, name := range []string{"postgres", "nobody"} {
		u, err := user.Lookup(name)
		if err != nil {
			continue
		}
		uid, err1 := strconv.ParseUint(u.Uid, 10, 32)
		gid, err2 := strconv.ParseUint(u.Gid, 10, 32)
		if err1 != nil || err2 != nil {
			continue
		}
		as := &runAs{name: name, uid: uint32(uid), gid: uint32(gid), gids: []uint32{uint32(gid)}, home: u.HomeDir}
		if ids, err := u.GroupIds(); err == nil {
			for _, id := range ids {
				if g, err := strconv.ParseUint(id, 10, 32); err == nil && !slices.Contains(as.gids, uint32(g)) {
					as.gids = append(as.gids, uint32(g))
				}
			}
		}
		return as, nil
	}
	return nil, errors.New("pgserver: running as root, which PostgreSQL refuses, and neither user postgres nor nobody exists to run it as: " +
		"create a postgres user, run as a non-root user, or set DATABASE_URL")
}

func (as *runAs) credential() *syscall.Credential {
	if as == nil {
		return nil
	}
	return &syscall.Credential{Uid: as.uid, Gid: as.gid, Groups: as.gids}
}

// checkReachable checks that as can traverse every directory from / to dir.
func checkReachable(dir string, as *runAs) error {
	for p := dir; ; p = filepath.Dir(p) {
		fi, err := os.Stat(p)
		if err != nil {
			return fmt.Errorf("pgserver: unable to stat %s: %w", p, err)
		}
		st, ok := fi.Sys().(*syscall.Stat_t)
		if !ok {
			return nil
		}
		perm := fi.Mode().Perm()
		var can bool
		switch {
		case st.Uid == as.uid:
			can = perm&0o100 != 0
		case slices.Contains(as.gids, st.Gid):
			can = perm&0o010 != 0
		default:
			can = perm&0o001 != 0
		}
		if !can {
			return fmt.Errorf("pgserver: PostgreSQL refuses to run as root, so it runs as user %q, but %s cannot reach the data directory %s: "+
				"%s (owner uid %d, mode %v) is not searchable by %s; put DATA_DIR somewhere %s can reach (e.g. /var/lib/journey365), "+
				"or set DATABASE_URL to use an existing PostgreSQL server",
				as.name, as.name, dir, p, st.Uid, perm, as.name, as.name)
		}
		if p == filepath.Dir(p) {
			return nil
		}
	}
}

// mkdirOwned creates dir (mode 0700) and hands it to as.
func mkdirOwned(dir string, as *runAs) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("pgserver: unable to create %s: %w", dir, err)
	}
	if as != nil {
		if err := os.Chown(dir, int(as.uid), int(as.gid)); err != nil {
			return fmt.Errorf("pgserver: unable to give %s to user %s: %w", dir, as.name, err)
		}
	}
	return nil
}

// chownTree hands an existing cluster to as, if it is not already theirs
// (for instance a cluster created by an earlier non-root run).
func chownTree(dir string, as *runAs) error {
	fi, err := os.Stat(dir)
	if err != nil {
		return fmt.Errorf("pgserver: %w", err)
	}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok && st.Uid == as.uid {
		return nil
	}
	err = filepath.WalkDir(dir, func(p string, _ fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(p, int(as.uid), int(as.gid))
	})
	if err != nil {
		return fmt.Errorf("pgserver: unable to give %s to user %s: %w", dir, as.name, err)
	}
	return nil
}

// childEnv is our environment without PG* variables (which would steer the
// server or initdb), with HOME and USER of the user it runs as.
func childEnv(as *runAs) []string {
	env := slices.DeleteFunc(os.Environ(), func(kv string) bool {
		return strings.HasPrefix(kv, "PG") ||
			(as != nil && (strings.HasPrefix(kv, "HOME=") || strings.HasPrefix(kv, "USER=") || strings.HasPrefix(kv, "LOGNAME=")))
	})
	if as != nil {
		env = append(env, "HOME="+as.home, "USER="+as.name, "LOGNAME="+as.name)
	}
	return env
}
