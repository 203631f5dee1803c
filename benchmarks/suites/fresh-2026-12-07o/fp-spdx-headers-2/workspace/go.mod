module code.example.org/tidewater/quota

go 1.22
