#pragma once
#define EDGECAM_VERSION "3.2.0"
namespace edgecam { int run(int argc, char** argv); }
