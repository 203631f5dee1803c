variable "region" {
  type    = string
  default = "eu-central-1"
}
