terraform {
  required_version = ">= 1.5"
  backend "s3" {
    bucket = "acme-tfstate-staging"
    key    = "live/terraform.tfstate"
    region = "eu-west-1"
  }
}

provider "aws" {
  region  = "eu-west-1"
  profile = "ops"
}
