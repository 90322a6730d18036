module github.com/jung-kurt/gofpdf/v2

go 1.26
