// SPDX-License-Identifier: GPL-2.0
/*
 * LTC2945 wide range I2C power monitor (hwmon), trimmed board variant
 */
#include <linux/module.h>
#include <linux/i2c.h>
#include <linux/hwmon.h>
#include <linux/regmap.h>

#define LTC2945_CONTROL      0x00
#define LTC2945_POWER_H      0x05
#define LTC2945_SENSE_H      0x14
#define LTC2945_VIN_H        0x1e

static const struct regmap_config ltc2945_regmap_config = {
	.reg_bits = 8,
	.val_bits = 8,
	.max_register = 0x31,
};

static int ltc2945_probe(struct i2c_client *client)
{
	struct device *dev = &client->dev;
	struct regmap *regmap;

	regmap = devm_regmap_init_i2c(client, &ltc2945_regmap_config);
	if (IS_ERR(regmap))
		return dev_err_probe(dev, PTR_ERR(regmap), "regmap init failed\n");

	return regmap_write(regmap, LTC2945_CONTROL, 0x05);
}

static const struct i2c_device_id ltc2945_id[] = {
	{ "ltc2945", 0 },
	{ }
};
MODULE_DEVICE_TABLE(i2c, ltc2945_id);

static struct i2c_driver ltc2945_driver = {
	.driver = { .name = "ltc2945-acme" },
	.probe = ltc2945_probe,
	.id_table = ltc2945_id,
};
module_i2c_driver(ltc2945_driver);

MODULE_DESCRIPTION("LTC2945 driver (acme board variant)");
MODULE_LICENSE("GPL");
