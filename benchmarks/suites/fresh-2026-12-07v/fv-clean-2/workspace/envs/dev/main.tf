module "network" {
  source = "../../modules/network"
  name   = "dev"
}
