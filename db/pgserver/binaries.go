package pgserver

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

type binaries struct {
	dir      string
	initdb   string
	postgres string
	// basebackup is pg_basebackup, which only a standby needs (standby.go).
	basebackup string
	version    string // e.g. "15.20"
	major      string // e.g. "15" or "9.6", as in PG_VERSION
}

// findBinaries looks in binDir if set, else $PATH, else /usr/lib/postgresql/*/bin
// (preferring the major version of an existing cluster, else the newest).
func findBinaries(binDir, wantMajor string) (binaries, error) {
	var dir string
	switch {
	case binDir != "":
		abs, err := filepath.Abs(binDir)
		if err != nil {
			return binaries{}, fmt.Errorf("pgserver: bad BinDir %q: %w", binDir, err)
		}
		if !hasServerBinaries(abs) {
			return binaries{}, fmt.Errorf("pgserver: no executable initdb and postgres in BinDir %s: %w", abs, ErrNoBinaries)
		}
		dir = abs
	default:
		if d, ok := pathBinaries(); ok {
			dir = d
			break
		}
		dirs, _ := filepath.Glob(filepath.Join(debianPGRoot, "*", "bin"))
		dirs = slices.DeleteFunc(dirs, func(d string) bool { return !hasServerBinaries(d) })
		d, ok := pickVersionDir(dirs, wantMajor)
		if !ok {
			return binaries{}, fmt.Errorf("pgserver: no initdb and postgres on $PATH or in %s/*/bin: %w", debianPGRoot, ErrNoBinaries)
		}
		dir = d
	}
	b := binaries{dir: dir, initdb: filepath.Join(dir, "initdb"), postgres: filepath.Join(dir, "postgres"),
		basebackup: basebackupBeside(dir)}
	out, err := exec.Command(b.postgres, "--version").Output()
	if err != nil {
		return binaries{}, fmt.Errorf("pgserver: unable to run %s --version: %w", b.postgres, err)
	}
	b.version, b.major, err = parseVersion(string(out))
	if err != nil {
		return binaries{}, fmt.Errorf("pgserver: %s: %w", b.postgres, err)
	}
	return b, nil
}

// basebackupBeside is the pg_basebackup of the server binaries in dir: in
// dir, else beside the file its postgres links to (/usr/local/bin may hold
// links to Debian's initdb and postgres only), else on $PATH.
func basebackupBeside(dir string) string {
	p := filepath.Join(dir, "pg_basebackup")
	if isExecutable(p) {
		return p
	}
	if real, err := filepath.EvalSymlinks(filepath.Join(dir, "postgres")); err == nil {
		if q := filepath.Join(filepath.Dir(real), "pg_basebackup"); isExecutable(q) {
			return q
		}
	}
	if q, err := exec.LookPath("pg_basebackup"); err == nil {
		return q
	}
	return p
}

// pathBinaries finds initdb and postgres on $PATH, in the same directory.
func pathBinaries() (string, bool) {
	i, err := exec.LookPath("initdb")
	if err != nil {
		return "", false
	}
	p, err := exec.LookPath("postgres")
	if err != nil {
		return "", false
	}
	di, err1 := filepath.Abs(filepath.Dir(i))
	dp, err2 := filepath.Abs(filepath.Dir(p))
	if err1 != nil || err2 != nil || di != dp {
		return "", false
	}
	return di, true
}

func hasServerBinaries(dir string) bool {
	return isExecutable(filepath.Join(dir, "initdb")) && isExecutable(filepath.Join(dir, "postgres"))
}

func isExecutable(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o111 != 0
}

// pickVersionDir chooses among .../<version>/bin directories: the one whose
// version is want if any, else the highest version (compared numerically, so
// 10 > 9.6).
func pickVersionDir(dirs []string, want string) (string, bool) {
	if len(dirs) == 0 {
		return "", false
	}
	version := func(d string) string { return filepath.Base(filepath.Dir(d)) }
	if want != "" {
		for _, d := range dirs {
			if version(d) == want {
				return d, true
			}
		}
	}
	best := slices.MaxFunc(dirs, func(a, b string) int { return compareVersions(version(a), version(b)) })
	return best, true
}

// compareVersions compares dotted numeric versions; non-numeric parts sort first.
func compareVersions(a, b string) int {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < max(len(pa), len(pb)); i++ {
		na, nb := -1, -1
		if i < len(pa) {
			if n, err := strconv.Atoi(pa[i]); err == nil {
				na = n
			}
		}
		if i < len(pb) {
			if n, err := strconv.Atoi(pb[i]); err == nil {
				nb = n
			}
		}
		if na != nb {
			if na < nb {
				return -1
			}
			return 1
		}
	}
	return 0
}

// parseVersion reads "postgres (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)".
func parseVersion(out string) (version, major string, err error) {
	fields := strings.Fields(out)
	for i, f := range fields {
		if f == "(PostgreSQL)" && i+1 < len(fields) {
			version = fields[i+1]
			break
		}
	}
	digits := func(s string) string { // "17beta1" -> "17"
		return s[:len(s)-len(strings.TrimLeft(s, "0123456789"))]
	}
	parts := strings.Split(version, ".")
	first, err := strconv.Atoi(digits(parts[0]))
	if err != nil {
		return "", "", fmt.Errorf("unexpected --version output %q", strings.TrimSpace(out))
	}
	major = digits(parts[0])
	if first < 10 && len(parts) > 1 { // before 10, the major version was x.y
		major += "." + digits(parts[1])
	}
	return version, major, nil
}

// readVersion returns the cluster's PG_VERSION, or "" when there is no
// cluster yet.
func readVersion(pgDir string) (string, error) {
	b, err := os.ReadFile(filepath.Join(pgDir, versionFile))
	if err == nil {
		return strings.TrimSpace(string(b)), nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return "", fmt.Errorf("pgserver: unable to read %s: %w", filepath.Join(pgDir, versionFile), err)
	}
	entries, err := os.ReadDir(pgDir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", fmt.Errorf("pgserver: unable to read %s: %w", pgDir, err)
	}
	if len(entries) > 0 {
		return "", fmt.Errorf("pgserver: %s is not empty but holds no PostgreSQL cluster (no %s): move it away so that a new cluster can be created",
			pgDir, versionFile)
	}
	return "", nil
}
