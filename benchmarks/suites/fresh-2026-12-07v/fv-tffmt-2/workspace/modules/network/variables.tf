variable "name" {
	type = string
}

variable "vpc_cidr" {
	type    = string
	default = "10.20.0.0/16"
}

variable "ssh_ingress_cidrs" {
	description = "Who may reach the bastion on port 22 (office VPN)."
	type        = list(string)
	default     = ["10.99.0.0/24"]
}

variable "egress_cidrs" {
	type    = list(string)
	default = ["10.0.0.0/8"]
}
