module "network" {
  source = "../../modules/network"
  name   = "prod"
}
