variable "environment" {
  type = string
}

# Holds every environment's Terraform state. Losing it means re-importing
# the whole estate by hand, so it must never be destroyed by a plan.
resource "aws_s3_bucket" "tf_state" {
  bucket = "acme-tf-state-${var.environment}"

  lifecycle {
    prevent_destroy = true
  }
}

resource "aws_dynamodb_table" "tf_locks" {
  name         = "acme-tf-locks"
  billing_mode = "PAY_PER_REQUEST"
  hash_key     = "LockID"

  attribute {
    name = "LockID"
    type = "S"
  }

  lifecycle {
    prevent_destroy = true
  }
}
