module "network" {
  source = "../../modules/network"
  name   = "staging"
   vpc_cidr = "10.30.0.0/16"
}
