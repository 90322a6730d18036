package corpwar

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Each department is found by its id and named as printed; an unknown id is
// not found and is shown as typed (the mutation run found these untested).
func TestDepartmentLookup(t *testing.T) {
	r := Load()
	for _, d := range r.Departments {
		got, ok := r.Department(d.ID)
		assert.True(t, ok, d.ID)
		assert.Equal(t, d, got)
		assert.Equal(t, d.Name, r.DeptName(d.ID))
	}
	assert.Equal(t, "Production", r.DeptName(Production).EN)
	assert.Equal(t, "Produktion", r.DeptName(Production).DE)
	_, ok := r.Department("canteen")
	assert.False(t, ok)
	assert.Equal(t, "canteen", r.DeptName("canteen").EN)
}
