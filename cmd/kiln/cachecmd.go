package main

import (
	"context"
	"crypto/ed25519"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/kiln-lang/kiln/cache"
	"github.com/kiln-lang/kiln/driver"
	"github.com/kiln-lang/kiln/image"
	"github.com/kiln-lang/kiln/pkg"
)

const cacheUsage = `usage: kiln cache keygen
       kiln cache status [--project DIR] [--reset-stats] [NAME...]
       kiln cache push [--project DIR] [NAME...]
       kiln cache pull [--project DIR] [NAME...]
       kiln cache prune [--keep N] [--older-than DURATION] [--dry-run]

Shares package images through the remote stores KILN_CACHE lists
(docs/cache.md). keygen creates this depot's Ed25519 signing key
(DEPOT/cache/signing.key) and prints its public key, which other users
list in KILN_CACHE_TRUST or DEPOT/cache/trusted_keys. status prints the
stores, the keys, the hits and misses of this depot and of each store
(counted by kiln run and kiln precompile; --reset-stats sets them to zero
after printing them) and, per package, its content key and whether the
local depot and each store hold its image. push uploads the fresh local images;
pull fetches and verifies missing or stale ones. NAME defaults to the
dependencies of the active project.

prune removes images from the local depot: all but the N newest variants
of each package (--keep; kiln itself keeps 4 whenever it writes one) and
those older than DURATION (--older-than, as Go durations or days: 720h,
30d), the system image and the standard library images included; with
neither flag it keeps 4. --dry-run lists what it would remove.
`

// cacheCmd implements kiln cache.
func cacheCmd(args []string, opts driver.Options, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, cacheUsage)
		return 2
	}
	if args[0] == "-h" || args[0] == "--help" {
		fmt.Fprint(stdout, cacheUsage)
		return 0
	}
	sub := args[0]
	if sub == "prune" {
		return pruneCmd(args[1:], opts, stdout, stderr)
	}
	var names []string
	resetStats := false
	for i := 1; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--reset-stats" && sub == "status":
			resetStats = true
		case a == "--project" && i+1 < len(args):
			opts.Project = args[i+1]
			i++
		case strings.HasPrefix(a, "--project="):
			opts.Project = strings.TrimPrefix(a, "--project=")
		case strings.HasPrefix(a, "-"):
			fmt.Fprintf(stderr, "kiln cache: unknown option %s\n%s", a, cacheUsage)
			return 2
		default:
			names = append(names, a)
		}
	}
	depot, err := resolveDepot(opts)
	if err != nil {
		fmt.Fprintf(stderr, "kiln cache: %v\n", err)
		return 1
	}
	switch sub {
	case "keygen":
		if len(names) > 0 {
			fmt.Fprint(stderr, "kiln cache keygen: takes no arguments\n"+cacheUsage)
			return 2
		}
		pub, err := cache.Keygen(depot)
		if err != nil {
			fmt.Fprintf(stderr, "kiln cache keygen: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "%s\n", cache.FormatPublicKey(pub))
		fmt.Fprintf(stderr, "signing key written to %s; give the public key above to the users of your stores (KILN_CACHE_TRUST)\n",
			filepath.Join(depot, "cache", "signing.key"))
		return 0
	case "status", "push", "pull":
	default:
		fmt.Fprintf(stderr, "kiln cache: unknown command %s\n%s", sub, cacheUsage)
		return 2
	}
	s, rc := newSession(opts)
	if s == nil {
		return rc
	}
	// Looking keys up loads packages: that is not a use of their images.
	s.SetLookupStats(false)
	c := s.CacheClient()
	if c == nil && sub != "status" {
		fmt.Fprintf(stderr, "kiln cache %s: no remote cache is configured (set KILN_CACHE)\n", sub)
		return 1
	}
	if len(names) == 0 {
		if names, err = s.PackageRoots(); err != nil {
			fmt.Fprintf(stderr, "kiln cache %s: %v\n", sub, err)
			return 1
		}
	}
	rc = 0
	switch sub {
	case "status":
		stats, err := cache.LoadStats(depot)
		if err != nil {
			fmt.Fprintf(stderr, "kiln cache status: %v\n", err)
			stats = &cache.Stats{}
		}
		if !stats.Since.IsZero() {
			fmt.Fprintf(stdout, "counted since: %s\n", stats.Since.Local().Format(time.RFC3339))
		}
		fmt.Fprintf(stdout, "local depot: %s, %s\n", count(stats.Local.Hits, "hit"), count(stats.Local.Misses, "miss"))
		configured := map[string]bool{}
		if c == nil {
			fmt.Fprintln(stdout, "stores: none (KILN_CACHE is not set)")
		} else {
			for _, st := range c.Stores {
				ro := ""
				if st.ReadOnly() {
					ro = " (read-only)"
				}
				fmt.Fprintf(stdout, "store: %s%s\n", st.Name(), ro)
				fmt.Fprintf(stdout, "  %s\n", storeCounts(stats.Store(st.Name())))
				configured[st.Name()] = true
			}
		}
		for _, n := range stats.StoreNames() {
			if !configured[n] {
				fmt.Fprintf(stdout, "store (not configured now): %s\n  %s\n", n, storeCounts(stats.Store(n)))
			}
		}
		if resetStats {
			if err := cache.ResetStats(depot); err != nil {
				fmt.Fprintf(stderr, "kiln cache status: %v\n", err)
				rc = 1
			}
		}
		if c != nil {
			if c.Signer != nil {
				fmt.Fprintf(stdout, "signing key: %s\n", cache.FormatPublicKey(c.Signer.Public().(ed25519.PublicKey)))
			} else {
				fmt.Fprintln(stdout, "signing key: none (kiln cache keygen); nothing is uploaded")
			}
			fmt.Fprintf(stdout, "trusted keys: %d\n", c.Trust.Len())
		}
		for _, n := range names {
			key, err := s.ExpectedImageKey(n)
			if err != nil {
				fmt.Fprintf(stdout, "%s: %v\n", n, err)
				rc = 1
				continue
			}
			local := "fresh"
			if _, stale, err := s.ImageStatus(n); err != nil {
				local = err.Error()
			} else if stale != nil {
				local = "stale: " + stale.Error()
			}
			fmt.Fprintf(stdout, "%s %s local: %s\n", n, key, local)
			if c == nil {
				continue
			}
			for _, st := range c.Stores {
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				has, err := st.Has(ctx, key)
				cancel()
				state := "absent"
				switch {
				case err != nil:
					state = "unavailable: " + err.Error()
				case has:
					state = "present"
				}
				fmt.Fprintf(stdout, "  %s: %s\n", st.Name(), state)
			}
		}
	case "push":
		for _, n := range names {
			path, stale, err := s.ImageStatus(n)
			if err == nil && stale != nil {
				err = fmt.Errorf("no fresh image (%v): run kiln precompile %s first", stale, n)
			}
			if err != nil {
				fmt.Fprintf(stderr, "kiln cache push: %s: %v\n", n, err)
				rc = 1
				continue
			}
			key, k, err := s.UploadImage(path)
			if err != nil {
				fmt.Fprintf(stderr, "kiln cache push: %s: %v\n", n, err)
				rc = 1
				continue
			}
			fmt.Fprintf(stdout, "%s %s: %d store%s\n", n, key, k, plural(k))
			if k == 0 {
				rc = 1
			}
		}
	case "pull":
		for _, n := range names {
			if _, stale, err := s.ImageStatus(n); err == nil && stale == nil {
				fmt.Fprintf(stdout, "%s: up to date\n", n)
				continue
			}
			ok, err := s.FetchImage(n)
			switch {
			case err != nil:
				fmt.Fprintf(stderr, "kiln cache pull: %s: %v\n", n, err)
				rc = 1
			case ok:
				fmt.Fprintf(stdout, "%s: fetched\n", n)
			default:
				fmt.Fprintf(stdout, "%s: not in any store (KILN_DEBUG_LOADING=1 says why)\n", n)
				rc = 1
			}
		}
	}
	return rc
}

// pruneCmd implements kiln cache prune.
func pruneCmd(args []string, opts driver.Options, stdout, stderr io.Writer) int {
	pol := image.PrunePolicy{}
	dry := false
	bad := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "kiln cache prune: "+format+"\n%s", append(a, cacheUsage)...)
		return 2
	}
	for i := 0; i < len(args); i++ {
		a, val := args[i], ""
		if k, v, ok := strings.Cut(a, "="); ok && strings.HasPrefix(a, "--") {
			a, val = k, v
		} else if (a == "--keep" || a == "--older-than") && i+1 < len(args) {
			val = args[i+1]
			i++
		}
		switch a {
		case "--keep":
			n, err := strconv.Atoi(val)
			if err != nil || n < 1 {
				return bad("--keep needs a number of at least 1, not %q", val)
			}
			pol.Keep = n
		case "--older-than":
			d, err := parseAge(val)
			if err != nil {
				return bad("--older-than: %v", err)
			}
			pol.OlderThan = d
		case "--dry-run":
			dry = true
		default:
			return bad("unknown argument %s", a)
		}
	}
	if pol.Keep == 0 && pol.OlderThan == 0 {
		pol.Keep = 4
	}
	depot, err := resolveDepot(opts)
	if err != nil {
		fmt.Fprintf(stderr, "kiln cache prune: %v\n", err)
		return 1
	}
	var removed []image.Variant
	if dry {
		removed, err = image.PruneCandidates(depot, driver.KilnVersion, pol, time.Now())
	} else {
		removed, err = image.PruneDepot(depot, driver.KilnVersion, pol, time.Now())
	}
	var total int64
	for _, v := range removed {
		total += v.Size
		fmt.Fprintf(stdout, "%s (%s)\n", v.Path, humanBytes(v.Size))
	}
	verb := "removed"
	if dry {
		verb = "would remove"
	}
	fmt.Fprintf(stdout, "%s %d image(s), %s\n", verb, len(removed), humanBytes(total))
	if err != nil {
		fmt.Fprintf(stderr, "kiln cache prune: %v\n", err)
		return 1
	}
	return 0
}

// parseAge reads a duration as Go writes them (720h) or in days (30d).
func parseAge(s string) (time.Duration, error) {
	if d, ok := strings.CutSuffix(s, "d"); ok {
		n, err := strconv.ParseFloat(d, 64)
		if err != nil || n <= 0 {
			return 0, fmt.Errorf("invalid duration %q", s)
		}
		return time.Duration(n * float64(24*time.Hour)), nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("invalid duration %q", s)
	}
	return d, nil
}

// count is n with its noun: 1 hit, 2 hits, 1 miss, 0 misses.
func count(n int64, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	if strings.HasSuffix(noun, "s") {
		return fmt.Sprintf("%d %ses", n, noun)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// storeCounts is one store's line of statistics in kiln cache status.
func storeCounts(c cache.StoreCounts) string {
	return fmt.Sprintf("%s, %s, %d rejected, %s; %s", count(c.Hits, "hit"), count(c.Misses, "miss"),
		c.Rejected, count(c.Errors, "error"), count(c.Uploads, "upload"))
}

func humanBytes(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}

// resolveDepot is the depot the command works on: --depot / the
// embedding's setting, else $KILN_DEPOT or the default.
func resolveDepot(opts driver.Options) (string, error) {
	if opts.Depot == "" {
		return pkg.Depot()
	}
	return filepath.Abs(opts.Depot)
}
