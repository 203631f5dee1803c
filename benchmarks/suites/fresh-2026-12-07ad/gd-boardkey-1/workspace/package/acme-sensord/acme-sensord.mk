ACME_SENSORD_VERSION = 1.4.2
ACME_SENSORD_SITE = https://git.example.com/acme/sensord.git
ACME_SENSORD_SITE_METHOD = git
$(eval $(generic-package))
