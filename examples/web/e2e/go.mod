module github.com/incursion/incursion/examples/web/e2e

go 1.26.0

replace github.com/incursion/incursion => ../../..

require (
	github.com/chromedp/chromedp v0.23.0
	github.com/incursion/incursion v0.0.0-00010101000000-000000000000
)

require (
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	golang.org/x/exp v0.0.0-20261113113407-e3970619a1a4 // indirect
)
