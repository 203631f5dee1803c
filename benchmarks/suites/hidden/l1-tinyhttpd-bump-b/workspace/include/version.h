#pragma once
#define TINYHTTPD_VERSION "1.3.2"
