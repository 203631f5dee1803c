provider "aws" {
  region = var.region
  default_tags {
    tags = { team = "platform", managed_by = "terraform" }
  }
}

module "network" {
  source     = "./modules/network"
  cidr_block = "10.40.0.0/16"
}

resource "aws_s3_bucket" "artifacts" {
  bucket = "tidewater-build-artifacts"
}
