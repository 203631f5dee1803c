module github.com/mdfmt/mdfmt

go 1.22

require github.com/yuin/goldmark v1.7.4
