cd ~/src/payments-api
git status
git pull --rebase
make test
aws sts get-caller-identity
export AWS_ACCESS_KEY_ID=AKIA2Q5XH7RJ4VN3TLPD
aws configure set aws_secret_access_key 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
aws s3 ls s3://payments-artifacts-staging/
kubectl get pods -n payments
kubectl logs -n payments deploy/payments-api --tail=200
vim README.md
git commit -am 'docs: staging runbook'
git push
