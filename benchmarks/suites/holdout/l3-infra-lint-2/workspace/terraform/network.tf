resource "aws_vpc" "main" {
  cidr_block = "10.20.0.0/16"   
}

resource "aws_subnet" "privateA" {
  vpc_id     = aws_vpc.main.id
	cidr_block = "10.20.1.0/24"
}
