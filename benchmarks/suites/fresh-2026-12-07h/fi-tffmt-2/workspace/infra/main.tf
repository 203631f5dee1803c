terraform {
    required_version = ">= 1.6"
  backend "s3" {
   bucket="acme-tf-state"
   key    =    "platform/prod.tfstate"
   region="eu-west-1"
   dynamodb_table="acme-tf-locks"
  }
}

provider "aws" {
 region=var.region
}


module "state" {
  source="./modules/state"
  environment=var.environment
}

resource "aws_s3_bucket" "logs" {
	bucket="acme-app-logs"
	force_destroy = false
	tags = {
		Team="platform"
		Env=var.environment
	}
}
