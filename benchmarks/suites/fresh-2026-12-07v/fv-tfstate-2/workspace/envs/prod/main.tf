terraform {
  required_version = ">= 1.6"
  backend "local" {
    path = "terraform.tfstate"
  }
}

module "network" {
  source   = "../../modules/network"
  vpc_cidr = "10.20.0.0/16"
}

resource "aws_instance" "web" {
  count         = 2
  ami           = data.aws_ami.ubuntu.id
  instance_type = "t3.medium"
  subnet_id     = module.network.public_subnet_ids[count.index]
}

resource "aws_db_instance" "main" {
  identifier        = "shop-prod"
  engine            = "postgres"
  instance_class    = "db.t3.large"
  allocated_storage = 200
}

resource "aws_s3_bucket" "assets" {
  bucket = "shop-prod-assets"
}
