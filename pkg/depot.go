package pkg

import (
	"crypto/sha256"
	"encoding/base32"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// ImageExt is the file extension of a package image.
const ImageExt = ".kimg"

// Depot returns the depot directory: $KILN_DEPOT when set (made absolute),
// else ~/.kiln. The directory need not exist yet.
func Depot() (string, error) {
	if d := os.Getenv("KILN_DEPOT"); d != "" {
		return filepath.Abs(d)
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("no depot: set KILN_DEPOT (%v)", err)
	}
	return filepath.Join(home, ".kiln"), nil
}

// CompiledDir returns the directory of a package's images for one Kiln
// version: DEPOT/compiled/<kilnVersion>/<name>.
func CompiledDir(depot, kilnVersion, name string) string {
	return filepath.Join(depot, "compiled", kilnVersion, name)
}

// ImageSlug returns a short name for one variant of a package's image: it
// depends on the package's uuid and directory (two checkouts of a package
// do not evict each other's images) and on variant, the caller's encoding
// of what selects the variant (target, CPU, flags). Slugs are lower-case
// letters and digits, 10 characters.
func ImageSlug(p *Package, variant string) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%s", p.Name, p.UUID, p.Root, variant)
	enc := base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(h.Sum(nil))
	return strings.ToLower(enc[:10])
}

// ImagePath returns DEPOT/compiled/<kilnVersion>/<Name>/<slug>.kimg for a
// package variant.
func ImagePath(depot, kilnVersion string, p *Package, variant string) string {
	return filepath.Join(CompiledDir(depot, kilnVersion, p.Name), ImageSlug(p, variant)+ImageExt)
}

// LockPath returns the lock file that serializes precompiles of an image.
func LockPath(imagePath string) string { return imagePath + ".lock" }
