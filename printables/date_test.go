package printables_test

import (
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
)

// made prints an empty one-page document and returns its creation and
// modification dates as the PDF writes them (D:YYYYMMDDHHMMSS).
func made(t *testing.T) (string, string, error) {
	t.Helper()
	pdf := printables.NewPDF("date")
	pdf.AddPage(210, 297)
	b, err := pdf.Bytes()
	if err != nil {
		return "", "", err
	}
	c := regexp.MustCompile(`/CreationDate \(D:(\d{14})\)`).FindSubmatch(b)
	m := regexp.MustCompile(`/ModDate \(D:(\d{14})\)`).FindSubmatch(b)
	require.NotNil(t, c, "the PDF has a creation date")
	require.NotNil(t, m, "the PDF has a modification date")
	return string(c[1]), string(m[1]), nil
}

// A PDF says when it was made: SOURCE_DATE_EPOCH when it is set (the
// reproducible-builds convention, in UTC), else the time it was printed;
// never one fixed date.
func TestPDFSaysWhenItWasMade(t *testing.T) {
	t.Setenv(printables.SourceDateEpoch, "1767225600")
	c, m, err := made(t)
	require.NoError(t, err)
	assert.Equal(t, "20260101000000", c)
	assert.Equal(t, "20260101000000", m)

	t.Setenv(printables.SourceDateEpoch, "1800000000")
	c, _, err = made(t)
	require.NoError(t, err)
	assert.Equal(t, "20270115080000", c, "2027-01-15 08:00:00 UTC")

	t.Setenv(printables.SourceDateEpoch, "")
	before := time.Now().UTC().Truncate(time.Second)
	c, _, err = made(t)
	require.NoError(t, err)
	after := time.Now().UTC()
	at, err := time.Parse("20060102150405", c)
	require.NoError(t, err)
	assert.False(t, at.Before(before) || at.After(after), "without SOURCE_DATE_EPOCH the PDF carries the time it was made: %s, printed between %s and %s", at, before, after)

	for _, bad := range []string{"yesterday", "-1", "1.5", "99999999999999"} {
		t.Setenv(printables.SourceDateEpoch, bad)
		_, _, err = made(t)
		if assert.Error(t, err, bad) {
			assert.Contains(t, err.Error(), "SOURCE_DATE_EPOCH", "the error names the variable")
		}
	}
}
