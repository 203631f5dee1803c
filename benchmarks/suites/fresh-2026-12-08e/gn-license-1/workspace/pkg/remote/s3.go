package remote

// S3 reads through to an S3 bucket.
type S3 struct{ Bucket, Prefix string }
