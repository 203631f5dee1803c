#include <linux/module.h>
MODULE_INFO(vermagic, "6.6.23-acme SMP preempt mod_unload aarch64");
