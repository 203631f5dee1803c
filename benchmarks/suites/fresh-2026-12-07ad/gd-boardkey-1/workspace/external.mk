include $(sort $(wildcard $(BR2_EXTERNAL_ACME_PATH)/package/*/*.mk))
