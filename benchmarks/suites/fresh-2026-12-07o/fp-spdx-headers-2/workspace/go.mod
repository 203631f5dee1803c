module github.com/tidewater/quota

go 1.22
