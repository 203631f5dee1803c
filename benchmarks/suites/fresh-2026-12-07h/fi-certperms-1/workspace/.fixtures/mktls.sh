set -e
mkdir -p tls
printf -- '-----BEGIN CERTIFICATE-----\nMIIFAKEwwwACMEexampleCOMleafCERTforTESTS0000\n-----END CERTIFICATE-----\n' > tls/www.acme.example.com.crt
printf -- '-----BEGIN CERTIFICATE-----\nMIIFAKEintermediateCAforTESTS1111111111111\n-----END CERTIFICATE-----\n' > tls/chain.crt
printf -- '-----BEGIN PRIVATE KEY-----\nMIIFAKEprivateKEYforTESTSonly2222222222222\n-----END PRIVATE KEY-----\n' > tls/www.acme.example.com.key
printf 'FAKEdhparamsPLACEHOLDER\n' > tls/dhparam.pem
chmod 600 tls/www.acme.example.com.crt tls/chain.crt
chmod 666 tls/www.acme.example.com.key
chmod 640 tls/dhparam.pem
