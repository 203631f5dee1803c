resource "aws_iam_role" "ci_deployer" {
  name = "ci-deployer"

  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Action    = "sts:AssumeRole"
      Principal = { AWS = "arn:aws:iam::111122223333:role/ci-deployer-trust" }
    }]
  })
}

resource "aws_iam_role_policy_attachment" "ci_deployer_admin" {
  role       = aws_iam_role.ci_deployer.name
  policy_arn = "arn:aws:iam::aws:policy/PowerUserAccess"
}
