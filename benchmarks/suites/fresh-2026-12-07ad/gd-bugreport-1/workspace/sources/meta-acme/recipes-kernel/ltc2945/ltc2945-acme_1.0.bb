SUMMARY = "LTC2945 out-of-tree driver"
LICENSE = "GPL-2.0-only"
inherit module
SRC_URI = "git://git.example.com/acme/ltc2945.git;protocol=https;branch=main"
SRCREV = "5e1c2a7f0b9d8e3c4a6b1f2d0e9c8b7a6f5e4d3c"
