resource "aws_security_group" "bastion" {
  name        = "${var.name}-bastion"
  description = "SSH to the bastion from the office VPN only"
  vpc_id      = aws_vpc.main.id

	ingress {   
	  description = "ssh from VPN"
	  from_port   = 22
	  to_port     = 22
	  protocol    = "tcp"
	  cidr_blocks = var.ssh_ingress_cidrs
	}


  egress {
    from_port   = 0
    to_port     = 0
    protocol    = "-1"
    cidr_blocks = var.egress_cidrs
  }
}

resource "aws_vpc" "main" {
  cidr_block           = var.vpc_cidr
  enable_dns_hostnames = true
  tags = {   
    Name = var.name
  }
}
