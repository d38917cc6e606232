module github.com/incursion/incursion

go 1.26
