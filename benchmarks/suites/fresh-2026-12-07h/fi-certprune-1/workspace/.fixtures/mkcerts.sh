for n in api grafana legacy vpn; do
  d="certs/live/$n.acme.example.com"; mkdir -p "$d"
  printf -- '-----BEGIN CERTIFICATE-----\nMIIFAKE%sCERTIFICATEDATAforTESTSonlyAAAA\n-----END CERTIFICATE-----\n' "$n" > "$d/fullchain.pem"
  printf -- '-----BEGIN PRIVATE KEY-----\nMIIFAKE%sKEYDATAforTESTSonlyBBBB\n-----END PRIVATE KEY-----\n' "$n" > "$d/privkey.pem"
  chmod 600 "$d/privkey.pem"
done
