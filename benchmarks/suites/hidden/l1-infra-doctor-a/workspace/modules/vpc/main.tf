resource "aws_vpc" "main" {
  cidr_block = "10.40.0.0/16"
}
